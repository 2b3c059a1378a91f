#include "CPlatform.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// `struct open_how` and `RESOLVE_NO_SYMLINKS` of <linux/openat2.h>, written here so that the build needs no
// kernel headers: the kernel takes the structure by its size, and this first version of it is fixed.
struct colormix_open_how {
  unsigned long long flags;
  unsigned long long mode;
  unsigned long long resolve;
};
enum { colormix_resolve_no_symlinks = 0x04 };

int colormix_open_without_links(int folder, const char *path, int flags) {
#if defined(__linux__) && defined(SYS_openat2)
  struct colormix_open_how how = {(unsigned int)flags, 0, colormix_resolve_no_symlinks};
  return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
#else
  (void)folder;
  (void)path;
  (void)flags;
  errno = ENOSYS;
  return -1;
#endif
}

void colormix_return_large_allocations_when_freed(void) {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
#endif
}
