# EX-17 (§3): the counter mix in the state lacks one of the 9 other WN units:
# bad data, nothing written.
cmd: resolve tests/examples/data/omaha-setup-short.csv setup scenario=standard --seed 1 -o $TMP/s.csv
status: 65
--- stdout
--- stderr
umpire: tests/examples/data/omaha-setup-short.csv: the WN pool (position box-wn) holds 8 other units; §3 places 9
