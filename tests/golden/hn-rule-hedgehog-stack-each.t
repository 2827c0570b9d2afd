# hedgehog-stack=each: the hedgehogs count as a second Line.
cmd: resolve tests/golden/data/hn-rulings.csv los from=B3 to=B8 as=inf at=inf --rule hedgehog-stack=each -o $TMP/s.csv
status: 0
--- stdout
Ruling hedgehog-stack=each applies (the default is union) (§1.3, §2.4; A12).
Line of sight from B3 (infantry) to B8 (infantry) (§1.1).
Line hedge (+A6-+F6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line hg (+B6-+D6: obstacle;difficult;noveh): Obstacle for the firer (§1.1 Lignes pt.3).
Verdict: reduced (Réduite); 2 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
