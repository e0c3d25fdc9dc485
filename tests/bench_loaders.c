/* bench_loaders — peak heap of every loader against the size of its input
 * ("peak memory of any loader stays <= 4x its input size").
 *
 * Heap is counted, not sampled: this program replaces malloc/calloc/realloc/
 * free (glibc lets a program interpose them; every library, cJSON and libc's
 * own strdup included, then allocates through them) and adds up the size
 * of every live block as glibc rounds a fresh one, so a figure is the bytes
 * the loader held at its worst moment, glibc's rounding included, whatever
 * the heap's history (not RSS, which the process's own baseline and the
 * allocator's caching blur).
 *
 * For each game it makes its inputs in a temporary folder (card sets of the
 * shipped default set, one card, and 1,000 short cards; positions and saves of
 * a game played with fixed random moves; the shipped layout), each pretty as
 * the program writes them and minified (the densest text of the same data),
 * then loads each once and prints: loader, input, bytes, peak heap, the
 * result (heap the loader's output still holds after it returns: state,
 * record, set, zones), peak / bytes, (peak - result) / bytes, verdict.
 * Hostile rows put 60,000 numbers where one value should be.  Built with the release build only (a sanitizer has its own
 * malloc).  tools/bench-loaders.sh builds and runs it.
 *   bench_loaders [--check] [GAME...]    (default: every game)
 * --check: exit 1 if a row is over the bound (the loader_memory test).
 * BENCH_TREE=1 adds, under each position and layout, the peak of
 * json_load_file alone (the text and cJSON's tree, without the loader). */
