# French transcript of EX-15-19.31-base-0711-range-1.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-base-1.csv base div=1 hex=0711 action=show --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
--- stdout
0610 est dans le champ de tir de WN66 : hors de la portée de la base (§19.32).
La base en 0711 (portée 1) couvre 0611, 0710, 0711, 0712, 0810, 0811 (§19.31).
Les galets 0710/0809 sont aplanis : ils ne gênent plus le mouvement (§19.3).
Les galets 0710/0810 sont aplanis : ils ne gênent plus le mouvement (§19.3).
Les galets 0711/0810 sont aplanis : ils ne gênent plus le mouvement (§19.3).
Les galets 0711/0811 sont aplanis : ils ne gênent plus le mouvement (§19.3).
Les galets 0712/0811 sont aplanis : ils ne gênent plus le mouvement (§19.3).
Les galets 0712/0812 sont aplanis : ils ne gênent plus le mouvement (§19.3).
L'obstacle antichar ditch 0810/0910 compte comme dégagé (§19.3).
L'obstacle antichar ditch 0811/0911 compte comme dégagé (§19.3).
--- stderr
