# The Axis has no off-board artillery in Sword (set,offboard,allies): its barrage is
# refused (§II-OffBoard).
cmd: resolve tests/golden/data/m44-bcf.csv bombard by=barrage to=0605 --card "Recon 1 Centre"
status: 1
--- stdout
--- stderr
umpire: the axis have no off-board artillery in this scenario (set,offboard) (§II-OffBoard L316; scenario pages)
