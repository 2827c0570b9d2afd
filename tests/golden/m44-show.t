# show: units by hex, side to play, medals.
cmd: show fixtures/memoir44/sword-beach.csv
status: 0
--- stdout
memoir44: sword, 1 board; allies to play; medals allies 0, axis 5
0613  de-hart-1          axis   heavy_artillery    2 figures, countryside
0617  de-inf-1           axis   infantry           4 figures, hill
1017  de-inf-2           axis   infantry           4 figures, countryside
1016  de-inf-3           axis   infantry           4 figures, village
0420  gb-cdo-1           allies special_forces     4 figures, littoral
0721  gb-dd-1            allies destroyer          1 figure, ocean
0619  gb-inf-1           allies infantry           4 figures, beach
0818  gb-inf-2           allies infantry           4 figures, beach
0522  gb-lc-1            allies landing_craft      1 figure, ocean
1019  gb-sarm-1          allies supported_armor    4 figures, beach, 1 battle star
phase: not recorded
--- stderr
