export const id = 1;
export const ids = [1];
export const modules = {

/***/ 3785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ PlanCacheFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);



const VERSION = 1;
/**
 * A year of a fast upstream is ~2,000 commits; far more entries than that is stale weight. Every limit is raised to
 * what the run itself used: a fork larger than the limit (LLVM: 30,000 upstream and 20,000 fork commits) would else
 * drop, and read again next run, the records it needs every day.
 */
const MAX_ENTRIES = 20_000;
/** Records of both sides (upstream missing from the fork, fork-only): a few years of a busy fork. */
const MAX_COMMITS = 40_000;
const STATUS_SET = new Set(['A', 'M', 'D', 'T', 'C', 'R', 'U', 'X']);
const CachedPickSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    verdict: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['clean', 'conflict', 'empty']),
    conflictPaths: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    result: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable()])).optional(),
    blobs: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
const HunkSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()]);
const CommitHunksSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    sha: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    files: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        binary: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        created: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        deleted: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
        hunks: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(HunkSchema),
        added: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        removed: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
    })),
});
/**
 * Thousands of records: checked by hand, because zod takes ~0.25 s over them in a cold process (more than reading
 * the history they save), where this loop takes milliseconds. Any bad record rejects the whole file, as zod would.
 */
const CommitsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())
    .refine((records) => Object.values(records).every(isCachedCommit), 'not a commit record');
function isCachedCommit(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const c = v;
    if (!isStrings(c.p) || typeof c.an !== 'string' || typeof c.ae !== 'string' || typeof c.ad !== 'string')
        return false;
    if (typeof c.c !== 'string' || typeof c.m !== 'string' || !Array.isArray(c.f))
        return false;
    return c.f.every((x) => Array.isArray(x) &&
        x.length === 4 &&
        STATUS_SET.has(x[0]) &&
        typeof x[1] === 'string' &&
        (x[2] === null || typeof x[2] === 'string') &&
        (x[3] === null || typeof x[3] === 'string'));
}
function isStrings(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
// `commits` and `patchIds` came later: a file without them is still a valid cache (readers ignore unknown keys).
const CacheFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(VERSION),
    picks: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), CachedPickSchema),
    hunks: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), CommitHunksSchema),
    commits: CommitsSchema.optional(),
    patchIds: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
});
/**
 * The plan's cross-run cache, one JSON file: pick verdicts (keyed as cached-picks.ts explains) and the hunks of
 * upstream commits (immutable per SHA). It is an optimisation only: a file that cannot be read or does not match
 * its schema is ignored with a warning, and every entry is re-checked by its key before use.
 */
