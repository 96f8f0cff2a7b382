// Darwin.h: the part of the macOS SDK the workbook's system calls use, declared as the SDK
// declares it (macOS 15 SDK: spawn.h, signal.h, sys/signal.h, sys/wait.h, unistd.h, string.h,
// stdlib.h, errno.h, termios.h, sys/termios.h, sys/ttycom.h, sys/ioctl.h, sys/fcntl.h,
// sys/stat.h), so that Swift imports
// the same types it would on a Mac. Only what the code uses is here: a call the code adds must be
// added here too, copied from the SDK, or the check fails with "cannot find … in scope".
//
// The last section stands for Swift's Darwin overlay (Swift declarations in the real SDK), in C.

#ifndef WORKBOOK_DARWIN_SHIM_H
#define WORKBOOK_DARWIN_SHIM_H

// MARK: - sys/_types.h, sys/types.h

typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long long __int64_t;
typedef __int32_t __darwin_pid_t;
typedef __uint16_t __darwin_mode_t;
typedef __int64_t __darwin_off_t;
typedef unsigned long __darwin_size_t;
typedef long __darwin_ssize_t;
typedef __uint32_t __darwin_sigset_t;

typedef __darwin_pid_t pid_t;
typedef __darwin_size_t size_t;
typedef __darwin_ssize_t ssize_t;
typedef __darwin_sigset_t sigset_t;
typedef __darwin_mode_t mode_t;
typedef __darwin_off_t off_t;

// MARK: - spawn.h: the handles are pointers the `_init` functions allocate, not structs

typedef void *posix_spawnattr_t;
typedef void *posix_spawn_file_actions_t;

#define POSIX_SPAWN_RESETIDS 0x0001
#define POSIX_SPAWN_SETPGROUP 0x0002
#define POSIX_SPAWN_SETSIGDEF 0x0004
#define POSIX_SPAWN_SETSIGMASK 0x0008

int posix_spawn(pid_t *__restrict, const char *__restrict, const posix_spawn_file_actions_t *,
                const posix_spawnattr_t *__restrict, char *const __argv[__restrict],
                char *const __envp[__restrict]);
int posix_spawnp(pid_t *__restrict, const char *__restrict, const posix_spawn_file_actions_t *,
                 const posix_spawnattr_t *__restrict, char *const __argv[__restrict],
                 char *const __envp[__restrict]);
int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *, int);
int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *, int, int);
int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *);
int posix_spawn_file_actions_init(posix_spawn_file_actions_t *);
int posix_spawnattr_destroy(posix_spawnattr_t *);
int posix_spawnattr_getflags(const posix_spawnattr_t *__restrict, short *__restrict);
int posix_spawnattr_getsigdefault(const posix_spawnattr_t *__restrict, sigset_t *__restrict);
int posix_spawnattr_init(posix_spawnattr_t *);
int posix_spawnattr_setflags(posix_spawnattr_t *, short);
int posix_spawnattr_setsigdefault(posix_spawnattr_t *__restrict, const sigset_t *__restrict);
int posix_spawnattr_setsigmask(posix_spawnattr_t *__restrict, const sigset_t *__restrict);

// MARK: - sys/signal.h, signal.h

#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGTRAP 5
#define SIGKILL 9
#define SIGSEGV 11
#define SIGTERM 15
#define SIGWINCH 28

typedef void (*sig_t)(int);

void (*signal(int, void (*)(int)))(int);
int kill(pid_t, int);
int sigaddset(sigset_t *, int);
int sigemptyset(sigset_t *);
int sigismember(const sigset_t *, int);

// MARK: - sys/wait.h

pid_t waitpid(pid_t, int *, int);

// MARK: - unistd.h

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

void _exit(int) __attribute__((__noreturn__));
int close(int);
int ftruncate(int, off_t);
pid_t getpgid(pid_t _pid);
pid_t getpgrp(void);
pid_t getpid(void);
int isatty(int);
int pipe(int[2]);
ssize_t pwrite(int __fd, const void *__buf, size_t __nbyte, off_t __offset);
ssize_t read(int, void *, size_t);
int unlink(const char *);
ssize_t write(int, const void *, size_t);

// MARK: - sys/fcntl.h (`open` itself is in the overlay section: the SDK's is variadic)

#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_NONBLOCK 0x00000004
#define O_CREAT 0x00000200
#define O_CLOEXEC 0x01000000

#define LOCK_SH 0x01
#define LOCK_EX 0x02
#define LOCK_NB 0x04
#define LOCK_UN 0x08

int flock(int, int);

// MARK: - sys/stat.h

int mkfifo(const char *, mode_t);

// MARK: - string.h, stdlib.h

char *strdup(const char *__s1);
char *strerror(int __errnum);
void free(void *);

// MARK: - sys/errno.h

#define ENOENT 2
#define EINTR 4
#define EAGAIN 35
#define EWOULDBLOCK EAGAIN

// MARK: - sys/termios.h

typedef unsigned long tcflag_t;
typedef unsigned char cc_t;
typedef unsigned long speed_t;

#define VMIN 16
#define VTIME 17
#define NCCS 20
#define TCSANOW 0

struct termios {
    tcflag_t c_iflag;
    tcflag_t c_oflag;
    tcflag_t c_cflag;
    tcflag_t c_lflag;
    cc_t c_cc[NCCS];
    speed_t c_ispeed;
    speed_t c_ospeed;
};

int tcgetattr(int, struct termios *);
int tcsetattr(int, int, const struct termios *);
void cfmakeraw(struct termios *);

// MARK: - sys/ttycom.h

struct winsize {
    unsigned short ws_row;
    unsigned short ws_col;
    unsigned short ws_xpixel;
    unsigned short ws_ypixel;
};

// MARK: - Swift's Darwin overlay, in C
//
// The SDK's `errno` is a macro, `(*__error())`, its `ioctl` and `open` are variadic, `SIG_IGN` a
// cast and `TIOCGWINSZ` an `_IOR(…)` expression: Swift imports none of them. The overlay declares
// them in Swift instead, with these types: `var errno: Int32`, `func ioctl(_: CInt, _: UInt,
// _: UnsafeMutableRawPointer) -> CInt`, `func open(_: UnsafePointer<CChar>, _: Int32,
// _: mode_t) -> Int32` (and one without the mode, which the code does not use), `var SIG_IGN:
// sig_t`, `var TIOCGWINSZ: UInt`. `errno` is
// `const` here, so that Swift sees it as safe to read from any thread, as it does the overlay's
// computed `errno`; the shim cannot check code that assigns `errno`.

extern const int errno;
int ioctl(int, unsigned long, void *_Nonnull);
int open(const char *_Nonnull, int, mode_t);
extern const sig_t _Nonnull SIG_IGN;
extern const unsigned long TIOCGWINSZ;

#endif
