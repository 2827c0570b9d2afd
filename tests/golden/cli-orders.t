# umpire orders salerno43: each order with its parameters, defaults and rule sections.
cmd: orders salerno43
status: 0
--- stdout
assault: a close combat of up to 3 rounds between adjacent stacks (§9, §11.2-§11.4, §12, §15.2, §19.23, §19.41)
  from=HEX[,HEX...]  [required]
      the attacking hexes (the active player's, §9.11)
  to=HEX[,HEX...]  [required]
      the defending hexes, each adjacent to an attacker (§9.11)
  att=ID,...  [default: none]
      attackers fighting directly: the top of each stack (§9.21, §9.22); default: as many from the top as §9.21 allows
  def=ID,...  [default: none]
      defenders fighting directly, as att=
  support=ID[:indirect][@R],...  [default: none]
      the attacker's supporting units (§9.5): heavy weapons (§9.51), indirect X-Y (§9.52, in range or from an adjacent ZOC §9.522), direct (§9.53, line of sight); @R: the round of a single-round supporter (§9.525, §9.535), which the order must name; :indirect for an armoured platoon's single value (§9.525)
  def_support=ID[:indirect][@R],...  [default: none]
      the defender's supporting units, as support=
  over8=7:1|A+B  [default: none]
      at 8:1 or more, the attacker's choice (§9.63): the 7:1 column (no damage to the attacker) or two attacks, e.g. 3+5 or 4+4
  continue=yes|no,...  [default: none]
      each §9.67 decision in turn, by the side that lost less
  policy=ask|always|never  [default: ask]
      §9.67 decisions not named by continue=: ask (wait, recording a pending decision), always continue, or never
  allied_loss=ID,...  [default: none]
      the Allied units that take each step lost, in order (§9.64, §9.68)
  axis_loss=ID,...  [default: none]
      the Axis units that take each step lost, in order
  allied_type=nato|silhouette,...  [default: none]
      rounds 1 and 2: the type the Axis player names for each Allied step lost, in order; the Allied unit that takes it is of that type (§9.64 a-c); not named, with both types among the fighters: a pending decision (or loss=top: the topmost unit)
  axis_type=nato|silhouette,...  [default: none]
      the same, named by the Allied player for the Axis steps
  loss=ask|top  [default: ask]
      steps not named by *_loss=: ask (pending decision), or top: the topmost unit that fought
  rotate1=ID,...  [default: none]
      units that fought, sent to the bottom of their stack after round 1 (§9.7, §6.12)
  rotate2=ID,...  [default: none]
      the same after round 2
  fortified=use|keep  [default: use]
      whether a Fortified marker absorbs a step (§19.23)
  rounds=1|2|3  [default: 3]
      odds only: stop after this many rounds
bombard: artillery, air or naval bombardment, or the Axis air attack on ships (§8, §13, §16, §25, §9.653, §19.23, §19.41)
  kind=artillery|air|naval|ships  [required]
      artillery before a combat (§13), an air marker (§16), a ship's fire (§25), or the Axis air attack on ships (§8)
  at=HEX  [required]
      the target hex (for kind=ships, the ships' sea hex)
  by=ID,...  [default: none]
      artillery: the bombarding units (§13.0); naval: the ship (§25.13)
  targets=ID,...  [default: none]
      artillery: the units declared for the combat, the top of their stack (§13.2); default: as many from the top as §9.21 allows
  mode=auto|offensive|defensive  [default: auto]
      artillery: by the attacker or the defender of the combat (§13.0); auto: offensive if the bombarding side is the state's active side
  value=1|2|3  [default: none]
      air: the marker's value (Axis 1 or 2, Allied 2 or 3, §16.12)
  markers=HEX,...  [default: none]
      air: the hexes of the side's other markers this phase (§16.13), so that an AA unit able to fire at several tests once, in its most favourable case (§16.23)
  type=nato|silhouette  [default: none]
      artillery: the type of unit that loses the step, named by the bombarding player (§13.5)
  loss=ID,...  [default: none]
      the units that take the steps lost, named by their owner (§13.5, §25.31)
  pick=ask|top  [default: ask]
      choices not named: ask (pending decision) or top: the topmost unit
  fortified=use|keep  [default: use]
      whether a Fortified marker absorbs a step (§19.23)
  hit=ID,...  [default: none]
      ships: the ships hit, chosen by the Axis player (ruling ship-hit-by), in the order of the table's hits (§8.4)
move: move a unit or a stack along a path of hexes, priced hex by hex (§4, §5, §6, §7.33, §11.22-§11.42, §18, §20, §23, §24.12)
  unit=ID[,ID...]  [required]
      the unit, or units moving together from one hex (§6.14); an off-map reinforcement enters by path='s first hex (§18)
  path=HEX,HEX,...  [required]
      every hex entered, in order, without the start hex (§5.1)
  forced=yes|no  [default: no]
      forced march: MA x 2, never within 2 hexes of the enemy (§23)
  opp_fire=ask|yes|no  [default: ask]
      the inactive player's opportunity fire when the move ends marked assault (§4.2): ask (pending decision), yes or no
  exit=yes|no  [default: no]
      §28.12: Allied units ending in the exit hex 0307 leave the map (hex exited)
retreat: a unit marked withdraw rolls its retreat distance and retreats (§21, §4.3, §7.33)
  unit=ID  [required]
      a unit marked withdraw (§21.0, §4.3)
  announce=-1|0|+1  [default: 0]
      the modifier announced before the die (§21.2)
  path=HEX,...  [default: none]
      the retreat path chosen so far; where several remain, the order waits for the next hex (pending decision, §21.7)
land: the landing check: first-wave reaction fire, beach markers (placing, building, loss), landing limits, the Salerno beach hexes (§24.11, §24.2-§24.22, §24.4-§24.441, §7.22, §28.2)
  fire=GROUP  [default: none]
      §24.11: the Axis reaction fire on the first-wave units of the beaches of this group (a `fire` value of the beach rows, a row of the landing-fire table)
  loss=ID,...  [default: none]
      §24.11: the Allied units that take the steps, in order (each at most one); not named: a pending decision
  place=BEACH[@HEX],...  [default: none]
      §24.4-§24.433: place beach markers (night beach phase); @HEX picks position 1 or 2 of Roger Green or Uncle Red (§24.422)
  build=BEACH[@HEX]  [default: none]
      §24.42-§24.432: start building a beach (night beach phase)
  linked=TURN  [default: none]
      §24.423: the turn hex 2129 was linked to Salerno by a supply line (building the commando beach after the 9th)
  threat=BEACH,...  [default: none]
      §24.44: at the start of a combat phase, the beaches whose markers 3 Axis companies are adjacent to
  salerno=ID  [default: none]
      §7.22, §24.425: the Allied unit in a Salerno beach hex that acts as a Small beach marker
  units=ID,...  [default: none]
      §24.2-§24.32, §18.3: second-wave units and reinforcements waiting off the map that land on beach= (6 companies a turn, 9 on a full beach)
  beach=BEACH[@HEX]  [default: none]
      the beach units= land on
paradrop: the Allied paradrops due this night turn: precision, drift, landing damage, per-hex losses (§26, §22.42)
  plan=ID@HEX,...  [default: none]
      §26.1, §26.11: plan the drops of the next night turn instead of resolving this one's
  hex_loss=ID,...  [default: none]
      §26.24: units that take the per-hex steps, in order; the rest in the order of the drop rows
weather: the weather roll of a turn (optional rule) (§22, §3.1 A a, §3.3 A a)
counterattack: declare a counterattack at night: when the side becomes first player (§10, §3.3)
  side=allied|axis  [default: axis]
      the declaring side, the second player (§3.3, §10.2, §10.3)
turn: end the game turn and begin the next (its first player and its phases), or end a phase (end=), removing the markers the rules end there (§3, §9.9, §10, §11.6, §16.34, §25.23, §27.22-§27.24)
  end=turn|player|phase|PHASE  [default: turn]
      what ends: the game turn (§3: its end-of-turn markers, then the next turn), the first player's turn (§3.1 C: the second player becomes active), the phase the state records (set,phase), or a phase by its id (SEQUENCE OF PLAY): with set,phase the order walks every phase up to that end, doing what the rules do at each (§9.9 assault, opp_fire; §27.22-§27.24; §6.11, §11.6 RMF markers); without it, combat, movement and retreat end that phase of the active player
  ships=ID@HEX,...  [default: none]
      at the end of the game turn: the ships due back (§25.23, §8.2) placed in a full-sea hex of the Gulf of Salerno (§18.37, §25.11)
  eliminate=ID,...  [default: none]
      §6.11: at the end of a retreat phase, the active player's units that go from a stack over the limit (8 companies; §18.36: re-embarked from a completed beach); not named: a pending decision
bridge: demolish a bridge (a marker from the cup) or repair one (§20)
  action=demolish|repair  [required]
      §20.2 demolish (a unit that did not move) or §20.3 repair (an engineer, no enemy ZOC)
  id=BRIDGE  [required]
      the bridge (a `bridge` row)
  unit=ID  [required]
      the unit that does it
  reject=no|yes  [default: no]
      §20.26: in an enemy ZOC, the opponent refuses the marker shown and forces a second draw
limber: put on or take off a unit's "limbered" marker (§15.4-§15.42)
  unit=ID  [required]
      a tow-only unit with a red or yellow MA (§15.4)
  to=on|off  [required]
      put the "limbered" marker on, or take it off
reorganize: the night recovery of reduced infantry (§14.21), eliminated infantry pairs (§14.23) and armoured platoon pairs (§14.3) (§14)
  units=ID,...  [default: none]
      §14.21: the reduced, supplied infantry companies that test (1d6, 4 or more); default: every one of the active player's
  pair=ID,ID[,ID]  [default: none]
      §14.23: two eliminated infantry companies of one battalion, or §14.3: two (or three, §14.33) eliminated armoured platoons of one division (Axis) or battalion (Allies) and model: the first named returns
  hex=HEX  [default: none]
      §14.23, §14.31: where the returning unit is placed: a supplied city not in an enemy ZOC
victory: judge the victory conditions (§28, §29)
position: build an Improved Position or a Fortified one, one step per works phase (§19.1, §19.2)
  hex=HEX  [required]
      the hex of the position
  units=ID,...  [required]
      the builders in the hex, who did not move: an engineer company or 3 infantry companies for an IP (§19.11), 3 engineer companies for a Fortified marker (§19.21)
supply: trace the supply line of each unit of the active side and place or remove its "out of supply" marker (§7.0-§7.22, §7.34, §24.42)
  side=allied|axis  [required]
      the side whose units are checked: the active player's (§7.34)
withdraw: declare at the start of the combat phase the units in an enemy ZOC that will not attack: marked withdraw, they retreat in the retreat phase (§4.3, §21.0, §9.83)
  unit=ID[,ID...]  [required]
      the active player's units in an enemy ZOC that will not attack (§4.3), or lower than an enemy across a precipice (§9.83)
advance: advance after combat: a stack next to an RMF marker enters the RMF hex or another hex of its routes (§11, §4.11, §5.12, §6.3)
  unit=ID[,ID...]  [required]
      the advancing units, all in one hex next to an RMF marker oriented against their side (§11.12)
  path=HEX[,HEX]  [required]
      the hexes entered, in order, without the start hex: 1, or 2 next to an RMF = 1/2 (§11.21, §11.31, §11.41)
sail: the Allied ship movement phase of a night turn: ships move to another sea hex (§25.1, §25.11-§25.123, §6.2)
  ships=ID,...  [required]
      the Allied warships that change hex (`ship` rows on the map)
  to=HEX  [required]
      a sea hex of the Gulf of Salerno (§25.11, §25.12), within the coast limits when the `sea` row gives its coast distance (§25.121, §25.122)
benchmark: judge the historical benchmarks of §28.31 due this turn (optional rule; compulsory in the hypothetical scenario) (§28.31, §28.3, §29.2)
decide: answer a pending decision: resolve STATE decide ANSWER
--- stderr
