# odds of limber outside a ZOC: certain under the default ruling.
cmd: odds tests/golden/data/s43-limber.csv limber unit=25pdr to=on
status: 0
--- stdout
odds of: limber unit=25pdr to=on
(no test outside an enemy ZOC (ruling limber-outside-zoc=free))

p  percent                        marker 
1 100.000%  ####################  changed

(1 outcome, 1 run of the rules)
--- stderr
