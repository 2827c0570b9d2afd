/*
 * pages.c: what the machine charges for memory, for `make bench`: writes one
 * byte in each of N fresh pages (4 KiB) and exits. Timed against N = 0, the
 * difference over N is the CPU time of a page first touched (the kernel finds,
 * zeroes and maps it), which sets how far a program that holds a state in
 * memory can come to one that only copies it. Usage: pages N
 */
#include <stdlib.h>
#include <sys/mman.h>

int main(int argc, char **argv)
{
	size_t n = argc > 1 ? strtoul(argv[1], NULL, 10) : 0, size = (n + 1) * 4096;
	volatile char *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			-1, 0);

	if (p == MAP_FAILED)
		return 71;
	for (size_t i = 0; i < n; i++)
		p[i * 4096] = 1;
	return 0;
}
