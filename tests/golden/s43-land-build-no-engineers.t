# land build= (§24.42): no engineer battalion in 2737: refused.
cmd: resolve tests/golden/data/s43-night9.csv land build=uk-uncle-red@2737
status: 1
--- stdout
--- stderr
umpire: land: a British beach is built by an engineer battalion, 3 companies, in its hex; 2737 has 0 (§24.42)
