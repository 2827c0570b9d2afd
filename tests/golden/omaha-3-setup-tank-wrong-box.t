# §3: T/741's counter notes ER1, but the state has it in ER2: setup is refused, writes nothing.
cmd: resolve tests/golden/data/omaha/om-3-setup-tank-wrong-box.csv setup scenario=standard --seed 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: setup: the tank T/741 is in landing box ER2, but its counter notes 'ER1': it starts in the box its counter notes (§3)
