# show: a reinforcement waiting off the map (hex offmap, §18) is listed at
# "offmap", not as eliminated, after the units on the map.
cmd: show tests/examples/data/e3.csv
status: 0
--- stdout
salerno43
  turn    10-morning
  active  axis

unit (2)
  at      level  terrain  stack  id            side    nation  div   kind      size     steps  max  A.arm  A.soft  def  ma
  4458        2  clear        1  us-143-a      allied  US      36    infantry  company      2    2      1       4    4   6
  offmap      -  -            -  16pz-aufkl-1  axis    DE      16pz  recon     company      2    2      2       4    3  14
--- stderr
