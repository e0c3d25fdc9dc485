/* test_texts.c — texts for people (View fields) over random playouts of every
 * game: seat placeholders never reach people ("{p1" cut short is dropped), history
 * lines are whole (a turn is never cut: Long Live the Queen marks a cut "..."), so are events (an event
 * filling View.last_event was cut on its way), and a round summary, when
 * there is one, names its round and every seat; no text shows two
 * places in shorthand ("swapped their 9-10") or runs clauses together; every game's action labels
 * (buttons, choosers, and the log of a person's own move) name cards, never
 * a place ("Archive card 2", "Send back card 2"); new event words come with
 * a new View.event_seq (the table's sign that an action told something). */
#include "testlib.h"
#include "core/registry.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* true when every "{p" in s starts a whole "{pN}" */
static bool placeholders_whole(const char *s)
{
    for (const char *p = strstr(s, "{p"); p; p = strstr(p + 1, "{p"))
        if (!(p[2] >= '0' && p[2] <= '9' && p[3] == '}')) return false;
    return true;
}

/* true when s shows two places in the engine's shorthand ("swapped their 9-10") */
static bool number_pair(const char *s)
{
    for (const char *p = strchr(s, '-'); p; p = strchr(p + 1, '-'))
        if (p > s && isdigit((unsigned char)p[-1]) && isdigit((unsigned char)p[1])) return true;
    return false;
}

/* true when a module's text (seats as "{p0}") runs two clauses together after
 * a place: "(Pilot now at 8) swapped" */
static bool clauses_run_together(const char *s)
{
    for (const char *p = strstr(s, ") "); p; p = strstr(p + 1, ") "))
        if (p > s && isdigit((unsigned char)p[-1]) && islower((unsigned char)p[2])) return true;
    return false;
}

/* true when an event speaks of a seat as "her"/"his": names carry no gender,
 * so the log says "their" or the name */
static bool gendered(const char *s)
{
    static const char *words[] = {" her", " his", " him", " she", " he", " herself", " himself"};
    char padded[2048]; /* a whole history line (View.history) */
    snprintf(padded, sizeof padded, " %s ", s);
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        for (const char *p = strstr(padded, words[i]); p; p = strstr(p + 1, words[i]))
            if (!isalpha((unsigned char)p[strlen(words[i])])) return true; /* a whole word: "(it flips him)" too */
    return false;
}

/* true when an event stops short of saying what happened: on a
 * bare tile name while its choice is awaited ("… — Princess ({p1})"), on a
 * dash or colon, or on a count of nothing ("; 0 destroyed") */
static bool dangling(const char *s)
{
    size_t l = strlen(s);
    if (l == 0) return false;
    if (s[l - 1] == ':' || s[l - 1] == '-' || (l >= 3 && strcmp(s + l - 3, "—") == 0)) return true;
    if (strstr(s, " 0 destroyed")) return true;
    /* "… — Princess ({p1})": a clause that is a tile's name and seat, and nothing after */
    const char *rest = s, *p;
    for (p = strstr(s, "— "); p; p = strstr(p + 1, "— ")) rest = p + strlen("— ");
    for (p = strstr(rest, "; "); p; p = strstr(p + 1, "; ")) rest = p + 2;
    return s[l - 1] == ')' && strstr(rest, "({p") && !strpbrk(rest, ":,") && rest[0] >= 'A' && rest[0] <= 'Z';
}

static int pairs_told; /* failures told of a pair of numbers, at most a few */
static int cuts_told;  /* failures told of a cut history line, at most a few */
static size_t longest_history; /* per game, for the record */
static size_t longest_event;   /* per game, for the record */

