# new without a game lists the games, exit 0.
cmd: new
status: 0
--- stdout
salerno43	Salerno 1943 (Clark's 5th Army / von Vietinghoff's 10th Army), company level
omaha	D-Day at Omaha Beach (Decision Games), solitaire, card driven
memoir44	Memoir '44 with the D-Day Landings expansion (Jour J), battle dice and command cards
normandie44	Normandie 1944, un été sanglant (division level, June to August 1944)
--- stderr
