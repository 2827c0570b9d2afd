# show --format svg (normandie44): Scenario 1's set-up drawn: well-formed XML; the hexes
# named AABB (row AA, column BB) on core/grid's geometry at (column BB, row AA): us-101,
# alone in 0718, on the centre of column 18, row 7 (x = 1.5 R 18, y = sqrt(3) R 7.5, even
# columns half a hex lower); the VII Corps HQ on top of 0619's stack with its Offensive
# marker; the Utah depot tag; the strategic boxes as places; the band says turn and phase;
# rsvg-convert renders it to a PNG of the declared size.
cmd: show fixtures/normandie44/cherbourg.csv --format svg -o $TMP/b.svg
status: 0
sh: python3 -c "import sys,math,xml.etree.ElementTree as E; N='{http://www.w3.org/2000/svg}'; r=E.parse(sys.argv[1]).getroot(); g={x.get('data-id'):x for x in r.iter(N+'g') if x.get('class')=='counter'}; u=g['us-101']; b=[q for q in u.findall(N+'rect') if q.get('fill')!='#000'][0]; cx=float(b.get('x'))+20; cy=float(b.get('y'))+20; assert u.get('data-at')=='0718' and abs(cx-1.5*36*18)<0.01 and abs(cy-math.sqrt(3)*36*7.5)<0.01, (cx,cy); q=g['us-vii']; t=' '.join(x.text or '' for x in q.iter(N+'text')); assert q.get('data-at')=='0619' and 'HQ' in t and 'Disponible' in t and 'Of1' in t, t; assert list(g).index('us-vii')>list(g).index('us-4-8'); c=[p for p in r.iter(N+'polygon') if p.get('data-cell')=='0617']; assert c; w=' '.join(x.text or '' for x in r.iter(N+'text')); assert 'turn 1' in w and 'phase weather' in w and 'Dp' in w and 'Rennes (?)' in w, w; assert [x for x in r.iter(N+'rect') if x.get('data-place')=='box:Rennes']" $TMP/b.svg
sh: rsvg-convert $TMP/b.svg -o $TMP/b.png && python3 -c "import sys,struct; d=open(sys.argv[1],'rb').read(); w,h=struct.unpack('>II',d[16:24]); import xml.etree.ElementTree as E; r=E.parse(sys.argv[2]).getroot(); assert (w,h)==(int(float(r.get('width'))),int(float(r.get('height')))), (w,h)" $TMP/b.png $TMP/b.svg
--- stdout
--- stderr
