# victory (§28.12, §28.11): once us-last has left by 0307, supplied units of 28
# steps are gone (us-oos, out of supply, would not count): more than 27, and a
# class-1 road runs from the US beach marker in 0312 through the Salerno hex
# 0310 to 0307: the Allies win at once, before the last turn. Without the road
# (hexside 0309-0310 removed) the exit does not win (ruling
# exit-victory-road=required, A37) and the campaign is not over; under
# not-required it wins.
cmd: resolve tests/golden/data/s43-exit.csv victory
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-exit.csv move unit=us-last path=0307 exit=yes -o $TMP/a.csv && $UMPIRE resolve $TMP/a.csv victory -o $TMP/v.csv && grep -qx 'set,winner,allied' $TMP/v.csv
sh: $UMPIRE resolve tests/golden/data/s43-exit.csv move unit=us-oos path=0307 exit=yes -o $TMP/o.csv && $UMPIRE resolve $TMP/o.csv victory 2>&1 | grep -qF 'judged at the end of 17-night'
sh: $UMPIRE resolve tests/golden/data/s43-exit.csv move unit=us-last path=0307 exit=yes -o $TMP/a.csv && grep -v '^hexside,0309-0310,' $TMP/a.csv >$TMP/n.csv && { $UMPIRE resolve $TMP/n.csv victory 2>&1 | grep -qF 'judged at the end of 17-night'; } && $UMPIRE resolve $TMP/n.csv victory --rule exit-victory-road=not-required -o $TMP/w.csv && grep -qx 'set,winner,allied' $TMP/w.csv
--- stdout
--- stderr
umpire: victory: the campaign is judged at the end of 17-night (§28.4, §29.1)
