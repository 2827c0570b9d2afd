# §9.4: the marker's tactical face is '?': the reveal stops with exit 69 naming it.
cmd: resolve tests/examples/data/omaha-assault-depth-unknown.csv assault target=1010 units=A/1/16,B/1/16 hero=BZ us_hit=B/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-assault-depth-unknown.csv: depth marker mg50, column tactical: its face is unknown ('?'): type the counter's tactical in its marker row (§9.4)
