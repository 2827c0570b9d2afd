# §15.11 (the NOT IMPLEMENTED list): "Parmi les unités tow only de l'Axe,
# certaines ont 0 comme valeur de support en défense. Ces unités ne peuvent
# donc apporter leur support qu'au premier round d'un combat durant le tour de
# l'Axe." In the Allied turn de-how's defensive support is refused; in the Axis
# turn it supports round 1 with its 9, and gives nothing after.
cmd: resolve tests/golden/data/s43-tow-y0.csv assault from=4111 to=4211 def_support=de-how --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: sed 's/^set,active,allied$/set,active,axis/' tests/golden/data/s43-tow-y0.csv >$TMP/x.csv && $UMPIRE resolve $TMP/x.csv assault from=4211 to=4111 support=de-how --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never 2>&1 >/dev/null | grep -c 'support' >$TMP/n && grep -qxF 'de-how, an Axis tow-only unit whose defence support is 0, supports in round 1 only (§15.11).' <($UMPIRE resolve $TMP/x.csv assault from=4211 to=4111 support=de-how --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never 2>&1 >/dev/null)
sh: $UMPIRE resolve $TMP/x.csv assault from=4211 to=4111 support=de-how --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never 2>&1 >/dev/null | grep -qxF 'Axis attack 15 = units 6 + support 9 (§9.3).'
--- stdout
--- stderr
umpire: assault: de-how is an Axis tow-only unit whose defence support is 0: it supports only in round 1 of a combat of the Axis turn (§15.11)
