/*
 * fuzz_order.c: libFuzzer harness for the whole of a Salerno resolution. The
 * input is an order line, a newline, then dice faces (one byte each): the order
 * is parsed against salerno43's order table and, if it parses, resolved with
 * those dice on a state holding every kind of situation the tests use (river,
 * precipice, supports, stacks, markers), then its odds are computed. Nothing
 * may crash, leak or read out of bounds, whatever the order and the dice.
 */
#include <stddef.h>
#include <stdint.h>

#include "fixture.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return fuzz_play(data, size, 1);
}
