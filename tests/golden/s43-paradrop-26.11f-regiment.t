# §26.11 f (the NOT IMPLEMENTED list): "Pour un régiment, les hexes cibles pour
# chaque QG doivent se trouver à deux hexes maximum de distance." The two HQs of
# the 504th (unit column regiment) aim at 3157 and 3162, 5 hexes apart:
# refused, nothing written; at 3157 and 3159, 2 hexes apart, planned. An HQ
# planned without a regiment is bad data (65).
cmd: resolve tests/golden/data/s43-plan-hq.csv paradrop plan=504-hq-1@3157,504-hq-2@3162 -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-plan-hq.csv paradrop plan=504-hq-1@3157,504-hq-2@3159 -o $TMP/b.csv && grep -qx 'drop,504-hq-2,3159,13-night' $TMP/b.csv
sh: sed 's/^\(unit,504-hq-1,.*\),504$/\1,/' tests/golden/data/s43-plan-hq.csv >$TMP/n.csv && $UMPIRE resolve $TMP/n.csv paradrop plan=504-hq-1@3157 >/dev/null 2>&1; test $? = 65
--- stdout
--- stderr
umpire: paradrop: the HQs of regiment 504 aim more than 2 hexes apart: 504-hq-1 on 3157, 504-hq-2 on 3162 (§26.11 f)