class PlanCacheFile {
    path;
    picks;
    hunks;
    commits;
    patchIds;
    limits;
    changed = false;
    /** Keys this run read or wrote, per map: they are all at its newest end, and all kept. */
    used = {
        picks: new Set(),
        hunks: new Set(),
        commits: new Set(),
        patchIds: new Set(),
    };
    constructor(path, picks, hunks, commits = new Map(), patchIds = new Map(), limits = {}) {
        this.path = path;
        this.picks = picks;
        this.hunks = hunks;
        this.commits = commits;
        this.patchIds = patchIds;
        this.limits = limits;
    }
    /** The commit records and patch-ids part (the ledger's history read uses it). */
    get history() {
        return this;
    }
    static async load(path, logger, limits = {}) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
        }
        catch {
            return new PlanCacheFile(path, new Map(), new Map(), new Map(), new Map(), limits);
        }
        try {
            const data = CacheFileSchema.parse(JSON.parse(text));
            return new PlanCacheFile(path, new Map(Object.entries(data.picks)), new Map(Object.entries(data.hunks)), new Map(Object.entries(data.commits ?? {})), new Map(Object.entries(data.patchIds ?? {})), limits);
        }
        catch (error) {
            const why = error instanceof SyntaxError ? 'not JSON' : 'not a plan cache of this version';
            logger.warning(`plan cache ${path}: ${why}; ignored (it is rebuilt by this run)`);
            return new PlanCacheFile(path, new Map(), new Map(), new Map(), new Map(), limits);
        }
    }
    get(key) {
        return touch(this.picks, key, this.used.picks);
    }
    set(key, value) {
        put(this.picks, key, value, this.used.picks);
        this.changed = true;
    }
    hunksOf(sha) {
        const h = touch(this.hunks, sha, this.used.hunks);
        return h && h.sha === sha ? h : undefined;
    }
    setHunks(h) {
        put(this.hunks, h.sha, h, this.used.hunks);
        this.changed = true;
    }
    hasCommits() {
        return this.commits.size > 0;
    }
    commit(sha) {
        // Used again: it moves to the newest end, so the size limit drops records no run asks for.
        const c = touch(this.commits, sha, this.used.commits);
        if (!c)
            return undefined;
        return {
            sha,
            parents: c.p,
            authorName: c.an,
            authorEmail: c.ae,
            authorDate: c.ad,
            committedAt: c.c,
            message: c.m,
            paths: c.f.map(([status, path, oldOid, newOid]) => ({ status, path, oldOid, newOid })),
        };
    }
    setCommit(r) {
        // Only records read with blob ids are whole: one without would make the content check read a diff again.
        if (!r.paths || r.paths.some((p) => p.oldOid === undefined || p.newOid === undefined))
            return;
        put(this.commits, r.sha, {
            p: r.parents,
            an: r.authorName,
            ae: r.authorEmail,
            ad: r.authorDate,
            c: r.committedAt,
            m: r.message,
            f: r.paths.map((p) => [p.status, p.path, p.oldOid ?? null, p.newOid ?? null]),
        }, this.used.commits);
        this.changed = true;
    }
    patchId(sha) {
        return touch(this.patchIds, sha, this.used.patchIds);
    }
    setPatchId(sha, id) {
        put(this.patchIds, sha, id, this.used.patchIds);
        this.changed = true;
    }
    /** Writes the file atomically (a crash leaves the old one or the new one, never half of one). */
    async save() {
        if (!this.changed)
            return;
        const entries = this.limits.entries ?? MAX_ENTRIES;
        const commits = this.limits.commits ?? MAX_COMMITS;
        const data = {
            version: VERSION,
            picks: Object.fromEntries(newest(this.picks, entries, this.used.picks)),
            hunks: Object.fromEntries(newest(this.hunks, entries, this.used.hunks)),
            commits: Object.fromEntries(newest(this.commits, commits, this.used.commits)),
            patchIds: Object.fromEntries(newest(this.patchIds, commits, this.used.patchIds)),
        };
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(this.path), { recursive: true });
        const tmp = `${this.path}.${process.pid}.tmp`;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(tmp, JSON.stringify(data));
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(tmp, this.path);
        this.changed = false;
    }
}
/** The newest `max` entries, or every entry the run used when there are more of those. */
function newest(map, max, used) {
    const entries = [...map];
    return entries.slice(Math.max(0, entries.length - Math.max(max, used.size)));
}
/** The entry, moved to the newest end (the limits drop the entries no run asks for). */
function touch(map, key, used) {
    const v = map.get(key);
    if (v === undefined)
        return undefined;
    map.delete(key);
    map.set(key, v);
    used.add(key);
    return v;
}
function put(map, key, value, used) {
    map.delete(key);
    map.set(key, value);
    used.add(key);
}


/***/ }),

/***/ 9286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uL: () => (/* binding */ fetchUpstream),
  UK: () => (/* binding */ parseUpstreamLocation)
});

// UNUSED EXPORTS: UPSTREAM_REMOTE

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/git/git-errors.ts
var git_errors = __webpack_require__(1719);
// EXTERNAL MODULE: ./src/adapters/git/refs.ts
var refs = __webpack_require__(393);
;// CONCATENATED MODULE: ./src/adapters/git/branch-name.ts



