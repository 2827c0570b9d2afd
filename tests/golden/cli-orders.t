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
move: move a unit or a stack along a path of hexes, priced hex by hex (§4, §5, §6, §7.33, §11.22-§11.42, §18, §20, §23, §24.12)
  unit=ID[,ID...]  [required]
      the unit, or units moving together from one hex (§6.14); an off-map reinforcement enters by path='s first hex (§18)
  path=HEX,HEX,...  [required]
      every hex entered, in order, without the start hex (§5.1)
  forced=yes|no  [default: no]
      forced march: MA x 2, never within 2 hexes of the enemy (§23)
  opp_fire=ask|yes|no  [default: ask]
      the inactive player's opportunity fire when the move ends marked assault (§4.2): ask (pending decision), yes or no
retreat: a unit marked withdraw rolls its retreat distance and retreats (§21, §4.3, §7.33)
  unit=ID  [required]
      a unit marked withdraw (§21.0, §4.3)
  announce=-1|0|+1  [default: 0]
      the modifier announced before the die (§21.2)
  path=HEX,...  [default: none]
      the retreat path chosen so far; where several remain, the order waits for the next hex (pending decision, §21.7)
decide: answer a pending decision: resolve STATE decide ANSWER
--- stderr
