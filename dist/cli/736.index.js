export const id = 736;
export const ids = [736,126,447];
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

/***/ 4284:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readUserFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);


/**
 * The text of a file the user named (a flag, an action input, a config key). One that cannot be read is a one-line
 * ConfigurationError naming where the path came from, the path and why (ENOENT, EACCES, EISDIR…): the user can fix it.
 * `what` is the flag or key (`--config`, `ledger`); `thing` says what the file should have been, where that helps.
 */
async function readUserFile(path, what, thing = 'it') {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${what} ${path}: cannot read ${thing} (${error.code ?? 'error'})`);
    }
}


/***/ }),

/***/ 836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ readCommits),
/* harmony export */   xu: () => (/* binding */ readRangeAndBoundary)
/* harmony export */ });
/* unused harmony export parseCommitLog */
const FIELDS = '%H%x00%P%x00%an%x00%ae%x00%aI%x00%cI%x00%B%x00';
const RECORD_START = '\x1e';
/** One `git log` for any number of commits: messages and (optionally) changed paths, NUL-delimited. */
async function readCommits(git, options) {
    const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}`];
    args.push(options.noWalk ? '--no-walk=unsorted' : '--topo-order');
    if (options.oldestFirst)
        args.push('--reverse');
    if (options.noMerges)
        args.push('--no-merges');
    // `--raw` costs git the same tree diff as `--name-status` and also gives both blob ids, which the content check
    // needs: it then reads no second diff of these commits.
    if (options.paths)
        args.push('--no-renames', '--raw', '--no-abbrev', '--no-ext-diff', '--diff-merges=off');
    if (options.stdin)
        args.push('--stdin', '--end-of-options', '--');
    else
        args.push('--end-of-options', ...options.revisions, '--');
    const { stdout } = await git.run(args, options.stdin ? { input: `${options.revisions.join('\n')}\n` } : {});
    return parseCommitLog(stdout, Boolean(options.paths));
}
/**
 * A range oldest first, with paths, and its boundary: the commits outside the range that its commits have as
 * parents (`--boundary`, marked by `%m`), read in the same process. When the boundary is one commit, that commit is
 * the merge-base of the two tips (every best common ancestor is on the boundary), so no `merge-base` walk is needed.
 */
