/* game.h — the one interface between rules and everything else.
 *
 * A game module is a const table of function pointers, one per game, listed in
 * src/games/registry.c.  The AI (src/ai) and the UI (src/ui) drive every game
 * through this table alone.  Nothing here knows about windows or drawing.
 *
 * Contracts (checked by tests/test_conformance.c for every module):
 *  - States are FLAT: one block of `state_size` bytes with no owned pointers
 *    (a `const CardSet *` is allowed).  So clone is memcpy and "an illegal
 *    action leaves the state untouched" is a memcmp.
 *  - legal_actions: sorted by action_cmp, unique, non-empty unless terminal.
 *  - apply is all-or-nothing: false = illegal, state untouched.
 *  - all randomness comes from an Rng stored in the state: seed + actions
 *    replays a game exactly.
 *  - multi-step decisions are separate actions with a pending choice in state.
 *  - determinize(observer) resamples only what `observer` cannot see, and
 *    reseeds the state's Rng (so the AI cannot peek at future shuffles/dice).
 */
#ifndef CT_GAME_H
#define CT_GAME_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "rng.h"
#include "view.h"
#include "carddb.h"

struct cJSON;

#define GM_MAX_PLAYERS 5
#define GM_TERMINAL (-1)
#define GM_MAX_ACTIONS 1024 /* capacity callers pass to legal_actions */
#define GM_MAX_OPTIONS 8
#define GM_MAX_CHOICES 8

typedef struct GameState GameState; /* opaque; each module casts to its own struct */

/* An action is four small integers whose meaning the module defines.
 * Compare with action_cmp (kind, then a, b, c). */
typedef struct Action {
    int16_t kind, a, b, c;
} Action;

int action_cmp(Action x, Action y);
bool action_eq(Action x, Action y);

/* How the UI shows an action. A zone id ("" = none) + index into its items.
 *  src and dst:  pick the source, then the target (e.g. hand card -> pile).
 *  src only:     clicking the source applies it (e.g. mulligan toggle).
 *  dst only:     clicking the target applies it (e.g. choose a tile).
 *  neither:      a button with `label` (Pass, Roll, Done). */
typedef struct ActionDesc {
    char src_zone[VIEW_ID_LEN];
    int src_index;
    char dst_zone[VIEW_ID_LEN];
    int dst_index;
    char label[96]; /* in words, for buttons, choosers, tooltips and the log */
    /* The two ends are alike (a swap of two tiles): the table lets either end
     * be picked or dragged onto the other, not only src onto dst. */
    bool swap_ends;
    uint8_t flags; /* AD_*: what kind of "no" a zone-less move is; 0 for every other move */
} ActionDesc;

/* ActionDesc.flags.  A routine pass only lets a moment go by ("Pass (no
 * fate)"): when it is a seat's only move the table may take it for a person.
 * A decision declines something that changes the outcome ("Do not defend",
 * "Stay out"): the table never puts it where a routine pass stood, nor lets
 * Enter take it while the seat has another move. */
enum { AD_ROUTINE = 1 << 0, AD_DECISION = 1 << 1 };

/* A setup option (Wild Queens, Wager...). Values are choice indices. */
typedef struct GameOption {
    const char *id;     /* "mode" */
    const char *label;  /* "Queens" */
    int nchoices;
    const char *choices[GM_MAX_CHOICES];       /* ids: "classic", "wild" */
    const char *choice_labels[GM_MAX_CHOICES]; /* "Classic (trackers)", ... */
    int default_choice;
} GameOption;

/* One attribute of a card that the deck builder filters, sorts and counts by
 * (Queen's Blood: Cost, Power, Rarity).  The UI knows nothing of what it means. */
#define GM_MAX_CARD_ATTRS 8
enum {
    CA_CURVE = 1 << 0, /* deck statistics: a bar per value (a cost curve) */
    CA_GROUP = 1 << 1, /* deck statistics: a count per value (type counts) */
};
typedef struct CardAttr {
    const char *name; /* "Cost": a literal, the same names in the same order for every card */
    unsigned flags;   /* CA_* */
    int value;        /* orders sorting, filter values and the curve */
    char text[24];    /* as shown: "2", "Legendary", "Lawful Good"; "" = does not apply to this card */
} CardAttr;

/* One thing printed on a card face, for the face templates (src/face): a
 * template binds regions to keys.  Keys name the rules field ("cost",
 * "power", "alignment", "rr", "is", "cs", "vp", "type", "tile", "rank"...);
 * text is as printed, in the rulebook's own abbreviations ("LE", "4", "4/1").
 * Key "kind" picks the template's variant ("legion", "princess"...). */
#define GM_MAX_FACE_FIELDS 24
typedef struct CardFaceField {
    const char *key; /* a string literal */
    char text[48];
} CardFaceField;

