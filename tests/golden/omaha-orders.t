# umpire orders omaha.
cmd: orders omaha
status: 0
--- stdout
setup: the German set-up the rulebook fixes: WN units drawn face down onto their WN hexes, depth markers, the reinforcements of Beyond the Beach (§3, §21.1)
  scenario=standard|beyond  [required]
      standard: The First Waves and D-Day at Omaha Beach (§3); beyond: Beyond the Beach (§21.1)
land: the landing check of one sector: a landing card, the Landing Table for each unit, drift, delay, losses, underwater mines (§5.1, §5.11-§5.15, §5.2)
  sector=east|west  [required]
      the sector whose landing boxes are checked (§5.1: east first, then west)
  mine=ask|auto|ID  [default: ask]
      the unit that loses the step of a mine explosion (§5.2: your choice): ask (refuse if several could), auto (most steps), or its id
  ranger=ID:N,...  [default: none]
      Ranger option (§5.13): a Ranger infantry unit with No Effect from turn 4 drifts N (1-4) boxes east by choice
  follow=LEADER:UNIT,...  [default: none]
      an HQ or General that drifts with a unit of its box (§5.12); by default leaders stay in their box
fire: the German fire of one sector: a fire card, each position of its colours fires, hits by priority, the artillery check, German disruption removed (§6, §6.1-§6.5, §11.4, §14.1)
  sector=east|west  [required]
      the sector whose fire card is drawn (§6, §4 III: East first, then West)
  prefer=ID,...  [default: none]
      the player's choice among targets equal in fire level, distance and steps (§6.31) or in artillery priority (§6.5): first named, first hit
  ties=ask|id  [default: ask]
      choices prefer= does not settle: ask (refuse, naming the units) or id (the first by unit id)
  sacrifice=ID,...  [default: none]
      1-step units whose hero is sacrificed instead of their elimination (§11.14); the marker turns Inspired (§11.15)
