export const id = 447;
export const ids = [447];
export const modules = {

/***/ 3435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ tmpfsRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

const TMPFS = '/dev/shm';
/**
 * `/dev/shm` when it is there with at least `minFree` bytes free, else undefined: scratch objects written between
 * merges cost a disk with a journal ~0.2 ms apiece, tmpfs nothing measurable. One `statfs`, answered at once (the
 * choice is made right before a child starts).
 */
function tmpfsRoot(minFree) {
    try {
        const fs = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statfsSync)(TMPFS);
        return fs.bavail * fs.bsize >= minFree ? TMPFS : undefined;
    }
    catch {
        return undefined; // no tmpfs here
    }
}


/***/ }),

/***/ 3785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   Yl: () => (/* binding */ asUserError),
/* harmony export */   fg: () => (/* binding */ translateGitError),
/* harmony export */   s7: () => (/* binding */ gitSubcommand)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** A git command that failed. `advice` is set when the stderr matches a problem the user can fix. */
class GitError extends Error {
    args;
    exitCode;
    stderr;
    name = 'GitError';
    /** Known advice for the stderr (whoever constructs the error), else undefined. */
    advice;
    constructor(args, exitCode, stderr, advice) {
        const known = advice ?? KNOWN_PROBLEMS.find((p) => p.pattern.test(stderr))?.advice;
        super(`git ${subcommand(args)} failed (exit ${exitCode}): ${firstLine(stderr)}${known ? ` — ${known}` : ''}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.advice = known;
    }
    /** One line for the user when the failure is a known, user-fixable problem; undefined for anything else. */
    userError() {
        const known = KNOWN_PROBLEMS.find((p) => p.advice === this.advice);
        return known?.user
            ? new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`git ${subcommand(this.args)}: ${firstLine(this.stderr)}`, this.advice)
            : undefined;
    }
}
/** The git command of an argument list: `-c k=v` and `--literal-pathspecs` style global options skipped. */
function gitSubcommand(args) {
    return subcommand(args);
}
function subcommand(args) {
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (a === '-c' || a === '-C')
            i++;
        else if (!a.startsWith('-'))
            return a;
    }
    return args[0] ?? '';
}
function firstLine(text) {
    const line = text.split('\n').find((l) => l.trim() !== '');
    return (line ?? '').trim().slice(0, 300);
}
// Ordered: the first match wins. Messages are matched in the C locale (the runner sets LC_ALL=C).
const KNOWN_PROBLEMS = [
    { pattern: /not a git repository/i, advice: 'the --repo directory is not a git repository', user: true },
    {
        pattern: /must be run in a work tree|this operation must be run in a work tree|bare repository/i,
        advice: 'the --repo directory is a bare repository: give a clone with a work tree',
        user: true,
    },
    {
        pattern: /packed-refs|unexpected line in|bad ref for|corrupt (?:ref|loose|index)|index file corrupt|index file smaller than expected|bad signature 0x|unknown index entry format/i,
        advice: 'the repository is damaged (packed-refs, a ref or the index cannot be read): repair it (git fsck) or use a fresh clone',
        user: true,
    },
    {
        pattern: /strange (?:hostname|pathname|port)/i,
        advice: 'the remote URL is malformed (a host or path git refuses): give an https, ssh or file URL or a local path',
        user: true,
    },
    {
        // `@{u}`/`@{push}` typed as a ref where the branch tracks nothing: the ref the user gave does not resolve.
        pattern: /no upstream configured for branch|no such branch: |upstream branch '.*' not stored as a remote-tracking/i,
        advice: 'the ref names the upstream or push branch of a branch that tracks none (@{u}, @{push}): give a branch or SHA',
        user: true,
    },
    {
        // A config file git cannot parse stops every git call: the user's file to fix, never an internal error.
        pattern: /bad config (?:line|variable|value|file)|bad (?:numeric|boolean) config value|unable to parse .*config/i,
        advice: "a git config file cannot be read (the clone's .git/config, or the global or system one): fix or remove the bad line",
        user: true,
    },
    {
        pattern: /shallow|grafted/i,
        advice: 'the clone is shallow: fetch the full history (actions/checkout with fetch-depth: 0, or git fetch --unshallow)',
        user: true,
    },
    {
        pattern: /unknown revision|bad revision|Needed a single revision|not a valid object name|invalid reference/i,
        advice: 'the ref does not exist in this repository: fetch it first or check the name',
        user: true,
    },
    {
        pattern: /promisor|could not fetch .* from promisor|missing blob|unable to read [0-9a-f]{7,}/i,
        advice: 'objects are missing (partial or snapshot clone): fetch them, or run where they are available',
        user: true,
    },
    {
        pattern: /unable to read sha1 file|unable to read tree|missing (?:blob|tree|commit|tag) object|bad object|could not read object|Could not read [0-9a-f]{7,}|is corrupt|object file .* is empty|invalid object|unable to parse object|did not receive expected object|missing object|not our ref|fatal: loose object/i,
        advice: 'objects are missing or corrupt in this clone (a blob, tree or commit cannot be read): re-fetch them (git fetch --refetch, or a fresh clone with fetch-depth: 0); git fsck names what is missing',
        user: true,
    },
    {
        pattern: /yet to be born|does not have any commits yet|unborn branch|HEAD.*unknown revision|bad default revision 'HEAD'/i,
        advice: 'HEAD is on a branch with no commits yet (unborn): check out a commit or branch first (git checkout <base>), or clone the fork with its history',
        user: true,
    },
    {
        pattern: /does not appear to be a git repository|Could not read from remote repository|repository '.*' not found|unable to access '|Could not resolve host|transport '.*' not allowed/i,
        advice: 'the remote cannot be reached or does not exist: check the remote name or URL, and that the token can read it',
        user: true,
    },
    {
        pattern: /index\.lock': File exists/i,
        advice: 'another git process holds index.lock; if none is running, a previous run crashed: remove .git/index.lock',
        user: true,
    },
    {
        pattern: /non-fast-forward|fetch first|stale info|\[rejected\]/i,
        advice: 'the remote branch moved since it was read: re-run to start from its new value',
        user: true,
    },
    {
        pattern: /^timed out after \d+ s$/m,
        advice: 'the remote did not answer in time: check the URL, the network or the proxy, then re-run',
        user: true,
    },
    { pattern: /pre-receive hook declined|hook declined/i, advice: 'a server-side hook rejected the push', user: true },
    {
        pattern: /Authentication failed|could not read Username|terminal prompts disabled|403|Permission to .* denied/i,
        advice: 'authentication failed: check that the token is set and can read (and for pushes, write) the repository',
        user: true,
    },
    { pattern: /dubious ownership/i, advice: 'git refuses the repository owner: add it to safe.directory', user: true },
];
function translateGitError(args, exitCode, stderr) {
    const known = KNOWN_PROBLEMS.find((p) => p.pattern.test(stderr));
    return new GitError(args, exitCode, stderr, known?.advice);
}
/** Turns a GitError with known advice into the user-facing ConfigurationError; leaves anything else alone. */
function asUserError(error, context) {
    if (error instanceof GitError && error.advice) {
        const known = KNOWN_PROBLEMS.find((p) => p.advice === error.advice);
        if (known?.user)
            return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${context}: ${firstLine(error.stderr)}`, error.advice);
    }
    return error;
}


/***/ }),

/***/ 719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lo: () => (/* binding */ gitLauncher)
});

