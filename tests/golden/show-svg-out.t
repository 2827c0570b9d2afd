# show --format svg -o FILE: the picture goes to the file (nothing on stdout), well-formed
# XML with an svg root sized in pixels, every unit a counter group placed on its hex.
cmd: show fixtures/salerno43/commandos-2129.csv --format svg --labels -o $TMP/b.svg
status: 0
sh: python3 -c "import sys,xml.etree.ElementTree as E; r=E.parse(sys.argv[1]).getroot(); assert r.tag==\"{http://www.w3.org/2000/svg}svg\" and float(r.get(\"width\"))>0; g=[x for x in r.iter() if x.get(\"class\")==\"counter\"]; assert sorted((x.get(\"data-id\"),x.get(\"data-at\")) for x in g)==[(\"16pz-pio-3\",\"2531\"),(\"2cdo-a\",\"2129\"),(\"2cdo-b\",\"2129\"),(\"cp-2228\",\"2228\")]" $TMP/b.svg
--- stdout
--- stderr
