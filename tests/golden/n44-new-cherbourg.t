# umpire new normandie44 cherbourg: Scenario 1 (§11.1), a valid state with a fresh seed.
cmd: new normandie44 cherbourg -o $TMP/s.csv
status: 0
sh: $UMPIRE check $TMP/s.csv
sh: grep -q "^set,scenario,cherbourg" $TMP/s.csv
sh: grep -q "^set,draws,0" $TMP/s.csv
--- stderr
