# §24.44 (issue 12; ruling beach-loss-half=total): "les troupes alliées dans
# l'hex perdent la moitié de leurs pas" read as half of the troops' total,
# beside the default per-unit rounding: us-inf-a (2 steps) and us-inf-b (1) in
# 2745 have 3 steps and lose 2 (rounded up), taken from the units loss= names
# (us-inf-b, eliminated, then us-inf-a); without loss= the Allied choice is
# asked for (exit 64, nothing written).
cmd: resolve tests/golden/data/s43-threat.csv land threat=all --rule beach-loss-half=total loss=us-inf-b,us-inf-a -o $TMP/a.csv
status: 0
sh: grep -qx 'unit,us-inf-a,allied,US,36,infantry,company,soft,2745,1,1,1,4,4,6,' $TMP/a.csv && grep -qx 'unit,us-inf-b,allied,US,36,infantry,company,soft,eliminated,2,0,1,4,4,6,' $TMP/a.csv
sh: ! $UMPIRE resolve tests/golden/data/s43-threat.csv land threat=all --rule beach-loss-half=total -o $TMP/b.csv 2>$TMP/e && test ! -e $TMP/b.csv && grep -qxF 'umpire: land: threat=: 2 of the 2 steps lost in 2745 are still to be taken: name the Allied units that take them in loss= (§24.44; ruling beach-loss-half=total)' $TMP/e
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Beach us-green (2561): Axis units adjacent make 3 platoons (3 companies = 9 platoons are needed): it holds (§24.44).
Beach us-red (2745): Axis units adjacent make 9 platoons, 3 companies or more: the marker is removed for good (§24.44).
The Allied units in 2745 have 3 steps: they lose half the total, 2 (§24.44; ruling beach-loss-half=total).
us-inf-b loses a step: eliminated (§24.44).
us-inf-a loses a step (§24.44).
