# show: markers on a square, on a run of edges and on an intercase.
cmd: show tests/golden/data/hn-markers.csv
status: 0
--- stdout
heroes: no scenario, turn - of -, no phase; board 6x6, 1 Line, 0 terrain elements
+C3   marker g1         grenade     cw
+B3-+D3 marker h1         hedgehog    de
D4    marker m1         mine        de
--- stderr
