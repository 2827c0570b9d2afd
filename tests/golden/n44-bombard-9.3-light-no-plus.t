# §9.3: a light bomber counts as medium but gets no +1; with a medium bomber of the same
# potential, the mediums make half: +1 (ruling lb-half=count).
cmd: odds tests/examples/data/n44-bomb-air.csv bombard kind=air at=0713 air=ix-mb-1,ix-lb-1 --tables tests/examples/data/normandie44-tables
status: 0
--- stdout
odds of: bombard kind=air at=0713 air=ix-mb-1,ix-lb-1
(strength 4, 1d6 +1 medium bombers, half the potential or more (§9.3) on the TB (§6.2))

p    percent                        result
1/6  16.667%  ###                   -     
1/3  33.333%  #######               A1    
1/2  50.000%  ##########            A2    

(3 outcomes, 6 runs of the rules)
--- stderr
