# show in text (umpire(1)): everything the state holds that a player tracks, aligned:
# the scalars (the cup of demolition markers by its count, §20.22), the units with
# their markers and flags (fought, moved;mp=2, advanced, assault, bombarded=HEX), the
# eliminated CP in line with the others, the IP marker (§19.1), the RMF marker (§11)
# and the demolished bridge, whose marker value stays unseen (§20.22: 'yes').
cmd: show tests/golden/data/s43-markers.csv
status: 0
--- stdout
salerno43
  turn                9-afternoon
  active              allied
  first_player        allied
  weather             cloudy
  bridge_cup_markers  4

unit (4)
  at          level  terrain  stack  id          side    nation  div   kind      size     steps  max  A.arm  A.soft  def  ma  markers
  2129            2  clear        1  2cdo-b      allied  UK      -     commando  company      2    2      1       5    4   7  assault;bombarded=2228
  2228            3  clear        1  2cdo-a      allied  UK      -     commando  company      2    2      1       5    4   7  fought;moved;mp=2;advanced
  2531            2  city         1  16pz-pio-3  axis    DE      16pz  engineer  company      1    2      1       3    3   8  fought
  eliminated      -  -            -  cp-2228     axis    DE      -     cp        platoon      0    1      -       -    -   6  -

position (1)
  at    position
  2129  ip

marker (1)
  id        type  at    value  toward
  rmf-2228  rmf   2228  1/2    axis

bridge (1)
  id    at    marker
  2531  2531  yes
--- stderr
