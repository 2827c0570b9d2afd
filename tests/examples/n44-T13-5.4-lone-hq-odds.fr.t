# French transcript of n44-T13-5.4-lone-hq-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t13.csv assault hq=us-vii att=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : assault hq=us-vii att=us-4-8 to=0713
(0713 holds only HQ de-lxxxiv: destroyed without a roll (§5.4))

p pour cent                        result      
1 100,000 %  ####################  HQ destroyed

(1 résultat, 0 passage des règles)
--- stderr
