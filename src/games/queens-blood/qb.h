/* qb.h — Queen's Blood: card data (effect language), flat game state and the
 * functions shared by qb_cards.c (loading/validation), qb_rules.c (the play
 * procedure) and qb_module.c (GameModule table, view, JSON, AI hooks).
 *
 * Memory: QbCardData is one malloc block per card owned by CardDef.game (freed
 * by carddb_free).  QbState is flat (no owned pointers; only `const CardSet *`),
 * so the core clones it with memcpy. */
#ifndef QB_H
#define QB_H
#include <stdbool.h>
#include <stdint.h>
#include "core/game.h"

#define QB_LANES 3
#define QB_COLS 5
#define QB_DECK_SIZE 15
#define QB_HAND_START 5
#define QB_MAX_DECK 48
#define QB_MAX_HAND 40
#define QB_MAX_EFFECTS 8
#define QB_MAX_ADD 4
#define QB_MAX_PAWNS 3

/* ---- effect language (see cards/README.md) ---- */
typedef enum {
    QT_PLAYED, QT_IN_PLAY, QT_DESTROYED, QT_ALLIED_PLAYED, QT_ENEMY_PLAYED, QT_ANY_PLAYED,
    QT_ALLIED_DESTROYED, QT_ENEMY_DESTROYED, QT_ANY_DESTROYED, QT_FIRST_ENHANCED,
    QT_FIRST_ENFEEBLED, QT_REACHES_POWER, QT_LANE_WON, QT_GAME_END, QT_COUNT
} QbTrigger;

typedef enum {
    QA_RAISE, QA_LOWER, QA_RAISE_PER, QA_LOWER_PER, QA_DESTROY, QA_ADD_TO_HAND, QA_SPAWN,
    QA_RAISE_RANK, QA_LANE_BONUS, QA_FOLD_LOST_LANES, QA_COUNT
} QbActionKind;

typedef enum {
    QX_NONE, QX_SELF, QX_TRIGGER,
    QX_AFFECTED_ALLIES, QX_AFFECTED_ENEMIES, QX_AFFECTED_ALL,
    QX_LANE_ALLIES, QX_LANE_ENEMIES, QX_LANE_ALL,
    QX_BOARD_ALLIES, QX_BOARD_ENEMIES, QX_BOARD_ALL,
    QX_ZONES_AFFECTED, QX_ZONES_LANE, QX_ZONES_BOARD, QX_COUNT
} QbTargets;

enum { QS_ALLIES, QS_ENEMIES, QS_ALL };               /* side */
enum { QP_ANY, QP_ENHANCED, QP_ENFEEBLED };           /* state counted by per */
enum { QR_BOARD, QR_LANE, QR_AFFECTED };              /* count_in region */
enum { QC_NONE, QC_TRIGGER_IN_LANE, QC_TRIGGER_AFFECTED, QC_SELF_ENHANCED, QC_SELF_ENFEEBLED };
enum { QB_REGULAR, QB_LEGENDARY, QB_TOKEN };

typedef struct QbEffect {
    uint8_t trigger, action, targets, condition;
    uint8_t per_side, per_state, count_in, rank;
    bool replaced_power; /* amount = power of the replaced card */
    int16_t amount, n;
    int nadd;
    char card[QB_MAX_ADD][48]; /* add_to_hand ids / spawn token id, or 3: one per zone rank (looked up at run time) */
} QbEffect;

typedef struct QbCardData {
    int cost;   /* 1..3, 0 = replace */
    int power;
    int rarity; /* QB_REGULAR... */
    uint8_t grid[5][5]; /* CG_*, for player 0 */
    int pawns_per_square; /* 1..3: step 3 places this many pawns on each P/B square, one at a time */
    uint32_t triggers; /* bit per QbTrigger present */
    bool self_aura;    /* has an in_play effect with self_enhanced / self_enfeebled */
    int neffects;
    /* at most QB_MAX_EFFECTS; the block holds only the card's own (each is
     * ~200 bytes: 8 for every card made a short card cost 12x its JSON) */
    QbEffect effects[];
} QbCardData;

/* ---- state ---- */
enum { QB_PH_MULLIGAN, QB_PH_PLAY, QB_PH_OVER };
/* A player may change their mulligan picks this many times; then only "done"
 * is left. Plenty for a person (5 cards), and it stops a searching AI from
 * toggling the same card on and off for ever. */
