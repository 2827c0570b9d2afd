# French transcript of T-2-VI-OverThrough-reinf-dice.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/m44-reinf.csv reinforce side=axis mode=overthrough turn=1 --lang fr
status: 69
sh: for t in 1:3 2:4 5:5; do n=${t#*:}; f=""; for i in $(seq $n); do f="$f,6"; done; "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce side=axis mode=overthrough turn=${t%:*} --dice ${f#,} 2>&1 >/dev/null | grep -q "turn ${t%:*}: $n dice" || exit 1; done
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce side=axis mode=overthrough turn=2 recon1=yes --dice 6,6,6,6,6,6 2>&1 >/dev/null | grep -q "The axis roll 6 reinforcement dice"
sh: sed "s/^set,active,allies/set,axis_reinf_blocked,yes\nset,active,allies/" $ROOT/tests/examples/data/m44-reinf.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv reinforce side=axis mode=overthrough turn=3 --dice 6,6,6 2>&1 >/dev/null | grep -q "2 dice fewer, 3"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce mode=overthrough turn=4 --dice 6,6,6,6,6,6 2>&1 >/dev/null | grep -q "allies turn 4: 6 dice"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce mode=overthrough turn=4 recon1=yes --dice 6,6,6,6,6,6,6,6 2>&1 >/dev/null | grep -q "The allies roll 8 reinforcement dice"
--- stdout
--- stderr
umpire: tables/memoir44/reinforcement.csv:9:4: table memoir44/reinforcement, ligne « R1 », colonne « needs » inconnue ('?') (§II-Reinf L211-L227 (tableau, colonne des dés perdue à l'OCR, digest O-1)) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/memoir44/reinforcement.csv, ou passez --tables DIR avec votre propre copie de reinforcement.csv.
