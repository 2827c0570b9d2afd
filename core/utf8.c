/*
 * utf8.c: checking UTF-8 (see utf8.h).
 */
#include "utf8.h"

/* The offset of the first byte that is not part of valid UTF-8 (RFC 3629: no
 * overlong form, no surrogate, nothing above U+10FFFF), or -1 if all are. */
long utf8_bad(const unsigned char *s, size_t n)
{
	size_t i = 0;

	while (i < n) {
		unsigned c = s[i], cp, min;
		size_t k, j;

		if (c < 0x80) {
			i++;
			continue;
		}
		if (c >= 0xC2 && c <= 0xDF)
			k = 1, cp = c & 0x1F, min = 0x80;
		else if ((c & 0xF0) == 0xE0)
			k = 2, cp = c & 0x0F, min = 0x800;
		else if (c >= 0xF0 && c <= 0xF4)
			k = 3, cp = c & 0x07, min = 0x10000;
		else
			return (long)i;
		if (n - i <= k)
			return (long)i;
		for (j = 1; j <= k; j++) {
			if ((s[i + j] & 0xC0) != 0x80)
				return (long)i;
			cp = cp << 6 | (s[i + j] & 0x3F);
		}
		if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
			return (long)i;
		i += k + 1;
	}
	return -1;
}
