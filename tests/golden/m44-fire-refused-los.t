# Line of sight (§6.2, base game): from 0818 to the village 1016 the line passes
# 0917 (empty) and 1017, held by de-inf-2, which blocks it: refused before any die.
cmd: resolve fixtures/memoir44/sword-beach.csv fire from=0818 to=1016 --seed 7
status: 1
--- stdout
--- stderr
umpire: gb-inf-2 has no line of sight to its target: 1017 blocks it (§6.2 (base game, not in seed); §I-Cliffs L123, §III-Flame L378)
