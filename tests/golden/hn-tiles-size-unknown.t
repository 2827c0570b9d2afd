# A fresh scenario's tiles have no size ('?'): the board stops with exit 69
# naming the tiles table's cell to fill (show needs the board).
cmd: show fixtures/heroes/sc-3.csv
status: 69
--- stdout
--- stderr
umpire: tables/heroes/tiles.csv:22:4: table heroes/tiles, row WJ6-B, column at is unknown ('?') (tile size, scenario plan): the rulebook does not give this value. Fill it in: edit tables/heroes/tiles.csv, or pass --tables DIR with your own copy of tiles.csv.
