# T18, T19 (§7.1.1): the storm test (test chart: 5 or more) brings a storm; Mulberry A
# rolls 4, destroyed for good; Mulberry B rolls 3 and holds. The available and tactical
# air missions go to "Finies", the naval support is cancelled.
cmd: resolve tests/examples/data/n44-t18.csv storm --tables tests/examples/data/normandie44-tables --dice 5,4,3 -o $TMP/out.csv
status: 0
sh: grep -q "^depot,mulberry-a,allied,mulberry,0714,destroyed," $TMP/out.csv
sh: grep -q "^depot,mulberry-b,allied,mulberry,0711,reduced," $TMP/out.csv
sh: grep -q "^air,83-group,FB,uk,1,1,1,0,finished" $TMP/out.csv
sh: grep -q "^set,storm,A" $TMP/out.csv
--- stdout
Storm test in phase A: the Allied player rolls 1d6 = 5: a storm (§1.1.1.1).
Storm: 3 air missions (available and tactical interdiction) and the naval support are cancelled, to "Finies"; no landing, no bombardment this phase (§1.1.1.1).
Mulberry mulberry-a: 1d6 = 4: destroyed, never rebuilt (§7.1.1).
Mulberry mulberry-b: 1d6 = 3: it holds (§7.1.1).
--- stderr
