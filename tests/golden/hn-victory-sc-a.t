# Sc-A: one airplane took off and the other was destroyed: the game ends; a
# minor German victory.
cmd: resolve tests/golden/data/hn-sca-end.csv victory -o $TMP/s.csv
status: 0
sh: grep -q "^set,result,de-minor$" $TMP/s.csv
--- stdout
Minor German victory: one airplane took off (Sc-A victoire).
--- stderr
