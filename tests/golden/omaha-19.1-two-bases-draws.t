# §19.3, §20.3 with two bases in 0711, both range 0: base 2 advances to range 1 and its range
# alone now borders both anti-tank ditches of draw D1: D1 is written cleared (each base's
# range counts, not only the first base of a hex).
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases-draws.csv base div=1 hex=0711 action=advance base=2 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'draw,D1,0810 0811,0910 0911,1' $TMP/s.csv && grep -qx 'draw,D2,0912,0912,0' $TMP/s.csv && grep -qx 'base,0711,1,2' $TMP/s.csv
--- stdout
The base in 0711 base=2 advances to box 2: range 1 (§19.2).
Every German obstacle of draw D1 (anti-tank walls and ditches, mined roads) is in an engineer base's range: the engineers have completely cleared it (draw D1 cleared 1) (§19.3, §20.3).
--- stderr
