/* bw.h — Blood Wars: card data (the power language), flat game state and the
 * functions shared by bw_cards.c (loading, deck chart), bw_legal.c (legal
 * actions), bw_rules.c (turn, assembly, challenges), bw_effects.c (powers, fate, CS/IS totals) and
 * bw_module.c (GameModule table, view, texts, JSON, determinize, heuristic).
 *
 * Memory: BwCardData is one malloc block per card owned by CardDef.game (freed
 * by carddb_free).  BwState is flat (no owned pointers; only `const CardSet *`),
 * so the core clones it with memcpy. */
#ifndef BW_H
#define BW_H
#include <stdbool.h>
#include <stdint.h>
#include "core/game.h"

#define BW_MAX_SEATS 5
#define BW_MAX_DECK 100   /* the chart allows 40..100 cards */
#define BW_MIN_DECK 40
#define BW_HAND_MAX 64    /* command hand capacity: a draw beyond it stays in the deck */
#define BW_POOL_MAX 40
#define BW_WARLORDS 9     /* warlords on the table per seat (a deck holds at most 9) */
#define BW_BATTLE_MAX 16  /* cards in one battle hand (stack + last-minute fate; more is refused) */
#define BW_HAND_LIMIT 7   /* Cull the Weak */
#define BW_OPENING 6      /* Collect Forces */
#define BW_EXCHANGES 12   /* assembly moves per turn (keeps a searching AI from shuffling cards for ever) */
#define BW_TURN_LIMIT 60  /* turns per seat before the game is called on VP (a safety net; see RULES-NOTES) */
#define BW_MAX_POWERS 2

/* ---- card data (see cards/README.md, "Blood Wars") ---- */
enum { BT_WARLORD, BT_LEGION, BT_BATTLEFIELD, BT_FATE, BT_COUNT };
enum { BF_REALM, BF_LAYER, BF_SITE };                                   /* battlefield sub-types */
enum { BFT_ACOLYTE, BFT_ITEM, BFT_ORDERS, BFT_SPELL, BFT_SUPPORT };       /* fate sub-types */
enum { BI_NONE, BI_ARTIFACT, BI_MAGICAL, BI_OTHER };                    /* item kinds */
enum { BA_LAW, BA_NEUTRAL, BA_CHAOS };                                  /* ethic letter: L N C */
enum { BM_GOOD, BM_NEUTRAL, BM_EVIL };                                  /* moral letter: G N E */
#define BW_NO_ALIGN (-1)

/* Named legion powers (the text's "Legion Powers"), or one of the card's own. */
typedef enum {
    LP_NONE, LP_BERSERKER, LP_CUTTER, LP_GUARDIAN, LP_HORDE, LP_MARTYR, LP_SHOCK, LP_SPIRIT,
    LP_ADVOCATE, LP_AIDE, LP_DIPLOMAT, LP_PARASITE, LP_TERRORIST, LP_OWN, LP_COUNT
} BwLegionPower;

/* When a power may be used. */
enum { BW_WHEN_COMBAT, BW_WHEN_INTRIGUE, BW_WHEN_ANY, BW_WHEN_PERSONAL };

/* What a power does. */
typedef enum {
    BE_BOOST,          /* own side +n (CS in combat, IS in intrigue) */
    BE_WEAKEN,         /* the other side -n */
    BE_SLAY_AT_MOST,   /* an opposing legion of n CS or less (closest, not over) leaves the battle hand */
    BE_SLAY_AT_LEAST,  /* an opposing legion of at least n CS (closest, not under) */
    BE_DRAW,           /* the user draws n cards into the command hand */
    BE_DOUBLE_ALLY,    /* the side's Hidden Ally RR counts double */
    BE_FOE_DISCARDS,   /* an opposing player discards n cards from the command hand */
    BE_ANY_ALIGNMENT,  /* personal: legions of any alignment stack exactly under this warlord */
    BE_EXTRA_LEGIONS,  /* personal: the stacking limit is n higher under this warlord */
    BE_COUNT
} BwEffectOp;

typedef struct BwPower {
    uint8_t when;      /* BW_WHEN_* */
    uint8_t op;        /* BwEffectOp */
    int8_t n;
    bool dead_book;    /* slain legions go to the Dead-Book rather than the discard */
} BwPower;

