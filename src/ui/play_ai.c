/* play_ai.c — the AI's turns and the hints on the AI's worker thread: start
 * a job, poll it each frame, hold a reply back for a short grace while the
 * human's move may still be taken back, highlight the AI's move a moment
 * before it is committed (its words come with it), and hold still while
 * the game is paused.  Split from play.c (one responsibility a file). */
#include "ui_internal.h"
#include "ai/hint_words.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>

void play_cancel_ai(UiApp *app)
{
    UiSession *S = &app->s;
    if (S->job) ai_job_cancel_and_free(S->job);
    S->job = NULL;
    S->ai_showing = false;
}

static AiConfig ai_cfg_for(UiApp *app, int seat, bool hint)
{
    AiConfig cfg;
    ai_config_default(&cfg, AI_ISMCTS);
    int level = app->s.seats[seat].level;
    const char *spec = app->ai_override[0] ? app->ai_override
                     : hint ? "ismcts:normal"
                            : AI_TABLE_LEVELS[level < 0 || level >= AI_TABLE_NLEVELS ? 1 : level];
    Error err = {{0}};
    if (!ai_parse_spec(spec, &cfg, &err)) {
        SDL_Log("crowntable: AI spec \"%s\" rejected (%s); using normal", spec, err.msg);
        ai_parse_spec("ismcts:normal", &cfg, &err);
    }
    return cfg;
}

static void start_job(UiApp *app, int seat, bool hint)
{
    UiSession *S = &app->s;
    AiConfig cfg = ai_cfg_for(app, seat, hint);
    /* a turn after a human's move that may still be taken back: the reply is
     * held (unshown, unmade) for the grace, so Undo stays in reach; after a
     * reveal, another AI's move or on an AI-only table there is nothing to keep in reach */
    char why[200];
    S->job_grace = !hint && !play_undo_blocked(app, why, sizeof why);
    S->ai_seed = S->ai_seed * 6364136223846793005ull + 1442695040888963407ull;
    S->job = ai_job_start(S->m, S->st, seat, &cfg, S->ai_seed >> 11);
    S->job_seat = seat;
    S->job_hint = hint;
    S->job_progress = 0;
    S->job_started = app->now;
    if (!S->job) {
        snprintf(S->notice, sizeof S->notice, "The AI could not start (out of memory or threads)");
        S->notice_until = app->now + 6;
    }
    app_dirty(app);
}

/* The hint in words: the move, what it changes and what the best reply leaves of it. */
static void hint_show(UiApp *app, int seat)
{
    UiSession *S = &app->s;
    char words[640], sentence[640];
    hint_sentence(S->m, S->st, seat, S->hint, words, sizeof words);
    play_names(app, words, sentence, sizeof sentence);
    snprintf(S->notice, sizeof S->notice, "Hint: %s", sentence);
    S->notice_until = app->now + 5;
    app_dirty(app);
}

void play_hint(UiApp *app)
{
    UiSession *S = &app->s;
    if (!S->st && net_play_active(app)) { /* the engine is the host's: it is asked (net_play_hint) */
        net_play_hint(app);
        return;
    }
    /* not on the handoff either: the next seat's hint would show on the mover's screen */
    if (!S->st || S->job || S->pass_screen || S->handoff) return;
    if (S->summary_open) { /* the round on screen is over; the next one's hint would show over its table */
        snprintf(S->notice, sizeof S->notice, "No hint: the round is over (click Next round to play the next one)");
        S->notice_until = app->now + 4;
        app_dirty(app);
        return;
    }
    int cp = S->m->current_player(S->st);
    if (cp == GM_TERMINAL || !play_is_human(app, cp)) return;
    if (S->has_hint) { /* nothing moved since: the same answer again (a new search, seeded anew,
                        * could name another of two equal moves and so contradict the first) */
        hint_show(app, cp);
        return;
    }
    start_job(app, cp, true);
}

void play_hint_desc(const UiApp *app, ActionDesc *d)
{
    const UiSession *S = &app->s;
    memset(d, 0, sizeof *d);
    d->src_index = d->dst_index = -1;
    if (S->st) S->m->describe(S->st, S->hint, d);
    else if (S->hint.kind >= 0 && S->hint.kind < S->nlegal) *d = S->desc[S->hint.kind]; /* a network table's: its number in the host's list */
}

int play_thinking_seat(const UiApp *app)
{
    const UiSession *S = &app->s;
    return S->job && !S->job_hint ? S->job_seat : net_play_thinking_seat(app);
}

