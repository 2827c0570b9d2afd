# --region FROM-TO needs two cells (CCRR or a square's name): exit 64, nothing written.
cmd: show fixtures/salerno43/commandos-2129.csv --format svg --region 2129 -o $TMP/b.svg
status: 64
sh: test ! -e $TMP/b.svg
--- stdout
--- stderr
umpire: --region 2129: not FROM-TO, two cells such as 2125-2533 or A1-F8
