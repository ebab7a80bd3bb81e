export const id = 221;
export const ids = [221,440];
export const modules = {

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

/***/ 8699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JW: () => (/* binding */ parsePushResult),
/* harmony export */   Lf: () => (/* binding */ fetchRemoteBranch),
/* harmony export */   VO: () => (/* binding */ pushWithLease),
/* harmony export */   aY: () => (/* binding */ assertSafeRemote)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1719);
/**
 * Publishing the apply branch: read the branch's current value on the remote (the lease), then push with
 * `--force-with-lease=<ref>:<expected>` — the branch is rewritten from the base on every run, so a plain
 * fast-forward push cannot work, and a plain force could overwrite a concurrent run's or a person's push.
 * Authentication comes through the environment (tokenAuthEnv), never argv or the URL.
 */



function assertSafeRemote(remote) {
    if (remote === '' || remote.startsWith('-') || /[\0-\x1f\x7f]/.test(remote) || remote.length > 2048) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`push: '${JSON.stringify(remote).slice(1, -1).slice(0, 200)}' is not a valid remote`);
    }
}
/**
 * Fetches `refs/heads/<branch>` from `remote` and returns its SHA (objects now local, so a re-run can reuse its
 * commits), or null when the remote has no such branch.
 */
async function fetchRemoteBranch(git, remote, branch, env = {}) {
    assertSafeRemote(remote);
    const result = await git
        .run(['fetch', '-q', '--no-tags', '--no-recurse-submodules', '--end-of-options', remote, `refs/heads/${branch}`], {
        env,
        okExitCodes: [128, 1],
    })
        .catch((error) => {
        throw (0,_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `fetching ${branch} from ${remote}`);
    });
    if (result.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(result.stderr))
            return null;
        throw (0,_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(new _git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['fetch'], result.exitCode, result.stderr), `fetching ${branch} from ${remote}`);
    }
    const { stdout } = await git.run(['rev-parse', '--verify', 'FETCH_HEAD^{commit}']);
    return stdout.trim();
}
/** Pushes `sha` to `refs/heads/<branch>` under a lease; rejections come back as data with a readable reason. */
async function pushWithLease(git, options) {
    assertSafeRemote(options.remote);
    const ref = `refs/heads/${options.branch}`;
    const lease = `--force-with-lease=${ref}:${options.expected ?? ''}`;
    let result;
    try {
        result = await git.run(['push', '--porcelain', '--no-verify', lease, '--end-of-options', options.remote, `${options.sha}:${ref}`], { env: options.env ?? {}, okExitCodes: [1] });
    }
    catch (error) {
        throw (0,_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `pushing ${options.branch} to ${options.remote}`);
    }
    const outcome = parsePushResult(result.stdout, result.stderr, ref);
    // Another run of the same bundle may have pushed the very same commits between our read and our push (the SHAs
    // are deterministic): its lease wins, ours fails, and yet the remote holds exactly what we meant to publish.
    if (outcome.status === 'rejected' && (await remoteBranchValue(git, options)) === options.sha) {
        return { status: 'up-to-date' };
    }
    return outcome;
}
/** The current value of the branch on the remote (ls-remote: no objects fetched), or null. */
async function remoteBranchValue(git, options) {
    const result = await git.run(['ls-remote', '--end-of-options', options.remote, `refs/heads/${options.branch}`], {
        env: options.env ?? {},
        okExitCodes: [128, 2],
    });
    if (result.exitCode !== 0)
        return null;
    const line = result.stdout.split('\n').find((l) => l.endsWith(`\trefs/heads/${options.branch}`));
    return line ? line.split('\t')[0] : null;
}
/**
 * GitHub refuses a push that creates or changes `.github/workflows/**` unless the token may write workflows (an App's
 * `workflows` permission, an OAuth or classic token's `workflow` scope). Upstream changes its CI often, so this is a
 * routine refusal with a fix the user can make, not a generic failure.
 */
