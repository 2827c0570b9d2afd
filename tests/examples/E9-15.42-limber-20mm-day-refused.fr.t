# French transcript of E9-15.42-limber-20mm-day-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e9-day.csv limber unit=20mm to=on --lang fr
status: 1
--- stdout
--- stderr
umpire: limber : 20mm est en ZdC ennemie : son marqueur ne change que dans la phase de travaux d'un tour de nuit (§15.42)
