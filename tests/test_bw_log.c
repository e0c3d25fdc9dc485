/* test_bw_log.c — Blood Wars: the log tells each outcome as the rules decide
 * it, on positions over the shipped planar-war set: what a slay took (or that
 * nothing qualified), a Berserker's strike and a Martyr's flip before its discard, which rule decided a
 * capture or a failed one, the Hidden Allies' share of the Ballot, and a Horde
 * legion that stays outside the stacking limit. */
#include "testlib.h"
#include "bw_kit.h"

/* Gorrath (seat 0) challenges for Ember Market by combat; Vizier Mordane defends */
#define GORRATH(def_battle)                                                                                             \
    "{'players':2,'phase':'action','acting':0," SEATS2(                                                                 \
        "{'hand':['ember-market'],'deck':['iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'gorrath','battle':[" \
        "{'card':'ash-raiders'}]}]}",                                                                                   \
        "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'vizier-mordane','battle':[" def_battle "]}]}") "}"

static BwState *gorrath_strikes(const char *json)
{
    BwState *s = pos(json);
    if (!s) return NULL;
    if (!act(s, "challenge ember-market combat w0") || !act(s, "oppose w0")) return s;
    CHECK_INT(s->phase, BP_C_WARLORDS);
    CHECK(act(s, "power 0"));
    return s;
}

/* "An opposing legion of at least 6 CS (the closest) goes to the Dead-Book":
 * the text counts a flipped legion as 1 CS, so a flipped Pit Vanguard (8) is
 * no target; the log says none qualified rather than "is slain" (seen with
 * nothing leaving the battle and the total unchanged). */
static void test_gorrath_names_what_it_slays(void)
{
    BwState *s = gorrath_strikes(GORRATH("{'card':'pit-vanguard','flags':1},{'card':'leech-courtiers'}"));
    REQUIRE(s);
    CHECK_INT(s->p[1].w[0].nbh, 2); /* nothing left the battle */
    CHECK_INT(s->p[1].ndead, 0);
    CHECK_INT(bw_side_total(s, 1), 5);
    CHECK_CONTAINS(s->last_event, "power: no opposing legion has at least 6 CS, so none is slain");
    CHECK(strstr(s->last_event, "an opposing legion of at least 6 CS is slain") == NULL);
    game_free((GameState *)s);

    s = gorrath_strikes(GORRATH("{'card':'pit-vanguard'},{'card':'leech-courtiers'}"));
    REQUIRE(s);
    CHECK_INT(count_in(s->p[1].dead, s->p[1].ndead, "pit-vanguard"), 1);
    CHECK_INT(bw_side_total(s, 1), 4);
    char want[200];
    snprintf(want, sizeof want, "power: the opposing legion of at least 6 CS closest to 6 is %s (8 CS): it goes to the Dead-Book",
             cardname("pit-vanguard"));
    CHECK_CONTAINS(s->last_event, want);
    game_free((GameState *)s);
}

/* A Martyr "counts as two Legions against Powers that force a discard": the
 * first Berserker flips it (a flipped legion counts 1 CS), the second sends
 * it to the discard, and the log says so each time (it said "sent to the
 * discard" twice). */
