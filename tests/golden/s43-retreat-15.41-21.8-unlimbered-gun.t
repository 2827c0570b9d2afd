# §15.41 with §21.8 (issue 12): a red-MA gun in an enemy ZOC "ne peut pas
# effectuer de retraite d'une ZdC ennemie si elle n'est pas marquée limbered".
# Marked withdraw (§4.3), it must retreat in the retreat phase; it cannot, so
# "reste dans son hex et perd un pas de perte" (§21.8): the 17-pdr (one step)
# is eliminated, its withdraw marker gone; it no longer escapes both the
# retreat and the attack obligation (§9.1). The odds say so for every die.
cmd: resolve tests/golden/data/move-c.csv retreat unit=uk-17pdr --dice 3 -o $TMP/out.csv
status: 0
sh: grep -qx 'unit,uk-17pdr,allied,UK,56,65at,tow_only,company,nato,soft,AT,eliminated,,1,0,1,8,2,2,,,4,red,,,,,,' $TMP/out.csv
sh: $UMPIRE odds tests/golden/data/move-c.csv retreat unit=uk-17pdr --format csv | grep -c ',blocked: eliminated,' | grep -qx 6
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-17pdr rolls 1d6 = 3: retreat 3 hexes (§21.2).
uk-17pdr has a red or yellow MA and is not limbered: it cannot retreat out of the enemy ZOC in 3429, so it stays and loses a step: eliminated (§15.41, §21.8).
