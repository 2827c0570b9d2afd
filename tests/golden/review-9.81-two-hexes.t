# §9.81: facing one hex across a precipice is attacking across it, even when
# another defending hex is not behind one.
cmd: resolve tests/golden/data/review-f3.csv assault from=2129 to=2228,2128 --dice 6,6,6,6
status: 1
--- stderr
umpire: assault: us-inf cannot attack across the precipice from 2129: only British commandos and US rangers may (§9.81, §9.82)