static void check_view(const GameModule *m, const View *v, int step)
{
    /* one-line fields may be cut by their buffer; as presented (view_names) no placeholder shows */
    const char *fields[] = {v->prompt, v->status, v->result, v->last_event};
    for (int i = 0; i < 4; i++) {
        char named[256];
        view_names(fields[i], named, sizeof named, NULL, 0);
        CHECKF(!strchr(named, '{'), "%s step %d: \"%s\"", m->id, step, named);
        CHECKF(!number_pair(named) || pairs_told++ >= 3, "%s step %d: a pair of numbers: \"%s\"", m->id, step, named);
    }
    /* an event that fills View.last_event was cut by a buffer on its way (the
     * module's or the View's): the log would end it in "…" */
    size_t el = strlen(v->last_event);
    CHECKF(el + 1 < sizeof v->last_event || cuts_told++ >= 3, "%s step %d: event cut at %zu bytes: \"%s\"", m->id, step,
           el, v->last_event);
    if (el > longest_event) longest_event = el;
    CHECKF(!gendered(v->last_event), "%s step %d: a gendered event: \"%s\"", m->id, step, v->last_event);
    CHECKF(!gendered(v->prompt), "%s step %d: a gendered prompt: \"%s\"", m->id, step, v->prompt); /* Blood Wars: "(it flips him)" */
    CHECKF(!dangling(v->last_event) || cuts_told++ >= 3, "%s step %d: an event that stops short: \"%s\"", m->id, step, v->last_event);
    for (int i = 0; i < v->nhistory && i < 16; i++) {
        size_t l = strlen(v->history[i]);
        CHECKF(placeholders_whole(v->history[i]), "%s step %d: history \"%s\"", m->id, step, v->history[i]);
        CHECKF(!gendered(v->history[i]), "%s step %d: a gendered history line: \"%s\"", m->id, step, v->history[i]);
        CHECKF((!number_pair(v->history[i]) && !clauses_run_together(v->history[i])) || pairs_told++ >= 3,
               "%s step %d: history with a pair of numbers or clauses run together: \"%s\"", m->id, step, v->history[i]);
        /* the module marks a turn its writers had to cut (Long Live the Queen: turn_cut) */
        CHECKF(l < 3 || strcmp(v->history[i] + l - 3, "...") != 0 || cuts_told++ >= 3, "%s step %d: history cut: \"%s\"",
               m->id, step, v->history[i]);
        if (l > longest_history) longest_history = l;
    }
    for (int i = 0; i < v->nsummary && i < 8; i++)
        CHECKF(placeholders_whole(v->summary[i]), "%s step %d: summary \"%s\"", m->id, step, v->summary[i]);
    if (v->nsummary > 0) {
        CHECKF(v->nsummary >= v->num_players + 1, "%s step %d: a summary of %d lines for %d seats", m->id, step,
               v->nsummary, v->num_players);
        for (int p = 0; p < v->num_players; p++) {
            char tag[8];
            snprintf(tag, sizeof tag, "{p%d}", p);
            bool named = false;
            for (int i = 0; i < v->nsummary; i++) named |= strstr(v->summary[i], tag) != NULL;
            CHECKF(named, "%s step %d: the summary does not name seat %d", m->id, step, p);
        }
    }
}

/* A seeded random playout of m (seats: players) with its default set loaded
 * once per game by the caller; `after` sees the position after every move.
 * False when the game could not start or a legal move was refused. */
typedef void (*AfterMove)(const GameModule *m, GameState *st, int step, void *ctx);
static GameState *g_before; /* when set, the position before the move `after` sees */
static Action g_taken;      /* ... and the move taken */
static bool playout(const GameModule *m, const CardSet *set, uint64_t seed, int players, AfterMove after, void *ctx)
{
    GameSetup setup;
    setup_default(m, &setup);
    setup.num_players = players;
    Error err = {{0}};
    GameState *st = game_new(m, &setup, set, seed, &err);
    if (!st) return false;
    Rng pick;
    rng_seed(&pick, seed);
    bool ok = true;
    for (int step = 0; ok && step < 3000 && !game_is_over(m, st); step++) {
        Action acts[GM_MAX_ACTIONS];
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n > 0) g_taken = acts[rng_below(&pick, (uint32_t)n)];
        if (g_before) memcpy(g_before, st, m->state_size);
        ok = n > 0 && m->apply(st, g_taken);
        if (ok) after(m, st, step, ctx);
    }
    game_free(st);
    return ok;
}

static CardSet *default_set(const GameModule *m)
{
    Report problems = {0};
    CardSet *set = carddb_load_named(m, NULL, &problems);
    report_free(&problems);
    return set;
}

typedef struct Whole {
    View *v;
    int summaries;
    char prev_event[sizeof ((View *)0)->last_event]; /* the move before's, to compare */
    uint32_t prev_seq;
    int seq_told, new_events;
} Whole;

static void check_whole(const GameModule *m, GameState *st, int step, void *ctx)
{
    Whole *w = ctx;
    memset(w->v, 0, sizeof *w->v);
    m->view(st, -1, w->v);
    check_view(m, w->v, step);
    /* the header says the game is over, not whose turn it is (Blood Wars kept "Turn of Ann") */
    if (game_is_over(m, st))
        CHECKF(strncmp(w->v->status, "Game over", 9) == 0, "%s: the status at the end reads \"%s\"", m->id, w->v->status);
    w->summaries += w->v->nsummary > 0;
    /* new words (not a cleared event) are a new event (View.event_seq), so the table logs them */
    if (step > 0 && w->v->last_event[0] && strcmp(w->prev_event, w->v->last_event) != 0)
        CHECKF(w->v->event_seq != w->prev_seq || w->seq_told++ >= 3, "%s step %d: \"%s\" after \"%s\" keeps event_seq %u",
               m->id, step, w->v->last_event, w->prev_event, (unsigned)w->prev_seq);
    w->new_events += step > 0 && w->v->event_seq != w->prev_seq;
    snprintf(w->prev_event, sizeof w->prev_event, "%s", w->v->last_event);
    w->prev_seq = w->v->event_seq;
    /* a seat's own view tells it more (its secret setup, its own card drawn): whole too; each seat in turn */
    int seats = w->v->num_players > 0 ? w->v->num_players : 1;
    memset(w->v, 0, sizeof *w->v);
    m->view(st, step % seats, w->v);
    size_t el = strlen(w->v->last_event);
    CHECKF(el + 1 < sizeof w->v->last_event || cuts_told++ >= 3, "%s step %d: seat 0's event cut at %zu bytes", m->id, step, el);
    if (el > longest_event) longest_event = el;
}

