# §16.84 (DT-07 weak variant): I/3/116 has a hero: 3 doubled in the bocage to 6, +1 = 7:
# the advance is repulsed.
cmd: resolve tests/examples/data/omaha-adv-dt07-hero.csv advance position=B1 path=1221,1222 us_loss=I/3/116 displace=T/743:1223 --card '1:fire=green,red,blue;target=1' -o $TMP/s.csv
status: 0
sh: grep -q '^german,b1,B1,' $TMP/s.csv
--- stdout
B1 advances toward A7 (neither is held: the first arrow) (§16.86).
B1 attempts the advance (no US unit in its field of fire) (§16.81).
I/3/116 defends with 7 (doubled in a village or bocage) (+1 for its hero) (§16.84).
T/743 on the path is disrupted (the card's target symbol) (§16.82).
US defence 7 >= 7: the advance is repulsed; B1 stays and does not fire (§16.82).
--- stderr
