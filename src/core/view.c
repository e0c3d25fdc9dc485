#include "view.h"
#include <stdio.h>
#include <string.h>

void view_reset(View *v, int observer, int num_players, int current_player)
{
    memset(v, 0, sizeof *v);
    v->observer = observer;
    v->num_players = num_players;
    v->current_player = current_player;
    v->terminal = current_player < 0;
}

ViewZone *view_zone(View *v, const char *id, const char *label, ViewZoneKind kind, int owner)
{
    if (v->nzones >= VIEW_MAX_ZONES) return NULL;
    ViewZone *z = &v->zones[v->nzones++];
    memset(z, 0, sizeof *z);
    snprintf(z->id, sizeof z->id, "%s", id);
    snprintf(z->label, sizeof z->label, "%s", label ? label : "");
    z->kind = (uint8_t)kind;
    z->owner = (int8_t)owner;
    return z;
}

ViewItem *view_item(ViewZone *z, int card, int owner, unsigned flags, int value, int base)
{
    if (!z) return NULL;
    z->count++;
    if (z->nitems >= VIEW_MAX_ITEMS) return NULL;
    ViewItem *it = &z->items[z->nitems++];
    memset(it, 0, sizeof *it);
    it->card = (int16_t)card;
    it->owner = (int8_t)owner;
    it->flags = (uint8_t)flags;
    it->value = (int16_t)value;
    it->base = (int16_t)base;
    return it;
}

const ViewZone *view_find(const View *v, const char *id)
{
    for (int i = 0; i < v->nzones; i++)
        if (strcmp(v->zones[i].id, id) == 0) return &v->zones[i];
    return NULL;
}

void view_names(const char *in, char *out, size_t n, const char *const *names, int nnames)
{
    if (n == 0) return;
    size_t u = 0;
    while (*in && u + 1 < n) {
        if (in[0] == '{' && in[1] == 'p' && in[2] >= '0' && in[2] <= '9' && in[3] == '}') {
            int seat = in[2] - '0';
            char fallback[16];
            const char *name = seat < nnames && names && names[seat] ? names[seat] : NULL;
            if (!name) {
                snprintf(fallback, sizeof fallback, "Seat %d", seat + 1);
                name = fallback;
            }
            int w = snprintf(out + u, n - u, "%s", name);
            u += w > 0 ? (size_t)w : 0;
            if (u >= n) u = n - 1;
            in += 4;
        } else if (in[0] == '{' && (in[1] == 'p' || in[1] == 0) && strchr(in, '}') == NULL) {
            break; /* a placeholder cut short by a full buffer: people never see "{p1" */
        } else
            out[u++] = *in++;
    }
    out[u] = 0;
}
