# Sc-3: after a Secondary Objective taken, the German deploys its reinforcements
# in its zone, not next to CW units: r1 goes on F9 in the Activation phase.
cmd: resolve tests/golden/data/hn-sc3-renfort.csv place what=r1 at=F9 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,r1,de,rifles,F9,front,,$" $TMP/s.csv
--- stdout
r1 deploys as a German reinforcement (Sc-3 renforts).
r1 is placed on F9 (scenario préparation).
--- stderr