// UNUSED EXPORTS: GitLauncher, LaunchedPipe, activeGitLauncher

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/process/on-path.ts
var on_path = __webpack_require__(9113);
;// CONCATENATED MODULE: ./src/adapters/git/run/launcher-programs.ts
/**
 * The launcher's two programs (git-launcher.ts), one protocol. Perl where there is one: a fork of a ~5 MB perl costs
 * ~0.15 ms of CPU where a fork from a bare Node costs ~0.9 ms (its page tables and its spawn machinery), and a run
 * such as the demo starts ~1,100 processes through it. Node otherwise (perl is missing on a minimal image).
 *
 * The protocol is binary and length-prefixed both ways (no JSON, no base64: the environment of every request and
 * every output are copied once). Each message is a header line of space-separated fields, then the bytes it counts.
 *
 * To the launcher:
 *   `L <id> <nargs> <nenv> <hasInput> <bodyBytes> [1]\n<body>`  start a one-shot process (1: killed when the
 *                                                          launcher dies, perl only, where its `Y` says it can)
 *   `S <id> <nargs> <nenv> <hasInput> <bodyBytes>\n<body>`  start a streamed process (its own session and group)
 *   `K <id>\n`                                              SIGKILL a one-shot process still running
 *   `G <id> <SIGNAME> <forget 0|1>\n`                       signal a streamed process's whole group
 *   `P <id> <nargs> <nenv> 0 <bodyBytes>\n<body>`           prepare a long-lived process (perl only): its FIFOs
 *   `W <id>\n` / `A <id>\n`                                 start the prepared process / drop it
 *   body: cwd NUL file NUL out NUL max NUL arg… NUL NAME=value… NUL input   (out: a path to open r+ for stdout, or
 *   empty for a pipe; max: bytes of piped stdout before the process is killed; input: the rest, bytes as they are)
 * From the launcher:
 *   `Y <fifos 0|1> <orphans 0|1>\n`                        it runs and reads requests (fifos: it can start P
 *                                                          requests; orphans: it can give L a parent-death signal)
 *   `R <id> <code|-> <SIGNAL|-> <stdoutBytes|-> <stderrBytes>\n<stdout><stderr>`  a one-shot process ended
 *   `F <id> <ECODE> <messageBytes>\n<message>`              a process could not be started
 *   `O <id> <bytes>\n<chunk>` / `E <id> <bytes>\n<chunk>`   a streamed process's stdout / stderr as written
 *   `X <id> <code|-> <SIGNAL|->\n`                          a streamed process exited
 *   `C <id>\n`                                              a streamed process's output has ended
 *   `Q <id> <bytes>\n<folder>`                              a prepared process's FIFOs: folder/in, out, err
 *   `N <id> <pid>\n`                                        a prepared process started (then X and C as streamed)
 * The launcher exits when its stdin ends (the process that started it is gone).
 */
/**
 * Perl (perl-base only: POSIX, Fcntl, Config, Errno). One select loop over stdin, the children's pipes and a wake
 * pipe written by the SIGCHLD handler; perl runs signal handlers between operations, so the wait is bounded while a
 * child runs (an exit signalled just before the select is entered would otherwise wake nothing). A child's stdin is
 * an anonymous temporary file holding the input (or /dev/null): no pipe to keep fed, so the loop never blocks on a
 * child that does not read.
 */
