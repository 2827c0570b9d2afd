# umpire rulings omaha: sequence (§4, §15), the digest's 40 disputed points and drift-recheck.
cmd: rulings omaha
status: 0
--- stdout
sequence	default enforce	alternatives off	§4, §15; digest 8
    orders are refused outside their phase of the turn, or the check is off
sector-order-unit	default hex	alternatives division	§7.2, §7.22
    the sector a unit acts in for §7.2's order of the sectors (all the actions of one before the other's): its hex's (§7: « dans chaque secteur »), or its command division's (a unit across the line)
a01-cliff-first-step	default counted	alternatives free	§7.5, §7.1; A-01
    the first step of a cliff climb (placing Climb Cliff): a counted action, or free as §7.5's wording says
a02-mine-trigger	default icon	alternatives always	§5.14, §5.2, §5.15; A-02
    a mine step loss only when the landing card shows the mine icon, or at every landing in or through uncleared obstacles (turns 7-22)
a03-obstacles-cleared	default 23	alternatives 24	§5.2, §5.15, §19.4; A-03
    the turn from which all beach obstacles count as cleared (no effect on mines, which §5.14 limits to turns 7-22)
a04-hit-limit-markers	default all	alternatives revealed	§6.31; A-04
    depth markers counted in a position's hit limit: all, or only revealed ones
a05-disrupted-hit	default skip	alternatives wasted	§6.31, §6.33; A-05
    a hit that could only disrupt an already disrupted unit: the unit is skipped, or the hit is wasted on it
a06-double-disrupted	default no-fire	alternatives fire	§6.3, §6.41; A-06
    a two-hex WN whose only depth marker is under its disrupted unit, on a double symbol: it does not fire, or it fires
a07-spread-priority	default max-then-priority	alternatives priority-first	§6.31, §6.34; A-07
    hits of several positions: maximise distinct units hit, then each position's priorities; or priorities first
a08-leader-hits	default one-per-unused-hit	alternatives one-per-position	§11.4, §11.41; A-08
    leaders hit by a starred colour: one per unused hit, or one per position
a09-casualty	default first-at-one	alternatives second-step	§13.1; A-09
    a regular infantry unit enters the casualty box the first time it is at 1 step or eliminated, or only when it loses its second step
a10-battalion-control	default adjacent	alternatives own-hex	§12.1; A-10
    4-step infantry battalions control adjacent hexes, or only their own
a11-loc-adjacent	default own-hex	alternatives all-around	§12.21; A-11
    a German unit adjacent to US units negates US control of its own hex only, or all US control around it, for its LOC
a12-observer-control	default control-no-loc	alternatives control	§6.51; A-12
    an off-map artillery observer position is neutralised when US-controlled, German-free and without German LOC; or when US-controlled
a13-safety-closer	default strictly	alternatives not-farther	§7.1; A-13
    a safety move must end strictly closer to a protection hexside, or not farther
a14-actions-per	default division	alternatives sector	§4 V, §7, §14; A-14
    the US action allowance counts per division, or per sector
a15-stack-infiltration	default own-symbol	alternatives one-symbol	§7.32; A-15
    a stack infiltrating: one card, each unit checked against its own symbol
a16-two-hex-infiltration	default each-step	alternatives none	§17.1, §7.32; A-16
    infiltration during a 2-hex move: each 1-hex step checked, one card per move
a17-tank-barrage-symbol	default firer	alternatives observer	§8.4; A-17
    the target symbol a tank barrage's card must show: the firing tank's, or the observer's
a18-art-barrage-check	default same-as-tank	alternatives none	§17.3, §8.4; A-18
    the artillery barrage makes §8.4's colour and symbol check, or none
a19-heavy-range-weapons	default table	alternatives any-one	§8.26; A-19
    heavy infantry at range brings the Weapons Table's ranged weapon(s)
