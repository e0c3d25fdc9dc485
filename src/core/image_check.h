/* image_check.h — the one check every reader of card art makes before a
 * decoder sees the file (the window's and print's art loader, check-cards,
 * any other renderer).  It reads only the header of a PNG (IHDR) or JPEG
 * (SOF), or an SVG's text (root width/height/viewBox, element count), and
 * refuses a picture over the limits of input_limits.h: a 100 KB PNG can
 * decode to 30000x30000 pixels (3.6 GB), a small SVG can hold thousands of
 * paths rasterised at every draw.  Any other format is refused too: the
 * decoders guess a format from the bytes, not from the name.  Pure C: no display library.
 *
 *   ImageInfo info;
 *   Error err;
 *   if (!image_check_file(path, &info, &err)) draw without art, say err.msg;
 *
 * err.msg names the file, what it found and the limit, e.g.
 * "art/x.png: 30000x30000 pixels (900000000) is over the limit of 16777216
 * pixels (picture size limit, see "Limits" in cards/README.md)". */
#ifndef CT_IMAGE_CHECK_H
#define CT_IMAGE_CHECK_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "error.h"
#include "input_limits.h"

typedef enum ImageKind { IMAGE_UNKNOWN, IMAGE_PNG, IMAGE_JPEG, IMAGE_SVG } ImageKind;

typedef struct ImageInfo {
    ImageKind kind;
    int width, height;       /* pixels (SVG: its nominal size, 0 when it has none) */
    int64_t file_bytes;
    int64_t decoded_bytes;   /* width x height x 4 (PNG, JPEG) */
    int svg_elements;        /* SVG only */
} ImageInfo;

/* True if the picture at path is a regular file of a known kind (PNG, JPEG;
 * SVG when the name ends in .svg) within every limit; `out` (may be NULL)
 * gets what was read either way.  Never decodes pixels. */
bool image_check_file(const char *path, ImageInfo *out, Error *err);
/* The same for a picture already in memory (`name` for messages, `is_svg` as
 * a name ending in .svg says): for fuzzing and tests. */
bool image_check_bytes(const unsigned char *data, size_t len, bool is_svg, const char *name, ImageInfo *out,
                       Error *err);

#endif