/* Appends {key, printf(fmt...)} when n < cap; returns the new count.  The
 * modules' face_fields build their lists with it. */
/* validate_deck from a module's deck_problems: the first problem in err;
 * true when there is none. */
bool deck_first_problem(int (*problems)(const CardSet *, const Deck *, Report *), const CardSet *set, const Deck *deck,
                        Error *err);
int face_field_add(CardFaceField *out, int n, int cap, const char *key, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));

typedef struct GameSetup {
    int num_players;
    int option[GM_MAX_OPTIONS];          /* choice index per module option */
    char deck[GM_MAX_PLAYERS][48];       /* deck id per seat for deck games; "" = module default */
} GameSetup;

enum {
    GM_HIDDEN_INFO = 1 << 0, /* has information hidden from some seats */
    GM_CHANCE = 1 << 1,      /* shuffles or dice after setup */
    GM_DECKS = 1 << 2,       /* each seat picks a deck from the set */
};

/* What an action did with cards, for `crowntable playtest` (see card_events). */
enum { CE_DRAWN = 1, CE_PLAYED, CE_DESTROYED, CE_FINAL };
typedef struct CardEvent {
    int8_t kind, seat; /* CE_*, the seat that owns the card */
    int16_t card;      /* index into the CardSet */
    int16_t turn;      /* the game's turn count as its rules number turns */
    int16_t value;     /* CE_FINAL: the card's power at the end */
} CardEvent;
#define GM_MAX_CARD_EVENTS 64

/* A figure that matters in a position, named in the game's own words, for
 * the hints' sentences (src/ai/hint_words.c): "HP", "Clout", "VP", "pawns
 * on the board".  Figures of the same name and different owners are a
 * contest ("the top lane": each seat's total), told as who leads it. */
#define GM_MAX_FIGURES 24
typedef struct GameFigure {
    const char *name; /* a string literal */
    int8_t owner;     /* the seat it belongs to, -1 the table's */
    int8_t better;    /* +1 more is better for its owner, -1 less is better */
    bool contest;     /* told as who leads it (a lane's totals), not as amounts */
    int16_t value;
} GameFigure;

