# show: Scenario 1's set-up by place, counter values unknown ('?').
cmd: show fixtures/normandie44/cherbourg.csv
status: 0
--- stdout
normandie44: turn 1, phase weather; VP allied 0, german 0
track:?
  de-17ss                german de    pzgren     ?-?-?, steps ?
  de-265                 german de    infantry   ?-?-?, steps ?
  de-353                 german de    infantry   ?-?-?, steps ?
  de-77                  german de    infantry   ?-?-?, steps ?
  us-79                  allied us    infantry   ?-?-?, steps ?
  us-83                  allied us    infantry   ?-?-?, steps ?
  us-9                   allied us    infantry   ?-?-?, steps ?
  HQ us-viii             allied us    Disponible, 0 Offensive markers
0718
  us-101                 allied us    para       ?-?-?, steps ?, D1
0518
  us-4-12                allied us    infantry   ?-?-?, steps ?
  us-4-22                allied us    infantry   ?-?-?, steps ?
  us-899-td              allied us    td         ?-?-?, steps ?
0619
  us-4-8                 allied us    infantry   ?-?-?, steps ?
  us-70-tk               allied us    armour     ?-?-?, steps ?
  us-746-tk              allied us    armour     ?-?-?, steps ?
  us-82-505              allied us    para       ?-?-?, steps ?
  HQ us-vii              allied us    Disponible, 1 Offensive marker
0620
  us-82-507              allied us    para       ?-?-?, steps ?, D1
  us-82-508              allied us    para       ?-?-?, steps ?, D1
1218
  HQ de-lxxxiv           german de    Disponible, 0 Offensive markers
--- stderr
