# umpire tables salerno43 combat: the embedded combat table as CSV, its source first.
cmd: tables salerno43 combat
status: 0
--- stdout
# embedded:tables/salerno43/combat.csv
roll,odds,6,5,4,3,2,1,0
attacker,7:1,2,3-5,6-7,8-9,10-12,-,-
attacker,6:1,-,2-4,5-6,7-8,9-11,12,-
attacker,5:1,-,2-3,4-5,6-7,8-10,11-12,-
attacker,4:1,-,2,3-4,5-6,7-9,10-12,-
attacker,3:1,-,-,2,3-4,5-8,9-10,11-12
attacker,2:1,-,-,-,2-3,4-6,7-9,10-12
attacker,1:1,-,-,-,2,3-5,6-8,9-12
attacker,1:2,-,-,-,-,2-4,5-7,8-12
attacker,1:3,-,-,-,-,2-3,4-5,6-12
attacker,1:4,-,-,-,-,2,3-4,5-12
attacker,1:5,-,-,-,-,-,2-3,4-12
defender,7:1,-,-,-,-,-,2-3,4-12
defender,6:1,-,-,-,-,2,3-4,5-12
defender,5:1,-,-,-,-,2-3,4-5,6-12
defender,4:1,-,-,-,-,2-4,5-6,7-12
defender,3:1,-,-,-,2,3-5,6-7,8-12
defender,2:1,-,-,-,2-3,4-7,8-9,10-12
defender,1:1,-,-,-,2-4,5-8,9-10,11-12
defender,1:2,-,-,-,2-5,6-9,10-11,12
defender,1:3,-,-,2,3-6,7-10,11-12,-
defender,1:4,-,2,3,4-7,8-11,12,-
defender,1:5,2,3,4,5-8,9-12,-,-
--- stderr
