# odds as CSV over the 6 cards of the pile (TEST DATA).
cmd: odds tests/examples/data/omaha-odds.csv land sector=west --tables tests/examples/data/omaha-tables --format csv
status: 0
--- stdout
p,p_num,p_den,percent,results,steps_lost,delayed,eliminated
1/6,1,6,16.6667,A/1/116>CH1(-1);B/1/116>DG1(-1);C/1/116>DW1(-1),3,,
1/6,1,6,16.6667,A/1/116>CH1(-1);B/1/116>ER1;C/1/116>X3;D/1/116>DG1(-1),2,,
1/6,1,6,16.6667,A/1/116>DR1;B/1/116>DG1(-1);C/1/116>DW1(-1);D/1/116>ER1,2,,
1/6,1,6,16.6667,A/1/116>DR1;B/1/116>EG1;C/1/116>ER3;D/1/116>EG1,0,,
1/6,1,6,16.6667,A/1/116>ER3;B/1/116>EG1;C/1/116>ER3;D/1/116>DG1(-1),1,,
1/6,1,6,16.6667,B/1/116>ER1;C/1/116>X3;D/1/116>EG1,0,,
--- stderr
