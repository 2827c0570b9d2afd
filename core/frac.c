/*
 * frac.c: exact probabilities as reduced fractions of 64-bit integers (see frac.h).
 *
 * Every fraction is kept reduced (gcd(num, den) == 1, den > 0), so equal values
 * have equal bits. Products and sums are formed in 128 bits and reduced with
 * Knuth's trick (TAOCP 4.5.1): divide by the gcds before multiplying, so the
 * intermediates stay as small as they can and a result is reported as overflow
 * only when its reduced form really does not fit 64 bits. On overflow the
 * functions set *overflow = 1 and return 0/1, a value that cannot be mistaken for
 * a meaningful probability by a caller that forgets to look.
 */
#include <inttypes.h>
#include <stdio.h>

#include "frac.h"

typedef unsigned __int128 u128;

/* Binary gcd; gcd(0, b) == b. */
static uint64_t gcd64(uint64_t a, uint64_t b)
{
	int shift;

	if (a == 0)
		return b;
	if (b == 0)
		return a;
	shift = __builtin_ctzll(a | b);
	a >>= __builtin_ctzll(a);
	do {
		b >>= __builtin_ctzll(b);
		if (a > b) {
			uint64_t t = a;
			a = b;
			b = t;
		}
		b -= a;
	} while (b != 0);
	return a << shift;
}

static struct frac frac_overflow(int *overflow)
{
	struct frac zero = { 0, 1 };

	*overflow = 1;
	return zero;
}

struct frac frac_make(uint64_t num, uint64_t den)
{
	struct frac r = { 0, 1 };
	uint64_t g;

	if (num == 0 || den == 0)   /* den == 0 is a caller's bug: give 0, harmlessly */
		return r;
	g = gcd64(num, den);
	r.num = num / g;
	r.den = den / g;
	return r;
}

struct frac frac_add(struct frac a, struct frac b, int *overflow)
{
	uint64_t g, g2;
	u128 x, y, t, num, den;
	struct frac r;

	if (a.num == 0)
		return b;
	if (b.num == 0)
		return a;
	/*
	 * a/b + c/d with g = gcd(b, d): t = a(d/g) + c(b/g), and the only common
	 * factor t can share with (b/g)(d/g)g is one of g, so the reduced result is
	 * (t/g2) / ((b/g)(d/g2)) with g2 = gcd(t, g).
	 */
	g = gcd64(a.den, b.den);
	x = (u128)a.num * (b.den / g);
	y = (u128)b.num * (a.den / g);
	t = x + y;
	/* t >= 2^128: then t/g2 >= 2^64 since g2 <= g < 2^64 (the denominator
	 * would not fit either; this just keeps the wrapped t out of the gcd) */
	if (t < x)
		return frac_overflow(overflow);
	g2 = gcd64((uint64_t)(t % g), g);
	num = t / g2;
	den = (u128)(a.den / g) * (b.den / g2);
	if (num > UINT64_MAX || den > UINT64_MAX)
		return frac_overflow(overflow);
	r.num = (uint64_t)num;
	r.den = (uint64_t)den;
	return r;
}

struct frac frac_mul(struct frac a, struct frac b, int *overflow)
{
	uint64_t g1, g2;
	u128 num, den;
	struct frac r = { 0, 1 };

	if (a.num == 0 || b.num == 0)
		return r;
	/* Cross-reduce first: the product of the reduced factors is reduced. */
	g1 = gcd64(a.num, b.den);
	g2 = gcd64(b.num, a.den);
	num = (u128)(a.num / g1) * (b.num / g2);
	den = (u128)(a.den / g2) * (b.den / g1);
	if (num > UINT64_MAX || den > UINT64_MAX)
		return frac_overflow(overflow);
	r.num = (uint64_t)num;
	r.den = (uint64_t)den;
	return r;
}

int frac_cmp(struct frac a, struct frac b)
{
	u128 l = (u128)a.num * b.den, r = (u128)b.num * a.den;

	return (l > r) - (l < r);
}

int frac_is_one(struct frac a)
{
	return a.num == a.den && a.den != 0;
}

char *frac_str(struct frac a, char *buf, int size)
{
	if (size <= 0)
		return buf;
	if (a.num == 0)
		snprintf(buf, (size_t)size, "0");
	else if (a.den == 1)
		snprintf(buf, (size_t)size, "%" PRIu64, a.num);
	else
		snprintf(buf, (size_t)size, "%" PRIu64 "/%" PRIu64, a.num, a.den);
	return buf;
}

double frac_double(struct frac a)
{
	return a.den ? (double)a.num / (double)a.den : 0.0;
}
