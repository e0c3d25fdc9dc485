/* audio.c — synthesized sound effects played through SDL2_mixer.
 * See audio.h. Each sound is rendered as float stereo, normalised to a fixed
 * peak (so nothing clips whatever the rate), faded out, then converted. */
#include "ui/audio.h"

#include <SDL.h>
#include <SDL_mixer.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <unistd.h>
#define AU_HAVE_FD_SILENCE 1
#endif

#define AU_PI 3.14159265358979323846

/* ---------------------------------------------------------------- buffers */

typedef struct {
    float *l, *r;
    int n;      /* frames */
    int rate;
} AuBuf;

/* Deterministic noise: xorshift32, one fixed seed per voice. */
typedef struct { uint32_t s; } AuNoise;

static void au_noise_seed(AuNoise *z, uint32_t seed) { z->s = seed ? seed : 0x9E3779B9u; }

static float au_noise(AuNoise *z)
{
    uint32_t x = z->s;
    x ^= x << 13; x ^= x >> 17; x ^= x << 5;
    z->s = x;
    return (float)((double)x / 2147483648.0 - 1.0);
}

/* Uniform in [lo, hi) from the same generator (for jittered timings). */
static double au_uniform(AuNoise *z, double lo, double hi)
{
    return lo + (hi - lo) * 0.5 * ((double)au_noise(z) + 1.0);
}

/* Equal-power pan gains (-1 left .. +1 right), computed once per voice. */
typedef struct { double l, r; } AuPan;

static AuPan au_pan(double pan)
{
    double a = (pan + 1.0) * 0.25 * AU_PI;
    AuPan p = { cos(a), sin(a) };
    return p;
}

static void au_put(AuBuf *b, int i, double v, AuPan p)
{
    if (i < 0 || i >= b->n) return;
    b->l[i] += (float)(v * p.l);
    b->r[i] += (float)(v * p.r);
}

/* Topology-preserving state-variable filter (Zavalishin / Simper): stable
 * even when the cutoff moves every sample, which the swishes need. */
typedef struct { double ic1, ic2; } AuSvf;
typedef struct { double low, band, high; } AuSvfOut;

static AuSvfOut au_svf(AuSvf *f, double in, double fc, double q, int rate)
{
    if (fc > 0.45 * rate) fc = 0.45 * rate;
    if (fc < 10.0) fc = 10.0;
    double g = tan(AU_PI * fc / rate), k = 1.0 / q;
    double a1 = 1.0 / (1.0 + g * (g + k)), a2 = g * a1, a3 = g * a2;
    double v3 = in - f->ic2;
    double v1 = a1 * f->ic1 + a2 * v3;
    double v2 = f->ic2 + a2 * f->ic1 + a3 * v3;
    f->ic1 = 2.0 * v1 - f->ic1;
    f->ic2 = 2.0 * v2 - f->ic2;
    AuSvfOut o = { v2, v1, in - k * v1 - v2 };
    return o;
}

static int au_frames(const AuBuf *b, double seconds) { return (int)(seconds * b->rate + 0.5); }

/* Voices are cut after a fixed number of time constants; a short taper over
 * their last tenth keeps that cut from clicking. */
static double au_taper(int i, int n)
{
    int w = n / 10;
    return (w > 0 && n - i < w) ? (double)(n - i) / w : 1.0;
}

/* ----------------------------------------------------------------- voices */

/* A paper swish: band-passed noise whose centre sweeps f0 -> f1, with a
 * quick rise and a longer tail. */
static void au_swish(AuBuf *b, double t0, double dur, double f0, double f1,
                     double q, double amp, double pan, uint32_t seed)
{
    AuNoise z; au_noise_seed(&z, seed);
    AuSvf f = {0, 0};
    AuPan pp = au_pan(pan);
    int s0 = au_frames(b, t0), n = au_frames(b, dur);
    for (int i = 0; i < n; i++) {
        double x = (double)i / n;
        double env = sin(AU_PI * pow(x, 0.45));
        env *= env;
        double fc = f0 * pow(f1 / f0, x);
        AuSvfOut o = au_svf(&f, au_noise(&z), fc, q, b->rate);
        au_put(b, s0 + i, amp * env * (o.band + 0.1 * o.high), pp);
    }
}

