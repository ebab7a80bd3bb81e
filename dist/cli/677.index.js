export const id = 677;
export const ids = [677,403,338,103];
export const modules = {

/***/ 2727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ loadPlanConfigFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schemas_plan_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6580);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _shared_structured_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9856);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5126);





/** Reads and validates a plan config file (YAML or JSON); an empty file is the defaults. */
async function loadPlanConfigFile(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`config ${path}: cannot read it (${code ?? 'error'})`);
    }
    const data = (0,_shared_structured_text_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStructuredText */ .S)(text, `config ${path}`);
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .parseOrThrow */ .z)(_schemas_plan_config_js__WEBPACK_IMPORTED_MODULE_1__/* .PlanConfigSchema */ .VX, data ?? {}, `config ${path}`);
}


/***/ }),

/***/ 4717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ readCommits)
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
    if (options.paths)
        args.push('--no-renames', '--name-status', '--no-ext-diff', '--diff-merges=off');
    args.push('--end-of-options', ...options.revisions, '--');
    const { stdout } = await git.run(args);
    return parseCommitLog(stdout, Boolean(options.paths));
}
const HEX_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
function parseCommitLog(text, withPaths) {
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
                paths.push({ status: status.charAt(0), path });
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
function isRecordStart(text, pos) {
    if (text[pos] !== RECORD_START)
        return false;
    const end = text.indexOf('\0', pos + 1);
    return end > 0 && HEX_SHA.test(text.slice(pos + 1, end));
}


/***/ }),

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

/***/ 2740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ predictCherryPicks)
});

// UNUSED EXPORTS: parseRecord

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/shared/logger.ts
var shared_logger = __webpack_require__(4381);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/adapters/git/cached-picks.ts


const KEY_VERSION = 'pick-v1';
const SAFE_STATUS = new Set(['A', 'M', 'T']);
const TREE_MODE = '40000';
const SUBMODULE_MODE = '160000';
/**
 * Cached pick verdicts, keyed by the upstream commit and the simulated tip's entries at that commit's paths. A
 * cherry-pick's three-way merge reads only those entries, the commit and its parent — unless renames are in play:
 * a commit that deletes (or renames) a path, a touched path the tip no longer has, an added path the tip already has,
 * or a directory of an added path that the tip lost (a directory rename) is never cached. A daily run then merges
 * again only the commits whose paths the fork changed since.
 */
class CachedPicks {
    trees;
    cache;
    hits = 0;
    misses = 0;
    constructor(trees, cache) {
        this.trees = trees;
        this.cache = cache;
    }
    /** The key of `sha` picked onto `tree`, or undefined when its outcome may depend on more than its own paths. */
    async keyOf(sha, parent, paths, tree) {
        if (!paths?.length || paths.some((p) => !SAFE_STATUS.has(p.status)))
            return undefined;
        // The parent's tree is read only for an added path (the directory-rename check).
        let parentTree;
        const parts = [];
        for (const { path, status } of [...paths].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
            const entry = await this.trees.entryAt(tree, path);
            if (status === 'A') {
                if (entry)
                    return undefined;
                parentTree ??= await this.trees.treeOf(parent);
                if (await this.lostDirectory(parentTree, tree, path))
                    return undefined;
            }
            else if (!entry)
                return undefined;
            parts.push(`${path}\0${entry?.mode ?? ''}\0${entry?.id ?? ''}`);
        }
        return (0,external_node_crypto_.createHash)('sha256')
            .update(`${KEY_VERSION}\0${sha}\0${parts.join('\0')}`)
            .digest('hex');
    }
    /** A cached verdict for this key, with the tree a clean pick leads to. */
    async replay(key, tree) {
        const cached = this.cache.get(key);
        if (!cached || (cached.verdict === 'clean' && !cached.result)) {
            this.misses++;
            return undefined;
        }
        if (cached.verdict !== 'clean') {
            this.hits++;
            return { cached, tree };
        }
        // Merged blobs go back into this run's scratch objects, each checked against its id.
        for (const [id, data] of Object.entries(cached.blobs ?? {})) {
            const written = await this.trees
                .writeBlob(id, (0,external_node_zlib_.inflateRawSync)(Buffer.from(data, 'base64')))
                .catch(() => undefined);
            if (!written) {
                this.misses++;
                return undefined;
            }
        }
        this.hits++;
        const changes = cached.result.map(([path, mode, id]) => [
            path,
            mode && id ? { mode, id } : null,
        ]);
        return { cached, tree: await this.trees.edit(tree, changes) };
    }
    async remember(key, sha, verdict, conflictPaths, paths, resultTree) {
        if (verdict !== 'clean') {
            this.cache.set(key, { verdict, conflictPaths });
            return;
        }
        const result = [];
        const blobs = {};
        const theirs = await this.trees.treeOf(sha);
        for (const { path } of paths) {
            const entry = await this.trees.entryAt(resultTree, path);
            if (entry?.mode === TREE_MODE)
                return;
            result.push([path, entry?.mode ?? null, entry?.id ?? null]);
            if (!entry || entry.mode === SUBMODULE_MODE)
                continue;
            if ((await this.trees.entryAt(theirs, path))?.id === entry.id)
                continue;
            blobs[entry.id] = (0,external_node_zlib_.deflateRawSync)(await this.trees.blob(entry.id)).toString('base64');
        }
        this.cache.set(key, { verdict, conflictPaths: [], result, ...(Object.keys(blobs).length ? { blobs } : {}) });
    }
    async lostDirectory(parentTree, tree, path) {
        const dirs = path.split('/').slice(0, -1);
        for (let i = 1; i <= dirs.length; i++) {
            const dir = dirs.slice(0, i).join('/');
            if ((await this.trees.entryAt(parentTree, dir)) && !(await this.trees.entryAt(tree, dir)))
                return true;
        }
        return false;
    }
}

// EXTERNAL MODULE: ./src/adapters/git/git-errors.ts
var git_errors = __webpack_require__(1719);
// EXTERNAL MODULE: ./src/adapters/git/git-runner.ts
var git_runner = __webpack_require__(3338);
;// CONCATENATED MODULE: ./src/adapters/git/long-lived-git.ts


/**
 * A git process that lives for many requests (merge-tree --stdin, cat-file --batch): requests on stdin, answers on
 * stdout. When it dies, every waiting request fails with git's own message, and the owner may start a new one.
 */
class LongLivedGit {
    child;
    stderr = '';
    dead = false;
    exited;
    constructor(cwd, env, args) {
        this.child = (0,git_runner.spawnGit)(cwd, args, env);
        this.child.stdout.on('data', (d) => this.onData(d));
        this.child.stderr.on('data', (d) => {
            if (this.stderr.length < 65_536)
                this.stderr += d.toString('utf8');
        });
        this.child.stdin.on('error', () => {
            /* the exit handler reports why */
        });
        this.exited = new Promise((done) => {
            const finish = (code, error) => {
                if (this.dead)
                    return;
                this.dead = true;
                this.fail(error ?? new git_errors/* GitError */.XS(args, code ?? 128, this.stderr || `git ${args[0]} exited`));
                done();
            };
            this.child.on('error', (e) => finish(null, e));
            this.child.on('close', (code) => finish(code));
        });
    }
    send(text) {
        if (this.dead)
            throw new git_errors/* GitError */.XS([], 128, this.stderr || 'git process is gone');
        this.child.stdin.write(text);
    }
    async close() {
        if (!this.dead)
            this.child.stdin.end();
        const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
        await this.exited;
        clearTimeout(timer);
    }
}

;// CONCATENATED MODULE: ./src/adapters/git/tree-objects.ts






const tree_objects_TREE_MODE = '40000';
/** Writes a loose object the way git does (`<type> <size>\0<body>`, deflated, at objects/xx/rest) and returns its id. */
async function writeLooseObject(objectsDir, hash, type, body) {
    const raw = Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]);
    const id = (0,external_node_crypto_.createHash)(hash).update(raw).digest('hex');
    const dir = (0,external_node_path_.join)(objectsDir, id.slice(0, 2));
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, id.slice(2)), (0,external_node_zlib_.deflateSync)(raw));
    return id;
}
/**
 * Reads trees through one `git cat-file --batch` process (memoised by id: trees are immutable) and writes edited
 * trees as loose objects, byte for byte as git writes them. The conflict predictor uses it to look up a simulated
 * tip's entries at a commit's paths and to replay a cached clean pick without a merge.
 */
class TreeObjects {
    objectsDir;
    hash;
    batch;
    trees = new Map();
    constructor(cwd, env, objectsDir, hash) {
        this.objectsDir = objectsDir;
        this.hash = hash;
        this.batch = new CatFileBatch(cwd, env);
    }
    /** A blob's bytes (merge results live only in the run's scratch objects: a cache must carry them). */
    async blob(id) {
        const { type, body } = await this.batch.read(id);
        if (type !== 'blob')
            throw new git_errors/* GitError */.XS(['cat-file'], 128, `${id} is a ${type}, not a blob`);
        return body;
    }
    /** Writes a blob into the scratch objects; undefined when the bytes do not hash to `id` (a damaged cache). */
    async writeBlob(id, body) {
        const raw = Buffer.concat([Buffer.from(`blob ${body.length}\0`), body]);
        if ((0,external_node_crypto_.createHash)(this.hash).update(raw).digest('hex') !== id)
            return undefined;
        return writeLooseObject(this.objectsDir, this.hash, 'blob', body);
    }
    async treeOf(commit) {
        const { type, body } = await this.batch.read(commit);
        if (type !== 'commit')
            throw new git_errors/* GitError */.XS(['cat-file'], 128, `${commit} is a ${type}, not a commit`);
        const match = /^tree ([0-9a-f]+)/.exec(body.toString('latin1'));
        if (!match)
            throw new git_errors/* GitError */.XS(['cat-file'], 128, `commit ${commit} has no tree line`);
        return match[1];
    }
    async entries(tree) {
        const known = this.trees.get(tree);
        if (known)
            return known;
        const { type, body } = await this.batch.read(tree);
        if (type !== 'tree')
            throw new git_errors/* GitError */.XS(['cat-file'], 128, `${tree} is a ${type}, not a tree`);
        const parsed = parseTree(body, this.hash === 'sha256' ? 32 : 20);
        this.trees.set(tree, parsed);
        return parsed;
    }
    /** The entry at `path` (a file, link, submodule or tree), or undefined when the path does not exist. */
    async entryAt(tree, path) {
        let current = { mode: tree_objects_TREE_MODE, id: tree };
        for (const name of path.split('/')) {
            if (current.mode !== tree_objects_TREE_MODE)
                return undefined;
            const next = (await this.entries(current.id)).get(name);
            if (!next)
                return undefined;
            current = next;
        }
        return current;
    }
    /** A new tree: `tree` with each change applied (directories made or dropped as needed). */
    async edit(tree, changes) {
        return (await this.editDir(tree, changes)) ?? (await this.write(new Map()));
    }
    async close() {
        await this.batch.close();
    }
    async editDir(tree, changes) {
        const entries = new Map(tree ? await this.entries(tree) : []);
        const below = new Map();
        for (const [path, entry] of changes) {
            const slash = path.indexOf('/');
            if (slash < 0) {
                if (entry)
                    entries.set(path, entry);
                else
                    entries.delete(path);
            }
            else {
                const dir = path.slice(0, slash);
                below.set(dir, [...(below.get(dir) ?? []), [path.slice(slash + 1), entry]]);
            }
        }
        for (const [dir, sub] of below) {
            const old = entries.get(dir);
            const id = await this.editDir(old?.mode === tree_objects_TREE_MODE ? old.id : undefined, sub);
            if (id)
                entries.set(dir, { mode: tree_objects_TREE_MODE, id });
            else
                entries.delete(dir);
        }
        if (!entries.size)
            return undefined;
        return this.write(entries);
    }
    async write(entries) {
        const id = await writeLooseObject(this.objectsDir, this.hash, 'tree', serializeTree(entries));
        this.trees.set(id, entries);
        return id;
    }
}
function parseTree(body, idBytes) {
    const out = new Map();
    let i = 0;
    while (i < body.length) {
        const space = body.indexOf(0x20, i);
        const nul = body.indexOf(0, space);
        if (space < 0 || nul < 0 || nul + idBytes > body.length)
            throw new Error('malformed tree object');
        const mode = body.toString('latin1', i, space);
        const name = body.toString('utf8', space + 1, nul);
        out.set(name, { mode, id: body.toString('hex', nul + 1, nul + 1 + idBytes) });
        i = nul + 1 + idBytes;
    }
    return out;
}
/** git's canonical order: names compared bytewise, a tree's name as if it ended in '/'. */
function serializeTree(entries) {
    const key = (name, e) => Buffer.from(e.mode === tree_objects_TREE_MODE ? `${name}/` : name, 'utf8');
    const sorted = [...entries].sort(([a, ea], [b, eb]) => Buffer.compare(key(a, ea), key(b, eb)));
    return Buffer.concat(sorted.flatMap(([name, e]) => [Buffer.from(`${e.mode} ${name}\0`, 'utf8'), Buffer.from(e.id, 'hex')]));
}
/** `git cat-file --batch`: one request line in, `<id> <type> <size>\n<body>\n` out, in order. */
class CatFileBatch extends LongLivedGit {
    buffer = Buffer.alloc(0);
    waiters = [];
    constructor(cwd, env) {
        super(cwd, env, ['cat-file', '--batch']);
    }
    read(id) {
        if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(id))
            return Promise.reject(new Error(`not an object id: ${id}`));
        return new Promise((resolve, reject) => {
            this.waiters.push({ resolve, reject });
            try {
                this.send(`${id}\n`);
            }
            catch (error) {
                this.waiters.pop();
                reject(error);
            }
        });
    }
    onData(d) {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, d]) : d;
        for (;;) {
            const nl = this.buffer.indexOf(0x0a);
            if (nl < 0)
                return;
            const header = this.buffer.toString('latin1', 0, nl).split(' ');
            if (header[1] === 'missing') {
                this.buffer = this.buffer.subarray(nl + 1);
                this.waiters.shift()?.reject(new git_errors/* GitError */.XS(['cat-file'], 128, `missing object ${header[0]}`));
                continue;
            }
            const size = Number(header[2]);
            if (this.buffer.length < nl + 1 + size + 1)
                return;
            const body = Buffer.from(this.buffer.subarray(nl + 1, nl + 1 + size));
            this.buffer = this.buffer.subarray(nl + 1 + size + 1);
            this.waiters.shift()?.resolve({ type: header[1] ?? '', body });
        }
    }
    fail(error) {
        for (const w of this.waiters.splice(0))
            w.reject(error);
    }
}

