# §8.4: the shipped US Barrage Table is unknown: exit 69 once the card's colour and
# symbol match.
cmd: resolve tests/examples/data/omaha-barrage.csv bombard type=tank unit=T1 target=0810 observer=K/3/16 --card '1:fire=orange,red,blue;target=1'
status: 69
--- stdout
--- stderr
umpire: tables/omaha/barrage.csv:8:3: table omaha/barrage, row single,none, column result is unknown ('?') (§8.4): the rulebook does not give this value. Fill it in: edit tables/omaha/barrage.csv, or pass --tables DIR with your own copy of barrage.csv.
