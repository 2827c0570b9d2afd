# §3.3 (issue 12): a night turn has reinforcements, recovery and works phases,
# no combat, advance after combat or retreat phase. In a state that records no
# phase (no set,phase) umpire still checks what the turn alone decides: at
# night an assault, a withdraw, a retreat, an advance after combat and an
# artillery bombardment are refused, citing §3.3, and nothing is written.
cmd: resolve tests/golden/data/s43-night.csv assault from=4211 to=4111 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: ! $UMPIRE resolve tests/golden/data/s43-night.csv withdraw unit=de-1 2>$TMP/w >/dev/null && grep -qxF "umpire: 'withdraw' has no phase in a night turn (10-night): a night has reinforcements, recovery and works, no combat, advance after combat or retreat (§3.3)" $TMP/w
sh: ! $UMPIRE resolve tests/golden/data/s43-night.csv retreat unit=de-2 --dice 2 2>$TMP/r >/dev/null && grep -qxF "umpire: 'retreat' has no phase in a night turn (10-night): a night has reinforcements, recovery and works, no combat, advance after combat or retreat (§3.3)" $TMP/r
sh: ! $UMPIRE resolve tests/golden/data/s43-night.csv advance unit=de-1 path=4312 2>$TMP/v >/dev/null && grep -qxF "umpire: 'advance' has no phase in a night turn (10-night): a night has reinforcements, recovery and works, no combat, advance after combat or retreat (§3.3)" $TMP/v
sh: ! $UMPIRE resolve tests/golden/data/s43-night.csv bombard kind=artillery at=4111 by=de-art,de-art2 --dice 6,6 2>$TMP/b >/dev/null && grep -qxF "umpire: 'bombard kind=artillery' has no phase in a night turn (10-night): a night has reinforcements, recovery and works, no combat, advance after combat or retreat (§3.3)" $TMP/b
sh: ! $UMPIRE odds tests/golden/data/s43-night.csv assault from=4211 to=4111 policy=never >$TMP/o 2>/dev/null && test ! -s $TMP/o
sh: $UMPIRE resolve tests/golden/data/s43-night.csv assault from=4211 to=4111 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never --rule sequence=off 2>&1 >/dev/null | grep -qF "Ruling sequence=off: 'assault' is given in the night turn 10-night, which has no such phase (§3.3)."
--- stdout
--- stderr
umpire: 'assault' has no phase in a night turn (10-night): a night has reinforcements, recovery and works, no combat, advance after combat or retreat (§3.3)
