#!/bin/bash
# checks/m44-cards.sh: every Memoir '44 command card of the cards table has its
# transcripts (issue 20, "Done means": a legal play, a refused play - not in
# hand, wrong section - and its odds where it rolls).
#
# The convention, per card NAME of `umpire tables memoir44 cards` (each deck):
#   the card's transcript is tests/golden/m44-B-5-card-SLUG.t, SLUG its name in
#   lower case with every run of other characters than letters and digits made
#   one '-' ("Medics & Mechanics" -> medics-mechanics, "Move Out!" -> move-out);
#   a command "names the card" when it says --card "NAME" (or "NAME Left",
#   "NAME Centre", "NAME Right"; --card NAME unquoted), or, for the ambush
#   effect, ambush=yes (an Ambush is played in the opponent's turn, on his
#   assault). In that transcript there must be:
#   - a legal play: `resolve` naming the card that exits 0 (a `cmd:` with
#     `status: 0`, or an `sh:` command not captured by out=$(...) nor followed by
#     `; test $? = N` with N not 0);
#   - a refusal not in hand: `resolve` naming the card that exits 1 with the
#     message "holds no NAME" (`test $? = 1 && ... grep -q "...holds no NAME"`,
#     or a `cmd:` with `status: 1` whose stderr says it);
#   - where the card's section is left, centre, right or any: a refusal with
#     exit 1 whose message says "not in the SECTION section" or "in its section
#     only";
#   - where it rolls dice (a dice cell, a bonus die, Air Power's dice, Artillery
#     Bombard's second battle, the Ambush's battle first): `odds` naming the
#     card that exits 0;
#   - where the standard and Breakthrough rows of the card differ in what the
#     rules read (every column but count, text and source): a legal play or its
#     odds in a state of each deck, the deck being the `set,deck,` row of the
#     tests/golden/data/*.csv file named on the same line.
# The Overlord rows are the Overlord deck's (NOT IMPLEMENTED in the man page,
# digest B-18): tests/golden/m44-B-18-overlord-deck.t covers them.
set -u
cd "$ROOT" || exit 1
"$UMPIRE" tables memoir44 cards | perl -e '
use strict; use warnings;
sub csv { my @f; my $l = shift; while ($l =~ /\G("(?:[^"]|"")*"|[^,]*)(,|\z)/g) { my ($v, $sep) = ($1, $2); if ($v =~ s/^"(.*)"$/$1/s) { $v =~ s/""/"/g; } push @f, $v; last if $sep eq ""; } return @f; }
my (@head, %rows, @order);
while (my $l = <STDIN>) {
	chomp $l; next if $l =~ /^#/ || $l eq "";
	my @f = csv($l);
	if (!@head) { @head = @f; next; }
	my %r; @r{@head} = @f;
	push @order, $r{card} unless $rows{$r{card}};
	push @{$rows{$r{card}}{$r{deck}}}, \%r;
}
my %deckof;   # data file -> its deck
sub deck_of { my ($p) = @_; return $deckof{$p} if exists $deckof{$p};
	my $d = ""; if (open my $fh, "<", $p) { while (<$fh>) { $d = $1 if /^set,deck,(\w+)/; } }
	return $deckof{$p} = $d; }
