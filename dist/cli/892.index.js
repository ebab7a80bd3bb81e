export const id = 892;
export const ids = [892];
export const modules = {

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

/***/ 3338:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HARDENED_GIT_ARGS: () => (/* binding */ HARDENED_GIT_ARGS),
/* harmony export */   createGitRunner: () => (/* binding */ createGitRunner),
/* harmony export */   hardenedEnv: () => (/* binding */ hardenedEnv),
/* harmony export */   spawnGit: () => (/* binding */ spawnGit),
/* harmony export */   tokenAuthEnv: () => (/* binding */ tokenAuthEnv)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1719);




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
    return (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)('git', [...HARDENED_GIT_ARGS, ...args], {
        cwd,
        env: hardenedEnv(env),
        stdio: ['pipe', 'pipe', 'pipe'],
        shell: false,
    });
}
function createGitRunner(cwd, baseEnv = {}) {
    return {
        cwd,
        run(args, options = {}) {
            return new Promise((resolve, reject) => {
                const child = spawnGit(cwd, args, { ...baseEnv, ...options.env });
                const out = [];
                const err = [];
                let size = 0;
                let timer;
                if (options.timeoutMs)
                    timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
                child.stdout.on('data', (d) => {
                    size += d.length;
                    if (size > MAX_BUFFER)
                        child.kill('SIGKILL');
                    out.push(d);
                });
                child.stderr.on('data', (d) => err.push(d));
                child.on('error', (e) => {
                    if (timer)
                        clearTimeout(timer);
                    reject(spawnFailure(e, cwd));
                });
                child.on('close', (code, signal) => {
                    if (timer)
                        clearTimeout(timer);
                    const stdout = Buffer.concat(out).toString('utf8');
                    const stderr = Buffer.concat(err).toString('utf8') + (signal ? `\nkilled by ${signal}` : '');
                    const exitCode = code ?? 128;
                    if (exitCode === 0 || options.okExitCodes?.includes(exitCode))
                        resolve({ exitCode, stdout, stderr });
                    else
                        reject((0,_git_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .translateGitError */ .fg)(args, exitCode, stderr));
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
/** git could not even start: a working directory that does not exist, or no git on PATH, is the user's to fix. */
function spawnFailure(error, cwd) {
    if (error.code !== 'ENOENT')
        return error;
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(cwd)
        ? new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1('git is not installed or not on PATH')
        : new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${cwd}: no such directory`);
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

/***/ 2187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ runProcess)
/* harmony export */ });
/* unused harmony export withoutRunnerChannels */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);


const RUNNER_FILES = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];
/** The content of each runner command file of this process, to put back whatever a child appends. */
function snapshotRunnerFiles() {
    const snap = new Map();
    for (const name of RUNNER_FILES) {
        const path = process.env[name];
        if (!path)
            continue;
        snap.set(name, { path, data: readOrNull(path) });
    }
    return snap;
}
function readOrNull(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path);
    }
    catch {
        return null;
    }
}
function restoreRunnerFiles(snap) {
    const touched = [];
    for (const [name, { path, data }] of snap) {
        const now = readOrNull(path);
        if (data === null ? now === null : now !== null && now.equals(data))
            continue;
        touched.push(name);
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(path, data ?? '');
        }
        catch {
            /* the file went away: nothing left to run later */
        }
    }
    return touched;
}
const DEFAULT_MAX_OUTPUT = 1024 * 1024;
/** After the main process exits, how long its leftover children may keep the pipes open before they are killed. */
const DRAIN_MS = 2000;
class TailBuffer {
    max;
    chunks = [];
    size = 0;
    total = 0;
    constructor(max) {
        this.max = max;
    }
    push(chunk) {
        this.total += chunk.length;
        this.chunks.push(chunk);
        this.size += chunk.length;
        while (this.size > this.max && this.chunks.length > 1)
            this.size -= this.chunks.shift().length;
        if (this.size > this.max) {
            const only = this.chunks[0];
            this.chunks[0] = only.subarray(only.length - this.max);
            this.size = this.max;
        }
    }
    text() {
        // A cut may split a UTF-8 sequence; the decoder replaces the fragment rather than failing.
        return Buffer.concat(this.chunks).toString('utf8');
    }
    get truncated() {
        return this.total > this.size;
    }
}
/**
 * Never passed to any child, whatever the caller's environment says: the runner's command files (a child appending
 * `NODE_OPTIONS=--require …` to GITHUB_ENV would run code in every later step of the job), the runner's own
 * ACTIONS_* variables (cache and OIDC tokens among them) and the action inputs (INPUT_TOKEN).
 */
const NEVER_FOR_CHILDREN = /^(?:GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|ACTIONS_.*|INPUT_.*)$/i;
function withoutRunnerChannels(env) {
    const out = {};
    for (const [k, v] of Object.entries(env))
        if (!NEVER_FOR_CHILDREN.test(k))
            out[k] = v;
    return out;
}
function runProcess(command, args, options) {
    const max = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
    const started = Date.now();
    return new Promise((resolve) => {
        const combined = new TailBuffer(max);
        const out = new TailBuffer(max);
        const err = new TailBuffer(max);
        let timedOut = false;
        let settled = false;
        let exit;
        const timers = [];
        const runnerFiles = snapshotRunnerFiles();
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(command, [...args], {
            cwd: options.cwd,
            env: withoutRunnerChannels(options.env),
            stdio: ['pipe', 'pipe', 'pipe'],
            shell: false,
            detached: true,
        });
        const killGroup = (signal) => {
            if (child.pid === undefined)
                return;
            try {
                process.kill(-child.pid, signal);
            }
            catch {
                /* the group is already gone */
            }
        };
        const finish = (spawnError) => {
            if (settled)
                return;
            settled = true;
            timers.forEach(clearTimeout);
            // Whatever the harness left running (servers, stuck workers) goes with it.
            killGroup('SIGKILL');
            child.stdout?.destroy();
            child.stderr?.destroy();
            const touched = restoreRunnerFiles(runnerFiles);
            resolve({
                exitCode: spawnError ? null : (exit?.code ?? null),
                signal: exit?.signal ?? null,
                timedOut,
                durationMs: Date.now() - started,
                output: combined.text(),
                stdout: out.text(),
                stderr: err.text(),
                outputBytes: combined.total,
                truncated: combined.truncated,
                ...(spawnError ? { spawnError: { code: spawnError.code ?? 'ERROR', message: spawnError.message } } : {}),
                ...(touched.length ? { runnerFilesTouched: touched } : {}),
            });
        };
        child.stdout.on('data', (d) => {
            options.onOutput?.(d, 'stdout');
            out.push(d);
            combined.push(d);
        });
        child.stderr.on('data', (d) => {
            options.onOutput?.(d, 'stderr');
            err.push(d);
            combined.push(d);
        });
        child.on('error', (e) => finish(e));
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            timers.push(setTimeout(() => finish(), DRAIN_MS));
        });
        child.on('close', () => finish());
        timers.push(setTimeout(() => {
            timedOut = true;
            killGroup('SIGTERM');
            timers.push(setTimeout(() => killGroup('SIGKILL'), options.killGraceMs ?? 5000));
        }, options.timeoutMs));
        child.stdin.on('error', () => {
            /* the process may exit without reading its input */
        });
        child.stdin.end(options.input ?? '');
    });
}


/***/ }),

/***/ 6998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ createRunTempDir),
/* harmony export */   fQ: () => (/* binding */ tempRoot),
/* harmony export */   jg: () => (/* binding */ removeRunTempDir)
/* harmony export */ });
/* unused harmony exports RUN_TEMP_PREFIX, sweepStaleRunDirs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/**
 * The per-run temp folder of the commands run on the fork's behalf (agent task files with upstream text, the
 * children's TMPDIR). It lives under RUNNER_TEMP (which the runner empties after each job) or the system temp folder,
 * its name carries the pid of the run that owns it, it is removed when the run ends — normally or by a signal — and
 * the next run sweeps what a killed run (kill -9, a lost runner) left behind.
 */




const RUN_TEMP_PREFIX = 'upstream-ingest-run-';
/** Folders of earlier versions (one per agent call, in os.tmpdir()): swept too. */
const LEGACY_PREFIXES = ['upstream-ingest-agent-'];
const live = new Set();
let hooked = false;
function tempRoot(env = process.env) {
    return env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)();
}
/** `upstream-ingest-run-p<pid>-XXXXXX`: created empty, with `tmp/` for the children's TMPDIR. */
async function createRunTempDir(root = tempRoot()) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true });
    await sweepStaleRunDirs(root);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, `${RUN_TEMP_PREFIX}p${process.pid}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'tmp'));
    live.add(dir);
    hookExit();
    return dir;
}
async function removeRunTempDir(dir) {
    live.delete(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
}
/** Removes the run folders whose owning process is gone (and every legacy agent folder). Returns what it removed. */
async function sweepStaleRunDirs(root = tempRoot()) {
    const removed = [];
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(root).catch(() => [])) {
        const stale = name.startsWith(RUN_TEMP_PREFIX)
            ? !isAlive(Number(/^p(\d+)-/.exec(name.slice(RUN_TEMP_PREFIX.length))?.[1] ?? NaN))
            : LEGACY_PREFIXES.some((p) => name.startsWith(p));
        if (!stale)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, name), { recursive: true, force: true }).catch(() => undefined);
        removed.push(name);
    }
    return removed;
}
function isAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}
/** A cancelled job gets SIGINT/SIGTERM: the folder goes with the process, not only on a normal exit. */
function hookExit() {
    if (hooked)
        return;
    hooked = true;
    const clean = () => {
        for (const dir of live)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        live.clear();
    };
    process.once('exit', clean);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
        process.once(signal, () => {
            clean();
            process.kill(process.pid, signal);
        });
    }
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


/***/ })

};