const PERL_LAUNCHER = String.raw `use strict; use warnings; use POSIX (); use Fcntl; use Config;
my @signame = split ' ', $Config{sig_name};
binmode STDIN; binmode STDOUT;
my (%kid, %pid_of, %group, %watch);
pipe(my $wake_r, my $wake_w) or die "pipe: $!";
for my $fh ($wake_r, $wake_w) { my $fl = fcntl($fh, F_GETFL, 0); fcntl($fh, F_SETFL, $fl | O_NONBLOCK); }
$SIG{CHLD} = sub { syswrite $wake_w, 'x' };
$SIG{PIPE} = 'IGNORE';
sub put { my $s = join '', @_; while (length $s) { my $n = syswrite STDOUT, $s; if (!defined $n) { next if $!{EINTR}; exit 0 } substr($s, 0, $n, '') } }
# The parent-death signal (prctl PR_SET_PDEATHSIG) is set by the child itself before its exec, where the syscall number
# is known (x86_64, aarch64) and a harmless PR_GET_PDEATHSIG answers: no setpriv process per network call.
my $prctl = $Config{archname} =~ /^x86_64-linux(?!-gnux32)/ ? 157 : $Config{archname} =~ /^aarch64-linux/ ? 167 : 0;
if ($prctl) { my $got = pack('i', 0); $prctl = 0 unless syscall($prctl, 2, $got) == 0 }
sub errname { my $n = shift; local $! = $n; for my $k (keys %!) { return $k if $!{$k} } return "E$n" }
sub status { my $st = shift; return ($st & 127) ? ('-', 'SIG' . ($signame[$st & 127] // ($st & 127))) : ($st >> 8, '-') }
sub failed { my ($id, $errno, $file) = @_; my $code = errname($errno); my $msg = "spawn $file $code"; put("F $id $code ", length($msg), "\n", $msg) }
sub feed { my ($fh, $data) = @_; my $done = 0; while ($done < length $data) { my $n = syswrite $fh, $data, length($data) - $done, $done; if (!defined $n) { next if $!{EINTR}; return 0 } $done += $n } return 1 }
sub envmap { map { my $i = index($_, '='); $i < 0 ? ($_, '') : (substr($_, 0, $i), substr($_, $i + 1)) } @_ }
# A start request's body: cwd, file, out, max, the arguments, the environment, then the input (the rest, as it is).
sub fields {
  my ($nargs, $nenv, $body) = @_;
  my @f = split /\0/, $body, 4 + $nargs + $nenv + 1;
  my ($cwd, $file, $out, $max) = splice @f, 0, 4;
  my @args = splice @f, 0, $nargs;
  my @env = splice @f, 0, $nenv;
  return ($cwd, $file, $out, $max, \@args, \@env, $f[0]);
}
# Forks and execs $file once $stdio (run in the child) has set up its stdin, stdout and stderr: the pid, or nothing
# with $! set (the fork, the set-up, chdir or the exec failed; the exec's errno comes back through a close-on-exec pipe).
sub spawn_child {
  my ($file, $args, $env, $cwd, $stdio, $orphans) = @_;
  my $parent = $$;
  pipe(my $xr, my $xw) or return;
  # The environment is set here, before the fork: the child inherits it and writes less of its memory (each page it
  # writes is copied), and this process has no use for its own.
  %ENV = envmap(@$env);
  my $pid = fork;
  return unless defined $pid;
  if ($pid == 0) {
    close $xr; $SIG{CHLD} = 'DEFAULT'; $SIG{PIPE} = 'DEFAULT';
    if ($orphans) {
      # Set, then checked: a launcher that died before it was set sends nothing.
      if (syscall($prctl, 1, 9) != 0) { syswrite $xw, pack('N', $! + 0); POSIX::_exit(127) }
      POSIX::_exit(127) if getppid() != $parent;
    }
    if ($stdio->() && chdir $cwd) { exec { $file } $file, @$args }
    syswrite $xw, pack('N', $! + 0); POSIX::_exit(127);
  }
  close $xw;
  my $got = ''; my $n;
  do { $n = sysread $xr, $got, 4 } while (!defined $n && $!{EINTR});
  close $xr;
  return $pid if length($got) != 4;
  waitpid $pid, 0; $! = unpack('N', $got);
  return;
}
my %prep; my $fifos = 0;
sub cleanup { my $dir = shift; unlink map { "$dir/$_" } qw(in out err); rmdir $dir }
# A long-lived process: its stdin, stdout and stderr are FIFOs in a private folder, which the caller opens (Q) before
# it is started (W): its data never passes through here.
sub prepare {
  my ($id, $nargs, $nenv, $body) = @_;
  my ($cwd, $file, undef, undef, $args, $env) = fields($nargs, $nenv, $body);
  my $dir;
  for (1 .. 8) { my $try = sprintf '/tmp/upstream-ingest-pipe-%d-%d-%08x', $$, ++$fifos, int(rand(4294967295)); if (mkdir $try, 0700) { $dir = $try; last } }
  return failed($id, $! + 0, $file) unless $dir;
  for my $name (qw(in out err)) { next if POSIX::mkfifo("$dir/$name", 0600); my $e = $! + 0; cleanup($dir); return failed($id, $e, $file) }
  $prep{$id} = { dir => $dir, cwd => $cwd, file => $file, args => $args, env => $env };
  put("Q $id ", length($dir), "\n", $dir);
}
sub go {
  my $id = shift; my $p = delete $prep{$id} or return;
  my $dir = $p->{dir};
  my $pid = spawn_child($p->{file}, $p->{args}, $p->{env}, $p->{cwd}, sub {
    # Never blocking: a caller that ended the input already, or dropped its readers, must not hang this fork (nor the
    # launcher, which waits for its exec). Then blocking again, as a program expects its stdio.
    my $ok = sysopen(STDIN, "$dir/in", O_RDONLY | O_NONBLOCK) && sysopen(STDOUT, "$dir/out", O_WRONLY | O_NONBLOCK)
      && sysopen(STDERR, "$dir/err", O_WRONLY | O_NONBLOCK);
    if ($ok) { for my $fh (\*STDIN, \*STDOUT, \*STDERR) { my $fl = fcntl($fh, F_GETFL, 0); fcntl($fh, F_SETFL, $fl & ~O_NONBLOCK) } cleanup($dir) }
    return $ok;
  });
  unless ($pid) { my $e = $! + 0; cleanup($dir); return failed($id, $e, $p->{file}) }
  $kid{$pid} = { id => $id, stream => 1, open => 0 };
  $pid_of{$id} = $pid;
  put("N $id $pid\n");
}
sub start {
  my ($stream, $id, $nargs, $nenv, $has_input, $body, $orphans) = @_;
  my ($cwd, $file, $out, $max, $args, $env, $rest) = fields($nargs, $nenv, $body);
  my $input = $has_input ? ($rest // '') : undef;
  my ($ofh, $or, $ow, $er, $ew, $ifh);
  # The input first: a writer forked for it (below) then holds none of this child's pipes.
  if (defined $input && length $input) {
    if (open($ifh, '+>', undef)) { binmode $ifh; feed($ifh, $input) or return failed($id, $! + 0, $file); sysseek $ifh, 0, 0 }
    else {
      # No temporary file here (a read-only /tmp): a pipe, fed by a forked writer so that this loop never blocks.
      my $iw; pipe($ifh, $iw) or return failed($id, $! + 0, $file);
      my $writer = fork; return failed($id, $! + 0, $file) unless defined $writer;
      if ($writer == 0) { close $ifh; $SIG{PIPE} = 'DEFAULT'; feed($iw, $input); POSIX::_exit(0) }
      close $iw;
    }
  }
  if (!$stream && length $out) { open($ofh, '+<', $out) or undef $ofh }
  if (!$ofh) { pipe($or, $ow) or return failed($id, $! + 0, $file) }
  pipe($er, $ew) or return failed($id, $! + 0, $file);
  my $pid = spawn_child($file, $args, $env, $cwd, sub {
    POSIX::setsid() if $stream;
    return ($ifh ? open(STDIN, '<&', $ifh) : open(STDIN, '<', '/dev/null')) && open(STDOUT, '>&', $ofh // $ow)
      && open(STDERR, '>&', $ew);
  }, $orphans && $prctl);
  my $errno = $! + 0;
  close $ofh if $ofh; close $ow if $ow; close $ew; close $ifh if $ifh;
  return failed($id, $errno, $file) unless $pid;
  my $k = $kid{$pid} = { id => $id, stream => $stream, max => $max, open => 0, out => '', err => '', size => 0, piped => $or ? 1 : 0 };
  $pid_of{$id} = $pid;
  $group{$id} = $pid if $stream;
  for ([$or, 'O'], [$er, 'E']) { my ($fh, $which) = @$_; next unless $fh; $watch{fileno $fh} = [$pid, $which, $fh]; $k->{open}++ }
}
sub finish {
  my $pid = shift; my $k = $kid{$pid};
  return unless $k && exists $k->{status} && !$k->{open};
  delete $kid{$pid}; delete $pid_of{$k->{id}};
  if ($k->{stream}) { put("C $k->{id}\n"); return }
  my ($code, $sig) = status($k->{status});
  put("R $k->{id} $code $sig ", ($k->{piped} ? length $k->{out} : '-'), ' ', length $k->{err}, "\n", $k->{out}, $k->{err});
}
sub reap {
  while ((my $pid = waitpid(-1, POSIX::WNOHANG())) > 0) {
    my $k = $kid{$pid} or next;
    $k->{status} = $?;
    if ($k->{stream}) { my ($code, $sig) = status($?); put("X $k->{id} $code $sig\n") }
    finish($pid);
  }
}
sub readable {
  my $fd = shift; my ($pid, $which, $fh) = @{$watch{$fd}}; my $k = $kid{$pid};
  my $n = sysread $fh, my $chunk, 65536;
  return if !defined $n && ($!{EINTR} || $!{EAGAIN});
  if (!$n) { delete $watch{$fd}; close $fh; $k->{open}--; return finish($pid) }
  if ($k->{stream}) { put("$which $k->{id} $n\n", $chunk); return }
  if ($which eq 'E') { $k->{err} .= $chunk; return }
  $k->{size} += $n;
  if ($k->{size} > $k->{max}) { kill 'KILL', $pid } else { $k->{out} .= $chunk }
}
my $in = ''; my $stdin_fd = fileno STDIN;
# Whether FIFOs can be made here (a read-only /tmp: no): the caller starts long-lived processes itself otherwise.
my $fifo_ok = 0;
{ my $d = sprintf '/tmp/upstream-ingest-pipe-%d-0-%08x', $$, int(rand(4294967295)); if (mkdir $d, 0700) { $fifo_ok = POSIX::mkfifo("$d/t", 0600) ? 1 : 0; unlink "$d/t"; rmdir $d } }
put("Y $fifo_ok ", ($prctl ? 1 : 0), "\n");
while (1) {
  while (1) {
    my $nl = index($in, "\n"); last if $nl < 0;
    my @h = split / /, substr($in, 0, $nl);
    my $t = $h[0];
    if ($t eq 'L' || $t eq 'S' || $t eq 'P') {
      last if length($in) < $nl + 1 + $h[5];
      my $body = substr($in, $nl + 1, $h[5]); substr($in, 0, $nl + 1 + $h[5], '');
      if ($t eq 'P') { prepare(@h[1 .. 3], $body) } else { start($t eq 'S' ? 1 : 0, @h[1 .. 4], $body, $h[6]) }
      next;
    }
    substr($in, 0, $nl + 1, '');
    if ($t eq 'K') { my $pid = $pid_of{$h[1]}; kill 'KILL', $pid if $pid && $kid{$pid} && !exists $kid{$pid}{status} }
    elsif ($t eq 'W') { go($h[1]) }
    elsif ($t eq 'A') { my $p = delete $prep{$h[1]}; cleanup($p->{dir}) if $p }
    elsif ($t eq 'G') { my $pid = $group{$h[1]}; delete $group{$h[1]} if $h[3]; if ($pid) { (my $s = $h[2]) =~ s/^SIG//; kill "-$s", $pid } }
  }
  reap();
  my $rin = ''; vec($rin, $stdin_fd, 1) = 1; vec($rin, fileno $wake_r, 1) = 1; vec($rin, $_, 1) = 1 for keys %watch;
  # Perl runs the SIGCHLD handler between operations: a child that ends just before the select is entered wakes
  # nothing. While a child runs, the wait is bounded, so such an exit is seen within 20 ms all the same.
  my $ready = select(my $rout = $rin, undef, undef, %kid ? 0.02 : undef);
  if ($ready < 0) { next if $!{EINTR}; die "select: $!" }
  if (vec($rout, fileno $wake_r, 1)) { sysread $wake_r, my $drain, 4096 }
  for my $fd (keys %watch) { readable($fd) if $watch{$fd} && vec($rout, $fd, 1) }
  reap();
  if (vec($rout, $stdin_fd, 1)) {
    my $n = sysread STDIN, $in, 262144, length $in;
    next if !defined $n && $!{EINTR};
    unless ($n) { cleanup($_->{dir}) for values %prep; exit 0 }
  }
}
`;
/**
 * Node (CommonJS for `node -e`, no import of this bundle): the same protocol, for a machine without perl. Node's
 * spawn takes the input through a pipe; the exit is reported once the output has ended, as the perl launcher does.
 */
