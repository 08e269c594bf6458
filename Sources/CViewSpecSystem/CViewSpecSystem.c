// Compiled as C, so that the system's headers give these their values: Glibc declares
// O_TMPFILE and AT_EMPTY_PATH only for _GNU_SOURCE.
#define _GNU_SOURCE
#include <fcntl.h>
#include <sys/wait.h>
#include "CViewSpecSystem.h"

#ifdef __linux__
const int viewspec_O_TMPFILE = O_TMPFILE;
const int viewspec_AT_EMPTY_PATH = AT_EMPTY_PATH;
#endif

int viewspec_terminationSignal(int status) {
    return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

int viewspec_exitStatus(int status) {
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}
