# E16: from 2437 the line to 2530 crosses 2531, a city at the same level (2):
# blocked (§9.55 b); no British unit sees 2530 either: refused.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2530 --dice 6,1,5
status: 1
--- stdout
--- stderr
umpire: bombard: 2530 is not spotted: no land unit of the ship's nationality sees it; the ship has no line of sight: 2531 is a city or tobacco factory at the same level (§9.55 b) (§25.21 b, c)