#define _GNU_SOURCE
#include "core/carddb.h"
#include "core/json_lazy.h"
#include "core/json_util.h"
#include "core/paths.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/save.h"
#ifdef CT_HAVE_UI
#include "ui/ui_internal.h"
#endif
#include <malloc.h>
#define CT_STR2(x) #x
#define CT_STR(x) CT_STR2(x)
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- the counting allocator ----
 * Each block is counted as glibc would round a fresh chunk of its request
 * (8 B of header, 16 B steps, 32 B at least), never by malloc_usable_size:
 * a reused chunk can be larger than asked, and which chunk is reused
 * depends on the heap's history, e.g. on the length of the data folder's
 * path in strings made before (the "fixed floor" moved 1,868-1,916 B with
 * it). The size counted is kept in a 16 B header before the block, so the
 * figure is the same from any clone path. Every allocating entry point is
 * replaced (glibc's rule for a replacement malloc), aligned ones included,
 * so no block without the header ever reaches free. */
extern void *__libc_malloc(size_t);
extern void __libc_free(void *);
static size_t heap_now, heap_peak;

typedef struct {
    void *raw;     /* what __libc_malloc returned */
    size_t counted; /* the rounded size added to heap_now */
} BlockHead;
_Static_assert(sizeof(BlockHead) == 16, "the header keeps blocks 16-byte aligned");

static size_t fresh_chunk_usable(size_t n)
{
    size_t chunk = (n + 8 + 15) & ~(size_t)15;
    return (chunk < 32 ? 32 : chunk) - 8;
}

static void *counted_alloc(size_t n, size_t align)
{
    if (n > SIZE_MAX / 2) return NULL;
    char *raw = __libc_malloc(n + align + sizeof(BlockHead));
    if (!raw) return NULL;
    uintptr_t user = ((uintptr_t)raw + sizeof(BlockHead) + align - 1) & ~(uintptr_t)(align - 1);
    BlockHead *h = (BlockHead *)user - 1;
    h->raw = raw;
    h->counted = fresh_chunk_usable(n);
    heap_now += h->counted;
    if (heap_now > heap_peak) heap_peak = heap_now;
    return (void *)user;
}

static BlockHead *head_of(void *p) { return (BlockHead *)p - 1; }

void *malloc(size_t n) { return counted_alloc(n, 16); }
void *calloc(size_t a, size_t b)
{
    if (b && a > SIZE_MAX / b) return NULL;
    void *p = counted_alloc(a * b, 16);
    if (p) memset(p, 0, a * b);
    return p;
}
void free(void *p)
{
    if (!p) return;
    heap_now -= head_of(p)->counted;
    __libc_free(head_of(p)->raw);
}
size_t malloc_usable_size(void *p) { return p ? head_of(p)->counted : 0; }
void *realloc(void *p, size_t n)
{
    if (!p) return malloc(n);
    if (!n) {
        free(p);
        return NULL;
    }
    void *q = malloc(n);
    if (!q) return NULL;
    size_t old = head_of(p)->counted;
    memcpy(q, p, old < n ? old : n);
    free(p);
    return q;
}
static bool power_of_two(size_t a) { return a && !(a & (a - 1)); }
void *memalign(size_t align, size_t n) { return power_of_two(align) ? counted_alloc(n, align < 16 ? 16 : align) : NULL; }
void *aligned_alloc(size_t align, size_t n) { return memalign(align, n); }
int posix_memalign(void **out, size_t align, size_t n)
{
    if (!power_of_two(align) || align % sizeof(void *)) return 22; /* EINVAL */
    void *p = memalign(align, n);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}
void *valloc(size_t n) { return memalign(4096, n); }
void *pvalloc(size_t n) { return memalign(4096, (n + 4095) & ~(size_t)4095); }

typedef struct Measure {
    size_t base;
} Measure;
static Measure measure_begin(void)
{
    heap_peak = heap_now;
    return (Measure){heap_now};
}
static size_t measure_peak(Measure m) { return heap_peak - m.base; }
/* what the loader's result still holds (state, record, set, zones...) */
static size_t measure_kept(Measure m) { return heap_now - m.base; }

/* ---- inputs ---- */
static char workdir[256];

static size_t file_size(const char *p)
{
    struct stat sb;
    return stat(p, &sb) == 0 ? (size_t)sb.st_size : 0;
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
}

static void write_json(const char *path, const cJSON *j, bool minified)
{
    char *t = minified ? cJSON_PrintUnformatted(j) : cJSON_Print(j);
    write_text(path, t);
    free(t);
}

/* The fixed floor: the most any non-hostile row holds beyond its result and
 * 4x its input (small files: one piece's tree, the set's own tables...). */
static long floor_bytes;
static char floor_row[160];
/* --check (the loader_memory test): every hostile row within 4x its input
 * beyond its result, every other row within 4x plus this floor: the set's
 * per-card tables that do not shrink with a card's text (its place in the
 * file, its id slot, the short-name pointer) reach ~13 KB at the 1,000-card
 * limit with the shortest possible card. */
#define CHECK_FLOOR_BYTES 16384
static int over_bound;

/* peak / bytes, and (peak - result) / bytes: the loader's own overhead beyond
 * the result the caller asked for (a game state has a fixed size whatever
 * the file; a layout's zones grow with its repeats, not its bytes) */
static void print_row(const char *loader, const char *input, size_t bytes, size_t peak, size_t kept, const char *verdict)
{
    double b = bytes ? (double)bytes : 1.0;
    long over = (long)peak - (long)kept - 4 * (long)bytes;
    bool hostile = strstr(input, "60,000") || strstr(input, "120 KB");
    if (!hostile && loader[0] != ' ' && over > floor_bytes) {
        floor_bytes = over;
        snprintf(floor_row, sizeof floor_row, "%s %s (%zu B)", loader, input, bytes);
    }
    if (loader[0] != ' ' && over > (hostile ? 0 : CHECK_FLOOR_BYTES)) {
        over_bound++;
        fprintf(stderr, "OVER THE BOUND: %s %s: peak - result = %ld B, more than 4 x %zu B%s\n", loader, input,
                (long)peak - (long)kept, bytes, hostile ? "" : " + " CT_STR(CHECK_FLOOR_BYTES) " B");
    }
    printf("%-9s %-40s %8zu %9zu %8zu %6.1fx %6.1fx  %s\n", loader, input, bytes, peak, kept, (double)peak / b,
           (double)(peak - kept) / b, verdict);
}

/* The densest JSON a hostile file can hold: head, 60,000 zeros, tail (each
 * '\x01' of head written as a NUL). */
static void write_dense(const char *path, const char *head, const char *tail)
{
    size_t n = 60000, cap = n * 2 + strlen(head) + strlen(tail) + 2, len = 0;
    char *t = malloc(cap);
    len += (size_t)snprintf(t, cap, "%s", head);
    for (size_t i = 0; i < n; i++) t[len++] = '0', t[len++] = ',';
    len += (size_t)snprintf(t + len, cap - len, "0%s", tail);
    for (char *c = t; (c = memchr(c, '\x01', (size_t)(t + len - c))) != NULL; c++) *c = 0;
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(t, 1, len, f) != len || fclose(f) != 0) {
        fprintf(stderr, "bench: cannot write %s\n", path);
        exit(2);
    }
    free(t);
}

/* The same with 60,000 members "k":0 (an object where one is read). */
static void write_dense_object(const char *path, const char *head, const char *tail)
{
    size_t n = 60000, cap = n * 6 + strlen(head) + strlen(tail) + 8, len = 0;
    char *t = malloc(cap);
    len += (size_t)snprintf(t, cap, "%s", head);
    for (size_t i = 0; i < n; i++) len += (size_t)snprintf(t + len, cap - len, "\"k\":0,");
    len += (size_t)snprintf(t + len, cap - len, "\"k\":0%s", tail);
    write_text(path, t);
    free(t);
}

