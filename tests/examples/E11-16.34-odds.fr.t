# French transcript of E11-16.34-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --lang fr
status: 0
sh: $UMPIRE odds tests/examples/data/e11.csv bombard kind=air value=2 at=2228 --rule cp-fortified=both >$TMP/both
sh: grep -qxF 'expected steps lost: 1/6 = 0.1667' $TMP/both
sh: grep -q '^1/6 .* 1  *0  *removed' $TMP/both
--- stdout
probabilités de : bombard kind=air value=2 at=2228
(marker 2, altitude 3: 3(1); a Fortified marker (§19.23, §19.41))

p   pour cent                        aa_plus  steps_lost  immobilized  fortified
1/2  50,000 %  ##########            0        0           0            kept     
1/6  16,667 %  ###                   0        0           0            removed  
1/3  33,333 %  #######               0        0           1            kept     

pas de perte attendus: 0 = 0,0000
unités immobilisées attendues: 1/3 = 0,3333
(3 résultats, 6 passages des règles)
