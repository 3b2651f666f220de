#ifndef STRINGSGUARD_FILE_MAPPING_H
#define STRINGSGUARD_FILE_MAPPING_H

#include <stddef.h>

/// Maps the first `length` bytes (more than zero) of the open regular file `descriptor` read-only and
/// registers the mapping in `*slot`; NULL when the file cannot be mapped or every slot is taken (the caller
/// then reads the file). While registered, a fault reading the mapping (the file was cut short by another
/// program, or an I/O error) does not end the process with SIGBUS: the pages from the one that faulted to
/// the end read as zeros, and `stringsguard_mapping_faulted` says so.
const void *_Nullable stringsguard_map_file(int descriptor, size_t length, int *_Nonnull slot);

/// Whether a read of the mapping in `slot` faulted since it was made.
int stringsguard_mapping_faulted(int slot);

/// Unregisters and unmaps a mapping made by `stringsguard_map_file`.
void stringsguard_unmap_file(const void *_Nonnull address, size_t length, int slot);

#endif
