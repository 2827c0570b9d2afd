# T29 (§4.1.2): the odds of two units leaving Languedoc with the maquis: each passes on
# 1 only (1 + 2 = 3 < 4).
cmd: odds tests/examples/data/n44-t28.csv strategic unit=de-11pz,de-708 path=Sud-Est maquis=yes --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: strategic unit=de-11pz,de-708 path=Sud-Est maquis=yes
(to Sud-Est; leaving Languedoc: 1d6 +2 maquis (§4.1.2) blocked on 4 or more)

p      percent                        units_arriving
25/36  69.444%  ##############        0             
5/18   27.778%  ######                1             
1/36    2.778%  #                     2             

(3 outcomes, 6 runs of the rules)
--- stderr
