# §7.2 (« Vous devez effectuer toutes les actions d'un secteur avant d'effectuer celles de
# l'autre secteur »): the East sector acted, then the West (set,sectors,9:east west): K/3/16 in
# the East sector is refused (exit 1), nothing written.
cmd: resolve tests/golden/data/omaha/seq-7.2-done.csv move unit=K/3/16 to=0816 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: K/3/16 acts in the East sector, whose actions are finished: the West sector acts now (all the actions of one sector before those of the other) (§7.2; ruling sector-order-unit)
