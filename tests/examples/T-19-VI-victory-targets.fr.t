# French transcript of T-19-VI-victory-targets.t (issue 19): its steps, line for line.
cmd: tables memoir44 combinations --lang fr
status: 0
sh: "$UMPIRE" tables memoir44 scenarios > $TMP/s.txt && "$UMPIRE" tables memoir44 combinations > $TMP/c.txt && python3 -c "import csv,sys; s={r[\"scenario\"]:int(r[\"victory\"]) for r in csv.DictReader(l for l in open(sys.argv[1]) if not l.startswith(\"#\"))}; c=[r for r in csv.DictReader(l for l in open(sys.argv[2]) if not l.startswith(\"#\"))]; assert [s[k] for k in (\"sword\",\"juno\",\"gold\",\"omaha\",\"utah\",\"american_airborne\")] == [16,13,12,16,12,9]; assert all(sum(s[b] for b in r[\"boards\"].split(\"+\")) == int(r[\"victory\"]) for r in c); assert len(c) == 8" $TMP/s.txt $TMP/c.txt
--- stdout
# embedded:tables/memoir44/combinations.csv
boards,mode,axis_cards,allies_cards,victory,source
sword+juno,overthrough,9,12,29,seed L494
juno+gold,overthrough,9,12,25,seed L495
gold+omaha,overthrough,10,12,28,seed L496
omaha+utah,overthrough,9,12,28,seed L497
utah+american_airborne,overthrough,9,12,21,seed L498
sword+juno+gold,triple,-,-,41,seed L536
omaha+utah+american_airborne,triple,-,-,37,seed L537
sword+juno+gold+omaha+utah+american_airborne,neptune,-,-,78,seed L556
--- stderr
