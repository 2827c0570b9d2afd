# With assault-ability=any, the clerks may assault the tank ('-' against heavy
# vehicles counts 0, test value; the tank loses a step: destroyed, so its square is
# empty and the clerks take it, test value assault_advance=yes; the wreck is a
# marker, no unit).
cmd: resolve tests/golden/data/hn-assault.csv assault unit=clerks target=tank path=H3 retreat=H5 --dice 6,1 --rule assault-ability=any --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,tank,de,panther,dead,front,,$" $TMP/s.csv
sh: grep -q "^unit,clerks,cw,clerks,H4," $TMP/s.csv
--- stdout
Ruling assault-ability=any applies (the default is ability) (core 6.3 p.25; digest §1.3 item 3).
clerks (clerks) assaults tank (panther) (core 3.2.1, 6.3).
clerks has no value against a heavy vehicle ('-'): it counts 0 (core 6.3 (core.csv assault_no_value)).
clerks rolls 1d6 = 6 + attack 0 = 6 (core 6.3).
tank rolls 1d6 = 1 + attack 4 = 5 (core 6.3).
clerks wins the assault, 6 to 5 (core 6.3).
tank loses the assault: a step, and it falls back (core 6.3).
tank is destroyed: its wreck stays on the board (core 3.2.3).
clerks takes H4 (core 6.3).
--- stderr
