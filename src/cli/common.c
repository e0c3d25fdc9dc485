/* common.c — pieces the sub-commands share: finding the game, loading its
 * card set and position files, each with the error printed for the user. */
#include <stdarg.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <cjson/cJSON.h>

#include "ai/ai.h"
#include "cli/cli.h"
#include "core/carddb.h"
#include "core/json_util.h"
#include "core/registry.h"

const GameModule *cli_find_game(const char *cmd, const char *game_id)
{
    const GameModule *m = game_id ? games_find(game_id) : NULL;
    if (m) return m;
    if (game_id) fprintf(stderr, "crowntable %s: unknown game \"%s\"; games:", cmd, game_id);
    else fprintf(stderr, "crowntable %s: --game is required; games:", cmd);
    for (int i = 0; i < games_count(); i++) fprintf(stderr, " %s", games_at(i)->id);
    fprintf(stderr, "\nTry `crowntable %s --help`.\n", cmd);
    return NULL;
}

CardSet *cli_load_set(const char *cmd, const GameModule *m, const char *set_id)
{
    Report rep = {0};
    CardSet *set = carddb_load_named(m, set_id, &rep);
    if (!set) {
        fprintf(stderr, "crowntable %s: card set \"%s\" did not load:\n", cmd, set_id ? set_id : m->default_set);
        for (int i = 0; i < rep.count; i++) fprintf(stderr, "  %s\n", rep.lines[i]);
    }
    report_free(&rep);
    return set;
}

const CardSet *cli_find_save_set(const GameModule *m, const char *set_id, void *ctx)
{
    CliSaveSet *s = ctx;
    if (s->set) return strcmp(s->set->id, set_id) == 0 || strcmp(s->set->dir, set_id) == 0 ? s->set : NULL;
    Report rep = {0};
    s->set = carddb_load_named(m, set_id, &rep);
    if (!s->set && rep.count) snprintf(s->why, sizeof s->why, "%s", rep.lines[0]);
    report_free(&rep);
    return s->set;
}

GameState *cli_load_position(const GameModule *m, const CardSet *set, const char *path, Error *err)
{
    return game_load_position(m, path, set, err);
}

void cli_seat_words(const char *in, char *out, size_t n, const char *const *names)
{
    static const char *const SEATS[GM_MAX_PLAYERS] = {"Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5"};
    const char *use[GM_MAX_PLAYERS];
    for (int p = 0; p < GM_MAX_PLAYERS; p++) use[p] = names && names[p] && names[p][0] ? names[p] : SEATS[p];
    view_names(in, out, n, use, GM_MAX_PLAYERS);
}

CardSet *cli_load_position_set(const char *cmd, const GameModule *m, const char *set_id, const char *position_path)
{
    char named[1200] = "";
    size_t len;
    Error err = {{0}};
    char *text = set_id || !position_path ? NULL : json_read_file(position_path, &len, &err);
    cJSON *doc = text ? cJSON_ParseWithLength(text, len) : NULL;
    const cJSON *s = cJSON_GetObjectItemCaseSensitive(doc, "set");
    if (cJSON_IsString(s) && s->valuestring[0]) {
        /* a folder is relative to the position file, as a set's art is to set.json */
        const char *slash = strrchr(position_path, '/');
        if (strchr(s->valuestring, '/') && s->valuestring[0] != '/' && slash)
            snprintf(named, sizeof named, "%.*s/%s", (int)(slash - position_path), position_path, s->valuestring);
        else snprintf(named, sizeof named, "%s", s->valuestring);
        set_id = named;
    }
    cJSON_Delete(doc);
    free(text);
    return cli_load_set(cmd, m, set_id);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    fprintf(stderr, "crowntable %s: ", cmd);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry `crowntable %s --help`.\n", cmd);
    return 2;
}

int cli_parse_agent_list(const char *cmd, const char *list, int max, bool deterministic, bool yardsticks,
                         AiConfig *out)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", list);
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n >= max) return -cli_usage_error(cmd, "--players: at most %d AIs, got \"%s\"", max, list);
        Error err = {{0}};
        if (!(yardsticks ? ai_parse_yardstick_spec : ai_parse_spec)(tok, &out[n], &err)) return -cli_usage_error(cmd, "--players: %s", err.msg);
        if (deterministic) ai_config_deterministic(&out[n]);
        n++;
    }
    return n;
}

int cli_parse_agents(const char *cmd, const char *list, const GameModule *m, bool deterministic, bool yardsticks,
                     AiConfig *out)
{
    int n = cli_parse_agent_list(cmd, list, GM_MAX_PLAYERS, deterministic, yardsticks, out);
    if (n < 0) return n;
    if (n < m->min_players || n > m->max_players)
        return -cli_usage_error(cmd, "--players lists %d AI(s) but %s takes %d to %d players", n, m->title,
                                m->min_players, m->max_players);
    return n;
}
