# tests/bad/batch-row3-no-equals.csv (see README.md): the order of batch row 3 does
# not parse ('from2129'); row 2's quoted name spans two lines, so row 3 begins on
# line 5. A batch goes on past a bad row (umpire(1)): row 3 is an error row with
# the order's own status (64, as on the command line) and its message placed at the
# row's order, file:line:column, padded to the header's fields; row 4 is read and
# answered; the run exits with the status of the first failed row and says so.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/bad/batch-row3-no-equals.csv --jobs 1
status: 64
sh: python3 -c "import csv,sys; r=list(csv.reader(open(sys.argv[1]))); assert all(len(x) == len(r[0]) for x in r)" $TMP/.out
--- stdout
row,name,status,error,p,p_num,p_den,percent,rounds,att_lost,def_lost,eliminated,rmf,end
1,one round,0,,13/216,13,216,6.0185,1,0,0,,,rounds limit
1,one round,0,,5/216,5,216,2.3148,1,0,1,cp-2228,2228,rmf
1,one round,0,,91/648,91,648,14.0432,1,1,0,,,rounds limit
1,one round,0,,35/648,35,648,5.4012,1,1,1,cp-2228,2228,rmf
1,one round,0,,65/162,65,162,40.1235,1,2,0,2cdo-a,,rounds limit
1,one round,0,,25/162,25,162,15.4321,1,2,1,2cdo-a;cp-2228,2228,rmf
1,one round,0,,13/108,13,108,12.0370,1,3,0,2cdo-a,,rounds limit
1,one round,0,,5/108,5,108,4.6296,1,3,1,2cdo-a;cp-2228,2228,rmf
2,"a name on
two lines",0,,5/216,5,216,2.3148,1,0,0,,,rounds limit
2,"a name on
two lines",0,,1/216,1,216,0.4630,1,0,1,cp-2228,2228,rmf
2,"a name on
two lines",0,,25/216,25,216,11.5741,1,1,0,,,rounds limit
2,"a name on
two lines",0,,5/216,5,216,2.3148,1,1,1,cp-2228,2228,rmf
2,"a name on
two lines",0,,25/36,25,36,69.4444,1,2,0,2cdo-a,,rounds limit
2,"a name on
two lines",0,,5/36,5,36,13.8889,1,2,1,2cdo-a;cp-2228,2228,rmf
3,row 3: no = after from,64,tests/bad/batch-row3-no-equals.csv:5:2: assault: argument 'from2129' is not key=value,,,,,,,,,,
4,row 4: read on after the bad row,0,,13/216,13,216,6.0185,1,0,0,,,rounds limit
4,row 4: read on after the bad row,0,,5/216,5,216,2.3148,1,0,1,cp-2228,2228,rmf
4,row 4: read on after the bad row,0,,91/648,91,648,14.0432,1,1,0,,,rounds limit
4,row 4: read on after the bad row,0,,35/648,35,648,5.4012,1,1,1,cp-2228,2228,rmf
4,row 4: read on after the bad row,0,,65/162,65,162,40.1235,1,2,0,2cdo-a,,rounds limit
4,row 4: read on after the bad row,0,,25/162,25,162,15.4321,1,2,1,2cdo-a;cp-2228,2228,rmf
4,row 4: read on after the bad row,0,,13/108,13,108,12.0370,1,3,0,2cdo-a,,rounds limit
4,row 4: read on after the bad row,0,,5/108,5,108,4.6296,1,3,1,2cdo-a;cp-2228,2228,rmf
--- stderr
umpire: 1 of 4 orders failed (see their rows); the first, row 3: tests/bad/batch-row3-no-equals.csv:5:2: assault: argument 'from2129' is not key=value