bool play_paused(const UiApp *app)
{
    UiOverlay o = app->overlay;
    return o == OV_PAUSE || o == OV_SETTINGS || o == OV_RULES || o == OV_LOAD || o == OV_RELOAD_ENDED ||
           app->s.summary_open;
}

/* Animations, toasts and notices that have had their time end (a click
 * while a card still moves only skips the animation). */
static void expire_shown(UiApp *app)
{
    UiSession *S = &app->s;
    int live = 0;
    for (int i = 0; i < S->nanims; i++)
        if (app->now < S->anims[i].start + S->anims[i].dur) S->anims[live++] = S->anims[i];
    if (live != S->nanims || live > 0) app_dirty(app);
    S->nanims = live;
    if (S->toast[0] && app->now > S->toast_until) { S->toast[0] = 0; app_dirty(app); }
    if (S->notice[0] && app->now > S->notice_until) { S->notice[0] = 0; app_dirty(app); }
}

void play_update(UiApp *app)
{
    UiSession *S = &app->s;
    if (app->scene != SCENE_TABLE && app->scene != SCENE_RESULTS) return;
    if (!S->st) { /* a network table holds its seat's view, no state: what it shows still ends */
        if (app->scene == SCENE_TABLE && net_play_active(app)) expire_shown(app);
        return;
    }
    /* Paused (menu, settings, rules, load list): the AI may finish thinking but does not move. */
    if (S->summary_open && S->summary_until > 0 && app->now >= S->summary_until && app->overlay == OV_NONE)
        play_summary_close(app);
    bool paused = play_paused(app);
    if (S->job && !(paused && !S->job_hint)) {
        Action a;
        double prog = 0;
        bool done = ai_job_poll(S->job, &a, &prog);
        double held = (app->now - S->job_started) / UI_AI_UNDO_GRACE;
        if (done && !S->job_hint && S->job_grace && held < 1) {
            /* decided, not yet shown: still "thinking…", the bar filling with the grace */
            if (held > S->job_progress) S->job_progress = held;
            app_dirty(app);
        } else if (done) {
            ai_job_cancel_and_free(S->job);
            S->job = NULL;
            if (S->job_hint) {
                S->has_hint = true;
                S->hint = a;
                hint_show(app, S->job_seat);
            } else if (anim_factor(app) > 0) {
                /* the move glows where it goes; its words wait until it is
                 * made (play_commit's log and toast): told in the past tense
                 * before, they announced a move the board did not show yet */
                S->ai_showing = true;
                S->ai_action = a;
                S->ai_label[0] = 0;
                S->ai_show_until = app->now + 0.75 * anim_factor(app);
            } else {
                play_commit(app, a, true);
            }
            app_dirty(app);
        } else {
            S->job_progress = prog;
            app_dirty(app); /* the progress indicator moves */
        }
    }
    if (S->ai_showing && paused && S->ai_show_until < app->now + 0.4) S->ai_show_until = app->now + 0.4;
    if (S->ai_showing && app->now >= S->ai_show_until && !paused) {
        S->ai_showing = false;
        play_commit(app, S->ai_action, true);
    }
    expire_shown(app);

    int cp = S->m->current_player(S->st);
    if (cp == GM_TERMINAL) {
        if (app->scene == SCENE_TABLE && S->nanims == 0 && !S->ai_showing && !S->peek_final) {
            app->scene = SCENE_RESULTS;
            S->results_since = app->now;
            app->overlay = OV_NONE;
            char path[700];
            snprintf(path, sizeof path, "%s/autosave.json", app->pref_dir);
            unlink(path); /* a finished game has nothing to continue */
            app_dirty(app);
        }
        return;
    }
    if (app->scene == SCENE_TABLE && !play_is_human(app, cp) && !S->job && !S->ai_showing && !S->pass_screen &&
        !play_paused(app)) /* asked again: a commit above may have opened the round summary */
        start_job(app, cp, false);
    /* a person whose only move is a routine pass ("Pass (no fate)"): the table passes for them, and says so */
    if (app->scene == SCENE_TABLE && play_is_human(app, cp) && app->settings.auto_pass && S->nlegal == 1 &&
        (S->desc[0].flags & AD_ROUTINE) && !S->job && !S->ai_showing && !S->pass_screen && !S->handoff && S->nanims == 0 &&
        !play_paused(app)) {
        play_log(app, cp, "%s passes: nothing to play (passed by the table; Settings: auto_pass)", S->seats[cp].name);
        play_commit(app, S->legal[0], false);
    }
}
