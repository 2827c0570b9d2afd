# §4.2: Utah lands 4 PE a movement phase: the 9th would make 6; it stays in reserve.
cmd: resolve tests/examples/data/n44-land.csv land unit=us-83,us-9 at=utah --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: the depot utah lands 4 PE a movement phase; 3 landed already: us-9 stays in the strategic reserve (§4.2)
