# §9.5: Kampfgruppe Meyer is named by the rules but not carried out: refused.
cmd: resolve tests/examples/data/omaha-ev.csv event --card 'event=1-16/none,17-31/kg-meyer' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: event: 'kg-meyer' (digest 3.5: §9.2, §9.5, §13.12, §6.53 or the snipers' card) is not carried out by umpire (umpire-omaha(7), NOT IMPLEMENTED)
