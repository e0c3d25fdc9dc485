/* play_words.c — the session's words: seat names put into module texts, the
 * log's lines, and the toast's and the header's text of a module event.
 * Rules are never consulted here except through the GameModule table. */
#include "ui_internal.h"
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A module text that fills its whole buffer was cut there: end it at the last
 * whole word with "…" rather than mid-word. */
static void tidy_cut(char *buf, size_t n)
{
    size_t l = strlen(buf);
    if (n < 8 || l + 1 < n) return;
    char *sp = strrchr(buf, ' ');
    if (!sp || sp - buf < (ptrdiff_t)(n / 2)) sp = buf + n - 4;
    while (sp > buf && ((unsigned char)*sp & 0xC0) == 0x80) sp--; /* not inside a UTF-8 character */
    while (sp > buf && (sp[-1] == ',' || sp[-1] == ';' || sp[-1] == ' ')) sp--;
    snprintf(sp, n - (size_t)(sp - buf), "…");
}

void play_log(UiApp *app, int seat, const char *fmt, ...)
{
    UiSession *S = &app->s;
    if (S->nlog == UI_LOG_MAX) {
        memmove(&S->log[0], &S->log[1], sizeof S->log[0] * (UI_LOG_MAX - 1));
        S->nlog--;
    }
    UiLogLine *l = &S->log[S->nlog++];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(l->text, sizeof l->text, fmt, ap);
    va_end(ap);
    tidy_cut(l->text, sizeof l->text);
    l->seat = seat;
    l->act = S->log_act;
    S->log_scroll = 0;
}

/* Seat names into module texts ("{p1}" -> "Ben", view.h). */
void play_names(const UiApp *app, const char *in, char *out, size_t n)
{
    const char *names[GM_MAX_PLAYERS];
    int nn = app->s.nplayers < GM_MAX_PLAYERS ? app->s.nplayers : GM_MAX_PLAYERS;
    for (int i = 0; i < nn; i++) names[i] = app->s.seats[i].name[0] ? app->s.seats[i].name : NULL;
    view_names(in, out, n, names, nn);
}

static void name_in_place(const UiApp *app, char *buf, size_t n)
{
    tidy_cut(buf, n);
    if (!strchr(buf, '{')) return;
    char tmp[2048]; /* the longest text (a View history line) with its seat names */
    play_names(app, buf, tmp, sizeof tmp);
    snprintf(buf, n, "%s", tmp);
}

void play_name_view(const UiApp *app, View *v)
{
    name_in_place(app, v->prompt, sizeof v->prompt);
    name_in_place(app, v->status, sizeof v->status);
    for (int i = 0; i < 5; i++) name_in_place(app, v->seat_status[i], sizeof v->seat_status[i]);
    name_in_place(app, v->result, sizeof v->result);
    for (int i = 0; i < v->nhistory && i < 16; i++) name_in_place(app, v->history[i], sizeof v->history[i]);
    name_in_place(app, v->last_event, sizeof v->last_event);
    for (int i = 0; i < v->nsummary && i < 8; i++) name_in_place(app, v->summary[i], sizeof v->summary[i]);
    for (int i = 0; i < v->nzones; i++) name_in_place(app, v->zones[i].label, sizeof v->zones[i].label);
}

void play_name_desc(const UiApp *app, ActionDesc *d)
{
    name_in_place(app, d->label, sizeof d->label);
}

/* A label addressed to seat `you` (the player choosing): "{p0}'s left pile"
 * reads "your left pile", "{p0}" reads "you"; other seats by name. */
void play_name_desc_for(const UiApp *app, ActionDesc *d, int you)
{
    char tok[8], out[sizeof d->label];
    size_t o = 0;
    snprintf(tok, sizeof tok, "{p%d}", you);
    size_t tl = strlen(tok);
    for (const char *p = d->label; *p && o + 5 < sizeof out;) {
        if (you >= 0 && strncmp(p, tok, tl) == 0) {
            bool poss = strncmp(p + tl, "'s", 2) == 0;
            const char *w = poss ? (o == 0 ? "Your" : "your") : (o == 0 ? "You" : "you");
            o += (size_t)snprintf(out + o, sizeof out - o, "%s", w);
            p += tl + (poss ? 2 : 0);
        } else {
            out[o++] = *p++;
        }
    }
    out[o] = 0;
    snprintf(d->label, sizeof d->label, "%s", out);
    play_name_desc(app, d);
}

