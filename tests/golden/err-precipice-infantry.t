# An infantry company attacks up across a precipice (data/precipice-infantry.csv:
# hexside 2129-2228, 2228 high): only British commandos and US rangers may (§9.81,
# §9.82). The rules refuse the order: exit 1, nothing written.
cmd: resolve tests/golden/data/precipice-infantry.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 1
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: us-inf cannot attack across the precipice from 2129: only British commandos and US rangers may (§9.81, §9.82)
