# §2.1 charge: the free fire is resolved "comme vous le feriez pour une Action
# de Tir" (seed 004 lines 251-253), so the target's Life Point cancels its step
# (§3.5, lines 462-465): 2 + 3 = 5 >= 5 hits herold, who discards his Life
# Point and survives to win the assault (umpire destroyed him before).
cmd: resolve tests/golden/data/hn-charge.csv assault unit=cdo target=herold life=1 retreat=F10 aretreat=I7 --dice 2,1,6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,herold,de,herold,G9,front,,$" $TMP/s.csv
sh: grep -q "^unit,cdo,cw,rifles,dead,front,order=2,$" $TMP/s.csv
--- stdout
cdo (rifles) assaults herold (herold) (core 3.2.1, 6.3).
cdo charges herold: a free Fire action first, attack 3 against Defense Value 5 (§2.1 charge).
Charge's free fire at herold: 1d6 = 2 + attack 3 = 5 against defense 5: hit (ruling fire-hit >=) (§2.1 charge).
herold discards 1 Life Point marker: 1 step loss cancelled (§3.5 life point).
cdo rolls 1d6 = 1 + attack 3 = 4 (core 6.3).
herold rolls 1d6 = 6 + attack 2 = 8 (core 6.3).
herold holds, 8 to 4 (core 6.3).
cdo loses the assault: a step (core 6.3).
cdo is destroyed (core 3.2.3).
--- stderr
