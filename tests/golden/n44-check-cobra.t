# Scenario 2 (§11.2), as the digest's Appendix A.2 reads it: a valid state.
cmd: check fixtures/normandie44/cobra.csv
status: 0
--- stdout
fixtures/normandie44/cobra.csv: valid normandie44 state
--- stderr
