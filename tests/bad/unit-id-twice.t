# tests/bad/unit-id-twice.csv (see README.md): two units with the id '2cdo-a': the
# second is refused, at line 17, field 2.
cmd: check tests/bad/unit-id-twice.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/unit-id-twice.csv:17:2: unit id '2cdo-a' is used twice
