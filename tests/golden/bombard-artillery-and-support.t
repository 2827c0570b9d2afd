# Ruling bombard-and-support (A15): us-105-a bombards 3031 defensively and is
# marked bombarded=3031; it may not then support the defence of that combat
# (assault from 3031), but may with --rule bombard-and-support=both.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 --dice 3,4
status: 0
sh: grep -q '^unit,us-105-a,.*,fired;bombarded=3031$' "$TMP/.out"
sh: ! $UMPIRE resolve "$TMP/.out" assault from=3031 to=3132 def_support=us-105-a --dice 1,1,6,6 policy=never loss=top 2>$TMP/err
sh: grep -qF 'assault: us-105-a bombarded 3031 before this combat and cannot also support it (§13.0; ruling bombard-and-support)' $TMP/err
sh: $UMPIRE resolve "$TMP/.out" assault from=3031 to=3132 def_support=us-105-a --dice 1,1,6,6 policy=never loss=top --rule bombard-and-support=both >/dev/null 2>&1