typedef struct BwCardData {
    uint8_t type;            /* BT_* */
    uint8_t sub;             /* BF_* for battlefields, BFT_* for fate */
    uint8_t item;            /* BI_* for items */
    int8_t ethic, moral;     /* BA_* / BM_*, or BW_NO_ALIGN (fate without alignment) */
    int8_t rr;               /* 1..10 */
    int8_t strength;         /* IS (warlord), CS (legion), VP (battlefield), CS bonus (item/support) */
    bool unique, avatar, factol;
    uint8_t follows;         /* legions: 0, 1 = an Acolyte: Legion that follows avatars and factols */
    uint8_t legion_power;    /* BwLegionPower */
    int8_t npowers;
    BwPower powers[BW_MAX_POWERS]; /* warlord combat/intrigue/personal powers; a legion's own power; a fate's effect */
    bool has_realm_power;
    BwPower realm_power;     /* avatars: usable once `home` (a realm) is in the victory pool */
    char home[32];           /* home plane/realm */
} BwCardData;

static inline const BwCardData *bw_card(const CardSet *set, int idx)
{
    return (const BwCardData *)set->cards[idx].game;
}

/* ---- state ---- */
enum {
    BP_ASSEMBLY,        /* acting seat builds battle hands */
    BP_ACTION,          /* acting seat: challenge or stop */
    BP_DISSENT,         /* intrigue: `asker` may aid / oppose / abstain */
    BP_I_WARLORDS,      /* intrigue: involved warlord `asker` (index into ch.inv) may use his power */
    BP_I_LEGIONS,       /* intrigue: seat ch.order[asker] may discard legions for their powers */
    BP_INVEST,          /* combat: the challenger's or defender's seat adds fate / shock troops */
    BP_ROUSE,           /* combat: `asker` may defend */
    BP_C_WARLORDS,      /* combat: side `asker` (0 challenger, 1 defender) may use a warlord power */
    BP_C_LEGIONS,       /* combat: side `asker` may use one legion power or battle-hand fate */
    BP_FATE,            /* response window: seat ch.order[asker] may play fate or pass */
    BP_INDUCT,          /* resolution: acting seat puts warlords on the table */
    BP_CULL,            /* resolution: acting seat discards to 7 */
    BP_OVER
};

enum {
    BW_ACT_DONE = 1,    /* finish the step: assembly / investing / inducting / no more challenges */
    BW_ACT_ASSEMBLE,    /* a = card, b = warlord slot, c = legion index it is assigned to, -1, or for a
                           legion an Acolyte card from the hand that comes with it (c >= 0) */
    BW_ACT_RETURN,      /* a = warlord slot, b = battle-hand index */
    BW_ACT_CHALLENGE,   /* a = battlefield card, b = 0 intrigue / 1 combat, c = challenger slot */
    BW_ACT_AID,         /* a = warlord slot */
    BW_ACT_OPPOSE,      /* a = warlord slot (an intrigue defender, or THE combat defender) */
    BW_ACT_PASS,        /* abstain / decline / no (more) power */
    BW_ACT_POWER,       /* a = power index (BW_MAX_POWERS = the realm power) */
    BW_ACT_HAND_LEGION, /* intrigue: a = legion card from the command hand, b = target (warlord index / seat) */
    BW_ACT_BH_USE,      /* combat: a = battle-hand index (legion power or fate), b = target battle-hand index or -1 */
    BW_ACT_FATE,        /* a = fate card from the command hand, b = side it is aimed at (0 challenger, 1 defenders) */
    BW_ACT_INVEST,      /* a = card, b = legion index it is assigned to or -1 */
    BW_ACT_INDUCT,      /* a = warlord card */
    BW_ACT_CULL,        /* a = card */
};

/* battle-hand card flags */
/* BC_FRESH: stacked during this Assembly, so not offered back (RULES-NOTES) */
enum { BC_FLIPPED = 1 << 0, BC_PUBLIC = 1 << 1, BC_FRESH = 1 << 2 };

typedef struct BwBattleCard {
    int16_t card;
    int8_t attach;      /* items / support / acolytes: index of the legion it is assigned to, -1 none */
    uint8_t flags;      /* BC_* */
    int8_t hits;        /* martyr: forced discards taken */
} BwBattleCard;

typedef struct BwWarlord {
    int16_t card;
    bool flipped;
    int8_t nbh;
    BwBattleCard bh[BW_BATTLE_MAX];
} BwWarlord;

typedef struct BwPlayer {
    int16_t deck[BW_MAX_DECK]; /* [ndeck-1] = top */
    int16_t discard[BW_MAX_DECK];
    int16_t dead[BW_MAX_DECK];
    int16_t hand[BW_HAND_MAX];
    int16_t pool[BW_POOL_MAX]; /* victory pool */
    int16_t ndeck, ndiscard, ndead, nhand, npool;
    int8_t nw;
    int16_t turns;             /* turns begun as acting player */
    BwWarlord w[BW_WARLORDS];
} BwPlayer;