/* A soft body thump: sine with a fast downward pitch glide. */
static void au_thud(AuBuf *b, double t0, double f_hi, double f_lo, double decay,
                    double amp, double pan)
{
    AuPan pp = au_pan(pan);
    int s0 = au_frames(b, t0), n = au_frames(b, decay * 7.0);
    double ph = 0.0;
    for (int i = 0; i < n; i++) {
        double t = (double)i / b->rate;
        double fr = f_lo + (f_hi - f_lo) * exp(-t / 0.018);
        ph += 2.0 * AU_PI * fr / b->rate;
        double att = t < 0.002 ? t / 0.002 : 1.0;
        au_put(b, s0 + i, amp * att * au_taper(i, n) * exp(-t / decay) * sin(ph), pp);
    }
}

/* A short noise tick through a resonant band-pass (snap, dice hit, tick). */
static void au_tick(AuBuf *b, double t0, double fc, double q, double decay,
                    double amp, double pan, uint32_t seed)
{
    AuNoise z; au_noise_seed(&z, seed);
    AuSvf f = {0, 0};
    AuPan pp = au_pan(pan);
    int s0 = au_frames(b, t0), n = au_frames(b, decay * 7.0);
    for (int i = 0; i < n; i++) {
        double t = (double)i / b->rate;
        double att = t < 0.0006 ? t / 0.0006 : 1.0;
        AuSvfOut o = au_svf(&f, au_noise(&z), fc, q, b->rate);
        au_put(b, s0 + i, amp * att * au_taper(i, n) * exp(-t / decay) * o.band, pp);
    }
}

/* A struck partial set: inharmonic for metal, harmonic for bells. */
static void au_partials(AuBuf *b, double t0, double base, const double *ratio,
                        const double *gain, const double *decay, int np,
                        double amp, double pan)
{
    double longest = 0;
    for (int p = 0; p < np; p++) if (decay[p] > longest) longest = decay[p];
    AuPan pp = au_pan(pan);
    int s0 = au_frames(b, t0), n = au_frames(b, longest * 6.0);
    /* Each partial is a rotating phasor with a per-sample decay factor:
     * exact, and far cheaper than sin() and exp() per sample. */
    double re[8], im[8], cw[8], sw[8], dk[8], g[8];
    if (np > 8) np = 8;
    for (int p = 0; p < np; p++) {
        double w = 2.0 * AU_PI * base * ratio[p] / b->rate;
        re[p] = 1.0; im[p] = 0.0; cw[p] = cos(w); sw[p] = sin(w);
        dk[p] = exp(-1.0 / (decay[p] * b->rate));
        g[p] = base * ratio[p] >= 0.45 * b->rate ? 0.0 : gain[p];
    }
    for (int i = 0; i < n; i++) {
        double t = (double)i / b->rate;
        double att = t < 0.003 ? t / 0.003 : 1.0, v = 0.0;
        for (int p = 0; p < np; p++) {
            v += g[p] * im[p];
            double r2 = (re[p] * cw[p] - im[p] * sw[p]) * dk[p];
            im[p] = (re[p] * sw[p] + im[p] * cw[p]) * dk[p];
            re[p] = r2;
        }
        au_put(b, s0 + i, amp * att * au_taper(i, n) * v, pp);
    }
}

static void au_bell(AuBuf *b, double t0, double freq, double ring, double amp, double pan)
{
    static const double ratio[] = { 1.0, 2.0, 3.0, 4.17, 5.43 };
    static const double gain[]  = { 1.0, 0.45, 0.18, 0.10, 0.05 };
    double decay[5] = { ring, ring * 0.5, ring * 0.3, ring * 0.16, ring * 0.09 };
    au_partials(b, t0, freq, ratio, gain, decay, 5, amp, pan);
}

/* A sustained tone with harmonic weights that brighten with loudness:
 * brass when `odd_only` is false, a dark reed when true. */
