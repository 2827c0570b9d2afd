# French transcript of n44-T29-4.1.2-maquis-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t28.csv strategic unit=de-11pz,de-708 path=Sud-Est maquis=yes --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
probabilités de : strategic unit=de-11pz,de-708 path=Sud-Est maquis=yes
(to Sud-Est; leaving Languedoc: 1d6 +2 maquis (§4.1.2) blocked on 4 or more)

p     pour cent                        units_arriving
25/36  69,444 %  ##############        0             
5/18   27,778 %  ######                1             
1/36    2,778 %  #                     2             

(3 résultats, 6 passages des règles)
--- stderr
