/* playtest_html.c — REPORT.html from the playtest JSON: one offline file with
 * no script library and no network.  A summary, the matchup grid coloured by
 * win rate, per-card bar charts as inline SVG, sortable tables (a few lines of
 * plain JavaScript), and every card with its art (inlined as a data: URI) and
 * text. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cjson/cJSON.h>

#include "cli/playtest.h"
#include "core/json_util.h"
#include "core/file_open.h"

typedef struct Html {
    char *s;
    size_t n, cap;
    bool oom;
} Html;

static void h_put(Html *h, const char *s, size_t len)
{
    if (h->oom) return;
    if (h->n + len + 1 > h->cap) {
        size_t cap = h->cap ? h->cap : 65536;
        while (cap < h->n + len + 1) cap *= 2;
        char *grown = realloc(h->s, cap);
        if (!grown) {
            h->oom = true;
            return;
        }
        h->s = grown;
        h->cap = cap;
    }
    memcpy(h->s + h->n, s, len);
    h->n += len;
    h->s[h->n] = 0;
}

static void h_s(Html *h, const char *s)
{
    h_put(h, s, strlen(s));
}

static void h_printf(Html *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void h_printf(Html *h, const char *fmt, ...)
{
    char buf[2048];
    va_list ap;
    va_start(ap, fmt);
    int len = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (len < 0) return;
    h_put(h, buf, (size_t)len < sizeof buf ? (size_t)len : sizeof buf - 1);
}

/* Text with &, <, >, " escaped. */
static void h_text(Html *h, const char *s)
{
    for (; s && *s; s++) {
        switch (*s) {
        case '&': h_s(h, "&amp;"); break;
        case '<': h_s(h, "&lt;"); break;
        case '>': h_s(h, "&gt;"); break;
        case '"': h_s(h, "&quot;"); break;
        default: h_put(h, s, 1);
        }
    }
}

static void h_base64(Html *h, const unsigned char *d, size_t n)
{
    static const char T[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    for (size_t i = 0; i < n; i += 3) {
        unsigned v = (unsigned)d[i] << 16 | (i + 1 < n ? (unsigned)d[i + 1] << 8 : 0) | (i + 2 < n ? d[i + 2] : 0);
        char q[4] = {T[v >> 18 & 63], T[v >> 12 & 63], i + 1 < n ? T[v >> 6 & 63] : '=', i + 2 < n ? T[v & 63] : '='};
        h_put(h, q, 4);
    }
}

/* The card's art as an <img> with a data: URI; a coloured box when it has none. */
static void h_art(Html *h, const CardDef *c, const char *cls)
{
    const char *ext = strrchr(card_art(c), '.');
    const char *mime = !ext ? NULL : strcmp(ext, ".svg") == 0 ? "image/svg+xml" : strcmp(ext, ".png") == 0 ? "image/png"
                     : (strcmp(ext, ".jpg") == 0 || strcmp(ext, ".jpeg") == 0) ? "image/jpeg" : NULL;
    Error err;
    FILE *f = mime ? file_fopen_regular(c->art, &err) : NULL;
    unsigned char *data = NULL;
    long len = 0;
    if (f && fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) > 0 && len < 4 * 1024 * 1024 && fseek(f, 0, SEEK_SET) == 0) {
        data = malloc((size_t)len);
        if (data && fread(data, 1, (size_t)len, f) != (size_t)len) {
            free(data);
            data = NULL;
        }
    }
    if (f) fclose(f);
    if (!data) {
        h_printf(h, "<span class=\"%s noart\">", cls);
        h_text(h, c->corner[0] ? c->corner : "?");
        h_s(h, "</span>");
        return;
    }
    h_printf(h, "<img class=\"%s\" alt=\"\" src=\"data:%s;base64,", cls, mime);
    h_base64(h, data, (size_t)len);
    h_s(h, "\">");
    free(data);
}

static double num(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsNumber(v) ? v->valuedouble : 0;
}

static const char *str(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsString(v) ? v->valuestring : "";
}

/* "62% (48–74%)" of a rate object, or "—" without games. */
static void h_rate(Html *h, const cJSON *r)
{
    if (!r || !cJSON_IsNumber(cJSON_GetObjectItem(r, "rate"))) {
        h_s(h, "<td data-v=\"-1\">—</td>");
        return;
    }
    h_printf(h, "<td data-v=\"%.4f\">%.0f%%<br><small>%.0f–%.0f%%, %d</small></td>", num(r, "rate"), 100 * num(r, "rate"),
             100 * num(r, "low"), 100 * num(r, "high"), (int)num(r, "games"));
}