#define QB_MULLIGAN_TOGGLES 10
enum { QB_ACT_TOGGLE = 1, QB_ACT_DONE, QB_ACT_PLAY, QB_ACT_REPLACE, QB_ACT_PASS };

typedef struct QbZone {
    int8_t pawn_owner; /* -1 none */
    int8_t pawns;      /* 0..3; 0 when a card is here */
    int8_t owner;      /* card owner, -1 if no card */
    uint8_t fired;     /* bit i: effect i (first_*, reaches_power) already fired */
    int16_t card;      /* index into set->cards, -1 none */
    int16_t perm;      /* sum of one-shot raises/lowers */
    int16_t up, down;  /* continuous auras, recomputed in steps 4/5/7 */
    uint16_t uid;      /* identity of the card placed here (tells a new card from an old one) */
} QbZone;

typedef struct QbPlayer {
    int16_t deck[QB_MAX_DECK]; /* [0] = bottom, [ndeck-1] = top */
    int16_t hand[QB_MAX_HAND];
    int8_t ndeck, nhand;
    int8_t bottom_known;   /* cards at the bottom the owner knows (their mulligan) */
    bool mull_done;
    int8_t mull_toggles;   /* toggles made so far: capped so a mulligan always ends */
    int8_t last_toggle;    /* hand index of the last toggle: told to this seat alone */
    uint64_t hand_public;  /* bit i: hand[i] was revealed (added by an effect) */
    uint64_t mull_sel;     /* bit i: hand[i] chosen to send back */
} QbPlayer;

typedef struct QbState {
    const CardSet *set;
    Rng rng;
    int8_t phase, current, first, passes;
    int16_t turn;          /* turns started in the play phase */
    uint16_t next_uid;
    int8_t last_lane, last_col; /* last card played, -1 none */
    int8_t quiet;          /* an AI copy: no event text is built (GameModule.quiet) */
    QbPlayer p[2];
    QbZone z[QB_LANES][QB_COLS];
    uint32_t event_seq;    /* View.event_seq: bumped by every action but a mulligan toggle (its seat's view adds mull_toggles) */
    /* text last: a quiet copy leaves it zero and uncopied (qb_state_bytes); room
     * for "{p0} replaced <name> with <name> in the middle lane, second space from
     * the right; 9 destroyed" with two 63-byte names */
    char last_event[224];
} QbState;

static inline const QbCardData *qb_card(const CardSet *set, int idx)
{
    return (const QbCardData *)set->cards[idx].game;
}

/* current power of the card in zone z (z->card must be >= 0) */
int qb_power(const QbState *s, const QbZone *z);

/* qb_cards.c */
bool qb_load_card(const struct cJSON *json, CardDef *card, const char *where, Report *problems);
bool qb_validate_set(const CardSet *set, Report *problems);
bool qb_validate_deck(const CardSet *set, const Deck *deck, Error *err);
int qb_deck_problems(const CardSet *set, const Deck *deck, Report *out);
int qb_card_attrs(const CardSet *set, int idx, CardAttr *out, int cap);
int qb_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap);
extern const char *const QB_TRIGGER_NAMES[];
extern const char *const QB_ACTION_NAMES[];

/* qb_rules.c */
int qb_legal_actions(const QbState *s, Action *out, int cap);
bool qb_apply(QbState *s, Action a);
void qb_draw(QbState *s, int p);
/* lane totals per player, and final points per player (lane wins + bonuses) */
void qb_lane_totals(const QbState *s, int totals[QB_LANES][2]);
int qb_hint_figures(const GameState *st, GameFigure *out, int cap); /* qb_figures.c */
void qb_hint_move_words(const GameState *st, int seat, Action a, char *out, size_t n);
/* A lane and a space as the board shows them: "top", "second space from the left" */
extern const char *const QB_LANE_WORDS[QB_LANES];
extern const char *const QB_SPACE_WORDS[QB_COLS];
void qb_scores(const QbState *s, int score[2], int lane_points[QB_LANES][2]);
/* " + 5 from Crossbow Tower": what lane l's winner w scores besides its power ("" if nothing) */
void qb_lane_score_words(const QbState *s, int l, int w, char *out, size_t n);
bool qb_fold_active(const QbState *s);

/* qb_stats.c */
int qb_card_events(const GameState *before, Action a, const GameState *after, CardEvent *out, int cap);

/* Test/debug hook: called after each procedure step (1..9) with the state. */
typedef void (*QbStepHook)(const QbState *s, int step, void *ctx);
void qb_set_step_hook(QbStepHook hook, void *ctx);

#endif
