# umpire games: one line per ruleset: id, title, orders (tab-separated).
cmd: games
status: 0
--- stdout
salerno43	Salerno 1943 (Clark's 5th Army / von Vietinghoff's 10th Army), company level	assault,bombard,move,retreat,land,paradrop,weather,counterattack,turn,bridge,limber,reorganize,victory,position,supply,withdraw,advance
omaha	D-Day at Omaha Beach (Decision Games), solitaire, card driven	setup,land,fire,move,assault,bombard,advance,climb,rally,exit,endphase,cp,command,base,reinforce,german-action,event,clear,loc,usloc,victory,ashore,arrive,endturn,observers
memoir44	Memoir '44 with the D-Day Landings expansion (Jour J), battle dice and command cards	play,order,fire,assault,bombard,move,land,reinforce,deploy,control,turn,clear,end,deal
normandie44	Normandie 1944, un été sanglant (division level, June to August 1944)	assault,advance,exploit,siege,move,infiltrate,bombard,land,drop,overrun,strategic,weather,air,assign,storm,allocate,offensive,supply,airsupply,initiative,rest,replace,withdraw,victory,turn
--- stderr
