# show --format svg (heroes): a two-square counter (Sc-A's airplanes): the counter on its
# front square C5, its body over C5 and B5 (facing east); its Speed marker as a tag; the
# pilots aboard listed off the board; a region of squares A1-H9 draws 72 squares.
cmd: show tests/golden/data/hn-airfield.csv --tables tests/golden/data/hn-tables --format svg --region A1-H9 -o $TMP/b.svg
status: 0
sh: python3 -c "import sys,xml.etree.ElementTree as E; N='{http://www.w3.org/2000/svg}'; r=E.parse(sys.argv[1]).getroot(); c=[p for p in r.iter(N+'polygon') if p.get('data-cell')]; assert len(c)==72, len(c); g={x.get('data-id'):x for x in r.iter(N+'g') if x.get('class')=='counter'}; p1=g['p1']; assert p1.get('data-at')=='C5'; assert 'S4' in [x.text for x in p1.iter(N+'text')]; b=[x for x in r.iter(N+'rect') if x.get('class')=='body' and abs(float(x.get('y'))+float(x.get('height'))/2-324)<0.01][0]; assert abs(float(b.get('x'))+float(b.get('width'))/2-144)<0.01, b.attrib; t=' '.join(x.text or '' for x in r.iter(N+'text')); assert 'pilot1 (aboard)' in t and 'p4' not in g" $TMP/b.svg
--- stdout
--- stderr