;// CONCATENATED MODULE: ./src/adapters/git/merge-tree.ts









const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/**
 * Fixed identity; the date is the picked commit's own committer date. The simulated commits stay byte-identical run
 * to run, and git's merge-base walk stops near the pick: a commit dated 1970 makes it walk the whole history for every
 * merge (68 ms of 71 on a real fork), which no real cherry-pick pays.
 */
const SIM_NAME = 'upstream-ingest';
const SIM_EMAIL = 'upstream-ingest@localhost';
const SIM_MESSAGE = 'upstream-ingest: simulated fork tip\n';
/** tmpfs keeps thousands of short-lived loose objects off a disk that discards blocks (seconds of system time). */
const TMPFS = '/dev/shm';
const TMPFS_MIN_FREE = 512 * 1024 * 1024;
/**
 * Predicts, without a worktree, what cherry-picking each commit in order onto the fork tip does, where the tip
 * advances by every clean pick. git 2.39 has no `merge-tree --merge-base`, so for commit C with parent P and
 * simulated tip tree T: X = a commit with tree T and parent P, then `merge-tree --write-tree X C` merges with base P —
 * exactly a cherry-pick's three-way merge. Exit/status 1 is a conflict with its paths; a result equal to T is an
 * empty pick. Objects go to a scratch object directory (the repository's objects as an alternate), so nothing is
 * left in the repository.
 */
async function predictCherryPicks(git, tip, commits, options = {}) {
    const logger = options.logger ?? shared_logger/* silentLogger */.q;
    const tipCommit = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tip}^{commit}`])).stdout.trim();
    const tipTree = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tipCommit}^{tree}`])).stdout.trim();
    const objects = (await git.run(['rev-parse', '--git-path', 'objects'])).stdout.trim();
    const dates = await commitDates(git, commits);
    const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)(await scratchRoot(), 'ui-merge-tree-'));
    await (0,promises_.mkdir)((0,external_node_path_.join)(scratch, 'objects', 'info'), { recursive: true });
    const env = {
        GIT_OBJECT_DIRECTORY: (0,external_node_path_.join)(scratch, 'objects'),
        GIT_ALTERNATE_OBJECT_DIRECTORIES: (0,external_node_path_.isAbsolute)(objects) ? objects : (0,external_node_path_.resolve)(git.cwd, objects),
    };
    try {
        let mode = options.mode ?? 'batch';
        let evaluator;
        if (mode === 'batch' && commits.length) {
            const width = Math.max(1, Math.min(4, options.workers ?? 2));
            const objectsDir = (0,external_node_path_.join)(scratch, 'objects');
            const start = BatchEvaluator.start(git.cwd, env, objectsDir, tipCommit, width, options.probeTimeoutMs ?? 20_000);
            evaluator = await start.catch((error) => {
                logger.warning(`merge-tree --stdin is not usable here (${String(error)}); one process per step instead`);
                return undefined;
            });
            if (!evaluator)
                mode = 'per-commit';
        }
        evaluator ??= new PerCommitEvaluator(git, env);
        const verdicts = [];
        let tree = tipTree;
        const trees = options.cache
            ? new TreeObjects(git.cwd, env, (0,external_node_path_.join)(scratch, 'objects'), tipCommit.length === 64 ? 'sha256' : 'sha1')
            : undefined;
        const cached = trees && options.cache ? new CachedPicks(trees, options.cache) : undefined;
        const keyOf = async (c, on) => cached && c.parent && OBJECT_ID.test(c.sha) && OBJECT_ID.test(c.parent)
            ? cached.keyOf(c.sha, c.parent, c.paths, on).catch(() => undefined)
            : undefined;
        const accept = (verdict, newTree) => {
            verdicts.push(verdict);
            options.onProgress?.(verdicts.length, verdict.sha);
            if (verdict.verdict !== 'clean')
                return false;
            tree = newTree;
            return true;
        };
        try {
            let next = 0;
            while (next < commits.length) {
                const first = commits[next];
                const firstKey = await keyOf(first, tree);
                const replayed = firstKey ? await cached.replay(firstKey, tree) : undefined;
                if (replayed) {
                    next++;
                    const { verdict, conflictPaths } = replayed.cached;
                    accept({ sha: first.sha, verdict, conflictPaths }, replayed.tree);
                    continue;
                }
                const window = commits.slice(next, next + evaluator.width);
                const on = tree;
                const tried = await Promise.all(window.map((c, slot) => evaluateOne(evaluator, c, on, dates.get(c.sha) ?? 0, slot)));
                // In order: every result up to and including the first clean pick was merged against the right tip.
                for (const [i, v] of tried.entries()) {
                    next++;
                    const c = window[i];
                    const key = i === 0 ? firstKey : await keyOf(c, on);
                    if (key && v.verdict.verdict !== 'unknown' && c.paths)
                        await cached.remember(key, c.sha, v.verdict.verdict, v.verdict.conflictPaths, c.paths, v.tree);
                    if (accept(v.verdict, v.tree))
                        break;
                }
            }
        }
        finally {
            await Promise.all([evaluator.close(), trees?.close()]);
        }
        return {
            verdicts,
            mode,
            finalTree: tree,
            ...(cached ? { cache: { hits: cached.hits, misses: cached.misses } } : {}),
        };
    }
    finally {
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}
async function evaluateOne(evaluator, c, tree, date, slot = 0) {
    // Object ids only: they go into merge-tree's line protocol, where anything else could be read as other input.
    if (!OBJECT_ID.test(c.sha) || (c.parent !== undefined && !OBJECT_ID.test(c.parent))) {
        return { verdict: { sha: c.sha, verdict: 'unknown', conflictPaths: [], reason: 'not a full commit id' }, tree };
    }
    if (!c.parent) {
        return {
            verdict: {
                sha: c.sha,
                verdict: 'unknown',
                conflictPaths: [],
                reason: 'a root commit has no parent to pick against',
            },
            tree,
        };
    }
    try {
        const x = await evaluator.simulate(tree, c.parent, date);
        const m = await evaluator.merge(x, c.sha, slot);
        if (!m.clean)
            return {
                verdict: { sha: c.sha, verdict: 'conflict', conflictPaths: [...new Set(m.conflictPaths)].sort() },
                tree,
            };
        if (m.tree === tree)
            return { verdict: { sha: c.sha, verdict: 'empty', conflictPaths: [] }, tree };
        return { verdict: { sha: c.sha, verdict: 'clean', conflictPaths: [] }, tree: m.tree };
    }
    catch (error) {
        const reason = error instanceof git_errors/* GitError */.XS ? firstLine(error.stderr) || error.message : String(error);
        return { verdict: { sha: c.sha, verdict: 'unknown', conflictPaths: [], reason }, tree };
    }
}
/** The naive way, one `commit-tree` and one `merge-tree` process per commit (fallback, and the benchmark's floor). */
class PerCommitEvaluator {
    git;
    env;
    width = 1;
    constructor(git, env) {
        this.git = git;
        this.env = env;
    }
    async simulate(tree, parent, date) {
        const { stdout } = await this.git.run(['commit-tree', tree, '-p', parent, '-m', SIM_MESSAGE.trim()], {
            env: { ...this.env, ...simIdentity(date) },
        });
        return stdout.trim();
    }
    async merge(ours, theirs) {
        const { exitCode, stdout } = await this.git.run(['merge-tree', '--write-tree', '-z', '--name-only', '--no-messages', ours, theirs], { env: this.env, okExitCodes: [1] });
        const [tree = '', ...paths] = stdout.split('\0').filter(Boolean);
        return { clean: exitCode === 0, tree, conflictPaths: exitCode === 0 ? [] : paths };
    }
    async close() { }
}
function simIdentity(date) {
    return {
        GIT_AUTHOR_NAME: SIM_NAME,
        GIT_AUTHOR_EMAIL: SIM_EMAIL,
        GIT_AUTHOR_DATE: `@${date} +0000`,
        GIT_COMMITTER_NAME: SIM_NAME,
        GIT_COMMITTER_EMAIL: SIM_EMAIL,
        GIT_COMMITTER_DATE: `@${date} +0000`,
    };
}
/**
 * Committer dates of the picks: the caller's where given, the rest in one process; a commit git cannot read keeps
 * date 0 (it is evaluated as unknown).
 */
async function commitDates(git, commits) {
    const dates = new Map();
    for (const c of commits) {
        const known = c.committedAt ? Date.parse(c.committedAt) : NaN;
        if (Number.isFinite(known))
            dates.set(c.sha, Math.floor(known / 1000));
    }
    const shas = [...new Set(commits.map((c) => c.sha).filter((sha) => OBJECT_ID.test(sha) && !dates.has(sha)))];
    if (!shas.length)
        return dates;
    const { stdout } = await git.run(['log', '--no-walk=unsorted', '--stdin', '--format=%H %ct'], {
        input: `${shas.join('\n')}\n`,
        okExitCodes: [128],
    });
    for (const line of stdout.split('\n')) {
        const [sha, ct] = line.split(' ');
        if (sha && ct)
            dates.set(sha, Number(ct));
    }
    return dates;
}
async function scratchRoot() {
    try {
        const fs = await (0,promises_.statfs)(TMPFS);
        if (fs.bavail * fs.bsize >= TMPFS_MIN_FREE)
            return TMPFS;
    }
    catch {
        /* no tmpfs here */
    }
    return (0,external_node_os_.tmpdir)();
}
/**
 * Simulated commits are written from JS as loose objects into the scratch object directory (sha1 or sha256 and
 * deflate: no process round trip per step), and `merge-tree --write-tree --stdin --messages` processes merge, one per
 * slot. merge-tree in --stdin mode does not flush after each merge; it flushes its output when it prints a merge's
 * messages, before the record's final NUL. So each merge is followed by a trivial one (X with itself) whose flush
 * delivers the end of the real record.
 */