/* ---- card sets ---- */
static void bench_set(const GameModule *m, const char *label, const char *dir)
{
    size_t bytes = 0;
    char p[1200];
    snprintf(p, sizeof p, "%s/set.json", dir);
    bytes += file_size(p);
    snprintf(p, sizeof p, "%s/decks", dir);
    char cmd[1400];
    /* the deck files are input too */
    snprintf(cmd, sizeof cmd, "cat '%s'/*.json 2>/dev/null | wc -c", p);
    FILE *pf = popen(cmd, "r");
    long deck_bytes = 0;
    if (pf) {
        if (fscanf(pf, "%ld", &deck_bytes) != 1) deck_bytes = 0;
        pclose(pf);
    }
    bytes += (size_t)deck_bytes;
    Report r = {0};
    Measure mm = measure_begin();
    CardSet *set = carddb_load(m, dir, &r, NULL);
    size_t peak = measure_peak(mm), kept = set ? measure_kept(mm) : 0;
    char verdict[200];
    if (set) snprintf(verdict, sizeof verdict, "OK, %d cards", set->ncards);
    else snprintf(verdict, sizeof verdict, "refused: %.150s", r.count ? r.lines[0] : "?");
    print_row("cards", label, bytes, peak, kept, verdict);
    carddb_free(set);
    report_free(&r);
}

/* The shortest card object of the set (its text minified). */
static const cJSON *shortest_card(const cJSON *cards)
{
    const cJSON *best = NULL;
    size_t best_len = 0;
    for (const cJSON *c = cards->child; c; c = c->next) {
        char *t = cJSON_PrintUnformatted(c);
        size_t l = strlen(t);
        free(t);
        if (!best || l < best_len) best = c, best_len = l;
    }
    return best;
}

static void bench_cards(const GameModule *m, const char *game_dir)
{
    char dir[1200], p[1300];
    snprintf(dir, sizeof dir, "%s/cards/%s/%s", paths_data_dir(), m->id, m->default_set);
    bench_set(m, "shipped default set + decks", dir);
    snprintf(p, sizeof p, "%s/set.json", dir);
    Error e = {{0}};
    cJSON *j = json_load_file(p, &e);
    if (!j) {
        fprintf(stderr, "bench: %s\n", e.msg);
        return;
    }
    /* the shipped set minified, without decks */
    snprintf(dir, sizeof dir, "%s/min-shipped", game_dir);
    mkdir(dir, 0755);
    snprintf(p, sizeof p, "%s/set.json", dir);
    write_json(p, j, true);
    bench_set(m, "shipped set minified, no decks", dir);

    cJSON *cards = cJSON_GetObjectItemCaseSensitive(j, "cards");
    const cJSON *shortest = shortest_card(cards);
    /* one card: the shortest, alone */
    cJSON *one = cJSON_Duplicate(j, true);
    cJSON *one_cards = cJSON_CreateArray();
    cJSON_AddItemToArray(one_cards, cJSON_Duplicate(shortest, true));
    cJSON_ReplaceItemInObjectCaseSensitive(one, "cards", one_cards);
    snprintf(dir, sizeof dir, "%s/one-card", game_dir);
    mkdir(dir, 0755);
    snprintf(p, sizeof p, "%s/set.json", dir);
    write_json(p, one, true);
    cJSON_Delete(one);
    bench_set(m, "the shortest card alone, minified", dir);

    /* the shipped cards + copies of the shortest up to the 1,000-card limit */
    int have = cJSON_GetArraySize(cards);
    for (int i = have; i < CT_MAX_CARDS_PER_SET; i++) {
        cJSON *c = cJSON_Duplicate(shortest, true);
        char id[32];
        snprintf(id, sizeof id, "x%d", i);
        cJSON_ReplaceItemInObjectCaseSensitive(c, "id", cJSON_CreateString(id));
        cJSON_AddItemToArray(cards, c);
    }
    snprintf(dir, sizeof dir, "%s/limit", game_dir);
    mkdir(dir, 0755);
    snprintf(p, sizeof p, "%s/set.json", dir);
    write_json(p, j, true);
    bench_set(m, "1,000 cards (shortest copied), minified", dir);
    cJSON_Delete(j);

    /* the densest JSON: 60,000 numbers in one card (refused, but parsed?) */
    snprintf(dir, sizeof dir, "%s/dense", game_dir);
    mkdir(dir, 0755);
    snprintf(p, sizeof p, "%s/set.json", dir);
    char head[200];
    snprintf(head, sizeof head, "{\"game\":\"%s\",\"cards\":[{\"id\":\"a\",\"x\":[", m->id);
    write_dense(p, head, "]}]}");
    bench_set(m, "60,000 numbers in one card", dir);
    snprintf(head, sizeof head, "{\"game\":\"%s\",\"cards\":[],\"x\":[", m->id);
    write_dense(p, head, "]]}");
    bench_set(m, "60,000 numbers, then malformed", dir);
    snprintf(head, sizeof head, "{\"g\\u0061me\":\"%s\",\"cards\":[],\"x\":[", m->id);
    write_dense(p, head, "]}");
    bench_set(m, "60,000 numbers after a key with an escape", dir);
    write_dense(p, "[", "]");
    bench_set(m, "60,000 numbers as the document", dir);
    snprintf(head, sizeof head, "{\"game\":\"%s\",\"name\":\"a\x01" "b\",\"cards\":[],\"x\":[", m->id);
    write_dense(p, head, "]}");
    bench_set(m, "60,000 numbers after a string with a NUL", dir);
    snprintf(head, sizeof head, "{\"game\":\"%s\",\"a\\\"b\":1,\"cards\":[],\"x\":[", m->id);
    write_dense(p, head, "]}");
    bench_set(m, "60,000 numbers after a key with a quote", dir);
    snprintf(head, sizeof head, "{\"game\":\"%s\",\"a\\\"b\x01" "c\":1,\"cards\":[],\"x\":[", m->id);
    write_dense(p, head, "]}");
    bench_set(m, "60,000 numbers after a key with a quote and a NUL", dir);
    /* a 120 KB string member, and 30 strings of 4 KB (the string length
     * limit) in one card */
    size_t cap = 130 * 1024, len = 0;
    char *t = malloc(cap);
    len += (size_t)snprintf(t, cap, "{\"game\":\"%s\",\"cards\":[{\"id\":\"a\",\"x\":\"", m->id);
    for (int i = 0; i < 120 * 1024; i++) t[len++] = 'a';
    snprintf(t + len, cap - len, "\"}]}");
    write_text(p, t);
    bench_set(m, "a 120 KB string in one card", dir);
    len = (size_t)snprintf(t, cap, "{\"game\":\"%s\",\"cards\":[{\"id\":\"a\"", m->id);
    for (int k = 0; k < 30; k++) {
        len += (size_t)snprintf(t + len, cap - len, ",\"x%d\":\"", k);
        for (int i = 0; i < CT_MAX_STRING_BYTES; i++) t[len++] = 'a';
        t[len++] = '"';
    }
    snprintf(t + len, cap - len, "}]}");
    write_text(p, t);
    bench_set(m, "30 strings of 4 KB in one card (120 KB)", dir);
    free(t);
}

