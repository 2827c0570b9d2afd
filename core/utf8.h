/*
 * utf8.h: the one UTF-8 check every reader of text uses (states, tables,
 * batch files): well-formed per RFC 3629, no overlong form, no surrogate,
 * nothing above U+10FFFF.
 */
#ifndef UMPIRE_UTF8_H
#define UMPIRE_UTF8_H

#include <stddef.h>

/* The offset of the first byte that is not part of valid UTF-8, or -1. */
long utf8_bad(const unsigned char *s, size_t n);

#endif
