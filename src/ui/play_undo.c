/* play_undo.c — taking back a move: who may, what blocks it (a reveal,
 * another seat's or an AI's decision, the end of the game), and the replay
 * of the GameRecord without the move.  Split from play.c. */
#include "ui_internal.h"
#include <stdio.h>
#include <string.h>

/* The seat taking back a move: on the pass screen, the player who moved
 * last (the next player has not shown their table yet; an AI may have moved
 * after them); otherwise the seat whose table is on screen. -1: nobody (an
 * AI-only table, or a pass screen before any player has moved). */
static int undo_seat(const UiApp *app)
{
    const UiSession *S = &app->s;
    if (S->pass_screen) {
        for (int i = S->rec.nactions - 1; i >= 0; i--)
            if (play_is_human(app, S->actors[i])) return S->actors[i];
        return -1;
    }
    return play_is_human(app, S->observer) ? S->observer : -1;
}

/* Undo takes back the seat's own last decision while nothing new has been
 * shown to it since: not past a draw, shuffle, roll or turned tile (the
 * module's reveals hook), another seat's or an AI's decision, nor the end.
 * The reason names whose move and why: "you" at the seat's own table, the
 * mover by name on the pass screen (whoever holds the screen reads it). */
bool play_undo_blocked(const UiApp *app, char *why, size_t n)
{
    const UiSession *S = &app->s;
    int seat = undo_seat(app);
    int last = S->rec_ok ? S->rec.nactions - 1 : -1;
    bool any_own = false;
    for (int i = 0; seat >= 0 && i <= last && !any_own; i++) any_own = S->actors[i] == seat;
    char whose[80] = "your", Whose[80] = "Your";
    if (S->pass_screen && seat >= 0) {
        snprintf(whose, sizeof whose, "%s's", seat_name(app, seat));
        snprintf(Whose, sizeof Whose, "%s", whose);
    }
    why[0] = 0;
    if (!S->st && net_play_active(app)) snprintf(why, n, "A game over the network cannot take moves back");
    else if (!S->st || last < 0) snprintf(why, n, "Nothing to take back yet");
    else if (S->summary_open) snprintf(why, n, "The round is over: its result stands");
    else if (game_is_over(S->m, S->st)) snprintf(why, n, "The game is over: moves can no longer be taken back");
    else if (seat < 0 && S->pass_screen) snprintf(why, n, "No player has moved yet: nothing to take back");
    else if (seat < 0) snprintf(why, n, "Only a player can take back a move");
    else if (S->actors[last] != seat && !play_is_human(app, S->actors[last]) && !any_own)
        snprintf(why, n, "You have not moved yet, and %s's move is not yours to take back", seat_name(app, S->actors[last]));
    else if (S->actors[last] != seat && !play_is_human(app, S->actors[last]))
        snprintf(why, n, "%s has moved since %s last move, so it cannot be taken back", seat_name(app, S->actors[last]), whose);
    else if (S->actors[last] != seat)
        snprintf(why, n, "The last move was %s's: only your own moves can be taken back", seat_name(app, S->actors[last]));
    else if (S->ai_showing)
        snprintf(why, n, "%s has already chosen a reply to %s move, so it cannot be taken back",
                 seat_name(app, S->m->current_player(S->st)), whose);
    else if (live_undo_blocked(app, last))
        snprintf(why, n, "The cards were reloaded since %s last move, so it cannot be taken back", whose);
    else if (S->revealed[last]) /* words kept when the move was made */
        snprintf(why, n, "%s last move cannot be taken back: %s", Whose, S->revealed[last]);
    return why[0] != 0;
}

bool play_undo(UiApp *app)
{
    UiSession *S = &app->s;
    char why[200];
    if (play_undo_blocked(app, why, sizeof why)) {
        snprintf(S->notice, sizeof S->notice, "%s", why);
        S->notice_until = app->now + 3;
        app_dirty(app);
        return false;
    }
    bool from_pass_screen = S->pass_screen;
    int target = S->rec.nactions - 1, seat = S->actors[target];
    play_cancel_ai(app);
    Error err = {{0}};
    GameState *st = live_replay(app, target, &err); /* from the last reload's position, if any */
    if (!st) {
        snprintf(S->notice, sizeof S->notice, "Undo failed: %s", err.msg);
        S->notice_until = app->now + 6;
        app_dirty(app);
        return false;
    }
    /* the toast says what was taken back in the log's words ("Ann plays
     * Lifted Coin"), not the button's ("Play Lifted Coin (0 Clout)"); the
     * label only when the move had no line of its own (a secret toggle) */
    char label[sizeof S->notice - 16] = "";
    for (int i = 0; i < S->nlog && !label[0]; i++)
        if (S->log[i].act == target) snprintf(label, sizeof label, "%s", S->log[i].text);
    /* the pass screen shows the toast to whoever holds it: a secret move's label is the mover's alone */
    if (!label[0] && from_pass_screen) snprintf(label, sizeof label, "%s's move", seat_name(app, seat));
    if (!label[0]) {
        ActionDesc d;
        memset(&d, 0, sizeof d);
        S->m->describe(st, S->rec.actions[target], &d);
        play_name_desc_for(app, &d, seat);
        snprintf(label, sizeof label, "%s", d.label);
    }
    game_free(S->st);
    S->st = st;
    S->rec.nactions = target;
    /* the taken-back move leaves the log */
    int keep = 0;
    for (int i = 0; i < S->nlog; i++)
        if (S->log[i].act < target) S->log[keep++] = S->log[i];
    S->nlog = keep;
    S->observer = seat;
    S->last_human = seat;
    S->handoff = false;
    S->has_hint = false;
    S->peek_final = false;
    play_refresh(app, NULL, NULL);
    /* from the pass screen the next player may be holding the screen: the mover shows their table again */
    S->pass_screen = from_pass_screen && play_human_count(app) > 1;
    play_rebuild_index(app);
    snprintf(S->shown_event, sizeof S->shown_event, "%s", S->view->last_event);
    S->shown_seq = S->view->event_seq;
    snprintf(S->notice, sizeof S->notice, "Taken back: %s", label);
    S->notice_until = app->now + 3;
    /* nor does the taken-back move's own toast stay beside it ("Ann played
     * Oiler Crab in the middle lane" next to "Taken back: Ann played …") */
    S->toast[0] = 0;
    S->toast_until = 0;
    char e2[256];
    play_autosave(app, e2, sizeof e2);
    app_sound(app, SND_CLICK);
    return true;
}
