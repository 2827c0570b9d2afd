# §5.31: Wyman may not be placed alone while K/3/16 arrives too.
cmd: resolve tests/examples/data/omaha-arrive-general.csv arrive place=Wyman:ER1
status: 1
--- stdout
--- stderr
umpire: Wyman may not be placed alone in ER1 while units arriving this turn could go with him (§5.31)
