/* qc.h — Queen's Court rules module (src/games/queens-court).
 *
 * Purpose: the flat game state, the card codes and the action encoding shared
 * by the module's files (qc_rules.c: play; qc_cards.c: card data; qc_json.c:
 * positions; qc_module.c: presentation + the GameModule table) and its tests.
 *
 * Memory: QcState is one flat block (fixed arrays, a borrowed `const CardSet *`
 * it never frees), so the core clones it with memcpy. Nothing here allocates
 * except qc_state_to_json, whose cJSON the caller deletes.
 *
 * Cards in the state are small "codes": 1..10 = noble of that rank,
 * QC_QUEEN, QC_GLOVE; 0 = none.  Hands are counts per code (order is hidden
 * and irrelevant; identical cards make one action).  Piles list codes bottom
 * to top.
 *
 * Action: kind QC_ACT_PLAY, a = card code, b = target seat, c = pile (0 left,
 * 1 right).  Text "play 7 -> p2.left", "play queen -> p0.right",
 * "play glove -> p1.left".  There is no pass: see RULES-NOTES.md.
 */
#ifndef CT_QC_H
#define CT_QC_H
#include <stdbool.h>
#include <stdint.h>
#include "core/game.h"

extern const GameModule queens_court_module;

#define QC_MAXP 5
#define QC_QUEEN 11
#define QC_GLOVE 12
#define QC_NCODES 13
#define QC_NOBLES 44
#define QC_NQUEENS 5
#define QC_NGLOVES 5
#define QC_DECK_MAX (QC_NOBLES + QC_NQUEENS)
#define QC_PILE_MAX 54
#define QC_HIST 16
/* Cards kept of each pile as the latest round ended (its top ones): enough
 * for every value (a Glove and the card under it) and for the table, which
 * shows a pile's top; a fixed array keeps the state flat and cheap to copy. */
#define QC_END_PILE 16
#define QC_WINS_TO_WIN 2
#define QC_WAGER_COINS 2
/* Spread shown for two Queens: above any real spread (max 10 - 1 = 9). */
#define QC_SPREAD_TWO_QUEENS 10

enum { QC_ACT_PLAY = 1 };
enum { QC_MODE_CLASSIC = 0, QC_MODE_WILD = 1 };
enum { QC_OPT_MODE = 0, QC_OPT_WAGER = 1 };
enum { QC_LEFT = 0, QC_RIGHT = 1 };
enum { QC_FIRST_HALF = 1, QC_SECOND_HALF = 2 };

/* QcRoundRec.kind */
enum { QC_RR_WIN = 1, QC_RR_TIE = 2, QC_RR_NONE = 3 };

/* QcState.last_flags: what the last action caused */
enum {
    QC_LF_ZERO = 1 << 0,        /* made a zero spread in the first half */
    QC_LF_LOCKED = 1 << 1,      /* the player played their last card */
    QC_LF_SECOND_HALF = 1 << 2, /* the draw pile ran out: second half began */
    QC_LF_ROUND_END = 1 << 3,   /* the round was scored (latest history record) */
    QC_LF_GAME_END = 1 << 4,
};

typedef struct QcRoundRec {
    int16_t round;
    uint8_t kind;    /* QC_RR_* */
    uint8_t winners; /* seat bitmask: the clean winner, or every tied seat */
    uint8_t gained;  /* seat bitmask: seats that gained a round win */
    int8_t spread;   /* the winning spread (-1 for QC_RR_NONE) */
    int8_t cards;    /* cards in the winner's two piles (-1 for QC_RR_NONE) */
    uint8_t pad;
    /* each seat's spread (QC_SPREAD_TWO_QUEENS: two Queens) and cards in its
     * piles as the round ended, for "How it went"; -1: not known (a record
     * read from a position written without them) */
    int8_t seat_spread[QC_MAXP], seat_cards[QC_MAXP];
} QcRoundRec;

