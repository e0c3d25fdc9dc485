/* image_check.c — see image_check.h.  Headers are read by hand (a few
 * dozen bytes of PNG, the marker segments of a JPEG, the tags of an SVG);
 * nothing here allocates in proportion to what a file claims. */
#include "image_check.h"
#include "file_open.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A JPEG's frame header follows its metadata segments (EXIF, ICC...): this
 * much of a raster file is read to find it. */
#define HEADER_READ_BYTES (1024 * 1024)

static uint32_t be32(const unsigned char *p) { return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]; }
static unsigned be16(const unsigned char *p) { return (unsigned)p[0] << 8 | p[1]; }

static bool check_dims(const char *name, ImageInfo *in, int64_t w, int64_t h, Error *err)
{
    in->width = w > CT_MAX_IMAGE_SIDE * 16 ? CT_MAX_IMAGE_SIDE * 16 : (int)w;
    in->height = h > CT_MAX_IMAGE_SIDE * 16 ? CT_MAX_IMAGE_SIDE * 16 : (int)h;
    in->decoded_bytes = w * h * 4;
    if (w <= 0 || h <= 0) return error_set(err, name, NULL, "the header gives a size of %lldx%lld pixels; expected a picture", (long long)w, (long long)h);
    if (w > CT_MAX_IMAGE_SIDE || h > CT_MAX_IMAGE_SIDE)
        return error_set(err, name, NULL, "%lldx%lld pixels: a side is over the limit of %d pixels (picture side limit, %s)",
                         (long long)w, (long long)h, CT_MAX_IMAGE_SIDE, CT_LIMITS_DOC);
    if (w * h > CT_MAX_IMAGE_PIXELS)
        return error_set(err, name, NULL, "%lldx%lld pixels (%lld) is over the limit of %d pixels (picture size limit, %s)",
                         (long long)w, (long long)h, (long long)(w * h), CT_MAX_IMAGE_PIXELS, CT_LIMITS_DOC);
    if (in->decoded_bytes > CT_MAX_IMAGE_DECODED_BYTES)
        return error_set(err, name, NULL, "%lldx%lld pixels decode to %lld bytes, over the limit of %d bytes (decoded picture limit, %s)",
                         (long long)w, (long long)h, (long long)in->decoded_bytes, CT_MAX_IMAGE_DECODED_BYTES, CT_LIMITS_DOC);
    return true;
}

static bool check_png(const unsigned char *d, size_t len, const char *name, ImageInfo *in, Error *err)
{
    in->kind = IMAGE_PNG;
    /* the signature, then IHDR first: length 13, "IHDR", width, height */
    if (len < 8 + 8 + 13 || be32(d + 8) != 13 || memcmp(d + 12, "IHDR", 4) != 0)
        return error_set(err, name, NULL, "a PNG without its IHDR header first; expected a whole PNG file");
    return check_dims(name, in, be32(d + 16), be32(d + 20), err);
}

static bool check_jpeg(const unsigned char *d, size_t len, const char *name, ImageInfo *in, Error *err)
{
    in->kind = IMAGE_JPEG;
    size_t i = 2;
    while (i + 4 <= len) {
        if (d[i] != 0xFF) return error_set(err, name, NULL, "a JPEG whose marker at byte %zu is broken; expected a whole JPEG file", i);
        unsigned m = d[i + 1];
        if (m == 0xFF) { i++; continue; } /* fill byte */
        if (m == 0xD8 || (m >= 0xD0 && m <= 0xD7) || m == 0x01) { i += 2; continue; }
        if (m == 0xD9 || m == 0xDA) break; /* end, or scan data before any frame */
        unsigned seg = be16(d + i + 2);
        if (seg < 2) break;
        /* SOF0..SOF15 but DHT (C4), JPG (C8) and DAC (CC) */
        if (m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC) {
            if (i + 9 > len) break;
            return check_dims(name, in, be16(d + i + 7), be16(d + i + 5), err);
        }
        i += 2 + seg;
    }
    return error_set(err, name, NULL, "a JPEG without a frame header in its first %d bytes; expected a whole JPEG file",
                     HEADER_READ_BYTES);
}

/* The number at the start of s (an SVG length such as "250", "250px",
 * "10.5mm"); -1 if there is none. */
static double svg_number(const char *s, size_t n)
{
    char buf[64];
    if (n >= sizeof buf) n = sizeof buf - 1;
    memcpy(buf, s, n);
    buf[n] = 0;
    char *end;
    double v = strtod(buf, &end);
    return end == buf || !(v >= 0 && v < 1e9) ? -1 : v;
}

