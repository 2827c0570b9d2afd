# §6.13: 5 + 3 = 8 defence against half of 6 + 4: the siege holds; a Siege marker.
cmd: resolve tests/golden/data/n44-siege.csv siege festung=de-lorient units=us-6a,us-8 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^marker,siege-de-lorient,siege,box:Lorient,allied" $TMP/out.csv
--- stdout
de-lorient is besieged: defence 8 against 6 + 4; a Siege marker (3 VP, §11.3) (§6.13).
--- stderr