static void test_berserker_and_martyr(void)
{
    BwState *s = pos("{'players':2,'phase':'action','acting':0," SEATS2(
        "{'hand':['chain-bridge','saint-aurelle'],'turns':5,'deck':['iron-shield'],'warlords':[{'card':'madame-scrivette','battle':[{'card':'howling-reavers'},{'card':'howling-reavers'},{'card':'stormborn-skirmishers'}]}]}",
        "{'turns':5,'deck':['iron-shield','iron-shield'],'warlords':[{'card':'brother-hallam','battle':[{'card':'lantern-martyrs'}]}]}") "}");
    REQUIRE(s);
    CHECK(act(s, "challenge chain-bridge combat w0"));
    CHECK(act(s, "oppose w0"));
    CHECK_INT(s->phase, BP_C_LEGIONS);
    CHECK(act(s, "use 0 -> 0")); /* the first forced discard flips the Martyr */
    char want[200];
    snprintf(want, sizeof want, "{p0} discards %s (Berserker) to strike %s: it is flipped, as a Martyr leaves only at the second forced discard",
             cardname("howling-reavers"), cardname("lantern-martyrs"));
    CHECK_CONTAINS(s->last_event, want);
    CHECK(strstr(s->last_event, "to the discard") == NULL);
    CHECK_INT(s->p[1].w[0].nbh, 1);
    CHECK(s->p[1].w[0].bh[0].flags & BC_FLIPPED);
    CHECK_INT(bw_battle_cs(s, 1, 0), 1); /* a flipped legion counts 1 */
    CHECK_INT(s->p[0].w[0].nbh, 2);       /* the Berserker discarded itself */
    /* a click on the Skirmishers (no power) in the legion step says why */
    char why[256];
    CHECK(s->p[0].w[0].bh[1].card == carddb_find(g_set, "stormborn-skirmishers"));
    CHECK(M->why_not((GameState *)s, "p0.w0", 2, why, sizeof why));
    CHECK_STR(why, "it has no power to use: it adds its CS to the battle hand");
    CHECK(!M->why_not((GameState *)s, "p0.w0", 1, why, sizeof why)); /* the other Berserker can go */
    CHECK(act(s, "use 0 -> 0")); /* the second discards it */
    snprintf(want, sizeof want, "to strike %s: it goes to the discard", cardname("lantern-martyrs"));
    CHECK_CONTAINS(s->last_event, want);
    CHECK_INT(count_in(s->p[1].discard, s->p[1].ndiscard, "lantern-martyrs"), 1);
    game_free((GameState *)s);
}

#define COMBAT(ch_battle, def_battle, field)                                                                                   \
    "{'players':2,'phase':'action','acting':0," SEATS2(                                                                        \
        "{'hand':['" field "','saint-aurelle'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'warden-ashcombe','battle':[" ch_battle \
        "]}]}",                                                                                                                \
        "{'deck':['iron-shield','iron-shield','iron-shield','iron-shield','ferry-lost-names'],'turns':5,'warlords':[{'card':'vizier-mordane','battle':[" def_battle "]}]}") "}"

static BwState *fight(const char *json, const char *field)
{
    BwState *s = pos(json);
    if (!s) return NULL;
    char t[96];
    snprintf(t, sizeof t, "challenge %s combat w0", field);
    if (act(s, t)) act(s, "oppose w0");
    return s;
}

/* Every capture and every failed one says which rule decided it: the margin
 * against the VP, a Guardian (it read "wins by 2 and captures" beside 5 VP),
 * the defender's tie, the higher total. */
static void test_captures_say_which_rule_decided(void)
{
    char want[260];
    BwState *s = fight(COMBAT("{'card':'oathbound-pikes'}", "{'card':'leech-courtiers'}", "clockwork-reach"), "clockwork-reach");
    REQUIRE(s); /* 5 - 4 = 1 against 5 VP, but a Guardian */
    CHECK_INT(s->ch.result, 1);
    snprintf(want, sizeof want, "{p0} wins the combat by 1 (5 CS to 4) and captures %s: short of its 5 VP, but %s (Guardian) claims it on any winning margin",
             cardname("clockwork-reach"), cardname("oathbound-pikes"));
    CHECK_CONTAINS(s->last_event, want);
    game_free((GameState *)s);

    s = fight(COMBAT("{'card':'clockwork-phalanx'},{'card':'wandering-mercenaries'}", "{'card':'leech-courtiers'}", "ember-market"), "ember-market");
    REQUIRE(s);
    snprintf(want, sizeof want, "and captures %s: the margin reaches its 3 VP", cardname("ember-market"));
    CHECK_CONTAINS(s->last_event, want);
    game_free((GameState *)s);

    s = fight(COMBAT("{'card':'wandering-mercenaries'}", "{'card':'leech-courtiers'},{'card':'bone-rabble'}", "ember-market"), "ember-market");
    REQUIRE(s);
    CHECK_CONTAINS(s->last_event, "6 CS to 5 (the higher total), and draws 3 (the RR of ");
    game_free((GameState *)s);
}

