# §6.9: the counter-attack answers an advance after combat: none has been made.
cmd: resolve tests/golden/data/n44-advance.csv assault kind=counter hq=de-lxxxiv att=de-352-914 to=0713 --tables tests/examples/data/normandie44-tables --dice 3
status: 1
--- stdout
--- stderr
umpire: the attacker has not advanced: the counter-attack answers an advance after combat (§6.9)
