# land place= with ruling beach-axis-distance=within-2 (§24.412's reading):
# the Axis company 2 hexes away forbids it.
cmd: resolve tests/golden/data/s43-night10-near.csv land place=uk-sugar --rule beach-axis-distance=within-2
status: 1
--- stdout
--- stderr
umpire: land: an Axis unit is 2 hexes from 2741 (none may be within 2) (§24.421; ruling beach-axis-distance=within-2)
