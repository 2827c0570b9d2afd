# An unknown command: usage error, exit 64, the usage on stderr.
cmd: frobnicate fixtures/salerno43/commandos-2129.csv
status: 64
--- stdout
--- stderr
umpire: unknown command 'frobnicate'
usage: umpire COMMAND [OPTIONS] [ARGS]

commands:
  umpire games
  umpire orders GAME
  umpire rulings GAME
  umpire tables GAME [TABLE]
  umpire check STATE
  umpire show STATE [--format text|csv|json|svg] [-o FILE] [--since OLD]
         [--region FROM-TO] [--labels]
  umpire diff OLD NEW [--format text|csv|json]
  umpire resolve STATE ORDER [ARG...] | resolve STATE decide ANSWER |
         resolve STATE --orders FILE --key KEY
  umpire odds STATE ORDER [ARG...] | odds STATE --batch FILE
  umpire new GAME SCENARIO [-o FILE]
  umpire verify JOURNAL [STATE] [--log [FILE]] [--svg DIR]
  umpire commit STATE FILE
  umpire nonce

options: --seed S, --dice N,N,..., --card C, -o FILE (--output), --in-place,
  --log FILE, --journal FILE, --format text|csv|json, --lang en,
  --rule ID=VALUE, --tables DIR, --batch FILE, --orders FILE, --key KEY
see umpire(1)
