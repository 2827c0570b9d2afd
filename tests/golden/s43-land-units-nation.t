# land units= (§18.32, §18.33): a British company may not land on a US beach.
cmd: resolve tests/golden/data/s43-reinforce.csv land units=uk-r1 beach=us-red
status: 1
--- stdout
--- stderr
umpire: land: uk-r1 (UK) lands only on a beach of its nation; us-red is US (§18.32, §18.33, §24.3)
