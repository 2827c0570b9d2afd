# §6.9: the HQ activated for the counter-attack is within 2 hexes of the vacated hex.
cmd: resolve tests/golden/data/n44-counter.csv assault kind=counter hq=de-ii-fj att=de-352-914 to=0713 --tables tests/examples/data/normandie44-tables --dice 3
status: 1
--- stdout
--- stderr
umpire: HQ de-ii-fj is more than 2 hexes from the vacated hex 0713 (§6.9)
