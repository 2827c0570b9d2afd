# position (§19.0): 2747 holds a bridge (hex column bridge) and the Axis company
# in 2746 exerts a ZOC into it: "Il n'est pas possible de construire une
# position dans un hex contenant un pont si les deux rives ... ne sont pas
# libres de ZdC ennemies": refused.
cmd: resolve tests/golden/data/s43-works-river.csv position hex=2747 units=re-h
status: 1
--- stdout
--- stderr
umpire: position: no IP in a bridge hex unless both banks are free of enemy ZOC (§19.0)
