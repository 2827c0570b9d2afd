# show --format csv: one header (record, then every key), the scalars as the row
# of record 'set', then one row per record; empty where a record has no such key.
cmd: show fixtures/salerno43/commandos-2129.csv --format csv
status: 0
sh: "$UMPIRE" show fixtures/salerno43/commandos-2129.csv --format csv | python3 -c "import csv,sys; r=list(csv.reader(sys.stdin)); assert all(len(x)==len(r[0]) for x in r); assert r[0][0]==\"record\" and r[1][0]==\"set\""
--- stdout
record,turn,active,at,level,terrain,bank,stack,id,side,nation,division,kind,size,steps,max_steps,att_armor,att_soft,def,support,range,ma,ma_color,markers,position,building
set,9-morning,allied,,,,,,,,,,,,,,,,,,,,,,,
unit,,,2129,2,clear,,1,2cdo-a,allied,UK,,commando,company,2,2,1,5,4,,,7,,,,
unit,,,2129,2,clear,,2,2cdo-b,allied,UK,,commando,company,2,2,1,5,4,,,7,,,,
unit,,,2228,3,clear,,1,cp-2228,axis,DE,,cp,platoon,1,1,0,2,2,,,6,,,,
unit,,,2531,2,city,,1,16pz-pio-3,axis,DE,16pz,engineer,company,2,2,2,6,5,,,8,,,,
position,,,2228,,,,,,,,,,,,,,,,,,,,,fortified,
--- stderr
