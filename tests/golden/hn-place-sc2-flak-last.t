# Sc-2: the Flak 36 is deployed last, after the CW: placed though brit (CW) is.
cmd: resolve tests/golden/data/hn-setup-sc2.csv place what=flak at=D8 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,flak,de,flak-36,D8,front,,$" $TMP/s.csv
--- stdout
flak is placed on D8 (scenario préparation).
--- stderr
