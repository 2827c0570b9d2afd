# §6.3: no advance into an enemy hex (pz-1 in 3132), nor a US unit onto a
# British one (uk-1 in 2931).
cmd: resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=3031,3132
status: 1
sh: $UMPIRE resolve tests/golden/data/s43-advance.csv advance unit=us-1 path=2931 2>&1 >/dev/null | grep -qF 'us-1 (US) may not stack with uk-1 (UK) in 2931 (§6.3)'
--- stdout
--- stderr
umpire: advance: 3132 holds enemy units (§6.3)