/* The value of attribute `name` inside the tag t[0..n): its start and length. */
static bool svg_attr(const char *t, size_t n, const char *name, const char **val, size_t *vlen)
{
    size_t k = strlen(name);
    for (size_t i = 1; i + k + 2 < n; i++) {
        if ((t[i - 1] == ' ' || t[i - 1] == '\t' || t[i - 1] == '\n' || t[i - 1] == '\r') && memcmp(t + i, name, k) == 0) {
            size_t j = i + k;
            while (j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r')) j++;
            if (j >= n || t[j] != '=') continue;
            j++;
            while (j < n && (t[j] == ' ' || t[j] == '\t' || t[j] == '\n' || t[j] == '\r')) j++;
            if (j >= n || (t[j] != '"' && t[j] != '\'')) continue;
            char q = t[j++];
            const char *e = memchr(t + j, q, n - j);
            if (!e) return false;
            *val = t + j;
            *vlen = (size_t)(e - (t + j));
            return true;
        }
    }
    return false;
}

static bool check_svg(const unsigned char *u, size_t len, const char *name, ImageInfo *in, Error *err)
{
    const char *d = (const char *)u;
    in->kind = IMAGE_SVG;
    if (len > CT_MAX_SVG_BYTES)
        return error_set(err, name, NULL, "an SVG of %zu bytes, over the limit of %d bytes (SVG file size limit, %s)", len,
                         CT_MAX_SVG_BYTES, CT_LIMITS_DOC);
    int elements = 0;
    const char *root = NULL;
    size_t root_len = 0;
    for (size_t i = 0; i + 1 < len; i++) {
        if (d[i] != '<') continue;
        if (len - i >= 4 && memcmp(d + i, "<!--", 4) == 0) { /* a comment holds no elements */
            const char *e = NULL;
            for (size_t j = i + 4; j + 3 <= len; j++)
                if (memcmp(d + j, "-->", 3) == 0) { e = d + j; break; }
            if (!e) break;
            i = (size_t)(e - d) + 2;
            continue;
        }
        unsigned char c = (unsigned char)d[i + 1];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == ':')) continue;
        elements++;
        if (!root && len - i > 4 && memcmp(d + i, "<svg", 4) == 0) {
            const char *gt = memchr(d + i, '>', len - i);
            root = d + i;
            root_len = gt ? (size_t)(gt - root) : len - i;
        }
    }
    in->svg_elements = elements;
    if (!root) return error_set(err, name, NULL, "no <svg> element; expected an SVG picture");
    if (elements > CT_MAX_SVG_ELEMENTS)
        return error_set(err, name, NULL, "an SVG of %d elements, over the limit of %d (SVG element limit, %s)", elements,
                         CT_MAX_SVG_ELEMENTS, CT_LIMITS_DOC);
    const char *v;
    size_t vl;
    double w = -1, h = -1;
    if (svg_attr(root, root_len, "width", &v, &vl)) w = svg_number(v, vl);
    if (svg_attr(root, root_len, "height", &v, &vl)) h = svg_number(v, vl);
    if ((w < 0 || h < 0) && svg_attr(root, root_len, "viewBox", &v, &vl)) {
        /* "min-x min-y width height", spaces or commas between */
        double box[4];
        int k = 0;
        char buf[128];
        snprintf(buf, sizeof buf, "%.*s", (int)(vl < 127 ? vl : 127), v);
        for (char *p = buf, *end; k < 4; p = end) {
            while (*p == ' ' || *p == ',') p++;
            box[k] = strtod(p, &end);
            if (end == p) break;
            k++;
        }
        if (k == 4) {
            if (w < 0) w = box[2];
            if (h < 0) h = box[3];
        }
    }
    if (w < 0 || h < 0) return true; /* no nominal size: drawn at the size asked */
    if (w < 1 || h < 1) w = h = 1;
    return check_dims(name, in, (int64_t)(w + 0.999), (int64_t)(h + 0.999), err);
}

static bool is_svg_name(const char *path)
{
    size_t n = strlen(path);
    return n > 4 && (strcmp(path + n - 4, ".svg") == 0 || strcmp(path + n - 4, ".SVG") == 0);
}

bool image_check_bytes(const unsigned char *data, size_t len, bool is_svg, const char *name, ImageInfo *out, Error *err)
{
    ImageInfo tmp;
    ImageInfo *in = out ? out : &tmp;
    int64_t file_bytes = out && out->file_bytes > (int64_t)len ? out->file_bytes : (int64_t)len;
    memset(in, 0, sizeof *in);
    in->file_bytes = file_bytes;
    if (is_svg) return check_svg(data, len, name, in, err);
    if (file_bytes > CT_MAX_IMAGE_FILE_BYTES)
        return error_set(err, name, NULL, "a picture file of %lld bytes, over the limit of %d bytes (picture file limit, %s)",
                         (long long)file_bytes, CT_MAX_IMAGE_FILE_BYTES, CT_LIMITS_DOC);
    if (len >= 8 && memcmp(data, "\x89PNG\r\n\x1a\n", 8) == 0) return check_png(data, len, name, in, err);
    if (len >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) return check_jpeg(data, len, name, in, err);
    return error_set(err, name, NULL, "not a PNG or JPEG picture (nor an SVG named .svg); expected PNG, JPEG or SVG");
}

bool image_check_file(const char *path, ImageInfo *out, Error *err)
{
    int64_t size;
    int fd = file_open_regular(path, &size, err);
    if (fd < 0) return false;
    bool svg = is_svg_name(path);
    /* an SVG over its limit is refused on its size alone, unread */
    size_t want = svg ? (size_t)CT_MAX_SVG_BYTES + 1 : HEADER_READ_BYTES;
    if (size >= 0 && (size_t)size < want) want = (size_t)size;
    unsigned char *buf = malloc(want + 1);
    if (!buf) abort();
    size_t got = 0;
    while (got < want) {
        ssize_t r = read(fd, buf + got, want - got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        got += (size_t)r;
    }
    close(fd);
    ImageInfo tmp;
    ImageInfo *in = out ? out : &tmp;
    in->file_bytes = size;
    bool ok;
    if (svg && size > CT_MAX_SVG_BYTES) {
        memset(in, 0, sizeof *in);
        in->kind = IMAGE_SVG;
        in->file_bytes = size;
        ok = error_set(err, path, NULL, "an SVG of %lld bytes, over the limit of %d bytes (SVG file size limit, %s)",
                       (long long)size, CT_MAX_SVG_BYTES, CT_LIMITS_DOC);
    } else {
        ok = image_check_bytes(buf, got, svg, path, in, err);
    }
    free(buf);
    return ok;
}
