# show --format csv (normandie44): one header, the scalars as the row of record "set",
# then one row per unit, HQ, marker, depot and controlled hex, typed by the model.
cmd: show fixtures/normandie44/cherbourg.csv --format csv
status: 0
--- stdout
record,turn,vp.allied,vp.german,phase,scenario,weather,weather_adj,at,id,side,nation,arm,division,steps,max,attack,ma,defence,box,markers,face,offensive,bonus,kind,ready,control,confusion,craters
set,1,0,0,weather,cherbourg,clear,0,,,,,,,,,,,,,,,,,,,,,
unit,,,,,,,,track:?,de-17ss,german,de,pzgren,17SS,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,track:?,de-265,german,de,infantry,265,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,track:?,de-353,german,de,infantry,353,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,track:?,de-77,german,de,infantry,77,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0718,us-101,allied,us,para,101,?,?,?,?,?,,D1,,,,,,,,
unit,,,,,,,,0518,us-4-12,allied,us,infantry,4,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0518,us-4-22,allied,us,infantry,4,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0619,us-4-8,allied,us,infantry,4,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0619,us-70-tk,allied,us,armour,,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0619,us-746-tk,allied,us,armour,,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,track:?,us-79,allied,us,infantry,79,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0619,us-82-505,allied,us,para,82,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0620,us-82-507,allied,us,para,82,?,?,?,?,?,,D1,,,,,,,,
unit,,,,,,,,0620,us-82-508,allied,us,para,82,?,?,?,?,?,,D1,,,,,,,,
unit,,,,,,,,track:?,us-83,allied,us,infantry,83,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,0518,us-899-td,allied,us,td,,?,?,?,?,?,,,,,,,,,,
unit,,,,,,,,track:?,us-9,allied,us,infantry,9,?,?,?,?,?,,,,,,,,,,
hq,,,,,,,,1218,de-lxxxiv,german,de,,,,,,?,,,,Disponible,0,?,,,,,
hq,,,,,,,,0619,us-vii,allied,us,,,,,,?,,,,Disponible,1,?,,,,,
hq,,,,,,,,track:?,us-viii,allied,us,,,,,,?,,,,Disponible,0,?,,,,,
marker,,,,,,,,0619,off-1,allied,,,,,,,,,,,,,,offensive,,,,
depot,,,,,,,,0223,cherbourg,german,,,,,,,,,,,full,,,cherbourg,,,,
depot,,,,,,,,0223,cherbourg-port,allied,,,,,,,,,,,none,,,cherbourg,,,,
depot,,,,,,,,none,st-vaast,allied,,,,,,,,,,,none,,,minor,,,,
depot,,,,,,,,0617,utah,allied,,,,,,,,,,,full,,,beach,,,,
hex,,,,,,,,0223,,,,,,,,,,,,,,,,,,german,0,0
--- stderr