/** A branch name we create or push: git's own rules plus no leading dash (option injection) and no control characters. */
async function assertValidBranchName(git, name, what) {
    if (!name || name.startsWith('-') || /[\0-\x1f\x7f\s]/.test(name) || name.length > 255) {
        throw new errors/* ConfigurationError */.j1(`${what}: '${(0,refs/* printable */.g$)(name)}' is not a valid branch name`);
    }
    try {
        await git.run(['check-ref-format', '--branch', name]);
    }
    catch (error) {
        if (error instanceof git_errors/* GitError */.XS)
            throw new errors/* ConfigurationError */.j1(`${what}: '${(0,refs/* printable */.g$)(name)}' is not a valid branch name`);
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/adapters/git/fetch-upstream.ts



const UPSTREAM_REMOTE = 'upstream-ingest';
const OWNER_NAME = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;
/** `owner/name`, an https URL, or (for local runs and tests) a file:// URL or an absolute path. */
function parseUpstreamLocation(input, serverUrl = 'https://github.com') {
    const server = serverUrl.replace(/\/+$/, '');
    const value = input.trim();
    if (OWNER_NAME.test(value) && !value.includes('..')) {
        const repository = value.replace(/\.git$/, '');
        return { url: `${server}/${repository}.git`, repository, webUrl: `${server}/${repository}` };
    }
    if (/^https:\/\/[^\s@]+$/.test(value)) {
        const m = /^https:\/\/[^/]+\/([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+?)(\.git)?\/?$/.exec(value);
        const repository = m?.[1];
        return { url: value, ...(repository ? { repository, webUrl: value.replace(/(\.git)?\/?$/, '') } : {}) };
    }
    if (/^file:\/\/\/[^\s]+$/.test(value) || /^\/[^\s]*$/.test(value))
        return { url: value };
    throw new errors/* ConfigurationError */.j1(`upstream repository '${value.slice(0, 100)}' is not owner/name, an https URL, or a local path`);
}
/**
 * Fetches the upstream branch into refs/remotes/upstream-ingest/<ref>, blobless (a named remote, so git can fetch
 * missing blobs lazily later). Returns the local ref name.
 */
async function fetchUpstream(git, options) {
    await assertValidBranchName(git, options.ref, 'upstream-ref');
    const existing = await git.run(['remote', 'get-url', UPSTREAM_REMOTE], { okExitCodes: [2, 128] });
    if (existing.exitCode !== 0)
        await git.run(['remote', 'add', '--no-tags', UPSTREAM_REMOTE, options.url]);
    else if (existing.stdout.trim() !== options.url)
        await git.run(['remote', 'set-url', UPSTREAM_REMOTE, options.url]);
    const local = `refs/remotes/${UPSTREAM_REMOTE}/${options.ref}`;
    const args = ['fetch', '--no-tags', '--quiet'];
    if (options.blobless !== false)
        args.push('--filter=blob:none');
    args.push('--end-of-options', UPSTREAM_REMOTE, `+refs/heads/${options.ref}:${local}`);
    options.logger.info(`Fetching upstream ${options.ref}${options.blobless !== false ? ' (blobless)' : ''}`);
    try {
        await git.run(args, { env: options.authEnv ?? {} });
    }
    catch (error) {
        if (error instanceof git_errors/* GitError */.XS && /couldn't find remote ref/i.test(error.stderr)) {
            throw new errors/* ConfigurationError */.j1(`upstream-ref: branch '${options.ref}' does not exist upstream`);
        }
        throw (0,git_errors/* asUserError */.Yl)(error, 'fetching upstream');
    }
    return local;
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
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5065);






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
function readTip(git, options) {
    return (0,_state_file_js__WEBPACK_IMPORTED_MODULE_5__/* .fetchStateTip */ .po)(git, options, TRACKING_REF);
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

/***/ 5065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ openStateBranch),
/* harmony export */   po: () => (/* binding */ fetchStateTip),
/* harmony export */   qy: () => (/* binding */ readStateFile)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1719);
/* harmony import */ var _push_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8699);



const READ_REF = 'refs/upstream-ingest/tracking/state-read';
/**
 * The state branch's tip: the local branch, or the remote's fetched into `trackingRef`; undefined when the branch
 * does not exist (a stale tracking ref is dropped then). A fetch that fails for another reason throws its GitError.
 */
async function fetchStateTip(git, source, trackingRef) {
    if (!source.remote) {
        const r = await git.run(['rev-parse', '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
            okExitCodes: [1],
        });
        return r.stdout.trim() || undefined;
    }
    (0,_push_js__WEBPACK_IMPORTED_MODULE_2__/* .assertSafeRemote */ .aY)(source.remote);
    try {
        await git.run([
            'fetch',
            '--quiet',
            '--no-tags',
            '--no-write-fetch-head',
            '--end-of-options',
            source.remote,
            `+refs/heads/${source.branch}:${trackingRef}`,
        ], { env: source.authEnv ?? {} });
    }
    catch (error) {
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && /couldn't find remote ref/i.test(error.stderr)) {
            await git.run(['update-ref', '-d', trackingRef]).catch(() => undefined);
            return undefined;
        }
        throw error;
    }
    return (await git.run(['rev-parse', '--verify', `${trackingRef}^{commit}`])).stdout.trim();
}
/** Fetches the state branch once; a fetch failing for another reason than a missing branch is a one-line ConfigurationError. */
async function openStateBranch(git, source) {
    let commit;
    try {
        commit = await fetchStateTip(git, source, READ_REF);
    }
    catch (error) {
        if (!(error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS))
            throw error;
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`fetching ${source.branch} from ${source.remote} failed: ${error.stderr.trim().split('\n')[0]?.slice(0, 300)}`);
    }
    return {
        commit,
        read: async (path) => {
            if (!commit)
                return undefined;
            const r = await git.run(['cat-file', 'blob', `${commit}:${path}`], { okExitCodes: [128] });
            return r.exitCode === 0 ? r.stdout : undefined;
        },
    };
}
/** One file of the state branch, or undefined when the branch or the file does not exist. */
async function readStateFile(git, source, path) {
    return (await openStateBranch(git, source)).read(path);
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
/* harmony import */ var _shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5165);


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
    return (0,_shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonLines */ .L)(text, _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__/* .LagHistoryRecordSchema */ .F);
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

