# §6.9: after the advance into 0713, the German unit that retreated to 0513 moves one hex (to
# 0613, "un mouvement de un hex") and joins the counter-attack of the unit next to 0713.
cmd: resolve tests/golden/data/n44-advance.csv advance units=us-4-12 path=0713 --tables tests/examples/data/normandie44-tables -o $TMP/a.csv
status: 0
sh: $UMPIRE resolve $TMP/a.csv assault kind=counter hq=de-lxxxiv att=de-352-914,de-352-916 move=de-352-916:0613 to=0713 --tables tests/examples/data/normandie44-tables --dice 3 def_retreat=0813 -o $TMP/b.csv > $TMP/log && grep -q 'de-352-916 moves one hex to 0613 before the counter-attack (§6.9)' $TMP/log && grep -q 'Attack 8 against defence 4' $TMP/log
sh: grep -q "^unit,de-352-916,.*,0613," $TMP/b.csv
--- stdout
us-4-12 advances 0713, free of terrain and ZOC (§6.7).
An advance without exploitation: the defender may counter-attack at once (assault kind=counter) (§6.9).
--- stderr
