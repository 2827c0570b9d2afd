# show: Scenario 1's set-up as records (view.h): scalars, units with their place, steps and
# D/A levels, HQs with their face and Offensive markers, markers, depots, controlled hexes;
# counter values unknown ('?').
cmd: show fixtures/normandie44/cherbourg.csv
status: 0
--- stdout
normandie44
  turn         1
  vp.allied    0
  vp.german    0
  phase        weather
  scenario     cherbourg
  weather      clear
  weather_adj  0

unit (17)
  at       id         side    nation  arm       div   steps  max  attack  ma  defence  markers
  track:?  de-17ss    german  de      pzgren    17SS  ?      ?    ?       ?   ?        -
  track:?  de-265     german  de      infantry  265   ?      ?    ?       ?   ?        -
  track:?  de-353     german  de      infantry  353   ?      ?    ?       ?   ?        -
  track:?  de-77      german  de      infantry  77    ?      ?    ?       ?   ?        -
  0718     us-101     allied  us      para      101   ?      ?    ?       ?   ?        D1
  0518     us-4-12    allied  us      infantry  4     ?      ?    ?       ?   ?        -
  0518     us-4-22    allied  us      infantry  4     ?      ?    ?       ?   ?        -
  0619     us-4-8     allied  us      infantry  4     ?      ?    ?       ?   ?        -
  0619     us-70-tk   allied  us      armour    -     ?      ?    ?       ?   ?        -
  0619     us-746-tk  allied  us      armour    -     ?      ?    ?       ?   ?        -
  track:?  us-79      allied  us      infantry  79    ?      ?    ?       ?   ?        -
  0619     us-82-505  allied  us      para      82    ?      ?    ?       ?   ?        -
  0620     us-82-507  allied  us      para      82    ?      ?    ?       ?   ?        D1
  0620     us-82-508  allied  us      para      82    ?      ?    ?       ?   ?        D1
  track:?  us-83      allied  us      infantry  83    ?      ?    ?       ?   ?        -
  0518     us-899-td  allied  us      td        -     ?      ?    ?       ?   ?        -
  track:?  us-9       allied  us      infantry  9     ?      ?    ?       ?   ?        -

hq (3)
  at       id         side    nation  face        off.  bonus  ma
  1218     de-lxxxiv  german  de      Disponible     0  ?      ?
  0619     us-vii     allied  us      Disponible     1  ?      ?
  track:?  us-viii    allied  us      Disponible     0  ?      ?

marker (1)
  at    id     kind       side
  0619  off-1  offensive  allied

depot (4)
  at    id              side    kind       face
  0223  cherbourg       german  cherbourg  full
  0223  cherbourg-port  allied  cherbourg  none
  none  st-vaast        allied  minor      none
  0617  utah            allied  beach      full

hex (1)
  at    control  confusion  craters
  0223  german           0        0
--- stderr
