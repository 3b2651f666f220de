/* The floor for any catalog reader, as a whole process: read each file into memory and count its quotes,
 * the least work that looks at every byte. Scripts/bench builds it with `cc -O2` and times it beside
 * StringsGuard and its peers; it prints the count so the scan cannot be optimised away.
 *
 * usage: read-scan-floor FILE... */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
    unsigned long long quotes = 0;
    for (int index = 1; index < argc; index++) {
        int descriptor = open(argv[index], O_RDONLY);
        struct stat status;
        if (descriptor < 0 || fstat(descriptor, &status) != 0) {
            perror(argv[index]);
            return 2;
        }
        char *bytes = malloc((size_t)status.st_size + 1);
        size_t filled = 0;
        ssize_t got;
        while (bytes && filled < (size_t)status.st_size
               && (got = read(descriptor, bytes + filled, (size_t)status.st_size - filled)) > 0) {
            filled += (size_t)got;
        }
        close(descriptor);
        if (!bytes) return 2;
        const char *cursor = bytes, *end = bytes + filled;
        while ((cursor = memchr(cursor, '"', (size_t)(end - cursor))) != NULL) {
            quotes++;
            cursor++;
        }
        free(bytes);
    }
    printf("%llu quotes\n", quotes);
    return 0;
}
