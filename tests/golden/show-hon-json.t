# show --format json (heroes): the scalars, the units with their place, face, flags and
# gear, the markers with their square, vertex or run of edges.
cmd: show tests/golden/data/hn-markers.csv --format json
status: 0
--- stdout
{"game":"heroes",
"set":{"board":"6x6","lines":1,"elements":0},
"marker":[
 {"at":"+C3","id":"g1","kind":"grenade","side":"cw","data":""},
 {"at":"+B3-+D3","id":"h1","kind":"hedgehog","side":"de","data":""},
 {"at":"D4","id":"m1","kind":"mine","side":"de","data":""}]}
--- stderr
