# EX-14 (§18.1): 16 HQ, outside every potential field of fire, becomes a CP: box 1,
# range 1 (the text).
cmd: resolve tests/examples/data/omaha-cp-hq.csv cp hq=16HQ action=establish -o $TMP/s.csv
status: 0
sh: grep -q '^unit,16HQ,.*,1$' $TMP/s.csv
--- stdout
16HQ becomes a CP in 1212; its marker in box 1: range 1 (not an action) (§18.1).
--- stderr
