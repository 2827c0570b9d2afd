# tests/bad/map-mp-flag-bogus.csv (see README.md): a flag mp=x, not a number of MP (65)
cmd: check tests/bad/map-mp-flag-bogus.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-mp-flag-bogus.csv:15:28: flag 'mp=x' is not a marker of umpire-salerno43(7)
