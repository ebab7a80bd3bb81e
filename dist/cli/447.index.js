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

/***/ 2690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ gitLauncher)
/* harmony export */ });
/* unused harmony exports GitLauncher, activeGitLauncher */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);


/**
 * A small helper process that starts this process's one-shot git commands.
 *
 * Why: on Linux, Node starts a child by forking the whole parent and waiting for the exec. A fork copies the page
 * tables, and afterwards every page the parent writes faults once (copy-on-write). In a CLI run that holds ~180 MB
 * (the demo, a long apply, a jest worker) each git start blocked the main thread for 2–7 ms and a demo's 1,500
 * starts cost ~3.6 s of it plus ~470,000 page faults. The launcher is a bare Node (~40 MB, no bundle) that forks
 * cheaply, on the other core, while this process goes on with its work.
 *
 * What it is not: a second place that decides how git runs. The caller (git-runner.ts) builds the whole argv and the
 * hardened environment exactly as for a direct start (for a call to another repository: the isolated config, the
 * credentials and the parent-death wrapper, whose parent is then the launcher); the launcher only spawns, pipes
 * stdin, collects stderr and reports the exit. Its own environment is PATH alone (no token, no NODE_OPTIONS).
 * Long-lived processes (cat-file --batch, merge-tree --stdin) never go through it.
 *
 * Its stdout is written where the direct start writes it: into this process's unlinked output file, which the
 * launcher opens through `/proc/<pid>/fd/<n>` (same user, mode 0600); where that cannot be opened, the output comes
 * back over the pipe. When this process exits or dies, the launcher reads the end of its stdin and exits.
 */