const NODE_LAUNCHER = String.raw `'use strict';
const { spawn } = require('child_process');
const { openSync, closeSync } = require('fs');
const kids = new Map();
const groups = new Map();
let buffered = Buffer.alloc(0);
const put = (head, ...bodies) => process.stdout.write(Buffer.concat([Buffer.from(head + '\n'), ...bodies]));
const status = (code, signal) => (code === null ? '-' : String(code)) + ' ' + (signal || '-');
function parse(kind, h, body) {
  const [id, nargs, nenv, hasInput] = h.map(Number);
  const fields = [];
  let at = 0;
  for (let i = 0; i < 4 + nargs + nenv; i++) { const end = body.indexOf(0, at); fields.push(body.toString('utf8', at, end)); at = end + 1; }
  const [cwd, file, out, max] = fields;
  const env = {};
  for (const pair of fields.slice(4 + nargs)) { const i = pair.indexOf('='); env[i < 0 ? pair : pair.slice(0, i)] = i < 0 ? '' : pair.slice(i + 1); }
  return { id, cwd, file, out, max: Number(max), args: fields.slice(4, 4 + nargs), env, input: hasInput ? body.subarray(at) : undefined };
}
function failed(m, e) {
  const msg = Buffer.from(e.message || String(e));
  put('F ' + m.id + ' ' + (e.code || 'EINVAL') + ' ' + msg.length, msg);
}
function start(m) {
  let fd;
  if (m.out) { try { fd = openSync(m.out, 'r+'); } catch { fd = undefined; } }
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', fd === undefined ? 'pipe' : fd, 'pipe'] });
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    return failed(m, e);
  }
  if (fd !== undefined) closeSync(fd);
  kids.set(m.id, child);
  const out = [];
  const err = [];
  let size = 0;
  let failedToStart = false;
  if (child.stdout) child.stdout.on('data', (d) => { size += d.length; if (size > m.max) child.kill('SIGKILL'); else out.push(d); });
  child.stderr.on('data', (d) => err.push(d));
  child.on('error', (e) => { if (failedToStart) return; failedToStart = true; kids.delete(m.id); failed(m, e); });
  child.on('close', (code, signal) => {
    kids.delete(m.id);
    if (failedToStart) return;
    const o = Buffer.concat(out), e = Buffer.concat(err);
    put('R ' + m.id + ' ' + status(code, signal) + ' ' + (child.stdout ? o.length : '-') + ' ' + e.length, o, e);
  });
  child.stdin.on('error', () => {});
  child.stdin.end(m.input);
}
function stream(m) {
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  } catch (e) {
    return failed(m, e);
  }
  if (child.pid !== undefined) groups.set(m.id, child.pid);
  child.stdout.on('data', (d) => put('O ' + m.id + ' ' + d.length, d));
  child.stderr.on('data', (d) => put('E ' + m.id + ' ' + d.length, d));
  child.on('error', (e) => failed(m, e));
  child.on('exit', (code, signal) => put('X ' + m.id + ' ' + status(code, signal)));
  child.on('close', () => put('C ' + m.id));
  child.stdin.on('error', () => {});
  child.stdin.end(m.input);
}
process.stdin.on('data', (d) => {
  buffered = buffered.length ? Buffer.concat([buffered, d]) : d;
  for (;;) {
    const nl = buffered.indexOf(10);
    if (nl < 0) return;
    const h = buffered.toString('latin1', 0, nl).split(' ');
    const kind = h[0];
    if (kind === 'L' || kind === 'S') {
      const size = Number(h[5]);
      if (buffered.length < nl + 1 + size) return;
      const m = parse(kind, h.slice(1, 5), buffered.subarray(nl + 1, nl + 1 + size));
      buffered = buffered.subarray(nl + 1 + size);
      if (kind === 'S') stream(m); else start(m);
      continue;
    }
    buffered = buffered.subarray(nl + 1);
    if (kind === 'K') { const c = kids.get(Number(h[1])); if (c) c.kill('SIGKILL'); }
    else if (kind === 'G') {
      const pid = groups.get(Number(h[1]));
      if (h[3] === '1') groups.delete(Number(h[1]));
      if (pid !== undefined) { try { process.kill(-pid, h[2]); } catch {} }
    }
  }
});
process.stdin.on('end', () => process.exit(0));
put('Y 0');
`;

;// CONCATENATED MODULE: ./src/adapters/git/run/git-launcher.ts







/** A start the launcher reported as failed, with spawn's error code (ENOENT: no such program). */
function launchError(code, message) {
    const error = new Error(message);
    if (code)
        error.code = code;
    return error;
}
/** The variable that chooses the launcher's program (launcherProgram). */
const PROGRAM = 'UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM';
/** The first `perl` on PATH, looked up once per PATH (a launcher is started at most a few times per process). */
let perlLookup;
function findPerl() {
    const path = process.env.PATH ?? '';
    if (perlLookup?.path !== path)
        perlLookup = { path, perl: (0,on_path/* onPathSync */.w)('perl', path) ?? null };
    return perlLookup.perl;
}
/** An exit's two header fields (R and X replies); a null code or signal travels as `-`. */
function exitStatus(code, signal) {
    return {
        code: code === undefined || code === '-' ? null : Number(code),
        signal: signal === undefined || signal === '-' ? null : signal,
    };
}
/** The bytes after a reply's header line: R counts stdout (or `-`) and stderr; F, O and E count theirs. */
function bodySize(fields) {
    const [kind] = fields;
    if (kind === 'R')
        return (fields[4] === '-' ? 0 : Number(fields[4])) + Number(fields[5]);
    if (kind === 'F')
        return Number(fields[3]);
    if (kind === 'Q')
        return Number(fields[2]);
    if (kind === 'O' || kind === 'E')
        return Number(fields[2]);
    return 0;
}
/** `L`/`S` requests: their header and body (launcher-programs.ts); strings are written as UTF-8. */
function startMessage(kind, id, request, out = '', max = 0) {
    const fields = [request.cwd, request.file, out, String(max), ...request.args];
    let nenv = 0;
    for (const key in request.env) {
        const value = request.env[key];
        if (value === undefined)
            continue;
        fields.push(`${key}=${value}`);
        nenv++;
    }
    // NUL ends a field here, as it ends a C string in the exec: refused as a direct spawn refuses it.
    for (const field of fields)
        if (field.includes('\0'))
            throw new TypeError(`a null byte in an argument or the environment of ${request.file}`);
    const text = Buffer.from(`${fields.join('\0')}\0`);
    const input = request.input === undefined ? undefined : Buffer.from(request.input);
    const size = text.length + (input?.length ?? 0);
    const orphans = 'dieWithLauncher' in request && request.dieWithLauncher ? ' 1' : '';
    const head = Buffer.from(`${kind} ${id} ${request.args.length} ${nenv} ${input ? 1 : 0} ${size}${orphans}\n`);
    return input ? Buffer.concat([head, text, input]) : Buffer.concat([head, text]);
}
/**
 * The launcher's long-lived process, from this side: its FIFOs opened here before the launcher starts it (so the
 * process never waits on an open and its output has a reader from the first byte), writes queued until then.
 */