function workflowsPermissionRefusal(text) {
    const m = /refusing to allow an? (GitHub App|OAuth App|Personal Access Token)[^\n]*?workflow `?([^`\s]+)`?[^\n]*?without `?(workflows?)`? (permission|scope)/i.exec((0,_domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(text));
    if (!m)
        return undefined;
    const fix = m[1].toLowerCase() === 'github app'
        ? "give the GitHub App the 'Workflows: read and write' permission (create-github-app-token: permission-workflows: write)"
        : "use a token with the 'workflow' scope";
    return `GitHub refused the push: it changes ${m[2]} and the token may not write workflows; ${fix}, or defer the commits that touch .github/workflows/`;
}
/** Reads git's `--porcelain` status line for `ref`; falls back to stderr for errors that never reached a ref. */
function parsePushResult(stdout, stderr, ref) {
    const line = stdout.split('\n').find((l) => l.includes(`:${ref}\t`));
    const remoteSays = stderr
        .split('\n')
        .filter((l) => l.startsWith('remote:'))
        .map((l) => (0,_domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(l.slice(7)).trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' / ');
    if (line) {
        const flag = line[0];
        if (flag === '=')
            return { status: 'up-to-date' };
        if (flag === ' ' || flag === '+' || flag === '*' || flag === '-')
            return { status: 'pushed' };
        const summary = line.split('\t')[2] ?? '';
        if (/stale info/.test(summary)) {
            return {
                status: 'rejected',
                kind: 'stale',
                reason: 'the remote branch changed after this run read it (another run or a person pushed); re-run to start from its new value',
            };
        }
        const workflow = workflowsPermissionRefusal(`${summary}\n${stderr}`);
        if (workflow)
            return { status: 'rejected', kind: 'workflows-permission', reason: workflow };
        if (/hook declined/.test(summary)) {
            return {
                status: 'rejected',
                kind: 'hook',
                reason: `a server-side hook declined the push${remoteSays ? `: ${remoteSays}` : ''} (${summary.trim()})`,
            };
        }
        if (/non-fast-forward|fetch first/.test(summary)) {
            return {
                status: 'rejected',
                kind: 'non-fast-forward',
                reason: `the remote refused a non-fast-forward update (${summary.trim()})`,
            };
        }
        return { status: 'rejected', kind: 'other', reason: `${summary.trim()}${remoteSays ? `: ${remoteSays}` : ''}` };
    }
    return {
        status: 'rejected',
        kind: 'other',
        reason: (0,_domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(stderr).trim().split('\n')[0]?.slice(0, 300) ?? 'push failed',
    };
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

/***/ 5031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ firstParentAncestors),
/* harmony export */   z: () => (/* binding */ lastCommitBefore)
/* harmony export */ });
/** Walks of the commit graph that answer with commit lists (`git rev-list`). */
/** The newest commit reachable from `revision` made before `date`, or undefined when there is none. */
async function lastCommitBefore(git, revision, date) {
    const { stdout } = await git.run(['rev-list', '-1', `--before=${date.toISOString()}`, revision]);
    return stdout.trim() || undefined;
}
/** `revision` and its first-parent ancestors, nearest first, at most `count` (fewer in a shallow clone). */
async function firstParentAncestors(git, revision, count) {
    const { stdout } = await git.run([
        'rev-list',
        '--first-parent',
        `--max-count=${count}`,
        '--end-of-options',
        revision,
    ]);
    return stdout
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
}


/***/ }),

/***/ 1111:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ updateStateBranch)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1719);





const IDENTITY = {
    GIT_AUTHOR_NAME: 'upstream-ingest',
    GIT_AUTHOR_EMAIL: 'upstream-ingest@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'upstream-ingest',
    GIT_COMMITTER_EMAIL: 'upstream-ingest@users.noreply.github.com',
};
const TRACKING_REF = 'refs/upstream-ingest/state-remote';
/**
 * Adds a commit to a state branch without touching the work tree or the index: read the branch, let `update` compute
 * the new file contents from the current ones, write a commit with plumbing, and push it as a fast-forward. A push
 * rejected because another run moved the branch starts over from the new tip, so concurrent writers never rewrite
 * each other's commits.
 */
async function updateStateBranch(git, options, update) {
    const attempts = options.maxAttempts ?? 4;
    for (let attempt = 1; attempt <= attempts; attempt++) {
        const parent = await readTip(git, options);
        const current = new Map();
        const read = (path) => current.get(path);
        await loadFiles(git, parent, current);
        const change = update(read);
        if (!change)
            return { changed: false, attempts: attempt };
        for (const path of Object.keys(change.files))
            assertSafePath(path);
        const commit = await writeCommit(git, parent, change);
        if (await publish(git, options, commit, parent))
            return { commit, changed: true, attempts: attempt };
        options.logger.info(`state branch ${options.branch} moved while writing; retrying (${attempt}/${attempts})`);
    }
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`state branch ${options.branch}: gave up after ${attempts} concurrent updates`, 're-run the job');
}
function assertSafePath(path) {
    if (!path ||
        path.startsWith('/') ||
        path.split('/').some((p) => p === '..' || p === '.' || p === '' || p === '.git')) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`state file path '${path}' must be a plain relative path`);
    }
}
async function readTip(git, options) {
    if (!options.remote) {
        const r = await git.run(['rev-parse', '--verify', '--quiet', `refs/heads/${options.branch}^{commit}`], {
            okExitCodes: [1],
        });
        return r.stdout.trim() || undefined;
    }
    try {
        await git.run([
            'fetch',
            '--quiet',
            '--no-tags',
            '--no-write-fetch-head',
            '--end-of-options',
            options.remote,
            `+refs/heads/${options.branch}:${TRACKING_REF}`,
        ], {
            env: options.authEnv ?? {},
        });
    }
    catch (error) {
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS && /couldn't find remote ref/i.test(error.stderr)) {
            await git.run(['update-ref', '-d', TRACKING_REF]).catch(() => undefined);
            return undefined;
        }
        throw error;
    }
    const { stdout } = await git.run(['rev-parse', TRACKING_REF]);
    return stdout.trim();
}
async function loadFiles(git, parent, into) {
    if (!parent)
        return;
    const { stdout } = await git.run(['ls-tree', '-r', '-z', '--full-tree', parent]);
    const blobs = stdout
        .split('\0')
        .filter(Boolean)
        .map((line) => {
        const [meta = '', path = ''] = line.split('\t');
        return { path, oid: meta.split(' ')[2] ?? '' };
    });
    // State files are small and few: one cat-file per file keeps the parsing obvious.
    for (const b of blobs) {
        const { stdout: content } = await git.run(['cat-file', 'blob', b.oid]);
        into.set(b.path, content);
    }
}
async function writeCommit(git, parent, change) {
    // A private index per write: a run killed mid-write leaves its index (and lock) behind, which must not block the
    // next run, and two runs in one clone must not share one.
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir)(), 'upstream-ingest-state-'));
    try {
        const env = { ...IDENTITY, GIT_INDEX_FILE: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'index') };
        await git.run(parent ? ['read-tree', parent] : ['read-tree', '--empty'], { env });
        for (const [path, content] of Object.entries(change.files)) {
            const { stdout: oid } = await git.run(['hash-object', '-w', '--stdin'], { input: content });
            await git.run(['update-index', '--add', '--cacheinfo', `100644,${oid.trim()},${path}`], { env });
        }
        const { stdout: tree } = await git.run(['write-tree'], { env });
        const args = ['commit-tree', tree.trim(), ...(parent ? ['-p', parent] : [])];
        const { stdout: commit } = await git.run(args, { env, input: change.message });
        return commit.trim();
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    }
}
async function publish(git, options, commit, parent) {
    if (!options.remote) {
        // Compare-and-swap on the local ref: a concurrent writer makes this fail instead of being overwritten.
        const expected = parent ?? '0'.repeat(40);
        const r = await git.run(['update-ref', `refs/heads/${options.branch}`, commit, expected], {
            okExitCodes: [128, 1],
        });
        return r.exitCode === 0;
    }
    try {
        // A plain push only fast-forwards: the history branch is never rewritten.
        await git.run(['push', '--quiet', '--end-of-options', options.remote, `${commit}:refs/heads/${options.branch}`], {
            env: options.authEnv ?? {},
        });
        await git.run(['update-ref', TRACKING_REF, commit]);
        return true;
    }
    catch (error) {
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS &&
            /\(fetch first\)|\(non-fast-forward\)|cannot lock ref|stale info/i.test(error.stderr)) {
            return false;
        }
        throw error;
    }
}


/***/ }),

/***/ 4807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ requestStatus),
/* harmony export */   Vo: () => (/* binding */ withGitHubErrors),
/* harmony export */   hg: () => (/* binding */ githubMessage),
/* harmony export */   xb: () => (/* binding */ OPERATIONS),
/* harmony export */   yv: () => (/* binding */ isPullAlreadyExists),
/* harmony export */   yw: () => (/* binding */ translateGitHubError)
/* harmony export */ });
/* unused harmony exports GitHubApiError, GitHubRateLimitError */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** The operations of this adapter, so every message names the same permission for the same call. */
const OPERATIONS = {
    readRepo: { action: 'reading the repository', permission: 'contents: read' },
    listIssues: { action: 'listing issues', permission: 'issues: read' },
    createIssue: { action: 'creating an issue', permission: 'issues: write' },
    updateIssue: { action: 'updating an issue', permission: 'issues: write' },
    addLabels: { action: 'adding labels to an issue', permission: 'issues: write' },
    listComments: { action: 'listing issue comments', permission: 'issues: read' },
    createComment: { action: 'commenting on an issue or pull request', permission: 'issues: write' },
    updateComment: { action: 'updating a comment', permission: 'issues: write' },
    listPulls: { action: 'listing pull requests', permission: 'pull-requests: read' },
    createPull: { action: 'creating a pull request', permission: 'pull-requests: write' },
    updatePull: { action: 'updating a pull request', permission: 'pull-requests: write' },
    setStatus: { action: 'setting a commit status', permission: 'statuses: write' },
    readStatus: { action: 'reading commit statuses', permission: 'statuses: read' },
    readChecks: { action: 'reading check runs', permission: 'checks: read' },
    createCheck: { action: 'creating a check run', permission: 'checks: write' },
};
/** A GitHub API failure the user cannot fix by changing configuration (5xx after retries, validation errors). */
class GitHubApiError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceUnavailableError */ .us {
    status;
    operation;
    name = 'GitHubApiError';
    constructor(message, status, operation, options) {
        super(message, options);
        this.status = status;
        this.operation = operation;
    }
}
/** The rate limit is spent and its reset lies beyond the client's wait budget. */
class GitHubRateLimitError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 {
    resetAt;
    constructor(message, resetAt) {
        super(message);
        this.resetAt = resetAt;
    }
}
/** The HTTP status of an Octokit RequestError (0 or undefined for anything else). */
function requestStatus(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** GitHub's own message (the response's `message`, else the error's), without Octokit's documentation suffix. */
function githubMessage(error) {
    const data = error?.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
        return data.message;
    const message = error?.message;
    return typeof message === 'string' ? message.replace(/ - https:\/\/docs\.github\.com\S*$/, '') : String(error);
}
function headersOf(error) {
    return error?.response?.headers ?? {};
}
/** A 422 whose message says the pull request for this head and base already exists. */
function isPullAlreadyExists(error) {
    return requestStatus(error) === 422 && /pull request already exists/i.test(fullText(error));
}
function fullText(error) {
    const data = error?.response?.data;
    return `${githubMessage(error)} ${data ? JSON.stringify(data) : ''}`;
}
function isSecondaryRateLimit(error) {
    return /secondary rate limit/i.test(githubMessage(error));
}
function isPrimaryRateLimit(error) {
    const status = requestStatus(error);
    return (status === 403 || status === 429) && headersOf(error)['x-ratelimit-remaining'] === '0';
}
function where(operation) {
    return operation.repo ? ` in ${operation.repo.owner}/${operation.repo.repo}` : '';
}
function rateLimitError(error, operation, now) {
    const headers = headersOf(error);
    const what = `${operation.action}${where(operation)}`;
    if (isSecondaryRateLimit(error)) {
        const after = Number(headers['retry-after']);
        const resetAt = Number.isFinite(after) && after > 0 ? new Date(now.getTime() + after * 1000) : undefined;
        const when = resetAt ? `retry after ${resetAt.toISOString()} (in ${after} s)` : 'retry in a few minutes';
        return new GitHubRateLimitError(`GitHub secondary rate limit while ${what} and the wait budget is spent: ${when}; fewer parallel jobs help`, resetAt);
    }
    const reset = Number(headers['x-ratelimit-reset']);
    const resetAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
    const inSeconds = resetAt ? Math.max(0, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) : undefined;
    const when = resetAt ? `it resets at ${resetAt.toISOString()} (in ${inSeconds} s)` : 'the reset time is unknown';
    const limit = headers['x-ratelimit-limit'] ? ` (limit ${headers['x-ratelimit-limit']}/h)` : '';
    return new GitHubRateLimitError(`GitHub API rate limit exhausted${limit} while ${what}: ${when}, beyond the wait budget; re-run after the reset or use a token with a higher limit (a GitHub App)`, resetAt);
}
/**
 * Turns an Octokit error into one a user can act on: permissions and tokens become ConfigurationErrors naming the
 * operation and the permission, exhausted rate limits a GitHubRateLimitError with the reset time, the rest a
 * GitHubApiError carrying the status. Errors that are already translated pass through.
 */
function translateGitHubError(error, operation, now = new Date()) {
    if (error instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 || error instanceof GitHubApiError)
        return error;
    const status = requestStatus(error);
    const message = githubMessage(error);
    const what = `${operation.action}${where(operation)}`;
    if (isSecondaryRateLimit(error) || isPrimaryRateLimit(error))
        return rateLimitError(error, operation, now);
    if (status === 401) {
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`GitHub rejected the token while ${what} (401 ${message})`, 'the token is invalid, expired or revoked: check the `token` input or the secret it comes from');
    }
    if (status === 403) {
        const integration = /not accessible by integration/i.test(message);
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`GitHub refused ${what} (403 ${message})`, `${operation.action} needs \`${operation.permission}\`: grant it in the job's \`permissions:\`` +
            (integration ? ' (a GITHUB_TOKEN or GitHub App lacks it)' : ' or use a token that has it'));
    }
    if (status === 404) {
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`GitHub answered 404 while ${what}`, `the repository or resource does not exist, or the token cannot see it (${operation.action} needs \`${operation.permission}\`)`);
    }
    const detail = status && status > 0 ? `${status} ${message}` : message;
    return new GitHubApiError(`GitHub API error while ${what}: ${detail}`, status, operation, { cause: error });
}
/** Runs one GitHub call and translates its failure for `operation` (with `repo` filled in). */
async function withGitHubErrors(operation, repo, call) {
    try {
        return await call();
    }
    catch (error) {
        throw translateGitHubError(error, { ...operation, repo });
    }
}


/***/ }),

/***/ 4303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PE: () => (/* binding */ NO_RETRY),
/* harmony export */   Ur: () => (/* binding */ createOnce)
/* harmony export */ });
/* unused harmony export mayHaveWritten */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4807);

/**
 * Whether a failed write may have happened anyway: no answer (reset, timeout) or a 5xx. A 4xx means GitHub refused
 * it, so nothing was written.
 */
function mayHaveWritten(error) {
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G2)(error);
    return status === undefined || status === 0 || status >= 500;
}
/** Per-request options for a create: plugin-retry must never repeat it blindly (a 500 may follow the write). */
const NO_RETRY = { request: { retries: 0 } };
/**
 * Creates something at most once: `create` is sent without automatic retries; when it fails in a way that may have
 * written anyway, `lookup` decides whether it exists before one more attempt. `recovered` says the first attempt
 * had in fact written it.
 */
