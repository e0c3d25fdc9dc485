/* audio.h — the table's sound effects (src/ui).
 *
 * Every sound is synthesized by code at start-up (no sound files ship): noise,
 * filters, envelopes and additive tones are rendered into PCM, wrapped as an
 * in-memory WAV and handed to SDL2_mixer, which converts it to the device
 * format. Synthesis is deterministic (fixed-seed noise), so tests can check it.
 *
 * Ownership: the module owns the Mix_Chunks it creates and frees them in
 * audio_shutdown(). audio_synth() writes into a buffer the caller owns.
 * All functions are for the main thread only.
 */
#ifndef CT_UI_AUDIO_H
#define CT_UI_AUDIO_H

#include <stdbool.h>
#include <stdint.h>

typedef enum {
    SND_DRAW,       /* card drawn: short paper swish */
    SND_PLAY,       /* card played: soft thud + snap */
    SND_SHUFFLE,    /* deck shuffled: a riffle of swishes, squared up at the end */
    SND_LOCK,       /* pile locked (glove) / tile fixed: metal latch clack */
    SND_ROUND_WON,  /* round won: bell arpeggio */
    SND_GAME_WON,   /* game won: brass fanfare */
    SND_GAME_LOST,  /* game lost: descending minor figure */
    SND_DICE,       /* dice roll: rattle and bounces */
    SND_CLICK,      /* UI button tick */
    SND_COUNT
} SoundId;

/* Opens the audio device and synthesizes every sound. Never fails hard: with
 * no audio device it logs one line and the module runs silent (audio_play
 * then does nothing). Returns true when sound is available, false when
 * silent. Safe to call twice. */
bool audio_init(void);
/* Plays a sound on a free channel; harmless when silent, muted or not inited. */
void audio_play(SoundId id);
/* Volume 0..100 (clamped); applies to sounds already playing too. */
void audio_set_volume(int volume_0_100);
int audio_get_volume(void);
void audio_set_muted(bool muted);
bool audio_is_muted(void);
/* True when a device is open and the sounds are loaded. */
bool audio_available(void);
/* Stops everything, frees the sounds, closes the device. Safe when not inited. */
void audio_shutdown(void);

/* For tests and tools: synthesizes `id` as interleaved signed 16-bit stereo at
 * `rate` Hz into `out` (room for max_frames frames = 2*max_frames samples),
 * without any device. Returns the frames written; with out == NULL returns the
 * full length in frames. A sound longer than max_frames is cut (its fade-out
 * is lost). Returns 0 for an unknown id or a rate outside 8000..192000. */
int audio_synth(SoundId id, int16_t *out, int max_frames, int rate);
/* A short stable name ("draw", "game-won") for logs and tools; "?" if unknown. */
const char *audio_sound_name(SoundId id);

#endif
