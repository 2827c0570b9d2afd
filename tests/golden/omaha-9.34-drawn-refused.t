# §9.34, §9.3: the reinforcements of an event are drawn at random from the pools, not named by
# drawn= (which names depth markers and KG Meyer units): x9 is refused (64), nothing written.
cmd: resolve tests/examples/data/omaha-ev.csv event drawn=x9 --card '2:event=1-20/reinf-b+reinf-c+reinf-c,21-31/snipers' -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: drawn=: 'x9' was not drawn (the order drew 0 counters)
