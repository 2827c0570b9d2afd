# odds --batch data/batch.csv: one order per row (column 'order'; the 'note' column is
# ignored), streamed as CSV with the batch row number first. Row 1: one round; row 2:
# policy=always, up to 3 rounds; row 3: 2cdo-a alone, 5 vs 7 = 1:2. Each row's p sum to 1.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch.csv
status: 0
sh: python3 -c "import sys,csv,fractions; r=list(csv.DictReader(open(sys.argv[1]))); assert all(sum(fractions.Fraction(x[\"p\"]) for x in r if x[\"row\"] == n) == 1 for n in \"123\") and {x[\"row\"] for x in r} == set(\"123\")" "$TMP/.out"
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
2,5/216,2.3148,1,0,1,cp-2228,2228,rmf
2,35/648,5.4012,1,1,1,cp-2228,2228,rmf
2,25/162,15.4321,1,2,1,2cdo-a;cp-2228,2228,rmf
2,5/108,4.6296,1,3,1,2cdo-a;cp-2228,2228,rmf
2,265/46656,0.5680,2,0,1,cp-2228,2228,rmf
2,2971/46656,6.3679,2,1,1,cp-2228,2228,rmf
2,76933/209952,36.6431,2,2,1,2cdo-a;cp-2228,2228,rmf
2,1381/7776,17.7598,2,3,1,2cdo-a;cp-2228,2228,rmf
2,545/104976,0.5192,2,4,0,2cdo-a;2cdo-b,2129,rmf
2,5647/104976,5.3793,2,4,1,2cdo-a;2cdo-b;cp-2228,2129;2228,rmf
2,853/10077696,0.0085,3,0,0,,,3 rounds
2,2765/10077696,0.0274,3,0,1,cp-2228,2228,rmf
2,7451/30233088,0.0246,3,1,0,,,3 rounds
2,97453/30233088,0.3223,3,1,1,cp-2228,2228,rmf
2,17089/22674816,0.0754,3,2,0,2cdo-a,,3 rounds
2,725467/45349632,1.5997,3,2,1,2cdo-a;cp-2228,2228,rmf
2,91751/90699264,0.1012,3,3,0,2cdo-a,,3 rounds
2,1545721/90699264,1.7042,3,3,1,2cdo-a;cp-2228,2228,rmf
2,62225/30233088,0.2058,3,4,0,2cdo-a;2cdo-b,2129,rmf
2,30763/3359232,0.9158,3,4,1,2cdo-a;2cdo-b;cp-2228,2129;2228,rmf
3,5/216,2.3148,1,0,0,,,rounds limit
3,1/216,0.4630,1,0,1,cp-2228,2228,rmf
3,25/216,11.5741,1,1,0,,,rounds limit
3,5/216,2.3148,1,1,1,cp-2228,2228,rmf
3,25/36,69.4444,1,2,0,2cdo-a,,rounds limit
3,5/36,13.8889,1,2,1,2cdo-a;cp-2228,2228,rmf
--- stderr
