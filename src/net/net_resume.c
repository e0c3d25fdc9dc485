/* net_resume.c — what `serve` and a hosting window share to set a table up
 * from words and files: the seats as `--players` lists them, and a host
 * autosave turned back into the config that resumes it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ai/ai.h"
#include "net/net.h"

int net_parse_seats(const char *list, const GameModule *m, NetHostConfig *cfg, AiConfig *ai, Error *err)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n >= GM_MAX_PLAYERS) {
            error_set(err, NULL, NULL, "at most %d seats", GM_MAX_PLAYERS);
            return -1;
        }
        Error why = {{0}};
        if (strcmp(tok, "net") == 0) {
            cfg->seat_kind[n] = NET_SEAT_REMOTE;
            cfg->ai[n] = NULL;
        } else if (ai_parse_spec(tok, &ai[n], &why)) {
            cfg->seat_kind[n] = NET_SEAT_AI;
            cfg->ai[n] = &ai[n];
        } else {
            error_set(err, NULL, NULL, "\"%s\" is neither \"net\" nor an AI: %s", tok, why.msg);
            return -1;
        }
        n++;
    }
    if (n < m->min_players || n > m->max_players) {
        error_set(err, NULL, NULL, "it lists %d seats but %s takes %d to %d players", n, m->title, m->min_players,
                  m->max_players);
        return -1;
    }
    return n;
}

bool net_host_resume(const char *path, SaveSetFinder find_set, void *ctx, NetResume *r, NetHostConfig *cfg,
                     Error *err)
{
    memset(r, 0, sizeof *r);
    GameState *st = NULL;
    if (!net_host_load(path, find_set, ctx, &r->rec, &st, r->players, sizeof r->players, r->code, sizeof r->code,
                       &cfg->progress, err))
        return false;
    game_free(st);
    r->ai = calloc(GM_MAX_PLAYERS, sizeof *r->ai);
    int n = r->ai ? net_parse_seats(r->players, r->rec.module, cfg, r->ai, err) : -1;
    if (n != r->rec.setup.num_players) {
        if (n >= 0 || !r->ai)
            error_set(err, path, "serve.players", "expected %d seats as the game has, got \"%s\"",
                      r->rec.setup.num_players, r->players);
        else { /* the seats' own words, named where they were read */
            char why[sizeof err->msg];
            snprintf(why, sizeof why, "%s", err->msg);
            error_set(err, path, "serve.players", "%s", why);
        }
        net_resume_free(r);
        return false;
    }
    cfg->module = r->rec.module;
    cfg->set = r->rec.set;
    cfg->setup = r->rec.setup;
    cfg->games = cfg->progress.games;
    cfg->seed = r->rec.seed - (uint64_t)cfg->progress.game_index;
    cfg->resume = &r->rec;
    cfg->code = r->code;
    cfg->players = r->players;
    return true;
}

void net_resume_free(NetResume *r)
{
    record_free(&r->rec);
    free(r->ai);
    r->ai = NULL;
}