/* Red (0%) through pale (50%) to green (100%). */
static void h_scale(double rate, int *r, int *g, int *b)
{
    double t = rate < 0 ? 0 : rate > 1 ? 1 : rate;
    if (t < 0.5) {
        double u = t / 0.5;
        *r = 214 + (int)((246 - 214) * u), *g = 96 + (int)((244 - 96) * u), *b = 77 + (int)((236 - 77) * u);
    } else {
        double u = (t - 0.5) / 0.5;
        *r = 246 + (int)((64 - 246) * u), *g = 244 + (int)((160 - 244) * u), *b = 236 + (int)((100 - 236) * u);
    }
}

/* Two bars with 95% whiskers: win rate when played / when not played, 0..100%;
 * the dashed line is the average card's win rate when played. */
static void h_bars(Html *h, const cJSON *card, double typical)
{
    const char *keys[2] = {"win_when_played", "win_when_not_played"};
    const char *labels[2] = {"played", "not played"};
    const char *fill[2] = {"#3d7bd9", "#b9b2a4"};
    h_s(h, "<svg class=\"bars\" width=\"190\" height=\"40\" viewBox=\"0 0 190 40\" role=\"img\">");
    for (int i = 0; i < 2; i++) {
        const cJSON *r = cJSON_GetObjectItem(card, keys[i]);
        double y = 3 + i * 18;
        h_printf(h, "<text x=\"0\" y=\"%.0f\" font-size=\"10\">%s</text>", y + 10, labels[i]);
        h_printf(h, "<rect x=\"58\" y=\"%.0f\" width=\"120\" height=\"13\" fill=\"#eee8dc\"/>", y);
        if (!r || !cJSON_IsNumber(cJSON_GetObjectItem(r, "rate"))) continue;
        double rate = num(r, "rate"), lo = num(r, "low"), hi = num(r, "high");
        h_printf(h, "<rect x=\"58\" y=\"%.0f\" width=\"%.1f\" height=\"13\" fill=\"%s\"><title>%.0f%% of %d games</title></rect>",
                 y, 120 * rate, fill[i], 100 * rate, (int)num(r, "games"));
        h_printf(h, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#222\" stroke-width=\"1.5\"/>",
                 58 + 120 * lo, 58 + 120 * hi, y + 6.5, y + 6.5);
    }
    h_printf(h, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"0\" y2=\"38\" stroke=\"#555\" stroke-dasharray=\"2 2\">"
                "<title>average card: %.0f%%</title></line></svg>", 58 + 120 * typical, 58 + 120 * typical, 100 * typical);
}

static const char *CSS =
    "body{font:15px/1.45 'DejaVu Sans',sans-serif;margin:0;background:#f7f3ea;color:#2a221a}"
    "main{max-width:1400px;margin:0 auto;padding:18px 24px 60px}"
    "h1{font-family:'DejaVu Serif',serif;margin:.2em 0}h2{font-family:'DejaVu Serif',serif;margin:1.6em 0 .5em;"
    "border-bottom:2px solid #d8ccb4}"
    ".meta{color:#6b5d4a}.summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(250px,1fr));gap:12px}"
    ".box{background:#fff;border:1px solid #dccfb6;border-radius:8px;padding:10px 14px}"
    ".box h3{margin:.1em 0 .4em;font-size:15px}.warn{color:#a8321f;font-weight:bold}"
    "table{border-collapse:collapse;background:#fff;margin:.4em 0}td,th{border:1px solid #e2d8c6;padding:4px 7px;"
    "vertical-align:middle;text-align:left}th{background:#efe6d4;position:sticky;top:0}"
    "table.sort th{cursor:pointer}table.sort th:after{content:' \\2195';color:#a09070;font-size:11px}"
    "small{color:#6b5d4a}.grid td{text-align:center;min-width:92px}.grid th{font-size:13px}"
    ".thumb{width:54px;height:54px;object-fit:cover;border-radius:4px;border:1px solid #c9bba0;display:block}"
    ".noart{display:flex;align-items:center;justify-content:center;background:#8c6b45;color:#fff;font-weight:bold}"
    "table.cards{font-size:13px}.who{display:flex;gap:8px;align-items:center;min-width:260px}"
    ".flag{color:#a8321f;font-weight:bold}.text{font-size:12px;color:#4a3e30;max-width:330px}"
    ".flagged{display:grid;grid-template-columns:repeat(auto-fit,minmax(520px,1fr));gap:12px}"
    ".flagged .box{display:flex;gap:12px}.big{width:120px;height:120px;object-fit:cover;border-radius:6px;"
    "border:1px solid #c9bba0;flex:none}";

