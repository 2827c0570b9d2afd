# §7.6: three units in 0710 (16 HQ not counted): name the one eliminated.
cmd: resolve tests/examples/data/omaha-stack3.csv endphase
status: 1
--- stdout
--- stderr
umpire: endphase: 0710 holds 3 US units, 2 at most (§7.6): name the 1 eliminated with eliminate=
