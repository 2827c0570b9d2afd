# land salerno= (§7.22): an Axis unit 2 hexes away: refused.
cmd: resolve tests/golden/data/s43-salerno.csv land salerno=uk-inf-2
status: 1
--- stdout
--- stderr
umpire: land: an Axis unit is 2 hexes from 2630 (none may be within 2) (§7.22)
