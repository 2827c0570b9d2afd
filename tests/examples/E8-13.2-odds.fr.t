# French transcript of E8-13.2-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 --lang fr
status: 0
--- stdout
probabilités de : bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5
(column 13-16, hit on 4; the bombarding player names the type, the owner the unit (§13.5))

p     pour cent                        column  steps_lost
11/12  91,667 %  ##################    13-16   0         
1/12    8,333 %  ##                    13-16   1         

pas de perte attendus du groupe cible: 1/12 = 0,0833
(2 résultats, 11 passages des règles)
--- stderr