typedef struct GameModule {
    const char *id;     /* "queens-court" — folder names, saves, CLI */
    const char *title;  /* "Queen's Court" */
    const char *blurb;  /* one line for the menu */
    int min_players, max_players;
    unsigned flags;
    size_t state_size;
    const char *default_set; /* card set folder used when none is named */
    int num_options;
    const GameOption *options;

    /* data: validate + store this game's fields of one card (common fields are
     * already in *card).  `where` is the "file: cards[i] \"id\"" prefix for
     * errors.  Every problem of the card goes to `problems`, one line each
     * (unknown fields too), not only the first; false when there was any. */
    bool (*load_card)(const struct cJSON *json, CardDef *card, const char *where, Report *problems);
    /* optional: whole-set checks after all cards loaded (tokens exist, decks legal) */
    bool (*validate_set)(const CardSet *set, Report *problems);
    /* optional: check one deck; false with the first rule it breaks (one
     * line: the deck builder, a game's setup) */
    bool (*validate_deck)(const CardSet *set, const Deck *deck, Error *err);
    /* optional, with validate_deck: every rule the deck breaks, one line each
     * (check-cards, the set loader); returns how many */
    int (*deck_problems)(const CardSet *set, const Deck *deck, Report *problems);
    /* optional, for the deck builder: card `idx`'s attributes (at most cap);
     * returns their count, or -1 for a card that never goes into a deck (a token). */
    int (*card_attrs)(const CardSet *set, int idx, CardAttr *out, int cap);
    /* optional, for card faces: what card `idx` prints (at most cap fields;
     * name and rules text come from CardDef).  Returns the count.  NULL: the
     * face shows CardDef's corner, value and kind. */
    int (*face_fields)(const CardSet *set, int idx, CardFaceField *out, int cap);

    /* lifecycle: st is zeroed memory of state_size bytes */
    bool (*init)(GameState *st, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err);

    /* play */
    int (*current_player)(const GameState *st); /* seat to act, or GM_TERMINAL */
    int (*legal_actions)(const GameState *st, Action *out, int cap);
    bool (*apply)(GameState *st, Action a);
    void (*returns)(const GameState *st, double *per_player); /* each in [0,1]; win 1, loss 0 */

    /* hidden information */
    void (*determinize)(GameState *st, int observer, Rng *rng);

    /* presentation */
    void (*describe)(const GameState *st, Action a, ActionDesc *out);
    /* stable text form, unique among the legal actions: "play 7 -> p2.left", "pass" */
    void (*action_text)(const GameState *st, Action a, char *buf, size_t n);
    /* the table as `observer` sees it; its last_event tells the last action's
     * events, VIEW_EVENT_SEP between them (view.h) */
    void (*view)(const GameState *st, int observer, View *out);

    /* positions: full state as JSON and back (a test or designer sets up any position) */
    struct cJSON *(*state_to_json)(const GameState *st);
    bool (*state_from_json)(GameState *st, const struct cJSON *json, const CardSet *set, Error *err);

    /* optional: how good the position looks for `player`, in [0,1] */
    double (*heuristic)(const GameState *st, int player);
    /* optional: the move a playout takes, an index into legal[0..n) (n > 0): a
     * fast model of a sensible player for ISMCTS rollouts, where a one-ply
     * heuristic move costs a clone and an apply per candidate.  It runs on
     * determinized copies and reads only the state; randomness from rng. */
    int (*playout)(const GameState *st, const Action *legal, int n, Rng *rng);

    /* optional: what taking `a` (before -> after) showed the seat that took it
     * which that seat could not know before — a card drawn, a shuffle, a roll,
     * a hidden card or tile turned up.  Returns NULL when nothing new was
     * shown, else a few words for people ("a card was drawn", "the dice were
     * rolled"; a string literal: callers keep the pointer).  Undo never takes
     * back such an action: replaying it would show
     * the same luck again.  The other limits (another seat's decision, game
     * over) are generic: the table checks them itself.  NULL hook: the core
     * asks determinize() instead (game_reveals), which is exact but slower. */
    const char *(*reveals)(const GameState *before, Action a, const GameState *after);
    /* optional: legal actions the AI leaves out of its search and play — moves
     * a person may want but that change nothing the AI weighs (Long Live the
     * Queen's secret setup swaps).  Never all of them: if every legal action
     * is skipped the AI considers them all. */
    bool (*ai_skips)(const GameState *st, Action a);
    /* optional, for playtest statistics: the card events of `a` taking `before` to
     * `after` — cards drawn (into a hand, or revealed), played, destroyed; a terminal
     * `after` adds CE_FINAL for each card still in play.  before == NULL: the events
     * of setting up `after` (opening hands).  Returns the count, at most cap. */
    int (*card_events)(const GameState *before, Action a, const GameState *after, CardEvent *out, int cap);
    /* optional: what CE_FINAL's value is, in the game's words ("power"), for
     * the playtest report's "mean final ..." column; NULL: no such column */
    const char *card_final_name;
    /* optional, for speed: marks st as a copy whose text nobody reads (the AI's
     * search copies).  apply may then skip building event lines, logs and
     * history text, and nothing else may change: a quiet copy reaches the same
     * positions — current player, legal actions, returns, heuristic — as a
     * loud one (tests/test_conformance.c plays both side by side).  The mark
     * is not saved (state_to_json) and copies (memcpy) keep it. */
    void (*quiet)(GameState *st);
    /* optional: why item `index` of zone `zone` (a card in hand, a tile, a
     * card of a shared market or supply, a rival's item; -1: the zone itself)
     * is no move for the current player now, in a few words for people ("it
     * costs 2 pawns; none of your places holds 2"), seats as "{pN}".  Asked
     * about a click on any item.  False when the module has no reason to give:
     * the table then says generically that it cannot be played now, with the
     * prompt (or, for a rival's hidden card, whose it is).  Also asked, while a card is
     * picked, about a place (zone `zone`, item `index`) no legal action
     * targets: why no card goes there now (Queen's Court: a Glove on it). */
    bool (*why_not)(const GameState *st, const char *zone, int index, char *out, size_t n);
    /* optional: how many leading bytes of `st` are in use (<= state_size; e.g.
     * the seats actually playing), so clones copy only those.  Every byte after
     * them stays zero in every state the module makes (conformance checks it).
     * NULL: all state_size bytes. */
    size_t (*state_bytes)(const GameState *st);
    /* optional: the UCT exploration constant c of this game's ISMCTS normal and
     * hard levels when the AI spec does not give one (0 = the generic 0.7).  A
     * game whose returns are mostly decided by dice wants a smaller c: its
     * estimates are noisy, so a wide c spends the budget on moves already
     * known to be worse (the module's comment gives its ladder figures). */
    double ai_exploration;
    /* optional: the table as it stood when the round the last action ended
     * was scored — its piles and hands before the next deal cleared them —
     * as `observer` sees it, with nobody to move (current_player
     * GM_TERMINAL), the summary (View.summary) and a status saying the round
     * is over.  It hides exactly what view() hides from `observer` then.
     * The table draws it behind the round summary until that is clicked
     * away, so the next round's deal and turn show only after.  False (out
     * untouched or partly filled) when the last action ended no round, or
     * the module no longer knows that table (a position written without it).
     * Its last_event is view()'s up to the round's end: the events after
     * those in view()'s (the next deal) are told when the summary closes.
     * NULL: the table shows view() behind the summary. */
    bool (*view_round_end)(const GameState *st, int observer, View *out);
    /* optional, for hints: the figures of `st` a player weighs (at most cap),
     * the same names in the same order in every position of a game.  The hint
     * compares them before and after its move and the best reply. */
    int (*hint_figures)(const GameState *st, GameFigure *out, int cap);
    /* optional, for hints: what `a` does that no figure shows, in a few words
     * as `seat` may know it ("you gain Haymaker: \"Attack: deal Major Brawler
     * damage\"", "swaps your Spy and Pilot"); other seats as "{pN}"; out[0]
     * = 0 when there is nothing to add. */
    void (*hint_move_words)(const GameState *st, int seat, Action a, char *out, size_t n);
} GameModule;

