# §6.9: de-716, in 0815, is next to neither the vacated hex nor the units that retreated:
# no counter-attack, even after a one-hex move.
cmd: resolve tests/golden/data/n44-counter.csv assault kind=counter hq=de-lxxxiv att=de-716 move=de-716:0714 to=0713 --tables tests/examples/data/normandie44-tables --dice 3
status: 1
--- stdout
--- stderr
umpire: de-716 may not counter-attack: only the units that just retreated, and those next to them or to the vacated hex (§6.9)
