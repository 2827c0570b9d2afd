# fire odds as CSV: the p column sums to 1.
cmd: odds tests/golden/data/hn-fire.csv fire unit=brit target=ger --format csv --tables tests/golden/data/hn-tables
status: 0
--- stdout
p,p_num,p_den,percent,result,victim,steps,destroyed
1/3,1,3,33.3333,hit,ger,1,no
2/3,2,3,66.6667,miss,,0,no
--- stderr
