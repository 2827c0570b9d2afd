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
decide: answer a pending decision: resolve STATE decide ANSWER
--- stderr
