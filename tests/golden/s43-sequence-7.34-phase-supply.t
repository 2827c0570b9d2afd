# §7.34 (the NOT IMPLEMENTED list: supply read from a flag the supply order
# left): "A chaque tour, au début de chaque phase, le joueur actif vérifie si ses
# unités sont ravitaillées". With the phase recorded, the turn order traces it
# at the start of each phase for the new active player: ending the Allied
# movement phase, us-inf (cut from its beach by a river, §7.21) is marked out
# of supply at the start of the reinforcement phase; the assault, the move and
# the retreat read that marker, placed at the start of their phase (§9.5:
# "ravitaillée au début de la phase combat").
cmd: resolve tests/golden/data/s43-phase-supply.csv turn end=phase -o $TMP/a.csv
status: 0
sh: grep -qx 'unit,us-inf,allied,US,36,infantry,company,soft,3001,,1,2,2,5,4,6,out_of_supply' $TMP/a.csv && grep -qx 'set,phase,reinforcement' $TMP/a.csv
--- stdout
End of the Allied movement phase: the Allied armoured platoons' MA reductions for support from afar were for this phase (§27.22-§27.24).
Now the reinforcement phase, the Allied player active (§3.1 B d).
At the start of the reinforcement phase the Allied player checks his units' supply: 0 in supply, 1 out of supply (§7.34).
"Out of supply" marker placed on us-inf (§7.34).
