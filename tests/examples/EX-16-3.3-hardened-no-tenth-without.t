# EX-16 (§3.3 hardened): without the trait the CW has 9 tokens: no token 10.
cmd: resolve tests/examples/data/hn-ex16-not-hardened.csv order unit=brit token=10 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: the cw has 9 numbered Order tokens: no token 10 (core 3.1; §3.3 hardened)