async function readRangeAndBoundary(git, revisions, options = { paths: true }) {
    const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}%m%x00`, '--topo-order', '--reverse', '--boundary'];
    if (options.paths)
        args.push('--no-renames', '--raw', '--no-abbrev', '--no-ext-diff', '--diff-merges=off');
    args.push('--end-of-options', ...revisions, '--');
    const { stdout } = await git.run(args);
    const commits = [];
    const boundary = [];
    const marks = [];
    parseCommitLog(stdout, options.paths, marks).forEach((c, i) => (marks[i] === '-' ? boundary : commits).push(c));
    return { commits, boundary };
}
const HEX_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** `marks`: when given, each record carries one more field after its message (`%m`), collected there in order. */
function parseCommitLog(text, withPaths, marks) {
    const records = [];
    let pos = 0;
    const readField = () => {
        const end = text.indexOf('\0', pos);
        if (end < 0)
            throw new Error('unexpected end of git log output');
        const value = text.slice(pos, end);
        pos = end + 1;
        return value;
    };
    while (pos < text.length) {
        if (text[pos] !== RECORD_START)
            throw new Error(`unexpected git log output at offset ${pos}`);
        pos += 1;
        const sha = readField();
        if (!HEX_SHA.test(sha))
            throw new Error(`unexpected commit id in git log output: ${sha.slice(0, 80)}`);
        const parents = readField().split(' ').filter(Boolean);
        const authorName = readField();
        const authorEmail = readField();
        const authorDate = readField();
        const committedAt = readField();
        const message = readField();
        if (marks)
            marks.push(readField());
        // -z ends each commit with NUL and starts the diff part with a newline.
        if (text[pos] === '\0')
            pos += 1;
        if (text[pos] === '\n')
            pos += 1;
        const paths = [];
        while (pos < text.length && !isRecordStart(text, pos)) {
            const status = readField();
            const path = readField();
            if (withPaths)
                paths.push(changedPath(status, path));
        }
        records.push({
            sha,
            parents,
            authorName,
            authorEmail,
            authorDate,
            committedAt,
            message,
            ...(withPaths ? { paths } : {}),
        });
    }
    return records;
}
const ZERO_OID = /^0+$/;
/** `M` (name-status) or `:100644 100644 <old> <new> M` (raw, unabbreviated). */
function changedPath(field, path) {
    if (field.charCodeAt(0) !== 58 /* : */)
        return { status: field.charAt(0), path };
    // Walked by index, not split: a log of tens of thousands of commits has this field for every changed path.
    const a = field.indexOf(' ', field.indexOf(' ') + 1) + 1;
    const b = field.indexOf(' ', a) + 1;
    const c = field.indexOf(' ', b) + 1;
    const oldOid = field.slice(a, b - 1);
    const newOid = field.slice(b, c - 1);
    return {
        status: field.charAt(c),
        path,
        oldOid: isZero(oldOid) ? null : oldOid,
        newOid: isZero(newOid) ? null : newOid,
    };
}
function isZero(oid) {
    return oid.charCodeAt(0) === 48 /* 0 */ && ZERO_OID.test(oid);
}
function isRecordStart(text, pos) {
    if (text[pos] !== RECORD_START)
        return false;
    const end = text.indexOf('\0', pos + 1);
    return end > 0 && HEX_SHA.test(text.slice(pos + 1, end));
}


/***/ }),

/***/ 3840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ tryResolveCommit),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   Z6: () => (/* binding */ isRepository),
/* harmony export */   ZV: () => (/* binding */ assertRepository),
/* harmony export */   d9: () => (/* binding */ committerDate),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   j_: () => (/* binding */ assertSafeRevision),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);


/** Rejects names that git would read as options, or that carry control characters, before they reach git. */
function assertSafeRevision(name, what) {
    if (name === '' || name.startsWith('-') || /[\0-\x1f\x7f]/.test(name) || name.length > 1024) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: '${printable(name)}' is not a valid git revision`);
    }
}
function printable(text) {
    return JSON.stringify(text).slice(1, -1).slice(0, 200);
}
async function isRepository(git) {
    try {
        await git.run(['rev-parse', '--git-dir']);
        return true;
    }
    catch {
        return false;
    }
}
async function assertRepository(git) {
    if (!(await isRepository(git)))
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${git.cwd} is not a git repository`);
}
async function isShallow(git) {
    const { stdout } = await git.run(['rev-parse', '--is-shallow-repository']);
    return stdout.trim() === 'true';
}
/** Resolves a revision to a full commit SHA; unknown revisions become a ConfigurationError naming `what`. */
async function resolveCommit(git, revision, what) {
    assertSafeRevision(revision, what);
    const sha = await tryResolveCommit(git, revision);
    if (!sha)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: unknown revision '${printable(revision)}'`, 'fetch it first or check the name');
    return sha;
}
async function tryResolveCommit(git, revision) {
    try {
        const { stdout } = await git.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]);
        return stdout.trim() || undefined;
    }
    catch (error) {
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
            return undefined;
        throw error;
    }
}
async function mergeBase(git, a, b) {
    try {
        const { stdout } = await git.run(['merge-base', a, b]);
        return stdout.trim() || undefined;
    }
    catch (error) {
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
            return undefined;
        throw error;
    }
}
async function committerDate(git, sha) {
    const { stdout } = await git.run(['show', '-s', '--format=%cI', sha]);
    return stdout.trim();
}


/***/ }),

/***/ 3785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   Yl: () => (/* binding */ asUserError),
/* harmony export */   fg: () => (/* binding */ translateGitError)
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

/***/ 1447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HARDENED_GIT_ARGS: () => (/* binding */ HARDENED_GIT_ARGS),
  createGitRunner: () => (/* binding */ createGitRunner),
  hardenedEnv: () => (/* binding */ hardenedEnv),
  spawnGit: () => (/* binding */ spawnGit),
  tokenAuthEnv: () => (/* binding */ tokenAuthEnv)
});

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/git/run/git-errors.ts
var git_errors = __webpack_require__(3785);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
                return buffer.toString('utf8', 0, done);
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
 * push among them, with the token in its environment) would run their program.
 */
