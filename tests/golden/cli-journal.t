# Play by e-mail: three orders resolved with --journal (a combat with dice rolled
# at the table, a seeded one, and the answer to its decision), then the journal
# verified from its first state by replaying every order: 3 orders, ending in
# the state the players hold (whose BLAKE2b hash python computes on its own);
# verify's report says where the dice of each row came from.
cmd: games
status: 0
sh: bash tests/golden/data/journal-game.sh $TMP
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv > $TMP/o && test "$(tail -1 $TMP/o)" = "$TMP/j.csv: 3 orders verified; the state after them is $(cat $TMP/hash)"
sh: grep -q "^row 1 (allied): assault from=4211 to=4111 policy=never loss=top: 4 dice typed at the table (--dice 1,1,6,6)$" $TMP/o && grep -q "^row 2 (allied): assault from=4212 to=4112 att=us-36,us-m4 loss=top: [0-9]* dice from the state's seed (draws 0-[0-9]*); waits for a decision, whose answer rolls them again$" $TMP/o && grep -q "^allied: 2 orders; 8 dice from the state's seed; 4 dice typed at the table$" $TMP/o
sh: head -2 $TMP/j.csv | cmp - <(printf 'umpire-journal,2,salerno43\nseq,before,order,chance,after,chain,text\n')
