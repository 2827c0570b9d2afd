# T-15 (§III-SuppInf L389): supported infantry close-assaults a 1-figure unit and
# eliminates it (grenade, star, star: faces 4, 5, 5), takes ground, and may battle
# again only in a second close assault: firing at range 2 is refused, assaulting
# the adjacent 0603 is allowed.
cmd: resolve tests/examples/data/m44-sinf2.csv assault from=0605 to=0604 take=yes --dice 4,5,5 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0604,5,1,,,,battled;took_ground," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv fire from=0604 to=0804 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "may battle again only in a second close assault"
sh: "$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0603 --dice 5,5,5 | grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0604,5,1,,,,battled;took_ground;again,"
sh: out=$("$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0603 --dice 5,5,5 -o $TMP/t.csv && "$UMPIRE" resolve $TMP/t.csv assault from=0604 to=0603 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "has battled this turn"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-sinf-1 (supported_infantry, 5 figures) in 0605 close-assaults de-inf-1 (infantry) in 0604 at range 1 (B-9).
supported_infantry dice at range 1: 3 (units table).
gb-sinf-1 rolls 3 battle dice against de-inf-1: grenade, star, star (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
de-inf-1 in 0604 is eliminated: 1 medal to the allies (B-15).
gb-sinf-1 takes ground in 0604; it may battle again in a close assault (§III-SuppInf L389) (B-12).
--- stderr
