# French transcript of n44-T36-7.4-air-supply-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t36.csv airsupply unit=us-82-505,us-82-507,us-82-508 --tables tests/examples/data/normandie44-tables --lang fr
status: 1
--- stdout
--- stderr
umpire: le ravitaillement aérien atteint 4 PE d'infanterie : ces unités en font 6 (§7.4)
