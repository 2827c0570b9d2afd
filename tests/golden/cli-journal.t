# Play by e-mail: three orders resolved with --journal (a combat with dice rolled
# at the table, a seeded one, and the answer to its decision), then the journal
# verified from its first state by replaying every order: 3 orders, ending in
# the state the players hold (whose BLAKE2b hash python computes on its own).
cmd: games
status: 0
sh: bash tests/golden/data/journal-game.sh $TMP
sh: test "$("$UMPIRE" verify $TMP/j.csv $TMP/g.csv)" = "$TMP/j.csv: 3 orders verified; the state after them is $(cat $TMP/hash)"
sh: head -2 $TMP/j.csv | cmp - <(printf 'umpire-journal,1,salerno43\nseq,before,order,chance,after,chain,state\n')
