# French transcript of EX-11-12.23-beyond-bocage.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex11-closed.csv loc position=R4 -o $TMP/s.csv --lang fr
status: 0
--- stdout
R4 n'a pas de ligne de communication allemande : tout chemin vers un hexagone de sortie rencontre des hexagones occupés ou contrôlés par les Américains, du terrain difficile, de la plage, ou un pavillon voisin de la plage (§12.2).
--- stderr
