# diff --format json: {"changes":[...]}, numbers as numbers (the medals).
cmd: diff fixtures/memoir44/sword-beach.csv tests/golden/data/m44-sword-after.csv --format json
status: 0
sh: "$UMPIRE" diff fixtures/memoir44/sword-beach.csv tests/golden/data/m44-sword-after.csv --format json | python3 -c "import json,sys; c=json.load(sys.stdin)[\"changes\"]; m=[x for x in c if x[\"id\"]==\"medals.allies\"][0]; assert m[\"old\"]==0 and m[\"new\"]==1 and m[\"change\"]==\"set\""
--- stdout
{"changes":[
 {"kind":"set","id":"medals.allies","change":"set","key":"medals.allies","old":0,"new":1,"text":"medals.allies changed from 0 to 1"},
 {"kind":"unit","id":"de-inf-2","change":"eliminated","key":"at","old":"1017","new":"eliminated","text":"de-inf-2 eliminated at 1017"},
 {"kind":"unit","id":"gb-inf-2","change":"marker_placed","key":"markers","old":"","new":"battled","text":"gb-inf-2: marker battled placed"},
 {"kind":"unit","id":"gb-sarm-1","change":"moved","key":"at","old":"1019","new":"1018","text":"gb-sarm-1 moved from 1019 to 1018"},
 {"kind":"unit","id":"gb-sarm-1","change":"marker_placed","key":"markers","old":"","new":"moved","text":"gb-sarm-1: marker moved placed"},
 {"kind":"unit","id":"gb-sarm-1","change":"marker_placed","key":"markers","old":"","new":"battled","text":"gb-sarm-1: marker battled placed"}]}
--- stderr
