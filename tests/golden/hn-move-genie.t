# §2.4 génie militaire: the Panzerpionier, in the SdKfz 251/7's ZdC, takes a
# Position Avancée at the start of its move and deploys it in its ZdC at the end.
cmd: resolve tests/golden/data/hn-move.csv move unit=pio path=H6 carry=forward deploy=G6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^marker,fs,forward,G6,de,$" $TMP/s.csv
--- stdout
pio moves to H6 (core 3.2.1).
pio deploys a Position Avancée on G6 (§2.4 position avancée).
--- stderr