/* One warlord taking part in a challenge. */
typedef struct BwInvolved {
    int8_t seat, slot, side; /* side 0 = challenger's, 1 = defenders' */
    int8_t is_mod;           /* Aide / Parasite changes to this warlord's IS */
    bool acted;
} BwInvolved;

/* where a fate window leads (BwChallenge.after_fate; the log says which window a pass was in) */
enum { NX_I_WARLORDS, NX_I_LEGIONS, NX_BALLOT, NX_C_WARLORDS, NX_C_LEGIONS, NX_COMPARE };

typedef struct BwChallenge {
    int8_t type;             /* 0 intrigue, 1 combat; -1 none */
    int16_t field;           /* battlefield card */
    int8_t ninv;
    BwInvolved inv[BW_MAX_SEATS]; /* [0] = the challenger; combat: [1] = the defender if any */
    int16_t mod[2];          /* side totals changed by powers and fate */
    int16_t ally[2];         /* Hidden Ally card per side, -1 none */
    bool ally_double[2];
    int8_t ally_seat[2];     /* whose deck each Hidden Ally came from */
    uint8_t advocate;        /* bit per seat: reward guaranteed */
    int8_t norder;
    int8_t order[BW_MAX_SEATS]; /* seats from the acting seat counter-clockwise (the window order) */
    int8_t passes;           /* combat legion step: consecutive passes */
    int8_t invest_side;      /* BP_INVEST: 0 challenger, 1 defender */
    int8_t invested;         /* BP_INVEST: cards added in this step ("adds nothing" / "nothing more") */
    int8_t after_fate;       /* phase the fate window leads to (NX_*) */
    int8_t result;           /* last challenge: 1 captured, 0 failed, -1 none */
    int16_t total[2];        /* last compared totals */
} BwChallenge;

/* A take-back of this Assembly (BW_ACT_RETURN): the card, the warlord slot
 * it left and what it went beside there (the legion it was assigned to, or
 * the one Acolyte that came back with a legion; -1 none).  Stacking it back
 * beside the same would only undo the take-back (RULES-NOTES). */
typedef struct BwReturned {
    int16_t card, partner, slot; /* no padding: states are compared byte by byte */
} BwReturned;

typedef struct BwState {
    const CardSet *set;
    Rng rng;
    int8_t nplayers, phase, acting, asker;
    int8_t game_vp;          /* 13 / 19 / 25 */
    int8_t muster;           /* 2 / 4 / 6 */
    int8_t exchanges;        /* assembly moves made this turn */
    int8_t nreturned;        /* take-backs of this Assembly (empty outside it) */
    BwReturned returned[BW_EXCHANGES];
    bool captured;           /* one capture per turn */
    int8_t winner;           /* -1 none / -2 called on VP with a tie */
    int16_t round;           /* turns played in total */
    BwChallenge ch;
    uint32_t event_seq;       /* View.event_seq: one more for every action with words */
    bool quiet;               /* an AI copy: no words are written (GameModule.quiet) */
    BwPlayer p[BW_MAX_SEATS]; /* then the seats: a quiet copy holds only those playing (bw_state_bytes) */
    /* Text last, after every seat: a quiet copy leaves it zero and uncopied, so
     * its room costs the AI nothing.  Room for the longest line, a stacking
     * under all 9 warlords: 9 x (" and 99 under " + a 63-byte name) < 768. */
    char last_event[VIEW_EVENT_LEN];
    /* What private_seat alone reads of the last action (its face-down moves by
     * name); "" = the same as everyone (bw_words.c). */
    int8_t private_seat;
    char private_event[VIEW_EVENT_LEN];
} BwState;

/* ---- bw_cards.c ---- */
bool bw_load_card(const struct cJSON *json, CardDef *card, const char *where, Report *problems);
bool bw_validate_set(const CardSet *set, Report *problems);
bool bw_validate_deck(const CardSet *set, const Deck *deck, Error *err);
int bw_deck_problems(const CardSet *set, const Deck *deck, Report *out);
int bw_card_attrs(const CardSet *set, int idx, CardAttr *out, int cap);
int bw_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap);
extern const char *const BW_TYPE_NAMES[];
extern const char *const BW_LEGION_POWER_NAMES[];
extern const char *const BW_FATE_NAMES[];
/* "LG", "N", "CE"... into buf (n >= 3) */
void bw_alignment_text(int ethic, int moral, char *buf);
/* alignment letters: 2 = exact, 1 = one letter in place, 0 = none */
int bw_align_match(int e1, int m1, int e2, int m2);

