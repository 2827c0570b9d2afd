# §6.9: after the advance into 0713, the German player counter-attacks it at once with
# the units adjacent, activating free an available HQ within 2 hexes of the vacated hex;
# its marker is spent because there is a combat.
cmd: resolve tests/golden/data/n44-advance.csv advance units=us-4-12 path=0713 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv assault kind=counter hq=de-lxxxiv att=de-352-914 to=0713 --tables tests/examples/data/normandie44-tables --dice 3 def_retreat=0813 -o $TMP/b.csv && grep -q "^marker,off-1,offensive,none," $TMP/b.csv
--- stdout
us-4-12 advances 0713, free of terrain and ZOC (§6.7).
An advance without exploitation: the defender may counter-attack at once (assault kind=counter) (§6.9).
--- stderr
