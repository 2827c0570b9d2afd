# show: a drop planned and the track scalars (first player, weather).
cmd: show tests/golden/data/s43-drop.csv
status: 0
--- stdout
salerno43: 13-night
4045  level 1
  1. de-20mm              axis   DE tow_only, 1/1 step
off map: 505-a
off map: 505-b
weather: clear
drop: 505-a on 3157, 13-night
drop: 505-b on 4046, 13-night
--- stderr
