export const id = 656;
export const ids = [656,447,423];
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

/***/ 5423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_API_URL: () => (/* binding */ DEFAULT_API_URL),
/* harmony export */   apiUrlFromEnv: () => (/* binding */ apiUrlFromEnv),
/* harmony export */   createGitHubClient: () => (/* binding */ createGitHubClient),
/* harmony export */   parseRepo: () => (/* binding */ parseRepo)
/* harmony export */ });
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5555);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6856);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _shared_logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4381);






const DEFAULT_API_URL = 'https://api.github.com';
const DEFAULT_MAX_WAIT_SECONDS = 120;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;
/** The REST API root the Actions runner advertises (GITHUB_API_URL), else github.com's. */
function apiUrlFromEnv(env) {
    const value = env['GITHUB_API_URL']?.trim();
    return value ? value.replace(/\/+$/, '') : DEFAULT_API_URL;
}
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
/** `owner/name`, `https://github.com/owner/name` or `…/name.git` → `{ owner, repo }`; anything else is a ConfigurationError. */
function parseRepo(value, inputName = 'repository') {
    const text = value.trim();
    const url = /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(text);
    const short = /^([^/\s]+)\/([^/\s]+)$/.exec(text);
    const match = url ?? short;
    const owner = match?.[1];
    const repo = match?.[2];
    if (!owner || !repo || !OWNER.test(owner) || !NAME.test(repo) || repo === '.' || repo === '..') {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${inputName}: expected "owner/name" or "https://github.com/owner/name", got ${JSON.stringify(value.slice(0, 200))}`);
    }
    return { owner, repo };
}
/** `POST /repos/o/r/issues` from Octokit's endpoint options (whose url is still the `{owner}` template). */
function describeRequest(options) {
    const params = options;
    const path = (options.url ?? '')
        .replace(/^https?:\/\/[^/]+/, '')
        .split('?')[0]
        ?.replace(/\{([a-z_]+)\}/g, (whole, name) => {
        const value = params[name];
        return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : whole;
    });
    return `${options.method ?? 'GET'} ${path}`;
}
/**
 * Adds a per-attempt timeout (until the response headers arrive) and a debug line per attempt. The timeout error is
 * deliberately not an `AbortError`: Octokit turns it into a status-500 RequestError, which plugin-retry retries like
 * a connection reset. The body is not under this timeout: Octokit would swallow an abort there as an empty body.
 */
function timedFetch(inner, timeoutMs, logger) {
    return async (url, init = {}) => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
        const label = `${init.method ?? 'GET'} ${new URL(String(url)).pathname}`;
        try {
            const response = await inner(url, { ...init, signal });
            logger.debug(`GitHub API ${label} → ${response.status}`);
            return response;
        }
        catch (error) {
            if (controller.signal.aborted && !init.signal?.aborted) {
                logger.debug(`GitHub API ${label} → no response within ${timeoutMs} ms`);
                throw new Error(`no response from the GitHub API within ${timeoutMs} ms`, { cause: error });
            }
            const reason = error instanceof Error ? (error.cause?.message ?? error.message) : 'failed';
            logger.debug(`GitHub API ${label} → ${reason}`);
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    };
}
/**
 * The Octokit from `@actions/github` (proxy-aware fetch, GITHUB_API_URL) with plugin-retry and plugin-throttling.
 * Rate-limit waits are allowed while this client's total waiting stays within `maxWaitSeconds`; past that the
 * request fails with GitHub's error, which `translateGitHubError` turns into a message with the reset time.
 * The token goes only into the authorization header: never into a log line or an error message.
 */
function createGitHubClient(options) {
    if (!options.token)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1('token: a GitHub token is required (input `token` or GITHUB_TOKEN)');
    const logger = options.logger ?? _shared_logger_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .q;
    const maxWaitSeconds = options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;
    const baseUrl = (options.baseUrl ?? apiUrlFromEnv(process.env)).replace(/\/+$/, '');
    let waitedSeconds = 0;
    const allowWait = (kind, retryAfter, request, retryCount) => {
        const what = describeRequest(request);
        if (waitedSeconds + retryAfter > maxWaitSeconds) {
            logger.warning(`GitHub ${kind} on ${what}: retry allowed in ${retryAfter} s, beyond the wait budget ` +
                `(${waitedSeconds} of ${maxWaitSeconds} s used); giving up`);
            return false;
        }
        waitedSeconds += retryAfter;
        logger.warning(`GitHub ${kind} on ${what}: waiting ${retryAfter} s before retry ${retryCount + 1}`);
        return true;
    };
    const innerFetch = _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request?.fetch ?? globalThis.fetch;
    const throttle = {
        onRateLimit: (retryAfter, request, _octokit, retryCount) => allowWait('rate limit', retryAfter, request, retryCount),
        onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => allowWait('secondary rate limit', retryAfter, request, retryCount),
        ...(options.paceWrites === false ? unpacedGroups() : {}),
    };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(options.token, {
        baseUrl,
        userAgent: options.userAgent ?? 'upstream-ingest',
        log: {
            debug: (m) => logger.debug(m),
            info: (m) => logger.debug(m),
            warn: (m) => logger.warning(m),
            error: (m) => logger.warning(m),
        },
        request: {
            fetch: timedFetch(innerFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, logger),
        },
        retry: {
            retries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
            // 429 joins the plugin's defaults: rate limits belong to the throttling plugin and its wait budget.
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
            retryAfterBaseValue: options.retryBaseDelayMs ?? 1000,
        },
        throttle,
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__/* .throttling */ .A);
}
/**
 * plugin-throttling schedules writes through Bottleneck groups shared by every client in the process. A group-shaped
 * object that runs jobs at once removes that pacing (only the local test server wants it gone).
 */
function unpacedGroups() {
    const limiter = {
        schedule: (...args) => {
            const fn = args.find((a) => typeof a === 'function');
            const rest = args.slice(args.indexOf(fn) + 1);
            return Promise.resolve().then(() => fn?.(...rest));
        },
    };
    const group = { key: () => limiter };
    return { write: group, notifications: group, search: group };
}


/***/ }),

/***/ 4656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAuthFrom: () => (/* binding */ gitAuthFrom),
/* harmony export */   githubClientFromEnv: () => (/* binding */ githubClientFromEnv),
/* harmony export */   loadLagReport: () => (/* binding */ loadLagReport),
/* harmony export */   repositoryFrom: () => (/* binding */ repositoryFrom),
/* harmony export */   runUrlFrom: () => (/* binding */ runUrlFrom),
/* harmony export */   serverUrlFrom: () => (/* binding */ serverUrlFrom),
/* harmony export */   statusTargetFrom: () => (/* binding */ statusTargetFrom),
/* harmony export */   tokenFromEnv: () => (/* binding */ tokenFromEnv)
/* harmony export */ });
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1447);
/* harmony import */ var _adapters_github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5423);
/* harmony import */ var _schemas_lag_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(627);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _shared_structured_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9856);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5126);
/* harmony import */ var _adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4284);
/**
 * What the workflow-side commands (commit-status, slo-issue, digest, green-ref) take from the Actions environment:
 * the token (never a flag, so it stays out of argv and shell history), the repository, the run link.
 */







function tokenFromEnv(env) {
    return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}
function githubClientFromEnv(env, logger) {
    const token = tokenFromEnv(env);
    if (!token)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1('a GitHub token is required in GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN)');
    return (0,_adapters_github_client_js__WEBPACK_IMPORTED_MODULE_1__.createGitHubClient)({ token, logger });
}
function repositoryFrom(flag, env) {
    const value = flag ?? env['GITHUB_REPOSITORY'];
    if (!value)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1('--repository: expected owner/name (or GITHUB_REPOSITORY in the environment)');
    return (0,_adapters_github_client_js__WEBPACK_IMPORTED_MODULE_1__.parseRepo)(value, '--repository');
}
function serverUrlFrom(env) {
    return (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
}
/** The link to this workflow run, when running in Actions. */
function runUrlFrom(env) {
    const repo = env['GITHUB_REPOSITORY'];
    const id = env['GITHUB_RUN_ID'];
    return repo && id && /^\d+$/.test(id) ? `${serverUrlFrom(env)}/${repo}/actions/runs/${id}` : undefined;
}
/** The commit status `--status-context` asks for (undefined without one), linked to this run, on `--status-sha` if given. */
function statusTargetFrom(flags, env) {
    if (!flags.statusContext)
        return undefined;
    const targetUrl = runUrlFrom(env);
    return {
        repo: repositoryFrom(flags.repository, env),
        context: flags.statusContext,
        ...(targetUrl ? { targetUrl } : {}),
        ...(flags.statusSha ? { sha: flags.statusSha } : {}),
    };
}
/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
function gitAuthFrom(env) {
    const token = tokenFromEnv(env);
    return token ? (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.tokenAuthEnv)(token, serverUrlFrom(env)) : undefined;
}
async function loadLagReport(path) {
    const text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readUserFile */ .E)(path, '--report', 'the lag report');
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_5__.parseOrThrow)(_schemas_lag_report_js__WEBPACK_IMPORTED_MODULE_2__/* .LagReportSchema */ .Kf, (0,_shared_structured_text_js__WEBPACK_IMPORTED_MODULE_4__.parseStructuredText)(text, path), path);
}


/***/ }),

/***/ 627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cy: () => (/* binding */ LAG_SCHEMA_VERSION),
/* harmony export */   Kf: () => (/* binding */ LagReportSchema),
/* harmony export */   uC: () => (/* binding */ ViaSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const LAG_SCHEMA_VERSION = 1;
const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const Pin = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict();
const RefPin = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha: Sha }).strict();
const ViaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['trailer', 'pr-number', 'section', 'patch-id', 'content', 'path-rule', 'ledger']);
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
const ViaCounts = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    trailer: Count,
    'pr-number': Count,
    section: Count,
    'patch-id': Count,
    content: Count,
    'path-rule': Count,
    ledger: Count,
})
    .strict();
const LagReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(LAG_SCHEMA_VERSION),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstream: RefPin,
    /** Objects were missing (no promisor to fetch them): some matching was skipped, the counts may be high. */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    incompleteReasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    fork: RefPin,
    mergeBase: Pin,
    /** Unreached upstream commits (pending and deferred). */
    backlog: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Unreached commits older than the frontier. */
    holes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Upstream commits reached by provenance or patch-id rather than ancestry. */
    ingestedOutOfOrder: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nonnegative(),
    /** Days from the oldest pending commit to now. */
    daysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    /** Days from the oldest pending commit to the upstream tip's commit time (does not grow on an old snapshot). Fields added in the same release default when a report from before them is read. */
    daysBehindTip: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative().default(0),
    frontierDaysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nonnegative(),
    oldestPending: Pin.nullable(),
    contiguous: Pin.nullable(),
    frontier: Pin.nullable(),
    counts: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        missingByAncestry: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        ingested: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        ingestedByTrailer: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        ingestedByPatchId: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        declared: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        /** Commits whose evidence includes each kind (a commit may count under several). */
        via: ViaCounts.default({ trailer: 0, 'pr-number': 0, section: 0, 'patch-id': 0, content: 0, 'path-rule': 0, ledger: 0 }),
        /** Deferred commits whose blocker has landed: ready to pick. */
        unblocked: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().default(0),
    })
        .strict(),
    /** Every upstream commit missing by ancestry, oldest first: its class and the evidence kinds behind it. */
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        sha: Sha,
        status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ingested', 'declared', 'pending']),
        via: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ViaSchema),
        forkCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha),
        disposition: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['wont-port', 'skip', 'defer']).optional(),
    })
        .strict())
        .default([]),
    /** Contradictory evidence about one commit, and how the precedence resolved it. */
    contradictions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, note: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict()).default([]),
    deferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        sha: Sha,
        subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        blockedBy: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** `ledger`, or the fork commit whose message deferred it. */
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** The blocker has landed (reached by the fork): ready to pick. */
        unblocked: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().optional(),
    })
        .strict()),
    pending: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), hole: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), deferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() })
        .strict()),
    provenance: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        trailerKeys: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        prefixResolved: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ forkCommit: Sha, key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), resolvedTo: Sha }).strict()),
        unresolved: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        /** Refs (SHAs or upstream PR numbers) that name no upstream commit missing by ancestry, with who wrote them. */
        unresolvedRefs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ forkCommit: Sha, key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), line: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional() }).strict())
            .default([]),
        ambiguous: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        revertedPicks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ upstream: Sha, forkCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha) }).strict()),
    })
        .strict(),
    ledgerWarnings: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
})
    .strict();


/***/ }),

/***/ 4381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
/* unused harmony export RecordingLogger */
const silentLogger = { info() { }, warning() { }, debug() { } };
/** A logger that keeps every line, for tests. */
class RecordingLogger {
    lines = [];
    info(message) {
        this.lines.push({ level: 'info', message });
    }
    warning(message) {
        this.lines.push({ level: 'warning', message });
    }
    debug(message) {
        this.lines.push({ level: 'debug', message });
    }
    messages(level) {
        return this.lines.filter((l) => !level || l.level === level).map((l) => l.message);
    }
}


/***/ })

};
