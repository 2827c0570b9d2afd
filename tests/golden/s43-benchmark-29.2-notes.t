# §29.2: in the hypothetical scenario "l'Axe doit de plus obligatoirement aussi
# réaliser les conditions données en note historique (historiquement...) dans le
# chapitre 28.31" (the NOT IMPLEMENTED list). Under ruling historical-notes=axis
# (the default) the notes that say where the Axis troops stood are benchmarks
# too: on the night of the 10th, c) Battipaglia 3745 and its note's Montecervino
# 3240 are both Axis-held: met. Without de-2 in 3240 the note is missed and the
# Axis loses (ruling benchmark-missed=loses); under historical-notes=off only c)
# is judged. Outside the hypothetical scenario (the optional rule in a
# campaign) the note is not judged, and on the afternoon of the 16th, whose
# only benchmark is l)'s note (adjacent to Salerno), the order is refused.
cmd: resolve tests/golden/data/s43-benchmark-notes.csv benchmark -o $TMP/a.csv
status: 0
sh: grep -qx 'set,benchmark.c,met' $TMP/a.csv && grep -qx 'set,benchmark.c-note,met' $TMP/a.csv && ! grep -q '^set,winner' $TMP/a.csv
sh: grep -v '^unit,de-2,' tests/golden/data/s43-benchmark-notes.csv > $TMP/m.csv && $UMPIRE resolve $TMP/m.csv benchmark -o $TMP/m2.csv >/dev/null 2>&1 && grep -qx 'set,benchmark.c-note,missed' $TMP/m2.csv && grep -qx 'set,winner,allied' $TMP/m2.csv
sh: $UMPIRE resolve $TMP/m.csv benchmark --rule historical-notes=off -o $TMP/o.csv >/dev/null 2>&1 && grep -qx 'set,benchmark.c,met' $TMP/o.csv && ! grep -q 'c-note' $TMP/o.csv && ! grep -q '^set,winner' $TMP/o.csv
sh: sed 's/^set,scenario,hypothetical$/set,opt_military_objectives,yes/' $TMP/m.csv > $TMP/c.csv && $UMPIRE resolve $TMP/c.csv benchmark -o $TMP/c2.csv >/dev/null 2>&1 && ! grep -q 'c-note' $TMP/c2.csv && ! grep -q '^set,winner' $TMP/c2.csv
sh: sed 's/^set,turn,10-night$/set,turn,16-afternoon/' $TMP/c.csv > $TMP/l.csv && out=$($UMPIRE resolve $TMP/l.csv benchmark 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "no benchmark of §28.31 a-m is judged in 16-afternoon"
sh: sed 's/^set,turn,10-night$/set,turn,16-afternoon/' tests/golden/data/s43-benchmark-notes.csv > $TMP/h.csv && $UMPIRE resolve $TMP/h.csv benchmark -o $TMP/h2.csv >/dev/null 2>&1; grep -qx 'set,benchmark.l-note,missed' $TMP/h2.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Hypothetical scenario: the benchmarks are compulsory, and so are the historical notes that say where the Axis troops stood (c, g, i, l, m) (§29.2; ruling historical-notes=axis).
Axis benchmark c (control units of 3745): met (§28.31 c).
Axis benchmark c-note (control units of 3240): met (§28.31 c historical note; §29.2).
--- stderr
