# tests/golden/odds-json-lines.t: reads the JSON Lines of odds --batch
# data/batch-bad-rows.csv --format json (the file named first) back with Python's
# json module and checks the schema of umpire(1), "Odds": keys, types, fractions.
import json, sys, fractions as F
rows = [json.loads(l) for l in open(sys.argv[1])]
assert [r['row'] for r in rows] == [1, 2, 3, 4, 5, 6] and all(type(r['status']) is int for r in rows)
ok = rows[0]
assert ok['name'] == 'good 1' and ok['status'] == 0 and ok['method'] == 'exact' and ok['runs'] == 16
keys = ['odds', 'p_defender_eliminated', 'p_hex_taken', 'p_attacker_eliminated', 'exp_steps_lost_attacker', 'exp_steps_lost_defender', 'exp_hits', 'exp_figures_lost', 'p_unit_destroyed', 'p_retreat']
assert list(ok['summary']) == keys
e = ok['summary']['exp_steps_lost_attacker']
assert type(e['num']) is int and type(e['den']) is int and type(e['decimal']) is float and F.Fraction(e['num'], e['den']) == F.Fraction(65, 36)
assert ok['expected']['expected_steps_lost_by_the_defender'] == {'num': 5, 'den': 18, 'decimal': 0.277778}
out = ok['outcomes']
assert len(out) == 8 and sum(F.Fraction(o['p']['num'], o['p']['den']) for o in out) == 1
assert all(type(o['att_lost']) is int and type(o['def_lost']) is int and type(o['rounds']) is int and type(o['percent']) is float for o in out)
assert all(type(o['eliminated']) is str and type(o['end']) is str for o in out)
bad = rows[1]
assert bad['status'] == 64 and bad['name'] == 'no such verb' and bad['error'].startswith('tests/golden/data/batch-bad-rows.csv:3:2: ') and 'outcomes' not in bad
assert rows[4]['status'] == 1 and '(§9.11)' in rows[4]['error']
