# --since, --region and --labels draw on the picture: without --format svg, exit 64.
cmd: show fixtures/salerno43/commandos-2129.csv --since fixtures/salerno43/commandos-2129.csv
status: 64
--- stdout
--- stderr
umpire: --since draws on the picture: add --format svg
