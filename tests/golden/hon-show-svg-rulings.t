# show --format svg (heroes): the board of squares (side 72, core/grid's grid_sq_*): the
# hedge (Obstacle) on A5:E5/s is a Line drawn between the vertices +A6 and +F6, i.e. from
# (0, 360) to (360, 360); the trench element's squares filled; the hedgehog on B5:C5/s;
# brit's counter on the centre of H5 (7.5 x 72, 4.5 x 72); hh held off the board in the
# band; rsvg-convert renders it.
cmd: show tests/golden/data/hn-rulings.csv --format svg -o $TMP/b.svg
status: 0
sh: python3 -c "import sys,xml.etree.ElementTree as E; N='{http://www.w3.org/2000/svg}'; r=E.parse(sys.argv[1]).getroot(); l=[x for x in r.iter(N+'line') if x.get('data-line')=='hedge'][0]; assert (l.get('data-from'),l.get('data-to'),l.get('data-effects'))==('+A6','+F6','obstacle'); assert [float(l.get(k)) for k in ('x1','y1','x2','y2')]==[0,360,360,360]; g={x.get('data-id'):x for x in r.iter(N+'g') if x.get('class')=='counter'}; b=[q for q in g['brit'].findall(N+'rect') if q.get('fill')!='#000'][0]; w=float(b.get('width')); assert g['brit'].get('data-at')=='H5' and (float(b.get('x'))+w/2,float(b.get('y'))+w/2)==(540.0,324.0); c={p.get('data-cell'):p.get('fill') for p in r.iter(N+'polygon') if p.get('data-cell')}; assert c['A10']==c['D10']!=c['A9']; assert [x for x in r.iter(N+'g') if x.get('class')=='marker' and x.get('data-id')=='hg']; t=' '.join(x.text or '' for x in r.iter(N+'text')); assert 'hh (held)' in t and 'Obstacle Line' in t, t" $TMP/b.svg
sh: rsvg-convert $TMP/b.svg -o $TMP/b.png && test -s $TMP/b.png
--- stdout
--- stderr
