/*
 * i18n.c: choosing the language and finding its catalogue (see i18n.h).
 *
 * Why LC_MESSAGES "C.UTF-8" and LANGUAGE=fr rather than setlocale(LC_ALL, ""):
 * a player's machine often has no fr_FR locale installed, and gettext reads
 * LANGUAGE whatever locale is installed as long as LC_MESSAGES is not plain
 * "C". C.UTF-8 is always there on Debian, and leaves numbers alone.
 */
#include <limits.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "i18n.h"

int i18n_translating;   /* see i18n.h: set once, by i18n_choose */

/* The language the environment asks for: the first of LC_ALL, LC_MESSAGES and
 * LANG that is set, as POSIX orders them. */
static const char *env_lang(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };

	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
		const char *v = getenv(vars[i]);

		if (v != NULL && *v)
			return strncmp(v, "fr", 2) == 0 ? "fr" : "en";
	}
	return "en";
}

/* The directory holding fr/LC_MESSAGES/umpire.mo: beside the program in a
 * build (build/locale, or locale/ for a build in build/asan/), or the
 * share/locale of its prefix once installed. */
static int find_catalogue(const char *exe, char *dir, size_t size)
{
	static const char *const beside[] = { "locale", "build/locale", "../share/locale" };
	char self[PATH_MAX], mo[PATH_MAX + 64];
	ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
	char *slash;

	if (n <= 0) {
		if (exe == NULL || realpath(exe, self) == NULL)
			return -1;
	} else {
		self[n] = '\0';
	}
	if ((slash = strrchr(self, '/')) == NULL)
		return -1;
	*slash = '\0';
	for (size_t i = 0; i < sizeof beside / sizeof *beside; i++) {
		snprintf(dir, size, "%s/%s", self, beside[i]);
		snprintf(mo, sizeof mo, "%s/fr/LC_MESSAGES/" I18N_DOMAIN ".mo", dir);
		if (access(mo, R_OK) == 0)
			return 0;
	}
	return -1;
}

int i18n_choose(const char *lang, const char *exe, struct err *e)
{
	char dir[PATH_MAX];
	int asked = lang != NULL;   /* by --lang, not by the environment */

	if (lang == NULL)
		lang = env_lang();
	if (strcmp(lang, "en") == 0)
		return 0;
	if (strcmp(lang, "fr") != 0)
		return err_set(e, EXIT_USAGE, "--lang %s: not en or fr", lang);
	/* A French desktop running a build without its catalogue reads English;
	 * only --lang fr insists. */
	if (find_catalogue(exe, dir, sizeof dir) != 0)
		return asked ? err_set(e, EXIT_NOINPUT, "no French catalogue "
				"(fr/LC_MESSAGES/umpire.mo) beside the program or in its "
				"share/locale: run 'make' or 'make install'") : 0;
	if (setlocale(LC_MESSAGES, "C.UTF-8") == NULL &&
	    setlocale(LC_MESSAGES, "fr_FR.UTF-8") == NULL)
		return asked ? err_set(e, EXIT_NOINPUT, "no C.UTF-8 locale to read the "
				"French catalogue with") : 0;
	setenv("LANGUAGE", "fr", 1);
	bindtextdomain(I18N_DOMAIN, dir);
	bind_textdomain_codeset(I18N_DOMAIN, "UTF-8");
	i18n_translating = 1;
	return 0;
}

/* Why one message and not LC_NUMERIC: the French catalogue decides, like every
 * other word, and the C library's numbers stay those of the "C" locale, which
 * the state file and the CSV and JSON outputs need. */
void i18n_numbers(char *point, const char **percent)
{
	/* TRANSLATORS: after "numbers|", the decimal point, then "|" and what
	 * follows a percentage: French "numbers|,| %" (33,3 %). */
	const char *s = _("numbers|.|%");
	const char *a = strchr(s, '|'), *b = a ? strchr(a + 1, '|') : NULL;

	if (b == NULL || b != a + 2) {   /* a catalogue that broke the shape */
		*point = '.';
		*percent = "%";
		return;
	}
	*point = a[1];
	*percent = b + 1;
}

/* gettext keys a message with a context as "CONTEXT\004MSGID" (pgettext); the
 * word is built at run time since the lists that hold it are data. */
const char *i18n_pgettext(const char *ctx, const char *word)
{
	char key[256];
	const char *t;

	if (!i18n_translating)
		return word;
	if (snprintf(key, sizeof key, "%s\004%s", ctx, word) >= (int)sizeof key)
		return word;
	t = dgettext(I18N_DOMAIN, key);
	return t == key ? word : t;
}
