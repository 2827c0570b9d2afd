# §18.2: the shipped track knows only box 1.
cmd: resolve tests/examples/data/omaha-cp-3.csv cp hq=16HQ action=advance
status: 69
--- stdout
--- stderr
umpire: tables/omaha/cp-track.csv:10:2: table omaha/cp-track, row 4, column range is unknown ('?') (§18.2): the rulebook does not give this value. Fill it in: edit tables/omaha/cp-track.csv, or pass --tables DIR with your own copy of cp-track.csv.