/***/ 8213:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  L: () => (/* binding */ CacheOptionSchema),
  k: () => (/* binding */ cacheFilePath)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./src/adapters/git/git-dir.ts

/** The repository's common git dir (shared by its worktrees), absolute: where per-repository caches live. */
async function gitCommonDir(git) {
    const dir = (await git.run(['rev-parse', '--git-common-dir'])).stdout.trim();
    return (0,external_node_path_.isAbsolute)(dir) ? dir : (0,external_node_path_.resolve)(git.cwd, dir);
}

// EXTERNAL MODULE: ./src/adapters/git/git-runner.ts
var git_runner = __webpack_require__(3338);
// EXTERNAL MODULE: ./src/services/options-face.ts
var options_face = __webpack_require__(5118);
;// CONCATENATED MODULE: ./src/services/cache-option.ts





/**
 * The cross-run cache file (commit records, patch-ids, pick verdicts) that plan and lag share: `true` for the one in
 * the git dir, a path relative to the repository, absent or `false` for none. It is read as trusted input, so each
 * parser keeps it off unless a face asks: the CLI asks by default (a person's clone is theirs), the actions only
 * with an explicit file (a self-hosted runner's checkout may be shared with other jobs).
 */
const CacheOptionSchema = schemas/* union */.KCZ([schemas/* boolean */.zMY(), schemas/* string */.YjP()])
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v));
/** The cache file, absolute; undefined: no cache. */
async function cacheFilePath(repo, cache) {
    if (cache === false)
        return undefined;
    if (cache === true)
        return (0,external_node_path_.join)(await gitCommonDir((0,git_runner.createGitRunner)(repo)), 'upstream-ingest', 'plan-cache.json');
    return (0,options_face/* inRepository */.yJ)(repo, cache);
}


/***/ }),

/***/ 4699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ parseLagOptions),
/* harmony export */   Rs: () => (/* binding */ EXPLAIN_OPTION_KEYS),
/* harmony export */   ar: () => (/* binding */ LAG_OPTION_KEYS),
/* harmony export */   jg: () => (/* binding */ LedgerOptionsShape),
/* harmony export */   vW: () => (/* binding */ parseExplainOptions)
/* harmony export */ });
/* unused harmony exports LAG_DEFAULTS, LagOptionsSchema, ExplainOptionsSchema */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8532);
/* harmony import */ var _adapters_git_fetch_upstream_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9286);
/* harmony import */ var _cache_option_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8213);
/* harmony import */ var _ledger_inputs_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7105);
/* harmony import */ var _options_face_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5118);






/**
 * The one options parser of lag (the `lag` command and the report-lag action) and of `explain`, which reads the same
 * ledger. Each face maps its names onto this raw object (camelCase keys; text, booleans or lists as the face has
 * them) and calls the parser, so a default, a path rule or a cross-field rule cannot differ between the faces.
 *
 * Paths (`config`, `ledger`, and the config's own `ledger`) are relative to the repository, `repo` (`--repo` /
 * `path`), which is itself relative to the working directory.
 */