/** The launcher's program: CommonJS for `node -e`, no import of this bundle, one JSON line per message each way. */
const LAUNCHER_PROGRAM = String.raw `'use strict';
const { spawn } = require('child_process');
const { openSync, closeSync } = require('fs');
const kids = new Map();
let buffered = '';
const send = (m) => process.stdout.write(JSON.stringify(m) + '\n');
function start(m) {
  let fd;
  if (m.out) {
    try { fd = openSync(m.out, 'r+'); } catch { fd = undefined; }
  }
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', fd === undefined ? 'pipe' : fd, 'pipe'] });
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    return send({ id: m.id, error: { code: e.code, message: e.message } });
  }
  if (fd !== undefined) closeSync(fd);
  kids.set(m.id, child);
  const out = [];
  const err = [];
  let size = 0;
  let failed = false;
  if (child.stdout) child.stdout.on('data', (d) => { size += d.length; if (size > m.max) child.kill('SIGKILL'); else out.push(d); });
  child.stderr.on('data', (d) => err.push(d));
  child.on('error', (e) => {
    if (failed) return;
    failed = true;
    kids.delete(m.id);
    send({ id: m.id, error: { code: e.code, message: e.message } });
  });
  child.on('close', (code, signal) => {
    kids.delete(m.id);
    if (failed) return;
    send({ id: m.id, code, signal, stdout: child.stdout ? Buffer.concat(out).toString('base64') : undefined, stderr: Buffer.concat(err).toString('base64') });
  });
  child.stdin.on('error', () => {});
  if (m.input !== undefined) child.stdin.end(Buffer.from(m.input, 'base64')); else child.stdin.end();
}
const groups = new Map();
function stream(m) {
  let child;
  try {
    child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  } catch (e) {
    return send({ id: m.id, error: { code: e.code, message: e.message } });
  }
  if (child.pid !== undefined) groups.set(m.id, child.pid);
  child.stdout.on('data', (d) => send({ id: m.id, o: d.toString('base64') }));
  child.stderr.on('data', (d) => send({ id: m.id, e: d.toString('base64') }));
  child.on('error', (e) => send({ id: m.id, error: { code: e.code, message: e.message } }));
  child.on('exit', (code, signal) => send({ id: m.id, exit: { code, signal } }));
  child.on('close', () => send({ id: m.id, closed: true }));
  child.stdin.on('error', () => {});
  child.stdin.end(m.input === undefined ? undefined : Buffer.from(m.input, 'base64'));
}
function signalGroup(m) {
  const pid = groups.get(m.group);
  if (m.forget) groups.delete(m.group);
  if (pid !== undefined) { try { process.kill(-pid, m.signal); } catch {} }
}
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buffered += d;
  let i;
  while ((i = buffered.indexOf('\n')) >= 0) {
    const m = JSON.parse(buffered.slice(0, i));
    buffered = buffered.slice(i + 1);
    if (m.kill !== undefined) { const c = kids.get(m.kill); if (c) c.kill('SIGKILL'); }
    else if (m.group !== undefined) signalGroup(m);
    else if (m.stream) stream(m);
    else start(m);
  }
});
process.stdin.on('end', () => process.exit(0));
send({ ready: true });
`;
/** A start the launcher reported as failed, with spawn's error code (ENOENT: no such program). */
function launchError(reported) {
    const error = new Error(reported.message);
    if (reported.code)
        error.code = reported.code;
    return error;
}
class GitLauncher {
    child;
    waiting = new Map();
    streams = new Map();
    nextId = 0;
    buffered = '';
    stderr = '';
    dead = false;
    /** It has said it runs: until then (a Node start, ~25 ms) a request would wait for its start. */
    ready = false;
    get pid() {
        return this.child.pid;
    }
    constructor() {
        this.child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(process.execPath, ['-e', LAUNCHER_PROGRAM], {
            env: { PATH: process.env.PATH ?? '' },
            stdio: ['pipe', 'pipe', 'pipe'],
        });
        this.child.stdout.setEncoding('utf8');
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
        const id = ++this.nextId;
        const result = new Promise((resolve, reject) => this.waiting.set(id, { resolve, reject }));
        if (this.pending() === 1)
            this.busy();
        this.send({
            id,
            cwd: request.cwd,
            file: request.file,
            args: request.args,
            env: request.env,
            input: request.input === undefined ? undefined : Buffer.from(request.input).toString('base64'),
            out: request.outFd === undefined ? undefined : `/proc/${process.pid}/fd/${request.outFd}`,
            max: request.maxBytes,
        });
        return { result, kill: () => this.waiting.has(id) && this.send({ kill: id }) };
    }
    /** Starts `request` as a detached process (its own group), its output and exit reported to `events`. */
    stream(request, events) {
        const id = ++this.nextId;
        this.streams.set(id, events);
        if (this.pending() === 1)
            this.busy();
        this.send({
            id,
            stream: true,
            cwd: request.cwd,
            file: request.file,
            args: request.args,
            env: request.env,
            input: request.input === undefined ? undefined : Buffer.from(request.input).toString('base64'),
        });
        // Reported after the caller has its handle (as a spawn reports a failure to start).
        if (this.dead)
            process.nextTick(() => this.endStream(id)?.error(new Error('the git launcher is gone')));
        return { signalGroup: (signal, forget) => this.send({ group: id, signal, forget: forget === true }) };
    }
    pending() {
        return this.waiting.size + this.streams.size;
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
        this.child.stdin.write(`${JSON.stringify(message)}\n`);
    }
    onData(data) {
        this.buffered += data;
        let end;
        while ((end = this.buffered.indexOf('\n')) >= 0) {
            const reply = JSON.parse(this.buffered.slice(0, end));
            this.buffered = this.buffered.slice(end + 1);
            if ('ready' in reply)
                this.ready = true;
            else
                this.settle(reply);
        }
    }
    settle(reply) {
        const streamed = this.streams.get(reply.id);
        if (streamed)
            return this.relay(reply, streamed);
        const waiting = this.waiting.get(reply.id);
        if (!waiting)
            return;
        this.waiting.delete(reply.id);
        if (this.pending() === 0)
            this.idle();
        if (reply.error)
            return waiting.reject(launchError(reply.error));
        waiting.resolve({
            code: reply.code ?? null,
            signal: reply.signal ?? null,
            stdout: reply.stdout === undefined ? undefined : Buffer.from(reply.stdout, 'base64'),
            stderr: Buffer.from(reply.stderr ?? '', 'base64'),
        });
    }
    relay(reply, events) {
        if (reply.o !== undefined)
            events.output(Buffer.from(reply.o, 'base64'), 'stdout');
        else if (reply.e !== undefined)
            events.output(Buffer.from(reply.e, 'base64'), 'stderr');
        else if (reply.exit)
            events.exit(reply.exit.code, reply.exit.signal);
        else if (reply.closed)
            this.endStream(reply.id)?.close();
        else if (reply.error)
            this.endStream(reply.id)?.error(launchError(reply.error));
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
        this.idle();
    }
}
/**
 * After this many one-shot git starts a process starts the launcher: a short CLI run (an apply, a lag of a small
 * fork: 10–15 starts) never pays the launcher's own Node start (~25 ms of CPU) for a few starts it would save.
 */
const DIRECT_STARTS = 16;
/** A launcher that died (killed from outside) is replaced this often; after that git starts directly. */
const MAX_LAUNCHERS = 3;
let directStarts = 0;
let launchers = 0;
let launcher;
/**
 * The launcher to start the next one-shot git with, or undefined to start it directly. UPSTREAM_INGEST_GIT_LAUNCHER
 * is `auto` (the default: Linux, after the first few starts), `always` or `never` (the way out if a platform
 * refuses it).
 */
