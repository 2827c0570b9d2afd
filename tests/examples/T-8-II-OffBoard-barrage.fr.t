# French transcript of T-8-II-OffBoard-barrage.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-barrage.csv bombard by=barrage to=0605 retreat=0604 --card "Recon 1 Centre" --dice 3,5,1,6 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,de-arm-1,axis,DE,armor,0604,1," $TMP/s.csv
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-barrage.csv reinforce recon1=barrage --dice 6,6,6,6,6,6,6,6 | grep -q "^set,flag_moves.allies,8"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-barrage.csv bombard by=barrage to=0605 --card "Probe Centre" --dice 3,5,1,6 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "a Recon 1 played as a barrage"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Une Reconnaissance 1 jouée comme soutien d'artillerie hors-carte sur de-arm-1 : 4 dés, sans tenir compte des protections du terrain ; symbole, grenade et étoile infligent une perte ; les drapeaux ne peuvent être ignorés (§II-OffBoard L318).
Barrage hors plateau allié lance 4 dés de combat contre de-arm-1 : blindé, étoile, infanterie, drapeau (B-1).
de-arm-1 perd 2 figurines sur 2 coups au but (B-2).
de-arm-1 bat en retraite de 1 hex, de 0605 à 0604 (B-11).
Le sandbag en 0605 part avec l'unité qui a quitté l'hex : retiré (jeu de base 5.2, absent de la source ; BGA Sandbag.php).
Le joueur allié joue Recon Centre (B-7).
--- stderr