class LaunchedPipe {
    id;
    events;
    send;
    release;
    pid;
    /** The FIFOs' folder from Q until the process runs (its child removes them then). */
    folder;
    stdin;
    readers = [];
    queued = [];
    ending = false;
    killed = false;
    exit;
    open = 0;
    done = false;
    constructor(id, events, send, release) {
        this.id = id;
        this.events = events;
        this.send = send;
        this.release = release;
    }
    write(data) {
        if (this.done)
            return;
        if (this.stdin)
            this.stdin.write(data);
        else
            this.queued.push(data);
    }
    end() {
        this.ending = true;
        this.stdin?.end();
    }
    kill() {
        if (this.done)
            return;
        this.killed = true;
        if (this.pid !== undefined)
            this.send(`K ${this.id}\n`);
    }
    reply(kind, reply) {
        const [, , a, b] = reply.fields;
        if (kind === 'Q')
            this.opened(reply.body.toString('utf8'));
        else if (kind === 'N') {
            this.pid = Number(a);
            this.folder = undefined;
            if (this.killed)
                this.send(`K ${this.id}\n`);
        }
        else if (kind === 'X') {
            this.exit = exitStatus(a, b);
            this.stdin?.destroy();
            this.settle();
        }
        else if (kind === 'F')
            this.fail(launchError(a ?? '', reply.body.toString('utf8')));
    }
    fail(error) {
        if (this.done)
            return;
        this.done = true;
        for (const socket of [this.stdin, ...this.readers])
            socket?.destroy();
        // A launcher that died between making the FIFOs and starting the process left them: removed here (this side
        // knows the folder; a child that did start has removed them already, and a missing name is no error).
        if (this.folder)
            removeFifos(this.folder);
        this.folder = undefined;
        this.release();
        this.events.close(null, null, error);
    }
    /** Q: the FIFOs exist; this side's ends are opened without blocking, then the launcher starts the process (W). */
    opened(dir) {
        if (this.done || this.killed)
            return this.send(`A ${this.id}\n`);
        this.folder = dir;
        const fds = [];
        try {
            fds.push((0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, 'out'), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK));
            fds.push((0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, 'err'), external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK));
            // Read and write: an open for writing alone fails while nobody reads. The process sees the end of its input
            // when this descriptor closes.
            fds.push((0,external_node_fs_.openSync)((0,external_node_path_.join)(dir, 'in'), external_node_fs_.constants.O_RDWR | external_node_fs_.constants.O_NONBLOCK));
        }
        catch (e) {
            for (const fd of fds)
                (0,external_node_fs_.closeSync)(fd);
            this.send(`A ${this.id}\n`);
            return this.fail(e);
        }
        const [out, err, input] = fds;
        for (const [fd, stream] of [
            [out, 'stdout'],
            [err, 'stderr'],
        ]) {
            const reader = new external_node_net_.Socket({ fd, readable: true, writable: false });
            this.open++;
            reader.on('data', (d) => this.events.output(d, stream));
            reader.on('error', () => reader.destroy());
            reader.on('close', () => {
                this.open--;
                this.settle();
            });
            this.readers.push(reader);
        }
        this.stdin = new external_node_net_.Socket({ fd: input, readable: false, writable: true });
        this.stdin.on('error', () => {
            /* the exit tells what happened */
        });
        for (const data of this.queued)
            this.stdin.write(data);
        this.queued = [];
        if (this.ending)
            this.stdin.end();
        this.send(`W ${this.id}\n`);
    }
    settle() {
        if (this.done || !this.exit || this.open > 0)
            return;
        this.done = true;
        this.release();
        this.events.close(this.exit.code, this.exit.signal);
    }
}
class GitLauncher {
    program;
    child;
    waiting = new Map();
    streams = new Map();
    longLived = new Map();
    nextId = 0;
    buffered = Buffer.alloc(0);
    stderr = '';
    dead = false;
    /** It has said it runs: until then (~5 ms for perl, ~25 ms for Node) a request would wait for its start. */
    ready = false;
    /** It can start long-lived processes (`pipe`): the perl launcher, where it could make FIFOs. Known once ready. */
    startsLongLived = false;
    /**
     * It can start a one-shot process that is killed when the launcher dies (`dieWithLauncher`: the perl launcher sets
     * its parent-death signal where the syscall is known). Known once ready.
     */
    killsOrphans = false;
    get pid() {
        return this.child.pid;
    }
    /** `program`: perl only where `findPerl` found one (gitLauncher). */
    constructor(program) {
        this.program = program;
        const perl = program === 'perl' ? findPerl() : null;
        if (program === 'perl' && !perl)
            throw new errors/* ConfigurationError */.j1(`${PROGRAM}=perl: there is no perl on PATH`);
        // Its environment is PATH alone: no token, no NODE_OPTIONS, no PERL5LIB or PERL5OPT.
        this.child = (0,external_node_child_process_.spawn)(perl ?? process.execPath, ['-e', perl ? PERL_LAUNCHER : NODE_LAUNCHER], {
            env: { PATH: process.env.PATH ?? '' },
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        this.child.stdout.on('data', (d) => this.onData(d));
        this.child.stderr.on('data', (d) => {
            if (this.stderr.length < 4096)
                this.stderr += d.toString('utf8');
        });
        this.child.stdin.on('error', () => {
            /* the exit handler fails what is waiting */
        });
        this.child.on('error', (e) => this.die(e.message));
        this.child.on('close', (code, signal) => this.die(`exited with ${signal ?? code}`));
        this.idle();
    }
    launch(request) {
        if (request.dieWithLauncher && !this.killsOrphans)
            throw new Error('this launcher does not kill its orphans');
        const id = ++this.nextId;
        const out = request.outFd === undefined ? '' : `/proc/${process.pid}/fd/${request.outFd}`;
        const message = startMessage('L', id, request, out, request.maxBytes);
        const result = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
        if (this.pending() === 1)
            this.busy();
        this.send(message);
        return { result, kill: () => this.waiting.has(id) && this.send(`K ${id}\n`) };
    }
    /** Starts `request` as a detached process (its own group), its output and exit reported to `events`. */
    stream(request, events) {
        const id = ++this.nextId;
        const message = startMessage('S', id, request);
        this.streams.set(id, events);
        if (this.pending() === 1)
            this.busy();
        this.send(message);
        // Reported after the caller has its handle (as a spawn reports a failure to start).
        if (this.dead)
            process.nextTick(() => this.endStream(id)?.error(new Error('the git launcher is gone')));
        return { signalGroup: (signal, forget) => this.send(`G ${id} ${signal} ${forget === true ? 1 : 0}\n`) };
    }
    /**
     * Starts a long-lived process (cat-file --batch, merge-tree --stdin) whose stdin, stdout and stderr are FIFOs
     * this process opens itself: forked by the launcher, its data never passes through it. Perl launcher only.
     */
    pipe(request, events) {
        if (!this.startsLongLived)
            throw new Error('this launcher does not start long-lived processes');
        const id = ++this.nextId;
        const message = startMessage('P', id, request);
        const pipe = new LaunchedPipe(id, events, (m) => this.send(m), () => this.endPipe(id));
        this.longLived.set(id, pipe);
        if (this.pending() === 1)
            this.busy();
        this.send(message);
        if (this.dead)
            process.nextTick(() => pipe.fail(new Error('the git launcher is gone')));
        return pipe;
    }
    endPipe(id) {
        if (this.longLived.delete(id) && this.pending() === 0)
            this.idle();
    }
    pending() {
        return this.waiting.size + this.streams.size + this.longLived.size;
    }
    endStream(id) {
        const events = this.streams.get(id);
        this.streams.delete(id);
        if (events && this.pending() === 0)
            this.idle();
        return events;
    }
    send(message) {
        if (this.dead)
            return;
        this.child.stdin.write(message);
    }
    /** Whole messages out of what has come: a header line, then the bytes it counts. */
    onData(data) {
        this.buffered = this.buffered.length ? Buffer.concat([this.buffered, data]) : data;
        for (;;) {
            const end = this.buffered.indexOf(10);
            if (end < 0)
                return;
            const fields = this.buffered.toString('latin1', 0, end).split(' ');
            const size = bodySize(fields);
            if (this.buffered.length < end + 1 + size)
                return;
            const body = this.buffered.subarray(end + 1, end + 1 + size);
            this.buffered = this.buffered.subarray(end + 1 + size);
            if (fields[0] === 'Y') {
                this.ready = true;
                this.startsLongLived = fields[1] === '1';
                this.killsOrphans = fields[2] === '1';
            }
            else
                this.settle({ fields, body });
        }
    }
    settle(reply) {
        const [kind, idField] = reply.fields;
        const id = Number(idField);
        const streamed = this.streams.get(id);
        if (streamed)
            return this.relay(reply, streamed);
        const longLived = this.longLived.get(id);
        if (longLived)
            return longLived.reply(kind, reply);
        const waiting = this.waiting.get(id);
        if (!waiting)
            return;
        this.waiting.delete(id);
        if (this.pending() === 0)
            this.idle();
        if (kind === 'F')
            return waiting.reject(launchError(reply.fields[2] ?? '', reply.body.toString('utf8')));
        const [, , code, signal, outSize] = reply.fields;
        const piped = outSize === '-' ? 0 : Number(outSize);
        waiting.resolve({
            ...exitStatus(code, signal),
            stdout: outSize === '-' ? undefined : Buffer.from(reply.body.subarray(0, piped)),
            stderr: Buffer.from(reply.body.subarray(piped)),
        });
    }
    relay(reply, events) {
        const [kind, id, code, signal] = reply.fields;
        if (kind === 'O')
            events.output(Buffer.from(reply.body), 'stdout');
        else if (kind === 'E')
            events.output(Buffer.from(reply.body), 'stderr');
        else if (kind === 'X') {
            const exit = exitStatus(code, signal);
            events.exit(exit.code, exit.signal);
        }
        else if (kind === 'C')
            this.endStream(Number(id))?.close();
        else if (kind === 'F')
            this.endStream(Number(id))?.error(launchError(code ?? '', reply.body.toString('utf8')));
    }
    /** Nothing waits on git: the launcher must not keep this process alive. */
    idle() {
        this.child.unref();
        for (const pipe of this.pipes())
            pipe.unref();
    }
    busy() {
        this.child.ref();
        for (const pipe of this.pipes())
            pipe.ref();
    }
    /** A child's stdio streams are sockets (pipes) in Node; the typings only say stream. */
    pipes() {
        return [this.child.stdin, this.child.stdout, this.child.stderr];
    }
    /**
     * Ends the launcher and keeps this process until it has exited: waited for here, its git processes' CPU counts in
     * this process tree (a bench's or a runner's accounting), and no launcher outlives the run.
     */
    close() {
        if (this.dead)
            return;
        this.busy();
        this.child.stdin.end();
    }
    die(why) {
        if (this.dead)
            return;
        this.dead = true;
        const error = new Error(`the git launcher ${why}${this.stderr ? `: ${this.stderr.trim()}` : ''}`);
        for (const waiting of this.waiting.values())
            waiting.reject(error);
        this.waiting.clear();
        const streams = [...this.streams.values()];
        this.streams.clear();
        for (const events of streams)
            events.error(error);
        for (const pipe of [...this.longLived.values()])
            pipe.fail(error);
        this.idle();
    }
}
/**
 * After this many one-shot git starts a process starts the launcher: a short CLI run (an apply, a lag of a small
 * fork: 10–15 starts) never pays the launcher's own Node start (~25 ms of CPU) for a few starts it would save.
 */
const DIRECT_STARTS = 16;
/** A launcher that died (killed from outside) is replaced this often; after that git starts directly. */
const MAX_REPLACEMENTS = 2;
let directStarts = 0;
let replacements = 0;
let exitHooked = false;
let launcher;
/** UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM: `auto` (perl where PATH has one, else Node), `perl` or `node`. */
function launcherProgram() {
    const chosen = process.env[PROGRAM] || 'auto';
    if (chosen !== 'auto' && chosen !== 'perl' && chosen !== 'node')
        throw new errors/* ConfigurationError */.j1(`${PROGRAM}: expected auto, perl or node, got '${chosen}'`);
    if (chosen === 'node')
        return 'node';
    if (findPerl())
        return 'perl';
    if (chosen === 'perl')
        throw new errors/* ConfigurationError */.j1(`${PROGRAM}=perl: there is no perl on PATH`);
    return 'node';
}
/**
 * The launcher to start the next one-shot git with, or undefined to start it directly. UPSTREAM_INGEST_GIT_LAUNCHER
 * is `auto` (the default: Linux, after the first few starts), `always` or `never` (the way out if a platform
 * refuses it); UPSTREAM_INGEST_GIT_LAUNCHER_PROGRAM chooses its program.
 */
function gitLauncher() {
    const mode = process.env.UPSTREAM_INGEST_GIT_LAUNCHER || 'auto';
    if (mode !== 'auto' && mode !== 'always' && mode !== 'never')
        throw new errors/* ConfigurationError */.j1(`UPSTREAM_INGEST_GIT_LAUNCHER: expected auto, always or never, got '${mode}'`);
    if (mode === 'never' || (mode !== 'always' && process.platform !== 'linux'))
        return undefined;
    const program = launcherProgram();
    if (mode !== 'always' && ++directStarts <= DIRECT_STARTS)
        return undefined;
    // `auto` starts git directly while the launcher itself starts: a call never waits for it (~30 ms on a busy core).
    if (launcher && !launcher.dead && launcher.program === program)
        return mode === 'always' || launcher.ready ? launcher : undefined;
    if (launcher?.dead) {
        if (replacements >= MAX_REPLACEMENTS)
            return undefined;
        replacements++;
    }
    else
        launcher?.close(); // the other program was asked for since it started
    if (!exitHooked) {
        exitHooked = true;
        process.on('beforeExit', () => launcher?.close());
    }
    launcher = new GitLauncher(program);
    return mode === 'always' ? launcher : undefined;
}
/** The launcher now in use, if one was started (tests: its pid). */
function activeGitLauncher() {
    return launcher && !launcher.dead ? launcher : undefined;
}
/** A long-lived process's FIFO folder, removed with what the launcher makes in it (nothing else: never recursive). */
function removeFifos(dir) {
    for (const name of ['in', 'out', 'err'])
        try {
            (0,external_node_fs_.unlinkSync)((0,external_node_path_.join)(dir, name));
        }
        catch {
            /* gone already */
        }
    try {
        (0,external_node_fs_.rmdirSync)(dir);
    }
    catch {
        /* gone already, or not empty: not ours to empty */
    }
}


/***/ }),