async function createOnce(create, lookup, options = {}) {
    try {
        return { value: await create(), recovered: false };
    }
    catch (error) {
        const resolvedByLookup = options.isResolvedByLookup?.(error) ?? false;
        if (!mayHaveWritten(error) && !resolvedByLookup)
            throw error;
        const existing = await lookup();
        if (existing !== undefined)
            return { value: existing, recovered: true };
        if (resolvedByLookup)
            throw error;
        return { value: await create(), recovered: false };
    }
}


/***/ }),

/***/ 6280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ closeIssueByMarker),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   WO: () => (/* binding */ upsertCommentByMarker),
/* harmony export */   iT: () => (/* binding */ findIssueByMarker),
/* harmony export */   sA: () => (/* binding */ upsertIssueByMarker),
/* harmony export */   xL: () => (/* binding */ marker),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony export MAX_BODY_CHARS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4807);
/* harmony import */ var _idempotent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4303);


/** GitHub refuses issue, PR and comment bodies longer than this. */
const MAX_BODY_CHARS = 65_536;
const KIND = /^[a-z][a-z0-9-]{0,39}$/;
/**
 * The hidden marker that identifies what an issue, PR or comment is about: `<!-- upstream-ingest:<kind>:<id> -->`.
 * The id is percent-encoded where needed so it can never end the HTML comment or collide by prefix.
 */
function marker(kind, id) {
    if (!KIND.test(kind))
        throw new Error(`marker kind must match ${KIND}, got ${JSON.stringify(kind)}`);
    if (id === '')
        throw new Error('marker id must not be empty');
    const safe = id.replace(/[^A-Za-z0-9._:/@+=]|-(?=-)|-$/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `<!-- upstream-ingest:${kind}:${safe} -->`;
}
/** Whether `body` carries `mark` (bodies are user-editable; the marker is matched as a whole). */
function hasMarker(body, mark) {
    return (body ?? '').includes(mark);
}
/** `body` with `mark` on its last line, cut (with a note) so the whole stays within GitHub's limit. */
function withMarker(body, mark) {
    const base = hasMarker(body, mark) ? body.split(mark).join('').trimEnd() : body.trimEnd();
    const suffix = `\n\n${mark}`;
    if (base.length + suffix.length <= MAX_BODY_CHARS)
        return `${base}${suffix}`;
    const note = "\n\n… (truncated to fit GitHub's body limit)";
    return `${base.slice(0, MAX_BODY_CHARS - suffix.length - note.length)}${note}${suffix}`;
}
function summarize(raw) {
    return {
        number: raw.number,
        title: raw.title,
        body: raw.body ?? '',
        state: raw.state === 'closed' ? 'closed' : 'open',
        labels: raw.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter(Boolean),
        url: raw.html_url,
        updatedAt: raw.updated_at,
    };
}
async function findRaw(client, repo, mark, options) {
    let closedMatch;
    const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
        ...repo,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100,
        ...(options.labels?.length ? { labels: options.labels.join(',') } : {}),
    });
    for await (const page of pages) {
        for (const raw of page.data) {
            // The issues listing includes pull requests; a PR body carrying the marker is not the issue.
            if (raw.pull_request || !hasMarker(raw.body, mark))
                continue;
            const issue = summarize(raw);
            // The oldest open match wins; otherwise the most recently updated closed one (to reopen).
            if (issue.state === 'open')
                return issue;
            if (!closedMatch || issue.updatedAt >= closedMatch.updatedAt)
                closedMatch = issue;
        }
    }
    return closedMatch;
}
/**
 * The issue whose body carries `mark`, open preferred, else the latest closed one. Lists issues (paginated, open and
 * closed) rather than using the Search API, whose index lags writes by seconds to minutes and would miss an issue
 * created by the previous attempt.
 */
async function findIssueByMarker(client, repo, mark, options = {}) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listIssues, repo, () => findRaw(client, repo, mark, options));
}
function missingLabels(have, want) {
    const lower = new Set(have.map((l) => l.toLowerCase()));
    return want.filter((l) => !lower.has(l.toLowerCase()));
}
/**
 * One issue per marker: created when none exists, updated when title, body or labels differ, reopened when it was
 * closed. The create is never retried blindly: on a failure that may have written, the marker is looked up first.
 */
async function upsertIssueByMarker(client, repo, input) {
    const body = withMarker(input.body, input.marker);
    const labels = input.labels ?? [];
    const lookup = () => findRaw(client, repo, input.marker, { labels: input.findLabels });
    const existing = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listIssues, repo, lookup);
    if (!existing) {
        // A recovered create was written with these same fields, so either way it is 'created'.
        const { value } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createIssue, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => summarize((await client.rest.issues.create({ ...repo, title: input.title, body, labels, ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE }))
            .data), lookup));
        return { issue: value, action: 'created' };
    }
    const addLabels = missingLabels(existing.labels, labels);
    const reopen = existing.state === 'closed';
    if (!reopen && existing.title === input.title && existing.body === body && addLabels.length === 0) {
        return { issue: existing, action: 'unchanged' };
    }
    const updated = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateIssue, repo, async () => summarize((await client.rest.issues.update({
        ...repo,
        issue_number: existing.number,
        title: input.title,
        body,
        ...(reopen ? { state: 'open' } : {}),
        ...(addLabels.length ? { labels: [...existing.labels, ...addLabels] } : {}),
    })).data));
    return { issue: updated, action: reopen ? 'reopened' : 'updated' };
}
/**
 * Closes the issue carrying `mark`, after posting `comment` on it (not posted twice when a re-run finds the same
 * comment last on the issue). No issue, or already closed: nothing is written.
 */
async function closeIssueByMarker(client, repo, mark, comment, options = {}) {
    const existing = await findIssueByMarker(client, repo, mark, options);
    if (!existing)
        return { action: 'not-found' };
    if (existing.state === 'closed')
        return { issue: existing, action: 'already-closed' };
    if (comment)
        await addCommentOnce(client, repo, existing.number, comment);
    const closed = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateIssue, repo, async () => summarize((await client.rest.issues.update({
        ...repo,
        issue_number: existing.number,
        state: 'closed',
        state_reason: 'completed',
    })).data));
    return { issue: closed, action: 'closed' };
}
async function listComments(client, repo, issueNumber) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listComments, repo, () => client.paginate(client.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }));
}
/** Posts `body` unless it is already the last comment (a retried or re-run close must not say it twice). */
async function addCommentOnce(client, repo, issueNumber, body) {
    const isLast = async () => {
        const last = (await listComments(client, repo, issueNumber)).at(-1);
        return last && last.body === body ? last : undefined;
    };
    if (await isLast())
        return;
    await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createComment, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => (await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE })).data, isLast));
}
/** One comment per marker on an issue or pull request, updated in place (e.g. the benchmark report of a PR). */
async function upsertCommentByMarker(client, repo, issueNumber, mark, body) {
    const text = withMarker(body, mark);
    const lookup = async () => (await listComments(client, repo, issueNumber)).find((c) => hasMarker(c.body, mark));
    const existing = await lookup();
    if (!existing) {
        const { value } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createComment, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => (await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: text, ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE }))
            .data, lookup));
        return { id: value.id, url: value.html_url, action: 'created' };
    }
    if (existing.body === text)
        return { id: existing.id, url: existing.html_url, action: 'unchanged' };
    const updated = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateComment, repo, async () => (await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: text })).data);
    return { id: updated.id, url: updated.html_url, action: 'updated' };
}


/***/ }),

/***/ 1017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ findHistoryChanges),
/* harmony export */   o: () => (/* binding */ buildSeries)
/* harmony export */ });
/* harmony import */ var _change_points_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3789);

function buildSeries(records, filter = {}) {
    const ordered = [...records]
        .filter((r) => r.values && (!filter.suite || r.suite === filter.suite))
        .filter((r) => !filter.runnerLabel || r.runnerLabel === filter.runnerLabel)
        .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    const wanted = filter.names ? new Set(filter.names) : undefined;
    const series = new Map();
    for (const record of ordered) {
        for (const [name, value] of Object.entries(record.values ?? {})) {
            if (wanted && !wanted.has(name))
                continue;
            if (!(value > 0) || !Number.isFinite(value))
                continue;
            const key = `${record.suite}\u0000${record.runnerLabel}\u0000${name}`;
            let s = series.get(key);
            if (!s) {
                s = { suite: record.suite, runnerLabel: record.runnerLabel, name, points: [] };
                series.set(key, s);
            }
            const point = { sha: record.sha, recordedAt: record.recordedAt, value };
            // A re-run on the same commit replaces its measurement rather than adding a second point.
            const last = s.points[s.points.length - 1];
            if (last?.sha === record.sha)
                s.points[s.points.length - 1] = point;
            else
                s.points.push(point);
        }
    }
    return [...series.values()];
}
function findHistoryChanges(series, options = {}) {
    const out = [];
    for (const s of series) {
        const minSize = options.minSize ?? 5;
        if (s.points.length < 2 * minSize)
            continue;
        for (const cp of (0,_change_points_js__WEBPACK_IMPORTED_MODULE_0__/* .detectChangePoints */ .Z)(s.points.map((p) => p.value), options)) {
            const at = s.points[cp.index];
            out.push({
                suite: s.suite,
                runnerLabel: s.runnerLabel,
                name: s.name,
                kind: cp.ratio > 1 ? 'regression' : 'improvement',
                ratio: cp.ratio,
                before: cp.before,
                after: cp.after,
                pValue: cp.pValue,
                sha: at.sha,
                recordedAt: at.recordedAt,
                fromSha: s.points[cp.range[0] - 1].sha,
                toSha: s.points[cp.range[1]].sha,
                measuredCommits: cp.range[1] - cp.range[0] + 1,
            });
        }
    }
    // Worst first: regressions by size, then improvements.
    return out.sort((a, b) => b.ratio - a.ratio || a.name.localeCompare(b.name));
}


