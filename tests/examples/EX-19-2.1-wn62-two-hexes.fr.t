# French transcript of EX-19-2.1-wn62-two-hexes.t (issue 19): its steps, line for line.
cmd: show fixtures/omaha/landing-turn2.csv --lang fr
status: 0
--- stdout
omaha: turn 2, low tide
cards: 54 in the draw pile, 0 discarded, 0 on the track
  116HQ        hq       div 29 cmd 29 0/0 steps  symbol    turn:3
  A/1/116      inf      div 29 cmd 29 3/3 steps  symbol 1  box:DG1
  B/1/116      inf      div 29 cmd 29 3/3 steps  symbol 2  box:DW1
  C/1/116      inf      div 29 cmd 29 3/3 steps  symbol 2  box:DR1
  D/1/116      inf      div 29 cmd 29 3/3 steps  symbol 3  box:DW1
  E/2/16       inf      div 1  cmd 1  3/3 steps  symbol 1  turn:3
position 0-0828 reinf           hex 0828, unoccupied
position 0-1014 reinf           hex 1014, unoccupied
position WN62   wn     red      hexes 0812 0912, unoccupied
--- stderr