const HARDENED_GIT_ARGS = ['-c', 'core.hooksPath=/dev/null', '-c', 'core.fsmonitor=false'];
/** Variables no git process needs: action inputs (INPUT_TOKEN among them) and the runner's command files. */
const NOT_FOR_GIT = /^(?:INPUT_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY)$/;
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
        ...extra,
    };
}
/**
 * Starts git with the hardened environment, an argument array and no shell. `run` uses it for one-shot commands;
 * long-lived streaming processes (merge-tree --stdin, fast-import) use it directly.
 */
function spawnGit(cwd, args, env = {}) {
    return startGit(cwd, args, env, ['pipe', 'pipe', 'pipe']);
}
/** The one place git is started: hardened arguments and environment, no shell, the given stdio. */
function startGit(cwd, args, env, stdio) {
    return (0,external_node_child_process_.spawn)('git', [...HARDENED_GIT_ARGS, ...args], { cwd, env: hardenedEnv(env), stdio, shell: false });
}
function createGitRunner(cwd, baseEnv = {}) {
    return {
        cwd,
        runPiped: (first, second, options = {}) => runPiped(cwd, baseEnv, first, second, options.input),
        run(args, options = {}) {
            return new Promise((resolve, reject) => {
                const file = openOutputFile();
                let child;
                try {
                    child = startGit(cwd, args, { ...baseEnv, ...options.env }, ['pipe', file ? file.fd : 'pipe', 'pipe']);
                }
                catch (e) {
                    file?.close();
                    throw e;
                }
                const out = [];
                const err = [];
                let size = 0;
                let timer;
                if (options.timeoutMs)
                    timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
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
                    reject(spawnFailure(e, cwd));
                });
                child.on('close', (code, signal) => {
                    if (timer)
                        clearTimeout(timer);
                    const stdout = readStdout(file, out);
                    if (stdout instanceof Error)
                        return reject(stdout);
                    const stderr = Buffer.concat(err).toString('utf8') + (signal ? `\nkilled by ${signal}` : '');
                    const exitCode = code ?? 128;
                    if (exitCode === 0 || options.okExitCodes?.includes(exitCode))
                        resolve({ exitCode, stdout, stderr });
                    else
                        reject((0,git_errors/* translateGitError */.fg)(args, exitCode, stderr));
                });
                child.stdin.on('error', () => {
                    /* git may exit before reading all input; the exit code tells what happened */
                });
                if (options.input !== undefined)
                    child.stdin.end(options.input);
                else
                    child.stdin.end();
            });
        },
    };
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
            throw e;
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
function readStdout(file, chunks) {
    try {
        return file ? file.readAndClose(MAX_BUFFER) : Buffer.concat(chunks).toString('utf8');
    }
    catch (e) {
        return e instanceof Error ? e : new Error(String(e));
    }
}
/** git could not even start: a working directory that does not exist, or no git on PATH, is the user's to fix. */
function spawnFailure(error, cwd) {
    if (error.code !== 'ENOENT')
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

/***/ 6059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ subjectOf)
/* harmony export */ });
function subjectOf(message) {
    const end = message.indexOf('\n');
    return (end < 0 ? message : message.slice(0, end)).trim();
}


/***/ }),