/* ---- positions and saves of one game played with fixed random moves ---- */
static const CardSet *bench_set_cache;
static const CardSet *find_set(const GameModule *m, const char *set_id, void *ctx)
{
    (void)m, (void)set_id, (void)ctx;
    return bench_set_cache;
}

static void bench_position(const GameModule *m, const CardSet *set, const char *label, const char *path)
{
    size_t bytes = file_size(path);
    Error e = {{0}};
    Measure mm = measure_begin();
    GameState *st = game_load_position(m, path, set, &e);
    size_t peak = measure_peak(mm), kept = measure_kept(mm);
    char verdict[200];
    if (st) snprintf(verdict, sizeof verdict, "OK (state_size %zu B)", m->state_size);
    else snprintf(verdict, sizeof verdict, "refused: %.150s", e.msg);
    print_row("position", label, bytes, peak, kept, verdict);
    if (getenv("BENCH_TREE")) {
        mm = measure_begin();
        cJSON *j = json_load_file(path, &e);
        print_row("  tree", label, bytes, measure_peak(mm), 0, "json_load_file alone");
        cJSON_Delete(j);
    }
    game_free(st);
}

static void bench_save(const GameModule *m, const char *label, const char *path)
{
    size_t bytes = file_size(path);
    Error e = {{0}};
    GameRecord rec;
    GameState *st = NULL;
    Measure mm = measure_begin();
    bool ok = save_load(path, find_set, NULL, &rec, &st, &e);
    size_t peak = measure_peak(mm), kept = measure_kept(mm);
    char verdict[200];
    if (ok) snprintf(verdict, sizeof verdict, "OK, %d actions (state_size %zu B)", rec.nactions, m->state_size);
    else snprintf(verdict, sizeof verdict, "refused: %.150s", e.msg);
    print_row("save", label, bytes, peak, kept, verdict);
    if (ok) {
        record_free(&rec);
        game_free(st);
    }
}

/* The save list's read of a save (overlay_load.c): the header, the game,
 * the seats' names, the actions counted. */
