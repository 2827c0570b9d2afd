# §7.1: a Ranger acts free: the 1st Division's spent count does not stop it.
cmd: resolve tests/examples/data/omaha-actions.csv move unit=A/2R to=0817 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,9:2$' $TMP/s.csv && grep -q '^set,acted,9:M/3/16 A/2R$' $TMP/s.csv
--- stdout
A free action (a Ranger unit): the 1st Division's count stays (§7.1).
A/2R moves from 0816 to 0817 (§7.3).
--- stderr
