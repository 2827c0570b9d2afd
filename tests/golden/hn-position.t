# §3.2 position: infantry places its Position, Bocage face up, on its square.
cmd: resolve tests/golden/data/hn-engineer.csv position unit=rifles face=bocage -o $TMP/s.csv
status: 0
sh: grep -q "^marker,p1,position,B5,cw,face=bocage$" $TMP/s.csv
--- stdout
rifles places a Position on B5, face Bocage, instead of a Move or Fire action (§3.2 position).
--- stderr