/* Whether the log must NOT show `actor`'s action text. In a game with hidden
 * information only the seat that acted may read it, so the text is shown when
 * that seat is the one human at the screen; otherwise (an AI's move, hot-seat,
 * AI-only games) the log says only what a spectator saw. */
static bool hide_action_text(const UiApp *app, int actor)
{
    if (!(app->s.m->flags & GM_HIDDEN_INFO)) return false;
    return !(play_human_count(app) == 1 && play_is_human(app, actor));
}

/* The seat a module text begins with ("{p1} wins …" -> 1), else -1. */
static int leading_seat(const char *s)
{
    return s[0] == '{' && s[1] == 'p' && s[2] >= '0' && s[2] <= '9' && s[3] == '}' ? s[2] - '0' : -1;
}

/* One module event text read as its events: the module puts VIEW_EVENT_SEP
 * between them (view.h), so the split reads no words or punctuation.  The
 * part from p: its length; *seat the seat it begins with (-1: none); *next
 * where the next part starts, or NULL.  The log and the toast both split here. */
static size_t event_part(const char *p, int *seat, const char **next)
{
    const char *cut = strstr(p, VIEW_EVENT_SEP);
    *seat = leading_seat(p);
    *next = cut ? cut + strlen(VIEW_EVENT_SEP) : NULL;
    return cut ? (size_t)(cut - p) : strlen(p);
}

/* The event at *p in people's words (seats named), its seat in *seat; *p
 * moves on to the next event, NULL after the last. */
static void named_event(const UiApp *app, const char **p, int *seat, char *named, size_t n)
{
    const char *at = *p;
    char part[UI_EVENT_TEXT];
    size_t len = event_part(at, seat, p);
    snprintf(part, sizeof part, "%.*s", (int)(len < sizeof part ? len : sizeof part - 1), at);
    play_names(app, part, named, n);
}

/* Each event of a module text as a log line of its own, under the mark of
 * the seat it begins with; one naming no seat first is the actor's (the
 * move: "Recruit (Ann as Noble) …"), after the first the table's ("Start: …",
 * "Round 1: …"). */
void play_log_event(UiApp *app, int actor, const char *raw)
{
    char named[UI_EVENT_TEXT];
    bool first = true;
    for (const char *p = raw; p && *p; first = false) {
        int seat;
        named_event(app, &p, &seat, named, sizeof named);
        if (named[0]) play_log(app, seat >= 0 ? seat : first ? actor : -1, "%s", named);
    }
}

void play_one_line(const char *text, char *out, size_t n)
{
    size_t o = 0;
    if (n == 0) return;
    for (const char *p = text; p && *p && o + 1 < n;) {
        const char *cut = strstr(p, VIEW_EVENT_SEP);
        size_t len = cut ? (size_t)(cut - p) : strlen(p);
        int w = snprintf(out + o, n - o, "%s%.*s", o ? " · " : "", (int)len, p);
        if (w < 0) break;
        o += (size_t)w < n - o ? (size_t)w : n - o - 1;
        p = cut ? cut + strlen(VIEW_EVENT_SEP) : NULL;
    }
    out[o] = 0;
}

/* The toast's words for a module event text: its events, each on a line of
 * its own (as the log shows them), seats named.  The last event's line in
 * `last` (what the log ends with when it told them). */
void play_toast_event(const UiApp *app, const char *raw, char *out, size_t n, char *last, size_t last_n)
{
    char named[UI_EVENT_TEXT];
    size_t o = 0;
    out[0] = last[0] = 0;
    for (const char *p = raw; p && *p;) {
        int seat;
        named_event(app, &p, &seat, named, sizeof named);
        if (!named[0]) continue;
        snprintf(last, last_n, "%s", named);
        int w = snprintf(out + o, n - o, "%s%s", o ? "\n" : "", named);
        if (w < 0 || (size_t)w >= n - o) break;
        o += (size_t)w;
    }
}

