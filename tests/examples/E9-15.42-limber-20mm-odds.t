# E9 (§15.42): the 20 mm (MA 4) limbers in an enemy ZOC on 2d6 of 4 or less:
# 6/36 = 1/6.
cmd: odds tests/examples/data/e9-night.csv limber unit=20mm to=on
status: 0
--- stdout
odds of: limber unit=20mm to=on
(2d6 at most the MA, 4 (§15.42))

p    percent                        marker   
1/6  16.667%  ###                   changed  
5/6  83.333%  #################     unchanged

(2 outcomes, 11 runs of the rules)
--- stderr
