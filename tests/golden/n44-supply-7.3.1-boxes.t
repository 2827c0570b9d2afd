# §7.3.1, §4.1.2: a supply line is a chain of hexes or boxes, the strategic map's lines
# counting as roads: the German HQ in Orléans reaches the Paris depot by the lines, the
# Panzers in Le Mans and on exit hex 1017 (a) reach it; the box Rennes, held by the US
# 35th, cuts Brest and exit hex 1015 (b) off; the US HQ in Rennes has no depot.
cmd: resolve tests/golden/data/n44-supply-boxes.csv supply --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^hq,de-lxxxi,german,de,1,8,available,box:Orleans,$" $TMP/out.csv
sh: grep -q "^unit,de-116pz,.*,box:Le-Mans,0,0,armdiv$" $TMP/out.csv
sh: grep -q "^unit,de-2pz,.*,1017,0,0,armdiv$" $TMP/out.csv
sh: grep -q "^unit,de-9pz,.*,box:Brest,0,0,armdiv;unsupplied$" $TMP/out.csv
sh: grep -q "^unit,de-77,.*,1015,0,0,unsupplied$" $TMP/out.csv
--- stdout
HQ us-viii traces no road to a depot and is not Supported: unsupplied (§7.3.2).
de-9pz traces no line to a supplied HQ: unsupplied until the next logistics phase (§7.3.1, §7.5).
de-77 traces no line to a supplied HQ: unsupplied until the next logistics phase (§7.3.1, §7.5).
us-35 traces no line to a supplied HQ: unsupplied until the next logistics phase (§7.3.1, §7.5).
Supply: 1 Allied and 2 German units unsupplied, 1 HQ (§7.3).
--- stderr