/* What `observer` (-1: a spectator) was told of before -> after: that view's
 * last_event (seats still "{pN}"); "" when the action told it nothing new (a secret toggle).
 * View.event_seq says whether the event is new: the same words again are a
 * new event when the same play is made twice. */
static bool event_raw(const UiApp *app, const GameState *before, const GameState *after, int observer, char *out, size_t n)
{
    const GameModule *m = app->s.m;
    out[0] = 0;
    View *v = malloc(sizeof *v);
    if (!v) return false;
    memset(v, 0, sizeof *v);
    m->view(before, observer, v);
    uint32_t was = v->event_seq;
    memset(v, 0, sizeof *v);
    m->view(after, observer, v);
    if (v->last_event[0] && v->event_seq != was) snprintf(out, n, "%s", v->last_event);
    free(v);
    return true;
}

static bool event_for(const UiApp *app, const GameState *before, const GameState *after, int observer, char *out, size_t n)
{
    char raw[UI_EVENT_TEXT];
    if (!event_raw(app, before, after, observer, raw, sizeof raw)) return (out[0] = 0), false;
    if (raw[0]) play_names(app, raw, out, n);
    else out[0] = 0;
    return true;
}

bool play_public_event(const UiApp *app, const GameState *before, const GameState *after, char *out, size_t n)
{
    return event_for(app, before, after, -1, out, n);
}

/* A round's end, then the next deal: the deal's words wait (held_event)
 * until the summary closes and the deal shows.  The module's view_round_end
 * tells the events up to the round's end; what follows them in ev is the
 * next round's, cut off ev here. */
static void hold_next_round(UiApp *app, const GameState *after, int observer, char *ev)
{
    UiSession *S = &app->s;
    if (!S->m->view_round_end) return;
    View *v = calloc(1, sizeof *v);
    if (!v) return;
    size_t k = 0, seplen = strlen(VIEW_EVENT_SEP);
    if (S->m->view_round_end(after, observer, v) && (k = strlen(v->last_event)) > 0 && strncmp(ev, v->last_event, k) == 0 &&
        strncmp(ev + k, VIEW_EVENT_SEP, seplen) == 0) {
        snprintf(S->held_event, sizeof S->held_event, "%s", ev + k + seplen);
        S->held_act = S->log_act;
        ev[k] = 0;
    }
    free(v);
}

void play_log_held(UiApp *app, bool toast)
{
    UiSession *S = &app->s;
    if (!S->held_event[0]) return;
    int act = S->log_act;
    S->log_act = S->held_act;
    play_log_event(app, -1, S->held_event);
    S->log_act = act;
    if (toast) {
        char last[UI_EVENT_TEXT];
        play_toast_event(app, S->held_event, S->toast, sizeof S->toast, last, sizeof last);
        S->toast_until = app->now + 3.0;
    }
    S->held_event[0] = 0;
}

/* One log line for `actor` taking a (before -> after), in words for people:
 * the module's account of the event ("Ben played 9 on Tester's left pile"),
 * as the actor saw it when that seat alone is at the screen, else as a
 * spectator saw it.  An action the module tells nothing of is named by its
 * label ("Ann: Send back Cogmouse"), unless it is another seat's secret.  The
 * engine's text form ("play 9 -> p1.left") stays in saves and the CLI. */
void play_log_action(UiApp *app, const GameState *before, const GameState *after, int actor, Action a)
{
    UiSession *S = &app->s;
    const char *name = actor >= 0 && actor < S->nplayers ? S->seats[actor].name : "?";
    bool hidden = hide_action_text(app, actor);
    char ev[UI_EVENT_TEXT];
    if (event_raw(app, before, after, hidden ? -1 : actor, ev, sizeof ev) && ev[0]) {
        hold_next_round(app, after, hidden ? -1 : actor, ev);
        play_log_event(app, actor, ev);
        return;
    }
    if (hidden) return;
    ActionDesc d;
    memset(&d, 0, sizeof d);
    S->m->describe(before, a, &d);
    play_name_desc(app, &d);
    play_log(app, actor, "%s: %s", name, d.label);
}
