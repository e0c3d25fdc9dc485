/* fuzz_image — the picture check every art loader makes before decoding
 * (image_check.h): the first byte picks SVG or raster, the rest is the file.
 * Whatever it accepts is within the limits it names. */
#include "core/image_check.h"
#include "fuzzlib.h"
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1) return 0;
    ImageInfo in;
    Error err = {{0}};
    bool svg = data[0] & 1;
    if (image_check_bytes(data + 1, size - 1, svg, "art", &in, &err)) {
        if ((int64_t)in.width * in.height > CT_MAX_IMAGE_PIXELS || in.width > CT_MAX_IMAGE_SIDE ||
            in.height > CT_MAX_IMAGE_SIDE)
            fuzz_fail("accepted %dx%d", in.width, in.height);
        if (svg && in.svg_elements > CT_MAX_SVG_ELEMENTS) fuzz_fail("accepted %d elements", in.svg_elements);
    } else if (!err.msg[0]) {
        fuzz_fail("refused with no message");
    }
    return 0;
}
