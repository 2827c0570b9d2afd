# land build= (§24.42): the two British engineer battalions already build two
# beaches (uk-sugar, uk-uncle-red): a third is refused.
cmd: resolve tests/golden/data/s43-night10.csv land build=uk-roger-green@2741
status: 1
--- stdout
--- stderr
umpire: land: the 2 British engineer battalions are building 2 beaches already (§24.42)
