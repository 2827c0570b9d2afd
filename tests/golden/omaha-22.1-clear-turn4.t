# §22.1 (« Le génie ne peut nettoyer la plage qu'à partir du tour 5 »): with the variant the
# engineers' clearing on turn 4 is refused (exit 1), nothing written.
cmd: resolve tests/golden/data/omaha/v22.1-clear-turn4.csv clear sector=east hexes=0606 --card fire=red,violet,blue -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: clear: with variant 22.1 engineers clear obstacles from turn 5 (§22.1)
