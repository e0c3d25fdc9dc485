/* dump_sounds.c — writes every synthesized sound effect as a WAV file so a
 * person can listen to them (the game itself never writes or reads files).
 *   cc -O2 -Isrc tools/art/dump_sounds.c src/ui/audio.c -o /tmp/dump_sounds \
 *      $(pkg-config --cflags --libs sdl2 SDL2_mixer) -lm
 *   /tmp/dump_sounds /tmp/sounds     -> /tmp/sounds/draw.wav, ...            */
#include "ui/audio.h"

#include <stdio.h>
#include <stdlib.h>

static void le16(FILE *f, unsigned v) { fputc((int)(v & 255u), f); fputc((int)((v >> 8) & 255u), f); }
static void le32(FILE *f, unsigned v) { le16(f, v & 65535u); le16(f, v >> 16); }

int main(int argc, char **argv)
{
    const char *dir = argc > 1 ? argv[1] : ".";
    const int rate = 44100;
    for (int id = 0; id < SND_COUNT; id++) {
        int n = audio_synth((SoundId)id, NULL, 0, rate);
        int16_t *pcm = malloc((size_t)n * 4);
        if (!pcm) return 1;
        audio_synth((SoundId)id, pcm, n, rate);
        char path[512];
        snprintf(path, sizeof path, "%s/%s.wav", dir, audio_sound_name((SoundId)id));
        FILE *f = fopen(path, "wb");
        if (!f) { perror(path); free(pcm); return 1; }
        fwrite("RIFF", 1, 4, f); le32(f, 36u + (unsigned)n * 4u);
        fwrite("WAVEfmt ", 1, 8, f); le32(f, 16); le16(f, 1); le16(f, 2);
        le32(f, (unsigned)rate); le32(f, (unsigned)rate * 4u); le16(f, 4); le16(f, 16);
        fwrite("data", 1, 4, f); le32(f, (unsigned)n * 4u);
        for (int i = 0; i < 2 * n; i++) le16(f, (uint16_t)pcm[i]);
        fclose(f);
        free(pcm);
        printf("%s  %.2f s\n", path, (double)n / rate);
    }
    return 0;
}
