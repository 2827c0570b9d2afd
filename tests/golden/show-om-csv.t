# show --format csv for omaha: the turn, its tide and the deck as scalars; each unit
# with its place (a box, or offmap with the turn it arrives), steps and symbol; the
# positions with the German units holding them; the obstacle hexes (§10).
cmd: show fixtures/omaha/landing-turn2.csv --format csv
status: 0
--- stdout
record,turn,tide,cards.pile,cards.discard,cards.track,at,id,side,div,command,type,steps,max,symbol,arrives,code,markers,kind,colour,hexes,german_units,obstacles,cleared
set,2,low,54,0,,,,,,,,,,,,,,,,,,,
unit,,,,,,offmap,116HQ,US,29,29,hq,0,0,,3,29,,,,,,,
unit,,,,,,box:DG1,A/1/116,US,29,29,inf,3,3,1,,DG1,,,,,,,
unit,,,,,,box:DW1,B/1/116,US,29,29,inf,3,3,2,,DW1,,,,,,,
unit,,,,,,box:DR1,C/1/116,US,29,29,inf,3,3,2,,DR1,,,,,,,
unit,,,,,,box:DW1,D/1/116,US,29,29,inf,3,3,3,,DW1,,,,,,,
unit,,,,,,offmap,E/2/16,US,1,1,inf,3,3,1,3,ER,,,,,,,
position,,,,,,,0-0828,,,,,,,,,,,reinf,,0828,0,,
position,,,,,,,0-1014,,,,,,,,,,,reinf,,1014,0,,
position,,,,,,,WN62,,,,,,,,,,,wn,red,0812 0912,0,,
obstacle,,,,,,0603,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0606,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0609,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0613,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0616,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0619,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0621,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0623,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0625,,,,,,,,,,,,,,,,1,0
obstacle,,,,,,0628,,,,,,,,,,,,,,,,1,0
--- stderr
