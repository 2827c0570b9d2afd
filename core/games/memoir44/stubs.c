#include "m44.h"
int m44_move_resolve(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); }
int m44_land_resolve(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); }
int m44_reinforce_resolve(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); }
int m44_reinforce_odds(struct game_ctx *g, const struct state *st, const struct order *o, struct odds_report *r, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); }
int m44_control_resolve(struct game_ctx *g, struct state *st, const struct order *o, struct chance *c, struct err *e) { return err_set(e, EXIT_USAGE, "todo"); }
