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
export const PERL_LAUNCHER = String.raw`use strict; use warnings; use POSIX (); use Fcntl; use Config;
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
export const NODE_LAUNCHER = String.raw`'use strict';
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
