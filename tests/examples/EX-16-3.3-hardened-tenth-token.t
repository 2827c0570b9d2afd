# EX-16 (§3.3 hardened): 9 tokens from the stars + 1 Hardened trait: token 10 goes on brit.
cmd: resolve tests/examples/data/hn-ex16-hardened.csv order unit=brit token=10 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,brit,cw,rifles,B2,front,order=10,$" $TMP/s.csv
--- stdout
brit gets a numbered Order token (core 3.1).
--- stderr
