/* qm.h — Queen by Midnight: Quarter Past.  Card data (the effect language of
 * cards/README.md), the flat game state, and the functions shared by
 *   qm_cards.c    loading and validating cards and the set
 *   qm_setup.c    setup, turn order, the clock, elimination, Inner Circle, scoring
 *   qm_effects.c  resolving cards: targets, reaction windows, effects, pending choices
 *   qm_rules.c    legal actions and apply
 *   qm_module.c   the GameModule table, view, texts, determinize
 *   qm_ai.c       the heuristic the AI judges positions by
 *   qm_json.c     positions: state <-> JSON
 *
 * Memory: QmCardData is one malloc block per card owned by CardDef.game (freed
 * by carddb_free).  QmState is flat (only `const CardSet *`), cloned by memcpy. */
#ifndef QM_H
#define QM_H
#include <stdbool.h>
#include <stdint.h>
#include "core/game.h"

#define QM_MAXP 4
#define QM_HP_MAX 30
#define QM_OWN 64      /* deck / archive / grotto capacity per seat */
#define QM_HAND 24
#define QM_ARMORY 16
#define QM_HELD 8      /* cards set aside at the end of a turn over the hand limit */
#define QM_VAULT 32
#define QM_BAZAAR 40
#define QM_BANISH 256
#define QM_MAX_EFFECTS 8
#define QM_MAX_OPTIONS 6
#define QM_STACK 6
#define QM_QUEUE 16
#define QM_OWNED_CAP 56 /* a seat owns at most this many cards in deck+hand+archive+armory+held */

/* ---- card data ---- */
enum { QC_BRAWLER, QC_CASTER, QC_SCHEMER, QC_NEUTRAL, QC_CARD, QC_PRIMARY }; /* CARD/PRIMARY only in effects */
enum { QK_UTILITY, QK_ATTACK, QK_REACTION, QK_SUMMON, QK_BOON, QK_BANE, QK_EVENT, QK_TRAP, QK_ULTIMATE,
       QK_PRINCESS, QK_INNER, QK_COUNT };
enum { QS_STARTER, QS_VAULT, QS_WAR_CHEST, QS_AFTERNOON, QS_TWILIGHT, QS_MIDNIGHT, QS_NONE };
enum { QT_PLAY, QT_ACTIVATE, QT_PURCHASE, QT_BANISHED, QT_DISCARDED, QT_TURN_START, QT_TURN_END, QT_DRAWN,
       QT_ULTIMATE, QT_ADVISOR, QT_COUNT };
enum { QA_GAIN_CLOUT, QA_LOSE_CLOUT, QA_STEAL_CLOUT, QA_DAMAGE, QA_HEAL, QA_DRAW, QA_DISCARD, QA_BANISH,
       QA_LEVEL_UP, QA_LEVEL_DOWN, QA_LOYALTY, QA_NEGATE, QA_NEGATE_DAMAGE, QA_REDIRECT, QA_DISMISS, QA_BUY,
       QA_PUT, QA_ROLL, QA_CHOOSE, QA_SWITCH, QA_COUNT };
enum { QX_SELF, QX_FOE, QX_LEADER, QX_OWNER, QX_ATTACKER };
enum { QPER_NONE, QPER_GROTTO, QPER_GROWTH, QPER_DIE, QPER_BANISHED };
enum { QIF_NONE, QIF_CLOUT_AT_LEAST, QIF_HP_AT_MOST, QIF_GROTTO_AT_LEAST, QIF_CLOCK_AT_LEAST, QIF_DIE_AT_LEAST };
enum { QZ_HAND, QZ_ARCHIVE, QZ_MARKET, QZ_VAULT, QZ_WAR_CHEST, QZ_ARMORY };
enum { QTO_HAND, QTO_DECK_TOP };
enum { QW_ATTACKED, QW_OWN_TURN };
enum { QL_NONE, QL_MAJOR, QL_MINOR };
enum { QTR_NONE, QTR_SWITCH, QTR_GROTTO, QTR_TRAPS, QTR_GROWTH };

typedef struct QmEffect {
    uint8_t trigger, action, target, cls, level, per, cond, zone, to, ability;
    bool unblockable, up_to, free_buy;
    int8_t amount, max, n, count;
    int8_t noptions, option_first; /* choose: options[option_first .. +noptions) */
} QmEffect;

typedef struct QmCardData {
    uint8_t type, cls, source, when, trait;
    bool grows, targets_each;
    int8_t buy, play, loyalty, players_min;
    /* princess */
    uint8_t classes[2];      /* for the switch trait, classes[1] is the side showing at setup */
    uint8_t switch_classes[2];
    int8_t major[2], minor[2];
    /* owning princess (starter, vault, war chest, trap, inner circle cards) */
    char princess_id[48];
    int16_t princess;        /* card index, set by validate_set; -1 none */
    int neffects, noptions;
    QmEffect effects[QM_MAX_EFFECTS];
    QmEffect options[QM_MAX_OPTIONS];
    char ability_label[2][40]; /* inner circle: the two advisor abilities, in words */
} QmCardData;