static void bench_save_list(const char *label, const char *path)
{
    size_t bytes = file_size(path);
    Error e = {{0}};
    int nactions, seats = 0;
    Measure mm = measure_begin();
    cJSON *j = save_read_header(path, &nactions, &e);
    const cJSON *game = j ? json_get_lazy(j, "game") : NULL;
    bool named = cJSON_IsString(game);
    const cJSON *ui = j ? json_get_lazy(j, "ui") : NULL;
    const cJSON *list = json_is_object(ui) ? json_get_lazy(ui, "seats") : NULL;
    JsonCursor cur;
    for (const cJSON *st = json_is_array(list) ? json_first(list, &cur) : NULL; st; st = json_next(list, &cur)) {
        const cJSON *nm = json_is_object(st) ? json_get_lazy(st, "name") : NULL;
        seats += cJSON_IsString(nm);
    }
    json_lazy_free(j);
    size_t peak = measure_peak(mm), kept = measure_kept(mm);
    char verdict[200];
    if (j) snprintf(verdict, sizeof verdict, "listed: %s, %d named seats, %d actions", named ? "game named" : "no game", seats,
                    nactions);
    else snprintf(verdict, sizeof verdict, "unreadable: %.150s", e.msg);
    print_row("save list", label, bytes, peak, kept, verdict);
}

/* The position j with the member at `path` ("a.b[2].c"; its parent must
 * exist) replaced by 60,000 numbers, written to file; false if there is no
 * such parent. */
static bool write_dense_member(const char *file, const cJSON *j, const char *path)
{
    cJSON *copy = cJSON_Duplicate(j, true);
    cJSON *parent = copy, *child = NULL;
    char buf[120], *save = NULL;
    snprintf(buf, sizeof buf, "%s", path);
    char *keys[8];
    int nk = 0;
    for (char *k = strtok_r(buf, ".", &save); k && nk < 8; k = strtok_r(NULL, ".", &save)) keys[nk++] = k;
    for (int i = 0; i < nk && parent; i++) {
        char *br = strchr(keys[i], '[');
        int index = br ? atoi(br + 1) : -1;
        if (br) *br = 0;
        bool last = i == nk - 1;
        if (last && !br) {
            if (!cJSON_IsObject(parent)) break;
            cJSON_DeleteItemFromObjectCaseSensitive(parent, keys[i]);
            cJSON_AddStringToObject(parent, keys[i], "@DENSE@");
            child = parent;
            break;
        }
        cJSON *next = cJSON_GetObjectItemCaseSensitive(parent, keys[i]);
        if (br && last) {
            if (!cJSON_IsArray(next) || index >= cJSON_GetArraySize(next)) break;
            cJSON_ReplaceItemInArray(next, index, cJSON_CreateString("@DENSE@"));
            child = next;
            break;
        }
        parent = br ? cJSON_GetArrayItem(next, index) : next;
    }
    bool ok = child != NULL;
    if (ok) {
        char *t = cJSON_PrintUnformatted(copy);
        char *at = strstr(t, "\"@DENSE@\"");
        *at = 0;
        char head[70000];
        snprintf(head, sizeof head, "%s[", t);
        char tail[70000];
        snprintf(tail, sizeof tail, "]%s", at + strlen("\"@DENSE@\""));
        write_dense(file, head, tail);
        free(t);
    }
    cJSON_Delete(copy);
    return ok;
}

/* The members of each game's position that are lists or objects, each
 * given 60,000 numbers in turn (the loader_memory test's hostile rows): a
 * member read as a tree would cost ~30x. */
static const char *const *dense_members(const GameModule *m)
{
    static const char *const qc[] = {"rng", "deck", "history", "last", "seats", "seats[0].hand", "seats[0].left", "last.events", NULL};
    static const char *const qb[] = {"last", "rng", "players", "players[0].hand", "players[0].deck", "players[0].public",
                                     "board", "board[0]", "board[1][2]", NULL};
    static const char *const ll[] = {"dice", "start_dice", "rng", "players", "players[0].line", "players[0].tokens",
                                     "players[0].up", "players[0].master", "supply", "steps", "pending", "history", NULL};
    static const char *const qm[] = {"rng", "dice", "bazaar", "bazaar[0]", "market", "banish", "players", "players[0].level",
                                     "players[0].armory", "players[0].deck", "players[0].princess", "players[0].hp", "stack",
                                     "queue", "event", "event.card", "clock", NULL};
    static const char *const bw[] = {"rng", "seats", "seats[0].hand", "seats[0].warlords",
                                     "challenge", "challenge.mod", "challenge.involved", "challenge.misc", "challenge.order",
                                     "acting", NULL};
    static const char *const none[] = {NULL};
    const char *id = m->id;
    return strcmp(id, "queens-court") == 0 ? qc : strcmp(id, "queens-blood") == 0 ? qb
           : strcmp(id, "long-live-the-queen") == 0 ? ll : strcmp(id, "queen-by-midnight") == 0 ? qm
           : strcmp(id, "blood-wars") == 0 ? bw : none;
}

