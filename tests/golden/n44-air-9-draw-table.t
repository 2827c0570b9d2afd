# §1.1.1.1: the counters drawn at the table, named with draw=.
cmd: resolve tests/golden/data/n44-air.csv air draw=hb-1,hb-3,lb-1,fb-1,fb-2,fb-4 superiority=fb-4 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
--- stdout
The TDAA for turn 4, clear: 2 HB, 1 MB, 3 FB (§1.1.1.1, §9).
The counters drawn at the table: hb-1,hb-3,lb-1,fb-1,fb-2,fb-4 (§1.1.1.1).
fb-4 flies air superiority: unusable for the turn (§9).
--- stderr