static inline const QmCardData *qm_card(const CardSet *set, int idx)
{
    return (const QmCardData *)set->cards[idx].game;
}

/* ---- state ---- */
enum { QM_PH_PICK, QM_PH_DECLARE, QM_PH_FLIP, QM_PH_MAIN, QM_PH_END, QM_PH_ADVISE, QM_PH_OVER };
enum { QM_ALIVE, QM_ADVISOR, QM_OUT };
enum { QM_ST_TARGET, QM_ST_WINDOW, QM_ST_EFFECTS, QM_ST_CHOOSE, QM_ST_PICK, QM_ST_SEAT };
/* where a resolved card goes */
enum { QM_TO_ARCHIVE, QM_TO_ARMORY, QM_TO_TARGET_ARMORY, QM_TO_BANISH, QM_TO_NOWHERE };

/* Action kinds (see qm_module.c for texts). */
enum {
    QM_ACT_PICK_PRINCESS = 1, QM_ACT_DECLARE, QM_ACT_FLIP, QM_ACT_NO_FLIP, QM_ACT_ADVISE, QM_ACT_PLAY,
    QM_ACT_ACTIVATE, QM_ACT_BUY, QM_ACT_REFRESH, QM_ACT_END_TURN, QM_ACT_ARCHIVE, QM_ACT_HOLD, QM_ACT_DONE,
    QM_ACT_TARGET, QM_ACT_REACT, QM_ACT_TAKE, QM_ACT_CHOOSE, QM_ACT_PICK, QM_ACT_SKIP, QM_ACT_SEAT,
};
enum { QM_BUY_MARKET, QM_BUY_VAULT, QM_BUY_WAR_CHEST };

typedef struct QmArmed {
    int16_t card;
    int8_t owner;   /* whose Archive it returns to */
    int8_t loyalty; /* summons */
    uint8_t face_down;
} QmArmed;

typedef struct QmPlayer {
    int16_t princess, inner;          /* card indices, -1 before the pick */
    int16_t hp, clout, growth;
    int8_t level[2];                  /* level changes of classes[0] / classes[1] (both Major and Minor) */
    int8_t side;                      /* switch trait: 0 = switch_classes[0] showing */
    int8_t status, leader, advisor, declared; /* declared: seat or -1 */
    int8_t ndeck, nhand, narchive, narmory, nheld, nvaultdeck, ngrotto;
    int16_t deck[QM_OWN], hand[QM_HAND], archive[QM_OWN], held[QM_HELD], vaultdeck[QM_VAULT], grotto[QM_OWN];
    int16_t vault[3], war[3];         /* -1 = empty slot */
    QmArmed armory[QM_ARMORY];
} QmPlayer;

/* One card or ability being resolved. */
typedef struct QmPending {
    int16_t card;       /* the card played / bought / activated (moves to `dest` when done) */
    int16_t effcard;    /* card whose effects run (the inner circle card for ultimates and advisors) */
    int8_t controller, trigger, ability, stage, pc, option, dest;
    int8_t attacker;    /* for reactions: who attacked */
    uint8_t targets, window_done, negated, dmg_negated; /* seat bit masks */
    int8_t summon_seat, summon_slot; /* a Summon chosen as the target, -1 none */
    int8_t window_seat, die, left, pick_zone, pick_seat, dest_seat;
    bool targeted, is_attack;
} QmPending;

typedef struct QmQueued {
    int16_t card;
    int8_t controller, trigger;
} QmQueued;

/* What the last action did, as data: apply records it and the words are made
 * only when a view or the log asks (qm_event_text), so AI playouts never
 * format text. */
enum { QE_NONE, QE_FIRST, QE_FIRST_CHOOSE, QE_CHOOSES, QE_DECLARES, QE_FLIPS, QE_ADVISES, QE_FACE_DOWN, QE_PLAYS,
       QE_ACTIVATES, QE_REACTS, QE_BUYS, QE_REFRESHES, QE_SLIPS, QE_REDIRECTS, QE_CLOCK, QE_OUT_CIRCLE, QE_OUT_GOOD,
       QE_OUT, QE_MIDNIGHT, QE_TARGETS, QE_ENDS, QE_ARCHIVES, QE_SETS_ASIDE, QE_DRAWS_UP, QE_TAKES, QE_PICKS,
       QE_STOPS, QE_TAKES_TURN,
       QE_DRAWS_CLOCK, /* QE_DRAWS_UP whose passing struck the clock: n drawn, the hour is the clock's */
       QE_OPTS, /* an option of a card is chosen: card, n = its index in the card's options, other = its count */
       QE_HITS_ARMORY, /* an attack aimed at an Armory card, resolved: card = it, other = its owner, n = loyalty lost (-1: dismissed) */
       QE_COUNT };
