# §9.64 c: the owner picks a unit "du type indiqué": allied_type=nato with
# allied_loss=us-tk (a silhouette) is refused, nothing written; and (digest A36)
# naming a type that no unit of the losing side has is refused too: de-1 is the
# only Axis fighter and bears a NATO symbol.
cmd: resolve tests/golden/data/s43-loss-type.csv assault from=4111 to=4211 --dice 6,6,5,5 policy=never allied_type=nato allied_loss=us-tk -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-loss-type.csv assault from=4111 to=4211 --dice 4,4,6,6 policy=never axis_type=silhouette -o $TMP/b.csv 2>&1 | grep -qxF 'umpire: axis_type: Allied names the type silhouette, but no Axis unit of that type fought and has a step left (§9.64 c; digest A36)'; test ! -e $TMP/b.csv
sh: $UMPIRE resolve tests/golden/data/s43-loss-type.csv assault from=4111 to=4211 --dice 6,6,1,1 policy=never -o $TMP/c.csv 2>/dev/null && ! grep -q '^pending' $TMP/c.csv
--- stdout
--- stderr
umpire: allied_loss: us-tk is not of the type named (NATO symbol) (§9.64 c)
