# §16.1, §16.11, §16.12: yellow R (TEST DATA: reoccupy for an empty WN): WN68 has R/1/16 in
# one hex (§16.11: none); WN62's two hexes and WN64 make 3 hexes for 2 units (e1, e2; e3
# has artillery): the closest to US units, WN64's 1211 (2 hexes) then WN62's 1014 (3), are
# re-occupied face up; 1015 (4) is not. The units drawn are named: e2 then e1.
cmd: resolve tests/examples/data/omaha-ga-reoccupy.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' drawn=e2,e1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,e2,WN64,1211,wn,716,1,0,,,' $TMP/s.csv
sh: grep -qx 'german,e1,WN62,1014,wn,716,1,0,,,' $TMP/s.csv
sh: grep -qx 'german,e3,eliminated,,wn,716,1,0,,88,' $TMP/s.csv
sh: grep -qx 'set,nofire,18:WN64 WN62' $TMP/s.csv
--- stdout
WN68 (yellow, number 68): reoccupy (§16).
WN64 (yellow, number 64): reoccupy (§16).
WN62 (yellow, number 62): reoccupy (§16).
WN68: a US unit holds one of its hexes: no re-occupation (§16.11).
3 hexes may be re-occupied, 2 units available: the hexes closest to US units first (§16.12).
e2 re-occupies WN64 (1211, 2 hexes from a US unit), drawn from the eliminated WN units without artillery (2 of 2), face up; it does not fire this phase (§16.1).
e1 re-occupies WN62 (1014, 3 hexes from a US unit), drawn from the eliminated WN units without artillery (1 of 1), face up; it does not fire this phase (§16.1).
WN62 (1015, 4 hexes from a US unit): no unit left (§16.12).
--- stderr
