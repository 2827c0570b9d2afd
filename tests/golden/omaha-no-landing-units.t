# §5.1: no unit in the East boxes: nothing to check, no card drawn.
cmd: resolve fixtures/omaha/landing-turn2.csv land sector=east -o $TMP/s.csv
status: 0
sh: test $(grep -c ',pile$' $TMP/s.csv) = 54
--- stdout
Landing check, east sector, turn 2 (low tide) (§5.1).
No unit in the east sector's landing boxes to check (§5.1).
--- stderr