const ISO = zod__WEBPACK_IMPORTED_MODULE_5__/* .datetime */ .w$({ offset: true, message: 'expected an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' });
/** What lag, explain and plan read to classify upstream commits. */
const LedgerOptionsShape = {
    repo: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'expected a directory').default('.'),
    upstream: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .requiredText */ .$4)('a ref'),
    fork: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .requiredText */ .$4)('a ref'),
    trailers: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .listOption */ .y8)(),
    config: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .textOption */ .vU)(),
    ledger: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .textOption */ .vU)(),
};
const LAG_DEFAULTS = {
    history: false,
    stateBranch: 'upstream-ingest/state',
    historyFile: 'lag/history.jsonl',
    chartFile: 'lag/history.svg',
    remote: 'origin',
};
const LagOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    ...LedgerOptionsShape,
    now: ISO.optional(),
    /** The history cache plan also keeps (commit records, patch-ids): `true` for the git dir's; absent: none. */
    cache: _cache_option_js__WEBPACK_IMPORTED_MODULE_2__/* .CacheOptionSchema */ .L,
    /** Fetch upstream from here first (owner/name, an https URL or a local path); absent: refs already present. */
    upstreamRepository: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .textOption */ .vU)(),
    sloDays: zod__WEBPACK_IMPORTED_MODULE_6__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()])
        .optional()
        .transform((v, ctx) => {
        if (v === undefined || v === '')
            return undefined;
        const n = typeof v === 'number' ? v : /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
        if (!(n >= 0)) {
            ctx.addIssue({ code: 'custom', message: 'expected a number of days ≥ 0' });
            return zod__WEBPACK_IMPORTED_MODULE_7__/* .NEVER */ .tm;
        }
        return n;
    }),
    /** Append the report to the history on the state branch (the action's default; the CLI never writes). */
    history: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .switchOption */ .IL)(LAG_DEFAULTS.history),
    stateBranch: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'expected a branch name').default(LAG_DEFAULTS.stateBranch),
    historyFile: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'expected a path').default(LAG_DEFAULTS.historyFile),
    chartFile: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'expected a path').default(LAG_DEFAULTS.chartFile),
    /** Where the state branch is pushed. */
    remote: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1, 'expected a remote').default(LAG_DEFAULTS.remote),
});
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
const LAG_OPTION_KEYS = Object.keys(LagOptionsSchema.shape);
async function parseLagOptions(raw, ctx) {
    const o = (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRawOptions */ .oP)(LagOptionsSchema, raw, ctx.face);
    const repo = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(o.repo);
    let upstream;
    try {
        upstream = o.upstreamRepository ? (0,_adapters_git_fetch_upstream_js__WEBPACK_IMPORTED_MODULE_1__/* .parseUpstreamLocation */ .UK)(o.upstreamRepository, ctx.serverUrl) : undefined;
    }
    catch (error) {
        throw (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .optionError */ .mp)(ctx.face, 'upstreamRepository', error instanceof Error ? error.message : String(error));
    }
    const cachePath = await (0,_cache_option_js__WEBPACK_IMPORTED_MODULE_2__/* .cacheFilePath */ .k)(repo, o.cache);
    return {
        repo,
        ...(upstream ? { upstream } : {}),
        ...(cachePath ? { cachePath } : {}),
        settings: {
            ...(upstream ? { upstream } : {}),
            upstreamRef: o.upstream,
            fetch: Boolean(upstream),
            forkRef: o.fork,
            extraTrailerKeys: o.trailers,
            now: o.now ? new Date(o.now) : new Date(),
            ...(o.ledger ? { ledgerPath: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .inRepository */ .yJ)(repo, o.ledger) } : {}),
            ...(o.config ? { configPath: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .inRepository */ .yJ)(repo, o.config) } : {}),
            ...(o.sloDays !== undefined ? { sloDays: o.sloDays } : {}),
            ...(o.history
                ? {
                    history: {
                        branch: o.stateBranch,
                        remote: o.remote,
                        file: o.historyFile,
                        chart: o.chartFile,
                    },
                }
                : {}),
        },
    };
}
const ExplainOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .object */ .Ikc({
    ...LedgerOptionsShape,
    query: (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .requiredText */ .$4)('an upstream commit SHA or a PR number like #8121'),
});
const EXPLAIN_OPTION_KEYS = Object.keys(ExplainOptionsSchema.shape);
/** explain reads the ledger exactly as lag does: the same keys, the same path rule. */
async function parseExplainOptions(raw, ctx) {
    const o = (0,_options_face_js__WEBPACK_IMPORTED_MODULE_4__/* .parseRawOptions */ .oP)(ExplainOptionsSchema, raw, ctx.face);
    const repo = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(o.repo);
    const { config: _config, configPath: _c, ledgerPath: _l, ...ledger } = await (0,_ledger_inputs_js__WEBPACK_IMPORTED_MODULE_3__/* .loadLedgerInputs */ .l)(o, repo);
    return { repo, settings: { query: o.query, upstream: o.upstream, fork: o.fork, ...ledger } };
}


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
/**
 * The records of an append-only JSON Lines history (lag, benchmark, ingest outcomes): a line that is not JSON or not
 * a valid record is skipped and counted, never fatal, so one damaged line never hides the rest of the history.
 */
function parseJsonLines(text, schema) {
    const records = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
        if (!line.trim())
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            skipped++;
            continue;
        }
        const parsed = schema.safeParse(value);
        if (parsed.success)
            records.push(parsed.data);
        else
            skipped++;
    }
    return { records, skipped };
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
