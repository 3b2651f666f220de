// Read-only file mappings that survive the file being truncated under them. Reading a page of a mapping
// past the file's end raises SIGBUS, which would end the process; the handler here, for addresses inside a
// registered mapping only, puts zero-filled pages over the rest of the mapping and records the fault, so
// the read goes on and the caller reports the file as changed. Any other SIGBUS goes to the handler that
// was there before (or, if none, ends the process as it would have). Only async-signal-safe calls
// (mmap, sigaction) and lock-free atomics are used in the handler.
#include "CFileMapping.h"

#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#define SLOT_COUNT 64

static atomic_int slot_taken[SLOT_COUNT];
// A slot's mapping is visible to the handler once its start is set (after its end), and no longer once the
// start is cleared (before it is unmapped).
static _Atomic(uintptr_t) slot_start[SLOT_COUNT];
static _Atomic(uintptr_t) slot_end[SLOT_COUNT];
static atomic_int slot_faulted[SLOT_COUNT];

static struct sigaction previous_action;
static uintptr_t page_size;
static pthread_once_t install_once = PTHREAD_ONCE_INIT;
static int installed;

static void on_bus_error(int signal_number, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int slot = 0; slot < SLOT_COUNT; slot++) {
        uintptr_t start = atomic_load(&slot_start[slot]);
        if (start == 0) continue;
        uintptr_t end = atomic_load(&slot_end[slot]);
        if (address < start || address >= end) continue;
        uintptr_t page = address & ~(page_size - 1);
        void *zeros = mmap((void *)page, end - page, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros == MAP_FAILED) break;
        atomic_store(&slot_faulted[slot], 1);
        return;
    }
    // Not a registered mapping: as if this handler were not there.
    if (previous_action.sa_flags & SA_SIGINFO) {
        if (previous_action.sa_sigaction != NULL) {
            previous_action.sa_sigaction(signal_number, info, context);
            return;
        }
    } else if (previous_action.sa_handler != SIG_DFL && previous_action.sa_handler != SIG_IGN) {
        previous_action.sa_handler(signal_number);
        return;
    }
    // The default action: restored, and the faulting access, run again on return, ends the process.
    struct sigaction default_action;
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    default_action.sa_flags = 0;
    sigaction(SIGBUS, &default_action, NULL);
}

static void install_handler(void) {
    long size = sysconf(_SC_PAGESIZE);
    if (size <= 0) return;
    page_size = (uintptr_t)size;
    struct sigaction action;
    action.sa_sigaction = on_bus_error;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO;
    if (sigaction(SIGBUS, &action, &previous_action) == 0) installed = 1;
}

const void *stringsguard_map_file(int descriptor, size_t length, int *slot) {
    if (length == 0) return NULL;
    pthread_once(&install_once, install_handler);
    if (!installed) return NULL;
    int taken = -1;
    for (int candidate = 0; candidate < SLOT_COUNT; candidate++) {
        int free_slot = 0;
        if (atomic_compare_exchange_strong(&slot_taken[candidate], &free_slot, 1)) {
            taken = candidate;
            break;
        }
    }
    if (taken < 0) return NULL;
    void *address = mmap(NULL, length, PROT_READ, MAP_PRIVATE, descriptor, 0);
    if (address == MAP_FAILED) {
        atomic_store(&slot_taken[taken], 0);
        return NULL;
    }
    uintptr_t start = (uintptr_t)address;
    atomic_store(&slot_faulted[taken], 0);
    atomic_store(&slot_end[taken], start + ((length + page_size - 1) & ~(page_size - 1)));
    atomic_store(&slot_start[taken], start);
    *slot = taken;
    return address;
}

int stringsguard_mapping_faulted(int slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return 0;
    return atomic_load(&slot_faulted[slot]);
}

void stringsguard_unmap_file(const void *address, size_t length, int slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return;
    atomic_store(&slot_start[slot], 0);
    munmap((void *)address, length);
    atomic_store(&slot_taken[slot], 0);
}
