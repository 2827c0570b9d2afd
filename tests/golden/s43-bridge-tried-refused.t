# bridge demolish (§20.23): the attempt on b-4452 failed this turn; "le joueur
# pourra faire une nouvelle tentative au tour suivant": refused, even with
# another unit, until the next turn.
cmd: resolve tests/golden/data/s43-bridge-tried.csv bridge action=demolish id=b-4452 unit=de-pio-2 --dice 2
status: 1
--- stdout
--- stderr
umpire: bridge: an attempt on b-4452 failed this turn (11-afternoon): the next one is made in the next turn (§20.23)