static void texts_for_people_are_whole(void)
{
    Whole w = {malloc(sizeof(View)), 0, "", 0, 0, 0};
    REQUIRE(w.v);
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        CardSet *set = default_set(m);
        REQUIRE(set);
        w.summaries = w.new_events = 0;
        longest_history = longest_event = 0;
        for (uint64_t seed = 1; seed <= 6; seed++) CHECK(playout(m, set, seed, m->max_players, check_whole, &w));
        printf("  %s: %d round summaries seen, longest history line %zu bytes, longest event %zu, %d new events\n", m->id,
               w.summaries, longest_history, longest_event, w.new_events);
        CHECKF(w.new_events > 0, "%s: event_seq never changed", m->id);
        if (strcmp(m->id, "queens-court") == 0) CHECK(w.summaries > 0);
        carddb_free(set);
    }
    free(w.v);
}

/* "card 2", "place 4": a label that names a place instead of the card, or NULL. */
static const char *names_a_place(const char *label)
{
    static const char *const places[] = {"card ", "place ", "slot ", "index ", NULL};
    if (strstr(label, "this card")) return "\"this card\"";
    for (int i = 0; places[i]; i++)
        for (const char *p = strstr(label, places[i]); p; p = strstr(p + 1, places[i]))
            if (isdigit((unsigned char)p[strlen(places[i])])) return places[i];
    return NULL;
}

typedef struct Labels {
    int read, bad;
} Labels;

static void check_labels(const GameModule *m, GameState *st, int step, void *ctx)
{
    Labels *l = ctx;
    Action acts[GM_MAX_ACTIONS];
    int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        ActionDesc d;
        m->describe(st, acts[i], &d);
        const char *place = names_a_place(d.label);
        l->read++;
        if (getenv("CT_DEBUG_LABELS")) printf("    | %s: %s\n", m->id, d.label); /* to read them */
        if ((place || !d.label[0] || strcmp(d.label, "?") == 0) && l->bad++ < 4) {
            char text[128];
            m->action_text(st, acts[i], text, sizeof text);
            CHECKF(0, "%s step %d: \"%s\" (%s) names %s", m->id, step, d.label, text, place ? place : "nothing");
        }
    }
}

static void labels_name_cards_not_places(void)
{
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        CardSet *set = default_set(m);
        REQUIRE(set);
        Labels l = {0, 0};
        for (uint64_t seed = 1; seed <= 3; seed++)
            CHECK(playout(m, set, seed, m->min_players + (int)seed % (m->max_players - m->min_players + 1), check_labels, &l));
        printf("  %s: %d labels read\n", m->id, l.read);
        carddb_free(set);
    }
}

/* The log of a person's own move (one person at the screen) is the module's
 * event as that seat saw it; a move that tells its seat nothing is logged by
 * its label ("Ann: Stay out").  Every move says what happened in a sentence,
 * told to the seat that made it. */
typedef struct Told {
    View *v;
    int moves, untold;
} Told;

static void check_told(const GameModule *m, GameState *st, int step, void *ctx)
{
    Told *t = ctx;
    int actor = m->current_player(g_before);
    memset(t->v, 0, sizeof *t->v);
    m->view(g_before, actor, t->v);
    uint32_t was = t->v->event_seq;
    memset(t->v, 0, sizeof *t->v);
    m->view(st, actor, t->v);
    ActionDesc d;
    memset(&d, 0, sizeof d);
    m->describe(g_before, g_taken, &d);
    t->moves++;
    bool told = t->v->event_seq != was && t->v->last_event[0] && strcmp(t->v->last_event, d.label) != 0;
    if (!told && t->untold++ < 6) {
        char text[128];
        m->action_text(g_before, g_taken, text, sizeof text);
        CHECKF(0, "%s step %d: seat %d's \"%s\" (%s) tells that seat nothing (event \"%s\")", m->id, step, actor, d.label, text,
               t->v->last_event);
    }
}

static void every_move_is_told_in_a_sentence(void)
{
    for (int g = 0; g < games_count(); g++) {
        const GameModule *m = games_at(g);
        CardSet *set = default_set(m);
        REQUIRE(set);
        Told t = {malloc(sizeof(View)), 0, 0};
        g_before = malloc(m->state_size);
        REQUIRE(t.v && g_before);
        for (uint64_t seed = 1; seed <= 4; seed++)
            CHECK(playout(m, set, seed, m->min_players + (int)seed % (m->max_players - m->min_players + 1), check_told, &t));
        printf("  %s: %d moves, %d told their seat nothing\n", m->id, t.moves, t.untold);
        free(g_before);
        g_before = NULL;
        free(t.v);
        carddb_free(set);
    }
}

int main(void)
{
    RUN(texts_for_people_are_whole);
    RUN(labels_name_cards_not_places);
    RUN(every_move_is_told_in_a_sentence);
    return tl_summary();
}
