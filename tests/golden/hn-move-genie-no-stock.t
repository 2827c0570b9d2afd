# §2.4 génie militaire, §3.1: the elements are the ones 'présent sur son Option
# de Soutien': the German option holds no bridge (no unplaced bridge marker of
# the German), so the Panzerpionier has none to take.
cmd: resolve tests/golden/data/hn-move.csv move unit=pio path=H6 carry=bridge deploy=G6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: ! test -e $TMP/s.csv
--- stdout
--- stderr
umpire: no Pont is left on the German's Option de Soutien ('un des éléments présent': give the state an unplaced `marker` of kind bridge, at '-', for each element the option holds) (§2.4 génie militaire; §3.1 sdkfz 251/7)
