/* Reference figure for `stringsguard-bench bidi`: resolves embedding levels and the visual order
 * of every input of BidiCharacterTest.txt (field 0 code points, field 1 direction) with FriBidi,
 * repeating for about SECONDS (default 2), and prints strings per second.
 * Build: cc -O2 fribidi-bench.c $(pkg-config --cflags --libs fribidi)
 * usage: fribidi-bench BidiCharacterTest.txt [SECONDS] */
#include <fribidi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    FriBidiChar *text;
    int length;
    FriBidiParType direction;
} Input;

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s BidiCharacterTest.txt [SECONDS]\n", argv[0]);
        return 2;
    }
    double seconds = argc > 2 ? atof(argv[2]) : 2.0;
    FILE *file = fopen(argv[1], "r");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    Input *inputs = NULL;
    int count = 0, capacity = 0, longest = 0;
    char line[65536];
    while (fgets(line, sizeof line, file)) {
        if (line[0] == '#' || line[0] == '\n') continue;
        char *semicolon = strchr(line, ';');
        if (!semicolon) continue;
        FriBidiChar buffer[4096];
        int length = 0;
        char *cursor = line;
        while (cursor < semicolon && length < 4096) {
            char *end;
            unsigned long value = strtoul(cursor, &end, 16);
            if (end == cursor) break;
            buffer[length++] = (FriBidiChar)value;
            cursor = end;
        }
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 1024;
            inputs = realloc(inputs, capacity * sizeof *inputs);
        }
        inputs[count].text = malloc(length * sizeof(FriBidiChar));
        memcpy(inputs[count].text, buffer, length * sizeof(FriBidiChar));
        inputs[count].length = length;
        int direction = atoi(semicolon + 1);
        inputs[count].direction = direction == 0 ? FRIBIDI_PAR_LTR : direction == 1 ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
        if (length > longest) longest = length;
        count++;
    }
    fclose(file);
    if (count == 0) {
        fprintf(stderr, "%s: no inputs\n", argv[1]);
        return 2;
    }

    /* Working buffers reused for every string, as our engine does. */
    FriBidiCharType *types = malloc(longest * sizeof *types);
    FriBidiBracketType *brackets = malloc(longest * sizeof *brackets);
    FriBidiLevel *levels = malloc(longest * sizeof *levels);
    FriBidiStrIndex *map = malloc(longest * sizeof *map);
    long resolved = 0, checksum = 0;
    double start = now_seconds(), elapsed;
    do {
        for (int i = 0; i < count; i++) {
            const Input *input = &inputs[i];
            FriBidiParType direction = input->direction;
            fribidi_get_bidi_types(input->text, input->length, types);
            fribidi_get_bracket_types(input->text, input->length, types, brackets);
            /* Both calls return the highest level plus one, or 0 on failure. */
            if (!fribidi_get_par_embedding_levels_ex(types, brackets, input->length, &direction, levels)) {
                fprintf(stderr, "FriBidi failed on input %d\n", i);
                return 1;
            }
            for (int j = 0; j < input->length; j++) map[j] = j;
            FriBidiLevel highest = fribidi_reorder_line(FRIBIDI_FLAGS_DEFAULT, types, input->length, 0, direction,
                                                        levels, NULL, map);
            if (!highest) {
                fprintf(stderr, "FriBidi failed to reorder input %d\n", i);
                return 1;
            }
            checksum += map[0];
        }
        resolved += count;
        elapsed = now_seconds() - start;
    } while (elapsed < seconds);
    printf("FriBidi %s: %ld strings in %.2f s = %.0f strings/s (checksum %ld)\n",
           FRIBIDI_VERSION, resolved, elapsed, resolved / elapsed, checksum);
    return 0;
}
