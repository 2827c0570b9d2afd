# French transcript of EX-19-2.1-wn62-two-hexes.t (issue 19): its steps, line for line.
cmd: show fixtures/omaha/landing-turn2.csv --lang fr
status: 0
--- stdout
omaha
  turn           2
  tide           low
  cards.pile     54
  cards.discard  0
  cards.track    -

unit (6)
  at       id       side  div  command  type  steps  max  symbol  arrives  code
  offmap   116HQ    US     29       29  hq        0    0       -        3  29
  box:DG1  A/1/116  US     29       29  inf       3    3       1        -  DG1
  box:DW1  B/1/116  US     29       29  inf       3    3       2        -  DW1
  box:DR1  C/1/116  US     29       29  inf       3    3       2        -  DR1
  box:DW1  D/1/116  US     29       29  inf       3    3       3        -  DW1
  offmap   E/2/16   US      1        1  inf       3    3       1        3  ER

position (3)
  id      kind   colour  hexes      german_units
  0-0828  reinf  -       0828                  0
  0-1014  reinf  -       1014                  0
  WN62    wn     red     0812 0912             0

obstacle (10)
  at    obstacles  cleared
  0603          1        0
  0606          1        0
  0609          1        0
  0613          1        0
  0616          1        0
  0619          1        0
  0621          1        0
  0623          1        0
  0625          1        0
  0628          1        0
--- stderr
