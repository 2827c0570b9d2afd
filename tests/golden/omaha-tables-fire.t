# umpire tables omaha fire: the German Fire Table, ? except the ambush cells
# of §16.9.
cmd: tables omaha fire
status: 0
--- stdout
# embedded:tables/omaha/fire.csv
level,firer,symbol,armored,result,source
intense,wn,match,no,?,not in the text
intense,wn,match,yes,?,§6.36 says armoured units in an intense hex are hit; not whether by step or disruption
intense,wn,other,no,?,not in the text
intense,wn,other,yes,?,§6.36 says armoured units in an intense hex are hit; not whether by step or disruption
intense,unrevealed,match,no,?,not in the text
intense,unrevealed,match,yes,?,§6.36 says armoured units in an intense hex are hit; not whether by step or disruption
intense,unrevealed,other,no,?,not in the text
intense,unrevealed,other,yes,?,§6.36 says armoured units in an intense hex are hit; not whether by step or disruption
intense,ambush,match,no,step,§16.9 (seed lines 3772-3792)
intense,ambush,match,yes,step,§16.9: the text makes no armour distinction: it hits «une unité américaine ayant le symbole» (seed lines 3780-3786)
intense,ambush,other,no,none,§16.9: only units with the card's symbol are hit
intense,ambush,other,yes,none,§16.9: only units with the card's symbol are hit
sustained,wn,match,no,?,not in the text
sustained,wn,match,yes,?,not in the text
sustained,wn,other,no,?,not in the text
sustained,wn,other,yes,?,not in the text
sustained,unrevealed,match,no,?,not in the text
sustained,unrevealed,match,yes,?,not in the text
sustained,unrevealed,other,no,?,not in the text
sustained,unrevealed,other,yes,?,not in the text
sustained,ambush,match,no,disrupt,§16.9 (seed lines 3772-3792)
sustained,ambush,match,yes,disrupt,§16.9: the text makes no armour distinction: it hits «une unité américaine ayant le symbole» (seed lines 3780-3786)
sustained,ambush,other,no,none,§16.9: only units with the card's symbol are hit
sustained,ambush,other,yes,none,§16.9: only units with the card's symbol are hit
sporadic,wn,match,no,?,not in the text
sporadic,wn,match,yes,?,not in the text
sporadic,wn,other,no,?,not in the text
sporadic,wn,other,yes,?,not in the text
sporadic,unrevealed,match,no,?,not in the text
sporadic,unrevealed,match,yes,?,not in the text
sporadic,unrevealed,other,no,?,not in the text
sporadic,unrevealed,other,yes,?,not in the text
sporadic,ambush,match,no,disrupt,§16.9 (seed lines 3772-3792)
sporadic,ambush,match,yes,disrupt,§16.9: the text makes no armour distinction: it hits «une unité américaine ayant le symbole» (seed lines 3780-3786)
sporadic,ambush,other,no,none,§16.9: only units with the card's symbol are hit
sporadic,ambush,other,yes,none,§16.9: only units with the card's symbol are hit
--- stderr
