# §19.2: the shipped track knows only box 1.
cmd: resolve tests/examples/data/omaha-base-0.csv base div=1 hex=0711 action=advance
status: 69
--- stdout
--- stderr
umpire: tables/omaha/eng-track.csv:6:2: table omaha/eng-track, row 2, column range is unknown ('?') (§19.2): the rulebook does not give this value. Fill it in: edit tables/omaha/eng-track.csv, or pass --tables DIR with your own copy of eng-track.csv.