/* Appends a figure when n < cap; returns the new count (the modules'
 * hint_figures build their lists with it). */
int game_figure_add(GameFigure *out, int n, int cap, const char *name, int owner, int better, int value);
/* The same for one seat's side of a contest (GameFigure.contest). */
int game_figure_lead(GameFigure *out, int n, int cap, const char *name, int owner, int value);

/* ---- helpers over the table (src/core/game.c) ---- */
GameState *game_new(const GameModule *m, const GameSetup *setup, const CardSet *set, uint64_t seed, Error *err);
GameState *game_clone(const GameModule *m, const GameState *st);
/* Copies the used bytes of src (game_state_bytes); dst must hold a state of the
 * same game and seat count (its zero tail is kept), e.g. a game_clone. */
void game_copy(const GameModule *m, GameState *dst, const GameState *src);
size_t game_state_bytes(const GameModule *m, const GameState *st);
void game_free(GameState *st);
bool game_is_over(const GameModule *m, const GameState *st);
/* Finds the legal action whose text form equals `text` (spaces trimmed).
 * On failure err says what was given and lists the legal actions. */
bool game_parse_action(const GameModule *m, const GameState *st, const char *text, Action *out, Error *err);
/* Applies a legal action; false (state untouched) if it is not legal. */
bool game_apply_checked(const GameModule *m, GameState *st, Action a);
/* What taking `a` from `before` (giving `after`) showed the seat that took it
 * ("a card was drawn"), or NULL for nothing.  Uses the module's reveals hook;
 * without one, game_reveals_sampled. */
const char *game_reveals(const GameModule *m, const GameState *before, Action a, const GameState *after);
/* The module-free answer: the action revealed something to its taker when the
 * taker's view after it differs between `before` and a few determinizations
 * of `before` for that seat (other hands, the deck order, future dice).
 * Fixed seeds, so the answer is repeatable.  Tests hold each module's hook to it. */
bool game_reveals_sampled(const GameModule *m, const GameState *before, Action a, const GameState *after);
GameState *game_from_json(const GameModule *m, const struct cJSON *json, const CardSet *set, Error *err);
/* A position from its text (text[len] == 0): read one member at a time
 * (json_lazy.h) when the text allows it, else from the whole tree (the same
 * state or message either way); `name` is the file its syntax errors name.
 * game_load_position reads a file and names it in every error. */
GameState *game_from_text(const GameModule *m, const char *text, size_t len, const char *name, const CardSet *set,
                          Error *err);
GameState *game_load_position(const GameModule *m, const char *path, const CardSet *set, Error *err);

/* Appends to out[n..cap) one `proto` event per card that `after` holds more copies
 * of than `before` (card index lists, any order, at most GM_MAX_CARD_EVENTS each);
 * returns the new count.  The modules' card_events use it for draws. */
int card_events_gains(const int16_t *before, int nb, const int16_t *after, int na, CardEvent proto,
                      CardEvent *out, int n, int cap);
/* Removes from cards[0..n) one copy per event of `seat` in ev (cards an action
 * played or destroyed, so a copy drawn by the same action still counts as a
 * gain); returns the new count. */
int card_events_moved_out(int16_t *cards, int n, const CardEvent *ev, int nev, int seat);

/* setup <-> text "players=3 mode=wild wager=on deck0=aggro" */
void setup_default(const GameModule *m, GameSetup *s);
bool setup_from_text(const GameModule *m, const char *text, GameSetup *s, Error *err);
void setup_to_text(const GameModule *m, const GameSetup *s, char *buf, size_t n);
struct cJSON *setup_to_json(const GameModule *m, const GameSetup *s);
bool setup_from_json(const GameModule *m, const struct cJSON *j, GameSetup *s, Error *err);

#endif
