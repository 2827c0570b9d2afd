# §4.1.2: the shipped strategic map gives no lines between boxes: exit 69.
cmd: resolve tests/examples/data/n44-t28.csv strategic unit=de-9pz path=Rennes --dice 3
status: 69
--- stdout
--- stderr
umpire: table normandie44/boxes: the lines from box Le-Mans are unknown ('?', §4.1.2): fill them in from the map (umpire tables normandie44 --template DIR)
