# Issue 13, attack 1: the opponent controls the dice of a committed turn. The
# dice came from the seed, the commitment and his key, all known to him when he
# chose the key, so he could try keys until they suited him. Now they also come
# from a secret the mover drew with his commitment and reveals only with his
# journal (tests/golden/data/pbem-grind.sh; tests/unit/test_commit.c pins the
# derivation itself).
# The attack itself (tests/golden/data/pbem-attack-grind.sh): the opponent grinds
# keys until the dice he can compute are 1,1,1,1 (1,165 keys, a second of
# python); on the older main the turn then rolled 1,1,1,1, now other dice.
cmd: games
sh: bash tests/golden/data/pbem-attack-grind.sh $TMP/attack
sh: bash tests/golden/data/pbem-grind.sh $TMP
