# move (§6.3): US and British land units may not stack.
cmd: resolve tests/golden/data/move-b.csv move unit=us-inf-2 path=2022 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: US and British land units may not stack: uk-inf-9 (UK) is in 2022 (§6.3)
