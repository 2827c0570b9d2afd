# §5.6 (optional rule, set,opt_pompeii yes): "Pompeï (hex 0711 et 0712) ne peut
# pas être le théâtre de combats": the assault of us-inf-p from 0710 on the
# German company in 0711 is refused, nothing written; without the optional
# rule it is fought.
cmd: resolve tests/golden/data/s43-pompeii-combat.csv assault from=0710 to=0711 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: sed 's/^set,opt_pompeii,yes$/set,opt_pompeii,no/' tests/golden/data/s43-pompeii-combat.csv >$TMP/n.csv && $UMPIRE resolve $TMP/n.csv assault from=0710 to=0711 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/b.csv
--- stdout
--- stderr
umpire: assault: 0711 is Pompeii, which cannot be the scene of a combat (optional rule, set,opt_pompeii) (§5.6)
