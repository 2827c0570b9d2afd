# counterattack (§3.3, §10.2): only the second player declares one; once the Axis
# counterattack is under way the Axis is first player and may not declare again.
cmd: resolve tests/golden/data/s43-ca-night12.csv counterattack
status: 1
--- stdout
--- stderr
umpire: counterattack: the Axis player is already first player; only the second player may declare one (§3.3, §10.2)
