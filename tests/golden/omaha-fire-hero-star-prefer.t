# §11.4: prefer= names the hero by its unit's id: c1's hero is killed, 16 HQ stays.
cmd: resolve tests/examples/data/omaha-fire-hero-star-hq.csv fire sector=east prefer=c1 --tables tests/examples/data/omaha-tables --card '1:fire=red,violet*,blue;target=1;art=-' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,c1,1,1,inf,2,3,1,0711,ER1,1,,,0,0,inspired,9' $TMP/s.csv
sh: grep -q '^unit,16HQ,1,1,hq,0,0,,0711,' $TMP/s.csv
--- stdout
German fire, east sector, turn 9 (§6).
fire-east card 1 played at the table: it leaves the draw pile (§2.3).
Fire card: red, violet star, blue; target symbol 1 (§6.1).
WN61 (violet) fires: 1 unit and 1 depth marker, up to 2 hits; column WN or revealed reinforcement (§6.31).
c2 on 0710 (sustained, symbol 3): none (§6.3).
c1 on 0711 (intense, symbol 1): step+disrupt (§6.3).
WN61 hits c1 (intense, 1 hex away, 3 steps): step+disrupt (§6.31).
c1 is disrupted (fire of WN61) (§6.33).
c1 loses a step (fire of WN61): 2 of 3 left (§6.32).
WN61's star hits c1's hero (intense): the hero is killed; the marker turns to its Inspired side (§11.14, §11.15) (§11.4).
The fire card shows no artillery value (§6.5).
--- stderr
