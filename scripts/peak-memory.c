/* Runs a command and writes its peak resident size (KiB, `ru_maxrss` from `wait4`) to a file, for
 * `scripts/bench --memory`. The command starts from this small process: Linux counts the memory of the process
 * a program was exec'd from in that program's peak, so a command started straight from the bench's Python (about
 * 20 MB, its pages shared with the child until the exec) would be measured at Python's size, whatever its own.
 * Standard input, output and error are the command's own. The exit status is the command's.
 *
 *     cc -O2 -o peak-memory scripts/peak-memory.c && ./peak-memory OUT colormix show - < colors.txt
 */
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: peak-memory OUT COMMAND [ARGUMENT]...\n");
    return 64;
  }
  pid_t pid = fork();
  if (pid < 0) {
    perror("peak-memory: fork");
    return 71;
  }
  if (pid == 0) {
    execvp(argv[2], argv + 2);
    perror(argv[2]);
    _exit(127);
  }
  int status;
  struct rusage usage;
  if (wait4(pid, &status, 0, &usage) < 0) {
    perror("peak-memory: wait4");
    return 71;
  }
  FILE *out = fopen(argv[1], "w");
  if (out == NULL || fprintf(out, "%ld\n", usage.ru_maxrss) < 0 || fclose(out) != 0) {
    perror(argv[1]);
    return 74;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