/* QE_PICKS: what the pick did with the card (QmEvent.n; `other` the seat whose Armory or deck) */
enum { QPK_DISCARD, QPK_BANISH_HAND, QPK_TO_HAND, QPK_BANISH_ARCHIVE, QPK_DISMISS, QPK_DISMISS_HIDDEN, QPK_BANISH_MARKET,
       QPK_GAIN, QPK_ON_DECK };
typedef struct QmEvent {
    int8_t kind, seat, other, n; /* n: the clock's hour, the advisor ability, vault (1) or bazaar (0),
                                  * the HP an attack took (-1: it aims at an Armory card) */
    int16_t card;
} QmEvent;

/* What an action changed, beyond its headline event: every change of HP,
 * Clout and cards held and every elimination, with the card it came from
 * (qm_told.c words them; the log prints one line each). */
#define QM_TOLD 32
enum { QO_HP, QO_CLOUT, QO_STEAL, QO_PAY, QO_DRAW, QO_OUT, QO_SPARED, QO_EVENT, QO_COUNT };
enum { QPAY_PLAY, QPAY_ACTIVATE, QPAY_BUY, QPAY_REFRESH_BAZAAR, QPAY_REFRESH_VAULT };
enum { QDR_EFFECT, QDR_TRAP, QDR_TURN, QDR_HELD };   /* QO_DRAW: why the cards came */
enum { QOUT_PLAIN, QOUT_CIRCLE, QOUT_GOOD, QOUT_LEADER }; /* QO_OUT: what the Declaration did; an Advisor out with her leader */
typedef struct QmTold {
    int8_t kind, seat;
    int8_t other;   /* the card's controller (HP, Clout, spared), the victim (steal), the killer (out) */
    int8_t extra;   /* HP: damage dealt when more than the HP left; pay: QPAY_*; draw: QDR_*;
                     * out: QOUT_*; spared: the action stopped (QA_DAMAGE / QA_STEAL_CLOUT) */
    int8_t ability; /* the advisor ability whose effect it is, -1 none */
    int16_t card;   /* the card it is attributed to, -1 none */
    int16_t n;      /* HP / Clout: the change (signed); steal, pay, draw, spared: the amount;
                     * out: the declared seat * 4 + the reason of QE_OUT_GOOD */
} QmTold;

typedef struct QmState {
    const CardSet *set;
    Rng rng;
    int8_t np, phase, current, first, clock, age, hand_limit, choose_princesses;
    int8_t pick_pos;               /* princess choice: next chooser's position in the order */
    int8_t declare_pos;            /* declarations: seats declared so far in turn order */
    bool refreshed_bazaar, refreshed_vault, advised;
    int8_t depth, nqueue;
    uint8_t winners;               /* bit per seat, when over */
    int8_t dice[QM_MAXP];          /* first-player roll (last round of re-rolls) */
    int16_t turns;
    int16_t nbaz[3], market[3], nbanish;
    int16_t bazaar[3][QM_BAZAAR];  /* Afternoon, Twilight, Midnight decks; [n-1] = top */
    int16_t banish[QM_BANISH];     /* the central Banish pile, public */
    QmPlayer p[QM_MAXP];
    QmPending stack[QM_STACK];
    QmQueued queue[QM_QUEUE];
    QmEvent event;
    uint32_t event_seq;            /* View.event_seq: one more for every event told */
    int8_t ntold;                  /* told[]: the last action's outcomes, in order */
    QmTold told[QM_TOLD];
} QmState;

/* ---- qm_cards.c ---- */
bool qm_load_card(const struct cJSON *json, CardDef *card, const char *where, Report *problems);
bool qm_validate_set(const CardSet *set, Report *problems);
int qm_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap);
int qm_hint_figures(const GameState *gs, GameFigure *out, int cap); /* qm_figures.c */
void qm_hint_move_words(const GameState *gs, int seat, Action a, char *out, size_t n);
extern const char *const QM_CLASS_NAMES[];
extern const char *const QM_TYPE_NAMES[];

/* ---- qm_setup.c ---- */
bool qm_init(GameState *st, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err);
void qm_deal_princess(QmState *s, int seat, int princess);
void qm_begin_game(QmState *s);          /* after princesses: first turn */
void qm_start_turn(QmState *s);          /* current seat begins (flip offer, draws, armory triggers) */
void qm_next_turn(QmState *s);           /* after a turn: next seat, clock, events */
void qm_after_declare(QmState *s);
void qm_check_eliminations(QmState *s, int killer, int card); /* card: the one that dealt the blow, -1 */
void qm_finish_by_points(QmState *s);
int qm_alive_count(const QmState *s);
bool qm_can_flip(const QmState *s, int seat);
int qm_cur_player(const QmState *s);
int qm_declarer(const QmState *s);  /* seat declaring now, -1 when all have */
int qm_chooser(const QmState *s);   /* seat choosing a princess now */