# Each umpire command of a transcript: [verb, text, status, line, deck]
sub commands { my ($file) = @_; my @c; open my $fh, "<", $file or return ();
	my @lines = <$fh>; my $stderr = ""; my $on = 0;
	for (@lines) { if (/^--- stderr/) { $on = 1; next; } if (/^--- /) { $on = 0; } $stderr .= $_ if $on; }
	for (my $i = 0; $i < @lines; $i++) {
		my $l = $lines[$i]; chomp $l;
		my ($d) = $l =~ m{((?:tests/golden/data|fixtures/memoir44)/[\w.-]+\.csv)};
		my $deck = $d ? deck_of($d) : "";
		if ($l =~ /^cmd: (\w+) (.*)/) {
			my ($verb, $rest) = ($1, $2); my $st = 0;
			for my $j ($i + 1 .. $#lines) { if ($lines[$j] =~ /^status: (\d+)/) { $st = $1; last; } last if $lines[$j] =~ /^(cmd|---)/; }
			push @c, [$verb, $rest, $st, $l . "\n" . $stderr, $deck];
		} elsif ($l =~ /^sh: (.*)/) {
			my $s = $1;
			while ($s =~ /(out=\$\()?"\$UMPIRE" (resolve|odds)((?:"[^"]*"|\x27[^\x27]*\x27|\d?>&\d|[^;&|)"\x27])*)/g) {
				my ($cap, $verb, $rest) = ($1, $2, $3); my $after = substr($s, pos($s));
				my $before = substr($s, 0, $-[0]);
				$cap ||= $before =~ /out=\$\((?:"[^"]*"|\x27[^\x27]*\x27|[^)"\x27])*$/;
				my $st = 0;
				if ($cap) { $st = $after =~ /test \$\? = (\d+)/ ? $1 : -1; }
				elsif ($after =~ /^\s*;\s*test \$\? = (\d+)/) { $st = $1; }
				push @c, [$verb, $rest, $st, $l, $deck];
			}
		}
	}
	return @c; }
my $bad = 0;
for my $name (@order) {
	my $std = $rows{$name}{standard}; my $bt = $rows{$name}{breakthrough};
	my @all = map { @{$rows{$name}{$_} || []} } qw(standard breakthrough);
	next unless @all;   # an Overlord-only row
	(my $slug = lc $name) =~ s/[^a-z0-9]+/-/g; $slug =~ s/^-|-$//g;
	my $file = "tests/golden/m44-B-5-card-$slug.t";
	unless (-f $file) { print "$name: no transcript $file\n"; $bad = 1; next; }
	my $ambush = grep { $_->{effect} eq "ambush" } @all;
	(my $nq = $name) =~ s/!$//; my $q = quotemeta($nq) . "!?";   # "Move Out" names Move Out!
	my $names = $ambush ? qr/ambush=yes/ : qr/--card (?:"$q(?: (?:Left|Centre|Center|Right))?"|$q(?=\s|$))/;
	my @c = grep { $_->[1] =~ $names } commands($file);
	my %why;
	$why{"a legal play (resolve --card exiting 0)"} = grep { $_->[0] eq "resolve" && $_->[2] == 0 } @c;
	(my $hn = $name) =~ s/!$//;
	$why{"a refusal not in hand (exit 1, \"holds no $name\")"} =
		grep { $_->[0] eq "resolve" && $_->[2] == 1 && $_->[3] =~ /holds no \Q$hn\E/ } @c;
	if (grep { $_->{section} =~ /^(left|centre|right|any)$/ } @all) {
		open my $fh, "<", $file; my $txt = join "", <$fh>;
		$why{"a refusal out of its section (exit 1)"} =
			$txt =~ /test \$\? = 1 &&[^\n]*(not in the (left|centre|right) section|in its section only)/ ||
			($txt =~ /^status: 1$/m && $txt =~ /^--- stderr\n.*(not in the (left|centre|right) section|in its section only)/ms);
	}
	if (grep { $_->{dice} ne "-" || $_->{bonus} > 0 || $_->{air} ne "-" || $_->{effect} =~ /^(artillery_bombard|ambush)$/ } @all) {
		$why{"its odds (odds naming it, exit 0)"} = grep { $_->[0] eq "odds" && $_->[2] == 0 } @c;
	}
	if ($std && $bt) {
		my @k = grep { !/^(deck|count|text|source)$/ } @head;
		my $sig = sub { join "\n", map { my $r = $_; join ",", map { $r->{$_} } @k } @{$_[0]} };
		if ($sig->($std) ne $sig->($bt)) {
			for my $d (qw(standard breakthrough)) {
				$why{"a play or its odds in a $d state (its two versions differ)"} =
					grep { $_->[2] == 0 && $_->[4] eq $d } @c;
			}
		}
	}
	for (sort keys %why) { next if $why{$_}; print "$name: $file lacks $_\n"; $bad = 1; }
}
exit $bad;
'
