# §2.4 hérissons: deployed 'entre deux Intercases vides et adjacentes au pion':
# the edge +J6-+K6 touches one corner of the SdKfz 251/7 on I6 only, refused.
cmd: resolve tests/golden/data/hn-move.csv move unit=sdk path=I6 carry=hedgehog deploy=+J6-+K6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: ! test -e $TMP/s.csv
--- stdout
--- stderr
umpire: the edge +J6-+K6 is not between two intercases of sdk's counter (a side of its square) (§2.4 hérissons)
