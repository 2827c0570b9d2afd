/* trivial.c: the baseline of `make bench`: starting a C program that does nothing. */
int main(void)
{
	return 0;
}
