// What Swift's Glibc module leaves out, with the values the system's own headers give:
// flags Glibc declares only for _GNU_SOURCE, which the module is built without, and the
// <sys/wait.h> macros, which Swift does not import.
#ifndef CVIEWSPECSYSTEM_H
#define CVIEWSPECSYSTEM_H

#ifdef __linux__
/// `open`/`openat` flag for a file without a name in the given directory, named later with
/// `linkat` (Linux 3.11); with it, O_DIRECTORY is part of the flag.
extern const int viewspec_O_TMPFILE;
/// `linkat` flag: the source is the file open as the descriptor itself, its path empty.
extern const int viewspec_AT_EMPTY_PATH;
#endif

/// The signal that ended a child process, from the status `waitpid` gave; 0 when it was
/// not ended by a signal.
int viewspec_terminationSignal(int status);

/// The status a child process exited with, from the status `waitpid` gave; -1 when it did
/// not exit.
int viewspec_exitStatus(int status);

#endif
