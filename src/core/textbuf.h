/* textbuf.h — a growable text built by appending (a CSV export, a salvaged
 * save): buf is NULL until the first append, NUL-terminated after it, and
 * the caller frees it. Out of memory aborts, as every allocation in core. */
#ifndef CT_TEXTBUF_H
#define CT_TEXTBUF_H
#include <stddef.h>

typedef struct TextBuf {
    char *buf;
    size_t len, cap;
} TextBuf;

/* Appends s[0..n) (no NUL needed in s). */
void textbuf_put(TextBuf *b, const char *s, size_t n);

#endif
