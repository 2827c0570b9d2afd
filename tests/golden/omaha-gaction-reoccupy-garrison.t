# §19.3: garrisons prevent German units appearing on WN positions. As
# omaha-gaction-reoccupy.t with a US garrison on WN64: WN64 is skipped, and the
# two units drawn (e2, e1) re-occupy WN62's two hexes, 1014 (3 hexes from a US
# unit) then 1015 (4).
cmd: resolve tests/examples/data/omaha-ga-reoccupy-garrison.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' drawn=e2,e1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,e2,WN62,1014,wn,716,1,0,,,' $TMP/s.csv
sh: grep -qx 'german,e1,WN62,1015,wn,716,1,0,,,' $TMP/s.csv
sh: grep -qx 'set,garrisons,WN64' $TMP/s.csv
--- stdout
WN68 (yellow, number 68): reoccupy (§16).
WN64 (yellow, number 64): reoccupy (§16).
WN62 (yellow, number 62): reoccupy (§16).
WN68: a US unit holds one of its hexes: no re-occupation (§16.11).
WN64 holds a US garrison: no re-occupation (§19.3).
e2 re-occupies WN62 (1014, 3 hexes from a US unit), drawn from the eliminated WN units without artillery (2 of 2), face up; it does not fire this phase (§16.1).
e1 re-occupies WN62 (1015, 4 hexes from a US unit), drawn from the eliminated WN units without artillery (1 of 1), face up; it does not fire this phase (§16.1).
--- stderr