move: a unit or stack moves one hex; infiltration draws a fire card (§7.3, §7.31, §7.32, §7.7)
  unit=ID[,ID]  [required]
      the unit, or the two units of a stack doing the same action (§7.21)
  to=HEX  [required]
      the adjacent hex entered (§7.3), or the last hex of a longer move (§17)
  via=HEX,...  [default: none]
      from turn 17, the hexes entered before to=: infantry, Rangers and leaders 2 hexes (§17.1), tanks along roads 2 or 4 (§17.2)
  complete=yes|no  [default: yes]
      after a step lost to infiltration, whether the unit completes the move or stays (§7.32: your choice)
  free=KIND|ID:KIND,...  [default: none]
      the action is free (not counted, §7.2): hero (§11.12), inspired (§11.15), command (§11.2, §11.3, §18.3), leader (an HQ or General's own move); unit column free=TURN:KIND
  pay=1|29  [default: none]
      the division whose action a unit across the sector line spends (§7.22: your choice); by default its own, then the other's
assault: a US attack on one German-held hex: eligibility, strengths, weapons, terrain, the US Attack Table (§8, §8.1-§8.3, §8.51, §9.1)
  target=HEX  [required]
      the German-held hex attacked (one hex of a two-hex WN, §8.32)
  units=ID,...  [required]
      the attacking units (§8.1)
  naval=yes|no  [default: no]
      add a naval fire marker (§8.51)
  hero=strength|WEAPON  [default: none]
      the joker of a hero attacking from an adjacent hex (§8.23, §11.13): +1 strength, or one weapon other than FL
  us_hit=ID,...  [default: none]
      the attackers that take a US disruption or step loss of the result (your choice, §8.3)
  heavy_weapon=ID:WEAPON,...  [default: none]
      the one weapon a heavy infantry unit at range brings (§8.26, ruling a19-heavy-range-weapons=any-one)
  free=KIND|ID:KIND,...  [default: none]
      the action is free (not counted, §7.2): hero (§11.12), inspired (§11.15), command (§11.2, §11.3, §18.3), leader (an HQ or General's own move); unit column free=TURN:KIND
  pay=1|29  [default: none]
      the division whose action a unit across the sector line spends (§7.22: your choice); by default its own, then the other's
bombard: a tank or artillery barrage (a new fire card, the US Barrage Table) or a naval barrage (§8.4, §8.41, §8.12, §8.52-§8.54, §17.3)
  type=tank|art|naval  [required]
      a tank barrage (§8.4, a fire card), an artillery barrage (§17.3, from turn 17, a fire card) or a naval barrage (§8.52, a naval fire marker, no card)
  target=HEX  [required]
      the German-held hex barraged
  unit=ID  [default: none]
      the firing tank or artillery (type=tank, type=art)
  observer=ID  [default: none]
      a non-disrupted infantry unit in the target's field of fire (§8.4: when the tank is not in it; §8.52: always)
  free=KIND|ID:KIND,...  [default: none]
      the action is free (not counted, §7.2): hero (§11.12), inspired (§11.15), command (§11.2, §11.3, §18.3), leader (an HQ or General's own move); unit column free=TURN:KIND
  pay=1|29  [default: none]
      the division whose action a unit across the sector line spends (§7.22: your choice); by default its own, then the other's
advance: a German reinforcement advances along its arrow (extended game) (§16.8, §16.81-§16.86)
  position=ID  [required]
      the advancing reinforcement position (§16.8)
  path=HEX,...  [default: none]
      the hexes of §16.82's diagram, ending on the destination (the diagrams are not in the text)
  us_loss=ID  [default: none]
      the US unit on the path that loses a step (your choice, §16.82)
  displace=ID:HEX,...  [default: none]
      where US units in the destination go (adjacent, off the path, your choice, §16.82)
climb: an infantry unit climbs a bluff or a cliff (§7.4, §7.5, §17.11, §17.12)
  unit=ID  [required]
      the infantry unit climbing (§7.4, §7.5)
  to=HEX  [required]
      the hex beyond the bluff or cliff hexside
  free=KIND|ID:KIND,...  [default: none]
      the action is free (not counted, §7.2): hero (§11.12), inspired (§11.15), command (§11.2, §11.3, §18.3), leader (an HQ or General's own move); unit column free=TURN:KIND
  pay=1|29  [default: none]
      the division whose action a unit across the sector line spends (§7.22: your choice); by default its own, then the other's
rally: a unit removes a Climb, Climb Cliff or Disrupted marker (§7.4, §7.5, §7.7)
  unit=ID  [required]
      the unit removing a marker (a free action)
  marker=climb|climb-cliff|disrupted  [required]
      the marker removed (§7.4, §7.5, §7.7)
exit: a US unit leaves the map through a lettered exit hex (its action, a reading); its steps count at the end (§2.1, §20.3, §7.3)
  unit=ID  [required]
      the unit on a lettered exit hex that leaves the map (§2.1, §20.3)
  free=KIND|ID:KIND,...  [default: none]
      the action is free (not counted, §7.2): hero (§11.12), inspired (§11.15), command (§11.2, §11.3, §18.3), leader (an HQ or General's own move); unit column free=TURN:KIND
  pay=1|29  [default: none]
      the division whose action a unit across the sector line spends (§7.22: your choice); by default its own, then the other's
endphase: the end of the US action phase: the stacking limit (§7.6)
  eliminate=ID,...  [default: none]
      the units eliminated over the stacking limit (your choice, §7.6)
cp: an HQ becomes a command post, advances its range, or is abandoned (§18, §18.1, §18.11, §18.2)
  hq=ID  [required]
      the HQ (§18)
  action=establish|advance|abandon  [required]
      become a CP (§18.1), advance its range marker (§18.2), or abandon it (§18.11)
command: the HQs, Generals and CPs commanding a unit (changes nothing) (§11.2, §11.3, §18.3, §18.32)
  unit=ID  [required]
      the unit whose commanders are listed
base: engineer bases: placed, their range advanced, what it covers (§19, §19.1-§19.34)
  div=1|29  [required]
      the division of the base (§19: two each)
  hex=HEX  [required]
      the base's beach hex
  action=place|advance|show|garrison  [required]
      place a base (§19.1), advance its range (§19.2), or list what its range covers (§19.3, changes nothing)
  position=ID  [default: none]
      action=garrison: the unoccupied German position in the base's range that takes a US garrison (§19.3)
  base=1|2  [default: none]
      the division's base 1 or 2 (in the order placed): needed when two of its bases share the hex (§19.1 does not forbid it)
reinforce: German Reinforce actions: empty reinforcement positions of the card's colours receive units, highest number first (§16, §16.4, §9.3, §9.34)
  sector=east|west  [required]
      the sector whose fire card orders the Reinforce actions (§16, §16.4)
german-action: the German actions a sector's fire card gives (extended game), in §16's order: highest number first, Advances last (§16, §16.1-§16.9, §16.85)
  sector=east|west  [required]
      the sector whose fire card's colours and letters give the German actions (§16)
  drawn=ID,...  [default: none]
      the counters drawn at the table, in the order of the draws (depth markers §16.2, eliminated WN units §16.1)
  prefer=ID,...  [default: none]
      the player's choice among US units equal on the rules' criteria (§16.5, §16.61, §16.7, §16.91): first named, first chosen
  ties=ask|id  [default: ask]
      choices prefer= does not settle: ask (refuse, naming the units) or id (the first by unit id)
  path=HEX,...  [default: none]
      an Advance's path (§16.82's diagram), ending on its destination
  us_loss=ID  [default: none]
      the US unit on an Advance's path that loses a step (§16.82)
  displace=ID:HEX,...  [default: none]
      where US units in an Advance's destination go (§16.82)
event: the event phase: a card is drawn and the event of the turn's band applied (§4 II, §15, §8.5, §9.2-§9.5, §11.11, §13.12, §6.53)
  unit=ID  [default: none]
      the US unit of the named division that receives a Hero event's marker (§11.11: your choice)
  drawn=ID,...  [default: none]
      the counters drawn at the table from the German boxes, in the order of the draws (depth markers, Kampfgruppe Meyer units; §9.21, §9.5)
clear: the engineers clear beach obstacles outside the fields of the positions whose colour is on this turn's fire card (§10.1, §10.11, §10.12)
  sector=east|west  [required]
      the sector whose engineers clear (§10.1)
  hexes=HEX,...  [required]
      the beach hexes cleared: 2 at low tide, 1 at mid tide, 0 at high tide per sector and turn (§10.12)
loc: whether a German position traces a line of communication (changes nothing) (§12.1, §12.2, §12.21-§12.23)
  position=ID  [required]
      the German position whose line of communication is traced
usloc: whether a hex traces a US line of communication to the beach (changes nothing) (§12.3, §12.31)
  hex=HEX  [required]
      the hex whose US line of communication is traced (§12.3)
victory: the count of victory points and its victory level (§13.2, §13.21, §13.22, §20.2, §20.3, §21.2, §22.1)
  check=first-waves|dday-16|dday-32|beyond  [required]
      the victory check: The First Waves (§13.2), the full game's first (§20.2) or final (§20.3) check, Beyond the Beach (§21.2)
  vp=N  [default: none]
      the victory points as the player counts them, overriding the count umpire makes from the state and map (§13.2, §13.22, §20.3)
ashore: every unit in a landing box lands on its box's hex at the current tide's water line (§5.2, §5.22)
arrive: this turn's arrivals go from the turn track to landing boxes (or are delayed by choice) (§5.3, §5.31-§5.34)
  place=ID:BOX,...  [default: none]
      the landing box of each arriving unit whose code names a beach or a division (§5.3), or of a delayed unit arriving after turn 10 that goes to another box of either sector (§5.34)
  delay=ID,...  [default: none]
      arrivals postponed by one turn, from turn 7 (§5.34)
endturn: end of the turn: drowning under the tide, cards to the discard, the reshuffle mark, the turn marker (§5.21, §4 VI, §13.1)
observers: the off-map German artillery turns inactive when all its observer positions are under US control, active again when one is re-occupied or has a LOC (fire does it before each artillery check) (§6.51)
  sector=east|west|both  [default: both]
      the artillery box whose off-map units' observers are checked (§6.51)
decide: answer a pending decision: resolve STATE decide ANSWER
--- stderr
