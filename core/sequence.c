/*
 * sequence.c: the check that an order belongs to the phase the state records
 * (see sequence.h). The phases themselves, and what happens between them, are
 * each game's: this file only compares a verb's list with the state.
 */
#include <string.h>

#include "game.h"
#include "kit.h"
#include "i18n.h"
#include "sequence.h"

const char *seq_phase_of(const struct state *st)
{
	const char *p = state_get(st, "phase");

	return p != NULL && *p != '\0' ? p : NULL;
}

const struct seq_phase *seq_find(const struct seq_phase *phases, int n, const char *id)
{
	for (int i = 0; id != NULL && i < n; i++)
		if (strcmp(phases[i].id, id) == 0)
			return &phases[i];
	return NULL;
}

int seq_lists(const char *phases, const char *id)
{
	size_t n = strlen(id), len;

	if (phases == NULL)
		return 1;
	for (const char *p = phases; *p; p += len) {
		p += strspn(p, " ");
		len = strcspn(p, " ");
		if (len == n && strncmp(p, id, n) == 0)
			return 1;
	}
	return 0;
}

/* "the combat phase (§3.1 A c)" or "the combat or retreat phases (...)". */
static void belongs(const struct game *gm, const char *phases, char *out, size_t size)
{
	size_t used = 0, len;
	int k = 0;

	out[0] = '\0';
	for (const char *p = phases; *p && used < size; p += len) {
		p += strspn(p, " ");
		len = strcspn(p, " ");
		if (len == 0)
			break;
		char id[64];
		snprintf(id, sizeof id, "%.*s", (int)len, p);
		const struct seq_phase *ph = seq_find(gm->phases, gm->nphases, id);
		used += (size_t)snprintf(out + used, size - used, "%s%s (%s)", k++ ? "; " : "",
				ph ? _(ph->title) : id, ph ? ph->section : "?");
	}
}

int seq_allows(struct game_ctx *g, const struct state *st, const struct order *o,
		struct err *e)
{
	return seq_need(g, st, o->spec->verb, o->spec->phases, e);
}

int seq_need(struct game_ctx *g, const struct state *st, const char *what,
		const char *phases, struct err *e)
{
	const struct game *gm = g->game;
	const char *now = seq_phase_of(st), *rule;
	const struct seq_phase *ph;
	char list[600];

	if (gm->nphases == 0 || now == NULL)
		return 0;
	if ((ph = seq_find(gm->phases, gm->nphases, now)) == NULL)
		return err_set(e, EXIT_DATA, "%s: phase '%s' is not a phase of %s (umpire-%s(7), "
				"SEQUENCE OF PLAY)", kit_path(st), now, gm->id, gm->id);
	if (seq_lists(phases, now))
		return 0;
	rule = game_rule(g, st, "sequence");
	if (rule != NULL && strcmp(rule, "off") == 0) {
		log_step(g->log, gm->sequence, "Ruling sequence=off: '%s' is given in %s, out of "
				"the sequence of play", what, _(ph->title));
		return 0;
	}
	belongs(gm, phases, list, sizeof list);
	return kit_refuse(e, gm->sequence, "'%s' is not an order of %s: it belongs to %s",
			what, _(ph->title), list);
}
