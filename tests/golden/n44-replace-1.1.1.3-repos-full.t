# §1.1.1.3 (ruling repos-steps=full, 11.3.5): a unit in the Repos box comes back whole
# for one replacement, and may arrive as a reinforcement this turn; a unit at rest on
# the map still regains one step (us-9 is tested in n44-replace-1.1.1.3-rest.t).
cmd: resolve tests/golden/data/n44-repos.csv replace unit=us-90 --tables tests/examples/data/normandie44-tables --rule repos-steps=full -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-90,allied,us,infantry,90,3,3,.*,repos,0,0,replaced$" $TMP/out.csv
--- stdout
us-90 in the Repos box comes back whole for one replacement (ruling repos-steps=full) (§1.1.1.3).
us-90 is rebuilt whole in the Repos box: it may arrive as a reinforcement at a friendly depot this turn (§1.1.1.3).
us-90 regains a step for a replacement: 3 of 3 (§1.1.1.3).
--- stderr