class BatchEvaluator {
    cwd;
    env;
    objectsDir;
    hash;
    mergers;
    constructor(cwd, env, objectsDir, hash, mergers) {
        this.cwd = cwd;
        this.env = env;
        this.objectsDir = objectsDir;
        this.hash = hash;
        this.mergers = mergers;
    }
    get width() {
        return this.mergers.length;
    }
    static async start(cwd, env, objectsDir, tip, width, probeMs) {
        const mergers = Array.from({ length: width }, () => new MergeTreeProcess(cwd, env));
        try {
            await withTimeout(Promise.all(mergers.map((m) => m.merge(tip, tip, tip))), probeMs, 'no answer from git merge-tree --stdin');
        }
        catch (error) {
            await Promise.all(mergers.map((m) => m.close()));
            throw error;
        }
        return new BatchEvaluator(cwd, env, objectsDir, tip.length === 64 ? 'sha256' : 'sha1', mergers);
    }
    async simulate(tree, parent, date) {
        const ident = `${SIM_NAME} <${SIM_EMAIL}> ${date} +0000`;
        const body = Buffer.from(`tree ${tree}\nparent ${parent}\nauthor ${ident}\ncommitter ${ident}\n\n${SIM_MESSAGE}`);
        return writeLooseObject(this.objectsDir, this.hash, 'commit', body);
    }
    async merge(ours, theirs, slot) {
        // A merge that dies (a missing blob) takes the process with it; the next commit gets a new one.
        if (this.mergers[slot].dead)
            this.mergers[slot] = new MergeTreeProcess(this.cwd, this.env);
        return this.mergers[slot].merge(ours, theirs, ours);
    }
    async close() {
        await Promise.all(this.mergers.map((m) => m.close()));
    }
}
/**
 * `git merge-tree --write-tree --stdin --messages -z --name-only`. Each merge prints a record of NUL-terminated
 * tokens: status (1 clean, 0 conflict), tree, conflicted paths, an empty token, message groups (count, that many
 * paths, type, text), and an empty token that ends the record.
 */
class MergeTreeProcess extends LongLivedGit {
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    tokens = [];
    partial = '';
    records = 0;
    waiters = new Map();
    sent = 0;
    constructor(cwd, env) {
        super(cwd, env, ['merge-tree', '--write-tree', '--name-only', '--messages', '--stdin']);
    }
    /** Merges ours and theirs; `flush` names a commit merged with itself afterwards to push the record out. */
    merge(ours, theirs, flush) {
        const index = this.sent;
        this.sent += 2;
        return new Promise((resolve, reject) => {
            this.waiters.set(index, { resolve, reject });
            try {
                this.send(`${ours} ${theirs}\n${flush} ${flush}\n`);
            }
            catch (error) {
                this.waiters.delete(index);
                reject(error);
            }
        });
    }
    onData(data) {
        const parts = (this.partial + this.decoder.write(data)).split('\0');
        this.partial = parts.pop() ?? '';
        this.tokens.push(...parts);
        for (;;) {
            const parsed = parseRecord(this.tokens);
            if (!parsed)
                break;
            this.tokens = this.tokens.slice(parsed.used);
            const index = this.records++;
            const waiter = this.waiters.get(index);
            if (waiter) {
                this.waiters.delete(index);
                waiter.resolve(parsed.outcome);
            }
        }
    }
    fail(error) {
        for (const w of this.waiters.values())
            w.reject(error);
        this.waiters.clear();
    }
}
/** One complete record from the front of `tokens`, or undefined when more output is needed. */
function parseRecord(tokens) {
    if (tokens.length < 3)
        return undefined;
    const status = tokens[0];
    const tree = tokens[1];
    if (status !== '0' && status !== '1')
        throw new Error(`unexpected merge-tree output: ${String(status).slice(0, 80)}`);
    let i = 2;
    const conflictPaths = [];
    while (i < tokens.length && tokens[i] !== '')
        conflictPaths.push(tokens[i++]);
    if (i >= tokens.length)
        return undefined;
    i++; // the empty token before the messages
    for (;;) {
        if (i >= tokens.length)
            return undefined;
        const count = tokens[i];
        if (count === '')
            return { outcome: { clean: status === '1', tree, conflictPaths }, used: i + 1 };
        const n = Number(count);
        if (!Number.isInteger(n) || n < 0)
            throw new Error(`unexpected merge-tree message header: ${count.slice(0, 80)}`);
        i += 1 + n + 2; // the paths, the type, the text
    }
}
/** Rejects after `ms`; a budget of 0 or less rejects at once (no waiting at all). */
function withTimeout(promise, ms, message) {
    if (ms <= 0) {
        promise.catch(() => undefined);
        return Promise.reject(new Error(message));
    }
    let timer;
    const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
function firstLine(text) {
    return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 300);
}


/***/ }),

/***/ 393:
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
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1719);


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
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
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
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
            return undefined;
        throw error;
    }
}
async function committerDate(git, sha) {
    const { stdout } = await git.run(['show', '-s', '--format=%cI', sha]);
    return stdout.trim();
}


/***/ }),

/***/ 6059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ subjectOf)
/* harmony export */ });
function subjectOf(message) {
    return message.split('\n', 1)[0]?.trim() ?? '';
}


/***/ }),

/***/ 286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ refFromCapture),
/* harmony export */   E3: () => (/* binding */ refLabel),
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   ky: () => (/* binding */ blockerIn),
/* harmony export */   pH: () => (/* binding */ leadingRefs)
/* harmony export */ });
/* harmony import */ var _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3226);
/**
 * Reading refs out of message text: SHAs, commit URLs, upstream PR numbers (`#N`, pull-request URLs). Every reader
 * here is linear: fixed regexes without nested quantifiers, on lines cut to MAX_LINE characters.
 */

const TOKEN = /^(?:#(\d{1,7})\b|https?:\/\/[^\s/]+\/[^\s]*?\/pull\/(\d{1,7})\b[^\s,;]*|(?:https?:\/\/[^\s]*?\/commits?\/)?([0-9a-fA-F]{7,64})\b)/;
const SEPARATOR = /^(?:[\s,;&]+|and\b|…|\.\.\.)/i;
/**
 * `#10440, #10477 and 1a2b3c4 reason…` → the leading refs and the rest. In prose-like places (sections) a hex word
 * needs a digit to be a SHA (`defaced` is a word); a trailer value is a SHA whatever its letters.
 */
function leadingRefs(text, hexNeedsDigit = true) {
    const refs = [];
    let s = cut(text).trimStart();
    for (;;) {
        const sep = SEPARATOR.exec(s);
        if (sep && sep[0].length) {
            s = s.slice(sep[0].length);
            continue;
        }
        const m = TOKEN.exec(s);
        if (!m)
            break;
        if (m[1] !== undefined || m[2] !== undefined)
            refs.push({ kind: 'pr', number: Number(m[1] ?? m[2]) });
        else if (!hexNeedsDigit || /\d/.test(m[3]) || m[0].includes('/'))
            refs.push({ kind: 'sha', ref: m[3].toLowerCase() });
        else
            break;
        s = s.slice(m[0].length);
    }
    return { refs, rest: s.trim() };
}
/** A captured group from a user pattern: a SHA (or commit URL) or a PR number (`#N`, `N`, or a pull URL). */
function refFromCapture(value, match) {
    const v = value.trim();
    if (match === 'pr') {
        const m = /^(?:#|.*\/pull\/)?(\d{1,7})$/.exec(v);
        return m ? { kind: 'pr', number: Number(m[1]) } : undefined;
    }
    const m = /^(?:.*\/commits?\/)?([0-9a-fA-F]{7,64})$/.exec(v);
    return m ? { kind: 'sha', ref: m[1].toLowerCase() } : undefined;
}
const BLOCKER = /\b(?:dep(?:endency)?[- ]blocked (?:on|by)|depends on|blocked (?:by|on))\s+(#\d{1,7}\b|[0-9a-fA-F]{7,64}\b)/i;
/** "dep-blocked on #N" / "depends on #N" / "blocked by <sha>" in a reason. */
function blockerIn(reason) {
    const m = BLOCKER.exec(cut(reason));
    if (!m)
        return undefined;
    const v = m[1];
    if (v.startsWith('#'))
        return { kind: 'pr', number: Number(v.slice(1)) };
    return /\d/.test(v) ? { kind: 'sha', ref: v.toLowerCase() } : undefined;
}
function cut(line) {
    return line.length > _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV ? line.slice(0, _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV) : line;
}
function refLabel(t) {
    return t.kind === 'pr' ? `#${t.number}` : t.ref;
}


/***/ }),

/***/ 829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ revertedRefs),
/* harmony export */   H9: () => (/* binding */ provenanceParser),
/* harmony export */   jY: () => (/* binding */ DEFAULT_TRAILER_KEYS)
/* harmony export */ });
/* harmony import */ var _message_refs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(286);

/**
 * Provenance lines that picking tools write into fork commit messages. One message may carry many
 * (bundle commits list one line per upstream commit).
 */
/** Recognised without configuration, besides `(cherry picked from commit X)`. */
const DEFAULT_TRAILER_KEYS = ['Upstream-Commit', 'Original Commit'];
const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const REVERTS = new RegExp(`This reverts commit (${HEX})`, 'g');
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Builds the matcher once per key set. A key line may be indented or bulleted (bundle commits), the key is matched
 * case-insensitively, and the value may be a bare SHA or a commit URL ending in the SHA.
 */
function provenanceParser(keys) {
    const unique = [...new Set(keys.map((k) => k.trim()).filter(Boolean))];
    const keyed = unique.length
        ? new RegExp(`^[ \\t>*\\-•+]*(${unique.map(escapeRegExp).join('|')})[ \\t]*:[ \\t]*(\\S.*)$`, 'gim')
        : undefined;
    const canonical = new Map(unique.map((k) => [k.toLowerCase(), k]));
    return (message) => {
        const refs = [];
        for (const m of message.matchAll(CHERRY_PICKED))
            refs.push({ key: 'cherry-pick -x', ref: m[1].toLowerCase() });
        if (keyed) {
            for (const m of message.matchAll(keyed)) {
                // One value may carry several SHAs (`<a>, <b>` or space-separated) or commit URLs.
                for (const t of (0,_message_refs_js__WEBPACK_IMPORTED_MODULE_0__/* .leadingRefs */ .pH)(m[2], false).refs) {
                    if (t.kind === 'sha')
                        refs.push({ key: canonical.get(m[1].toLowerCase()) ?? m[1], ref: t.ref });
                }
            }
        }
        return refs;
    };
}
/** SHAs named by `This reverts commit X` (git revert's own wording). */
function revertedRefs(message) {
    return Array.from(message.matchAll(REVERTS), (m) => m[1].toLowerCase());
}


/***/ }),

/***/ 9327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ VIA_ORDER),
/* harmony export */   nb: () => (/* binding */ compileRules)
/* harmony export */ });
/* unused harmony export BUILTIN_SECTIONS */
/* harmony import */ var _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3226);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(829);


const VIA_ORDER = [
    'trailer',
    'pr-number',
    'section',
    'patch-id',
    'content',
    'path-rule',
    'ledger',
];