/***/ }),

/***/ 8678:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderHistoryMarkdown: () => (/* binding */ renderHistoryMarkdown),
/* harmony export */   renderHistoryText: () => (/* binding */ renderHistoryText)
/* harmony export */ });
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);

const short = (sha) => sha.slice(0, 12);
const pct = (ratio) => `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(1)} %`;
function whose(c) {
    if (c.attribution === 'unknown')
        return 'commits not in this clone';
    return `${c.upstreamCommits} upstream, ${c.forkCommits} fork commit(s): ${c.attribution}`;
}
function renderHistoryText(result, maxRows = 50) {
    const out = [
        `compare-bench history: ${result.records} records, ${result.series} series, ${result.changes.length} change point(s) ` +
            `(E-divisive means, p < ${result.settings.pValue}, at least ${result.settings.minSize} commits per side)`,
    ];
    for (const c of result.changes.slice(0, maxRows)) {
        out.push(`  ${c.kind.padEnd(11)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(c.name).slice(0, 100)} [${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(c.suite)}/${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(c.runnerLabel)}] ` +
            `${pct(c.ratio)} at ${short(c.sha)} (between ${short(c.fromSha)} and ${short(c.toSha)}; ${whose(c)})`);
        for (const commit of c.commits.slice(0, 5)) {
            out.push(`      ${short(commit.sha)} ${commit.kind.padEnd(8)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(commit.subject).slice(0, 100)}`);
        }
        if (c.commits.length > 5)
            out.push(`      … ${c.commits.length - 5} more commit(s)`);
    }
    if (result.changes.length > maxRows)
        out.push(`  … ${result.changes.length - maxRows} more (use --json)`);
    for (const n of result.notes)
        out.push(`note: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(n)}`);
    return `${out.join('\n')}\n`;
}
/** The digest's section: one line per change point, worst first. */
function renderHistoryMarkdown(changes, maxRows = 20) {
    if (changes.length === 0)
        return '';
    const lines = ['', '#### Benchmark change points', ''];
    lines.push('| benchmark | suite / runner | change | first at | commit range | whose |', '|---|---|---|---|---|---|');
    for (const c of changes.slice(0, maxRows)) {
        lines.push(`| ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInline */ .bo)(c.name, { maxLength: 100 })} | ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInline */ .bo)(`${c.suite} / ${c.runnerLabel}`, { maxLength: 80 })} | ` +
            `${c.kind === 'regression' ? '🔴' : '🟢'} ${pct(c.ratio)} | \`${short(c.sha)}\` | \`${short(c.fromSha)}..${short(c.toSha)}\` | ${whose(c)} |`);
    }
    if (changes.length > maxRows)
        lines.push('', `… ${changes.length - maxRows} more change point(s).`);
    return `${lines.join('\n')}\n`;
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

/***/ 540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ inPeriod),
/* harmony export */   jH: () => (/* binding */ periodOf)
/* harmony export */ });
/* unused harmony export previousPeriod */
const DAY_MS = 86_400_000;
function utcMidnight(date) {
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
const pad = (n, width = 2) => String(n).padStart(width, '0');
/** The period containing `now`; weeks are ISO weeks (Monday to Sunday, numbered by the year of their Thursday). */
function periodOf(now, kind) {
    const day = utcMidnight(now);
    if (kind === 'day') {
        return { kind, key: day.toISOString().slice(0, 10), start: day, end: new Date(day.getTime() + DAY_MS) };
    }
    if (kind === 'month') {
        const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
        const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
        return { kind, key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
    }
    const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
    const start = new Date(day.getTime() - weekday * DAY_MS);
    const thursday = new Date(start.getTime() + 3 * DAY_MS);
    const isoYear = thursday.getUTCFullYear();
    const firstThursday = new Date(Date.UTC(isoYear, 0, 4));
    const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
    const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
    return { kind, key: `${isoYear}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY_MS) };
}
/** The period just before `period` (for the trend's starting point). */
function previousPeriod(period) {
    return periodOf(new Date(period.start.getTime() - 1), period.kind);
}
function inPeriod(iso, period) {
    const t = Date.parse(iso);
    return Number.isFinite(t) && t >= period.start.getTime() && t < period.end.getTime();
}


/***/ }),

/***/ 4921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ historyRecord),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   i6: () => (/* binding */ parseHistory)
/* harmony export */ });
/* harmony import */ var _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1705);

function historyRecord(report) {
    return {
        recordedAt: report.generatedAt,
        upstreamSha: report.upstream.sha,
        forkSha: report.fork.sha,
        daysBehind: report.daysBehind,
        daysBehindTip: report.daysBehindTip,
        frontierDaysBehind: report.frontierDaysBehind,
        backlog: report.backlog,
        holes: report.holes,
        ingestedOutOfOrder: report.ingestedOutOfOrder,
        contiguousSha: report.contiguous?.sha ?? null,
        frontierSha: report.frontier?.sha ?? null,
    };
}
/** Parses JSON Lines; a line that is not a valid record is skipped and counted, never fatal (the history is append-only). */
function parseHistory(text) {
    const records = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
        if (!line.trim())
            continue;
        try {
            const parsed = _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__/* .LagHistoryRecordSchema */ .F.safeParse(JSON.parse(line));
            if (parsed.success)
                records.push(parsed.data);
            else
                skipped++;
        }
        catch {
            skipped++;
        }
    }
    return { records, skipped };
}
/**
 * Appends a record unless one for the same upstream/fork SHA pair exists (re-runs and concurrent runs
 * on the same state converge to one record). Existing lines are kept byte for byte.
 */
function appendHistory(existing, record) {
    const { records } = parseHistory(existing);
    if (records.some((r) => r.upstreamSha === record.upstreamSha && r.forkSha === record.forkSha)) {
        return { text: existing, appended: false };
    }
    const prefix = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
    return { text: `${prefix}${JSON.stringify(record)}\n`, appended: true };
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

/***/ 8651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ BenchDigestRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _bench_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8082);
/* harmony import */ var _tier_result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5894);



const Sha = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
/**
 * One line of the benchmark history on the state branch (JSON Lines): the outcome of one compare-bench run on trunk,
 * kept so the periodic digest can say which benchmark changes came from upstream and which from the fork.
 */
const BenchDigestRecordSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    suite: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    runnerLabel: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    sha: Sha,
    verdict: _bench_js__WEBPACK_IMPORTED_MODULE_0__/* .OverallVerdictSchema */ .k7,
    geomeanRatio: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    changes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['regressed', 'improved']),
        ratio: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
        attribution: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['inherited', 'fork-local']).nullable(),
    })
        .strict())
        .describe('regressed and improved benchmarks only, worst first, at most 50'),
    values: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig())
        .optional()
        .describe('every compared benchmark’s candidate median as a cost (time; 1/value for bigger-is-better), at most 5000: ' +
        'the series `compare-bench history` searches for change points'),
    hardware: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_tier_result_js__WEBPACK_IMPORTED_MODULE_1__/* .GpuIdentitySchema */ .EP)
        .optional()
        .describe('the GPUs the benchmarks ran on (model, count, driver, CUDA/ROCm version), from the tier result’s ' +
        '`hardware.identity`; absent when unknown (no tier result given, a CPU runner)'),
})
    .strict();


/***/ }),

/***/ 7179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   vy: () => (/* binding */ BENCH_HISTORY_SCHEMA_VERSION),
/* harmony export */   x4: () => (/* binding */ BenchHistoryResultSchema)
/* harmony export */ });
/* unused harmony export BenchHistoryChangeSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const BENCH_HISTORY_SCHEMA_VERSION = 1;
const CommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['upstream', 'fork']).describe('upstream: carries provenance of upstream commits (a pick/bundle)'),
    upstream: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).describe('upstream commits named by its provenance lines'),
})
    .strict();
const BenchHistoryChangeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    suite: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    runnerLabel: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['regression', 'improvement']),
    ratio: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().describe('new level ÷ old level of the cost (> 1 worse)'),
    before: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    after: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    pValue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('best estimate: the first measured commit at the new level'),
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    fromSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('the change began after this measured commit …'),
    toSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().describe('… and at or before this one'),
    measuredCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('measured commits inside the range'),
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CommitSchema).describe('fork commits in fromSha..toSha (at most 100), newest first'),
    upstreamCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('commits in the range that brought upstream changes'),
    forkCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().describe('commits in the range that are the fork’s own'),
    attribution: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['upstream', 'fork', 'mixed', 'unknown'])
        .describe('whose commits the range holds (unknown: the commits are not in this clone)'),
})
    .strict();
const BenchHistoryResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(BENCH_HISTORY_SCHEMA_VERSION),
    records: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    series: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    skippedLines: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    settings: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        method: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('e-divisive-means'),
        minSize: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        pValue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        minMagnitude: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    })
        .strict(),
    changes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BenchHistoryChangeSchema).describe('worst first'),
    notes: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
})
    .strict();


/***/ }),

/***/ 1705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ LagHistoryRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
/** One line of the lag history (JSON Lines on the state branch): one record per upstream/fork SHA pair. */
const LagHistoryRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstreamSha: Sha,
    forkSha: Sha,
    daysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    /** Days from the oldest pending commit to the upstream tip (absent in records written before it existed). */
    daysBehindTip: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    frontierDaysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    backlog: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    holes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    ingestedOutOfOrder: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    contiguousSha: Sha.nullable(),
    frontierSha: Sha.nullable(),
})
    .strict();


/***/ }),

/***/ 7233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HP: () => (/* binding */ TierNameSchema),
/* harmony export */   Ty: () => (/* binding */ AnomalyKindSchema),
/* harmony export */   Z3: () => (/* binding */ ReportFormatSchema),
/* harmony export */   cR: () => (/* binding */ TierConfigSchema)
/* harmony export */ });
/* unused harmony exports TIER_NAMES, ANOMALY_KINDS, REPORT_FORMATS, ResultFileSchema, RetrySchema, HarnessSchema, TierSchema, HardwareRuleSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/**
 * The tier configuration file kept in the fork (YAML or JSON): which harnesses make up L1/L2/L3, how each is run,
 * where it writes its reports and which cross-checks apply. The `run` commands come from this file only — the fork's
 * own, reviewed configuration — and are run by bash; nothing from upstream text ever reaches a command line.
 */
const TIER_NAMES = ['L1', 'L2', 'L3'];
const TierNameSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(TIER_NAMES);
const ANOMALY_KINDS = [
    'missing-report',
    'no-tests',
    'exit-code-mismatch',
    'count-mismatch',
    'inventory-drop',
    'skip-rate',
    'hardware-mismatch',
    'cross-harness-mismatch',
    // The harness changed the runner's command files (GITHUB_ENV, GITHUB_PATH, …) found through its parent's
    // /proc/<pid>/environ: put back, and always an error (a `warn` entry does not soften it).
    'runner-files-touched',
];
const AnomalyKindSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(ANOMALY_KINDS);
/**
 * `lit-xunit` is lit's `--xunit-xml-output` (JUnit with lit's IDs), `lit-json` lit's `-o FILE` results, `ctest-junit`
 * CTest's `--output-junit` (the test name is the ID).
 */
const REPORT_FORMATS = ['junit', 'pytest-json', 'gtest-json', 'lit-xunit', 'lit-json', 'ctest-junit'];
const ReportFormatSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(REPORT_FORMATS);
function isValidRegExp(source) {
    try {
        new RegExp(source, 'i');
        return true;
    }
    catch {
        return false;
    }
}
const RegExpSource = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .min(1)
    .max(500)
    .refine(isValidRegExp, { message: 'expected a valid regular expression' });
/** A path relative to the repository root; never absolute, never climbing out with `..`. */
const RelativePath = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .min(1)
    .max(1000)
    .refine((p) => !p.startsWith('/') && !/^[A-Za-z]:[\\/]/.test(p), { message: 'expected a path relative to the repository' })
    .refine((p) => !p.split(/[\\/]/).includes('..'), { message: "expected a path inside the repository (no '..')" });
const ResultFileSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    format: ReportFormatSchema,
    /** Relative to the repository root; may contain glob characters (`out/**\/*.xml`). */
    path: RelativePath,
})
    .strict();
/** `12` tolerates 12 missing test IDs; `"2%"` tolerates 2 % of the previous inventory. */
const Tolerance = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^\d+(\.\d+)?%$/, 'expected a count or a percentage like "2%"')]);
const RetrySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Re-runs the failed tests; their IDs are given in the files named by UPSTREAM_INGEST_RETRY_IDS / _RETRY_JSON. */
    run: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(10_000),
    /** Where the retry writes its reports; default: the harness's own `results`. */
    results: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ResultFileSchema).min(1).optional(),
    /** More failures than this are not retried: a broken build is not flaky. */
    'max-failures': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).default(50),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().max(1440).default(30),
})
    .strict();
