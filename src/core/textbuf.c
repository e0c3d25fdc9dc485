/* textbuf.c — see textbuf.h. */
#include "textbuf.h"
#include <stdlib.h>
#include <string.h>

void textbuf_put(TextBuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap) b->cap = b->cap ? b->cap * 2 : 4096;
        char *nb = realloc(b->buf, b->cap);
        if (!nb) abort();
        b->buf = nb;
    }
    memcpy(b->buf + b->len, s, n);
    b->len += n;
    b->buf[b->len] = 0;
}
