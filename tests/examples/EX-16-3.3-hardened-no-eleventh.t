# EX-16 (§3.3 hardened): 10 tokens + a Hardened trait stay 10 ('pas plus de 10'),
# token 10 is already on ger2 and no 11th exists: ger gets none.
cmd: resolve tests/examples/data/hn-ex16-hardened.csv order unit=ger token=10 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: token 10 is already on ger2 (core 3.1)
