// What colormix needs from the system that Swift cannot call directly: the C library's `syscall` is variadic,
// which Swift does not import, and glibc's `mallopt` is in a header its module does not hold. Only `ColorCore`'s
// platform file imports this module, privately.
#ifndef COLORMIX_CPLATFORM_H
#define COLORMIX_CPLATFORM_H

/// Opens `path` relative to the folder `folder` (or `AT_FDCWD`) as `openat(2)` does with `flags`, but fails with
/// `ELOOP` when any component of the path, the last included, is a symbolic link: Linux's `openat2(2)` with
/// `RESOLVE_NO_SYMLINKS`, one call where a walk would open each folder in turn. Returns a descriptor, or -1 with
/// `errno`: `ENOSYS` where the system has no such call (kernels before 5.6, other systems), or where a filter
/// refuses it.
int colormix_open_without_links(int folder, const char *path, int flags);

/// Makes every allocation of 128 KiB or more a mapping of its own, given back to the system when it is freed
/// (glibc's `M_MMAP_THRESHOLD`, which glibc otherwise raises to the size of each large buffer freed); nothing
/// elsewhere, where large allocations are mapped so already.
void colormix_return_large_allocations_when_freed(void);

#endif
