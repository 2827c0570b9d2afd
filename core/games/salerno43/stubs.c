#include "proc.h"
#include "procs.h"
#define STUB(name) \
int s43_##name##_resolve(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); } \
int s43_##name##_odds(struct game_ctx *g, const struct state *st, const struct order *o, struct odds_report *r, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); }
STUB(limber) STUB(reorganize) STUB(victory)