static void au_horn(AuBuf *b, double t0, double freq, double dur, double amp,
                    double pan, bool odd_only, double attack)
{
    const double release = 0.09;
    AuPan pp = au_pan(pan);
    int s0 = au_frames(b, t0), n = au_frames(b, dur + release);
    double ph = 0.0, hw[15];
    for (int h = 1; h <= 14; h++) hw[h] = odd_only ? pow(h, -1.6) : pow(h, -1.25);
    for (int i = 0; i < n; i++) {
        double t = (double)i / b->rate, env;
        if (t < attack) env = sin(0.5 * AU_PI * t / attack);
        else env = 0.82 + 0.18 * exp(-(t - attack) / 0.08);
        if (t > dur) env *= 0.5 * (1.0 + cos(AU_PI * (t - dur) / release));
        double vib = t > 0.15 ? 0.0035 * sin(2.0 * AU_PI * 5.2 * t) * fmin(1.0, (t - 0.15) / 0.2) : 0.0;
        ph += 2.0 * AU_PI * freq * (1.0 + vib) / b->rate;
        /* Higher harmonics need more breath: harmonic h is weighted by
         * env^(1 + (h-1)/3), built up by repeated multiplication. */
        double v = 0.0, bright = env, step = cbrt(env);
        /* sin(h*ph) by the Chebyshev recurrence: one sin() per sample. */
        double c2 = 2.0 * cos(ph), sh = sin(ph), sprev = 0.0;
        for (int h = 1; h <= 14; h++, bright *= step) {
            if (freq * h >= 0.45 * b->rate) break;
            if (!odd_only || h % 2 == 1) v += hw[h] * bright * sh;
            double snext = c2 * sh - sprev;
            sprev = sh; sh = snext;
        }
        au_put(b, s0 + i, amp * env * v, pp);
    }
}

static double au_note(int midi) { return 440.0 * pow(2.0, (midi - 69) / 12.0); }

/* ----------------------------------------------------------------- sounds */

typedef struct {
    const char *name;
    double seconds;   /* rendered length including the tail */
    double peak;      /* normalised peak, fraction of full scale */
    void (*render)(AuBuf *);
} AuSound;

static void snd_draw(AuBuf *b)
{
    au_swish(b, 0.0, 0.15, 1800, 5200, 0.9, 1.0, 0.15, 0xD12A3u);
    au_swish(b, 0.02, 0.10, 3500, 7000, 1.4, 0.35, 0.3, 0x51C5u);
}

static void snd_play(AuBuf *b)
{
    au_swish(b, 0.0, 0.05, 2500, 1200, 0.8, 0.35, 0.0, 0x9A1u);
    au_thud(b, 0.035, 170, 70, 0.030, 1.0, 0.0);
    au_tick(b, 0.035, 3200, 2.0, 0.004, 0.9, 0.05, 0x5A9Bu);
    au_tick(b, 0.037, 1100, 1.2, 0.010, 0.5, 0.0, 0xB0Bu);
}

static void snd_shuffle(AuBuf *b)
{
    AuNoise z; au_noise_seed(&z, 0x5E1F7u);
    /* The riffle: card edges flap from each half in turn, fast in the middle. */
    double t = 0.02;
    int k = 0;
    while (t < 0.62) {
        double x = t / 0.62;
        double amp = 0.35 + 0.65 * sin(AU_PI * x);
        double pan = (k % 2 ? 0.35 : -0.35) * (1.0 - 0.5 * x);
        au_swish(b, t, au_uniform(&z, 0.018, 0.03), au_uniform(&z, 2500, 3500),
                 au_uniform(&z, 5000, 7500), 1.6, amp, pan, 0x1000u + (uint32_t)k);
        au_tick(b, t + 0.004, au_uniform(&z, 2200, 4200), 3.0, 0.003, 0.35 * amp, pan,
                0x2000u + (uint32_t)k);
        t += au_uniform(&z, 0.018, 0.03) * (1.25 - 0.55 * sin(AU_PI * x));
        k++;
    }
    /* A soft bed of air under the flaps, then the deck squared on the table. */
    au_swish(b, 0.0, 0.64, 1500, 3000, 0.7, 0.25, 0.0, 0x77AAu);
    au_swish(b, 0.66, 0.08, 2200, 900, 0.9, 0.45, 0.0, 0x3C3Cu);
    au_thud(b, 0.72, 150, 65, 0.03, 0.8, 0.0);
    au_tick(b, 0.72, 2600, 2.0, 0.004, 0.5, 0.0, 0x4D4Du);
}

static void snd_lock(AuBuf *b)
{
    static const double ratio[] = { 1.0, 2.37, 3.86, 5.89, 8.39 };
    static const double gain[]  = { 1.0, 0.7, 0.5, 0.3, 0.18 };
    static const double decay[] = { 0.060, 0.040, 0.028, 0.018, 0.010 };
    static const double decay2[] = { 0.020, 0.014, 0.010, 0.007, 0.005 };
    /* Latch lifted (small), then bolt thrown home (heavy). */
    au_partials(b, 0.0, 1900, ratio, gain, decay2, 5, 0.25, 0.1);
    au_tick(b, 0.0, 5000, 2.0, 0.002, 0.5, 0.1, 0x10Cu);
    au_partials(b, 0.065, 620, ratio, gain, decay, 5, 0.7, 0.0);
    au_tick(b, 0.065, 4200, 1.5, 0.003, 1.0, 0.0, 0x10C2u);
    au_thud(b, 0.065, 220, 110, 0.025, 0.8, 0.0);
}

