/* test_ui_pass_kinds.c — the table reads what kind of "no" a move is
 * (ActionDesc.flags): Enter never takes a decision ("Do not defend") while
 * the seat has another move (a player pressing through the windows skipped
 * their own defence), and the decision is not drawn where a routine pass
 * stands (the left half of the button place); a person whose only move is a
 * routine pass ("Pass (no fate)") is passed for by the table, with a line in
 * the log, unless settings.json's auto_pass is off. */
#include "testlib.h"
#include "core/game.h"
#include "ui/table_internal.h"
#include "ui/ui_internal.h"
#include "ui_kit.h"
#include "games/blood-wars/bw.h"

static void test_enter_never_declines_a_defence(void)
{
    const GameModule *m = NULL;
    const CardSet *set = NULL;
    UiApp *app = kit_table("blood-wars", 2, 1u, 3, &m, &set); /* seat 0 the AI, seat 1 a person */
    REQUIRE(app);
    GameState *st = kit_position(m, set,
        "{\"game\":\"blood-wars\",\"players\":2,\"phase\":\"action\",\"acting\":0,\"seats\":["
        "{\"hand\":[\"ember-market\"],\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"marshal-veyra\",\"battle\":[{\"card\":\"clockwork-phalanx\"}]}]},"
        "{\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"vizier-mordane\"}]}]}");
    if (!st) {
        ui_app_free(app);
        return;
    }
    Action challenge = kit_action_by_text(m, st, "challenge ember-market combat w0");
    REQUIRE(challenge.kind != 0 && m->apply(st, challenge));
    REQUIRE(m->current_player(st) == 1); /* Vizier Mordane's seat: defend or not */
    kit_install(app, st, 1);
    UiSession *S = &app->s;
    int acts[4];
    REQUIRE(table_button_actions(app, acts, 4) == 1);
    CHECK_STR(S->desc[acts[0]].label, "Do not defend");
    CHECK(S->desc[acts[0]].flags & AD_DECISION);
    CHECK(S->nlegal > 1); /* "oppose w0" is the other move */
    press_key(app, SDLK_RETURN, 0);
    ui_app_update(app, 0.1);
    CHECK_INT(m->current_player(S->st), 1); /* still asked: Enter declined nothing */
    CHECK(!app_press_default(app));          /* nor is the button a default one */
    ui_app_free(app);
}

/* Seat 1 (a person) in a fate window with no fate to play: its only move is the routine pass. */
static UiApp *lone_pass_table(bool auto_pass, const GameModule **m)
{
    const CardSet *set = NULL;
    UiApp *app = kit_table("blood-wars", 2, 1u, 3, m, &set);
    if (!app) return NULL;
    GameState *st = kit_position(*m, set,
        "{\"game\":\"blood-wars\",\"players\":2,\"phase\":\"action\",\"acting\":0,\"seats\":["
        "{\"hand\":[\"ember-market\"],\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"marshal-veyra\"}]},"
        "{\"deck\":[\"iron-shield\",\"iron-shield\",\"iron-shield\"],\"turns\":5,\"warlords\":[{\"card\":\"vizier-mordane\"}]}]}");
    Action challenge = st ? kit_action_by_text(*m, st, "challenge ember-market intrigue w0") : (Action){0, 0, 0, 0};
    if (!st || challenge.kind == 0 || !(*m)->apply(st, challenge)) {
        if (st) game_free(st);
        ui_app_free(app);
        return NULL;
    }
    BwState *s = (BwState *)st; /* the window as the rules open it for a seat that has fate; this one has none */
    s->phase = BP_FATE;
    s->ch.after_fate = NX_I_WARLORDS;
    s->asker = 1; /* order: the acting seat, then seat 1 */
    ui_app_set_setting(app, "auto_pass", auto_pass);
    kit_install(app, st, 1);
    return app;
}

static void test_a_lone_routine_pass_is_taken_for_a_person(void)
{
    const GameModule *m = NULL;
    UiApp *app = lone_pass_table(true, &m);
    REQUIRE(app);
    UiSession *S = &app->s;
    REQUIRE(m->current_player(S->st) == 1 && S->nlegal == 1);
    CHECK(S->desc[0].flags & AD_ROUTINE);
    int n0 = S->nlog;
    ui_app_update(app, 0.1);
    CHECK(m->current_player(S->st) != 1 || ((BwState *)S->st)->phase != BP_FATE); /* passed */
    bool told = false;
    for (int i = n0; i < S->nlog; i++) told |= strstr(S->log[i].text, "passes: nothing to play (passed by the table") != NULL;
    CHECK(told);
    ui_app_free(app);

    app = lone_pass_table(false, &m); /* the setting off: the person passes */
    REQUIRE(app);
    ui_app_update(app, 0.1);
    CHECK_INT(((BwState *)app->s.st)->phase, BP_FATE);
    CHECK_INT(m->current_player(app->s.st), 1);
    ui_app_free(app);
}

int main(void)
{
    RUN(test_enter_never_declines_a_defence);
    RUN(test_a_lone_routine_pass_is_taken_for_a_person);
    return tl_summary();
}
