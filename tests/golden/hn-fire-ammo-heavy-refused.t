# §3.2 ammo: a unit with no value ('-') against heavy vehicles may not fire at
# one with Ammo.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=carrier target=tank ammo=1 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: carrier has no combat value against Heavy Vehicles: it may not fire at one with Ammo (the icon of seed line 410 read as '-') (§3.2 ammo)
