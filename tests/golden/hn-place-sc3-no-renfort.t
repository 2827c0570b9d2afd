# Sc-3: no Secondary Objective taken yet: placing a unit after the set-up is refused.
cmd: resolve tests/golden/data/hn-sc3-no-renfort.csv place what=r1 at=F9 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: units are placed during the set-up; after it, only Sc-3's German reinforcements, once the CW has taken a Secondary Objective (scenario préparation; Sc-3)
