# French transcript of E9-15.42-limber-20mm-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/e9-night.csv limber unit=20mm to=on --lang fr
status: 0
--- stdout
probabilités de : limber unit=20mm to=on
(2d6 at most the MA, 4 (§15.42))

p   pour cent                        marker   
1/6  16,667 %  ###                   changed  
5/6  83,333 %  #################     unchanged

(2 résultats, 11 passages des règles)
--- stderr
