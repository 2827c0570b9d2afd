# §1.1 encaissé: infantry in a sunken element blocks the sight of infantry in
# the same element ("elles bloquent la LdV des Unités d'Infanterie présentes
# dans le même Élément", seed 004 lines 6-10). That sentence is the rulebook's
# own, not the A9 question: c in the trench still blocks a (C3) at b (G3) when
# infantry-blocks=elevation keeps other infantry from blocking.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=C3 to=G3 --rule infantry-blocks=elevation -o $TMP/s.csv
status: 0
--- stdout
Ruling infantry-blocks=elevation applies (the default is always) (§1.1 élévation D, encaissé D; A9).
Line of sight from C3 (a, infantry) to G3 (b, infantry) (§1.1).
Verdict: blocked: infantry unit c on E3, in the firer's sunken element, blocks its line of sight (§1.1 encaissé).
--- stderr