/* Sorts a table by the clicked column: data-v numbers when present, else text. */
static const char *JS =
    "document.querySelectorAll('table.sort th').forEach(function(th){th.onclick=function(){var i=th.cellIndex;"
    "var b=th.closest('table').tBodies[0],rows=[].slice.call(b.rows),d=th.dataset.d=-(th.dataset.d||1);"
    "function v(r){var c=r.cells[i],s=c.dataset.v!==undefined?c.dataset.v:c.textContent.trim(),n=parseFloat(s);"
    "return isNaN(n)?s:n}"
    "rows.sort(function(x,y){var a=v(x),c=v(y);"
    "return d*(typeof a==='number'&&typeof c==='number'?a-c:String(a).localeCompare(String(c)))});"
    "rows.forEach(function(r){b.appendChild(r)})}})";

static const CardDef *h_card(const CardSet *set, const char *id)
{
    for (int i = 0; i < set->ncards; i++)
        if (strcmp(set->cards[i].id, id) == 0) return &set->cards[i];
    return NULL;
}

static const cJSON *h_find(const cJSON *arr, const char *key, const char *id)
{
    const cJSON *o;
    cJSON_ArrayForEach(o, arr) if (strcmp(str(o, key), id) == 0) return o;
    return NULL;
}

/* The summary's cards: those whose interval clears the average card's (what:
 * the words for their side), or (what NULL) the undecided ones nearest to a
 * verdict, with the games that would settle them. */
static void h_card_list(Html *h, const cJSON *ids, const cJSON *cards, const char *what)
{
    const cJSON *id;
    if (!cJSON_GetArraySize(ids)) {
        if (what) h_s(h, "<p><small>No card's interval lies clear of the average card's.</small></p>");
        return;
    }
    h_s(h, what ? "<ol>" : "<p><small>Not enough games yet for:</small></p><ul>");
    cJSON_ArrayForEach(id, ids)
    {
        const cJSON *c = h_find(cards, "id", id->valuestring);
        if (!c) continue;
        h_s(h, "<li><b>");
        h_text(h, str(c, "name"));
        double diff = num(c, "win_difference");
        if (what) h_printf(h, "</b>: %s by %.0f points, beyond both intervals</li>", what, 100 * fabs(diff));
        else h_printf(h, "</b> (%+.0f points so far): about %.0f more games would settle it</li>", 100 * diff,
                      num(c, "games_to_settle"));
    }
    h_s(h, what ? "</ol>" : "</ul>");
}

/* A figure that a card may lack: "—" then. */
static void h_maybe(Html *h, const cJSON *c, const char *key, const char *fmt, double scale)
{
    if (!cJSON_IsNumber(cJSON_GetObjectItem(c, key))) {
        h_s(h, "<td data-v=\"-1\">—</td>");
        return;
    }
    h_printf(h, "<td data-v=\"%.4f\">", num(c, key));
    h_printf(h, fmt, scale * num(c, key));
    h_s(h, "</td>");
}

static void h_deck_name(Html *h, const cJSON *decks, const char *id)
{
    const cJSON *d = h_find(decks, "id", id);
    h_text(h, d ? str(d, "name") : id);
}

