# §6.2, §6.5: a bombardment result with a level of disorganization (a test chart's D1)
# on de-709-919, already D2: it loses a step (seed L1366-1368 « Une unité D2 qui est à
# nouveau désorganisée, D1 ou D2, perd un pas de perte »), which the log now says, and
# the Allies score it (L2709). umpire scored it without a word.
cmd: resolve tests/golden/data/n44-bomb-d2.csv bombard kind=air at=0713 air=ix-mb-1 --dice 3 --tables tests/golden/data/n44-tb-d-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-709-919,german,de,infantry,709,1,2,3/2,3/2,6,2,0713,2,0," $TMP/s.csv
sh: grep -q "^set,vp.allied,1$" $TMP/s.csv
--- stdout
Bombardment of 0713, strength 2: 1d6 = 3, +1 medium bombers, half the potential or more (§9.3): 4: D1 (TB) (§6.2).
de-709-919, already D2, receives D1: it loses a step (§6.2, §6.5).
--- stderr
