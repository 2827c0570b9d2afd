# tests/bad/utf8-bad-comment.csv (see README.md): a comment ending with invalid UTF-8
# (C3 28, then a truncated E2 82): refused at line 4, the comment's line.
cmd: check tests/bad/utf8-bad-comment.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/utf8-bad-comment.csv:4:1: invalid UTF-8