/* Members a game at move 16 does not have yet: in a shipped test position. */
static const struct { const char *game, *position, *member; } DENSE_IN_FILES[] = {
    {"blood-wars", "combat-example.json", "seats[0].warlords[0].battle"},
};

static void bench_dense_members(const GameModule *m, const CardSet *set, const cJSON *j, const char *game_dir)
{
    char p[1300], label[120];
    snprintf(p, sizeof p, "%s/position-member.json", game_dir);
    for (size_t i = 0; i < sizeof DENSE_IN_FILES / sizeof *DENSE_IN_FILES; i++) {
        if (strcmp(DENSE_IN_FILES[i].game, m->id) != 0 || !DENSE_IN_FILES[i].position) continue;
        char q[1300];
        snprintf(q, sizeof q, "%s/tests/positions/%s/%s", paths_data_dir(), m->id, DENSE_IN_FILES[i].position);
        Error e = {{0}};
        cJSON *f = json_load_file(q, &e);
        if (f && write_dense_member(p, f, DENSE_IN_FILES[i].member)) {
            snprintf(label, sizeof label, "60,000 numbers in %s", DENSE_IN_FILES[i].member);
            bench_position(m, set, label, p);
        } else {
            fprintf(stderr, "bench: %s: no member %s in %s\n", m->id, DENSE_IN_FILES[i].member, q);
            over_bound++;
        }
        cJSON_Delete(f);
    }
    for (const char *const *k = dense_members(m); *k; k++) {
        if (!write_dense_member(p, j, *k)) {
            fprintf(stderr, "bench: %s: no member %s in the position\n", m->id, *k);
            over_bound++; /* a row the check cannot make */
            continue;
        }
        snprintf(label, sizeof label, "60,000 numbers in %s", *k);
        bench_position(m, set, label, p);
    }
}

