# umpire new normandie44 lists its scenarios: the campaign and §11's two.
cmd: new normandie44
status: 0
--- stdout
campaign
cherbourg
cobra
--- stderr
