# §4.3: only armour and Panzergrenadier units overrun.
cmd: resolve tests/examples/data/n44-e5.csv overrun unit=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables --dice 1 --rule sequence=off
status: 1
--- stdout
--- stderr
umpire: us-4-8 is not armour or Panzergrenadier: only they overrun (§4.3)
