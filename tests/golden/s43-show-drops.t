# show: the drops planned (§26) and the scalars players track (weather), the
# paratroopers waiting off the map.
cmd: show tests/golden/data/s43-drop.csv
status: 0
--- stdout
salerno43
  turn     13-night
  weather  clear

unit (3)
  at      level  terrain  stack  id       side    nation  div   kind      size     steps  max  A.arm  A.soft  def  ma  ma col
  4045        1  clear        1  de-20mm  axis    DE      16pz  tow_only  company      1    1      1       5    2   4  yellow
  offmap      -  -            -  505-a    allied  US      82    para      company      2    2      1       5    4   6  -
  offmap      -  -            -  505-b    allied  US      82    para      company      2    2      1       5    4   6  -

drop (2)
  unit   target  turn
  505-a  3157    13-night
  505-b  4046    13-night
--- stderr
