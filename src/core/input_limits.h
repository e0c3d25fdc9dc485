/* input_limits.h — the bounds every loader enforces on untrusted input
 * (shared card sets, saves, positions, layouts). Each limit is named in the
 * error that refuses it and documented in cards/README.md ("Limits").
 * New loaders include this (json_util.h does) instead of inventing their own. */
#ifndef CT_INPUT_LIMITS_H
#define CT_INPUT_LIMITS_H

/* Where an error that names a limit sends the reader. */
#define CT_LIMITS_DOC "see \"Limits\" in cards/README.md"

/* Any JSON file (set, deck, save, position, layout, settings). The biggest
 * shipped file is 33 KB; 2 MiB holds a 1,000-card set several times over. */
#define CT_MAX_FILE_BYTES (2 * 1024 * 1024)
/* Values (numbers, strings, arrays, objects...) in one JSON document. Bounds
 * the parser's memory: 64 bytes a value, so at most 4 MiB of nodes. */
#define CT_MAX_JSON_VALUES 65536
/* Arrays/objects inside one another. Shipped files nest at most 5 deep. */
#define CT_MAX_JSON_DEPTH 32
/* Bytes (UTF-8) in one JSON string: card text, names, actions... */
#define CT_MAX_STRING_BYTES 4096
/* Values in one card object. A set is parsed a card at a time, so this
 * bounds the parser's memory beside the text; the biggest shipped card holds
 * 39 values. */
#define CT_MAX_CARD_VALUES 256
/* Cards in one set.json; fits the 16-bit card indices of decks and states. */
#define CT_MAX_CARDS_PER_SET 1000
/* decks/NAME.json files read from one set. */
#define CT_MAX_DECKS_PER_SET 256
/* Zones in one table layout after `repeat`s are expanded. */
#define CT_MAX_ZONES_PER_LAYOUT 512
/* Actions in one save file. */
#define CT_MAX_SAVE_ACTIONS 20000

/* Card art (image_check.h), checked from the file's header before any
 * decoder sees it: a small file can claim or decode to a huge picture.
 * The side and pixel limits hold a 1200 dpi print of a whole card
 * (63x88 mm: 2976x4157); decoded at 4 bytes a pixel that is 64 MiB. */
#define CT_MAX_IMAGE_SIDE 8192
#define CT_MAX_IMAGE_PIXELS (16 * 1024 * 1024)
#define CT_MAX_IMAGE_DECODED_BYTES (64 * 1024 * 1024)
/* A PNG or JPEG file. */
#define CT_MAX_IMAGE_FILE_BYTES (16 * 1024 * 1024)
/* An SVG's cost grows with its size and element count (each path is
 * rasterised at every draw size); the biggest shipped SVG is 75 KB with 861
 * elements. */
#define CT_MAX_SVG_BYTES (512 * 1024)
#define CT_MAX_SVG_ELEMENTS 1500

#endif
