# Sc-3: 'non adjacents à des Unités CW': D7 is next to brit (C6): refused.
cmd: resolve tests/golden/data/hn-sc3-renfort.csv place what=r1 at=D7 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: D7 is next to brit (CW): reinforcements deploy 'non adjacents à des Unités CW' (Sc-3 renforts)
