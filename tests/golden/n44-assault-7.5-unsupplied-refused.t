# §7.5: an unsupplied unit may not attack.
cmd: resolve tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-91-1057 to=0713 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: de-91-1057 is unsupplied: no attack is possible (§7.5)