function gitLauncher() {
    const mode = process.env.UPSTREAM_INGEST_GIT_LAUNCHER || 'auto';
    if (mode !== 'auto' && mode !== 'always' && mode !== 'never')
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`UPSTREAM_INGEST_GIT_LAUNCHER: expected auto, always or never, got '${mode}'`);
    if (mode === 'never' || (mode !== 'always' && process.platform !== 'linux'))
        return undefined;
    if (mode !== 'always' && ++directStarts <= DIRECT_STARTS)
        return undefined;
    // `auto` starts git directly while the launcher itself starts: a call never waits for it (~30 ms on a busy core).
    if (launcher && !launcher.dead)
        return mode === 'always' || launcher.ready ? launcher : undefined;
    if (launchers >= MAX_LAUNCHERS)
        return undefined;
    if (launchers++ === 0)
        process.on('beforeExit', () => launcher?.close());
    launcher = new GitLauncher();
    return mode === 'always' ? launcher : undefined;
}
/** The launcher now in use, if one was started (tests: its pid). */
function activeGitLauncher() {
    return launcher && !launcher.dead ? launcher : undefined;
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
// EXTERNAL MODULE: ./src/adapters/git/run/git-errors.ts
var git_errors = __webpack_require__(3785);
// EXTERNAL MODULE: ./src/adapters/git/run/git-launcher.ts
var git_launcher = __webpack_require__(2690);
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
        readAndClose(maxBytes, encoding = 'utf8') {
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
                return buffer.toString(encoding, 0, done);
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
                (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
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
            (0,external_node_fs_.rmSync)(home, { recursive: true, force: true });
        },
    };
}
const liveHomes = new Set();
let exitHooked = false;
/** `setpriv` (util-linux) where there is one: a git started through it is killed when this process dies. */
let pdeathWrapper;
function parentDeathWrapper() {
    if (pdeathWrapper !== undefined)
        return pdeathWrapper;
    pdeathWrapper = null;
    if (process.platform !== 'linux')
        return null;
    for (const dir of (process.env.PATH ?? '').split(external_node_path_.delimiter).filter(Boolean)) {
        const candidate = (0,external_node_path_.join)(dir, 'setpriv');
        try {
            if ((0,external_node_fs_.statSync)(candidate).isFile())
                return (pdeathWrapper = candidate);
        }
        catch {
            /* not here */
        }
    }
    return null;
}
/**
 * Starts git with the hardened environment, an argument array and no shell. `run` uses it for one-shot commands;
 * long-lived streaming processes (merge-tree --stdin, fast-import) use it directly.
 */
function spawnGit(cwd, args, env = {}) {
    return startGit(cwd, args, env, ['pipe', 'pipe', 'pipe']);
}
/** The one place a git command line is made: hardened arguments and environment, no shell. */
function gitCommand(args, env, network) {
    const gitArgs = [...HARDENED_GIT_ARGS, ...args];
    if (!network)
        return { file: 'git', args: gitArgs, env: hardenedEnv(env) };
    // The global config is not read, so safe.directory comes from the command line: every earlier call of this run in
    // the same repository already passed git's ownership check with the user's own config.
    const isolatedArgs = ['-c', 'safe.directory=*', ...gitArgs];
    // A call to another repository must not outlive this process (a kill -9 of the CLI or the step leaves no git
    // waiting on a network): the parent-death signal, where the OS has one. Started by the launcher, its parent is the
    // launcher, which exits when this process does.
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
            const stdout = readStdout(file, out, options.encoding);
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
    const command = gitCommand(args, { ...env, ...isolated?.env }, network);
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
        stdout = result.stdout.toString(options.encoding ?? 'utf8');
    }
    else
        stdout = readStdout(file, [], options.encoding);
    if (stdout instanceof Error)
        throw stdout;
    return gitResult(args, options, result.code, result.signal, stdout, result.stderr, timedOut ? timeoutMs : undefined);
}
/** A finished git as a result, or the error its exit code and stderr mean. */
function gitResult(args, options, code, signal, stdout, stderrBytes, timedOutAfterMs) {
    const stderr = stderrBytes.toString('utf8') +
        (timedOutAfterMs !== undefined
            ? `\ntimed out after ${Math.round(timedOutAfterMs / 1000)} s`
            : signal
                ? `\nkilled by ${signal}`
                : '');
    const exitCode = code ?? 128;
    if (exitCode === 0 || options.okExitCodes?.includes(exitCode))
        return { exitCode, stdout, stderr };
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
            const stdout = readStdout(file, out);
            if (stdout instanceof Error)
                return reject(stdout);
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
function readStdout(file, chunks, encoding = 'utf8') {
    try {
        return file ? file.readAndClose(MAX_BUFFER, encoding) : Buffer.concat(chunks).toString(encoding);
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


/***/ })

};