/** Bundle body sections real forks write: `Picked (15): #1 #2`, `Deferred (6, backlog):`, `Won't-port (3):`, `Skipped`. */
const BUILTIN_SECTIONS = [
    {
        name: 'picked-section',
        heading: /^(?:picked|cherry[- ]?picked|backported|ported|included|landed)$/i,
        meaning: 'picked',
    },
    { name: 'deferred-section', heading: /^(?:deferred|postponed|backlog|held back)$/i, meaning: 'defer' },
    {
        name: 'wont-port-section',
        heading: /^(?:won['’]?t[- ]?port(?:ed)?|will not port|not ported|not porting|not applicable|n\/a)$/i,
        meaning: 'wont-port',
    },
    { name: 'skipped-section', heading: /^(?:skipped|skip)$/i, meaning: 'skip' },
];
/** Compiles trailer keys and user rules (already validated by the config schema) into one rule set. */
function compileRules(trailerKeys, userRules = []) {
    const keys = [...new Set([..._provenance_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_TRAILER_KEYS */ .jY, ...trailerKeys].map((k) => k.trim()).filter(Boolean))];
    const trailers = new Map();
    for (const k of keys)
        trailers.set(k.toLowerCase(), { name: k, key: k.toLowerCase(), meaning: 'picked' });
    const sections = [...BUILTIN_SECTIONS];
    const patterns = [];
    userRules.forEach((r, i) => {
        const name = r.name ?? `provenanceRules[${i}]`;
        if (r.where === 'trailer') {
            const key = r.key.toLowerCase();
            trailers.set(key, { name, key, meaning: r.meaning });
            if (!keys.some((k) => k.toLowerCase() === key))
                keys.push(r.key);
        }
        else if (r.where === 'section') {
            // User sections come first: a user heading can re-mean a built-in one.
            sections.unshift({ name, heading: (0,_shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_1__/* .compileBounded */ .Zl)(`^(?:${r.heading})$`), meaning: r.meaning });
        }
        else {
            patterns.push({ name, where: r.where, re: (0,_shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_1__/* .compileBounded */ .Zl)(r.pattern), match: r.match, meaning: r.meaning });
        }
    });
    return { trailers, sections, patterns, trailerKeys: keys };
}


/***/ }),

/***/ 7139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ShaIndex)
/* harmony export */ });
/* unused harmony export MIN_PREFIX */
/**
 * Resolves full SHAs and prefixes against a known set of commits. Some provenance SHAs in real forks are wrong
 * after their first 8 characters (copy errors), so a ref that matches nothing exactly resolves to the one commit
 * sharing its longest prefix, when that prefix has at least MIN_PREFIX characters and is unambiguous.
 */
const MIN_PREFIX = 7;
class ShaIndex {
    sorted;
    constructor(shas) {
        this.sorted = [...new Set(shas)].sort();
    }
    get size() {
        return this.sorted.length;
    }
    has(sha) {
        const i = this.lowerBound(sha);
        return this.sorted[i] === sha;
    }
    resolve(ref) {
        const q = ref.toLowerCase();
        if (q.length < MIN_PREFIX || !/^[0-9a-f]+$/.test(q))
            return { kind: 'none' };
        const i = this.lowerBound(q);
        if (this.sorted[i] === q)
            return { kind: 'exact', sha: q };
        // The longest prefix q shares with any entry is found at one of its two sorted neighbours.
        const shared = Math.max(commonPrefix(q, this.sorted[i - 1]), commonPrefix(q, this.sorted[i]));
        if (shared < MIN_PREFIX)
            return { kind: 'none' };
        const candidates = this.withPrefix(q.slice(0, shared));
        if (candidates.length === 1)
            return { kind: 'prefix', sha: candidates[0], matched: shared };
        return { kind: 'ambiguous', candidates: candidates.slice(0, 10) };
    }
    withPrefix(prefix) {
        const out = [];
        for (let i = this.lowerBound(prefix); i < this.sorted.length && this.sorted[i].startsWith(prefix); i++) {
            out.push(this.sorted[i]);
        }
        return out;
    }
    lowerBound(q) {
        let lo = 0;
        let hi = this.sorted.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (this.sorted[mid] < q)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo;
    }
}
function commonPrefix(a, b) {
    if (!b)
        return 0;
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    return i;
}


/***/ }),

/***/ 2348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LV: () => (/* binding */ LedgerFileSchema),
/* harmony export */   kc: () => (/* binding */ NotApplicableRuleSchema),
/* harmony export */   tV: () => (/* binding */ ProvenanceRuleSchema)
/* harmony export */ });
/* unused harmony exports DispositionSchema, LedgerEntrySchema, RuleMeaningSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3226);
/* harmony import */ var _shared_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5403);



const Glob = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().superRefine((value, ctx) => {
    const problem = (0,_shared_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globProblem */ .AI)(value);
    if (problem)
        ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 80)}')` });
});
const ShaOrPrefix = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
    .regex(/^[0-9a-fA-F]{7,64}$/, 'expected a commit SHA or a unique prefix of at least 7 hex characters');
const DispositionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['wont-port', 'skip', 'defer']);
const LedgerEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    commit: ShaOrPrefix,
    disposition: DispositionSchema,
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1, 'expected a reason'),
    blockedBy: ShaOrPrefix.optional(),
})
    .strict();
/**
 * The fork's declared dispositions of upstream commits: `wont-port` and `skip` count as reached (they leave the
 * backlog), `defer` stays in the backlog with its reason, optionally until `blockedBy` is reached.
 */
const LedgerFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ entries: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(LedgerEntrySchema).max(100_000) }).strict();
/** What a provenance rule's match means for the upstream commit it names. */
const RuleMeaningSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['picked', 'defer', 'wont-port', 'skip']);
const BoundedRegex = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().superRefine((value, ctx) => {
    const problem = (0,_shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_2__/* .regexProblem */ .Hs)(value);
    if (problem)
        ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 60)}')` });
});
/**
 * A user provenance rule (config key `provenanceRules`). `where` says where it looks: a `trailer` line `<key>: <refs>`,
 * a body `section` whose heading matches `heading` (entries on the heading line or bulleted below it), or a regex
 * `pattern` on `subject` or `body` lines whose first capture group is the SHA or PR number.
 */
const ProvenanceRuleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1).max(80).optional(),
    where: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['trailer', 'section', 'subject', 'body']),
    /** What the rule's refs name; trailers and sections accept both, a pattern must say. */
    match: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['sha', 'pr']).optional(),
    meaning: RuleMeaningSchema.default('picked'),
    key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1).max(100).optional(),
    heading: BoundedRegex.optional(),
    pattern: BoundedRegex.optional(),
})
    .strict()
    .superRefine((rule, ctx) => {
    const need = (key, why) => {
        if (rule[key] === undefined)
            ctx.addIssue({ code: 'custom', path: [key], message: `expected ${why}` });
    };
    if (rule.where === 'trailer')
        need('key', "a trailer key for where: trailer, e.g. 'Reactor Defer Revision'");
    if (rule.where === 'section')
        need('heading', "a heading regex for where: section, e.g. '^ported'");
    if (rule.where === 'subject' || rule.where === 'body') {
        need('pattern', `a regex with one capture group for where: ${rule.where}`);
        if (rule.match === undefined)
            ctx.addIssue({ code: 'custom', path: ['match'], message: "expected 'sha' or 'pr' for a pattern rule" });
        if (rule.pattern !== undefined && !/\((?!\?)/.test(rule.pattern.replace(/\\./g, '')))
            ctx.addIssue({ code: 'custom', path: ['pattern'], message: 'expected a capture group around the SHA or number' });
    }
});
/** Config key `notApplicable`: an upstream commit whose every changed path matches is declared wont-port. */
const NotApplicableRuleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    paths: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(Glob).min(1, 'expected at least one glob').max(200),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1, 'expected a reason').max(300),
})
    .strict();


/***/ }),

/***/ 6580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VX: () => (/* binding */ PlanConfigSchema),
/* harmony export */   fc: () => (/* binding */ DEFAULT_PLAN_CONFIG)
/* harmony export */ });
/* unused harmony exports DEFAULT_TOOLCHAIN_GLOBS, DEFAULT_MAX_BUNDLE_SIZE, DEFAULT_RISK_THRESHOLD, RiskyGlobSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _shared_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5403);
/* harmony import */ var _ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2348);



/** Defaults that fit Triton-like forks: the LLVM pin and the toolchain version files move in their own lane. */
const DEFAULT_TOOLCHAIN_GLOBS = ['cmake/llvm-hash.txt', 'cmake/*-toolchain-version.json'];
const DEFAULT_MAX_BUNDLE_SIZE = 20;
const DEFAULT_RISK_THRESHOLD = 30;
const Glob = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().superRefine((value, ctx) => {
    const problem = (0,_shared_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globProblem */ .AI)(value);
    if (problem)
        ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 80)}')` });
});
const RiskyGlobSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    glob: Glob,
    /** Points added to a commit's risk score when any path it changes matches. */
    weight: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig({ message: 'expected a number of points from 1 to 100' })
        .int('expected a whole number of points from 1 to 100')
        .min(1, 'expected a number of points from 1 to 100')
        .max(100, 'expected a number of points from 1 to 100'),
    /** Shown in the risk reasons, e.g. "the fork's scheduler rewrite". */
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1).max(200).optional(),
})
    .strict();
/**
 * The plan configuration file (YAML or JSON). Every key is optional; the CLI flags override the file.
 * Written by people, so it is strict: an unknown key is an error naming it.
 */
const PlanConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** Paths whose changes add to a commit's risk, with weights. */
    risky: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(RiskyGlobSchema).max(500).default([]).describe('Paths whose changes add to a commit\'s risk score, with weights.'),
    /** Paths of the toolchain lane (an LLVM pin, compiler versions): such commits get their own bundles. */
    toolchain: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(Glob)
        .max(500)
        .default([...DEFAULT_TOOLCHAIN_GLOBS])
        .describe('Paths of the toolchain lane (an LLVM pin, compiler versions): such commits get bundles of their own.'),
    /** A commit scoring at least this much is risky: it starts a risky chain. */
    riskThreshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig({ message: 'expected a whole number of points from 1 to 1000' })
        .int('expected a whole number of points from 1 to 1000')
        .min(1, 'expected a whole number of points from 1 to 1000')
        .max(1000, 'expected a whole number of points from 1 to 1000')
        .default(DEFAULT_RISK_THRESHOLD)
        .describe('A commit scoring at least this many points is risky and starts a risky chain.'),
    /** Most commits in one low-risk bundle. */
    maxBundleSize: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig({ message: 'expected a whole number from 1 to 1000' })
        .int('expected a whole number from 1 to 1000')
        .min(1, 'expected a whole number from 1 to 1000')
        .max(1000, 'expected a whole number from 1 to 1000')
        .default(DEFAULT_MAX_BUNDLE_SIZE)
        .describe('Most commits in one low-risk bundle.'),
    /** Provenance trailer keys besides the defaults, e.g. "Reactor Cherry-pick Revision". */
    trailers: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1, 'expected a non-empty trailer key').max(100))
        .max(50)
        .default([])
        .describe('Provenance trailer keys besides the defaults, e.g. "Reactor Cherry-pick Revision".'),
    /** Provenance rules besides the built-in ones (docs/ledger-and-lag.md). */
    provenanceRules: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .ProvenanceRuleSchema */ .tV)
        .max(100)
        .default([])
        .describe('Provenance rules besides the built-in ones: where to look (trailer, section, subject, body), what refs name, what a match means.'),
    /** Upstream commits whose every changed path matches are declared wont-port (e.g. upstream CI-only changes). */
    notApplicable: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .NotApplicableRuleSchema */ .kc)
        .max(100)
        .default([])
        .describe('Path rules: an upstream commit whose every changed path matches one rule\'s globs is declared wont-port with its reason.'),
    /** Ledger of dispositions, relative to the repository root. */
    ledger: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().trim().min(1, 'expected a path').optional().describe('Ledger of dispositions, relative to the repository root.'),
})
    .strict();
const DEFAULT_PLAN_CONFIG = PlanConfigSchema.parse({});


/***/ }),

/***/ 7012:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ readIngestionState)
});

// UNUSED EXPORTS: short

// EXTERNAL MODULE: ./src/adapters/git/commit-log.ts
var commit_log = __webpack_require__(4717);
// EXTERNAL MODULE: ./src/adapters/git/merge-tree.ts + 3 modules
var merge_tree = __webpack_require__(2740);
;// CONCATENATED MODULE: ./src/adapters/git/content-present.ts