/***/ 1447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ALLOWED_PROTOCOLS: () => (/* binding */ ALLOWED_PROTOCOLS),
  HARDENED_GIT_ARGS: () => (/* binding */ HARDENED_GIT_ARGS),
  NETWORK_TIMEOUT_MS: () => (/* binding */ NETWORK_TIMEOUT_MS),
  createGitRunner: () => (/* binding */ createGitRunner),
  hardenedEnv: () => (/* binding */ hardenedEnv),
  isNetworkCall: () => (/* binding */ isNetworkCall),
  isolatedConfigEnv: () => (/* binding */ isolatedConfigEnv),
  spawnGit: () => (/* binding */ spawnGit),
  startLongLivedGit: () => (/* binding */ startLongLivedGit),
  tokenAuthEnv: () => (/* binding */ tokenAuthEnv)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/process/on-path.ts
var on_path = __webpack_require__(9113);
// EXTERNAL MODULE: ./src/adapters/git/run/git-errors.ts
var git_errors = __webpack_require__(3785);
// EXTERNAL MODULE: ./src/adapters/git/run/git-launcher.ts + 1 modules
var git_launcher = __webpack_require__(719);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/adapters/files/tmpfs-root.ts
var tmpfs_root = __webpack_require__(3435);
;// CONCATENATED MODULE: ./src/adapters/git/run/output-file.ts





/**
 * tmpfs only with this much free: a container's /dev/shm is often 64 MB, and one log of a large history is more (a
 * write that fails there fails the git command). The system temp folder otherwise (page cache, rarely written out).
 */
