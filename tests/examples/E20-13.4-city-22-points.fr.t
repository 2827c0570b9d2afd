# French transcript of E20-13.4-city-22-points.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e20.csv bombard kind=artillery at=3134 by=de-art-a,de-art-b,de-art-c --lang fr
status: 0
--- stdout
probabilités de : bombard kind=artillery at=3134 by=de-art-a,de-art-b,de-art-c
(column 13-16, hit on 4; the bombarding player names the type, the owner the unit (§13.5))

p     pour cent                        column  steps_lost
11/12  91,667 %  ##################    13-16   0         
1/12    8,333 %  ##                    13-16   1         

pas de perte attendus du groupe cible: 1/12 = 0,0833
(2 résultats, 11 passages des règles)
--- stderr
