# --card "Assault Centre" orders units in the Allied centre; gb-sarm-1 in 1019 is in
# the right section: refused (B-5, B-6).
cmd: resolve fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --card "Assault Centre" --seed 7
status: 1
sh: "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --card "Probe Right" --seed 7 >/dev/null
sh: "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --card right:2 --seed 7 >/dev/null
sh: out=$("$UMPIRE" odds $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --card "Recon Left" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not in the right section\|not in the left section"
sh: "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --card "Blitz Centre" 2>/dev/null; test $? = 64
sh: "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --card "middle:2" 2>/dev/null; test $? = 64
--- stdout
--- stderr
umpire: gb-sarm-1 is not in the centre section of the allies player, which the card Assault orders (B-5, B-6)
