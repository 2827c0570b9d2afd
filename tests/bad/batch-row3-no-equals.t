# tests/bad/batch-row3-no-equals.csv (see README.md): the order of batch row 3 does
# not parse ('from2129'); row 2's quoted name spans two lines, so row 3 begins on
# line 5. The rows before it are printed as they are read (umpire(1)), the batch
# stops there with the order's own status (64, as on the command line) and the
# place of the row's order, file:line:column; row 4 is never read.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/bad/batch-row3-no-equals.csv
status: 64
--- stdout
row,p,percent,rounds,att_lost,def_lost,eliminated,rmf,end
1,13/216,6.0185,1,0,0,,,rounds limit
1,5/216,2.3148,1,0,1,cp-2228,2228,rmf
1,91/648,14.0432,1,1,0,,,rounds limit
1,35/648,5.4012,1,1,1,cp-2228,2228,rmf
1,65/162,40.1235,1,2,0,2cdo-a,,rounds limit
1,25/162,15.4321,1,2,1,2cdo-a;cp-2228,2228,rmf
1,13/108,12.0370,1,3,0,2cdo-a,,rounds limit
1,5/108,4.6296,1,3,1,2cdo-a;cp-2228,2228,rmf
2,5/216,2.3148,1,0,0,,,rounds limit
2,1/216,0.4630,1,0,1,cp-2228,2228,rmf
2,25/216,11.5741,1,1,0,,,rounds limit
2,5/216,2.3148,1,1,1,cp-2228,2228,rmf
2,25/36,69.4444,1,2,0,2cdo-a,,rounds limit
2,5/36,13.8889,1,2,1,2cdo-a;cp-2228,2228,rmf
--- stderr
umpire: tests/bad/batch-row3-no-equals.csv:5:2: assault: argument 'from2129' is not key=value
