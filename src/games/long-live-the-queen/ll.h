/* ll.h — Long Live the Queen: tile data, the flat game state and the module's
 * internal helpers.  The module's interface (actions, view, AI hooks) is
 * ll_module.c, the turn's flow ll_turn.c, the abilities ll_abilities.c, tile
 * fields ll_cards.c, positions as JSON ll_json.c.
 *
 * Memory: LlState is one flat block (GameModule.state_size) with no owned
 * pointers; `set` is borrowed from the caller and must outlive the state.
 * LlCard is the module-owned block hung on CardDef.game (freed by carddb).
 *
 * Positions are indexed by their number on the bar (2..12); slot 0 of the
 * per-player arrays is the set-aside Master; slot 1 is unused. */
#ifndef LL_H
#define LL_H
#include <stdbool.h>
#include <stdint.h>
#include "core/game.h"

#define LL_POS_MIN 2
#define LL_POS_MAX 12
#define LL_PRINCESS_POS 7
#define LL_SLOTS 13        /* [0] master, [2..12] line */
#define LL_MASTER 0
#define LL_TILES 12        /* per side: 11 in the line + the Master */
#define LL_LINE 11
#define LL_PER_COLOUR 6    /* tokens of each colour in the game */
#define LL_WIN_EACH 3      /* 3 of each colour wins */
#define LL_HIST 16
/* Room for a whole turn's words (turn_log, a history line, View.history): the
 * longest turn is about 660 bytes — the roll's head, two Recruits revealing
 * their Masters, two tiles acting with every token gain returning 6 to the
 * supply (Gambler or Entertainer: ~220 bytes each), a repositioning swap naming
 * its tiles and the turn-limit draw.  Outside what search copies (text part). */
#define LL_TURN_TEXT 1024
#define LL_TURN_LIMIT 400  /* safety valve: a draw (see RULES-NOTES.md) */
#define LL_MAX_CARDS 16    /* card definitions a set may hold (we need 11) */
#define LL_SETUP_SWAPS 10  /* "reorder" swaps a seat may make during its setup (RULES-NOTES.md) */

/* The fixed ability vocabulary (CardDef.game -> LlCard.ability). */
typedef enum LlAbility {
    LL_AB_SNIPER = 0, LL_AB_ASSASSIN, LL_AB_SCHEMER, LL_AB_NOBLE, LL_AB_GAMBLER, LL_AB_PRINCESS,
    LL_AB_PILOT, LL_AB_ENTERTAINER, LL_AB_SPY, LL_AB_GUARD, LL_AB_RECRUIT, LL_AB_COUNT
} LlAbility;

enum { LL_RED = 0, LL_YELLOW, LL_BLUE, LL_NCOL };

#define LL_INIT_NONE 0     /* passive tile: never activates (Guard) */
#define LL_INIT_MASTER (-1) /* Recruit: the Master's initiative */

typedef struct LlCard {
    int ability;        /* LlAbility */
    int initiative;     /* 1..99, LL_INIT_NONE or LL_INIT_MASTER */
    int prestige;       /* LL_RED.., or -1 */
    bool can_be_master;
} LlCard;

extern const char *const ll_ability_ids[LL_AB_COUNT];   /* "sniper".. */
extern const char *const ll_ability_names[LL_AB_COUNT]; /* "Sniper".. (logs) */
extern const char *const ll_colour_ids[LL_NCOL];        /* "red", "yellow", "blue" */

enum LlPhase { LL_PH_SETUP = 0, LL_PH_ROLL, LL_PH_CHOICE, LL_PH_REPOSITION, LL_PH_OVER };

/* A pending choice inside an ability, made by pend_player. */
enum LlPending {
    LL_PC_NONE = 0,
    LL_PC_SCHEMER,   /* return one opponent token to the supply */
    LL_PC_NOBLE,     /* take one token of your choice from the supply */
    LL_PC_GAMBLER,   /* take a token from the opponent (pend_count left) */
    LL_PC_ENT_GIVE,  /* give one of your tokens to the opponent */
    LL_PC_ENT_TAKE,  /* then take one of theirs */
    LL_PC_PRINCESS,  /* turn one of your face-down tiles face up */
    LL_PC_PILOT,     /* swap adjacent tiles in your line (pend_count left) or stop */
    LL_PC_SPY,       /* swap adjacent tiles in the opponent's line (pend_count left) or stop */
    LL_PC_COUNT
};

