/*
 * fuzz_resolve.c: libFuzzer harness for a Salerno resolution alone, the fast
 * half of fuzz_order.c (which also computes the odds of each order): the input
 * is an order line, a newline, then dice faces (one byte each), resolved with
 * those dice on fixture.h's state. Nothing may crash, leak or read out of
 * bounds, whatever the order and the dice.
 */
#include <stddef.h>
#include <stdint.h>

#include "fixture.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return fuzz_play(data, size, 0);
}
