# reorganize (§14.24): heavy-weapons companies never reorganise.
cmd: resolve tests/golden/data/s43-reorg.csv reorganize units=us-hw
status: 1
--- stdout
--- stderr
umpire: reorganize: us-hw never reorganises (heavy weapons, Axis recon) (§14.24)
