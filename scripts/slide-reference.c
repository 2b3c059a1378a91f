/* The C reference for `colormix slide red +0.1`: the same system work as colormix's store, and nothing else.
 *
 * Lock `<store>.lock` (O_NOFOLLOW, flock), read the store (O_NOFOLLOW|O_NONBLOCK, fstat, at most 64 KiB + 1),
 * take red, add 0.1 and clamp, write a fresh `<store>.tmp.<pid>.<n>` (O_CREAT|O_EXCL|O_NOFOLLOW), fsync it,
 * rename it over the store, and print one line. scripts/bench times colormix against this.
 *
 *     cc -O2 -o slide-reference scripts/slide-reference.c && COLORMIX_STORE=/tmp/x/color.json ./slide-reference
 */
#include <fcntl.h>
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
  char lock_path[4096], tmp_path[4096], text[65538];
  snprintf(lock_path, sizeof lock_path, "%s.lock", store);
  int lock = open(lock_path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (lock < 0 || flock(lock, LOCK_EX) != 0) return 74;
  int fd = open(store, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  ssize_t count = 0;
  struct stat info;
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
  snprintf(tmp_path, sizeof tmp_path, "%s.tmp.%d.0", store, (int)getpid());
  int out = open(tmp_path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (out < 0 || write(out, text, length) != length || fsync(out) != 0 || close(out) != 0) return 74;
  if (rename(tmp_path, store) != 0) return 74;
  close(lock);
  printf("red %g  green %g  blue %g\n", red, green, blue);
  return 0;
}
