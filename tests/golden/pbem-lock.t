# Issue 13, accident 6: no locking. Ten `resolve --in-place --journal` run at
# once all exited 0, two or three were applied and the journal broke. Now each
# run holds an advisory lock (flock) on the state and on the journal from reading
# to replacing them: the runs follow one another, every run that exits 0 is one
# row of the journal, and the journal verifies to the state.
cmd: games
sh: bash tests/golden/data/pbem-lock.sh $TMP
