# §19.42 (issue 12): the Fortified marker a CP platoon starts on is temporary:
# "si une autre unité de l'Axe entre dans l'hex contenant le platoon CP, le
# marqueur fortified est retiré du jeu". de-2 enters 4311, where cp-4311
# stands on its Fortified marker: the marker goes (the hex column position is
# emptied), and the hex no longer defends at +5 (§19.23).
cmd: resolve tests/golden/data/s43-cp-fortified.csv move unit=de-2 path=4311 -o $TMP/a.csv
status: 0
sh: grep -qx 'hex,4311,1,clear,,,,,axis' $TMP/a.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
de-2: movement allowance 10, on foot (§2.12).
4311: +2 MP (on foot), 2 of 10 MP spent (§5.22).
Another Axis unit enters 4311, where the CP platoon cp-4311 stands on its starting Fortified marker: the marker is removed (§19.42).
Moved to 4311: 1 hex entered (§5.1).