/***/ 5403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   bz: () => (/* binding */ hasGlob),
/* harmony export */   kZ: () => (/* binding */ pathMatcher),
/* harmony export */   kt: () => (/* binding */ matchesGlob),
/* harmony export */   nG: () => (/* binding */ staticPrefix),
/* harmony export */   tL: () => (/* binding */ globToRegExp)
/* harmony export */ });
const MAX_GLOB = 512;
const cache = new Map();
/** An error message when the glob cannot be used, else undefined (for config validation). */
function globProblem(glob) {
    if (glob.trim() === '')
        return 'expected a non-empty glob';
    if (glob.length > MAX_GLOB)
        return `expected a glob of at most ${MAX_GLOB} characters`;
    if (glob.startsWith('/'))
        return 'expected a path relative to the repository root (no leading /)';
    let depth = 0;
    let inClass = false;
    for (const ch of glob) {
        if (inClass) {
            if (ch === ']')
                inClass = false;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === '{')
            depth++;
        else if (ch === '}')
            depth--;
        if (depth < 0)
            return "unbalanced '}'";
    }
    if (inClass)
        return "unclosed '['";
    if (depth !== 0)
        return "unbalanced '{'";
    return undefined;
}
function globToRegExp(glob, options = {}) {
    const key = `${options.anchored ? 'a' : 'g'}${options.ignoreCase ? 'i' : ''}\u0000${glob}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const pattern = glob.replace(/^\.?\/+/, '');
    const anywhere = !options.anchored && !pattern.includes('/');
    const re = new RegExp(`^${anywhere ? '(?:.*/)?' : ''}${translate(pattern)}$`, options.ignoreCase ? 'i' : '');
    cache.set(key, re);
    return re;
}
function matchesGlob(path, glob, options = {}) {
    return globToRegExp(glob, options).test(path);
}
/** One matcher for a list: a path matches when an including glob matches and no `!excluding` glob does. */
function pathMatcher(globs, options = {}) {
    const include = globs.filter((g) => !g.startsWith('!')).map((g) => globToRegExp(g, options));
    const exclude = globs.filter((g) => g.startsWith('!')).map((g) => globToRegExp(g.slice(1), options));
    return (path) => include.some((r) => r.test(path)) && !exclude.some((r) => r.test(path));
}
/** The directory part of a glob before its first glob character: where to start walking for it. */
function staticPrefix(glob) {
    const parts = glob.replace(/^\.\//, '').split('/');
    const fixed = [];
    for (const part of parts.slice(0, -1)) {
        if (hasGlob(part))
            break;
        fixed.push(part);
    }
    return fixed.join('/');
}
function hasGlob(glob) {
    return /[*?[{]/.test(glob);
}
function translate(pattern) {
    let out = '';
    let braceDepth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            if (pattern[i + 1] === '*') {
                const atStart = i === 0 || pattern[i - 1] === '/';
                const atEnd = i + 2 === pattern.length || pattern[i + 2] === '/';
                i++;
                if (atStart && pattern[i + 1] === '/') {
                    // `**/` matches zero or more whole directories.
                    out += '(?:[^/]+/)*';
                    i++;
                }
                else if (atStart && atEnd)
                    out += '.*';
                else
                    out += '[^/]*';
            }
            else
                out += '[^/]*';
        }
        else if (c === '?')
            out += '[^/]';
        else if (c === '[') {
            const close = pattern.indexOf(']', i + 2);
            if (close === -1)
                out += '\\[';
            else {
                let body = pattern.slice(i + 1, close);
                if (body.startsWith('!'))
                    body = `^${body.slice(1)}`;
                out += `[${body.replace(/\\/g, '\\\\')}]`;
                i = close;
            }
        }
        else if (c === '{') {
            braceDepth++;
            out += '(?:';
        }
        else if (c === '}' && braceDepth > 0) {
            braceDepth--;
            out += ')';
        }
        else if (c === ',' && braceDepth > 0)
            out += '|';
        else
            out += c.replace(/[.+^$()|\\\]}{]/g, '\\$&');
    }
    while (braceDepth-- > 0)
        out += ')';
    return out;
}


/***/ }),

/***/ 868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ short)
/* harmony export */ });
/**
 * A commit SHA shortened for people: ten hex digits by default (unambiguous in logs, reasons and tables, short
 * enough to read); twelve where a line names commits of several repositories at once. The length is a literal type
 * so that `.map(short)` (which would pass the index as the length) does not compile.
 */
function short(sha, length = 10) {
    return sha.slice(0, length);
}


/***/ }),

/***/ 1003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ checkTextSize),
/* harmony export */   Or: () => (/* binding */ checkJsonDepth),
/* harmony export */   sf: () => (/* binding */ checkTextLimits)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

const MAX_BYTES = 16 * 1024 * 1024;
/** Far beyond any real config, plan or result file, and far below what the YAML parser's recursion survives. */
const MAX_FLOW_DEPTH = 128;
const MAX_BLOCK_COLUMN = 256;
const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const BACKSLASH = 0x5c;
const DOUBLE = 0x22;
const SINGLE = 0x27;
const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
/** The size and nesting limits every structured file is held to before any parser sees it (JSON and YAML alike). */
function checkTextLimits(text, source) {
    checkTextSize(text, source);
    const nesting = nestingProblem(text);
    if (nesting)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: ${nesting}`);
}
/** The size limit alone (checked before `JSON.parse` reads anything). */
function checkTextSize(text, source) {
    if (text.length > MAX_BYTES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: file is larger than ${MAX_BYTES} bytes`);
}
/**
 * The nesting limit for text `JSON.parse` has just accepted: only bracket depth can matter there (indentation nests
 * nothing in JSON), and strings are skipped with `indexOf` rather than walked — a 1.6 MB plan is mostly strings.
 */
function checkJsonDepth(text, source) {
    if (jsonDepthExceeds(text, MAX_FLOW_DEPTH))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: nested more than ${MAX_FLOW_DEPTH} levels deep`);
}
/** Whether valid JSON `text` nests arrays and objects more than `max` deep. */
function jsonDepthExceeds(text, max) {
    let depth = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === DOUBLE) {
            // The closing quote is the first one not escaped: preceded by an even number of backslashes.
            let end = text.indexOf('"', i + 1);
            while (end > 0 && escapedAt(text, end))
                end = text.indexOf('"', end + 1);
            if (end < 0)
                return false;
            i = end;
        }
        else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
            if (++depth > max)
                return true;
        }
        else if (c === CLOSE_SQUARE || c === CLOSE_CURLY)
            depth--;
    }
    return false;
}
function escapedAt(text, quote) {
    let backslashes = 0;
    for (let k = quote - 1; k >= 0 && text.charCodeAt(k) === BACKSLASH; k--)
        backslashes++;
    return backslashes % 2 === 1;
}
/** What may stand before a quote that opens a string in a flow collection: white space (as `\s`), `,`, `[`, `{`, `:`. */
function opensQuote(code) {
    if (code === 0x2c || code === OPEN_SQUARE || code === OPEN_CURLY || code === 0x3a)
        return true;
    if (code === SPACE || (code >= TAB && code <= 0x0d))
        return true;
    return code > 0x7f && /\s/.test(String.fromCharCode(code));
}
/**
 * The YAML parser recurses once per nesting level, and near the end of the stack V8 can abort the whole process
 * (a fatal error, not an exception) instead of throwing: a hostile file nested a million levels deep must be refused
 * before it is parsed. One linear pass that can only over-estimate the depth: flow brackets (outside the quoted
 * strings of flow collections, as in JSON), and the column where each line's content starts (indentation plus `- `
 * sequence indicators). Char codes, not one-character strings: a 1.6 MB plan is scanned on every apply.
 */
