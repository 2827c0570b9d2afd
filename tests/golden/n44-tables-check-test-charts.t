# check --tables DIR GAME: the labelled test charts are valid (columns and rows added
# to the shipped ones are reported).
cmd: check --tables tests/examples/data/normandie44-tables normandie44
status: 0
--- stdout
tests/examples/data/normandie44-tables/crt.csv: column '1/2' added
tests/examples/data/normandie44-tables/crt.csv: column '3/1' added
tests/examples/data/normandie44-tables/crt.csv: column '4/1' added
tests/examples/data/normandie44-tables/crt.csv: column '5/1' added
tests/examples/data/normandie44-tables/crt.csv:5: row '0' added
tests/examples/data/normandie44-tables/crt.csv:12: row '7' added
tests/examples/data/normandie44-tables/crt.csv: valid
tests/examples/data/normandie44-tables/tec.csv: valid
tests/examples/data/normandie44-tables/tb.csv: column '1' added
tests/examples/data/normandie44-tables/tb.csv: column '2' added
tests/examples/data/normandie44-tables/tb.csv: column '3-4' added
tests/examples/data/normandie44-tables/tb.csv: column '5+' added
tests/examples/data/normandie44-tables/tb.csv:5: row '0' added
tests/examples/data/normandie44-tables/tb.csv:12: row '7' added
tests/examples/data/normandie44-tables/tb.csv: valid
tests/examples/data/normandie44-tables/weather.csv: valid
tests/examples/data/normandie44-tables/tdaa.csv: valid
tests/examples/data/normandie44-tables/tamsa.csv: valid
tests/examples/data/normandie44-tables/offensive-allied.csv: valid
tests/examples/data/normandie44-tables/offensive-german.csv: valid
tests/examples/data/normandie44-tables/german-resources.csv: valid
tests/examples/data/normandie44-tables/infiltration.csv: valid
tests/examples/data/normandie44-tables/jump.csv: valid
tests/examples/data/normandie44-tables/jump-adjust.csv: valid
tests/examples/data/normandie44-tables/drift.csv: valid
tests/examples/data/normandie44-tables/dd.csv: valid
tests/examples/data/normandie44-tables/ranger5.csv: valid
tests/examples/data/normandie44-tables/elite.csv: valid
tests/examples/data/normandie44-tables/boxes.csv: valid
tests/examples/data/normandie44-tables/naval.csv: valid
--- stderr
