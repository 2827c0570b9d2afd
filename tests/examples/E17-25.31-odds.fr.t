# French transcript of E17-25.31-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226 --lang fr
status: 0
--- stdout
probabilités de : bombard kind=naval by=us-cl-a at=1226
(direct fire: no die (§25.31))

p pour cent                        fire    steps_lost  immobilized  ship               
1 100,000 %  ####################  direct  3           0            off (no ammunition)

pas de perte attendus: 3 = 3,0000
(1 résultat, 1 passage des règles)