const ZERO = /^0+$/;
/**
 * Which commits' picks onto `tip` would come out empty, with the same predictor plan uses (a cherry-pick's three-way
 * merge by merge-tree, onto the tip alone). Most commits are decided from blob ids first, which is exact: when every
 * changed path already has the commit's blob at the tip, the merge result is the tip (empty); when some changed path
 * still has the parent's blob at the tip, the merge takes the commit's side there (not empty). Only the rest are merged.
 */
async function contentAlreadyPresent(git, tip, commits, logger) {
    const out = { present: new Set(), decided: new Map() };
    const usable = commits.filter((c) => c.parent);
    if (!usable.length)
        return out;
    const changes = await rawChanges(git, usable.map((c) => c.sha));
    const paths = [...new Set([...changes.values()].flatMap((list) => list.map((x) => x.path)))];
    const atTip = await blobsAt(git, tip, paths);
    const undecided = [];
    for (const c of usable) {
        const list = changes.get(c.sha) ?? [];
        let verdict = 'same-blobs';
        for (const x of list) {
            const t = atTip.get(x.path);
            // Mode-only changes and unreadable paths are left to the merge.
            if (t === undefined || x.oldOid === x.newOid) {
                verdict = undefined;
                continue;
            }
            if (t === x.oldOid) {
                verdict = 'untouched-path';
                break;
            }
            if (t !== x.newOid)
                verdict = undefined;
        }
        if (verdict) {
            out.decided.set(c.sha, verdict);
            if (verdict === 'same-blobs')
                out.present.add(c.sha);
        }
        else
            undecided.push(c);
    }
    const rest = undecided.length ? await addedLinesMissing(git, undecided, atTip, out) : [];
    // Each onto the tip alone: one predictor call per commit keeps the tip from advancing (few commits get here).
    for (const c of rest) {
        const predicted = await (0,merge_tree/* predictCherryPicks */._)(git, tip, [c], { mode: 'per-commit', ...(logger ? { logger } : {}) });
        for (const v of predicted.verdicts) {
            out.decided.set(v.sha, v.verdict);
            if (v.verdict === 'empty')
                out.present.add(v.sha);
        }
    }
    return out;
}
/** `diff-tree --stdin -r --raw -z` for many commits in one process: per commit its changed paths with blob ids. */
async function rawChanges(git, shas) {
    const { stdout } = await git.run(['diff-tree', '--stdin', '-r', '--no-renames', '--raw', '-z'], {
        input: `${shas.join('\n')}\n`,
    });
    const out = new Map();
    const fields = stdout.split('\0');
    let current;
    for (let i = 0; i < fields.length; i++) {
        const f = fields[i].replace(/^\n/, '');
        if (!f)
            continue;
        if (f.startsWith(':')) {
            const [, , oldOid = '', newOid = ''] = f.slice(1).split(' ');
            const path = fields[++i] ?? '';
            current?.push({ path, oldOid: ZERO.test(oldOid) ? null : oldOid, newOid: ZERO.test(newOid) ? null : newOid });
        }
        else {
            current = [];
            out.set(f.trim(), current);
        }
    }
    return out;
}
/** Blob id of each path at `commit` (null: absent), by one `cat-file --batch-check`; paths with a newline are skipped. */
async function blobsAt(git, commit, paths) {
    const out = new Map();
    const asked = paths.filter((p) => !p.includes('\n'));
    if (!asked.length)
        return out;
    const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
        input: asked.map((p) => `${commit}:${p}`).join('\n') + '\n',
    });
    const lines = stdout.split('\n');
    asked.forEach((p, i) => {
        const line = lines[i] ?? '';
        if (line.endsWith(' missing'))
            out.set(p, null);
        else {
            const [oid, type] = line.split(' ');
            // A path that is a tree at the tip (a file became a directory) is left to the merge.
            if (oid && type === 'blob')
                out.set(p, oid);
        }
    });
    return out;
}
/**
 * A pick can only be empty when every line it adds is already in the tip's version of that file (a clean merge keeps
 * its added lines; a conflict is not empty). Commits with an added line the tip lacks are decided `lines-missing`;
 * the rest (binary patches, deletions only, lines all present) are returned for the merge.
 */
