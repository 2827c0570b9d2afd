# §4.4: only US Rangers, British Commandos and elite paratroops make special operations.
cmd: resolve tests/golden/data/n44-special.csv infiltrate unit=us-4-8 to=0612 op=hexside --tables tests/examples/data/normandie44-tables --dice 4
status: 1
--- stdout
--- stderr
umpire: us-4-8 is not a US Ranger, British Commando or elite paratroop unit free of disorganization: no special operation (§4.4)
