# umpire check validates the ship rows of bombard (umpire-salerno43(7)): a ship of
# an unknown nation is bad data, with file:line:column.
cmd: check tests/examples/data/e17.csv
status: 0
sh: sed 's/^ship,us-cl-a,US,CL,1027/ship,us-cl-a,FR,CL,1027/' tests/examples/data/e17.csv >$TMP/bad.csv
sh: ! $UMPIRE check $TMP/bad.csv 2>$TMP/err
sh: grep -qF "bad.csv:20:3: nation is not US or UK: 'FR' (umpire-salerno43(7))" $TMP/err
