# tests/bad/map-bank-no-river.csv (see README.md): hex 2023 has a bank_a but no river. Refused at its line and field (65).
cmd: check tests/bad/map-bank-no-river.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bank-no-river.csv:56:6: bank_a '2022;2024' is not allowed in a hex without a river