const TMPFS_MIN_FREE = 1024 * 1024 * 1024;
/** Set when tmpfs refused a file (read-only in a container): not tried again. */
let tmpfsRefused = false;
let counter = 0;
function outputDirectory() {
    return (!tmpfsRefused && (0,tmpfs_root/* tmpfsRoot */.$)(TMPFS_MIN_FREE)) || (0,external_node_os_.tmpdir)();
}
/** Undefined when no file can be made here (read-only or full temp directory, a platform that cannot unlink it). */
function openOutputFile() {
    const dir = outputDirectory();
    const path = (0,external_node_path_.join)(dir, `upstream-ingest-out-${process.pid}-${++counter}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}`);
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'wx+', 0o600);
    }
    catch {
        if (dir !== (0,external_node_os_.tmpdir)())
            tmpfsRefused = true; // e.g. a read-only /dev/shm in a container
        return undefined;
    }
    try {
        (0,external_node_fs_.unlinkSync)(path);
    }
    catch {
        (0,external_node_fs_.closeSync)(fd);
        return undefined;
    }
    let open = true;
    const close = () => {
        if (open)
            (0,external_node_fs_.closeSync)(fd);
        open = false;
    };
    return {
        fd,
        close,
        readAndClose(maxBytes) {
            // Closed already (the child failed to start): its number may name another file by now.
            if (!open)
                throw new Error('the output file is closed');
            try {
                const size = (0,external_node_fs_.fstatSync)(fd).size;
                if (size > maxBytes)
                    throw new Error(`git wrote ${size} bytes, more than the ${maxBytes} this reads`);
                const buffer = Buffer.allocUnsafe(size);
                let done = 0;
                while (done < size) {
                    const n = (0,external_node_fs_.readSync)(fd, buffer, done, size - done, done);
                    if (n === 0)
                        break;
                    done += n;
                }
                return buffer.subarray(0, done);
            }
            finally {
                close();
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/adapters/git/run/git-runner.ts









const MAX_BUFFER = 1024 * 1024 * 1024;
/**
 * Before every git subcommand: no hook and no fsmonitor daemon of the repository ever runs. A verify command or an
 * agent can write `.git/hooks/*` or set `core.fsmonitor` in `.git/config`; without this, the next git call (the
 * push among them, with the token in its environment) would run their program. No automatic housekeeping either:
 * after a commit, cherry-pick or fetch git starts `maintenance run --auto` (a process each time, ~4 ms, and a
 * repack that may detach and outlive the run); the repository's own next git command still does it.
 */
const HARDENED_GIT_ARGS = [
    '-c',
    'core.hooksPath=/dev/null',
    '-c',
    'core.fsmonitor=false',
    '-c',
    'maintenance.auto=false',
    '-c',
    'gc.auto=0',
];
/** Variables no git process needs: action inputs (INPUT_TOKEN among them) and the runner's command files. */
const NOT_FOR_GIT = /^(?:INPUT_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY)$/;
/**
 * The transports git may use (GIT_ALLOW_PROTOCOL, git's own check, also for submodules and redirects): `fd::` would
 * read a descriptor this process never meant to give (and wait on it forever), `ext::` runs a command. Plain `http`
 * stays for loopback test and mirror servers; `assertAllowedTransport` refuses it for any other host.
 */
const ALLOWED_PROTOCOLS = 'https:ssh:file:http';
/** Subcommands that talk to another repository: they may carry a credential and may wait on a network. */
const NETWORK_SUBCOMMANDS = new Set(['fetch', 'push', 'ls-remote', 'clone', 'pull']);
/** A call to another repository that hears nothing for this long is killed (a blobless LLVM fetch takes minutes). */
const NETWORK_TIMEOUT_MS = 30 * 60_000;
/** `ls-remote --get-url` is one too: it must resolve the URL with exactly the config the push will read. */
function isNetworkCall(args) {
    return NETWORK_SUBCOMMANDS.has((0,git_errors/* gitSubcommand */.s7)(args));
}
function hardenedEnv(extra = {}) {
    const env = {};
    for (const [key, value] of Object.entries(process.env))
        if (!NOT_FOR_GIT.test(key))
            env[key] = value;
    // Never let a stray environment redirect git to another repository or work tree.
    for (const key of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY', 'GIT_NAMESPACE'])
        delete env[key];
    return {
        ...env,
        GIT_TERMINAL_PROMPT: '0',
        GIT_ASKPASS: 'echo',
        SSH_ASKPASS: 'echo',
        GCM_INTERACTIVE: 'never',
        GIT_PAGER: 'cat',
        GIT_EDITOR: 'true',
        GIT_SEQUENCE_EDITOR: 'true',
        LC_ALL: 'C',
        LANG: 'C',
        GIT_ALLOW_PROTOCOL: ALLOWED_PROTOCOLS,
        ...extra,
    };
}
/**
 * The environment of a call to another repository: it reads no global, XDG or system git config at all, and gets a
 * fresh, empty HOME. A verify command, agent or harness of an earlier step may have written `http.proxy`,
 * `trace2.eventTarget`, `url.*.insteadOf` or a credential helper into ~/.gitconfig; the push (with the token in its
 * environment) must not follow them. Proxies and CA files come from the environment (HTTPS_PROXY, GIT_SSL_CAINFO),
 * credentials from the token the caller passes (tokenAuthEnv) or ssh keys. Returns the env and its clean-up.
 */
function isolatedConfigEnv() {
    const home = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'upstream-ingest-git-home-'));
    liveHomes.add(home);
    if (!exitHooked) {
        exitHooked = true;
        // A process that exits with a call in flight (an error elsewhere, process.exit) removes the HOMEs it made.
        process.once('exit', () => {
            for (const dir of liveHomes)
                removeHome(dir);
        });
    }
    return {
        env: {
            HOME: home,
            XDG_CONFIG_HOME: (0,external_node_path_.join)(home, '.config'),
            GIT_CONFIG_GLOBAL: '/dev/null',
            GIT_CONFIG_NOSYSTEM: '1',
        },
        cleanup: () => {
            liveHomes.delete(home);
            removeHome(home);
        },
    };
}
const liveHomes = new Set();
let exitHooked = false;
/**
 * A call's HOME is almost always left empty: one rmdir (a recursive removal walks and stats it first, ~0.6 ms per
 * network call in the demo). Whatever git or a helper did write there goes with the recursive removal.
 */
function removeHome(home) {
    try {
        (0,external_node_fs_.rmdirSync)(home);
    }
    catch {
        (0,external_node_fs_.rmSync)(home, { recursive: true, force: true });
    }
}
/** `setpriv` (util-linux) where there is one: a git started through it is killed when this process dies. */
let pdeathWrapper;
function parentDeathWrapper() {
    if (pdeathWrapper === undefined)
        pdeathWrapper = (process.platform === 'linux' && (0,on_path/* onPathSync */.w)('setpriv')) || null;
    return pdeathWrapper;
}
/**
 * Starts git with the hardened environment, an argument array and no shell. `run` uses it for one-shot commands;
 * long-lived streaming processes (merge-tree --stdin, fast-import) use it directly.
 */
function spawnGit(cwd, args, env = {}) {
    return startGit(cwd, args, env, ['pipe', 'pipe', 'pipe']);
}
/**
 * A long-lived git (cat-file --batch, merge-tree --stdin): started by the perl launcher where one runs (a fork of this
 * process, whose memory may be hundreds of MB, costs milliseconds and a page fault for each page it then writes),
 * with FIFOs this process opens itself, so its data never passes through the launcher; started here otherwise.
 */
function startLongLivedGit(cwd, args, env, events) {
    const launcher = (0,git_launcher/* gitLauncher */.Lo)();
    if (launcher?.startsLongLived)
        return launcher.pipe({ cwd, ...gitCommand(args, env, false) }, events);
    const child = spawnGit(cwd, args, env);
    let closed = false;
    const close = (code, signal, error) => {
        if (closed)
            return;
        closed = true;
        events.close(code, signal, error);
    };
    child.stdout.on('data', (d) => events.output(d, 'stdout'));
    child.stderr.on('data', (d) => events.output(d, 'stderr'));
    child.stdin.on('error', () => {
        /* the exit tells what happened */
    });
    child.on('error', (e) => close(null, null, e));
    child.on('close', (code, signal) => close(code, signal));
    return {
        get pid() {
            return child.pid;
        },
        write: (data) => void child.stdin.write(data),
        end: () => void child.stdin.end(),
        kill: () => void child.kill('SIGKILL'),
    };
}
/**
 * The one place a git command line is made: hardened arguments and environment, no shell. `launcher`: the launcher
 * that will start it, if one does.
 */
function gitCommand(args, env, network, launcher) {
    const gitArgs = [...HARDENED_GIT_ARGS, ...args];
    if (!network)
        return { file: 'git', args: gitArgs, env: hardenedEnv(env) };
    // The global config is not read, so safe.directory comes from the command line: every earlier call of this run in
    // the same repository already passed git's ownership check with the user's own config.
    const isolatedArgs = ['-c', 'safe.directory=*', ...gitArgs];
    // A call to another repository must not outlive this process (a kill -9 of the CLI or the step leaves no git
    // waiting on a network): the parent-death signal, where the OS has one. Started by the launcher, its parent is the
    // launcher, which exits when this process does; the perl launcher sets the signal itself (one process fewer per
    // call), else the wrapper does.
    if (launcher?.killsOrphans)
        return { file: 'git', args: isolatedArgs, env: hardenedEnv(env), dieWithLauncher: true };
    const wrapper = parentDeathWrapper();
    return wrapper
        ? { file: wrapper, args: ['--pdeathsig', 'KILL', '--', 'git', ...isolatedArgs], env: hardenedEnv(env) }
        : { file: 'git', args: isolatedArgs, env: hardenedEnv(env) };
}
/** Starts git in this process with the given stdio. */
function startGit(cwd, args, env, stdio, network = false) {
    const command = gitCommand(args, env, network);
    return (0,external_node_child_process_.spawn)(command.file, command.args, { cwd, env: command.env, stdio, shell: false });
}
function createGitRunner(cwd, baseEnv = {}) {
    return {
        cwd,
        runPiped: (first, second, options = {}) => runPiped(cwd, baseEnv, first, second, options.input),
        run(args, options = {}) {
            const network = isNetworkCall(args);
            let launcher;
            try {
                launcher = (0,git_launcher/* gitLauncher */.Lo)();
            }
            catch (e) {
                return Promise.reject(e);
            }
            const env = { ...baseEnv, ...options.env };
            return launcher
                ? runLaunched(launcher, { cwd, args, env, options, network })
                : runDirect({ cwd, args, env, options, network });
        },
    };
}
function runDirect({ cwd, args, env, options, network }) {
    return new Promise((resolve, reject) => {
        const file = openOutputFile();
        const isolated = network ? isolatedConfigEnv() : undefined;
        let child;
        try {
            child = startGit(cwd, args, { ...env, ...isolated?.env }, ['pipe', file ? file.fd : 'pipe', 'pipe'], network);
        }
        catch (e) {
            file?.close();
            isolated?.cleanup();
            throw spawnFailure(e, cwd);
        }
        const out = [];
        const err = [];
        let size = 0;
        let timer;
        const timeoutMs = options.timeoutMs ?? (network ? NETWORK_TIMEOUT_MS : undefined);
        let timedOut = false;
        if (timeoutMs)
            timer = setTimeout(() => {
                timedOut = true;
                child.kill('SIGKILL');
            }, timeoutMs);
        child.stdout?.on('data', (d) => {
            size += d.length;
            if (size > MAX_BUFFER)
                child.kill('SIGKILL');
            out.push(d);
        });
        child.stderr.on('data', (d) => err.push(d));
        child.on('error', (e) => {
            if (timer)
                clearTimeout(timer);
            file?.close();
            isolated?.cleanup();
            reject(spawnFailure(e, cwd));
        });
        child.on('close', (code, signal) => {
            if (timer)
                clearTimeout(timer);
            isolated?.cleanup();
            const stdout = readStdout(file, out);
            if (stdout instanceof Error)
                return reject(stdout);
            try {
                resolve(gitResult(args, options, code, signal, stdout, Buffer.concat(err), timedOut ? timeoutMs : undefined));
            }
            catch (e) {
                reject(e);
            }
        });
        child.stdin.on('error', () => {
            /* git may exit before reading all input; the exit code tells what happened */
        });
        if (options.input !== undefined)
            child.stdin.end(options.input);
        else
            child.stdin.end();
    });
}
/** The same start through the launcher (git-launcher.ts): same argv, environment, output file and result. */
async function runLaunched(launcher, { cwd, args, env, options, network }) {
    const file = openOutputFile();
    const isolated = network ? isolatedConfigEnv() : undefined;
    const command = gitCommand(args, { ...env, ...isolated?.env }, network, launcher);
    const launched = launcher.launch({ cwd, ...command, input: options.input, outFd: file?.fd, maxBytes: MAX_BUFFER });
    const timeoutMs = options.timeoutMs ?? (network ? NETWORK_TIMEOUT_MS : undefined);
    let timedOut = false;
    const timer = timeoutMs
        ? setTimeout(() => {
            timedOut = true;
            launched.kill();
        }, timeoutMs)
        : undefined;
    let result;
    try {
        result = await launched.result;
    }
    catch (e) {
        file?.close();
        throw spawnFailure(e, cwd);
    }
    finally {
        if (timer)
            clearTimeout(timer);
        isolated?.cleanup();
    }
    let stdout;
    if (result.stdout) {
        file?.close();
        stdout = result.stdout;
    }
    else
        stdout = readStdout(file, []);
    if (stdout instanceof Error)
        throw stdout;
    return gitResult(args, options, result.code, result.signal, stdout, result.stderr, timedOut ? timeoutMs : undefined);
}
/** A finished git as a result, or the error its exit code and stderr mean. */
function gitResult(args, options, code, signal, stdoutBytes, stderrBytes, timedOutAfterMs) {
    const stderr = stderrBytes.toString('utf8') +
        (timedOutAfterMs !== undefined
            ? `\ntimed out after ${Math.round(timedOutAfterMs / 1000)} s`
            : signal
                ? `\nkilled by ${signal}`
                : '');
    const exitCode = code ?? 128;
    if (exitCode === 0 || options.okExitCodes?.includes(exitCode)) {
        const encoding = options.encoding ?? 'utf8';
        if (encoding === 'bytes')
            return { exitCode, stdout: '', stderr, bytes: stdoutBytes };
        return { exitCode, stdout: stdoutBytes.toString(encoding), stderr };
    }
    throw (0,git_errors/* translateGitError */.fg)(args, exitCode, stderr);
}
function runPiped(cwd, env, first, second, input) {
    return new Promise((resolve, reject) => {
        // The second starts first: the first then writes straight into its stdin (one OS pipe, nothing passes through
        // this process, so JavaScript work here never holds git up), and the second writes into a file.
        const file = openOutputFile();
        let b;
        let a;
        try {
            b = startGit(cwd, second, env, ['pipe', file ? file.fd : 'pipe', 'pipe']);
            a = startGit(cwd, first, env, ['pipe', b.stdin, 'pipe']);
        }
        catch (e) {
            file?.close();
            throw spawnFailure(e, cwd);
        }
        b.stdin.destroy(); // only the first writes into it: the second sees the end when the first exits
        const out = [];
        const errA = [];
        const errB = [];
        let pending = 2;
        let codeA = null;
        let codeB = null;
        let failed = false;
        let stoppedA = false;
        const finish = () => {
            if (--pending > 0 || failed)
                return;
            const stderr = (bufs) => Buffer.concat(bufs).toString('utf8');
            const bytes = readStdout(file, out);
            if (bytes instanceof Error)
                return reject(bytes);
            const stdout = bytes.toString('utf8');
            // The side that failed first is the error: the other was stopped because of it.
            if (codeA !== 0 && !stoppedA)
                reject((0,git_errors/* translateGitError */.fg)(first, codeA ?? 128, stderr(errA)));
            else if (codeB !== 0)
                reject((0,git_errors/* translateGitError */.fg)(second, codeB ?? 128, stderr(errB)));
            else if (codeA !== 0)
                reject((0,git_errors/* translateGitError */.fg)(first, codeA ?? 128, stderr(errA)));
            else
                resolve({ exitCode: 0, stdout, stderr: stderr(errB) });
        };
        b.stdout?.on('data', (d) => out.push(d));
        a.stderr.on('data', (d) => errA.push(d));
        b.stderr.on('data', (d) => errB.push(d));
        for (const [child, other] of [
            [a, b],
            [b, a],
        ]) {
            child.on('error', (e) => {
                other.kill('SIGKILL');
                failed = true;
                file?.close();
                reject(spawnFailure(e, cwd));
            });
            child.stdin?.on('error', () => {
                /* git may exit before reading all input; the exit code tells what happened */
            });
        }
        a.on('close', (code) => {
            codeA = code;
            if (code !== 0 && codeB === null)
                b.kill('SIGKILL');
            finish();
        });
        b.on('close', (code) => {
            codeB = code;
            if (code !== 0 && codeA === null) {
                stoppedA = true;
                a.kill('SIGKILL');
            }
            finish();
        });
        a.stdin.end(input ?? '');
    });
}
/** What a child wrote to stdout (its output file, else the chunks read from its pipe), or why it cannot be read. */
function readStdout(file, chunks) {
    try {
        return file ? file.readAndClose(MAX_BUFFER) : Buffer.concat(chunks);
    }
    catch (e) {
        return e instanceof Error ? e : new Error(String(e));
    }
}
/**
 * git could not even start: a working directory that does not exist or is a file, or no git on PATH, is the user's
 * to fix.
 */
function spawnFailure(error, cwd) {
    const code = error.code;
    if (code === 'ENOTDIR')
        return new errors/* ConfigurationError */.j1(`${cwd}: not a directory (expected a git repository)`);
    if (code !== 'ENOENT')
        return error;
    return (0,external_node_fs_.existsSync)(cwd)
        ? new errors/* ConfigurationError */.j1('git is not installed or not on PATH')
        : new errors/* ConfigurationError */.j1(`${cwd}: no such directory`);
}
/**
 * Authentication for https remotes without putting the token in argv or in a URL: git reads
 * `http.<url>.extraheader` from GIT_CONFIG_COUNT/KEY/VALUE (git ≥ 2.31), with command-line precedence. The first,
 * empty value resets headers inherited from other config (e.g. persisted checkout credentials), so exactly one
 * Authorization header is sent.
 */
function tokenAuthEnv(token, serverUrl = 'https://github.com') {
    const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
    const key = `http.${serverUrl.replace(/\/+$/, '')}/.extraheader`;
    return {
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: key,
        GIT_CONFIG_VALUE_0: '',
        GIT_CONFIG_KEY_1: key,
        GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
    };
}


/***/ }),

/***/ 9113:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ onPathSync)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The full path of an executable file named `name` in the first folder of PATH holding one, or undefined. A few stats
 * of PATH's folders: synchronous, it answers at once (also on the way to starting git).
 */
function onPathSync(name, path = process.env.PATH ?? '') {
    for (const dir of path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter).filter(Boolean)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, name);
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).isFile()) {
                (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
                return file;
            }
        }
        catch {
            /* not here */
        }
    }
    return undefined;
}


/***/ })

};
