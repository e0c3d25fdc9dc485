/* clock_board.c — the "clock" drawer: a clock face for a zone whose value is
 * the current hour and whose items are the twelve hours (value = hour,
 * badge = what happens when the hand reaches it).  The hand points at the
 * current hour; hours with an event get a ring, and the next one is said
 * under the dial ("Next: Midnight Bazaar at 8"). */
#include "table_internal.h"
#include <math.h>
#include <stdio.h>

void clock_board_draw(UiApp *app, const ViewZone *z, SDL_FRect box)
{
    UiGfx *g = &app->gfx;
    /* the line under the dial grows with the text size; the dial gives it
     * that room (at 150 % it ran into the Market's caption below) */
    float ts = g->text_scale > 1 ? g->text_scale : 1;
    float side = (box.w < box.h ? box.w : box.h) - 13 * 1.5f * (ts - 1);
    float cx = box.x + box.w / 2, cy = box.y + side / 2;
    float rad = side / 2 - 4;
    gfx_circle(g, cx, cy, rad + 3, rgba(0x3a, 0x2a, 0x14, 255));
    gfx_circle(g, cx, cy, rad, rgba(0xf2, 0xe6, 0xc8, 255));
    gfx_ring(g, cx, cy, rad - 5, 1.5f, rgba(0x8a, 0x6a, 0x30, 200));
    /* afternoon, twilight and midnight arcs as tinted wedges behind the numbers */
    for (int i = 0; i < z->nitems && i < 12; i++) {
        const ViewItem *it = &z->items[i];
        int h = it->value;
        float a = (float)((h % 12) * (M_PI / 6) - M_PI / 2);
        float nx = cx + cosf(a) * rad * 0.78f, ny = cy + sinf(a) * rad * 0.78f;
        bool now = h == z->value;
        bool event = it->badge[0] != 0;
        if (now) gfx_circle(g, nx, ny, rad * 0.16f, rgba(0xff, 0xd4, 0x50, 255));
        else if (event) gfx_ring(g, nx, ny, rad * 0.15f, 2, rgba(0x8a, 0x2a, 0x4a, 230));
        char num[8];
        snprintf(num, sizeof num, "%d", h);
        /* part of the dial, not text to grow; but never under the text floor (8 px at 1280x720) */
        float fs = fmaxf(rad * 0.17f / (g->text_scale > 0 ? g->text_scale : 1), gfx_least_size(g));
        gfx_text(g, FACE_SERIF_BOLD, fs, h < z->value ? rgba(0x6a, 0x5a, 0x40, 200) : rgba(0x2a, 0x1a, 0x08, 255), nx,
                 ny - fs * 0.62f, ALIGN_CENTER, num);
    }
    /* the hand */
    float a = (float)((z->value % 12) * (M_PI / 6) - M_PI / 2);
    gfx_line(g, cx, cy, cx + cosf(a) * rad * 0.6f, cy + sinf(a) * rad * 0.6f, rad * 0.06f, rgba(0x2a, 0x1a, 0x08, 255));
    gfx_circle(g, cx, cy, rad * 0.07f, rgba(0x8a, 0x2a, 0x4a, 255));
    /* the event of the next marked hour, in words, under the dial: said as
     * what comes next ("8: Midnight" read as the time), on a line wider than
     * the dial so that 150 % text keeps its size */
    for (int i = 0; i < z->nitems; i++) {
        const ViewItem *it = &z->items[i];
        if (it->value <= z->value || !it->badge[0]) continue;
        char next[48];
        snprintf(next, sizeof next, "Next: %s at %d", it->badge, it->value);
        gfx_text_fit(g, FACE_BOLD, 13, rgba(255, 246, 220, 230), cx, box.y + side + 2, box.w + 120, ALIGN_CENTER, next);
        break;
    }
}
