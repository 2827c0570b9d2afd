/*
 * frac.h: exact probabilities as reduced fractions of 64-bit integers.
 *
 * Every odds result of umpire is a sum of products of face counts over powers of
 * the dice's sides (and, for decks, over falling factorials), so fractions with
 * 64-bit terms hold them; the arithmetic is done in 128 bits and reduced, and any
 * result that would not fit sets `overflow` instead of silently wrapping.
 */
#ifndef UMPIRE_FRAC_H
#define UMPIRE_FRAC_H

#include <stdint.h>

struct frac {
	uint64_t num, den;   /* den > 0, gcd(num, den) == 1 */
};

struct frac frac_make(uint64_t num, uint64_t den);       /* reduced */
struct frac frac_add(struct frac a, struct frac b, int *overflow);
struct frac frac_mul(struct frac a, struct frac b, int *overflow);
int frac_cmp(struct frac a, struct frac b);               /* <0, 0, >0 */
int frac_is_one(struct frac a);
/* "11/36", or "1" / "0". Returns buf. */
char *frac_str(struct frac a, char *buf, int size);
double frac_double(struct frac a);

#endif
