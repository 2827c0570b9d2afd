# diff in words (normandie44): a German overrun of 0713 (dice 1) against the state before
# it: the VP scalar, the two German units moved by their own order (they carry moved=N),
# the pushed American unit retreated (no moved=N of its own) and lost a step.
cmd: diff tests/golden/data/n44-overrun-go.csv tests/golden/data/n44-overrun-after.csv --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
vp.german changed from 0 to 1
overrun.pushed set to us-29-116
de-2pz-3 moved from 0712 to 0713
de-2pz-3: markers overran, mp=4, moved=1 placed
de-2pz-304 moved from 0712 to 0713
de-2pz-304: markers overran, mp=4, moved=1 placed
us-29-116 retreated from 0713 to 0714
us-29-116 lost 1 step (2 to 1)
--- stderr
