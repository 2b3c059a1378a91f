/* The C reference for `colormix slide red +0.1`: the same system work as colormix's store, and nothing else.
 *
 * Open the store's folder, lock it (flock), lock `<store>.lock` in it (O_NOFOLLOW, flock) and check that the name
 * still names the locked file, read the store (O_NOFOLLOW|O_NONBLOCK, fstat, at most 64 KiB + 1), take red, add
 * 0.1 and clamp, write a fresh `<store>.tmp.<pid>` (O_CREAT|O_EXCL|O_NOFOLLOW), fsync it, renameat it over the
 * store, fsync the folder, and print one line; every file relative to the folder. scripts/bench times colormix
 * against this.
 *
 *     cc -O2 -o slide-reference scripts/slide-reference.c && COLORMIX_STORE=/tmp/x/color.json ./slide-reference
 */
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

static double member(const char *text, const char *name) {
  const char *at = strstr(text, name);
  return at ? strtod(at + strlen(name) + 2, NULL) : 0;
}

int main(void) {
  const char *store = getenv("COLORMIX_STORE");
  if (!store) return 64;
  char folder_path[4096], name[4096], lock_name[4200], tmp_name[4200], text[65538];
  snprintf(folder_path, sizeof folder_path, "%s", store);
  snprintf(name, sizeof name, "%s", store);
  const char *base = basename(name);
  int folder = open(dirname(folder_path), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (folder < 0 || flock(folder, LOCK_EX) != 0) return 74;
  snprintf(lock_name, sizeof lock_name, "%s.lock", base);
  int lock = openat(folder, lock_name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  struct stat locked, named, info;
  if (lock < 0 || flock(lock, LOCK_EX) != 0 || fstat(lock, &locked) != 0) return 74;
  if (fstatat(folder, lock_name, &named, AT_SYMLINK_NOFOLLOW) != 0 || named.st_ino != locked.st_ino) return 74;
  int fd = openat(folder, base, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  ssize_t count = 0;
  if (fd >= 0) {
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) return 74;
    count = read(fd, text, 65537);
    close(fd);
  }
  text[count > 0 ? count : 0] = 0;
  double red = member(text, "\"red\"") + 0.1, green = member(text, "\"green\""), blue = member(text, "\"blue\"");
  if (red > 100) red = 100;
  int length = snprintf(text, sizeof text, "{\n  \"version\": 1,\n  \"red\": %g,\n  \"green\": %g,\n  \"blue\": %g\n}\n",
                        red, green, blue);
  snprintf(tmp_name, sizeof tmp_name, "%s.tmp.%d", base, (int)getpid());
  int out = openat(folder, tmp_name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (out < 0 || write(out, text, length) != length || fsync(out) != 0 || close(out) != 0) return 74;
  if (renameat(folder, tmp_name, folder, base) != 0) return 74;
  fsync(folder);
  close(lock);
  close(folder);
  printf("red %g  green %g  blue %g\n", red, green, blue);
  return 0;
}
