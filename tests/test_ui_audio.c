/* test_ui_audio.c — synthesized sounds are well-formed, deterministic, and the
 * device layer degrades to silence without complaint (ctest sets
 * SDL_AUDIODRIVER=dummy). */
#include "testlib.h"
#include "ui/audio.h"

#include <SDL.h>
#include <stdlib.h>

#define RATE 44100

static int16_t *synth_all(SoundId id, int rate, int *frames)
{
    int n = audio_synth(id, NULL, 0, rate);
    *frames = n;
    if (n <= 0) return NULL;
    int16_t *buf = calloc((size_t)n * 2, sizeof *buf);
    if (buf && audio_synth(id, buf, n, rate) != n) { free(buf); return NULL; }
    return buf;
}

static int peak_of(const int16_t *s, int from, int to)   /* frames [from, to) */
{
    int pk = 0;
    for (int i = 2 * from; i < 2 * to; i++) {
        int v = abs(s[i]);
        if (v > pk) pk = v;
    }
    return pk;
}

/* Every sound: non-empty, loud enough to hear, no clipping, a sane length. */
static void test_every_sound_is_audible_and_unclipped(void)
{
    for (int id = 0; id < SND_COUNT; id++) {
        int n;
        int16_t *s = synth_all((SoundId)id, RATE, &n);
        CHECKF(s != NULL, "sound %s did not synthesize", audio_sound_name((SoundId)id));
        if (!s) continue;
        double seconds = (double)n / RATE;
        CHECKF(seconds >= 0.02 && seconds <= 3.0, "%s lasts %.3f s", audio_sound_name((SoundId)id), seconds);
        int pk = peak_of(s, 0, n);
        CHECKF(pk < 32767, "%s clips (peak %d)", audio_sound_name((SoundId)id), pk);
        CHECKF(pk > 6000, "%s is too quiet (peak %d)", audio_sound_name((SoundId)id), pk);
        /* Sound starts at once: something audible in the first 60 ms. */
        int head = n < RATE * 6 / 100 ? n : RATE * 6 / 100;
        CHECKF(peak_of(s, 0, head) > 1000, "%s starts late", audio_sound_name((SoundId)id));
        free(s);
    }
}

/* The last 5 ms are near silence and the very last frame is silent: no click
 * when a sound ends. */
static void test_every_sound_fades_to_silence(void)
{
    for (int id = 0; id < SND_COUNT; id++) {
        int n;
        int16_t *s = synth_all((SoundId)id, RATE, &n);
        REQUIRE(s != NULL);
        int tail = RATE * 5 / 1000;
        int pk_tail = peak_of(s, n - tail, n);
        CHECKF(pk_tail < 400, "%s tail peak %d", audio_sound_name((SoundId)id), pk_tail);
        CHECKF(peak_of(s, n - 1, n) <= 16, "%s last frame not silent", audio_sound_name((SoundId)id));
        free(s);
    }
}

/* Same id, same rate -> byte-identical PCM (fixed-seed noise). */
static void test_synthesis_is_deterministic(void)
{
    for (int id = 0; id < SND_COUNT; id++) {
        int n1, n2;
        int16_t *a = synth_all((SoundId)id, RATE, &n1);
        int16_t *b = synth_all((SoundId)id, RATE, &n2);
        REQUIRE(a && b);
        CHECK_INT(n1, n2);
        CHECKF(memcmp(a, b, (size_t)n1 * 4) == 0, "%s differs between runs", audio_sound_name((SoundId)id));
        free(a);
        free(b);
    }
}

/* The sounds are genuinely different from one another. */
static void test_sounds_are_distinct(void)
{
    int16_t *s[SND_COUNT];
    int n[SND_COUNT];
    for (int id = 0; id < SND_COUNT; id++) {
        s[id] = synth_all((SoundId)id, RATE, &n[id]);
        REQUIRE(s[id] != NULL);
    }
    for (int i = 0; i < SND_COUNT; i++)
        for (int j = i + 1; j < SND_COUNT; j++) {
            int m = n[i] < n[j] ? n[i] : n[j];
            CHECKF(n[i] != n[j] || memcmp(s[i], s[j], (size_t)m * 4) != 0,
                   "%s == %s", audio_sound_name((SoundId)i), audio_sound_name((SoundId)j));
        }
    for (int id = 0; id < SND_COUNT; id++) free(s[id]);
}