static void snd_round_won(AuBuf *b)
{
    static const int notes[] = { 72, 76, 79, 84 };     /* C E G C: major arpeggio */
    for (int i = 0; i < 4; i++)
        au_bell(b, 0.11 * i, au_note(notes[i]), 0.45, i == 3 ? 1.0 : 0.8, -0.3 + 0.2 * i);
    au_bell(b, 0.44, au_note(88), 0.4, 0.25, 0.3);     /* sparkle on top */
}

static void snd_game_won(AuBuf *b)
{
    /* Ta-ta-ta-taaa, ta-TAAA: G G G C, E, then a held C major chord. */
    static const struct { double t, dur; int note; double amp; } ev[] = {
        { 0.00, 0.10, 67, 0.8 }, { 0.13, 0.10, 67, 0.8 }, { 0.26, 0.10, 67, 0.8 },
        { 0.39, 0.34, 72, 1.0 }, { 0.76, 0.12, 76, 0.85 },
        { 0.92, 1.05, 72, 0.7 }, { 0.92, 1.05, 76, 0.6 }, { 0.92, 1.05, 79, 0.6 },
        { 0.92, 1.05, 60, 0.55 }, { 0.92, 1.05, 84, 0.35 },
    };
    for (size_t i = 0; i < sizeof ev / sizeof ev[0]; i++) {
        double pan = ev[i].note >= 79 ? 0.25 : ev[i].note <= 60 ? -0.25 : 0.0;
        au_horn(b, ev[i].t, au_note(ev[i].note), ev[i].dur, ev[i].amp, pan, false, 0.035);
    }
    au_thud(b, 0.92, 110, 55, 0.12, 0.9, 0.0);         /* a timpani stroke under the chord */
    au_bell(b, 0.92, au_note(96), 0.6, 0.2, 0.35);
}

static void snd_game_lost(AuBuf *b)
{
    /* G Eb D, then C over a hollow C minor: a slow sigh downwards. */
    static const struct { double t, dur; int note; double amp; } ev[] = {
        { 0.00, 0.30, 67, 0.9 }, { 0.34, 0.30, 63, 0.85 }, { 0.68, 0.30, 62, 0.8 },
        { 1.02, 0.80, 60, 0.85 }, { 1.02, 0.80, 51, 0.45 }, { 1.02, 0.80, 48, 0.5 },
    };
    for (size_t i = 0; i < sizeof ev / sizeof ev[0]; i++)
        au_horn(b, ev[i].t, au_note(ev[i].note), ev[i].dur, ev[i].amp, 0.0, true, 0.06);
}

static void snd_dice(AuBuf *b)
{
    /* Two dice, each bouncing with shrinking gaps, plus tumbling clicks. */
    for (int d = 0; d < 2; d++) {
        AuNoise z; au_noise_seed(&z, 0xD1CE0u + (uint32_t)d * 7919u);
        double t = 0.01 + 0.035 * d, gap = 0.10, amp = 1.0, pan = d ? 0.3 : -0.3;
        for (int k = 0; k < 9 && t < 0.62; k++) {
            au_tick(b, t, au_uniform(&z, 1800, 3600), 6.0, 0.012, amp, pan, 0xA000u + (uint32_t)(d * 64 + k));
            au_tick(b, t, au_uniform(&z, 5000, 7000), 2.0, 0.002, 0.5 * amp, pan, 0xB000u + (uint32_t)(d * 64 + k));
            au_thud(b, t, 260, 180, 0.008, 0.35 * amp, pan);
            /* a couple of quieter corner clicks while it tumbles */
            double tc = t + gap * au_uniform(&z, 0.35, 0.65);
            au_tick(b, tc, au_uniform(&z, 2500, 4500), 5.0, 0.006, 0.35 * amp, pan, 0xC000u + (uint32_t)(d * 64 + k));
            t += gap;
            gap *= au_uniform(&z, 0.68, 0.8);
            amp *= 0.78;
        }
    }
}

static void snd_click(AuBuf *b)
{
    static const double ratio[] = { 1.0, 2.6 };
    static const double gain[]  = { 1.0, 0.4 };
    static const double decay[] = { 0.004, 0.002 };
    au_partials(b, 0.0, 1750, ratio, gain, decay, 2, 0.8, 0.0);
    au_tick(b, 0.0, 4000, 1.5, 0.0015, 0.6, 0.0, 0xC11Cu);
}