a20-attack-once	default position	alternatives hex	§8.16, §8.32; A-20
    a German position may be attacked once per action phase (both hexes of a two-hex WN), or each hex once
a21-tactical-reveal	default re-resolve	alternatives stop	§8.3, §9.4; A-21
    after a 'tactical reinforcement' WN marker is revealed and removed, the attack is re-resolved against the unit alone
a22-general-captured	default eligible	alternatives not-eligible	§11.31, §9.32; A-22
    a position held only by a General is eligible for an event reinforcement (the General is captured)
a23-advance-capture	default capture	alternatives displace	§16.82, §11.31; A-23
    a lone General in an Advance's destination is captured, or displaced
a24-mortar-range	default within	alternatives exactly	§16.5; A-24
    a reinforcement position's mortar reaches hexes within 3, or exactly 3 away
a25-wn-mortar	default summary	alternatives never	§16 intro, §16.5; A-25
    occupied WN positions may Mortar when the German Action Summary says so, or never
a26-action-fallback	default fire-if-targets	alternatives none	§16, §16.8; A-26
    an occupied position whose letter gives no action fires if US units are in its field; or does nothing
a27-reinforce-source	default tactical-then-division	alternatives division	§16.4, §9.3; A-27
    the Reinforce action's unit: Tactical pool, then Division
a28-redeploy-sector	default origin	alternatives any	§16.3, §6.22; A-28
    a Redeploy destination must be in the origin's sector
a29-clearing-colours	default any-appearance	alternatives fired-only	§10.1; A-29
    engineer clearing is blocked by any appearance of the colour on the card of the position's sector, or only by positions that fired
a30-clearing-disrupted	default after-removal	alternatives before-removal	§10.1, §6.4; A-30
    German disruption for engineer clearing is judged after §6.4's removal
a31-turn-32-events	default none	alternatives draw	§15; A-31
    no event card is drawn on turn 32
a32-deck-exhaustion	default reshuffle	alternatives refuse	§2.3, §4 VI; A-32
    an empty draw pile: the discard pile is shuffled into a new one, or the draw is refused
a33-two-player-choice	default owner	alternatives mover	§1, §7.22; A-33
    in two-player games, the owning division's player makes a unit's choices
a34-vp-positions	default all-13.2	alternatives pv-only	§13.2, §20.3; A-34
    §13.2 counts every controlled reinforcement position; §20.3 only PV ones
a35-us-disruption	default table	alternatives none	§7.7, §8.3; A-35
    US disruption from a failed attack comes from the Attack Table's result
a36-art-barrage-fields	default non-disrupted	alternatives any	§8.1, §17.3; A-36
    artillery barrage: only non-disrupted German units' fields forbid the artillery's hex, or any field
a37-road-stop	default any-occupied	alternatives non-disrupted	§17.2; A-37
    a tank on a road stops in the intense field of any occupied position, or only a non-disrupted one
a38-observer-fields	default printed	alternatives active	§8.4, §8.52, §6.4; A-38
    observers use the printed dots whatever the target's disruption, or none when it is disrupted
a39-hq-mine	default only-if-alone	alternatives choice	§5.2; A-39
    an HQ takes a mine explosion (delayed) only when it is the only unit that could; never by the player's choice
a40-ranger-off-row	default allowed	alternatives refused	§5.13, §5.11; A-40
    a Ranger's voluntary drift may carry it off the row (delayed)
attack-ratio	default down	alternatives nearest	§8.3
    the US Attack Table's row for a strength ratio, which the text does not say: the highest row not above it, or the nearest
art-step-cap	default yes	alternatives no	§6.5, §6.34
    whether the artillery hit of §6.5 respects §6.34's one step per unit per fire phase (the check is part of the German fire phase)
drift-recheck	default no	alternatives yes	§5.1, §5.11
    a unit that drifted into the other sector's boxes is checked again with that sector's card (the text says the card applies to the sector's boxes), or once a turn
--- stderr