/* Length scales with the rate; the level does not depend on it. */
static void test_rate_changes_length_not_level(void)
{
    for (int id = 0; id < SND_COUNT; id++) {
        int n44 = audio_synth((SoundId)id, NULL, 0, 44100);
        int n22 = audio_synth((SoundId)id, NULL, 0, 22050);
        CHECKF(abs(n44 - 2 * n22) <= 2, "%s: %d vs %d frames", audio_sound_name((SoundId)id), n44, n22);
        int n;
        int16_t *s = synth_all((SoundId)id, 48000, &n);
        REQUIRE(s != NULL);
        int pk = peak_of(s, 0, n);
        CHECKF(pk > 6000 && pk < 32767, "%s at 48 kHz peak %d", audio_sound_name((SoundId)id), pk);
        free(s);
    }
}

/* Bad arguments are refused, short buffers are filled up to their size only. */
static void test_bad_arguments_and_short_buffers(void)
{
    int16_t buf[2 * 64 + 2];
    CHECK_INT(audio_synth(SND_COUNT, buf, 64, RATE), 0);
    CHECK_INT(audio_synth((SoundId)-1, buf, 64, RATE), 0);
    CHECK_INT(audio_synth(SND_CLICK, buf, 64, 100), 0);
    CHECK_INT(audio_synth(SND_CLICK, buf, 0, RATE), 0);
    buf[128] = 12345;
    buf[129] = -4321;
    CHECK_INT(audio_synth(SND_GAME_WON, buf, 64, RATE), 64);
    CHECK_INT(buf[128], 12345);   /* nothing written past max_frames */
    CHECK_INT(buf[129], -4321);
    CHECK_STR(audio_sound_name(SND_GAME_WON), "game-won");
    CHECK_STR(audio_sound_name(SND_COUNT), "?");
}

/* Playing before init, after init (dummy driver or none), muted, at volume 0
 * and after shutdown never crashes; init is repeatable. */
static void test_device_layer_degrades_gracefully(void)
{
    audio_play(SND_CLICK);                      /* before init: ignored */
    bool ok = audio_init();
    CHECK(ok == audio_available());
    CHECK(audio_init() == ok);                   /* second call is a no-op */
    for (int id = 0; id < SND_COUNT; id++) audio_play((SoundId)id);
    audio_play(SND_COUNT);                       /* unknown id: ignored */
    audio_set_volume(150);
    CHECK_INT(audio_get_volume(), 100);
    audio_set_volume(-3);
    CHECK_INT(audio_get_volume(), 0);
    audio_play(SND_DRAW);
    audio_set_volume(60);
    CHECK_INT(audio_get_volume(), 60);
    audio_set_muted(true);
    CHECK(audio_is_muted());
    audio_play(SND_LOCK);
    audio_set_muted(false);
    CHECK(!audio_is_muted());
    for (int i = 0; i < 40; i++) audio_play(SND_DICE);   /* more than the channels */
    SDL_Delay(20);
    audio_shutdown();
    CHECK(!audio_available());
    audio_play(SND_CLICK);                      /* after shutdown: ignored */
    audio_shutdown();                            /* twice: harmless */
    CHECK(audio_init() == ok);                   /* and it comes back */
    audio_play(SND_ROUND_WON);
    audio_shutdown();
}

/* No usable driver at all: init logs one line, reports silence, and every
 * call stays harmless. */
static void test_no_device_runs_silent(void)
{
    SDL_setenv("SDL_AUDIODRIVER", "ct-no-such-driver", 1);
    CHECK(!audio_init());
    CHECK(!audio_available());
    for (int id = 0; id < SND_COUNT; id++) audio_play((SoundId)id);
    audio_set_volume(40);
    CHECK_INT(audio_get_volume(), 40);
    audio_set_muted(true);
    audio_set_muted(false);
    audio_shutdown();
    /* synthesis needs no device */
    CHECK(audio_synth(SND_CLICK, NULL, 0, RATE) > 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 1);
}

int main(void)
{
    RUN(test_every_sound_is_audible_and_unclipped);
    RUN(test_every_sound_fades_to_silence);
    RUN(test_synthesis_is_deterministic);
    RUN(test_sounds_are_distinct);
    RUN(test_rate_changes_length_not_level);
    RUN(test_bad_arguments_and_short_buffers);
    RUN(test_device_layer_degrades_gracefully);
    RUN(test_no_device_runs_silent);
    SDL_Quit();
    return tl_summary();
}
