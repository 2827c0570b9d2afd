# tests/bad/proc-long-flags.csv (see README.md): a flags field of some 900
# characters: limber keeps all 60 bombarded= items and appends limbered (0)
cmd: resolve tests/bad/proc-long-flags.csv limber unit=25pdr to=on -o $TMP/out.csv
status: 0
sh: grep -q "^unit,25pdr,.*,25pdr;bombarded=2600;.*;bombarded=2659;limbered$" $TMP/out.csv
sh: test "$(grep '^unit,25pdr,' $TMP/out.csv | grep -o 'bombarded=' | wc -l)" = 60
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
25pdr is not in an enemy ZOC: the marker changes freely in the works phase (§15.42; digest A30).
25pdr is limbered: it may move, even in an enemy ZOC; it still fires at half its printed values, rounded up, with defence 1 (§15.41, §15.44).
--- stderr
