# §3.2 piat: the Piat's Destruction dice are printed on the marker, '?' in the
# shipped gear.csv: exit 69 naming the table, row and column.
cmd: resolve tests/golden/data/hn-fire.csv destruction unit=piatteam weapon=piat at=D6 --dice 4,5 -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/heroes/gear.csv:4:5: table heroes/gear, row piat, column destruction is unknown ('?') (§3.2 piat: the Destruction dice printed on the marker): the rulebook does not give this value. Fill it in: edit tables/heroes/gear.csv, or pass --tables DIR with your own copy of gear.csv.