bool playtest_write_html(const cJSON *rep, const CardSet *set, const char *path, char *err, size_t errn)
{
    Html h = {0};
    const cJSON *decks = cJSON_GetObjectItem(rep, "decks"), *cards = cJSON_GetObjectItem(rep, "cards");
    const cJSON *matchups = cJSON_GetObjectItem(rep, "matchups"), *sum = cJSON_GetObjectItem(rep, "summary");
    const cJSON *first = cJSON_GetObjectItem(rep, "first_player");
    h_s(&h, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Playtest: ");
    h_text(&h, str(rep, "title"));
    h_s(&h, " — ");
    h_text(&h, str(rep, "set_name"));
    h_s(&h, "</title><style>");
    h_s(&h, CSS);
    h_s(&h, "</style></head><body><main>\n<h1>Playtest report: ");
    h_text(&h, str(rep, "title"));
    h_s(&h, ", ");
    h_text(&h, str(rep, "set_name"));
    h_s(&h, "</h1><p class=\"meta\">");
    h_printf(&h, "%d games (%d a pairing, both seat orders), AI ", (int)num(rep, "games"),
             (int)num(rep, "games_per_pairing"));
    h_text(&h, str(rep, "ai")[0] ? str(rep, "ai") : str(rep, "players"));
    h_printf(&h, ", seed %.0f, %.1f actions a game on average.", num(rep, "seed"), num(rep, "mean_length"));
    if (!cJSON_IsTrue(cJSON_GetObjectItem(rep, "complete")))
        h_printf(&h, " <span class=\"warn\">Interrupted: %d of %d planned games.</span>", (int)num(rep, "games"),
                 (int)num(rep, "games_planned"));
    h_s(&h, "</p>\n");

    /* ---- summary */
    int nflag = 0;
    const cJSON *c;
    cJSON_ArrayForEach(c, cards) nflag += str(c, "flag")[0] != 0;
    h_s(&h, "<h2>Summary</h2><div class=\"summary\">");
    h_s(&h, "<div class=\"box\"><h3>Strongest cards</h3>");
    h_card_list(&h, cJSON_GetObjectItem(sum, "strongest_cards"), cards, "its players won more than the average card's");
    h_s(&h, "</div><div class=\"box\"><h3>Weakest cards</h3>");
    h_card_list(&h, cJSON_GetObjectItem(sum, "weakest_cards"), cards, "its players won less than the average card's");
    h_card_list(&h, cJSON_GetObjectItem(sum, "closest_to_settling"), cards, NULL);
    h_s(&h, "</div><div class=\"box\"><h3>Decks and seats</h3>");
    const char *best = str(sum, "strongest_deck"), *worst = str(sum, "weakest_deck");
    if (best[0]) {
        h_s(&h, "<p>Strongest deck: <b>");
        h_deck_name(&h, decks, best);
        h_s(&h, "</b></p>");
    }
    if (worst[0]) {
        h_s(&h, "<p>Weakest deck: <b>");
        h_deck_name(&h, decks, worst);
        h_s(&h, "</b></p>");
    }
    if (cJSON_GetArraySize(decks) > 1 && (!best[0] || !worst[0]))
        h_s(&h, "<p><small>Decks with the same win rate are not ranked against each other.</small></p>");
    if (first && num(first, "games") > 0)
        h_printf(&h, "<p>The player who played first won %.0f%% of %d games (95%%: %.0f–%.0f%%).</p>",
                 100 * num(first, "rate"), (int)num(first, "games"), 100 * num(first, "low"), 100 * num(first, "high"));
    h_printf(&h, "<p class=\"%s\">%d card(s) flagged “look at this”.</p>", nflag ? "warn" : "", nflag);
    if (num(sum, "seldom_played_when_legal") > 0) {
        h_printf(&h, "<p class=\"warn\">The AI seldom played %d card(s) it could have played: their figures tell "
                     "more about the AI (", (int)num(sum, "seldom_played_when_legal"));
        h_text(&h, str(rep, "ai"));
        h_s(&h, ") than about the cards. A stronger AI (--players) or a game by hand will tell.</p>");
    }
    h_s(&h, "</div></div>\n");

    /* ---- matchup grid */
    int nd = cJSON_GetArraySize(decks);
    if (nd > 1) {
        h_s(&h, "<h2>Matchups</h2><p><small>Win rate of the row's deck against the column's, both seat orders; "
                  "95% interval and games below. Green: the row wins more.</small></p><table class=\"grid\"><tr><th></th>");
        const cJSON *d, *e;
        cJSON_ArrayForEach(e, decks)
        {
            h_s(&h, "<th>");
            h_text(&h, str(e, "name"));
            h_s(&h, "</th>");
        }
        h_s(&h, "</tr>");
        cJSON_ArrayForEach(d, decks)
        {
            h_s(&h, "<tr><th>");
            h_text(&h, str(d, "name"));
            h_s(&h, "</th>");
            cJSON_ArrayForEach(e, decks)
            {
                const cJSON *mu = NULL, *o;
                cJSON_ArrayForEach(o, matchups) if (strcmp(str(o, "deck"), str(d, "id")) == 0 &&
                                                    strcmp(str(o, "opponent"), str(e, "id")) == 0) mu = o;
                if (!mu) {
                    h_s(&h, "<td>—</td>");
                    continue;
                }
                int r, g, b;
                h_scale(num(mu, "rate"), &r, &g, &b);
                h_printf(&h, "<td style=\"background:rgb(%d,%d,%d)\"><b>%.0f%%</b><br><small>%.0f–%.0f%%, %d games, %d draws</small></td>",
                         r, g, b, 100 * num(mu, "rate"), 100 * num(mu, "low"), 100 * num(mu, "high"),
                         (int)num(mu, "games"), (int)num(mu, "draws"));
            }
            h_s(&h, "</tr>");
        }
        h_s(&h, "</table>\n");
    }
    h_s(&h, "<h2>Decks</h2><table class=\"sort\"><thead><tr><th>Deck</th><th>Games</th><th>Win rate (95%, games)</th>"
              "<th>Wins</th><th>Draws</th><th>Mean length (actions)</th></tr></thead><tbody>");
    const cJSON *d;
    cJSON_ArrayForEach(d, decks)
    {
        h_s(&h, "<tr><td>");
        h_text(&h, str(d, "name"));
        h_printf(&h, "</td><td>%d</td>", (int)num(d, "games"));
        h_rate(&h, d);
        if (num(d, "shared_wins") > 0) /* a shared win is a win for each, scored 1/k in the rate */
            h_printf(&h, "<td>%d (%d shared)</td>", (int)num(d, "wins"), (int)num(d, "shared_wins"));
        else h_printf(&h, "<td>%d</td>", (int)num(d, "wins"));
        h_printf(&h, "<td>%d</td><td>%.1f</td></tr>", (int)num(d, "draws"), num(d, "mean_length"));
    }
    h_s(&h, "</tbody></table>\n");

    /* ---- flagged cards, each with its art, text and note */
    if (nflag) {
        h_s(&h, "<h2>Look at these cards</h2><div class=\"flagged\">");
        cJSON_ArrayForEach(c, cards)
        {
            if (!str(c, "flag")[0]) continue;
            const CardDef *cd = h_card(set, str(c, "id"));
            h_s(&h, "<div class=\"box\">");
            if (cd) h_art(&h, cd, "big");
            h_s(&h, "<div><h3>");
            h_text(&h, str(c, "name"));
            h_s(&h, " — <span class=\"flag\">");
            h_text(&h, str(c, "flag"));
            h_s(&h, "</span></h3><div class=\"text\">");
            if (cd) h_text(&h, card_text(cd));
            h_s(&h, "</div><p>");
            h_text(&h, str(c, "note"));
            h_s(&h, "</p>");
            h_bars(&h, c, num(rep, "win_when_played_average"));
            h_s(&h, "</div></div>");
        }
        h_s(&h, "</div>\n");
    }

    /* ---- every card */
    /* only the figures this game has: final figure, destruction, legal plays */
    const char *final_name = str(rep, "final_figure");
    bool destroyed = false, legal = false;
    cJSON_ArrayForEach(c, cards)
    {
        destroyed = destroyed || cJSON_GetObjectItem(c, "destroyed") != NULL;
        legal = legal || num(c, "legal") > 0;
    }
    h_s(&h, "<h2>Cards</h2><p><small>Click a heading to sort. Win rates count a draw as half; "
              "“held” = drawn but not played; “not played” = every seat of the run that did not play it. "
              "The dashed line in a chart is the win rate of the average card's players; a card is flagged when "
              "its interval lies wholly above or below that rate's own interval; “Could play” counts the decisions "
              "(and games) at which the rules let its owner play it.</small></p>"
              "<table class=\"sort cards\"><thead><tr><th>Card</th><th>Copies</th><th>Drawn (games)</th>"
              "<th>Played (games)</th><th>Win when played</th><th>Win when held</th><th>Win when not played</th>"
              "<th>vs average card</th><th>Chart</th><th>Mean turn played</th>");
    if (legal) h_s(&h, "<th>Could play (decisions, games)</th>");
    if (final_name[0]) {
        h_s(&h, "<th>Mean final ");
        h_text(&h, final_name);
        h_s(&h, "</th>");
    }
    if (destroyed) h_s(&h, "<th>Destroyed</th>");
    h_s(&h, "<th>Flag</th></tr></thead><tbody>\n");
    cJSON_ArrayForEach(c, cards)
    {
        const CardDef *cd = h_card(set, str(c, "id"));
        h_s(&h, "<tr><td data-v=\"");
        h_text(&h, str(c, "name"));
        h_s(&h, "\"><div class=\"who\">");
        if (cd) h_art(&h, cd, "thumb");
        h_s(&h, "<div><b>");
        h_text(&h, str(c, "name"));
        h_s(&h, "</b><div class=\"text\">");
        if (cd) h_text(&h, card_text(cd));
        h_printf(&h, "</div></div></div></td><td>%d</td><td data-v=\"%d\">%d <small>(%d)</small></td>"
                     "<td data-v=\"%d\">%d <small>(%d)</small></td>",
                 (int)num(c, "copies"), (int)num(c, "drawn"), (int)num(c, "drawn"), (int)num(c, "games_drawn"),
                 (int)num(c, "played"), (int)num(c, "played"), (int)num(c, "games_played"));
        h_rate(&h, cJSON_GetObjectItem(c, "win_when_played"));
        h_rate(&h, cJSON_GetObjectItem(c, "win_when_drawn_not_played"));
        h_rate(&h, cJSON_GetObjectItem(c, "win_when_not_played"));
        h_printf(&h, "<td data-v=\"%.4f\">%+.0f</td><td>", num(c, "win_difference"), 100 * num(c, "win_difference"));
        h_bars(&h, c, num(rep, "win_when_played_average"));
        h_s(&h, "</td>");
        h_maybe(&h, c, "mean_turn_played", "%.1f", 1);
        if (legal)
            h_printf(&h, "<td data-v=\"%d\">%d <small>(%d)</small></td>", (int)num(c, "legal"), (int)num(c, "legal"),
                     (int)num(c, "games_legal"));
        if (final_name[0]) h_maybe(&h, c, "mean_final", "%.1f", 1);
        if (destroyed) h_maybe(&h, c, "destroyed_rate", "%.0f%%", 100);
        h_s(&h, "<td class=\"flag\" title=\"");
        h_text(&h, str(c, "note"));
        h_s(&h, "\">");
        h_text(&h, str(c, "flag"));
        h_s(&h, "</td></tr>\n");
    }
    h_s(&h, "</tbody></table>\n");
    const cJSON *none = cJSON_GetObjectItem(rep, "cards_in_no_deck");
    if (cJSON_GetArraySize(none) > 0) {
        h_s(&h, "<p><small>In no deck of this run, so without figures: ");
        const cJSON *id;
        bool sep = false;
        cJSON_ArrayForEach(id, none)
        {
            const CardDef *cd = h_card(set, cJSON_IsString(id) ? id->valuestring : "");
            if (sep) h_s(&h, ", ");
            h_text(&h, cd ? cd->name : id->valuestring);
            sep = true;
        }
        h_s(&h, ".</small></p>\n");
    }
    h_s(&h, "</main><script>");
    h_s(&h, JS);
    h_s(&h, "</script></body></html>\n");
    if (h.oom) {
        free(h.s);
        snprintf(err, errn, "%s: out of memory", path);
        return false;
    }
    Error e = {{0}};
    bool ok = file_write_atomic(path, h.s, h.n, &e);
    if (!ok) snprintf(err, errn, "%s", e.msg);
    free(h.s);
    return ok;
}

bool playtest_write_report(const cJSON *report, const CardSet *set, const char *out, char *json_path, char *html_path,
                           char *err, size_t errn)
{
    size_t ol = strlen(out);
    int base = ol > 5 && strcmp(out + ol - 5, ".json") == 0 ? (int)ol - 5 : (int)ol;
    snprintf(json_path, PT_PATH_MAX, "%.*s.json", base, out);
    snprintf(html_path, PT_PATH_MAX, "%.*s.html", base, out);
    char *txt = cJSON_Print(report);
    Error e = {{0}};
    bool ok = txt && file_write_atomic(json_path, txt, strlen(txt), &e);
    if (txt && !ok) snprintf(err, errn, "%s", e.msg);
    cJSON_free(txt);
    return ok && playtest_write_html(report, set, html_path, err, errn);
}
