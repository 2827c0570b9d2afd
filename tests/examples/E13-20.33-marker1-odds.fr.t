# French transcript of E13-20.33-marker1-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e13-v1.csv bridge action=repair id=4050 unit=us-eng --lang fr
status: 0
--- stdout
probabilités de : bridge action=repair id=4050 unit=us-eng
(the repair at this works phase (§20.33))

p pour cent                        result    marker
1 100,000 %  ####################  repaired        

(1 résultat, 6 passages des règles)
--- stderr
