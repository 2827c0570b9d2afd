#include "bombard.h"
int bd_ships(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e)
{ return err_set(e, EXIT_USAGE, "bombard: kind=ships is not available yet"); }
