# French transcript of EX-17-3-setup-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/omaha-setup-standard.csv setup scenario=standard --lang fr
status: 64
--- stdout
--- stderr
umpire: omaha : setup mélange des pions face cachée : chaque pion d'une classe est également probable sur chaque emplacement de cette classe (1/N), et les dispositions sont trop nombreuses pour être listées (résolvez-le avec --seed)