async function addedLinesMissing(git, commits, atTip, out) {
    const { stdout } = await git.run(['diff-tree', '--stdin', '-p', '-U0', '--no-renames', '--no-ext-diff', '--no-color'], {
        input: `${commits.map((c) => c.sha).join('\n')}\n`,
    });
    const added = parseAddedLines(stdout);
    const oids = new Set();
    for (const files of added.values())
        for (const f of files.keys()) {
            const oid = atTip.get(f);
            if (oid)
                oids.add(oid);
        }
    const lines = await blobLines(git, [...oids]);
    const rest = [];
    for (const c of commits) {
        let missing = false;
        for (const [path, add] of added.get(c.sha) ?? []) {
            if (add === 'binary' || !atTip.has(path))
                continue;
            const oid = atTip.get(path);
            const have = oid ? lines.get(oid) : new Set();
            if (add.some((l) => !have?.has(l))) {
                missing = true;
                break;
            }
        }
        if (missing)
            out.decided.set(c.sha, 'lines-missing');
        else
            rest.push(c);
    }
    return rest;
}
/** Commit → path → lines its patch adds (`binary` for a binary patch). */
function parseAddedLines(patches) {
    const out = new Map();
    let files;
    let current;
    let previous = '';
    for (const line of patches.split('\n')) {
        const header = previous.startsWith('--- ') && line.startsWith('+++ ');
        previous = line;
        if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(line)) {
            files = new Map();
            out.set(line, files);
            current = undefined;
        }
        else if (line.startsWith('diff --git ')) {
            current = undefined;
        }
        else if (header) {
            // `+++ b/path` follows `--- a/path`; an added line that starts with "++ " is not a header.
            const path = line === '+++ /dev/null' ? undefined : unquote(line.slice(4)).replace(/^b\//, '');
            current = undefined;
            if (path && files) {
                current = [];
                files.set(path, current);
            }
        }
        else if (line.startsWith('Binary files ') && files) {
            const m = / and (?:"?b\/)(.*?)"? differ$/.exec(line);
            if (m)
                files.set(unquote(m[1]), 'binary');
        }
        else if (current && line.startsWith('+'))
            current.push(line.slice(1));
    }
    return out;
}
function unquote(p) {
    if (!p.startsWith('"'))
        return p;
    try {
        return JSON.parse(p);
    }
    catch {
        return p;
    }
}
/** Each blob's lines, by one `cat-file --batch`. */
async function blobLines(git, oids) {
    const out = new Map();
    if (!oids.length)
        return out;
    const { stdout } = await git.run(['cat-file', '--batch'], { input: `${oids.join('\n')}\n` });
    // Output is decoded text, so byte sizes cannot step through it: each body ends where the next header begins.
    let pos = 0;
    oids.forEach((oid, i) => {
        const eol = stdout.indexOf('\n', pos);
        if (eol < 0)
            return;
        const missing = stdout.slice(pos, eol).endsWith(' missing');
        pos = eol + 1;
        if (missing)
            return;
        const next = oids[i + 1];
        let end = next ? stdout.indexOf(`\n${next} `, pos) : stdout.length - 1;
        if (end < 0)
            end = stdout.length - 1;
        out.set(oid, new Set(stdout.slice(pos, end).split('\n')));
        pos = end + 1;
    });
    return out;
}

// EXTERNAL MODULE: ./src/adapters/git/git-errors.ts
var git_errors = __webpack_require__(1719);
;// CONCATENATED MODULE: ./src/adapters/git/patch-id.ts
/**
 * Stable patch-ids for the given non-merge commits, in two processes whatever their number:
 * `diff-tree --stdin -p` streams the patches into `patch-id --stable`.
 */
async function patchIds(git, shas) {
    const result = new Map();
    if (shas.length === 0)
        return result;
    const { stdout: patches } = await git.run(['diff-tree', '--stdin', '-p', '--no-renames', '--no-ext-diff', '--no-color'], {
        input: shas.join('\n') + '\n',
    });
    if (patches.trim() === '')
        return result;
    const { stdout } = await git.run(['patch-id', '--stable'], { input: patches });
    for (const line of stdout.split('\n')) {
        const [id, sha] = line.trim().split(/\s+/);
        if (id && sha)
            result.set(sha, id);
    }
    return result;
}

// EXTERNAL MODULE: ./src/shared/progress.ts
var progress = __webpack_require__(1378);
// EXTERNAL MODULE: ./src/adapters/git/refs.ts
var refs = __webpack_require__(393);
// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/domain/ledger/rules.ts
var ledger_rules = __webpack_require__(9327);
;// CONCATENATED MODULE: ./src/domain/ledger/classify.ts


/**
 * Classifies every upstream commit missing by ancestry. Precedence (docs/ledger-and-lag.md):
 * 1. content in the fork — a live pick (trailer, PR number, section), an equal patch-id, or an empty pick — is
 *    ingested whatever any declaration says (contradicting declarations are reported);
 * 2. else the ledger file (the user's override);
 * 3. else the latest live declaration in a fork message (a later one beats an earlier one);
 * 4. else a notApplicable path rule (wont-port);
 * 5. else pending. `defer` keeps a commit in the backlog.
 */
function classifyUpstream(upstream, analysis, inputs) {
    return upstream.filter((c) => c.parents.length <= 1).map((c, index) => classifyOne(c, index, analysis, inputs));
}
function classifyOne(c, index, analysis, inputs) {
    const claims = analysis.claims.get(c.sha) ?? [];
    const livePicks = claims.filter((k) => k.live && k.meaning === 'picked');
    const byPatch = (inputs.patchMatches.get(c.sha) ?? []).filter((f) => !analysis.revertedBy.has(f));
    const byContent = inputs.content?.has(c.sha) ?? false;
    const evidence = claims.map((k) => claimEvidence(k));
    for (const f of byPatch)
        evidence.push({
            via: 'patch-id',
            meaning: 'picked',
            forkCommit: f,
            rule: 'patch-id',
            counted: true,
            note: 'same patch-id as this fork commit',
        });
    if (byContent)
        evidence.push({
            via: 'content',
            meaning: 'picked',
            rule: 'empty-pick',
            counted: true,
            note: 'its pick onto the fork tip would be empty',
        });
    const entry = inputs.ledger.bySha.get(c.sha);
    if (entry)
        evidence.push({
            via: 'ledger',
            meaning: entry.disposition,
            rule: 'ledger file',
            reason: entry.reason,
            counted: false,
            ...(entry.blockedBy ? { blockedBy: entry.blockedBy } : {}),
        });
    const base = { sha: c.sha, index, subject: (0,commit/* subjectOf */.e)(c.message), committedAt: c.committedAt };
    const dead = analysis.revertedPicksByUpstream.get(c.sha);
    const extras = dead?.length ? { revertedPicks: dead } : {};
    const declarations = claims.filter((k) => k.live && k.meaning !== 'picked');
    const latestDecl = declarations.reduce((a, k) => (!a || k.forkIndex >= a.forkIndex ? k : a), undefined);
    const mark = (pred, note) => {
        for (const e of evidence)
            if (pred(e))
                Object.assign(e, { counted: true }, note ? { note } : {});
    };
    if (livePicks.length || byPatch.length || byContent) {
        mark((e) => e.meaning === 'picked' &&
            e.via !== 'ledger' &&
            (e.forkCommit === undefined || !analysis.revertedBy.has(e.forkCommit)));
        const via = order(evidence.filter((e) => e.counted && e.meaning === 'picked').map((e) => e.via));
        const lastPick = Math.max(-1, ...livePicks.map((k) => k.forkIndex));
        const contradicting = [
            ...(entry ? [`the ledger file declares it ${entry.disposition}`] : []),
            ...declarations
                .filter((k) => k.meaning !== 'defer' || k.forkIndex > lastPick)
                .map((k) => `${k.forkCommit.slice(0, 10)} declares it ${k.meaning}`),
        ];
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked' && !e.note)
                e.note = 'overridden: the commit is in the fork';
        return {
            ...base,
            status: 'ingested',
            reached: true,
            via,
            forkCommits: [...new Set([...livePicks.map((k) => k.forkCommit), ...byPatch])],
            ...(entry ? { ledger: { ...disposition(entry), source: 'ledger', via: 'ledger' } } : {}),
            ...extras,
            evidence,
            ...(contradicting.length
                ? { contradiction: `in the fork (${via.join(', ')}), yet ${contradicting.join('; ')}` }
                : {}),
        };
    }
    let declared;
    if (entry) {
        declared = { ...disposition(entry), source: 'ledger', via: 'ledger' };
        mark((e) => e.via === 'ledger');
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked')
                e.note ??= 'overridden by the ledger file';
    }
    else if (latestDecl) {
        declared = {
            disposition: latestDecl.meaning,
            reason: latestDecl.reason ?? `declared ${latestDecl.meaning} in ${latestDecl.forkCommit.slice(0, 10)}`,
            ...(latestDecl.blockedBy ? { blockedBy: latestDecl.blockedBy } : {}),
            source: latestDecl.forkCommit,
            via: latestDecl.via,
        };
        const i = claims.indexOf(latestDecl);
        evidence[i].counted = true;
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked')
                e.note ??= 'superseded by a later declaration';
    }
    else {
        const rule = inputs.pathRule?.(c);
        if (rule) {
            declared = { disposition: 'wont-port', reason: rule.reason, source: 'path-rule', via: 'path-rule' };
            evidence.push({ via: 'path-rule', meaning: 'wont-port', rule: rule.rule, reason: rule.reason, counted: true });
        }
    }
    if (declared) {
        const contradictory = entry ? declarations.filter((k) => k.meaning !== declared.disposition) : [];
        return {
            ...base,
            status: 'declared',
            reached: declared.disposition !== 'defer',
            via: [declared.via],
            forkCommits: declared.source.length === 40 || declared.source.length === 64 ? [declared.source] : [],
            ledger: declared,
            ...extras,
            evidence,
            ...(contradictory.length
                ? {
                    contradiction: `the ledger file says ${declared.disposition}; fork messages say ${contradictory.map((k) => `${k.meaning} (${k.forkCommit.slice(0, 10)})`).join(', ')}`,
                }
                : {}),
        };
    }
    return { ...base, status: 'pending', reached: false, via: [], forkCommits: [], ...extras, evidence };
}
function claimEvidence(k) {
    return {
        via: k.via,
        meaning: k.meaning,
        forkCommit: k.forkCommit,
        rule: k.rule,
        line: k.line,
        counted: false,
        ...(k.reason ? { reason: k.reason } : {}),
        ...(k.blockedBy ? { blockedBy: k.blockedBy } : {}),
        ...(k.live ? {} : { note: 'the fork commit was reverted' }),
    };
}
function disposition(entry) {
    return {
        disposition: entry.disposition,
        reason: entry.reason,
        ...(entry.blockedBy ? { blockedBy: entry.blockedBy } : {}),
    };
}
function order(vias) {
    const set = new Set(vias);
    return ledger_rules/* VIA_ORDER */.C8.filter((v) => set.has(v));
}

// EXTERNAL MODULE: ./src/domain/ledger/message-refs.ts
var message_refs = __webpack_require__(286);
;// CONCATENATED MODULE: ./src/domain/ledger/pr-subjects.ts
/**
 * Upstream PR numbers in fork subjects. Real forks write `[pick] <upstream subject> (#8121) (#735)` or
 * `[Cherry-pick] '<upstream subject> (#8121)' (#735)` (the upstream PR first, the fork's own PR last), and bundle
 * subjects `Cherry-pick 15 upstream(#10702 #10689 … #10729) (#2877)`, cut mid-list when long.
 */

const GROUP = /\(([^()]{0,2000})\)|\(([^()]{0,2000})$/g;
const LIST_ONLY = /^[\s#\d,;….]*$/;
const MARKER = /\b(?:cherry[- ]?pick(?:ed)?|pick|backport(?:ed)?|port(?:ed)?)\b/i;
/** PR numbers a subject declares, by position; prose mentions (`fixes #12`, `unlike #9`) outside parentheses are not read. */
function subjectPrRefs(subject) {
    const s = (0,message_refs/* cut */.Jj)(subject);
    const lists = [];
    const singles = [];
    for (const m of s.matchAll(GROUP)) {
        const body = m[1] ?? m[2];
        if (!LIST_ONLY.test(body) || !body.includes('#'))
            continue;
        const numbers = Array.from(body.matchAll(/#(\d{1,7})/g), (x) => Number(x[1]));
        // A list cut mid-way (no closing parenthesis) may end in a cut number: never trust its last entry.
        if (m[2] !== undefined)
            numbers.pop();
        if (numbers.length > 1 || m[2] !== undefined)
            lists.push(...numbers);
        else if (numbers.length === 1)
            singles.push(numbers[0]);
    }
    const out = { list: lists, marker: MARKER.test(s), text: normalizeSubject(s) };
    // With a bundle list, trailing single numbers are the fork's own PR.
    if (!lists.length && singles.length) {
        out.last = singles[singles.length - 1];
        if (singles.length > 1)
            out.beforeLast = singles[singles.length - 2];
    }
    return out;
}
/** Lower case, without `(#N)` groups, `[tags]`, quotes and punctuation: what two subjects of one change share. */
function normalizeSubject(subject) {
    return (0,message_refs/* cut */.Jj)(subject)
        .toLowerCase()
        .replace(/\(\s*#\d[^()]*\)/g, ' ')
        .replace(/\[[^\]]{0,60}\]/g, ' ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
}
/** Whether the fork subject carries the upstream subject's words (a pick keeps them, a fork change does not). */
function subjectsMatch(forkText, upstreamText) {
    // Short generic titles ("fix build") would match fork subjects by accident.
    if (upstreamText.length < 12)
        return false;
    return ` ${forkText} `.includes(` ${upstreamText} `);
}

;// CONCATENATED MODULE: ./src/domain/ledger/message-claims.ts
/**
 * What one fork commit message declares about upstream commits, rule by rule: `-x` lines, trailer lines (one or
 * several SHAs, commit URLs, PR URLs or `#N`), body sections (`Picked (15): #1 #2`, a heading then bulleted entries,
 * `Deferred (6, backlog):` with reasons), user patterns, and the PR numbers of the subject (resolved later against
 * upstream's subjects). Quoted lines (`>`) and fenced code blocks are someone else's words: never read as declarations.
 */


const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const TRAILER = /^[ \t*\-•+]*([A-Za-z][\w .'’-]{0,60}?)[ \t]*:[ \t]*(\S.*)$/;
const HEADING = /^([A-Za-z][A-Za-z'’ /-]{0,40}?)[ \t]*(\([^()\n]{0,60}\))?[ \t]*(?::[ \t]*(.*))?$/;
const BULLET = /^[ \t]*[-*•+][ \t]+(.*)$/;
const QUOTED = /^[ \t]*>/;
const FENCE = /^[ \t]*(```|~~~)/;
const show = (line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line).trim();
function readMessage(message, rules) {
    const lines = message.split('\n');
    const subjectLine = (0,message_refs/* cut */.Jj)(lines[0] ?? '');
    const claims = [];
    for (const m of message.matchAll(CHERRY_PICKED)) {
        claims.push({
            target: { kind: 'sha', ref: m[1].toLowerCase() },
            meaning: 'picked',
            via: 'trailer',
            rule: 'cherry-pick -x',
            line: show(m[0]),
        });
    }
    for (const p of rules.patterns) {
        if (p.where !== 'subject')
            continue;
        const m = p.re.exec(subjectLine);
        const t = m?.[1] !== undefined ? (0,message_refs/* refFromCapture */.CO)(m[1], p.match) : undefined;
        if (t)
            claims.push({
                target: t,
                meaning: p.meaning,
                via: p.match === 'pr' ? 'pr-number' : 'trailer',
                rule: p.name,
                line: show(subjectLine),
            });
    }
    let section;
    let fenced = false;
    for (let i = 1; i < lines.length; i++) {
        const line = (0,message_refs/* cut */.Jj)(lines[i]);
        if (FENCE.test(line)) {
            fenced = !fenced;
            section = undefined;
            continue;
        }
        if (fenced || QUOTED.test(line)) {
            section = undefined;
            continue;
        }
        if (!line.trim())
            continue;
        const heading = headingOf(line, rules);
        if (heading) {
            section = heading;
            if (heading.rest)
                sectionEntry(claims, heading.rule, heading.heading, heading.rest, line);
            continue;
        }
        const bullet = BULLET.exec(line);
        if (section && (bullet || /^[ \t]*#\d/.test(line))) {
            sectionEntry(claims, section.rule, section.heading, bullet ? bullet[1] : line, line);
            continue;
        }
        // An indented line continues the entry above it (a bullet's trailer line); any other line ends the section:
        // prose in the same body is not a declaration.
        if (!(section && /^[ \t]+\S/.test(line)))
            section = undefined;
        const t = TRAILER.exec(line);
        const rule = t ? rules.trailers.get(t[1].toLowerCase()) : undefined;
        if (rule) {
            const { refs, rest } = (0,message_refs/* leadingRefs */.pH)(t[2], false);
            const blockedBy = rule.meaning === 'defer' ? (0,message_refs/* blockerIn */.ky)(rest) : undefined;
            for (const target of refs)
                claims.push({
                    target,
                    meaning: rule.meaning,
                    via: target.kind === 'pr' ? 'pr-number' : 'trailer',
                    rule: rule.name,
                    line: show(line),
                    ...(rule.meaning !== 'picked' && rest ? { reason: rest } : {}),
                    ...(blockedBy ? { blockedBy } : {}),
                });
            continue;
        }
        for (const p of rules.patterns) {
            if (p.where !== 'body')
                continue;
            const m = p.re.exec(line);
            const target = m?.[1] !== undefined ? (0,message_refs/* refFromCapture */.CO)(m[1], p.match) : undefined;
            if (target)
                claims.push({
                    target,
                    meaning: p.meaning,
                    via: p.match === 'pr' ? 'pr-number' : 'trailer',
                    rule: p.name,
                    line: show(line),
                });
        }
    }
    const revert = /^(?:Revert|Reapply) "/.test(subjectLine);
    return { claims, subjectLine, ...(revert ? {} : { subject: subjectPrRefs(subjectLine) }) };
}
function headingOf(line, rules) {
    const plain = line
        .replace(/\*\*|__/g, '')
        .replace(/^[ \t]*#{1,6}[ \t]*/, '')
        .trim();
    const m = HEADING.exec(plain);
    if (!m)
        return undefined;
    const words = m[1].trim();
    const rule = rules.sections.find((r) => r.heading.test(words));
    return rule ? { rule, heading: words, rest: (m[3] ?? '').trim() } : undefined;
}
function sectionEntry(claims, rule, heading, text, line) {
    const { refs, rest } = (0,message_refs/* leadingRefs */.pH)(text);
    // `- <upstream subject> (#8121)`: a section listing subjects names the PR at the end of the entry.
    const listed = refs.length ? undefined : /\(#(\d{1,7})\)\s*$/.exec(text);
    if (listed)
        refs.push({ kind: 'pr', number: Number(listed[1]) });
    if (!refs.length)
        return;
    const reason = rest.replace(/^[:\-–—]+\s*/, '').trim() || `listed under "${heading}"`;
    const blockedBy = rule.meaning === 'defer' ? (0,message_refs/* blockerIn */.ky)(rest) : undefined;
    for (const target of refs)
        claims.push({
            target,
            meaning: rule.meaning,
            via: 'section',
            rule: rule.name,
            line: show(line),
            ...(rule.meaning !== 'picked' ? { reason } : {}),
            ...(blockedBy ? { blockedBy } : {}),
        });
}

// EXTERNAL MODULE: ./src/domain/ledger/provenance.ts
var provenance = __webpack_require__(829);
// EXTERNAL MODULE: ./src/domain/ledger/sha-index.ts
var sha_index = __webpack_require__(7139);
;// CONCATENATED MODULE: ./src/domain/ledger/upstream-prs.ts
/**
 * Upstream PR number → upstream commit, from upstream's own history (the commits missing by ancestry): squash-merge
 * subjects ending in `(#N)`, and `Merge pull request #N from …` merges (the PR's commits are the non-merge commits
 * its second parent brings in). A number that names no such commit, or several squash commits, is never guessed.
 */


const SQUASH = /\(#(\d{1,7})\)\s*$/;
const MERGE = /^Merge pull request #(\d{1,7}) from /;
function buildPrIndex(upstream) {
    const index = { commits: new Map(), titles: new Map(), numberOf: new Map(), ambiguous: new Map() };
    const bySha = new Map(upstream.map((c) => [c.sha, c]));
    const firstParentChain = firstParents(upstream);
    const claimed = new Set();
    for (const c of upstream) {
        const subject = (0,commit/* subjectOf */.e)(c.message);
        if (c.parents.length > 1) {
            const m = MERGE.exec(subject);
            if (!m)
                continue;
            const n = Number(m[1]);
            const shas = sideCommits(c, bySha, firstParentChain, claimed);
            if (!shas.length)
                continue;
            add(index, n, shas, normalizeSubject(c.message.split('\n').find((l, i) => i > 0 && l.trim()) ?? ''));
            continue;
        }
        const m = SQUASH.exec(subject);
        if (m)
            add(index, Number(m[1]), [c.sha], normalizeSubject(subject));
    }
    for (const n of index.ambiguous.keys())
        index.commits.delete(n);
    for (const [n, shas] of index.commits)
        for (const s of shas)
            index.numberOf.set(s, n);
    return index;
}
function add(index, n, shas, title) {
    const prior = index.commits.get(n) ?? index.ambiguous.get(n);
    if (prior) {
        index.ambiguous.set(n, [...prior, ...shas]);
        return;
    }
    index.commits.set(n, shas);
    index.titles.set(n, title);
}
/** The first-parent chain from the newest commit, within the given commits. */
function firstParents(upstream) {
    const bySha = new Map(upstream.map((c) => [c.sha, c]));
    const chain = new Set();
    let c = upstream[upstream.length - 1];
    while (c && !chain.has(c.sha)) {
        chain.add(c.sha);
        c = c.parents[0] ? bySha.get(c.parents[0]) : undefined;
    }
    return chain;
}
/** Non-merge commits reachable from the merge's second parent and not on the first-parent chain or in an earlier PR. */
function sideCommits(merge, bySha, chain, claimed) {
    const out = [];
    const stack = merge.parents.slice(1);
    while (stack.length) {
        const sha = stack.pop();
        const c = bySha.get(sha);
        if (!c || chain.has(sha) || claimed.has(sha))
            continue;
        claimed.add(sha);
        if (c.parents.length <= 1)
            out.push(sha);
        stack.push(...c.parents);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/ledger/fork-history.ts






/**
 * Reads provenance, dispositions and reverts from fork-only commits (oldest first). A revert of a fork commit undoes
 * that commit's picks unless the revert is itself reverted: walking newest-first, a commit is live when no live later
 * commit reverts it.
 */
function analyzeForkHistory(upstream, fork, rules) {
    const upstreamIndex = new sha_index/* ShaIndex */.n(upstream.map((c) => c.sha));
    const forkIndex = new sha_index/* ShaIndex */.n(fork.map((c) => c.sha));
    const prIndex = buildPrIndex(upstream);
    const revertTargets = new Map();
    for (const c of fork) {
        const targets = [];
        for (const ref of (0,provenance/* revertedRefs */.Cc)(c.message)) {
            const r = forkIndex.resolve(ref);
            if ((r.kind === 'exact' || r.kind === 'prefix') && r.sha !== c.sha)
                targets.push(r.sha);
        }
        if (targets.length)
            revertTargets.set(c.sha, targets);
    }
    const revertedBy = new Map();
    for (let i = fork.length - 1; i >= 0; i--) {
        const c = fork[i];
        if (revertedBy.has(c.sha))
            continue; // a dead revert undoes nothing
        for (const t of revertTargets.get(c.sha) ?? [])
            if (!revertedBy.has(t))
                revertedBy.set(t, c.sha);
    }
    const analysis = {
        picksByUpstream: new Map(),
        claims: new Map(),
        withProvenance: new Set(),
        revertedBy,
        revertedPicksByUpstream: new Map(),
        reverts: new Set(revertTargets.keys()),
        prefixResolved: [],
        unresolved: [],
        ambiguous: [],
        prIndex,
    };
    const resolveTarget = (t, note) => {
        if (t.kind === 'pr') {
            const shas = prIndex.commits.get(t.number);
            if (shas)
                return shas;
            const amb = prIndex.ambiguous.get(t.number);
            if (amb)
                analysis.ambiguous.push({ ...note, candidates: amb.slice(0, 10) });
            else
                analysis.unresolved.push(note);
            return [];
        }
        const r = upstreamIndex.resolve(t.ref);
        if (r.kind === 'none') {
            analysis.unresolved.push(note);
            return [];
        }
        if (r.kind === 'ambiguous') {
            analysis.ambiguous.push({ ...note, candidates: r.candidates });
            return [];
        }
        if (r.kind === 'prefix')
            analysis.prefixResolved.push({ ...note, resolvedTo: r.sha });
        return [r.sha];
    };
    const resolveBlocker = (t) => {
        if (!t)
            return undefined;
        if (t.kind === 'pr')
            return prIndex.commits.get(t.number)?.at(-1) ?? (0,message_refs/* refLabel */.E3)(t);
        const r = upstreamIndex.resolve(t.ref);
        return r.kind === 'exact' || r.kind === 'prefix' ? r.sha : t.ref;
    };
    fork.forEach((c, i) => {
        if (analysis.reverts.has(c.sha))
            return;
        const reading = readMessage(c.message, rules);
        const claims = [
            ...reading.claims,
            ...subjectClaims(reading.subject, reading.subjectLine, prIndex, (n) => analysis.unresolved.push({ forkCommit: c.sha, key: 'pick-subject', ref: `#${n}`, line: reading.subjectLine })),
        ];
        if (!claims.length)
            return;
        const live = !revertedBy.has(c.sha);
        for (const claim of claims) {
            const ref = (0,message_refs/* refLabel */.E3)(claim.target);
            if (claim.meaning === 'picked')
                analysis.withProvenance.add(c.sha);
            const shas = resolveTarget(claim.target, { forkCommit: c.sha, key: claim.rule, ref, line: claim.line });
            const blockedBy = resolveBlocker(claim.blockedBy);
            for (const sha of shas) {
                const resolved = {
                    forkCommit: c.sha,
                    forkIndex: i,
                    live,
                    meaning: claim.meaning,
                    via: claim.via,
                    rule: claim.rule,
                    line: claim.line,
                    ref,
                    ...(claim.reason ? { reason: claim.reason } : {}),
                    ...(blockedBy ? { blockedBy } : {}),
                };
                analysis.claims.set(sha, [...(analysis.claims.get(sha) ?? []), resolved]);
                if (claim.meaning !== 'picked')
                    continue;
                const target = live ? analysis.picksByUpstream : analysis.revertedPicksByUpstream;
                const list = target.get(sha) ?? [];
                if (!list.includes(c.sha))
                    list.push(c.sha);
                target.set(sha, list);
            }
        }
    });
    return analysis;
}
/**
 * The subject's PR numbers that name upstream picks. A bundle list counts whole (but for a cut last entry). Else
 * the last `(#N)` counts when the subject carries that upstream PR's title (a pick that kept the upstream subject);
 * otherwise it is the fork's own PR, and the one before it counts when the subject says it is a pick or carries its
 * title. A lone number whose title does not match is the fork's own PR: silently not a pick.
 */
function subjectClaims(refs, line, prIndex, unknown) {
    if (!refs)
        return [];
    const claim = (number, rule) => ({
        target: { kind: 'pr', number },
        meaning: 'picked',
        via: 'pr-number',
        rule,
        line: line.length > 200 ? `${line.slice(0, 199)}…` : line,
    });
    if (refs.list.length)
        return refs.list.map((n) => claim(n, 'bundle-subject'));
    const titleMatches = (n) => {
        const title = prIndex.titles.get(n);
        return title !== undefined && prIndex.commits.has(n) && subjectsMatch(refs.text, title);
    };
    if (refs.last !== undefined && titleMatches(refs.last))
        return [claim(refs.last, 'pick-subject')];
    const inner = refs.beforeLast;
    if (inner === undefined)
        return [];
    if (titleMatches(inner) || (refs.marker && prIndex.commits.has(inner)))
        return [claim(inner, 'pick-subject')];
    if (refs.marker && !prIndex.commits.has(inner))
        unknown(inner);
    return [];
}
/**
 * Which commits need a patch-id at all (the expensive part): upstream commits no provenance names, and live fork
 * commits without provenance whose set of changed paths equals such an upstream commit's (equal patch-ids imply
 * equal path sets, so nothing is missed — the same trick git uses internally for `git cherry`).
 */
function patchIdCandidates(upstream, fork, analysis) {
    const key = (c) => c.paths && c.paths.length
        ? c.paths
            .map((p) => p.path)
            .sort()
            .join('\0')
        : undefined;
    const upstreamByPaths = new Map();
    for (const c of upstream) {
        if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha))
            continue;
        const k = key(c);
        if (!k)
            continue;
        upstreamByPaths.set(k, [...(upstreamByPaths.get(k) ?? []), c.sha]);
    }
    const upstreamOut = new Set();
    const forkOut = [];
    for (const c of fork) {
        if (c.parents.length > 1 || analysis.withProvenance.has(c.sha) || analysis.revertedBy.has(c.sha))
            continue;
        if (analysis.reverts.has(c.sha))
            continue;
        const k = key(c);
        const matches = k ? upstreamByPaths.get(k) : undefined;
        if (!matches)
            continue;
        forkOut.push(c.sha);
        for (const s of matches)
            upstreamOut.add(s);
    }
    return { upstream: [...upstreamOut], fork: forkOut };
}
/** Upstream SHA → fork SHAs with the same patch-id. */
function matchPatchIds(upstreamIds, forkIds) {
    const forkById = new Map();
    for (const [sha, id] of forkIds)
        forkById.set(id, [...(forkById.get(id) ?? []), sha]);
    const out = new Map();
    for (const [sha, id] of upstreamIds) {
        const forks = forkById.get(id);
        if (forks)
            out.set(sha, forks);
    }
    return out;
}

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/domain/ledger/ledger-entries.ts


/**
 * Resolves ledger entries against the missing upstream commits. An ambiguous prefix is the user's error to fix;
 * an entry for a commit that is no longer missing is stale, which is normal after the fork catches up.
 */
function resolveLedger(ledger, missing, source) {
    const result = { bySha: new Map(), warnings: [] };
    if (!ledger)
        return result;
    const index = new sha_index/* ShaIndex */.n(missing);
    ledger.entries.forEach((entry, i) => {
        const where = `${source}: entries[${i}]`;
        const r = resolveStrict(index, entry.commit, `${where}.commit`);
        if (!r) {
            result.warnings.push(`${where}: ${entry.commit} is not a pending upstream commit (already reached, or unknown)`);
            return;
        }
        if (result.bySha.has(r)) {
            throw new errors/* ConfigurationError */.j1(`${where}.commit: ${entry.commit} is declared twice in the ledger`);
        }
        let blockedBy;
        if (entry.blockedBy)
            blockedBy = resolveStrict(index, entry.blockedBy, `${where}.blockedBy`) ?? entry.blockedBy.toLowerCase();
        result.bySha.set(r, {
            sha: r,
            disposition: entry.disposition,
            reason: entry.reason,
            ...(blockedBy ? { blockedBy } : {}),
        });
    });
    return result;
}
/** Ledger refs are written by people: an exact SHA or a unique prefix, never a "longest prefix" guess. */
function resolveStrict(index, ref, where) {
    const q = ref.toLowerCase();
    const r = index.resolve(q);
    if (r.kind === 'exact')
        return r.sha;
    if (r.kind === 'prefix' && r.matched === q.length)
        return r.sha;
    if (r.kind === 'ambiguous' && r.candidates.every((c) => c.startsWith(q))) {
        throw new errors/* ConfigurationError */.j1(`${where}: prefix ${ref} is ambiguous (${r.candidates.length} commits match): write more characters`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/domain/ledger/content-candidates.ts
/**
 * Which unreached commits may be tried for "content already present" onto the fork tip alone: those that no earlier
 * unreached commit touches a path of. For them, picking alone and picking in order (as plan predicts, the tip
 * advancing by earlier picks) merge the same file contents, so an empty pick means the same in lag and in plan. A
 * revert of a pending commit is not "present" because the fork lacks what it reverts: its target comes first and
 * touches its paths. `settled` are commits already tried (present or not).
 */
function contentCandidates(unreached, present, settled) {
    const touched = new Set();
    const out = [];
    for (const c of unreached) {
        if (present.has(c.sha))
            continue; // an empty pick does not move the tip
        const paths = (c.paths ?? []).map((p) => p.path);
        if (!settled.has(c.sha) && paths.every((p) => !touched.has(p)))
            out.push(c);
        for (const p of paths)
            touched.add(p);
    }
    return out;
}

// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
;// CONCATENATED MODULE: ./src/domain/ledger/path-rules.ts

function compilePathRules(rules) {
    const compiled = rules.map((r, i) => ({
        match: (0,glob/* pathMatcher */.kZ)(r.paths),
        rule: `notApplicable[${i}]`,
        reason: r.reason,
    }));
    if (!compiled.length)
        return () => undefined;
    return (c) => {
        const paths = (c.paths ?? []).map((p) => p.path);
        if (!paths.length)
            return undefined;
        const hit = compiled.find((r) => paths.every((p) => r.match(p)));
        return hit ? { rule: hit.rule, reason: hit.reason } : undefined;
    };
}

;// CONCATENATED MODULE: ./src/services/ingestion-state.ts













async function readIngestionState(settings, deps) {
    const { git, logger } = deps;
    // Independent look-ups run side by side: this is the fixed cost of every lag, plan and apply run. Their errors
    // are reported in order of what they imply: not a repository, then shallow (a ref may just be cut off), then refs.
    const [, , upstreamSha, forkSha] = (await Promise.allSettled([
        (0,refs/* assertRepository */.ZV)(git),
        (0,refs/* isShallow */.fE)(git).then((shallow) => {
            if (shallow) {
                throw new errors/* ConfigurationError */.j1(`${git.cwd} is a shallow clone: ancestry and provenance need the full history`, 'fetch with fetch-depth: 0 (actions/checkout) or run git fetch --unshallow');
            }
        }),
        (0,refs/* resolveCommit */.WL)(git, settings.upstream, 'upstream'),
        (0,refs/* resolveCommit */.WL)(git, settings.fork, 'fork'),
    ]).then((results) => results.map((r) => {
        if (r.status === 'rejected')
            throw r.reason;
        return r.value;
    })));
    const base = await (0,refs/* mergeBase */.wu)(git, upstreamSha, forkSha);
    if (!base) {
        throw new errors/* ConfigurationError */.j1(`upstream ${settings.upstream} and fork ${settings.fork} have no common history (unrelated histories)`, 'check that the fork ref really is a fork of the upstream ref');
    }
    const rules = (0,ledger_rules/* compileRules */.nb)(settings.extraTrailerKeys, settings.provenanceRules ?? []);
    const trailerKeys = rules.trailerKeys;
    logger.info(`Reading history: upstream ${ingestion_state_short(upstreamSha)}, fork ${ingestion_state_short(forkSha)}, merge-base ${ingestion_state_short(base)}`);
    let upstreamCommits;
    let forkCommits;
    let baseDate;
    const reading = (deps.progress ?? progress/* noProgressFactory */.dw)('reading history');
    try {
        [upstreamCommits, forkCommits, baseDate] = await Promise.all([
            (0,commit_log/* readCommits */.F)(git, { revisions: [upstreamSha, `^${forkSha}`], oldestFirst: true, paths: true }),
            (0,commit_log/* readCommits */.F)(git, { revisions: [forkSha, `^${upstreamSha}`], oldestFirst: true, paths: true }),
            (0,refs/* committerDate */.d9)(git, base),
        ]);
    }
    catch (error) {
        throw (0,git_errors/* asUserError */.Yl)(error, 'reading history');
    }
    finally {
        reading.done();
    }
    logger.info(`${upstreamCommits.length} upstream commits missing by ancestry; ${forkCommits.length} fork-only commits`);
    const incomplete = [];
    const analysis = analyzeForkHistory(upstreamCommits, forkCommits, rules);
    const candidates = patchIdCandidates(upstreamCommits, forkCommits, analysis);
    let patchMatches = new Map();
    if (candidates.upstream.length && candidates.fork.length) {
        logger.debug(`patch-id: ${candidates.upstream.length} upstream × ${candidates.fork.length} fork candidates`);
        const hashing = (deps.progress ?? progress/* noProgressFactory */.dw)('patch-ids', candidates.upstream.length + candidates.fork.length);
        const ids = await patchIds(git, [...candidates.upstream, ...candidates.fork])
            .finally(() => {
            hashing.tick(candidates.upstream.length + candidates.fork.length);
            hashing.done();
        })
            .catch((e) => {
            // Missing blobs (partial clone without a promisor, snapshots) make patch-ids impossible, not the ledger:
            // provenance still counts, and the report says what was skipped.
            if (e instanceof git_errors/* GitError */.XS && e.advice?.includes('objects are missing')) {
                logger.warning(`patch-id matching skipped: ${e.message}`);
                incomplete.push(`patch-id matching skipped (objects are missing): ${e.message}`);
                return new Map();
            }
            throw (0,git_errors/* asUserError */.Yl)(e, 'computing patch-ids');
        });
        const pick = (shas) => new Map(shas.flatMap((s) => (ids.has(s) ? [[s, ids.get(s)]] : [])));
        patchMatches = matchPatchIds(pick(candidates.upstream), pick(candidates.fork));
    }
    const ledger = resolveLedger(settings.ledger, upstreamCommits.map((c) => c.sha), settings.ledgerSource ?? 'ledger');
    for (const w of ledger.warnings)
        logger.warning(w);
    const pathRule = compilePathRules(settings.notApplicable ?? []);
    const first = classifyUpstream(upstreamCommits, analysis, { patchMatches, ledger, pathRule });
    // Content already present: what would still be picked (pending or deferred) is tried onto the fork tip — the
    // same predictor plan uses — and an empty pick counts as ingested, so lag and plan see one pending set.
    const records = new Map(upstreamCommits.map((c) => [c.sha, c]));
    const unreached = first.filter((c) => !c.reached).map((c) => records.get(c.sha));
    const content = { present: new Set(), decided: new Map() };
    // Rounds: a commit found present no longer shields the later commits touching its paths (at most a few rounds).
    for (let round = 0; round < 4; round++) {
        const batch = contentCandidates(unreached, content.present, new Set(content.decided.keys()));
        if (!batch.length)
            break;
        const found = await contentAlreadyPresent(git, forkSha, batch.map((c) => ({ sha: c.sha, parent: c.parents[0] })), logger).catch((e) => {
            if (e instanceof git_errors/* GitError */.XS && e.advice?.includes('objects are missing')) {
                logger.warning(`content check skipped: ${e.message}`);
                incomplete.push(`content check skipped (objects are missing): ${e.message}`);
                return undefined;
            }
            throw (0,git_errors/* asUserError */.Yl)(e, 'checking content already present');
        });
        if (!found)
            break;
        for (const [sha, v] of found.decided)
            content.decided.set(sha, v);
        for (const sha of found.present)
            content.present.add(sha);
        if (!found.present.size)
            break;
    }
    if (content.present.size)
        logger.info(`${content.present.size} upstream commits are already present by content`);
    const classified = content.present.size
        ? classifyUpstream(upstreamCommits, analysis, { patchMatches, ledger, pathRule, content: content.present })
        : first;
    return {
        ...(incomplete.length ? { incomplete } : {}),
        upstream: { ref: settings.upstream, sha: upstreamSha },
        fork: { ref: settings.fork, sha: forkSha },
        mergeBase: { sha: base, committedAt: baseDate },
        trailerKeys,
        upstreamCommits,
        forkCommits,
        analysis,
        ledger,
        classified,
        rules,
        patchIdChecked: new Set(candidates.upstream),
        content,
    };
}
function ingestion_state_short(sha) {
    return sha.slice(0, 10);
}


/***/ }),

/***/ 3226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ regexProblem),
/* harmony export */   MV: () => (/* binding */ MAX_LINE),
/* harmony export */   Zl: () => (/* binding */ compileBounded)
/* harmony export */ });
/* unused harmony export MAX_PATTERN */
/**
 * User-written regular expressions run on fork commit messages, which may be 100 KB long and are written by anyone
 * who can land a commit. JavaScript has no regex timeout, so a user pattern is bounded before it is compiled: short,
 * no back-references, no lookarounds, and no quantified group that itself contains a quantifier or an alternation
 * (the shapes behind catastrophic backtracking, e.g. `(a+)+`, `(a|a)*`). Patterns then run line by line on lines cut
 * to MAX_LINE characters, so the work per message is linear in its length.
 */
const MAX_PATTERN = 300;
const MAX_LINE = 1_000;
/** Lines that no sensible rule matches: a rule matching all of them "would match every line". */
const UNRELATED_LINES = ['', 'x', 'Lorem ipsum dolor sit amet', '0', '    ', '- item'];
/** Why the pattern cannot be used, else undefined. */
function regexProblem(source) {
    if (source.length === 0)
        return 'expected a non-empty regular expression';
    if (source.length > MAX_PATTERN)
        return `expected a regular expression of at most ${MAX_PATTERN} characters`;
    let re;
    try {
        re = new RegExp(source, 'i');
    }
    catch (error) {
        return `not a valid regular expression (${error.message.replace(/^Invalid regular expression: /, '')})`;
    }
    if (/\\[1-9]|\\k</.test(source))
        return 'back-references are not allowed (they can backtrack without bound)';
    if (/\(\?<?[=!]/.test(source))
        return 'lookarounds are not allowed';
    const nested = nestedQuantifier(source);
    if (nested)
        return `a quantified group may not contain ${nested} (catastrophic backtracking)`;
    if (UNRELATED_LINES.every((line) => re.test(line)))
        return 'it would match every line';
    return undefined;
}
/** Compiles a pattern that passed regexProblem; case-insensitive like every built-in rule. */
function compileBounded(source) {
    const problem = regexProblem(source);
    if (problem)
        throw new Error(problem);
    return new RegExp(source, 'i');
}
/**
 * Finds a group followed by a quantifier (`*`, `+`, `?`-less `{n,}`/`{n,m}`) whose body has a quantifier or `|`.
 * A scan over the source with a stack of group bodies; character classes and escapes are skipped.
 */
function nestedQuantifier(source) {
    const stack = [];
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
        const ch = source[i];
        if (ch === '\\') {
            i++;
            continue;
        }
        if (inClass) {
            if (ch === ']')
                inClass = false;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === '(')
            stack.push({ quantified: false, alternation: false });
        else if (ch === '|') {
            const top = stack[stack.length - 1];
            if (top)
                top.alternation = true;
        }
        else if (ch === ')') {
            const body = stack.pop();
            const next = source[i + 1];
            const repeats = next === '*' || next === '+' || (next === '{' && /^\{\d*,\d*\}/.test(source.slice(i + 1)));
            if (body && repeats) {
                if (body.quantified)
                    return 'a quantifier';
                if (body.alternation)
                    return 'an alternation';
            }
            const parent = stack[stack.length - 1];
            if (parent && body && (body.quantified || repeats))
                parent.quantified = true;
        }
        else if (ch === '*' || ch === '+' || (ch === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i)))) {
            const top = stack[stack.length - 1];
            if (top)
                top.quantified = true;
        }
    }
    return undefined;
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
