# §15, §16: German actions are made on turns 17-32; turn 16 is refused.
cmd: resolve tests/examples/data/omaha-ga-t16.csv german-action sector=east --card '1:fire=blue/R,red/P,green/A;target=1' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: german-action: turn 16: German actions are made on turns 17-32 (§15, §16)