static void bench_play(const GameModule *m, const char *game_dir)
{
    Report r = {0};
    CardSet *set = carddb_load_named(m, NULL, &r);
    report_free(&r);
    if (!set) {
        fprintf(stderr, "bench: cannot load the default set of %s\n", m->id);
        return;
    }
    bench_set_cache = set;
    GameSetup setup;
    setup_default(m, &setup);
    Error e = {{0}};
    GameState *st = game_new(m, &setup, set, 7, &e);
    if (!st) {
        fprintf(stderr, "bench: %s: %s\n", m->id, e.msg);
        carddb_free(set);
        return;
    }
    GameRecord rec;
    record_init(&rec, m, set, &setup, 7);
    char p[1300], save_path[1300];
    cJSON *j = m->state_to_json(st);
    snprintf(p, sizeof p, "%s/position-new.json", game_dir);
    write_json(p, j, true);
    cJSON_Delete(j);
    bench_position(m, set, "new game, minified", p);
    snprintf(save_path, sizeof save_path, "%s/save.json", game_dir);
    save_write(save_path, &rec, &e);
    bench_save(m, "new game (no actions)", save_path);

    Rng rng;
    rng_seed(&rng, 11);
    Action acts[GM_MAX_ACTIONS];
    int moves = 0;
    for (; moves < 2000 && !game_is_over(m, st); moves++) {
        int n = m->legal_actions(st, acts, GM_MAX_ACTIONS);
        if (n <= 0) break;
        Action a = acts[rng_below(&rng, (uint32_t)n)];
        m->apply(st, a);
        record_push(&rec, a);
        if (moves == 15) {
            j = m->state_to_json(st);
            snprintf(p, sizeof p, "%s/position-mid.json", game_dir);
            write_json(p, j, false);
            bench_position(m, set, "after 16 moves, as the program writes it", p);
            snprintf(p, sizeof p, "%s/position-mid-min.json", game_dir);
            write_json(p, j, true);
            bench_position(m, set, "after 16 moves, minified", p);
            bench_dense_members(m, set, j, game_dir);
            cJSON_Delete(j);
        }
    }
    save_write(save_path, &rec, &e);
    char label[80];
    snprintf(label, sizeof label, "a whole game (%d actions)", rec.nactions);
    bench_save(m, label, save_path);
    j = save_to_json(&rec, &e);
    write_json(save_path, j, true);
    cJSON_Delete(j);
    snprintf(label, sizeof label, "a whole game (%d actions), minified", rec.nactions);
    bench_save(m, label, save_path);
    bench_save_list(label, save_path);
    /* hostile: 60,000 numbers where a member or an action should be */
    char head[300];
    snprintf(p, sizeof p, "%s/position-dense.json", game_dir);
    write_dense(p, "{\"x\":[", "]}");
    bench_position(m, set, "60,000 numbers in one member", p);
    write_dense(p, "{\"x\":[", "]]}");
    bench_position(m, set, "60,000 numbers, then malformed", p);
    write_dense(p, "{\"g\\u0061me\":1,\"x\":[", "]}");
    bench_position(m, set, "60,000 numbers after a key with an escape", p);
    write_dense(p, "[", "]");
    bench_position(m, set, "60,000 numbers as the document", p);
    write_dense(p, "{\"x\":\"a\x01" "b\",\"y\":[", "]}");
    bench_position(m, set, "60,000 numbers after a string with a NUL", p);
    write_dense(p, "{\"a\\\"b\":1,\"y\":[", "]}");
    bench_position(m, set, "60,000 numbers after a key with a quote", p);
    write_dense(p, "{\"a\\\"b\x01" "c\":1,\"y\":[", "]}");
    bench_position(m, set, "60,000 numbers after a key with a quote and a NUL", p);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"setup\":[",
             m->id, set->id);
    write_dense(save_path, head, "]}");
    bench_save(m, "60,000 numbers in the setup", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"setup\":{",
             m->id, set->id);
    write_dense_object(save_path, head, "}}");
    bench_save(m, "60,000 members in the setup", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"setup\":{},\"actions\":[[", m->id,
             set->id);
    write_dense(save_path, head, "]]}");
    bench_save(m, "60,000 numbers in one action", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"g\\u0061me\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"x\":[",
             m->id, set->id);
    write_dense(save_path, head, "]}");
    bench_save(m, "60,000 numbers after a key with an escape", save_path);
    bench_save_list("60,000 numbers after a key with an escape", save_path);
    /* the save list (save_read_header): a huge header member is never parsed */
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"ui\":[",
             m->id, set->id);
    write_dense(save_path, head, "]}");
    bench_save_list("60,000 numbers in the ui member", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"ui\":{\"seats\":[{\"name\":\"A\"},", m->id);
    write_dense(save_path, head, "]},\"actions\":[]}");
    bench_save_list("60,000 numbers as the seats", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":[");
    write_dense(save_path, head, "],\"actions\":[]}");
    bench_save_list("60,000 numbers as the game", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"actions\":[", m->id);
    write_dense(save_path, head, "]}");
    bench_save_list("60,000 numbers as the actions", save_path);
    write_dense(save_path, "[", "]");
    bench_save(m, "60,000 numbers as the document", save_path);
    bench_save_list("60,000 numbers as the document", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"ui\":\"a\x01" "b\",\"x\":[",
             m->id, set->id);
    write_dense(save_path, head, "]}");
    bench_save(m, "60,000 numbers after a string with a NUL", save_path);
    bench_save_list("60,000 numbers after a string with a NUL", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"a\\u0001\":1,\"x\":[",
             m->id, set->id);
    write_dense(save_path, head, "]}");
    bench_save(m, "60,000 numbers after a key with a control byte", save_path);
    bench_save_list("60,000 numbers after a key with a control byte", save_path);
    snprintf(head, sizeof head, "{\"format_version\":1,\"game\":\"%s\",\"set\":\"%s\",\"seed\":\"1\",\"actions\":[],\"a\\u0001\x01" "b\":1,\"x\":[",
             m->id, set->id);
    write_dense(save_path, head, "]}");
    bench_save(m, "60,000 numbers after a key with a control byte and a NUL", save_path);
    bench_save_list("60,000 numbers after a key with a control byte and a NUL", save_path);
    record_free(&rec);
    game_free(st);
    carddb_free(set);
    bench_set_cache = NULL;
}

/* ---- layouts ---- */
#ifdef CT_HAVE_UI
static void bench_layout_file(const GameModule *m, const char *label, const char *path)
{
    size_t bytes = file_size(path);
    Layout L;
    char err[1024] = "";
    Measure mm = measure_begin();
    bool ok = layout_load(&L, path, m, err, sizeof err);
    size_t peak = measure_peak(mm), kept = measure_kept(mm);
    char verdict[200];
    if (ok) snprintf(verdict, sizeof verdict, "OK, %d zones", L.nzones);
    else snprintf(verdict, sizeof verdict, "refused: %.150s", err);
    print_row("layout", label, bytes, peak, kept, verdict);
    if (getenv("BENCH_TREE")) {
        Error e = {{0}};
        mm = measure_begin();
        cJSON *j = json_load_file(path, &e);
        print_row("  tree", label, bytes, measure_peak(mm), 0, "json_load_file alone");
        cJSON_Delete(j);
    }
    layout_free(&L);
}

