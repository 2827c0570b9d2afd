# French transcript of EX-17-3-setup-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-setup-done.csv setup scenario=standard --seed 1 -o $TMP/s.csv --lang fr
status: 1
--- stdout
--- stderr
umpire: setup : l'unité WN g88-1 est déjà sur la carte (WN61) : la mise en place commence avec toutes les unités WN dans leur stock (§3, §21.1)
