# Ruling artillery-los (A-12, D-2): by default artillery needs line of sight, and the
# German unit at 0305 blocks it; with artillery-los=ignores it fires, range 4, 2 dice.
cmd: odds tests/golden/data/m44-art-los.csv fire from=0105 to=0505
status: 1
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-art-los.csv fire from=0105 to=0505 --rule artillery-los=ignores | grep -q "(gb-inf-1: 2 dice)"
--- stdout
--- stderr
umpire: de-art-1 has no line of sight to its target: 0305 blocks it (§6.2 (base game, not in seed); §I-Cliffs L123, §III-Flame L378)
