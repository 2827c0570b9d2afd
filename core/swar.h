/*
 * swar.h: bytes looked at eight at a time, in a 64-bit word ("SIMD within a
 * register"), for the readers of CSV text that must not go byte by byte: the
 * state's rows (state.c) and the rule tables (table.c) find their commas this
 * way (issue 14: a byte loop was a fifth of a resolve). Portable C, no vector
 * instructions; the first byte of a word is its lowest on any machine.
 */
#ifndef UMPIRE_SWAR_H
#define UMPIRE_SWAR_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define SWAR_HIGHS 0x8080808080808080u   /* the top bit of each byte */

/* The eight bytes of s from i, the first one lowest. */
static inline uint64_t swar_word(const char *s, size_t i)
{
	uint64_t w;

	memcpy(&w, s + i, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	return w;
}

/* The top bit of each byte of w equal to c, exactly (no false hit after a
 * real one, as the shorter (w - ones) & ~w test gives): a byte k of the
 * answer is at bit 8k + 7, so ctz / 8 is its index. */
static inline uint64_t swar_eq(uint64_t w, unsigned char c)
{
	const uint64_t low7 = 0x7f7f7f7f7f7f7f7fu;
	uint64_t t = w ^ (0x0101010101010101u * c);

	return ~(((t & low7) + low7) | t) & SWAR_HIGHS;
}

#endif
