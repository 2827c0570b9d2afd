# tests/bad/map-turn-bogus.csv (see README.md): a move on a state whose set,turn is not DAY-PERIOD (65; check accepts it, the scalar is free text)
cmd: resolve tests/bad/map-turn-bogus.csv move unit=uk-inf-1 path=1011
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-turn-bogus.csv:9:3: turn '10-evening' is not DAY-PERIOD, e.g. 9-morning, 12-afternoon, 13-night (umpire-salerno43(7))
