# umpire games: one line per ruleset: id, title, orders (tab-separated).
cmd: games
status: 0
--- stdout
salerno43	Salerno 1943 (Clark's 5th Army / von Vietinghoff's 10th Army), company level	assault,bombard,move,retreat,land,paradrop,weather,counterattack,turn,bridge,limber,reorganize,victory,position,withdraw,advance
--- stderr
