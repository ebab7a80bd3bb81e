export const id = 261;
export const ids = [261];
export const modules = {

/***/ 6166:
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
/**
 * Pick verdicts and hunks, like the commit records below, are checked by hand: zod took ~70 ms over a 2,000-commit
 * fork's cache and ~0.7 s at LLVM scale on every warm run, this loop milliseconds. Any bad entry rejects the file.
 */
const VERDICTS = new Set(['clean', 'conflict', 'empty']);
function isCachedPick(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const c = v;
    if (!VERDICTS.has(c.verdict) || !isStrings(c.conflictPaths))
        return false;
    if (c.result !== undefined) {
        if (!Array.isArray(c.result))
            return false;
        for (const r of c.result)
            if (!Array.isArray(r) ||
                r.length !== 3 ||
                typeof r[0] !== 'string' ||
                !isOptionalString(r[1]) ||
                !isOptionalString(r[2]))
                return false;
    }
    if (c.blobs !== undefined) {
        if (typeof c.blobs !== 'object' || c.blobs === null || Array.isArray(c.blobs))
            return false;
        for (const b of Object.values(c.blobs))
            if (typeof b !== 'string')
                return false;
    }
    return true;
}
function isCommitHunks(v) {
    if (typeof v !== 'object' || v === null)
        return false;
    const c = v;
    if (typeof c.sha !== 'string' || !Array.isArray(c.files))
        return false;
    for (const f of c.files) {
        if (typeof f !== 'object' || f === null)
            return false;
        const x = f;
        if (typeof x.path !== 'string' || typeof x.binary !== 'boolean' || typeof x.created !== 'boolean')
            return false;
        if (typeof x.deleted !== 'boolean' || typeof x.added !== 'number' || typeof x.removed !== 'number')
            return false;
        if (!Array.isArray(x.hunks))
            return false;
        for (const h of x.hunks)
            if (!Array.isArray(h) || h.length !== 3 || h.some((n) => typeof n !== 'number'))
                return false;
    }
    return true;
}
function isCachedLines(v) {
    return Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && (v[1] === 0 || v[1] === 1);
}
function isOptionalString(v) {
    return v === null || typeof v === 'string';
}
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
    if (typeof c.c !== 'string' || typeof c.m !== 'string')
        return false;
    if (c.f === undefined)
        return true;
    return (Array.isArray(c.f) &&
        c.f.every((x) => Array.isArray(x) &&
            x.length === 4 &&
            STATUS_SET.has(x[0]) &&
            typeof x[1] === 'string' &&
            (x[2] === null || typeof x[2] === 'string') &&
            (x[3] === null || typeof x[3] === 'string')));
}
function isStrings(v) {
    return Array.isArray(v) && v.every((x) => typeof x === 'string');
}
// `commits`, `patchIds` and `lines` came later: a file without them is still a valid cache (readers ignore unknown
// keys).
const CacheFileSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    version: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(VERSION),
    picks: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).refine((r) => Object.values(r).every(isCachedPick), 'not a pick verdict'),
    hunks: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).refine((r) => Object.values(r).every(isCommitHunks), 'not commit hunks'),
    commits: CommitsSchema.optional(),
    patchIds: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()).optional(),
    lines: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J())
        .refine((r) => Object.values(r).every(isCachedLines), 'not a lines-check outcome')
        .optional(),
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
    lines;
    changed = false;
    /** Keys this run read or wrote, per map: they are all at its newest end, and all kept. */
    used = {
        picks: new Set(),
        hunks: new Set(),
        commits: new Set(),
        patchIds: new Set(),
        lines: new Set(),
    };
    constructor(path, picks, hunks, commits = new Map(), patchIds = new Map(), limits = {}, lines = new Map()) {
        this.path = path;
        this.picks = picks;
        this.hunks = hunks;
        this.commits = commits;
        this.patchIds = patchIds;
        this.limits = limits;
        this.lines = lines;
    }
    /** The commit records and patch-ids part (the ledger's history read uses it). */
    get history() {
        return this;
    }
    /** How many pick verdicts the file holds. */
    get pickCount() {
        return this.picks.size;
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
            return new PlanCacheFile(path, new Map(Object.entries(data.picks)), new Map(Object.entries(data.hunks)), new Map(Object.entries(data.commits ?? {})), new Map(Object.entries(data.patchIds ?? {})), limits, new Map(Object.entries(data.lines ?? {})));
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
            ...(c.f ? { paths: c.f.map(([status, path, oldOid, newOid]) => ({ status, path, oldOid, newOid })) } : {}),
        };
    }
    setCommit(r) {
        // Paths are kept only with their blob ids (without, the content check would read a diff again); a record read
        // without paths is kept without them, and its paths are read when a step needs them.
        const whole = r.paths?.every((p) => p.oldOid !== undefined && p.newOid !== undefined) ?? false;
        if (!whole && this.commits.get(r.sha)?.f)
            return; // never a less whole record over a whole one
        put(this.commits, r.sha, {
            p: r.parents,
            an: r.authorName,
            ae: r.authorEmail,
            ad: r.authorDate,
            c: r.committedAt,
            m: r.message,
            ...(r.paths && whole ? { f: r.paths.map((p) => [p.status, p.path, p.oldOid ?? null, p.newOid ?? null]) } : {}),
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
    linesCheck(sha) {
        const kept = touch(this.lines, sha, this.used.lines);
        return kept && { key: kept[0], missing: kept[1] === 1 };
    }
    setLinesCheck(sha, key, missing) {
        const kept = this.lines.get(sha);
        if (kept?.[0] === key && kept[1] === (missing ? 1 : 0))
            return; // unchanged: the file need not be written
        put(this.lines, sha, [key, missing ? 1 : 0], this.used.lines);
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
            lines: Object.fromEntries(newest(this.lines, commits, this.used.lines)),
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

/***/ 6542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UK: () => (/* binding */ parseUpstreamLocation),
/* harmony export */   uL: () => (/* binding */ fetchUpstream)
/* harmony export */ });
/* unused harmony export UPSTREAM_REMOTE */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _worktree_branch_name_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1409);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);



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
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`upstream repository '${value.slice(0, 100)}' is not owner/name, an https URL, or a local path`);
}
/**
 * Fetches the upstream branch into refs/remotes/upstream-ingest/<ref>, blobless (a named remote, so git can fetch
 * missing blobs lazily later). Returns the local ref name.
 */
