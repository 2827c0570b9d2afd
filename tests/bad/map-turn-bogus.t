# tests/bad/map-turn-bogus.csv (see README.md): a move on a state whose set,turn is no turn of the game (65; check refuses it in the same words: one turn parser)
cmd: resolve tests/bad/map-turn-bogus.csv move unit=uk-inf-1 path=1011
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-turn-bogus.csv:9:3: turn '10-evening' is not D-morning, D-afternoon or D-night, D = 9 to 17 (umpire-salerno43(7))
