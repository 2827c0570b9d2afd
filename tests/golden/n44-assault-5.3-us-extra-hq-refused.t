# §5.3: only the German player adds the support of several HQs to one attack.
cmd: resolve tests/golden/data/n44-mixed.csv assault hq=us-vii att=us-4-8 to=0713 support=us-vii,us-v --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: HQ us-v is not the activating HQ: only German HQs add their support to another's attack (ruling support-hq) (§5.3)