async function fetchUpstream(git, options) {
    await (0,_worktree_branch_name_js__WEBPACK_IMPORTED_MODULE_1__/* .assertValidBranchName */ .Q)(git, options.ref, 'upstream-ref');
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
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS && /couldn't find remote ref/i.test(error.stderr)) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`upstream-ref: branch '${options.ref}' does not exist upstream`);
        }
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, 'fetching upstream');
    }
    return local;
}


/***/ }),

/***/ 5003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ gitCommonDir)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** The repository's common git dir (shared by its worktrees), absolute: where per-repository caches live. */
async function gitCommonDir(git) {
    const dir = (await git.run(['rev-parse', '--git-common-dir'])).stdout.trim();
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(dir) ? dir : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(git.cwd, dir);
}


/***/ }),

/***/ 4973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KR: () => (/* binding */ parseLagOptions),
/* harmony export */   Rs: () => (/* binding */ EXPLAIN_OPTION_KEYS),
/* harmony export */   ar: () => (/* binding */ LAG_OPTION_KEYS),
/* harmony export */   jg: () => (/* binding */ LedgerOptionsShape),
/* harmony export */   vW: () => (/* binding */ parseExplainOptions)
/* harmony export */ });
/* unused harmony exports LAG_DEFAULTS, LagOptionsSchema, ExplainOptionsSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4377);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8532);
/* harmony import */ var _adapters_git_remote_fetch_upstream_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6542);
/* harmony import */ var _ledger_cache_option_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4766);
/* harmony import */ var _ledger_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6635);
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8857);
/* harmony import */ var _shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9413);






/**
 * The one options parser of lag (the `lag` command and the report-lag action) and of `explain`, which reads the same
 * ledger. Each face maps its names onto this raw object (camelCase keys; text, booleans or lists as the face has
 * them) and calls the parser, so a default, a path rule or a cross-field rule cannot differ between the faces.
 *
 * Paths (`repo`, `config`, `ledger`, `cache`) follow the one path rule: relative to the face's base (the working
 * directory on the CLI, the workspace in the action); the config's own `ledger` is relative to the config file's
 * folder.
 */