function nestingProblem(text) {
    let flow = 0;
    let quote = 0;
    let lineStart = true;
    let column = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === NEWLINE) {
            lineStart = true;
            column = 0;
            continue;
        }
        if (lineStart) {
            if (c === SPACE || c === TAB || (c === DASH && text.charCodeAt(i + 1) === SPACE)) {
                if (++column > MAX_BLOCK_COLUMN)
                    return `indented more than ${MAX_BLOCK_COLUMN} columns deep`;
                continue;
            }
            lineStart = false;
        }
        if (quote !== 0) {
            if (c === BACKSLASH && quote === DOUBLE)
                i++;
            else if (c === quote)
                quote = 0;
        }
        else if ((c === DOUBLE || c === SINGLE) && flow > 0 && (i === 0 || opensQuote(text.charCodeAt(i - 1))))
            quote = c;
        else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
            if (++flow > MAX_FLOW_DEPTH)
                return `nested more than ${MAX_FLOW_DEPTH} levels deep`;
        }
        else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && flow > 0)
            flow--;
    }
    return undefined;
}


/***/ }),

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeZodIssues: () => (/* binding */ describeZodIssues),
/* harmony export */   parseOrThrow: () => (/* binding */ parseOrThrow)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** `entries[3].disposition: expected one of …` — names the key and what was expected. */
function describeZodIssues(error, limit = 5) {
    const lines = error.issues.slice(0, limit).map((issue) => {
        const where = issue.path.length ? formatPath(issue.path) : '(top level)';
        return `${where}: ${issue.message}`;
    });
    if (error.issues.length > limit)
        lines.push(`… and ${error.issues.length - limit} more`);
    return lines.join('; ');
}
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}
/** Parses `value` with `schema` or throws a ConfigurationError that names `source` and each bad key. */
function parseOrThrow(schema, value, source) {
    const result = schema.safeParse(value);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${describeZodIssues(result.error)}`);
    return result.data;
}


/***/ })

};