const HarnessName = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'expected 1–64 letters, digits, dot, dash or underscore');
const HarnessSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: HarnessName,
    /** A bash script run from the repository root (or `working-directory`). */
    run: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(10_000),
    'working-directory': RelativePath.optional(),
    'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().max(1440).default(60),
    env: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name'), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).default({}),
    /** Runner variables this harness may see although they are scrubbed (GITHUB_TOKEN, GH_TOKEN, INPUT_*, …). */
    'pass-env': zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'expected an environment variable name')).default([]),
    results: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ResultFileSchema).min(1),
    /** L1 only: run when a changed path matches one of these globs (`!glob` excludes). Omitted = always. */
    select: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500)).min(1).optional(),
    /** Fewer executed tests than this is a `no-tests` anomaly. */
    'min-tests': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).default(1),
    /** Reconcile the report with the runner's own count line in the output. */
    'log-count': zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pytest', 'lit', 'gtest']).optional(),
    /** How test IDs are normalised; `lit` turns lit's JUnit `Suite.dir` + `name` into `Suite::dir/name`. */
    'test-ids': zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['plain', 'lit']).optional(),
    retry: RetrySchema.optional(),
    /** Anomaly kinds that only warn for this harness. */
    warn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AnomalyKindSchema).default([]),
    'inventory-tolerance': Tolerance.default(0),
    /** A skip fraction higher than the inventory's by more than this is a `skip-rate` anomaly. */
    'skip-rate-increase': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1).default(0.1),
})
    .strict();
const TierSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    harnesses: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HarnessSchema).min(1),
    /** The runner label sets this tier runs on (for the workflow matrix; informational here). */
    runners: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1)).min(1)).optional(),
    /** Anomaly kinds that only warn for every harness of this tier. */
    warn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AnomalyKindSchema).default([]),
    /**
     * Pairs of harnesses (of this tier) that must agree: every test one of them ran, the other ran too, with the same
     * outcome (IDs compared across formats). A disagreement is a `cross-harness-mismatch` anomaly naming a sample of
     * the tests and their count.
     */
    crossCheck: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([HarnessName, HarnessName])).default([]),
    /**
     * Tests (IDs or globs) that keep running and reporting but do not gate the verdict (known flaky); each still gets
     * its issue in publish mode.
     */
    quarantine: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500)).default([]),
})
    .strict()
    .superRefine((tier, ctx) => {
    const names = new Set(tier.harnesses.map((h) => h.name));
    tier.crossCheck.forEach((pair, i) => {
        for (const [j, name] of pair.entries()) {
            if (!names.has(name))
                ctx.addIssue({ code: 'custom', path: ['crossCheck', i, j], message: `no harness '${name}' in this tier` });
        }
        if (pair[0] === pair[1])
            ctx.addIssue({ code: 'custom', path: ['crossCheck', i], message: 'a harness cannot be checked against itself' });
    });
});
const HardwareRuleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Glob matched (case-insensitively) against each runner label. */
    label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200),
    vendor: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['nvidia', 'amd']),
    /** The GPU model names the probe lists must match this pattern (case-insensitive). */
    model: RegExpSource.optional(),
    'min-gpus': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).default(1),
})
    .strict();
const TierConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(1).optional(),
    tiers: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ L1: TierSchema.optional(), L2: TierSchema.optional(), L3: TierSchema.optional() })
        .strict()
        .refine((t) => t.L1 || t.L2 || t.L3, { message: 'expected at least one of L1, L2, L3' }),
    /** L1: a change to a path matching these (besides the config file itself) runs every harness. */
    'run-all-on': zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500)).default(['.github/workflows/**', '.github/actions/**']),
    /** Expected GPUs per runner label. Omitted: the label implies vendor and model (see `models`). */
    hardware: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HardwareRuleSchema).optional(),
    /**
     * Label token → accelerator model, on top of the built-in mapping (`h100` → H100, `b200` → B200, `mi300` → MI300,
     * `a100` → A100, …): `{ "gfx942": "MI300" }`. The value is matched case-insensitively against the probed GPU names.
     */
    models: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[a-z0-9]+$/i, 'expected one label token (letters and digits)'), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(100)).default({}),
    /** How many runs per tier and runner class the history on the state branch keeps. */
    'history-runs': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(500).default(30),
    /** Extra failure-classification patterns: `infra` marks infrastructure, `code` vetoes infra (always code). */
    classification: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        infra: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RegExpSource).default([]),
        code: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RegExpSource).default([]),
    })
        .strict()
        .optional(),
    /** A command that rewrites the failure clusters into prose; output is capped, sanitised and citation-checked. */
    summarizer: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        run: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(10_000),
        'max-chars': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(100).max(20_000).default(3000),
        'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().max(60).default(5),
    })
        .strict()
        .optional(),
})
    .strict()
    .superRefine((config, ctx) => {
    for (const tier of TIER_NAMES) {
        const seen = new Set();
        config.tiers[tier]?.harnesses.forEach((h, i) => {
            if (seen.has(h.name)) {
                ctx.addIssue({
                    code: 'custom',
                    path: ['tiers', tier, 'harnesses', i, 'name'],
                    message: `duplicate harness name '${h.name}'`,
                });
            }
            seen.add(h.name);
        });
    }
});


/***/ }),

/***/ 9303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hl: () => (/* binding */ HistoryRecordSchema),
/* harmony export */   No: () => (/* binding */ TIER_HISTORY_VERSION),
/* harmony export */   UP: () => (/* binding */ TierHistorySchema),
/* harmony export */   Uq: () => (/* binding */ InventoryEntrySchema)
/* harmony export */ });
/* unused harmony export HistoryRunSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/**
 * Durable tier records on the state branch (`tier-history/<tier>/<runner class>.json`) and the record one run adds,
 * which the tier result carries from the untrusted run job to the publishing job.
 */
const InventoryEntrySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    updatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    skipped: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    ids: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
})
    .strict();
const TIER_HISTORY_VERSION = 1;
const HistoryRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    at: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    runId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'infra-fail']),
    /** No blocking anomaly: this run's inventory became the baseline. */
    trusted: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Failing test keys (`harness` NUL `id`), capped at 1,000. */
    failed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Passing keys of tests that failed in an earlier kept run (so flips stay visible), capped. */
    passed: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Failing keys judged flaky across runs (flipped in the kept runs, or passed on this commit before). */
    flaky: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
})
    .strict();
const TierHistorySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(TIER_HISTORY_VERSION),
    tier: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    runnerClass: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Newest first, the last `history-runs`. */
    runs: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HistoryRunSchema),
    /** Per harness: the inventory of the last trusted run, and its commit. */
    inventory: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), InventoryEntrySchema.extend({ sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable() })),
})
    .strict();
const HistoryRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    tier: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    runnerClass: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    run: HistoryRunSchema,
    inventory: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), InventoryEntrySchema),
})
    .strict();


/***/ }),

