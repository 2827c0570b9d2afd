# French transcript of n44-T27-11.1-half-markers.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t27.csv allocate side=allied --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv --lang fr
status: 0
sh: test $(grep -c "^marker,off-.*,offensive,reserve,allied" $TMP/out.csv) = 3
--- stdout
Le joueur allié jette 1d6 = 4 sur sa table d'allocation (clair) : 3 marqueurs « Offensive » (Scénario 1 : la moitié, arrondie au supérieur, §11.1) (§1.1.1.2).
Ils vont dans la réserve stratégique alliée (§1.1.1.2).
--- stderr
