# diff --format json for omaha: the same changes as diff-om-landing, typed for scripts
# (the pile's count a number; a place a string).
cmd: diff fixtures/omaha/landing-turn2.csv tests/golden/data/om-ashore.csv --format json
status: 0
sh: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); c=d[\"changes\"] if isinstance(d,dict) else d; assert any(x.get(\"id\")==\"B/1/116\" and x.get(\"new\")==\"0513\" for x in c)" "$TMP/.out"
--- stdout
{"changes":[
 {"kind":"set","id":"cards.pile","change":"set","key":"cards.pile","old":54,"new":53,"text":"cards.pile changed from 54 to 53"},
 {"kind":"set","id":"cards.track","change":"set","key":"cards.track","old":"","new":"12:landing-west","text":"cards.track set to 12:landing-west"},
 {"kind":"unit","id":"A/1/116","change":"moved","key":"at","old":"box:DG1","new":"0521","text":"A/1/116 moved from box:DG1 to 0521"},
 {"kind":"unit","id":"B/1/116","change":"moved","key":"at","old":"box:DW1","new":"0513","text":"B/1/116 moved from box:DW1 to 0513"},
 {"kind":"unit","id":"B/1/116","change":"changed","key":"command","old":29,"new":1,"text":"B/1/116: command changed from 29 to 1"},
 {"kind":"unit","id":"C/1/116","change":"moved","key":"at","old":"box:DR1","new":"0509","text":"C/1/116 moved from box:DR1 to 0509"},
 {"kind":"unit","id":"C/1/116","change":"changed","key":"command","old":29,"new":1,"text":"C/1/116: command changed from 29 to 1"},
 {"kind":"unit","id":"D/1/116","change":"moved","key":"at","old":"box:DW1","new":"0523","text":"D/1/116 moved from box:DW1 to 0523"}]}
--- stderr