/* ---- bw_effects.c: totals, stacking, powers ---- */
int bw_vp(const BwState *s, int seat);
int bw_hint_figures(const GameState *gs, GameFigure *out, int cap); /* bw_figures.c */
int bw_warlord_is(const BwState *s, int seat, int slot); /* flipped = 5 */
int bw_battle_cs(const BwState *s, int seat, int slot);
int bw_side_total(const BwState *s, int side);           /* IS (intrigue) or CS (combat) incl. modifiers */
bool bw_stack_ok(const BwState *s, int seat, int slot, bool in_combat);
bool bw_stack_ok_w(const BwState *s, const BwWarlord *w, bool in_combat);
/* A stack read once, so each candidate card is judged without a rescan. */
typedef struct BwStackSummary {
    bool ok, any, leader;
    int8_t legions, shock, fate, room, worst, worst_core /* without shock troops */, extra;
    int8_t match[BW_BATTLE_MAX], held[BW_BATTLE_MAX];
} BwStackSummary;
void bw_stack_summary(const BwState *s, const BwWarlord *w, BwStackSummary *u);
/* would the stack stay legal with `card` added (assigned to legion `attach`, or -1)?
 * A legion with attach BW_WITH_ACOLYTE comes with an Acolyte card that makes it follow an avatar or factol. */
#define BW_WITH_ACOLYTE (-2)
bool bw_stack_fits(const BwState *s, const BwWarlord *w, const BwStackSummary *u, int card, int attach, bool in_combat);
int bw_reveal_top(BwState *s, int seat);  /* the top card (Hidden Ally, RR draw), reshuffling if needed; -1 none */
int bw_slay_target(const BwState *s, int seat, int slot, int n, bool at_least);
bool bw_has_power(const BwState *s, int seat, int slot, int idx, int when, BwPower *out);
void bw_apply_power(BwState *s, int seat, int side, BwPower pw, int target);
/* slays (discard / Dead-Book) battle-hand card k of (seat, slot), with Martyr and Support */
void bw_slay(BwState *s, int seat, int slot, int k, bool dead_book);
typedef enum { BWS_LEAVES, BWS_MARTYR_FLIPS, BWS_SUPPORT_INSTEAD } BwSlayKind;
BwSlayKind bw_slay_plan(const BwState *s, int seat, int slot, int k, int *support); /* what bw_slay will do */
int bw_legion_cs(const BwState *s, const BwBattleCard *b);                         /* 1 when flipped */
int bw_challenger_guardian(const BwState *s);                                      /* card; -1 none */
int bw_opposing_warlord(const BwState *s, int side, int *seat);                    /* slot; -1 none */
void bw_remove_bh(BwState *s, int seat, int slot, int k); /* removes, fixing attach indices */
void bw_draw(BwState *s, int seat, int n);
void bw_to_discard(BwState *s, int seat, int card);
int bw_count_legions(const BwState *s, int seat, int slot); /* towards the 4 / 6 limit (Horde excluded) */
bool bw_is_legion_power(const BwState *s, int card, int lp);

/* ---- bw_legal.c: the legal actions ---- */
int bw_legal_actions(const BwState *s, Action *out, int cap);
bool bw_is_legal(const BwState *s, Action a);
bool bw_has_choice(const BwState *s); /* the seat to act has a move other than Done / Pass */
int bw_seat_to_act(const BwState *s);
int bw_side_of_seat(const BwState *s, int seat); /* -1 not involved */

/* ---- bw_rules.c ---- */
bool bw_apply(BwState *s, Action a);
void bw_begin_turn(BwState *s);
int bw_card_events(const GameState *before, Action a, const GameState *after, CardEvent *out, int cap); /* bw_stats.c */

/* ---- bw_why.c: why a click is no move (GameModule.why_not) ---- */
bool bw_why_not(const GameState *st, const char *zone, int index, char *out, size_t n);

/* ---- bw_words.c: each action in a sentence for the log ---- */
typedef enum {
    BWW_PUBLIC,             /* everyone reads the sentence */
    BWW_SECRET,             /* its seat alone (stacking: the others get the count when Assembly ends) */
    BWW_SECRET_THEN_PUBLIC, /* its seat reads the sentence, the others `pub` (or nothing); then both what the rules said */
} BwWordsKind;
typedef struct BwWords {
    char own[400], pub[160];
    int seat;
    BwWordsKind kind;
} BwWords;
void bw_words_of(const BwState *s, Action a, BwWords *words); /* before the action */
void bw_tell_words(BwState *s, const BwWords *words);         /* after it */
/* Done / Pass at the current step: the button's label and the log's sentence */
typedef struct { const char *label, *sentence; } BwStepWords;
BwStepWords bw_done_words(const BwState *s);
BwStepWords bw_pass_words(const BwState *s);

#endif
