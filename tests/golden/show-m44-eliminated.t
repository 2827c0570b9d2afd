# show in text: an eliminated Memoir unit (de-inf-2, no hex, 0 figures) is listed at
# 'eliminated', aligned with the others; the medal it gave is counted (B-15).
cmd: show tests/golden/data/m44-sword-after.csv
status: 0
--- stdout
memoir44
  scenario         sword
  active           allies
  turn.allies      1
  turn.axis        0
  medals.allies    1
  medals.axis      0
  temp.allies      0
  temp.axis        5
  air_superiority  allies
  bcf              allies
  boards           1
  hand.allies      6
  hand.axis        3
  offboard         allies

unit (10)
  at          terrain      id         side    nation  type             figures  max  stars  medal  moved  markers
  0613        countryside  de-hart-1  axis    DE      heavy_artillery        2    2      0      2      0  -
  1016        village      de-inf-3   axis    DE      infantry               4    4      0      1      0  -
  0617        hill         de-inf-1   axis    DE      infantry               4    4      0      1      0  -
  0818        beach        gb-inf-2   allies  GB      infantry               4    4      0      1      0  battled
  1018        beach        gb-sarm-1  allies  GB      supported_armor        4    4      1      1      1  moved;battled
  0619        beach        gb-inf-1   allies  GB      infantry               4    4      0      1      0  -
  0420        littoral     gb-cdo-1   allies  GB      special_forces         4    4      0      1      0  retreat_any
  0721        ocean        gb-dd-1    allies  GB      destroyer              1    1      0      1      0  -
  0522        ocean        gb-lc-1    allies  GB      landing_craft          1    1      0      -      0  -
  eliminated  -            de-inf-2   axis    DE      infantry               0    4      0      1      0  -
--- stderr
