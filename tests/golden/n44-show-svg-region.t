# show --format svg --region --labels (normandie44): the region's ends are hexes as the
# game names them (AABB): 0518-0620 is rows 05-06, columns 18-20: it draws 0518, 0619,
# 0620 and no other hex (not 0617, column 17; nor 0718, row 7),
# writes each hex's name on it, and leaves out the boxes (they are not in a region).
cmd: show fixtures/normandie44/cherbourg.csv --format svg --region 0518-0620 --labels -o $TMP/b.svg
status: 0
sh: python3 -c "import sys,xml.etree.ElementTree as E; N='{http://www.w3.org/2000/svg}'; r=E.parse(sys.argv[1]).getroot(); c=sorted(p.get('data-cell') for p in r.iter(N+'polygon') if p.get('data-cell')); assert c==['0518','0619','0620'], c; t=[x.text for x in r.iter(N+'text')]; assert all(n in t for n in c), t; assert not [x for x in r.iter(N+'rect') if x.get('data-place')]; assert sorted(set(g.get('data-at') for g in r.iter(N+'g') if g.get('class')=='counter'))==['0518','0619','0620']" $TMP/b.svg
--- stdout
--- stderr