typedef struct QcState {
    const CardSet *set; /* borrowed; may be NULL (then card index = code - 1) */
    Rng rng;
    int16_t round; /* 1-based */
    int16_t nhist; /* rounds scored so far; hist is a ring of the last QC_HIST */
    int8_t nplayers, mode, wager, half, over, turn, starter, winner;
    int8_t ndeck, gloves_left, pot, pad0;
    int8_t deck[QC_DECK_MAX]; /* [ndeck-1] is the top; slots >= ndeck are 0 */
    uint8_t hand[QC_MAXP][QC_NCODES];
    int8_t pilelen[QC_MAXP][2];
    int8_t pile[QC_MAXP][2][QC_PILE_MAX]; /* slots >= pilelen are 0 */
    int8_t wins[QC_MAXP], coins[QC_MAXP];
    int16_t cardidx[QC_NCODES]; /* code -> CardSet index */
    int8_t last_seat, last_code, last_target, last_pile, last_drew; /* last_seat -1: none */
    uint8_t last_flags;
    uint32_t event_seq; /* View.event_seq: every play is an event (the same words twice included) */
    QcRoundRec hist[QC_HIST];
    /* each seat at the end of the latest scored round, for the round summary:
     * pile values (-1 empty), spread (QC_SPREAD_TWO_QUEENS: two Queens), cards */
    int8_t end_left[QC_MAXP], end_right[QC_MAXP], end_spread[QC_MAXP], end_cards[QC_MAXP];
    /* the table as it stood when that round ended (view_round_end), kept until
     * the next play like the figures above: each pile's length and its top
     * QC_END_PILE cards (bottom to top; end_pilelen 0: not known, e.g. a
     * position written without it), each hand, the Gloves left */
    int8_t end_pilelen[QC_MAXP][2];
    int8_t end_pile[QC_MAXP][2][QC_END_PILE];
    uint8_t end_hand[QC_MAXP][QC_NCODES];
    int8_t end_gloves;
} QcState;

/* ---- qc_rules.c ---- */
bool qc_init(GameState *gs, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err);
bool qc_map_cards(QcState *st, const CardSet *set, Error *err);
int qc_current_player(const GameState *gs);
int qc_legal_actions(const GameState *gs, Action *out, int cap);
bool qc_apply(GameState *gs, Action a);
void qc_returns(const GameState *gs, double *per_player);
void qc_determinize(GameState *gs, int observer, Rng *rng);
double qc_heuristic(const GameState *gs, int player);

int qc_hand_size(const QcState *st, int p);
int qc_hint_figures(const GameState *gs, GameFigure *out, int cap); /* qc_figures.c */
bool qc_locked_in(const QcState *st, int p);
bool qc_pile_open(const QcState *st, int p, int k);
int qc_top(const QcState *st, int p, int k);     /* top code, 0 if empty */
int qc_counted(const QcState *st, int p, int k); /* top code below any Glove */
bool qc_gloved(const QcState *st, int p, int k);
bool qc_two_queens(const QcState *st, int p);
int qc_pile_value(const QcState *st, int p, int k); /* 0 for a Queen facing a Queen */
int qc_spread(const QcState *st, int p);            /* QC_SPREAD_TWO_QUEENS for two Queens */
int qc_pile_cards(const QcState *st, int p);        /* cards in both piles, Gloves included */
int qc_holders(const QcState *st);                  /* seats still holding cards */
int qc_composition(int mode, int code);             /* copies of `code` in a round's deal */
const QcRoundRec *qc_hist_at(const QcState *st, int i); /* i-th of the kept records, oldest first */
int qc_hist_kept(const QcState *st);

/* ---- qc_cards.c ---- */
bool qc_load_card(const struct cJSON *json, CardDef *card, const char *where, Report *problems);
bool qc_validate_set(const CardSet *set, Report *problems);
int qc_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap);
const char *qc_code_word(int code);  /* "7", "queen", "glove" */
const char *qc_code_title(int code); /* "7", "Queen", "Glove" */

/* ---- qc_json.c ---- */
struct cJSON *qc_state_to_json(const GameState *gs);
bool qc_state_from_json(GameState *gs, const struct cJSON *json, const CardSet *set, Error *err);

/* ---- qc_stats.c ---- */
int qc_card_events(const GameState *before, Action a, const GameState *after, CardEvent *out, int cap);

/* ---- qc_rules.c: the ended round's table ---- */
/* Keeps st's table (piles, hands, Gloves left) as the ended round's (score time). */
void qc_keep_round_end(QcState *st);
/* Forgets it (the next play). */
void qc_forget_round_end(QcState *st);
/* True when st holds the table of a round its last play ended. */
bool qc_round_end_known(const QcState *st);

/* ---- qc_module.c ---- */
void qc_round_text(const QcRoundRec *r, char *buf, size_t n);
/* The round for "How it went" (View.history): qc_round_text, then every
 * seat's spread, and which tie-break decided ("… Spreads: {p0} 2 (5 cards),
 * {p1} 2 (7 cards), {p2} 6; the tie on spread 2 went to the fewest cards"). */
void qc_round_history(const QcRoundRec *r, int nplayers, char *buf, size_t n);

#endif
