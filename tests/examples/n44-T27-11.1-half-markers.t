# T27 (§11.1): the Allied table gives 5 (a 4 in clear weather, test chart): Scenario 1
# halves it, rounded up: 3 markers, to the strategic reserve.
cmd: resolve tests/examples/data/n44-t27.csv allocate side=allied --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
sh: test $(grep -c "^marker,off-.*,offensive,reserve,allied" $TMP/out.csv) = 3
--- stdout
The Allied player rolls 1d6 = 4 on his allocation table (clear): 3 Offensive markers (Scenario 1: half, rounded up, §11.1) (§1.1.1.2).
They go to the Allied strategic reserve (§1.1.1.2).
--- stderr
