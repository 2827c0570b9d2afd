# umpire check: Sc-3's fixture is a valid state though its tiles' sizes are '?'
# (the booklet prints no tile): only its board waits for the tables.
cmd: check fixtures/heroes/sc-3.csv
status: 0
--- stdout
fixtures/heroes/sc-3.csv: valid heroes state
--- stderr
