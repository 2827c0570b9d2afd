# §7.1: Anglo-Canadian units land at Gold, Juno or Sword.
cmd: resolve tests/examples/data/n44-land.csv land unit=uk-49 at=omaha --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: uk-49 lands at omaha: US units land at Utah or Omaha, the Anglo-Canadians at Gold, Juno or Sword (§7.1)
