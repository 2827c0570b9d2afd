# Issue 13, accident 9: show printed raw terminal escapes from state fields (a
# state from a stranger could clear the screen or retitle the terminal). Control
# characters are shown as \x1b, \x07..., and C1 controls as \u009b.
cmd: show tests/golden/data/pbem-escapes.csv
status: 0
sh: ! "$UMPIRE" show tests/golden/data/pbem-escapes.csv | LC_ALL=C grep -q "$(printf "\033")"
sh: "$UMPIRE" show tests/golden/data/pbem-escapes.csv | grep -qF '\x1b]0;pwned\x07'
