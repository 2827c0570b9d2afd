# §4.4, §6.11: the elite paratroops leave the Confusion hex 0510 (test chart: 3 or more); the
# German unit alone there, the Confusion marker goes.
cmd: resolve tests/golden/data/n44-special.csv infiltrate unit=us-101-502 to=0511 op=exit --tables tests/examples/data/normandie44-tables --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^hex,0510,clear,none,,,,$" $TMP/out.csv
--- stdout
us-101-502's infiltration roll (exit): 1d6 = 3: it succeeds (§4.4).
us-101-502 enters 0511: 0511 clear 1 (§4.4).
us-101-502's move ends there (§3).
One side is gone from 0510: its Confusion marker is removed (§6.11).
--- stderr
