# Issue 13, accident 7: a ';' or a long value in --seed, --key or --card broke
# the replay. The chance record escapes ';', '%' and every control character
# (%3B, %25, %XX), so any value comes back as typed: a seed "a;b%3B=c", a key
# "x;y%", an Omaha card holding ';' and ',', and a seed of 1,024 bytes verify.
# The state plays the house rule combat-per-hex=any (§9.68 would refuse the turn's
# second assault from 4211 in the same combat phase: not what is tested here).
cmd: games
sh: { cat tests/golden/data/journal-start.csv; echo 'set,rule.combat-per-hex,any'; } >$TMP/g.csv && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --seed 'a;b%3B=c' assault from=4211 to=4111 policy=never loss=top >/dev/null && grep -q 'seed=a%3Bb%253B=c;' $TMP/j.csv
sh: "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --seed "$(python3 -c "print('s;' * 512)")" assault from=4212 to=4112 att=us-36,us-m4 policy=never loss=top >/dev/null
sh: cp tests/golden/data/turn.txt $TMP/turn.txt && "$UMPIRE" commit $TMP/g.csv $TMP/turn.txt >/dev/null 2>&1 && "$UMPIRE" resolve $TMP/g.csv --in-place --journal $TMP/j.csv --orders $TMP/turn.txt --key 'x;y%' >/dev/null && grep -q ';key=x%3By%25;' $TMP/j.csv
sh: "$UMPIRE" verify $TMP/j.csv $TMP/g.csv | grep -q ": 4 orders verified;"
sh: cp tests/examples/data/omaha-adv-general.csv $TMP/o.csv && "$UMPIRE" resolve $TMP/o.csv --in-place --journal $TMP/oj.csv advance position=B1 path=1221,1222 us_loss=I/3/116 --card '1:fire=green,red,blue;target=1' >/dev/null && "$UMPIRE" verify $TMP/oj.csv $TMP/o.csv | grep -q ": 1 order verified;"