/* The Ballot's Hidden Allies in words: the card each side drew, its RR, a
 * Diplomat's doubling, and the side's IS before and after ("13 IS to 12" came
 * with no breakdown). */
static void test_hidden_allies_are_told(void)
{
    BwState *s = pos("{'players':2,'phase':'action','acting':0," SEATS2(
        "{'hand':['ember-market','tribunal-heralds'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'brother-hallam'}]}",
        "{'deck':['ferry-lost-names','ferry-lost-names','ferry-lost-names'],'turns':5,'warlords':[{'card':'lamplighter-tove'}]}") "}");
    REQUIRE(s);
    CHECK(act(s, "challenge ember-market intrigue w0"));
    CHECK(act(s, "oppose w0"));
    CHECK(act(s, "pass")); /* Hallam keeps his power */
    CHECK(act(s, "pass")); /* Tove keeps hers */
    CHECK(act(s, "legion tribunal-heralds")); /* the Diplomat doubles the challenger's ally */
    CHECK_INT(s->ch.result, 1);
    char want[400];
    snprintf(want, sizeof want,
             "The Ballot: {p0}'s Hidden Ally %s adds RR 2, doubled by a Diplomat's power: 7 IS to 11; {p1}'s Hidden Ally %s adds RR 3: 5 IS to 8"
             "\n{p0} wins the intrigue, 11 IS to 8, and takes %s (Bloodless Coup)",
             cardname("iron-shield"), cardname("ferry-lost-names"), cardname("ember-market"));
    CHECK_CONTAINS(s->last_event, want);
    game_free((GameState *)s);
}

/* Horde "does not count toward a Battle Hand's 4 or 6 Legion stacking limit":
 * a Horde legion matching its warlord in one letter neither counts nor
 * lowers the limit of the exact legions from 6 to 4 (RULES-NOTES). */
static void test_horde_does_not_lower_the_limit(void)
{
    BwState *s = pos("{'players':2,'phase':'assembly','acting':0," SEATS2(
        "{'hand':['bone-rabble','shade-host'],'turns':5,'warlords':[{'card':'vizier-mordane','battle':["
        "{'card':'leech-courtiers'},{'card':'leech-courtiers'},{'card':'leech-courtiers'},{'card':'shade-host'},{'card':'shade-host'}]}]}",
        IDLE_SEAT) "}");
    REQUIRE(s);
    CHECK(act(s, "assemble bone-rabble -> w0")); /* CE under NE: one letter, a Horde */
    CHECK(legal(s, "assemble shade-host -> w0")); /* the sixth exact legion still fits */
    CHECK(act(s, "assemble shade-host -> w0"));
    CHECK(bw_stack_ok(s, 0, 0, false));
    CHECK_INT(bw_count_legions(s, 0, 0), 6);
    game_free((GameState *)s);
    /* a Horde sharing no letter still cannot stack */
    s = pos("{'players':2,'phase':'assembly','acting':0," SEATS2(
        "{'hand':['bone-rabble','iron-shield'],'turns':5,'warlords':[{'card':'saint-aurelle','battle':[{'card':'oathbound-pikes'}]}]}", IDLE_SEAT) "}");
    REQUIRE(s);
    CHECK(!legal(s, "assemble bone-rabble -> w0")); /* CE under LG */
    game_free((GameState *)s);
}

/* A turn that ends on its own after the seat's last possible move says so
 * before the next seat moves; one ended by "No more challenges" does not. */
