# show: markers on a square, on a run of edges and on an intercase.
cmd: show tests/golden/data/hn-markers.csv
status: 0
--- stdout
heroes
  board     6x6
  lines     1
  elements  0

marker (3)
  at       id  kind      side
  +C3      g1  grenade   cw
  +B3-+D3  h1  hedgehog  de
  D4       m1  mine      de
--- stderr
