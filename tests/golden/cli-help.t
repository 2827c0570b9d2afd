# umpire help: every command with its first form and what it does, made from the command table; exit 0.
cmd: help
status: 0
--- stdout
usage: umpire COMMAND [ARGS] [OPTIONS]

commands:
  games                   list the games: id, title, orders
  orders [GAME]           list the orders of GAME, with their keys
  rulings [GAME]          list the disputed points (rulings) of GAME
  tables [GAME [TABLE]]   list the tables of GAME, or print TABLE, or write them all into DIR
  new [GAME [SCENARIO]]   start a game from a scenario, with a fresh seed
  check STATE             check that STATE is a valid state of its game, or that DIR's tables are valid
  show STATE              print what players track in STATE, or draw it
  diff OLD NEW            what changed between two states of one game, in words
  resolve STATE ORDER [KEY=VALUE...]
                          resolve an order: the new state and its log
  odds STATE ORDER [KEY=VALUE...]
                          the exact odds of the outcomes of an order
  verify JOURNAL [STATE]  replay and check a journal; where each die came from
  commit STATE FILE [--ledger LEDGER]
                          check the orders of FILE and print their commitment
  key --ledger LEDGER COMMITMENT [decide ANSWER]
                          answer a commitment with a key, kept in the ledger
  deal new DEAL STATE SIDE SIDE [--board B]
                          a sealed deck by e-mail: shuffle, draw, unlock, show, reveal, check
  nonce                   print a fresh random key
  hash STATE              print the hash a journal's first row must match
  help [COMMAND]          list the commands, or the help of COMMAND
  version                 print the version of umpire
  completion bash|zsh     print the bash or zsh completion script

the forms and options of COMMAND: umpire help COMMAND, or umpire COMMAND --help
the version: umpire --version; the manual: umpire(1)
--- stderr