/***/ 5894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EP: () => (/* binding */ GpuIdentitySchema),
/* harmony export */   J5: () => (/* binding */ TierResultSchema),
/* harmony export */   Yh: () => (/* binding */ TIER_RESULT_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports VerdictSchema, FailureClassSchema, TestCountsSchema, AnomalySchema, ReportStatusSchema, ReportSummarySchema, CountLineSchema, HarnessResultSchema, FailureSchema, ClusterSchema, SelectionEntrySchema, SelectionSchema, HardwareReportSchema, IssueActionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _tier_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7233);
/* harmony import */ var _tier_history_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9303);



/** The JSON printed by `upstream-ingest tier --json` and set as the run-tier action's `json` output. */
const TIER_RESULT_SCHEMA_VERSION = 1;
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pass', 'fail', 'infra-fail']);
const FailureClassSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['infra', 'code']);
const TestCountsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** Distinct test IDs seen: passed + failed + skipped + errors + flaky. */
    total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    skipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    /** Failed, then passed on a retry (or a rerun inside the report): shown, never counted as passed. */
    flaky: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
})
    .strict();
const AnomalySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    kind: _tier_config_js__WEBPACK_IMPORTED_MODULE_0__/* .AnomalyKindSchema */ .Ty,
    detail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** `error` makes the verdict infra-fail; `warning` was configured to only warn. */
    severity: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['error', 'warning']),
    /** The harness it concerns; absent for tier-wide anomalies (hardware). */
    harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** inventory-drop: the test IDs that disappeared (capped). */
    missing: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    /** cross-harness-mismatch: how many tests disagree, and a sample of them. */
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).optional(),
    sample: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
})
    .strict();
const ReportStatusSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['ok', 'missing', 'empty', 'invalid', 'stale', 'refused']);
const ReportSummarySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    format: _tier_config_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportFormatSchema */ .Z3,
    status: ReportStatusSchema,
    detail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    /** Test cases read from the file. */
    cases: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
})
    .strict();
const CountLineSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['pytest', 'lit', 'gtest']),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    total: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    passed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    failed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    skipped: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    errors: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
})
    .strict();
const HarnessResultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** null when the process did not exit normally (timeout, signal, could not start). */
    exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable(),
    signal: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    timedOut: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0),
    tests: TestCountsSchema,
    anomalies: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(AnomalySchema),
    reports: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ReportSummarySchema),
    countLine: CountLineSchema.nullable(),
    retry: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        exitCode: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable(),
        rerun: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
        flaky: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
        stillFailing: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
        note: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .strict()
        .nullable(),
    /** The end of the harness's combined output (capped), for the summary. */
    outputTail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    outputBytes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    /** The harness's whole output, as written (upload it as an artifact); null when not kept. */
    logFile: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable().optional(),
    /** Declared-vs-parsed differences a known producer writes on purpose, and other things worth knowing. */
    notes: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    /** Failing tests on the quarantine list: reported, not gating. */
    quarantined: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
})
    .strict();
const FailureSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    class: FailureClassSchema,
    /** What decided the class: the signature-pack or veto entry, or `default`. */
    classReason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    state: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['failed', 'error']),
    message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    cluster: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    line: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().optional(),
    /** On the tier's quarantine list: reported (and filed), never gating the verdict. */
    quarantined: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().optional(),
})
    .strict();
const ClusterSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    signature: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    class: FailureClassSchema,
    classReason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    harnesses: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    /** Member test IDs (capped at 50; `count` is the full number). */
    tests: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    example: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
})
    .strict();
const SelectionEntrySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** Changed paths that matched its `select` globs (capped at 10). */
    matchedPaths: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
})
    .strict();
const SelectionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    mode: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['all', 'diff', 'fallback-all']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    changedFrom: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    changedPaths: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
})
    .strict();
/** One vendor's GPUs on the machine, from the probes (also kept in benchmark history records). */
const GpuIdentitySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    vendor: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['nvidia', 'amd']),
    model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    count: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    driver: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    /** CUDA version (NVIDIA) or ROCm runtime version (AMD). */
    runtime: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
})
    .strict();
const HardwareReportSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    expected: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ vendor: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['nvidia', 'amd']), model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(), minGpus: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig() }).strict()),
    found: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        vendor: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['nvidia', 'amd']),
        tool: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        available: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        gpus: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        error: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        driver: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        runtime: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
    })
        .strict()),
    /** The GPUs the machine really has (from the probes), per vendor: goes into issues and bench records. */
    identity: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(GpuIdentitySchema).optional(),
})
    .strict();
const IssueActionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['created', 'updated', 'pass-recorded', 'closed', 'skipped', 'failed']),
    issueNumber: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().nullable(),
    detail: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
})
    .strict();
const TierResultSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(TIER_RESULT_SCHEMA_VERSION),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    tier: _tier_config_js__WEBPACK_IMPORTED_MODULE_0__/* .TierNameSchema */ .HP,
    runnerLabel: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    verdict: VerdictSchema,
    /** One sentence: why this verdict. */
    verdictReason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    selection: SelectionSchema,
    selected: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SelectionEntrySchema),
    notSelected: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(SelectionEntrySchema),
    harnesses: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(HarnessResultSchema),
    /** Every anomaly of the run (tier-wide and per harness), errors first. */
    anomalies: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(AnomalySchema),
    failures: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(FailureSchema),
    /** Failures left out of `failures` to keep the output bounded. */
    failuresOmitted: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    flaky: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).strict()),
    clusters: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(ClusterSchema),
    hardware: HardwareReportSchema.nullable(),
    inventory: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(), updated: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()) }).strict(),
    /** Prose from the configured summariser (sanitised, length-capped, citations checked), or null. */
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    issues: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(IssueActionSchema).optional(),
    /** The commit tested (HEAD of the repository), when it is a git repository. */
    commit: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable().optional(),
    /** The durable history this run was judged against, and the record it adds (written by `tier-publish`). */
    history: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        branch: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        runnerClass: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        file: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        /** The last trusted green run of this runner class: the start of the commit range for triage. */
        lastGreen: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(), at: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).strict().nullable(),
        record: _tier_history_js__WEBPACK_IMPORTED_MODULE_1__/* .HistoryRecordSchema */ .Hl,
    })
        .strict()
        .nullable()
        .optional(),
    /** Failing tests that flipped between pass and fail across the kept runs (or passed on this commit before). */
    flakyAcrossRuns: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), harness: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }).strict()).optional(),
})
    .strict();


/***/ }),

/***/ 5909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_CHANGE_POINT_OPTIONS: () => (/* reexport safe */ _domain_bench_change_points_js__WEBPACK_IMPORTED_MODULE_4__.d),
/* harmony export */   changePointsOf: () => (/* binding */ changePointsOf),
/* harmony export */   runBenchHistory: () => (/* binding */ runBenchHistory)
/* harmony export */ });
/* harmony import */ var _adapters_git_commit_log_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4717);
/* harmony import */ var _domain_bench_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1017);
/* harmony import */ var _domain_commit_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6059);
/* harmony import */ var _domain_ledger_provenance_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(829);
/* harmony import */ var _schemas_bench_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7179);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(177);
/* harmony import */ var _domain_bench_change_points_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3789);
/**
 * `compare-bench history`: change points in the benchmark history kept on the state branch (E-divisive means per
 * benchmark), each attributed to its commit range on the fork and to the upstream or fork commits inside it.
 */






const MAX_COMMITS = 100;

async function runBenchHistory(settings, deps) {
    const text = (await (0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .readStateFile */ .qy)(deps.git, settings.state, settings.file)) ?? '';
    const { records, skipped } = (0,_digest_js__WEBPACK_IMPORTED_MODULE_3__/* .parseBenchRecords */ .MT)(text);
    const notes = [];
    if (text === '')
        notes.push(`no benchmark history at ${settings.state.branch}:${settings.file}`);
    if (skipped)
        deps.logger.warning(`compare-bench history: skipped ${skipped} unreadable lines`);
    const result = await changePointsOf(records, settings, deps.git, notes);
    deps.logger.info(`compare-bench history: ${result.series} series, ${result.changes.length} change point(s)`);
    return { ...result, skippedLines: skipped };
}
/** Change points of these records, attributed; shared with the digest. */
async function changePointsOf(records, settings, git, notes = []) {
    const withValues = records.filter((r) => r.values);
    if (records.length > withValues.length) {
        notes.push(`${records.length - withValues.length} record(s) carry no per-benchmark values (written by an older version)`);
    }
    const series = (0,_domain_bench_history_js__WEBPACK_IMPORTED_MODULE_0__/* .buildSeries */ .o)(withValues, settings.filter);
    const changes = (0,_domain_bench_history_js__WEBPACK_IMPORTED_MODULE_0__/* .findHistoryChanges */ .d)(series, settings.changePoints);
    const attribute = attributor(git, settings.trailerKeys);
    const attributed = [];
    for (const change of changes)
        attributed.push(await attribute(change));
    return {
        schemaVersion: _schemas_bench_history_js__WEBPACK_IMPORTED_MODULE_2__/* .BENCH_HISTORY_SCHEMA_VERSION */ .vy,
        records: withValues.length,
        series: series.length,
        skippedLines: 0,
        settings: { method: 'e-divisive-means', ...settings.changePoints },
        changes: attributed,
        notes,
    };
}
/** Commits of one range are read once, however many benchmarks changed there. */
function attributor(git, trailerKeys) {
    const provenance = (0,_domain_ledger_provenance_js__WEBPACK_IMPORTED_MODULE_1__/* .provenanceParser */ .H9)([..._domain_ledger_provenance_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_TRAILER_KEYS */ .jY, ...trailerKeys]);
    const cache = new Map();
    const read = (from, to) => {
        const key = `${from}..${to}`;
        let p = cache.get(key);
        if (!p) {
            p = (0,_adapters_git_commit_log_js__WEBPACK_IMPORTED_MODULE_5__/* .readCommits */ .F)(git, { revisions: [to, `^${from}`] })
                .then((commits) => commits.map((c) => {
                const upstream = [...new Set(provenance(c.message).map((r) => r.ref))];
                return {
                    sha: c.sha,
                    subject: (0,_domain_commit_js__WEBPACK_IMPORTED_MODULE_6__/* .subjectOf */ .e)(c.message).slice(0, 200),
                    kind: upstream.length ? 'upstream' : 'fork',
                    upstream,
                };
            }))
                // The measured commits may not be in this clone (a shallow checkout): the range stays, unattributed.
                .catch(() => null);
            cache.set(key, p);
        }
        return p;
    };
    return async (change) => {
        const commits = await read(change.fromSha, change.toSha);
        const upstreamCommits = commits?.filter((c) => c.kind === 'upstream').length ?? 0;
        const forkCommits = (commits?.length ?? 0) - upstreamCommits;
        const attribution = commits === null || commits.length === 0
            ? 'unknown'
            : upstreamCommits && forkCommits
                ? 'mixed'
                : upstreamCommits
                    ? 'upstream'
                    : 'fork';
        return {
            ...change,
            commits: (commits ?? []).slice(0, MAX_COMMITS),
            upstreamCommits,
            forkCommits,
            attribution,
        };
    };
}


