# T-24 (§II-Reinf L194-L196): German infantry deployed this turn next to an Allied
# unit may not battle; German artillery deployed this turn may not battle at all.
# (Mobile artillery, which may, is not in the units table: Troupes 14 is not in the
# seed.) An infantry unit that was not deployed this turn fires normally.
cmd: odds tests/examples/data/m44-deployed.csv assault from=0101 to=0201
status: 1
sh: out=$("$UMPIRE" odds $ROOT/tests/examples/data/m44-deployed.csv fire from=0108 to=0512 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "artillery deployed as a reinforcement this turn"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-deployed.csv assault from=0101 to=0201 --rule reinf-adjacent=close-only | grep -q "(us-inf-1: 3 dice)"
--- stdout
--- stderr
umpire: de-inf-1 was deployed this turn next to an enemy unit and may not battle (§II-Reinf L194; ruling reinf-adjacent, A-6)
