# Ruling ship-hit-by=allied (A19): a 3 hits any ship, and the choice among the
# three that may be hit (not the DE that just arrived, §8.5) goes to the Allied
# owner instead of the Axis player (default, bombard-ships-8.4-hit-pending).
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 --dice 1,2 --rule ship-hit-by=allied
status: 0
sh: grep -q "^pending,1,allied,hit,uk-cl|us-bb|us-dd," "$TMP/.out"
