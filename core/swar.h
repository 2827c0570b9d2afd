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

/* n bytes of s copied to d, each NUL made c. With GCC or Clang, sixteen bytes
 * at a time in a vector (their extension: SSE2 on x86-64, NEON on arm64,
 * plain words elsewhere): lanes equal to 0 are all ones, ANDed with c and ORed
 * in; the last sixteen bytes are done again from s, which changes nothing
 * done, rather than a byte loop over the rest. Else, or under 16 bytes, a
 * byte loop. */
static inline void swar_copy_nul_as(char *d, const char *s, size_t n, unsigned char c)
{
	size_t i = 0;
#if defined(__GNUC__)
	typedef unsigned char v16 __attribute__((vector_size(16)));
	const v16 cs = (v16){ 0 } + c;
	v16 w;

	if (n >= 16) {
		for (; i + 16 <= n; i += 16) {
			memcpy(&w, s + i, 16);
			w |= (v16)(w == 0) & cs;
			memcpy(d + i, &w, 16);
		}
		memcpy(&w, s + n - 16, 16);
		w |= (v16)(w == 0) & cs;
		memcpy(d + n - 16, &w, 16);
		return;
	}
#endif
	for (; i < n; i++)
		d[i] = s[i] ? s[i] : (char)c;
}

#endif
