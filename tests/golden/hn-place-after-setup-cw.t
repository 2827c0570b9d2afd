# Sc-3: only the German's reinforcements are placed after the set-up, not a CW unit.
cmd: resolve tests/golden/data/hn-sc3-renfort.csv place what=cdn at=A1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: units are placed during the set-up; after it, only Sc-3's German reinforcements, once the CW has taken a Secondary Objective (scenario préparation; Sc-3)
