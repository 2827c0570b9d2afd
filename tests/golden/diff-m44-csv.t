# diff --format csv: kind,id,change,key,old,new,text, one row per change.
cmd: diff fixtures/memoir44/sword-beach.csv tests/golden/data/m44-sword-after.csv --format csv
status: 0
--- stdout
kind,id,change,key,old,new,text
set,medals.allies,set,medals.allies,0,1,medals.allies changed from 0 to 1
unit,de-inf-2,eliminated,at,1017,eliminated,de-inf-2 eliminated at 1017
unit,gb-inf-2,marker_placed,markers,,battled,gb-inf-2: marker battled placed
unit,gb-sarm-1,moved,at,1019,1018,gb-sarm-1 moved from 1019 to 1018
unit,gb-sarm-1,marker_placed,markers,,moved,gb-sarm-1: marker moved placed
unit,gb-sarm-1,marker_placed,markers,,battled,gb-sarm-1: marker battled placed
--- stderr
