# §1.3 and A12: hedgehogs on a Line already an Obstacle: one Obstacle
# (hedgehog-stack=union).
cmd: resolve tests/golden/data/hn-rulings.csv los from=B3 to=B8 as=inf at=inf -o $TMP/s.csv
status: 0
--- stdout
Line of sight from B3 (infantry) to B8 (infantry) (§1.1).
Line hedge (+A6-+F6: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Line hg (+B6-+D6): its Obstacle is on a Line already counted (ruling hedgehog-stack=union, §1.3).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