/* ---- qm_effects.c ---- */
void qm_draw(QmState *s, int seat, int n);
void qm_draw_to_limit(QmState *s, int seat);
int qm_level(const QmState *s, int seat, int cls, int which); /* QL_MAJOR / QL_MINOR */
bool qm_has_class(const QmState *s, int seat, int cls);
bool qm_can_use(const QmState *s, int seat, int card); /* class rule */
void qm_push(QmState *s, int card, int effcard, int controller, int trigger, int ability, int dest);
void qm_queue(QmState *s, int card, int controller, int trigger);
void qm_run(QmState *s);                 /* resolve until a decision is needed */
bool qm_reaction_usable(const QmState *s, int seat, int slot, int when);
int qm_total_owned(const QmPlayer *p);
void qm_banish_card(QmState *s, int by_seat, int card);
void qm_buy_into(QmState *s, int seat, int card);
void qm_refill_market(QmState *s, int slot);
void qm_refill_vault(QmState *s, int seat, int slot);
bool qm_pick_valid(const QmState *s, int idx);
int qm_pick_count(const QmState *s);
int qm_pick_zone_size(const QmState *s);
bool qm_seat_valid(const QmState *s, int seat);
bool qm_target_valid(const QmState *s, int seat, int slot);
void qm_pick_done(QmState *s, int idx); /* idx < 0: stop picking */
/* What the pick under way does with a card (QPK_*; QPK_DISMISS for any Armory card), for its words. */
int qm_pick_kind(const QmState *s);
int qm_effect_count(const QmState *s, const QmPending *p, const QmEffect *e);

static inline void qm_event(QmState *s, int kind, int seat, int card, int other, int n)
{
    s->event = (QmEvent){(int8_t)kind, (int8_t)seat, (int8_t)other, (int8_t)n, (int16_t)card};
    s->event_seq++;
}
void qm_event_text(const QmState *s, char *buf, size_t n); /* qm_module.c: the headline */

/* ---- qm_told.c ---- */
static inline void qm_tell(QmState *s, int kind, int seat, int other, int card, int n, int extra, int ability)
{
    if (s->ntold >= QM_TOLD || (n == 0 && kind != QO_OUT && kind != QO_EVENT)) return;
    s->told[s->ntold++] = (QmTold){(int8_t)kind, (int8_t)seat, (int8_t)other, (int8_t)extra, (int8_t)ability,
                                   (int16_t)card, (int16_t)n};
}
/* The last action in words for the log: the headline (with the Clout paid) and
 * one line per outcome, VIEW_EVENT_SEP between them. */
void qm_log_text(const QmState *s, char *buf, size_t n);
extern const char *const QM_TOLD_NAMES[];
extern const char *const QM_EVENT_NAMES[];                 /* JSON ids of QE_* */

/* ---- qm_rules.c ---- */
int qm_legal_actions(const QmState *s, Action *out, int cap);
/* Why `seat` cannot play `card` from the hand now, in words ("" if it can, by the card's own terms). */
void qm_why_not_play(const QmState *s, int seat, int card, char *out, size_t n);
bool qm_apply(QmState *s, Action a);
/* Why a click on a Bazaar market card or the seat's own Vault / War Chest card
 * (zone QM_BUY_*), the Bazaar deck, Vault deck or Armory card is no move in the main phase. */
enum { QM_WHY_VAULT_DECK = 10, QM_WHY_ARMORY, QM_WHY_BAZAAR_DECK };
void qm_why_not_own(const QmState *s, int seat, int zone, int slot, char *out, size_t n);
/* Why a hand card no move takes waits outside the main phase or while a card's
 * choice is open (a target, an attack to answer, a declaration): that step in
 * words.  False when no step is under way. */
bool qm_why_not_in_step(const QmState *s, char *out, size_t n);

/* ---- qm_reveals.c ---- */
const char *qm_reveals(const GameState *before, Action a, const GameState *after);
int qm_card_events(const GameState *before, Action a, const GameState *after, CardEvent *out, int cap); /* qm_stats.c */

/* ---- qm_ai.c ---- */
double qm_heuristic(const GameState *st, int player);
int qm_playout(const GameState *st, const Action *legal, int n, Rng *rng);

/* ---- qm_json.c ---- */
struct cJSON *qm_state_to_json(const GameState *st);
bool qm_state_from_json(GameState *st, const struct cJSON *json, const CardSet *set, Error *err);

#endif
