# French transcript of E11-16.32-cloudy.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e11-cloudy.csv bombard kind=air value=2 at=2228 --lang fr
status: 0
--- stdout
probabilités de : bombard kind=air value=2 at=2228
(marker 2, altitude 3: 3(1), cloudy +1; a Fortified marker (§19.23, §19.41))

p   pour cent                        aa_plus  steps_lost  immobilized  fortified
2/3  66,667 %  #############         0        0           0            kept     
1/3  33,333 %  #######               0        0           1            kept     

pas de perte attendus: 0 = 0,0000
unités immobilisées attendues: 1/3 = 0,3333
(2 résultats, 6 passages des règles)