static const AuSound au_sounds[SND_COUNT] = {
    [SND_DRAW]      = { "draw",      0.20, 0.45, snd_draw },
    [SND_PLAY]      = { "play",      0.30, 0.60, snd_play },
    [SND_SHUFFLE]   = { "shuffle",   0.95, 0.50, snd_shuffle },
    [SND_LOCK]      = { "lock",      0.45, 0.60, snd_lock },
    [SND_ROUND_WON] = { "round-won", 1.90, 0.55, snd_round_won },
    [SND_GAME_WON]  = { "game-won",  2.40, 0.62, snd_game_won },
    [SND_GAME_LOST] = { "game-lost", 2.10, 0.40, snd_game_lost },
    [SND_DICE]      = { "dice",      0.80, 0.75, snd_dice },
    [SND_CLICK]     = { "click",     0.05, 0.35, snd_click },
};

const char *audio_sound_name(SoundId id)
{
    return ((int)id >= 0 && (int)id < SND_COUNT) ? au_sounds[id].name : "?";
}

int audio_synth(SoundId id, int16_t *out, int max_frames, int rate)
{
    if ((int)id < 0 || (int)id >= SND_COUNT || rate < 8000 || rate > 192000) return 0;
    const AuSound *s = &au_sounds[id];
    int n = (int)(s->seconds * rate + 0.5);
    if (!out) return n;
    if (max_frames <= 0) return 0;
    AuBuf b = { calloc((size_t)n, sizeof(float)), calloc((size_t)n, sizeof(float)), n, rate };
    if (!b.l || !b.r) { free(b.l); free(b.r); return 0; }
    s->render(&b);

    /* Fade the last tenth (at least 15 ms) so ringing tails end in true
     * silence, then normalise to the sound's peak level. */
    int fade = n / 10 > rate * 15 / 1000 ? n / 10 : rate * 15 / 1000;
    if (fade > n / 2) fade = n / 2;
    for (int i = 0; i < fade; i++) {
        double g = 0.5 - 0.5 * cos(AU_PI * i / fade);
        b.l[n - 1 - i] *= (float)g;
        b.r[n - 1 - i] *= (float)g;
    }
    double peak = 0.0;
    for (int i = 0; i < n; i++) {
        if (fabs(b.l[i]) > peak) peak = fabs(b.l[i]);
        if (fabs(b.r[i]) > peak) peak = fabs(b.r[i]);
    }
    double gain = peak > 1e-9 ? s->peak * 32767.0 / peak : 0.0;
    int m = n < max_frames ? n : max_frames;
    for (int i = 0; i < m; i++) {
        out[2 * i]     = (int16_t)lrint(b.l[i] * gain);
        out[2 * i + 1] = (int16_t)lrint(b.r[i] * gain);
    }
    free(b.l);
    free(b.r);
    return m;
}

/* ----------------------------------------------------------------- device */

static struct {
    bool inited;          /* audio_init ran (even if it went silent) */
    bool sdl_audio;       /* we own an SDL_INIT_AUDIO reference */
    bool open;            /* Mix_OpenAudio succeeded */
    bool muted;
    int volume;           /* 0..100 */
    Mix_Chunk *chunk[SND_COUNT];
} au = { .volume = 80 };

