# French transcript of T-23-S-heavy-artillery-medals.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-hart.csv assault from=0605 to=0604 --dice 4,5,5 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^set,medals.allies,2" $TMP/s.csv
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
gb-inf-1 (infantry, 4 figurines) en 0605 close-assaults de-hart-1 (heavy_artillery) en 0604 à la portée 1 (B-9).
infantry dés à la portée 1 : 3 (table des unités).
gb-inf-1 lance 3 dés de combat contre de-hart-1 : grenade, étoile, étoile (B-1).
de-hart-1 perd 1 figurine sur 1 coup au but (B-2).
de-hart-1 en 0604 est éliminée : 2 médailles au joueur allié (B-15 ; pages des scénarios (artillerie lourde 2 médailles)).
--- stderr
