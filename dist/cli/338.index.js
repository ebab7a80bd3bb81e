export const id = 338;
export const ids = [338];
export const modules = {

/***/ 1719:
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
    const runner = {
        cwd,
        runPiped: (first, second, options = {}) => runPiped(cwd, baseEnv, first, second, options.input),
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
    return runner;
}
function runPiped(cwd, env, first, second, input) {
    return new Promise((resolve, reject) => {
        const a = spawnGit(cwd, first, env);
        const b = spawnGit(cwd, second, env);
        const out = [];
        const errA = [];
        const errB = [];
        let pending = 2;
        let codeA = null;
        let codeB = null;
        const finish = () => {
            if (--pending > 0)
                return;
            const stderr = (bufs) => Buffer.concat(bufs).toString('utf8');
            if (codeA !== 0)
                reject((0,_git_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .translateGitError */ .fg)(first, codeA ?? 128, stderr(errA)));
            else if (codeB !== 0)
                reject((0,_git_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .translateGitError */ .fg)(second, codeB ?? 128, stderr(errB)));
            else
                resolve({ exitCode: 0, stdout: Buffer.concat(out).toString('utf8'), stderr: stderr(errB) });
        };
        a.stdout.pipe(b.stdin);
        b.stdout.on('data', (d) => out.push(d));
        a.stderr.on('data', (d) => errA.push(d));
        b.stderr.on('data', (d) => errB.push(d));
        for (const [child, fail] of [
            [a, () => b.kill('SIGKILL')],
            [b, () => a.kill('SIGKILL')],
        ]) {
            child.on('error', (e) => {
                fail();
                reject(spawnFailure(e, cwd));
            });
            child.stdin.on('error', () => {
                /* git may exit before reading all input; the exit code tells what happened */
            });
        }
        a.on('close', (code) => {
            codeA = code;
            if (code !== 0)
                b.kill('SIGKILL');
            finish();
        });
        b.on('close', (code) => {
            codeB = code;
            finish();
        });
        a.stdin.end(input ?? '');
    });
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


/***/ })

};
