# show --format json: stable snake_case keys, numbers as numbers (steps, values), text
# as strings (hexes, ids); the scalars under 'set', each kind an array.
cmd: show tests/golden/data/s43-markers.csv --format json
status: 0
sh: "$UMPIRE" show tests/golden/data/s43-markers.csv --format json | python3 -c "import json,sys,re; d=json.load(sys.stdin); u={x[\"id\"]:x for x in d[\"unit\"]}; assert u[\"2cdo-a\"][\"steps\"]==2 and u[\"2cdo-a\"][\"at\"]==\"2228\" and u[\"2cdo-a\"][\"markers\"]==\"fought;moved;mp=2;advanced\"; assert d[\"set\"][\"bridge_cup_markers\"]==4; assert all(re.fullmatch(\"[a-z][a-z0-9_.]*\",k) for r in d[\"unit\"] for k in r)"
--- stdout
{"game":"salerno43",
"set":{"turn":"9-afternoon","active":"allied","first_player":"allied","weather":"cloudy","bridge_cup_markers":4},
"unit":[
 {"at":"2129","level":2,"terrain":"clear","bank":"","stack":1,"id":"2cdo-b","side":"allied","nation":"UK","division":"","kind":"commando","size":"company","steps":2,"max_steps":2,"att_armor":1,"att_soft":5,"def":4,"support":"","range":"","ma":7,"ma_color":"","markers":"assault;bombarded=2228"},
 {"at":"2228","level":3,"terrain":"clear","bank":"","stack":1,"id":"2cdo-a","side":"allied","nation":"UK","division":"","kind":"commando","size":"company","steps":2,"max_steps":2,"att_armor":1,"att_soft":5,"def":4,"support":"","range":"","ma":7,"ma_color":"","markers":"fought;moved;mp=2;advanced"},
 {"at":"2531","level":2,"terrain":"city","bank":"","stack":1,"id":"16pz-pio-3","side":"axis","nation":"DE","division":"16pz","kind":"engineer","size":"company","steps":1,"max_steps":2,"att_armor":1,"att_soft":3,"def":3,"support":"","range":"","ma":8,"ma_color":"","markers":"fought"},
 {"at":"eliminated","level":"","terrain":"","bank":"","stack":"","id":"cp-2228","side":"axis","nation":"DE","division":"","kind":"cp","size":"platoon","steps":0,"max_steps":1,"att_armor":"","att_soft":"","def":"","support":"","range":"","ma":6,"ma_color":"","markers":""}],
"position":[
 {"at":"2129","position":"ip","building":""}],
"marker":[
 {"id":"rmf-2228","type":"rmf","at":"2228","value":"1/2","toward":"axis"}],
"bridge":[
 {"id":"2531","at":"2531","city":"","marker":"yes","repair":"","by":""}]}
--- stderr
