# §6.9: "Si l'hex. est vide, il peut être simplement occupé sans combat": 0613, vacated and
# left empty by the advance, is occupied; no Offensive marker is spent ("en cas de combat
# uniquement").
cmd: resolve tests/golden/data/n44-counter.csv assault kind=counter hq=de-lxxxiv att=de-352-914 to=0613 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-352-914,.*,0613,0,0,$" $TMP/out.csv
sh: grep -q "^marker,off-1,offensive,0514,german" $TMP/out.csv
sh: ! $UMPIRE resolve $TMP/out.csv assault kind=counter hq=de-lxxxiv att=de-352-916 to=0713 --tables tests/examples/data/normandie44-tables --dice 3 2>/dev/null
--- stdout
0613 is empty: the counter-attack occupies it without combat, no Offensive marker spent (§6.9).
--- stderr
