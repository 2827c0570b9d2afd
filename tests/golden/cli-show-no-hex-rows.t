# show lists the units by hex even when the state has no hex rows: no level or
# terrain is known, and those columns, empty in every row, are left out.
cmd: show tests/golden/data/no-hex-rows.csv
status: 0
--- stdout
salerno43
  turn    9-morning
  active  allied

unit (4)
  at    stack  id          side    nation  div   kind      size     steps  max  A.arm  A.soft  def  ma
  2129      1  2cdo-a      allied  UK      -     commando  company      2    2      1       5    4   7
  2129      2  2cdo-b      allied  UK      -     commando  company      2    2      1       5    4   7
  2228      1  cp-2228     axis    DE      -     cp        platoon      1    1      0       2    2   6
  2531      1  16pz-pio-3  axis    DE      16pz  engineer  company      2    2      2       6    5   8
--- stderr
