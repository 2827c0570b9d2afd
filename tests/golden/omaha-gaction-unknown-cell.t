# §16: B3 (occupied, US units in its field) on red M: the German Action Summary's
# cell is ? (not in the text): exit 69 naming table, row, column, section; nothing written.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --card '1:fire=blue/R,red/M,green/A;target=1' -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/omaha/actions.csv:7:5: table omaha/actions, row reinf-us, column M is unknown ('?') (§16): the rulebook does not give this value. Fill it in: edit tables/omaha/actions.csv, or pass --tables DIR with your own copy of actions.csv.
