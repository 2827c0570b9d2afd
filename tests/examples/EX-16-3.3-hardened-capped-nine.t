# EX-16 (§3.3 hardened): 10 tokens + a Hardened trait: the log says 11 is capped
# at 10; token 9 is free.
cmd: resolve tests/examples/data/hn-ex16-hardened.csv order unit=ger token=9 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,ger,de,rifles,B6,front,order=9,$" $TMP/s.csv
--- stdout
The de would have 11 numbered Order tokens (10 + 1 Hardened): never more than 10 (§3.3 hardened).
ger gets a numbered Order token (core 3.1).
--- stderr