/***/ }),

/***/ 177:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZU: () => (/* binding */ DIGEST_ISSUE_LABELS),
  YX: () => (/* binding */ benchRecord),
  PW: () => (/* binding */ buildDigest),
  MT: () => (/* binding */ parseBenchRecords),
  Sw: () => (/* binding */ publishDigest),
  qy: () => (/* binding */ readStateFile),
  Sp: () => (/* binding */ recordBench)
});

// UNUSED EXPORTS: readLanded

// EXTERNAL MODULE: ./src/adapters/git/commit-log.ts
var commit_log = __webpack_require__(4717);
// EXTERNAL MODULE: ./src/adapters/git/refs.ts
var refs = __webpack_require__(393);
// EXTERNAL MODULE: ./src/adapters/git/rev-list.ts
var rev_list = __webpack_require__(5031);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/git/push.ts
var push = __webpack_require__(8699);
;// CONCATENATED MODULE: ./src/adapters/git/state-file.ts


const STATE_TRACKING_REF = 'refs/upstream-ingest/tracking/digest-state';
/** The text of `path` on the state branch, or undefined when the branch or the file does not exist. */
async function readStateBranchFile(git, source, path) {
    const ref = await stateRef(git, source);
    if (!ref)
        return undefined;
    const spec = `${ref}:${path}`;
    const exists = await git.run(['cat-file', '-e', spec], { okExitCodes: [1, 128] });
    if (exists.exitCode !== 0)
        return undefined;
    return (await git.run(['cat-file', 'blob', spec])).stdout;
}
const fetchedRefs = new WeakMap();
/** Fetches the state branch once per runner (both files come from the same commit). */
async function stateRef(git, source) {
    if (!source.remote) {
        const r = await git.run(['rev-parse', '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
            okExitCodes: [1],
        });
        return r.stdout.trim() || null;
    }
    const key = `${source.remote}\u0000${source.branch}`;
    const seen = fetchedRefs.get(git) ?? new Map();
    fetchedRefs.set(git, seen);
    if (seen.has(key))
        return seen.get(key) ?? null;
    (0,push/* assertSafeRemote */.aY)(source.remote);
    const r = await git.run([
        'fetch',
        '-q',
        '--no-tags',
        '--end-of-options',
        source.remote,
        `+refs/heads/${source.branch}:${STATE_TRACKING_REF}`,
    ], { env: source.authEnv ?? {}, okExitCodes: [1, 128] });
    let ref = STATE_TRACKING_REF;
    if (r.exitCode !== 0) {
        if (!/couldn't find remote ref/i.test(r.stderr))
            throw new errors/* ConfigurationError */.j1(`fetching ${source.branch} from ${source.remote} failed: ${r.stderr.trim().split('\n')[0]?.slice(0, 300)}`);
        ref = null;
    }
    seen.set(key, ref);
    return ref;
}

// EXTERNAL MODULE: ./src/adapters/git/state-branch.ts
var state_branch = __webpack_require__(1111);
// EXTERNAL MODULE: ./src/adapters/github/issues.ts
var issues = __webpack_require__(6280);
// EXTERNAL MODULE: ./src/domain/digest/period.ts
var digest_period = __webpack_require__(540);
// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
;// CONCATENATED MODULE: ./src/domain/digest/render-digest.ts


const SPARK = '▁▂▃▄▅▆▇█';
const render_digest_short = (sha) => sha.slice(0, 10);
function sparkline(values) {
    if (!values.length)
        return '';
    const min = Math.min(...values);
    const span = Math.max(...values) - min;
    return values.map((v) => SPARK[span === 0 ? 0 : Math.round(((v - min) / span) * (SPARK.length - 1))]).join('');
}
function signed(n, digits = 0) {
    const text = n.toFixed(digits);
    return n > 0 ? `+${text}` : text;
}
function percent(ratio) {
    return ratio === null ? '—' : `${signed((ratio - 1) * 100, 1)} %`;
}
function render_digest_link(repo, sha, serverUrl) {
    if (!repo)
        return `\`${render_digest_short(sha)}\``;
    return `[\`${render_digest_short(sha)}\`](${(serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${repo}/commit/${sha})`;
}
/** The digest comment of one period: what landed, what was deferred and why, the lag trend, benchmark changes. */
function renderDigest(input) {
    const limit = input.limit ?? 15;
    const text = (t) => (0,neutralize/* neutralizeInline */.bo)(t, { maxLength: 120, ...(input.upstreamRepo ? { upstreamRepo: input.upstreamRepo } : {}) });
    const lines = [
        `## upstream-ingest digest: ${input.period.key}`,
        '',
        `${input.period.start.toISOString().slice(0, 10)} to ${new Date(input.period.end.getTime() - 1).toISOString().slice(0, 10)} ` +
            `(updated in place until the ${input.period.kind} ends${input.runUrl ? `; last update by [this run](${input.runUrl})` : ''}).`,
    ];
    const landed = landedSection(input, text, limit);
    const deferred = input.report?.deferred ?? [];
    lines.push('', ...landed.lines, '', ...deferredSection(deferred, input, text, limit), '', ...trendSection(input));
    const bench = benchSection(input, text, limit);
    lines.push('', ...bench.lines);
    return {
        body: lines.join('\n'),
        summary: {
            landedForkCommits: input.landed.length,
            landedUpstreamCommits: landed.upstreamCommits,
            deferred: deferred.length,
            benchRuns: bench.runs,
            regressions: bench.regressions,
        },
    };
}
function landedSection(input, text, limit) {
    const upstreamCommits = input.landed.reduce((sum, c) => sum + c.upstreamCommits, 0);
    const lines = ['### Landed'];
    if (!input.landed.length)
        return { upstreamCommits, lines: [...lines, '', 'No upstream commits landed in this period.'] };
    lines.push('', `${upstreamCommits} upstream commits in ${input.landed.length} fork commits.`, '');
    lines.push('| fork commit | date | subject | upstream commits |', '|---|---|---|---|');
    for (const c of input.landed.slice(0, limit)) {
        lines.push(`| ${render_digest_link(input.forkRepo, c.forkSha, input.serverUrl)} | ${c.committedAt.slice(0, 10)} | ${text(c.subject)} | ${c.upstreamCommits} |`);
    }
    if (input.landed.length > limit)
        lines.push('', `… and ${input.landed.length - limit} more.`);
    return { upstreamCommits, lines };
}
function deferredSection(deferred, input, text, limit) {
    const lines = ['### Deferred'];
    if (!input.report)
        return [...lines, '', 'No lag report was given.'];
    if (!deferred.length)
        return [...lines, '', 'No upstream commits are deferred.'];
    lines.push('', '| upstream commit | subject | reason |', '|---|---|---|');
    for (const d of deferred.slice(0, limit)) {
        const reason = `${d.reason}${d.blockedBy ? ` (blocked by ${d.blockedBy}${d.unblocked ? ': landed, ready to pick' : ''})` : ''}`;
        lines.push(`| ${render_digest_link(input.upstreamRepo, d.sha, input.serverUrl)} | ${text(d.subject)} | ${text(reason)} |`);
    }
    if (deferred.length > limit)
        lines.push('', `… and ${deferred.length - limit} more.`);
    return lines;
}
function trendSection(input) {
    const lines = ['### Lag and backlog'];
    const sorted = [...input.history].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    const during = sorted.filter((r) => (0,digest_period/* inPeriod */.Tu)(r.recordedAt, input.period));
    const before = sorted.filter((r) => Date.parse(r.recordedAt) < input.period.start.getTime()).at(-1);
    const last = during.at(-1);
    if (!last)
        return [...lines, '', 'No lag measurement in this period.'];
    const first = before ?? during[0];
    const since = before ? 'since the end of the previous period' : 'since the first measurement of this period';
    lines.push('', `| metric | now | change ${since} |`, '|---|---|---|', `| days behind | ${last.daysBehind} | ${signed(last.daysBehind - first.daysBehind, 1)} |`, `| backlog | ${last.backlog} | ${signed(last.backlog - first.backlog)} |`, `| holes | ${last.holes} | ${signed(last.holes - first.holes)} |`, '', `Backlog over ${during.length} measurements: \`${sparkline(during.map((r) => r.backlog))}\`; ` +
        `days behind: \`${sparkline(during.map((r) => r.daysBehind))}\`.`);
    return lines;
}
function benchSection(input, text, limit) {
    const regressions = { inherited: 0, forkLocal: 0, unattributed: 0 };
    const lines = ['### Benchmarks'];
    const latest = new Map();
    for (const r of [...input.bench].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))) {
        if ((0,digest_period/* inPeriod */.Tu)(r.recordedAt, input.period))
            latest.set(`${r.suite}\u0000${r.runnerLabel}`, r);
    }
    const runs = input.bench.filter((r) => (0,digest_period/* inPeriod */.Tu)(r.recordedAt, input.period)).length;
    if (!latest.size)
        return { runs, regressions, lines: [...lines, '', 'No benchmark comparison on trunk in this period.'] };
    lines.push('', '| suite | runner | commit | verdict | geomean |', '|---|---|---|---|---|');
    for (const r of latest.values()) {
        lines.push(`| ${(0,neutralize/* tableCell */.xR)(r.suite)} | ${(0,neutralize/* tableCell */.xR)(r.runnerLabel)} | ${render_digest_link(input.forkRepo, r.sha, input.serverUrl)} | ${r.verdict} | ${percent(r.geomeanRatio)} |`);
    }
    const changes = [...latest.values()].flatMap((r) => r.changes.map((c) => ({ ...c, suite: r.suite, runner: r.runnerLabel })));
    for (const c of changes.filter((c) => c.status === 'regressed')) {
        if (c.attribution === 'inherited')
            regressions.inherited++;
        else if (c.attribution === 'fork-local')
            regressions.forkLocal++;
        else
            regressions.unattributed++;
    }
    if (changes.length) {
        lines.push('', `Regressions: ${regressions.inherited} from upstream, ${regressions.forkLocal} from the fork, ${regressions.unattributed} not attributed.`, '', '| benchmark | suite / runner | change | from |', '|---|---|---|---|');
        for (const c of changes.slice(0, limit)) {
            const from = c.attribution === 'inherited' ? 'upstream' : c.attribution === 'fork-local' ? 'fork' : 'not attributed';
            lines.push(`| ${text(c.name)} | ${(0,neutralize/* tableCell */.xR)(c.suite)} / ${(0,neutralize/* tableCell */.xR)(c.runner)} | ${c.status} ${percent(c.ratio)} | ${from} |`);
        }
        if (changes.length > limit)
            lines.push('', `… and ${changes.length - limit} more.`);
    }
    return { runs, regressions, lines };
}

