# show (umpire-salerno43(7)): the beaches of the night of the 10th, their markers,
# faces and constructions (§18.3), as a table after the units.
cmd: show tests/golden/data/s43-night10.csv
status: 0
--- stdout
salerno43
  turn    10-night
  active  allied

unit (11)
  at    level  terrain  stack  id       side    nation  div  kind      size     steps  max  A.arm  A.soft  def  ma
  2228      3  clear        1  cp-2228  axis    DE      -    cp        platoon      1    1      0       2    2   6
  2738      1  clear        1  re-d     allied  UK      56   engineer  company      2    2      1       3    3   6
  2741      1  clear        1  re-a     allied  UK      46   engineer  company      2    2      1       3    3   6
  2741      1  clear        2  re-b     allied  UK      46   engineer  company      2    2      1       3    3   6
  2741      1  clear        3  re-c     allied  UK      46   engineer  company      2    2      1       3    3   6
  2747      1  clear        1  531-a    allied  US      531  engineer  company      2    2      1       3    3   6
  2747      1  clear        2  531-b    allied  US      531  engineer  company      2    2      1       3    3   6
  2747      1  clear        3  531-c    allied  US      531  engineer  company      2    2      1       3    3   6
  2747      1  clear        4  531-d    allied  US      531  engineer  company      2    2      1       3    3   6
  2747      1  clear        5  531-e    allied  US      531  engineer  company      2    2      1       3    3   6
  2747      1  clear        6  531-f    allied  US      531  engineer  company      2    2      1       3    3   6

beach (8)
  id              nation  hexes      fire       marker  face   build
  uk-commando     UK      2129       commando   -       -      -
  uk-roger-green  UK      2741;2742  uk_other   -       -      -
  uk-sugar        UK      2741       uk_other   -       -      9-night
  uk-uncle-red    UK      2737;2738  uncle_red  2738    small  9-night
  us-blue         US      2747       us         -       -      9-night
  us-green        US      2561       us         2561    small  -
  us-rangers      US      1327       rangers    1327    small  -
  us-red          US      2745       us;us_red  2745    small  -
--- stderr
