# bombard: this battle pack has no bombardment procedure; the message says
# what does the job.
cmd: resolve tests/golden/data/hn-fire.csv bombard -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: this battle pack has no bombardment procedure: artillery and air support come by Action Cards and by abilities (Observateur d'artillerie, Tir indirect), core rules not in the pack; a Grenade (order grenade), a Mine (move) or Destruction (order destruction) are its area attacks (digest §4.4)
