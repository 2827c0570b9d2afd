# core 3.1: the Order phase: a numbered Order token for brit.
cmd: resolve tests/golden/data/hn-turn.csv order unit=brit token=3 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,brit,cw,rifles,B2,front,order=3,$" $TMP/s.csv
--- stdout
brit gets a numbered Order token (core 3.1).
--- stderr