const ISO = zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$({ offset: true, message: 'expected an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' });
/** What lag, explain and plan read to classify upstream commits. */
const LedgerOptionsShape = {
    repo: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'expected a directory').default('.'),
    upstream: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .requiredText */ .$4)('a ref'),
    fork: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .requiredText */ .$4)('a ref'),
    trailers: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .listOption */ .y8)(),
    config: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .textOption */ .vU)(),
    ledger: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .textOption */ .vU)(),
};
const LAG_DEFAULTS = {
    history: false,
    stateBranch: 'upstream-ingest/state',
    historyFile: 'lag/history.jsonl',
    chartFile: 'lag/history.svg',
    remote: 'origin',
};
const LagOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    ...LedgerOptionsShape,
    now: ISO.optional(),
    /** The history cache plan also keeps (commit records, patch-ids): `true` for the git dir's; absent: none. */
    cache: _ledger_cache_option_js__WEBPACK_IMPORTED_MODULE_1__/* .CacheOptionSchema */ .L,
    /** Fetch upstream from here first (owner/name, an https URL or a local path); absent: refs already present. */
    upstreamRepository: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .textOption */ .vU)(),
    sloDays: zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()])
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
    history: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .switchOption */ .IL)(LAG_DEFAULTS.history),
    stateBranch: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'expected a branch name').default(LAG_DEFAULTS.stateBranch),
    historyFile: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'expected a path').default(LAG_DEFAULTS.historyFile),
    chartFile: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'expected a path').default(LAG_DEFAULTS.chartFile),
    /** Where the state branch is pushed. */
    remote: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1, 'expected a remote').default(LAG_DEFAULTS.remote),
});
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
const LAG_OPTION_KEYS = Object.keys(LagOptionsSchema.shape);
async function parseLagOptions(raw, ctx) {
    const o = (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRawOptions */ .oP)(LagOptionsSchema, raw, ctx.face);
    const repo = (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(ctx.face, o.repo);
    let upstream;
    try {
        upstream = o.upstreamRepository ? (0,_adapters_git_remote_fetch_upstream_js__WEBPACK_IMPORTED_MODULE_0__/* .parseUpstreamLocation */ .UK)(o.upstreamRepository, ctx.serverUrl) : undefined;
    }
    catch (error) {
        throw (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .optionError */ .mp)(ctx.face, 'upstreamRepository', error instanceof Error ? error.message : String(error));
    }
    const cachePath = await (0,_ledger_cache_option_js__WEBPACK_IMPORTED_MODULE_1__/* .cacheFilePath */ .k)(repo, o.cache, ctx.face);
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
            ...(o.ledger ? { ledgerPath: (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(ctx.face, o.ledger) } : {}),
            ...(o.config ? { configPath: (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(ctx.face, o.config) } : {}),
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
const ExplainOptionsSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .object */ .Ikc({
    ...LedgerOptionsShape,
    query: (0,_shared_option_schemas_js__WEBPACK_IMPORTED_MODULE_6__/* .requiredText */ .$4)('an upstream commit SHA or a PR number like #8121'),
});
const EXPLAIN_OPTION_KEYS = Object.keys(ExplainOptionsSchema.shape);
/** explain reads the ledger exactly as lag does: the same keys, the same path rule. */
async function parseExplainOptions(raw, ctx) {
    const o = (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRawOptions */ .oP)(ExplainOptionsSchema, raw, ctx.face);
    const repo = (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(ctx.face, o.repo);
    const { config: _config, configPath: _c, ledgerPath: _l, ...ledger } = await (0,_ledger_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .loadLedgerInputs */ .l)(o, ctx.face);
    return { repo, settings: { query: o.query, upstream: o.upstream, fork: o.fork, ...ledger } };
}


/***/ }),

/***/ 4766:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ CacheOptionSchema),
/* harmony export */   k: () => (/* binding */ cacheFilePath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var _adapters_git_run_git_dir_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5003);
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1447);
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8857);





/**
 * The cross-run cache file (commit records, patch-ids, pick verdicts) that plan and lag share: `true` for the one in
 * the git dir, a path (relative: to the face's base, like every path a face gives), absent or `false` for none. It is read as trusted input, so each
 * parser keeps it off unless a face asks: the CLI asks by default (a person's clone is theirs), the actions only
 * with an explicit file (a self-hosted runner's checkout may be shared with other jobs).
 */
const CacheOptionSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP()])
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v));
/** The cache file, absolute; undefined: no cache. */
async function cacheFilePath(repo, cache, face) {
    if (cache === false)
        return undefined;
    if (cache === true)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(await (0,_adapters_git_run_git_dir_js__WEBPACK_IMPORTED_MODULE_1__/* .gitCommonDir */ .z)((0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_2__.createGitRunner)(repo)), 'upstream-ingest', 'plan-cache.json');
    return (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(face, cache);
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