enum { LL_STEP_ACTIVATE = 0, LL_STEP_TURN_UP = 1 };

/* One step of this turn's resolution; pos follows the tile when it is swapped. */
typedef struct LlStep {
    int8_t type, player, pos, pad;
} LlStep;

/* Action kinds, in their sort order. */
enum {
    LA_MASTER = 1,      /* a = card            "master <id>" */
    LA_PLACE,           /* a = card, b = pos   "place <id> -> <pos>" */
    LA_ARRANGE,         /*                     "arrange random" */
    LA_READY,           /*                     "ready" */
    LA_ROLL,            /*                     "roll" */
    LA_TOKEN,           /* a = colour          "choose token <colour>" */
    LA_TILE,            /* a = pos             "choose tile <pos>" */
    LA_SWAP,            /* a = pos (with a+1)  "swap <p> <p+1>" */
    LA_STOP,            /*                     "stop" */
    LA_REPO_SWAP,       /* a = pos             "reposition swap <p> <p+1>" */
    LA_REPO_MASTER,     /* a = pos             "reposition master <pos>" */
    LA_SKIP,            /*                     "skip" */
    LA_REORDER,         /* a = slot, b = pos   "reorder <a> <b>", "reorder master <b>" (setup;
                         * last so the older kinds keep their numbers) */
};

typedef struct LlState {
    const CardSet *set;
    Rng rng;
    int8_t tile_card[LL_TILES]; /* one side's tiles as card indices (Recruit twice) */
    int8_t phase, setup_seat;   /* setup_seat: who is setting up (phase SETUP) */
    int8_t setup_swaps[2];      /* "reorder" swaps each seat made in setup (<= LL_SETUP_SWAPS) */
    int8_t cur;                 /* whose turn it is */
    int8_t starter;
    int16_t turn;               /* 1 = the starting player's first turn */
    int8_t winner;              /* -1 none, 0/1, 2 = draw */
    int8_t active;              /* position rolled this turn, 0 = none yet */
    int8_t dice[2];
    int8_t start_dice[2][2];    /* last start-player roll of each seat */
    int8_t card[2][LL_SLOTS];   /* card index, -1 = empty (setup) */
    uint8_t up[2][LL_SLOTS];    /* face up; slot 0 = Master revealed */
    uint8_t known[2][LL_SLOTS]; /* [owner][slot]: identity known to the owner's opponent */
    uint8_t downed[2][LL_SLOTS];/* turned face down this turn (no activation, no turn-up) */
    int8_t tokens[2][LL_NCOL];
    int8_t supply[LL_NCOL];
    LlStep steps[2];
    int8_t nsteps, stepi;
    int8_t pend, pend_player, pend_count;
    int8_t private_seat;        /* who may read private_event, -1 none */
    int8_t nhist;
    int8_t quiet;               /* an AI copy: no text is built (GameModule.quiet) */
    /* text only from here on (a quiet copy zeroes it and copies the bytes before it) */
    char result[160];
    char last_event[LL_TURN_TEXT]; /* public text of the last action: at most its whole turn */
    char private_event[160];    /* what private_seat alone learns (their own setup) */
    char turn_log[LL_TURN_TEXT]; /* the current turn in full */
    char hist[LL_HIST][LL_TURN_TEXT];
    int8_t turn_cut;            /* turn_log's writers ran out of room (a bug: hist marks it "...") */
    uint32_t event_seq;         /* View.event_seq: every (loud) action tells something */
} LlState;

extern const GameModule long_live_the_queen_module;

static inline int ll_other(int p) { return 1 - p; }
static inline bool ll_on_bar(int pos) { return pos >= LL_POS_MIN && pos <= LL_POS_MAX; }

/* ---- ll_cards.c ---- */
bool ll_load_card(const struct cJSON *json, CardDef *card, const char *where, Report *problems);
bool ll_validate_set(const CardSet *set, Report *problems);
int ll_face_fields(const CardSet *set, int idx, CardFaceField *out, int cap);
int ll_hint_figures(const GameState *gs, GameFigure *out, int cap); /* ll_figures.c */
void ll_hint_move_words(const GameState *gs, int seat, Action a, char *out, size_t n);
const LlCard *ll_card(const CardSet *set, int card); /* NULL if out of range */
const LlCard *ll_info(const LlState *s, int card);   /* a passive blank if out of range */
int ll_ability(const LlState *s, int card);
const char *ll_cid(const LlState *s, int card);      /* "?" if out of range */
const char *ll_cname(const LlState *s, int card);
const char *ll_role(const LlState *s, int card);     /* "Sniper": the short word logs use */
/* ll_why.c: why a click on the mover's own token or tile is no move during play (GameModule.why_not) */
bool ll_why_not_in_play(const LlState *s, const char *zone, int index, char *out, size_t n);
/* ll_why.c: why a click on the common supply ("supply.<colour>") is no move, in
 * any phase: tokens leave it only through an activated tile (by choice only
 * with the Noble, and only of a colour left); false for other zones, or a move */
