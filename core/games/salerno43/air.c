/* air.c: placeholder */
#include "bombard.h"
int bd_air(struct bd_ctx *b, struct chance *c, struct odds_report *r, struct err *e)
{ return err_set(e, EXIT_USAGE, "bombard: kind=air is not available yet"); }
