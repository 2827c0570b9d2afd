# §6.6: a retreat path into the sea is refused, naming why.
cmd: resolve tests/examples/data/n44-t26.csv assault hq=us-v att=us-29-115,us-29-116 to=0713 def_retreat=0613 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: de-716-736 cannot retreat along def_retreat=0613: 0613 is a sea hex (§6.6)
