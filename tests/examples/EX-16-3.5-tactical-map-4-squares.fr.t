# French transcript of EX-16-3.5-tactical-map-4-squares.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-checks.csv move unit=at4 path=H3,I3 map=capt --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: at4 est à plus de 3 cases de capt (§3.5 tactical map)
