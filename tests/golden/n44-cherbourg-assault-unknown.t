# Scenario 1 as shipped: an assault needs the map and the counters, which the rulebook
# does not print: exit 69 at the first '?' it needs, here the defender's hex (a German
# unit is placed for the test: the German set-up is on the counters).
cmd: resolve tests/golden/data/n44-cherbourg-play.csv assault hq=us-vii att=us-4-8 to=0719
status: 69
--- stdout
--- stderr
umpire: tests/golden/data/n44-cherbourg-play.csv:63:3: hex 0719: its village or city is unknown ('?', §2.2): fill it in from the map
