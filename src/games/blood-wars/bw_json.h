/* bw_json.h — Blood Wars positions as JSON (tests and designers set up any position). */
#ifndef BW_JSON_H
#define BW_JSON_H
#include "bw.h"

struct cJSON *bw_state_to_json(const GameState *st);
bool bw_state_from_json(GameState *st, const struct cJSON *json, const CardSet *set, Error *err);

#endif