static void bench_layout(const GameModule *m, const char *game_dir)
{
    char p[1300], q[1300];
    snprintf(p, sizeof p, "%s/data/games/%s.json", paths_data_dir(), m->id);
    if (!file_size(p)) return;
    bench_layout_file(m, "shipped", p);
    Error e = {{0}};
    cJSON *j = json_load_file(p, &e);
    if (!j) return;
    snprintf(q, sizeof q, "%s/layout-min.json", game_dir);
    write_json(q, j, true);
    cJSON_Delete(j);
    bench_layout_file(m, "shipped, minified", q);
    snprintf(q, sizeof q, "%s/layout-empty.json", game_dir);
    char tiny[100];
    snprintf(tiny, sizeof tiny, "{\"game\":\"%s\",\"zones\":[]}", m->id);
    write_text(q, tiny);
    bench_layout_file(m, "no zones (all automatic)", q);
    /* hostile: 60,000 numbers after `rest` (after the game), then `tail` */
    static const struct { const char *label, *rest, *tail; } hostile[] = {
        {"60,000 numbers in one zone", ",\"zones\":[{\"id\":\"a\",\"rect\":[", "]}]}"},
        {"60,000 numbers in the header", ",\"zones\":[],\"x\":[", "]}"},
        {"60,000 numbers as a zone's id", ",\"zones\":[{\"id\":[", "]}]}"},
        {"60,000 numbers as seat anchors", ",\"zones\":[],\"seats\":{\"2\":[", "]}}"},
        {"60,000 numbers, then malformed", ",\"zones\":[],\"x\":[", "]]}"},
        {"60,000 numbers after a key with an escape", ",\"z\\u006fnes\":[],\"zones\":[],\"x\":[", "]}"},
    };
    write_dense(q, "[", "]");
    bench_layout_file(m, "60,000 numbers as the document", q);
    char nul_head[200];
    snprintf(nul_head, sizeof nul_head, "{\"game\":\"%s\",\"title\":\"a\x01" "b\",\"zones\":[],\"x\":[", m->id);
    write_dense(q, nul_head, "]}");
    bench_layout_file(m, "60,000 numbers after a string with a NUL", q);
    snprintf(nul_head, sizeof nul_head, "{\"game\":\"%s\",\"a\\\"b\":1,\"zones\":[],\"x\":[", m->id);
    write_dense(q, nul_head, "]}");
    bench_layout_file(m, "60,000 numbers after a key with a quote", q);
    snprintf(nul_head, sizeof nul_head, "{\"game\":\"%s\",\"a\\\"b\x01" "c\":1,\"zones\":[],\"x\":[", m->id);
    write_dense(q, nul_head, "]}");
    bench_layout_file(m, "60,000 numbers after a key with a quote and a NUL", q);
    for (size_t i = 0; i < sizeof hostile / sizeof *hostile; i++) {
        char head[200];
        snprintf(head, sizeof head, "{\"game\":\"%s\"%s", m->id, hostile[i].rest);
        write_dense(q, head, hostile[i].tail);
        bench_layout_file(m, hostile[i].label, q);
    }
}
#endif

static void remove_workdir(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", workdir);
    if (system(cmd) != 0) fprintf(stderr, "bench: could not remove %s\n", workdir);
}

int main(int argc, char **argv)
{
    bool check = argc > 1 && strcmp(argv[1], "--check") == 0;
    if (check) argc--, argv++;
    snprintf(workdir, sizeof workdir, "/tmp/ct-bench-loaders-XXXXXX");
    if (!mkdtemp(workdir)) return 2;
    atexit(remove_workdir);
    printf("%-9s %-40s %8s %9s %8s %7s %7s  %s\n", "loader", "input", "bytes", "peak", "result", "peak/B", "-res/B",
           "verdict");
    printf("(peak: heap at the loader's worst moment; result: what its output still holds after it returns;\n"
           " peak/B: peak / input bytes; -res/B: (peak - result) / input bytes, the loader's own overhead)\n");
    for (int i = 0; i < games_all_count(); i++) {
        const GameModule *m = games_all_at(i);
        bool wanted = argc < 2;
        for (int a = 1; a < argc; a++) wanted = wanted || strcmp(argv[a], m->id) == 0;
        if (!wanted) continue;
        char game_dir[600];
        snprintf(game_dir, sizeof game_dir, "%s/%s", workdir, m->id);
        mkdir(game_dir, 0755);
        printf("-- %s (state_size %zu B, CardDef %zu B)\n", m->id, m->state_size, sizeof(CardDef));
        bench_cards(m, game_dir);
        bench_play(m, game_dir);
#ifdef CT_HAVE_UI
        bench_layout(m, game_dir);
#endif
    }
    printf("fixed floor: peak - result <= 4 x bytes + %ld B for every input above but the 60,000-number ones "
           "(the most: %s)\n", floor_bytes, floor_row);
    if (over_bound) printf("%d rows over the bound (4x beyond the result; + %d B for the non-hostile ones)\n", over_bound,
                           CHECK_FLOOR_BYTES);
    return check && over_bound ? 1 : 0;
}