// EXTERNAL MODULE: ./src/domain/ledger/lag-history.ts
var lag_history = __webpack_require__(4921);
// EXTERNAL MODULE: ./src/domain/ledger/provenance.ts
var ledger_provenance = __webpack_require__(829);
// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/domain/bench/render-history.ts
var render_history = __webpack_require__(8678);
// EXTERNAL MODULE: ./src/services/compare-bench-history.ts
var compare_bench_history = __webpack_require__(5909);
// EXTERNAL MODULE: ./src/schemas/bench-digest.ts
var bench_digest = __webpack_require__(8651);
;// CONCATENATED MODULE: ./src/services/digest.ts














const DIGEST_ISSUE_LABELS = ['upstream-ingest:digest'];
const MAX_CHANGES = 50;
const readStateFile = readStateBranchFile;
/** JSON Lines of benchmark records; a bad line is skipped (the file is append-only and shared). */
function parseBenchRecords(text) {
    const records = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
        if (!line.trim())
            continue;
        try {
            const parsed = bench_digest/* BenchDigestRecordSchema */.h.safeParse(JSON.parse(line));
            if (parsed.success)
                records.push(parsed.data);
            else
                skipped++;
        }
        catch {
            skipped++;
        }
    }
    return { records, skipped };
}
/** Fork commits of the period that carry provenance of upstream commits (picks and bundle commits). */
async function readLanded(git, forkRef, period, trailerKeys) {
    const fork = await (0,refs/* resolveCommit */.WL)(git, forkRef, 'fork ref');
    // Start below the last commit made before the period, so a long fork history is not read every time.
    const boundary = await (0,rev_list/* lastCommitBefore */.z)(git, fork, period.start);
    const commits = await (0,commit_log/* readCommits */.F)(git, { revisions: [fork, ...(boundary ? [`^${boundary}`] : [])], noMerges: true });
    const provenance = (0,ledger_provenance/* provenanceParser */.H9)([...ledger_provenance/* DEFAULT_TRAILER_KEYS */.jY, ...trailerKeys]);
    const landed = [];
    for (const c of commits) {
        if (!(0,digest_period/* inPeriod */.Tu)(c.committedAt, period))
            continue;
        const refs = new Set(provenance(c.message).map((r) => r.ref));
        if (refs.size)
            landed.push({
                forkSha: c.sha,
                subject: (0,commit/* subjectOf */.e)(c.message),
                committedAt: c.committedAt,
                upstreamCommits: refs.size,
            });
    }
    return landed.sort((a, b) => b.committedAt.localeCompare(a.committedAt));
}
/** Builds the period's digest from the state branch, the fork's history and the latest lag report. */
async function buildDigest(settings, deps) {
    const { git } = deps;
    const history = (0,lag_history/* parseHistory */.i6)((await readStateFile(git, settings.state, settings.historyFile)) ?? '');
    const bench = parseBenchRecords((await readStateFile(git, settings.state, settings.benchFile)) ?? '');
    const skippedLines = history.skipped + bench.skipped;
    if (skippedLines)
        deps.logger.warning(`digest: skipped ${skippedLines} unreadable history lines`);
    const landed = await readLanded(git, settings.forkRef, settings.period, settings.trailerKeys);
    const { body, summary } = renderDigest({
        period: settings.period,
        history: history.records,
        bench: bench.records,
        landed,
        ...(settings.report ? { report: settings.report } : {}),
        ...(settings.upstreamRepo ? { upstreamRepo: settings.upstreamRepo } : {}),
        ...(settings.forkRepo ? { forkRepo: settings.forkRepo } : {}),
        ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
        ...(settings.runUrl ? { runUrl: settings.runUrl } : {}),
        ...(settings.limit !== undefined ? { limit: settings.limit } : {}),
    });
    // Change points of the benchmark history that began in this period, with their commit ranges.
    const benchHistory = await (0,compare_bench_history.changePointsOf)(bench.records, { filter: {}, changePoints: compare_bench_history.DEFAULT_CHANGE_POINT_OPTIONS, trailerKeys: settings.trailerKeys }, git);
    const inThisPeriod = benchHistory.changes.filter((c) => (0,digest_period/* inPeriod */.Tu)(c.recordedAt, settings.period));
    return { period: settings.period.key, body: body + (0,render_history.renderHistoryMarkdown)(inThisPeriod), summary, skippedLines };
}
/** Posts the digest: the tracking issue (created once), then the period's comment, created or updated in place. */
async function publishDigest(digest, settings, deps) {
    const { issue } = await (0,issues/* upsertIssueByMarker */.sA)(deps.client, settings.repo, {
        marker: (0,issues/* marker */.xL)('digest', settings.id),
        title: settings.issueTitle,
        body: `One comment per ${settings.periodKind}: the upstream commits that landed, the ones deferred and why, the lag ` +
            'and backlog trend, and benchmark changes attributed to upstream or to the fork. Written by upstream-ingest; ' +
            'each comment is updated in place until its period ends.',
        labels: settings.labels,
        findLabels: settings.labels.slice(0, 1),
    });
    const comment = await (0,issues/* upsertCommentByMarker */.WO)(deps.client, settings.repo, issue.number, (0,issues/* marker */.xL)('digest-period', `${settings.id}:${digest.period}`), digest.body);
    deps.logger.info(`digest ${digest.period}: comment ${comment.action} on #${issue.number}`);
    return { ...digest, issue: { number: issue.number, url: issue.url }, comment };
}
/** The compact record of one compare-bench run kept for the digest. */
function benchRecord(result, runnerLabel, sha, now, 
/** The GPUs the run had (the tier result's hardware.identity); omitted when unknown or empty. */
hardware) {
    const changes = result.benchmarks
        .filter((b) => b.status === 'regressed' || b.status === 'improved')
        .slice(0, MAX_CHANGES)
        .map((b) => ({ name: b.name, status: b.status, ratio: b.ratio, attribution: b.attribution }));
    return bench_digest/* BenchDigestRecordSchema */.h.parse({
        recordedAt: now.toISOString(),
        suite: result.suite,
        runnerLabel,
        sha,
        verdict: result.verdict,
        geomeanRatio: result.geomeanRatio,
        changes,
        values: benchValues(result),
        ...(hardware?.length ? { hardware } : {}),
    });
}
/** Each compared benchmark's candidate median as a cost (up is worse), for `compare-bench history`. */
function benchValues(result) {
    const values = {};
    for (const b of result.benchmarks.slice(0, 5000)) {
        const median = b.candidate?.median;
        if (median === undefined || !(median > 0) || b.status === 'errored')
            continue;
        values[b.name] = b.direction === 'bigger' ? 1 / median : median;
    }
    return values;
}
/** Appends the record to the benchmark history on the state branch (once per suite, runner and commit). */
async function recordBench(record, settings, deps) {
    let appended = false;
    const outcome = await (0,state_branch/* updateStateBranch */.H)(deps.git, {
        branch: settings.state.branch,
        logger: deps.logger,
        ...(settings.state.remote ? { remote: settings.state.remote } : {}),
        ...(settings.state.authEnv ? { authEnv: settings.state.authEnv } : {}),
    }, (read) => {
        const existing = read(settings.file) ?? '';
        const { records } = parseBenchRecords(existing);
        if (records.some((r) => r.suite === record.suite && r.runnerLabel === record.runnerLabel && r.sha === record.sha)) {
            appended = false;
            return undefined;
        }
        appended = true;
        const prefix = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
        return {
            files: { [settings.file]: `${prefix}${JSON.stringify(record)}\n` },
            message: `upstream-ingest: bench ${record.suite} on ${record.runnerLabel}: ${record.verdict}\n\ncommit ${record.sha}\n`,
        };
    });
    return { appended, ...(outcome.commit ? { commit: outcome.commit } : {}) };
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


/***/ })

};