#define WAITING_SEAT "{'hand':['castellan-orm'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5}" /* stops at its Induct */
static void test_a_turn_that_ends_by_itself_says_so(void)
{
    BwState *s = pos("{'players':2,'phase':'induct','acting':0," SEATS2(
        "{'hand':['saint-aurelle'],'deck':['iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'marshal-veyra'}]}", WAITING_SEAT) "}");
    REQUIRE(s);
    CHECK(act(s, "induct saint-aurelle"));
    CHECKF(s->p[1].turns == 6, "phase %d acting %d turns %d/%d", s->phase, s->acting, s->p[0].turns, s->p[1].turns);
    CHECK_CONTAINS(s->last_event, "\n{p0}'s turn is over: nothing else they can do");
    game_free((GameState *)s);
    s = pos("{'players':2,'phase':'action','acting':0," SEATS2(
        "{'hand':['chain-bridge'],'deck':['iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'marshal-veyra'}]}", WAITING_SEAT) "}");
    REQUIRE(s);
    CHECK(act(s, "done"));
    CHECK_INT(s->p[1].turns, 6);
    CHECK(strstr(s->last_event, "turn is over") == NULL);
    game_free((GameState *)s);
}

/* The table reads what kind of "no" a pass is (ActionDesc.flags): a fate
 * window's pass is routine, staying out of an intrigue or not defending is a
 * decision (it sat where "Pass (no fate)" had just been, and a player
 * clicking through skipped their own defence). */
static void test_passes_say_routine_or_decision(void)
{
    BwState *s = pos("{'players':3,'phase':'action','acting':0,'seats':["
        "{'hand':['ember-market','saint-aurelle'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'marshal-veyra','battle':[{'card':'clockwork-phalanx'}]}]},"
        "{'hand':['iron-shield'],'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'brother-hallam'}]},"
        "{'deck':['iron-shield','iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'vizier-mordane'}]}]}");
    REQUIRE(s);
    ActionDesc d;
    CHECK(act(s, "challenge ember-market combat w0"));
    CHECK_INT(s->phase, BP_ROUSE);
    M->describe((GameState *)s, (Action){BW_ACT_PASS, 0, 0, 0}, &d);
    CHECK_STR(d.label, "Do not defend");
    CHECK_INT(d.flags, AD_DECISION);
    M->describe((GameState *)s, (Action){BW_ACT_OPPOSE, 0, 0, 0}, &d);
    CHECK_INT(d.flags, 0);
    game_free((GameState *)s);
    s = pos("{'players':2,'phase':'action','acting':0," SEATS2(
        "{'hand':['chain-bridge'],'deck':['iron-shield','iron-shield'],'turns':5,'warlords':[{'card':'marshal-veyra'}]}", IDLE_SEAT) "}");
    REQUIRE(s);
    s->phase = BP_FATE; /* the words of a window's pass, whoever sits in it */
    M->describe((GameState *)s, (Action){BW_ACT_PASS, 0, 0, 0}, &d);
    CHECK_STR(d.label, "Pass (no fate)");
    CHECK_INT(d.flags, AD_ROUTINE);
    s->phase = BP_DISSENT;
    M->describe((GameState *)s, (Action){BW_ACT_PASS, 0, 0, 0}, &d);
    CHECK_INT(d.flags, AD_DECISION);
    game_free((GameState *)s);
}

int main(void)
{
    if (!bw_kit_open()) return 1;
    RUN(test_gorrath_names_what_it_slays);
    RUN(test_berserker_and_martyr);
    RUN(test_captures_say_which_rule_decided);
    RUN(test_hidden_allies_are_told);
    RUN(test_horde_does_not_lower_the_limit);
    RUN(test_a_turn_that_ends_by_itself_says_so);
    RUN(test_passes_say_routine_or_decision);
    bw_kit_close();
    return tl_summary();
}
