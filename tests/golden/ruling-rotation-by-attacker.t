# Ruling rotation-by=attacker (§9.71): only the attacker rotates: refused, nothing
# written.
cmd: resolve tests/golden/data/rules-rotation.csv assault from=4211 to=4111 rotate1=us-1 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never loss=top --rule rotation-by=attacker -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: rotate1: us-1 is not the attacker's: only the attacker rotates (§9.71, ruling rotation-by=attacker)
