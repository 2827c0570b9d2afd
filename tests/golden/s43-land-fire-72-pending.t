# land fire=uncle_red (§24.11) with 72 first-wave units on the group's beaches:
# the decision offers every one of them, the last, uk-x70, too (it stopped at
# the 64th, uk-x62).
cmd: resolve tests/golden/data/s43-landing-72.csv land fire=uncle_red --dice 1,1,1 -o $TMP/o.csv
status: 0
sh: grep -q 'uk-x69|uk-x70' $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis rolls 1d6 = 1 against uncle_red: a step lost (§24.11 b).
Axis rolls 1d6 = 1 against uncle_red: a step lost (§24.11 b).
Axis rolls 1d6 = 1 against uncle_red: a step lost (§24.11 b).
Waiting for a decision (loss): the Allied player names the unit of uncle_red that takes the step, one of uk-inf-a|uk-inf-b|uk-x1|uk-x2|uk-x3|uk-x4|uk-x5|uk-x6|uk-x7|uk-x8|uk-x9|uk-x10|uk-x11|uk-x12|uk-x13|uk-x14|uk-x15|uk-x16|uk-x17|uk-x18|uk-x19|uk-x20|uk-x21|uk-x22|uk-x23|uk-x24|uk-x25|uk-x26|uk-x27|uk-x28|uk-x29|uk-x30|uk-x31|uk-x32|uk-x33|uk-x34|uk-x35|uk-x36|uk-x37|uk-x38|uk-x39|uk-x40|uk-x41|uk-x42|uk-x43|uk-x44|uk-x45|uk-x46|uk-x47|uk-x48|uk-x49|uk-x50|uk-x51|uk-x52|uk-x53|uk-x54|uk-x55|uk-x56|uk-x57|uk-x58|uk-x59|uk-x60|uk-x61|uk-x62|uk-x63|uk-x64|uk-x65|uk-x66|uk-x67|uk-x68|uk-x69|uk-x70; nothing is applied until then (pending).
--- stderr
