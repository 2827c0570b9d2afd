# umpire show (umpire(1)): the fixture's state as a player tracks it, aligned: the
# scalars, then the units by hex and stack (top first) with the level and terrain of
# their hex and the values of the face that is up (§2.2), then the Fortified marker
# of 2228 (§19.2). Hexes print as CCRR.
cmd: show fixtures/salerno43/commandos-2129.csv
status: 0
--- stdout
salerno43
  turn    9-morning
  active  allied

unit (4)
  at    level  terrain  stack  id          side    nation  div   kind      size     steps  max  A.arm  A.soft  def  ma
  2129      2  clear        1  2cdo-a      allied  UK      -     commando  company      2    2      1       5    4   7
  2129      2  clear        2  2cdo-b      allied  UK      -     commando  company      2    2      1       5    4   7
  2228      3  clear        1  cp-2228     axis    DE      -     cp        platoon      1    1      0       2    2   6
  2531      2  city         1  16pz-pio-3  axis    DE      16pz  engineer  company      2    2      2       6    5   8

position (1)
  at    position
  2228  fortified
--- stderr
