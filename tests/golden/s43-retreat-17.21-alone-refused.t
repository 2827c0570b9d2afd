# §17.21: us-m4, attached to us-142-a of the 36th, may not retreat alone
# (refused, nothing written) ... "sauf si la compagnie est marquée
# « immobilized »", or when "un QG de la 36ème [se trouve] dans leur hex", and
# not during an Allied counterattack (§17.23): in those three cases it retreats
# on its own die, and the company's retreat leaves it behind.
cmd: resolve tests/golden/data/s43-attached.csv retreat unit=us-m4 --dice 2 path=2663,2662 -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: sed 's/^\(unit,us-hq-36,.*\),2660,/\1,2664,/' tests/golden/data/s43-attached.csv >$TMP/hq.csv && $UMPIRE resolve $TMP/hq.csv retreat unit=us-m4 --dice 2 path=2663,2662 -o $TMP/h.csv | grep -qxF 'us-m4 may leave us-142-a, the company it is attached to: a 36th Division HQ is in their hex (§17.21).' && grep -q '^unit,us-m4,.*,2662,' $TMP/h.csv && grep -q '^unit,us-142-a,.*,2664,.*,withdraw$' $TMP/h.csv
sh: $UMPIRE resolve $TMP/hq.csv retreat unit=us-142-a --dice 2 path=2663,2662 -o $TMP/h2.csv >/dev/null && grep -q '^unit,us-m4,.*,2664,.*;withdraw$' $TMP/h2.csv
sh: sed 's/^\(unit,us-142-a,.*\),withdraw$/\1,withdraw;immobilized/' tests/golden/data/s43-attached.csv >$TMP/im.csv && $UMPIRE resolve $TMP/im.csv retreat unit=us-m4 --dice 2 path=2663,2662 -o $TMP/i.csv | grep -qxF 'us-m4 may leave us-142-a, the company it is attached to: the company is immobilized (§16.3) (§17.21).'
sh: sed 's/^set,turn,10-morning$/&\nset,counterattack,allied/' tests/golden/data/s43-attached.csv >$TMP/ca.csv && $UMPIRE resolve $TMP/ca.csv retreat unit=us-m4 --dice 2 path=2663,2662 -o $TMP/c.csv >/dev/null && grep -q '^unit,us-m4,.*,2662,' $TMP/c.csv
--- stdout
--- stderr
umpire: retreat: us-m4 is attached to us-142-a, a company of the 36th Division: it does not leave it in a retreat (retreat unit=us-142-a takes both), unless the company is immobilized or a 36th HQ is in their hex (§17.21)