static void au_put_le16(uint8_t *p, unsigned v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void au_put_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

/* Builds a RIFF WAV in memory so SDL_mixer converts to whatever format and
 * channel count the device actually opened with. */
static Mix_Chunk *au_make_chunk(SoundId id, int rate)
{
    int n = audio_synth(id, NULL, 0, rate);
    if (n <= 0) return NULL;
    uint32_t data_len = (uint32_t)n * 4u;
    uint8_t *wav = malloc(44u + data_len);
    if (!wav) return NULL;
    memcpy(wav, "RIFF", 4); au_put_le32(wav + 4, 36u + data_len);
    memcpy(wav + 8, "WAVEfmt ", 8); au_put_le32(wav + 16, 16);
    au_put_le16(wav + 20, 1); au_put_le16(wav + 22, 2);            /* PCM, stereo */
    au_put_le32(wav + 24, (uint32_t)rate); au_put_le32(wav + 28, (uint32_t)rate * 4u);
    au_put_le16(wav + 32, 4); au_put_le16(wav + 34, 16);
    memcpy(wav + 36, "data", 4); au_put_le32(wav + 40, data_len);
    int16_t *pcm = malloc(data_len);
    if (!pcm) { free(wav); return NULL; }
    audio_synth(id, pcm, n, rate);
    for (int i = 0; i < 2 * n; i++) au_put_le16(wav + 44 + 2 * i, (uint16_t)pcm[i]);
    free(pcm);
    Mix_Chunk *c = Mix_LoadWAV_RW(SDL_RWFromConstMem(wav, (int)(44u + data_len)), 1);
    free(wav);   /* the chunk holds its own converted copy */
    return c;
}

static void au_apply_volume(void)
{
    if (!au.open) return;
    Mix_Volume(-1, au.muted ? 0 : au.volume * MIX_MAX_VOLUME / 100);
}

/* On a machine with no sound card, libasound prints a dozen lines to stderr
 * while SDL probes it. We report the failure ourselves in one line, so stderr
 * is pointed at /dev/null while the device opens (CT_AUDIO_DEBUG=1 keeps it). */
static int au_quiet_begin(void)
{
#ifdef AU_HAVE_FD_SILENCE
    const char *dbg = SDL_getenv("CT_AUDIO_DEBUG");
    if (dbg && *dbg && strcmp(dbg, "0") != 0) return -1;
    fflush(stderr);
    int saved = dup(STDERR_FILENO);
    int null_fd = open("/dev/null", O_WRONLY);
    if (saved < 0 || null_fd < 0) {
        if (saved >= 0) close(saved);
        if (null_fd >= 0) close(null_fd);
        return -1;
    }
    dup2(null_fd, STDERR_FILENO);
    close(null_fd);
    return saved;
#else
    return -1;
#endif
}

static void au_quiet_end(int saved)
{
#ifdef AU_HAVE_FD_SILENCE
    if (saved < 0) return;
    fflush(stderr);
    dup2(saved, STDERR_FILENO);
    close(saved);
#else
    (void)saved;
#endif
}

bool audio_init(void)
{
    if (au.inited) return au.open;
    au.inited = true;
    int quiet = au_quiet_begin();
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        au_quiet_end(quiet);
        SDL_Log("audio: no audio subsystem (%s); running silent", SDL_GetError());
        return false;
    }
    au.sdl_audio = true;
    int opened = Mix_OpenAudio(44100, AUDIO_S16SYS, 2, 1024);
    au_quiet_end(quiet);
    if (opened != 0) {
        SDL_Log("audio: no audio device (%s); running silent", Mix_GetError());
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        au.sdl_audio = false;
        return false;
    }
    au.open = true;
    int rate = 44100, channels = 2;
    Uint16 format = 0;
    if (!Mix_QuerySpec(&rate, &format, &channels) || rate < 8000 || rate > 192000) rate = 44100;
    Mix_AllocateChannels(16);
    int missing = 0;
    for (int i = 0; i < SND_COUNT; i++)
        if (!(au.chunk[i] = au_make_chunk((SoundId)i, rate))) missing++;
    if (missing)
        SDL_Log("audio: %d sound(s) could not be prepared (%s)", missing, Mix_GetError());
    au_apply_volume();
    return true;
}

void audio_play(SoundId id)
{
    if (!au.open || au.muted || au.volume == 0) return;
    if ((int)id < 0 || (int)id >= SND_COUNT || !au.chunk[id]) return;
    /* -1: any free channel; if all 16 are busy the sound is simply dropped. */
    Mix_PlayChannel(-1, au.chunk[id], 0);
}

void audio_set_volume(int volume_0_100)
{
    au.volume = volume_0_100 < 0 ? 0 : volume_0_100 > 100 ? 100 : volume_0_100;
    au_apply_volume();
}

int audio_get_volume(void) { return au.volume; }

void audio_set_muted(bool muted)
{
    au.muted = muted;
    au_apply_volume();
}

bool audio_is_muted(void) { return au.muted; }

bool audio_available(void) { return au.open; }

void audio_shutdown(void)
{
    if (au.open) {
        Mix_HaltChannel(-1);
        for (int i = 0; i < SND_COUNT; i++) {
            if (au.chunk[i]) Mix_FreeChunk(au.chunk[i]);
            au.chunk[i] = NULL;
        }
        Mix_CloseAudio();
        au.open = false;
    }
    if (au.sdl_audio) SDL_QuitSubSystem(SDL_INIT_AUDIO);
    au.sdl_audio = false;
    au.inited = false;
}
