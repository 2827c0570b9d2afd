# §11.4 (ruling a08): one unused hit, and two leaders in WN 61's intense hex:
# c1's hero and 16 HQ. The choice is the player's: refused, naming both.
cmd: resolve tests/examples/data/omaha-fire-hero-star-hq.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet*,blue;target=1;art=-' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: WN61's star (§11.4): you choose between the leaders c1 and 16HQ: name your choice first in prefer=, or ties=id
