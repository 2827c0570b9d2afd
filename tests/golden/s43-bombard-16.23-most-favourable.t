# §16.23: "Si une même unité AA peut effectuer des tirs défensifs sur plusieurs
# marqueurs de bombardement, on ne teste qu'une seule fois (cas le plus
# favorable pour l'unité AA), le résultat est ensuite appliqué pour tous les
# tirs." Markers on 3132 and 3133 (markers= names the other one, §16.13: all
# placed before any AA fire). At 3132, aa-5 tests alone (1d6 <= 5, 30/36) and
# aa-1 in its stack's case (2d6 <= 1+5, 15/36, better than its 6/36 alone):
# 3+3 succeeds, +1; its aa_hit then stands at 3133, where the stack's fire is
# +1 without a roll. Without markers= aa-1 would test alone on 1d6.
cmd: resolve tests/golden/data/s43-aa-best.csv bombard kind=air value=2 at=3132 markers=3133 --tables tests/examples/data/tables-e10 --dice 6,3,3,6,6 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,aa-1,.*,aa_hit;fired$' $TMP/a.csv && grep -q '^unit,aa-5,.*,aa_miss;fired$' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv bombard kind=air value=2 at=3133 markers=3132 --tables tests/examples/data/tables-e10 --dice 6 2>&1 >/dev/null | grep -qxF 'The AA of 3132 already fired this phase (a success): +1 (§16.23).'
sh: $UMPIRE resolve tests/golden/data/s43-aa-best.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10 --dice 3,6,6,6 -o $TMP/b.csv | grep -qxF 'AA fire of aa-1 in the hex: 1d6 = 3 against its attack vs armour 1: no effect (§16.21).'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air marker of 2 on 3132 (2 of 4 air points) (§16.12, §16.13).
Its back at altitude 1 reads 3(1): a step on 1 or less, immobilized on 3 or less (§16.33).
Affected in 3132, from the top (3 companies or 9 platoons): aa-1, aa-5 (§16.31).
AA fire of aa-5 in the hex: 1d6 = 6 against its attack vs armour 5: no effect (§16.21).
AA fire of aa-1 in the hex, tested once in the most favourable case, as their stack next to another marker: 2d6 = 3+3 = 6 against 6: +1 each to the bombing dice (§16.23, §16.22).
Bombing die for aa-1: 6 +1 (AA) = 7: no effect (§16.32, §16.33).
Bombing die for aa-5: 6 +1 (AA) = 7: no effect (§16.32, §16.33).
Axis air points left this turn: 2 (§16.1).
--- stderr
