# COMMAND --help prints the help of COMMAND and exits 0, whatever else is on the line.
cmd: odds fixtures/salerno43/commandos-2129.csv assault from=2129 --help
status: 0
--- stdout
usage: umpire odds STATE ORDER [KEY=VALUE...]
       umpire odds STATE --batch FILE

The exact odds of the outcomes of an order.

options:
  --card C                the card drawn or played at the table
  --batch FILE            the orders of a CSV file, one per row (-: standard input)
  --format text|csv|json  the format of the log or the odds; show and odds also draw: svg
  --rule ID=VALUE         another ruling of a disputed point (umpire rulings GAME)
  --tables DIR            read the tables from DIR where it has them
  --lang en|fr            the language of what umpire writes for people
  --jobs N                spread a batch over N processes (default: the processors)
  --samples N             past the odds budget, estimate from N runs of random dice
  --summary               one summary row per order of a batch

see umpire(1) and the page of each game, umpire-GAME(7)
--- stderr
