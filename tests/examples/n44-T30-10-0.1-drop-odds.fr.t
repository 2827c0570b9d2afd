# French transcript of n44-T30-10-0.1-drop-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : drop unit=us-82-505 dz=0618
(us-82-505 on 0618: coloured die on the jump table, the white die for the drift (§10 0.1))

p    pour cent                        hex   steps_lost  d
1/36   2,778 %  #                     0617  0           1
5/6   83,333 %  #################     0618  0           0
1/18   5,556 %  #                     0618  0           1
1/36   2,778 %  #                     0619  0           1
1/36   2,778 %  #                     0718  0           1
1/36   2,778 %  #                     0719  0           1

(6 résultats, 36 passages des règles)
--- stderr
