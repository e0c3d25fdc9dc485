/* print_pdfbox.c — TrimBox and BleedBox for the pages of a PDF written by
 * cairo, which has no call for page boxes.  The PDF way to change a written
 * file is an incremental update (PDF 1.7, 7.5.6): new versions of the page
 * objects appended with their own cross-reference section and a trailer whose
 * /Prev points at the old one.  It needs the page dictionaries as plain
 * objects, so the PDF is written at version 1.4 (no object streams). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "print/print_internal.h"

static char *read_all(const char *path, long *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (*len = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0) {
        buf = malloc((size_t)*len + 1);
        if (buf && fread(buf, 1, (size_t)*len, f) != (size_t)*len) {
            free(buf);
            buf = NULL;
        }
        if (buf) buf[*len] = 0;
    }
    fclose(f);
    return buf;
}

/* The last occurrence of needle in buf[0..len) (the file may hold NULs). */
static const char *last_of(const char *buf, long len, const char *needle)
{
    size_t n = strlen(needle);
    for (long i = len - (long)n; i >= 0; i--)
        if (memcmp(buf + i, needle, n) == 0) return buf + i;
    return NULL;
}

static const char *find_in(const char *from, const char *end, const char *needle)
{
    size_t n = strlen(needle);
    for (const char *p = from; p + n <= end; p++)
        if (memcmp(p, needle, n) == 0) return p;
    return NULL;
}

bool print_pdf_add_boxes(const char *pdf, const double trim[4], const double bleed[4], char *err, size_t errn)
{
    long len = 0;
    char *buf = read_all(pdf, &len);
    if (!buf) {
        snprintf(err, errn, "%s: cannot read it back to add page boxes", pdf);
        return false;
    }
    const char *end = buf + len;
    const char *sx = last_of(buf, len, "startxref");
    const char *tr = sx ? last_of(buf, sx - buf, "trailer") : NULL;
    const char *close = sx ? last_of(buf, sx - buf, ">>") : NULL;
    const char *open = tr ? find_in(tr, sx, "<<") : NULL;
    if (!open || !close || close < open) {
        free(buf);
        snprintf(err, errn, "%s: no trailer found (expected a PDF written by cairo)", pdf);
        return false;
    }
    long prev = strtol(sx + strlen("startxref"), NULL, 10);
    FILE *f = fopen(pdf, "ab");
    if (!f) {
        free(buf);
        snprintf(err, errn, "%s: cannot append page boxes", pdf);
        return false;
    }
    char boxes[200];
    snprintf(boxes, sizeof boxes, "/TrimBox [ %.3f %.3f %.3f %.3f ] /BleedBox [ %.3f %.3f %.3f %.3f ]", trim[0],
             trim[1], trim[2], trim[3], bleed[0], bleed[1], bleed[2], bleed[3]);
    /* the page objects, rewritten at the end */
    enum { MAXPAGES = 4096 };
    long *offs = malloc(sizeof *offs * MAXPAGES);
    int *nums = malloc(sizeof *nums * MAXPAGES);
    int npages = 0;
    long at = len;
    bool ok = offs && nums;
    if (buf[len - 1] != '\n' && ok) at += fprintf(f, "\n");
    for (const char *p = buf; ok && (p = find_in(p, end, "/Type /Page")) != NULL; p++) {
        char after = p[11];
        if ((after >= 'a' && after <= 'z') || (after >= 'A' && after <= 'Z')) continue; /* /Pages */
        const char *dict = p;
        while (dict > buf && !(dict[0] == '<' && dict[1] == '<')) dict--;
        /* "N 0 obj" ends the line (or the text) before the dictionary */
        const char *obj = dict;
        while (obj > buf && (obj[-1] == '\n' || obj[-1] == '\r' || obj[-1] == ' ')) obj--;
        while (obj > buf && obj[-1] != '\n' && obj[-1] != '\r') obj--;
        int num = 0;
        const char *objend = find_in(p, end, "endobj");
        if (npages == MAXPAGES) {
            snprintf(err, errn, "%s: over %d pages: too many for page boxes (print fewer copies)", pdf, MAXPAGES);
            ok = false;
            break;
        }
        if (sscanf(obj, "%d 0 obj", &num) != 1 || num <= 0 || !objend) {
            snprintf(err, errn, "%s: a page object could not be read (expected a PDF written by cairo)", pdf);
            ok = false;
            break;
        }
        offs[npages] = at;
        nums[npages++] = num;
        at += fprintf(f, "%d 0 obj\n<< %s", num, boxes);
        at += (long)fwrite(dict + 2, 1, (size_t)(objend - (dict + 2)), f);
        at += fprintf(f, "endobj\n");
    }
    if (ok && npages == 0) {
        snprintf(err, errn, "%s: no pages found", pdf);
        ok = false;
    }
    if (ok) {
        fprintf(f, "xref\n");
        for (int i = 0; i < npages; i++) fprintf(f, "%d 1\n%010ld 00000 n \n", nums[i], offs[i]);
        fprintf(f, "trailer\n<< ");
        fwrite(open + 2, 1, (size_t)(close - (open + 2)), f);
        fprintf(f, "   /Prev %ld\n>>\nstartxref\n%ld\n%%%%EOF\n", prev, at);
    }
    if (fclose(f) != 0 && ok) {
        snprintf(err, errn, "%s: could not write the page boxes", pdf);
        ok = false;
    }
    free(offs);
    free(nums);
    free(buf);
    return ok;
}
