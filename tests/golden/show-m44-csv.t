# show --format csv for memoir44: the units with figures, stars, medal, markers.
cmd: show fixtures/memoir44/sword-beach.csv --format csv
status: 0
--- stdout
record,scenario,active,turn.allies,turn.axis,medals.allies,medals.axis,temp.allies,temp.axis,air_superiority,bcf,boards,hand.allies,hand.axis,offboard,at,terrain,id,side,nation,type,figures,max_figures,stars,medal,token,moved,markers,cargo
set,sword,allies,1,0,0,0,0,5,allies,allies,1,6,3,allies,,,,,,,,,,,,,,
unit,,,,,,,,,,,,,,,0613,countryside,de-hart-1,axis,DE,heavy_artillery,2,2,0,2,,0,,
unit,,,,,,,,,,,,,,,1016,village,de-inf-3,axis,DE,infantry,4,4,0,1,,0,,
unit,,,,,,,,,,,,,,,0617,hill,de-inf-1,axis,DE,infantry,4,4,0,1,,0,,
unit,,,,,,,,,,,,,,,1017,countryside,de-inf-2,axis,DE,infantry,4,4,0,1,,0,,
unit,,,,,,,,,,,,,,,0818,beach,gb-inf-2,allies,GB,infantry,4,4,0,1,,0,,
unit,,,,,,,,,,,,,,,0619,beach,gb-inf-1,allies,GB,infantry,4,4,0,1,,0,,
unit,,,,,,,,,,,,,,,1019,beach,gb-sarm-1,allies,GB,supported_armor,4,4,1,1,,0,,
unit,,,,,,,,,,,,,,,0420,littoral,gb-cdo-1,allies,GB,special_forces,4,4,0,1,,0,retreat_any,
unit,,,,,,,,,,,,,,,0721,ocean,gb-dd-1,allies,GB,destroyer,1,1,0,1,,0,,
unit,,,,,,,,,,,,,,,0522,ocean,gb-lc-1,allies,GB,landing_craft,1,1,0,,,0,,
--- stderr
