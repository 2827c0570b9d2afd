# §9.1 (the NOT IMPLEMENTED list): us-a and us-b attack from 4111 and are both
# eliminated, leaving us-c, which did not fight, in de-1's ZOC. 4111 has
# attacked: the combat marker the assault left on it says so, and the end of
# the combat phase is not refused (before, only a unit marked fought counted).
cmd: resolve tests/golden/data/s43-obligation-gone.csv assault from=4111 to=4211 --dice 6,6,2,2 policy=never loss=top -o $TMP/a.csv
status: 0
sh: grep -qx 'marker,combat-4111,combat,4111,attacker,allied' $TMP/a.csv && ! grep -q '^unit,us-c,.*fought' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv turn end=phase -o $TMP/b.csv >$TMP/log && grep -qxF 'Every Allied unit in an enemy ZOC has attacked or is marked withdraw (§9.1).' $TMP/log && grep -qx 'set,phase,advance' $TMP/b.csv
