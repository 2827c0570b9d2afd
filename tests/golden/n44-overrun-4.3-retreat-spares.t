# §4.3: the defender's retreat, picked by the attacker, "ne peut aboutir à l'élimination du
# défenseur si une solution alternative existe": into 0813, the German ZOC, the unit's last
# step goes, while 0613, 0614 and 0714 keep it alive.
cmd: resolve tests/golden/data/n44-overrun-go.csv overrun unit=de-2pz-3,de-2pz-304 to=0713 def_retreat=0813 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: the overrun's retreat of us-29-116 along 0813 eliminates it while another path keeps it alive (§4.3)
