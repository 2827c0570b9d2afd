# French transcript of n44-T35-2.1-us-with-uk.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t35.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 1
--- stdout
--- stderr
umpire: 0914 est en surempilement à la fin de la phase de mouvement (4 PE, 0 unité de 0 PE, 0 EM, 0 marqueur « Offensive », des US avec des Anglo-Canadiens) : 5 PE, une unité de 0 PE, un EM et deux marqueurs au plus, jamais d'unités US avec des unités anglo-canadiennes (§2.1)
