# §3.2 piat: 'Les Piat ont la Capacité Spéciale Destruction': piatteam (no ability of
# its own) uses its Piat marker's 2 dice (test data): a 4 and a 5, two markers; the
# marker is spent (ruling gear-spent).
cmd: resolve tests/golden/data/hn-fire.csv destruction unit=piatteam weapon=piat at=D6 --dice 4,5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^marker,x2,destruction,D6,cw,$" $TMP/s.csv
sh: grep -q "^unit,piatteam,cw,rifles,D2,front,activated;order=2,$" $TMP/s.csv
--- stdout
piatteam rolls 2d6 = 4+5 = 9: 2 of 4+: 2 Destruction markers on D6 (Recap p.08; ruling destruction-dice).
piatteam spends 1 Piat marker (§3.2; ruling gear-spent).
--- stderr
