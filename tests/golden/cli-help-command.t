# umpire help COMMAND: its forms, what it does and the options it takes (the command table's), exit 0.
cmd: help resolve
status: 0
--- stdout
usage: umpire resolve STATE ORDER [KEY=VALUE...]
       umpire resolve STATE decide ANSWER
       umpire resolve STATE --orders FILE --key KEY

Resolve an order: the new state and its log.

options:
  --seed S                seeded dice from S instead of the state's seed
  --dice N,N,...          the dice rolled at the table, in the order rolled
  --card C                the card drawn or played at the table
  -o, --output FILE       write the new state to FILE, the log to stdout
  --in-place              write the new state over STATE, the log to stdout
  --log FILE              write the log to FILE (verify: its narrative, to stdout when last)
  --journal FILE          add a row per order to the journal FILE
  --format text|csv|json  the format of the log or the odds; show and odds also draw: svg
  --rule ID=VALUE         another ruling of a disputed point (umpire rulings GAME)
  --tables DIR            read the tables from DIR where it has them
  --lang en|fr            the language of what umpire writes for people
  --orders FILE           resolve the committed turn of FILE
  --key KEY               the opponent's key for --orders
  --pbem                  the new journal is of a game by e-mail
  --deal FILE             the sealed deck where each --card must be shown (once per board)

see umpire(1) and the page of each game, umpire-GAME(7)
--- stderr