bool ll_why_not_supply(const LlState *s, const char *zone, char *out, size_t n);
/* ll_why.c: why a click on the number bar ("bar.<N>") is no move: it only
 * counts (which tiles a roll makes act); false for other zones, or game over */
bool ll_why_not_bar(const LlState *s, const char *zone, char *out, size_t n);
/* ll_why.c: why a click on an empty place of the line of the seat setting up
 * is no move: the Master comes first, then the line fills from 2 upward (the
 * next place: pick a tile first); false for other zones and phases */
bool ll_why_not_setup_place(const LlState *s, const char *zone, char *out, size_t n);
int ll_acting_card(const LlState *s, int p, int card); /* a Recruit's Master, else itself */
int ll_initiative_of(const LlState *s, int p, int card); /* 0 = never acts */

/* ---- ll_turn.c: the turn's flow and its log ---- */
/* Appends to both the action's event and the turn's log. */
void ll_say(LlState *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ll_say_sep(LlState *s); /* a new clause group ("; ") unless at a fresh start */
/* a new event of the action (VIEW_EVENT_SEP in the event; "; " in the turn's log) */
void ll_say_new_event(LlState *s);
/* One effect of the tile being resolved: "Sniper ({p0}) took red, turned ..." */
void ll_clause(LlState *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void ll_clause_joined(LlState *s, const char *const *tails, const char *const *joined, int n, const char *plain);
void ll_hist_push(LlState *s);
void ll_hist_sync(LlState *s);   /* copies the turn's log into the newest history line */
void ll_game_over(LlState *s, int winner, const char *why); /* winner 2 = draw */
void ll_start_game(LlState *s);  /* after setup: the start-player roll */
void ll_do_roll(LlState *s);
void ll_advance(LlState *s, bool step_begun);
void ll_end_turn(LlState *s);

/* ---- ll_abilities.c: what the tiles do ---- */
bool ll_guarded(const LlState *s, int p, int pos);
void ll_turn_up(LlState *s, int p, int slot);
void ll_reveal_master(LlState *s, int p);
void ll_swap_tiles(LlState *s, int p, int a, int b); /* adjacent; steps follow their tiles */
/* After a swap of p's tiles at a and b, in the table's numbers: "tiles at 9 and
 * 10", with `names` "(Spy now at 10)" when that fits in n, naming only tiles
 * that lie face up (the log is public). */
void ll_swap_words(const LlState *s, int p, int a, int b, bool names, char *buf, size_t n);
void ll_activate(LlState *s, int p, int pos);
void ll_do_choice(LlState *s, Action a);   /* one choice of the pending ability, known legal */
void ll_autoresolve(LlState *s);           /* settles forced choices at once */
int ll_count_choices(const LlState *s, Action *out, int cap); /* the pending ability's, sorted */
int ll_push_action(Action *out, int n, int cap, int kind, int a, int b);
const char *ll_pend_prompt(const LlState *s, char *buf, size_t n);
/* What the pending ability waits for, for the log: "is to turn up one of {p1}'s face-down tiles" ("" if nothing) */
void ll_pend_words(const LlState *s, char *buf, size_t n);

/* ---- ll_json.c ---- */
struct cJSON *ll_state_to_json(const GameState *st);
bool ll_state_from_json(GameState *st, const struct cJSON *json, const CardSet *set, Error *err);
/* Fills tile_card from the set (Recruit copies expanded). false if not 12 tiles. */
bool ll_fill_template(LlState *s, const CardSet *set, Error *err);

/* ---- ll_stats.c ---- */
int ll_card_events(const GameState *before, Action a, const GameState *after, CardEvent *out, int cap);

extern const char *const ll_phase_ids[6];              /* NULL-terminated */
extern const char *const ll_pending_ids[LL_PC_COUNT + 1]; /* NULL-terminated */

#endif
