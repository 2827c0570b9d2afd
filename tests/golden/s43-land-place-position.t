# land place= (§24.422): Uncle Red has two positions; the order must pick one.
cmd: resolve tests/golden/data/s43-night9.csv land place=uk-uncle-red
status: 1
--- stdout
--- stderr
umpire: land: beach uk-uncle-red has 2 positions: choose one with uk-uncle-red@HEX (§24.422)
