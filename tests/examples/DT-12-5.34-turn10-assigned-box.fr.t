# French transcript of DT-12-5.34-turn10-assigned-box.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-arrive-10.csv arrive place=P/3/116:DR1 --lang fr
status: 1
--- stdout
--- stderr
umpire: place=P/3/116:DR1 : le code 'DW1' de l'unité ne permet pas la case DR1 (§5.3, §5.34 : retardée au tour 10 ou avant, elle garde sa case)
