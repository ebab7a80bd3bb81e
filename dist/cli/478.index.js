export const id = 478;
export const ids = [478];
export const modules = {

/***/ 8982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ loadLedgerFile)
/* harmony export */ });
/* harmony import */ var _schemas_ledger_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9967);
/* harmony import */ var _shared_config_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7627);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5126);
/* harmony import */ var _user_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4284);




/** Reads and validates a ledger file (YAML or JSON). */
async function loadLedgerFile(path) {
    const text = await (0,_user_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readUserFile */ .E1)(path, 'ledger');
    const data = await (0,_shared_config_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConfigText */ .B)(text, `ledger ${path}`);
    if (data === null || data === undefined)
        return { entries: [] };
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_2__.parseOrThrow)(_schemas_ledger_js__WEBPACK_IMPORTED_MODULE_0__/* .LedgerFileSchema */ .LV, data, `ledger ${path}`);
}


/***/ }),

/***/ 2727:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ loadPlanConfigFile)
/* harmony export */ });
/* harmony import */ var _schemas_plan_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6236);
/* harmony import */ var _shared_config_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7627);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5126);
/* harmony import */ var _user_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4284);




/** Reads and validates a plan config file (YAML or JSON); an empty file is the defaults. */
async function loadPlanConfigFile(path) {
    const text = await (0,_user_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readUserFile */ .E1)(path, 'config');
    const data = await (0,_shared_config_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConfigText */ .B)(text, `config ${path}`);
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_2__.parseOrThrow)(_schemas_plan_config_js__WEBPACK_IMPORTED_MODULE_0__/* .PlanConfigSchema */ .VX, data ?? {}, `config ${path}`);
}


/***/ }),

/***/ 3001:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  es: () => (/* binding */ MergeTreeProcess),
  MH: () => (/* binding */ PickPredictor),
  HE: () => (/* binding */ predictCherryPicks)
});

// UNUSED EXPORTS: SCRATCH_GIT_OPTIONS, Speculation, parseRecord

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/adapters/files/tmpfs-root.ts
var tmpfs_root = __webpack_require__(3435);
// EXTERNAL MODULE: ./src/shared/logger.ts
var logger = __webpack_require__(4381);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/adapters/git/pick/cached-picks.ts


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

;// CONCATENATED MODULE: ./src/adapters/git/pick/scratch-dir.ts


/**
 * Node 23 and later remove a tree in C++, one call for the whole directory: 16–20 ms for 5,000 loose objects on
 * tmpfs where the walk below takes 30–35 ms. Before, `rmSync` is JavaScript that stats every file, slower than the walk.
 */
const NATIVE_RM_SYNC = Number(process.versions.node.split('.')[0]) >= 23;
/**
 * Removes a scratch object directory at once. A plan's merges leave thousands of loose objects (5,000 for 300
 * picks): `fs.promises.rm` stats each one and crosses the thread pool twice per file (~180 ms of CPU on two cores,
 * paid before the process can exit); `rmSync` where it is native, else a plain walk that unlinks what it lists.
 * Anything that is left goes to `rmSync`, which says nothing about what it cannot remove either: scratch is never an
 * error.
 */
function removeScratchSync(dir) {
    if (NATIVE_RM_SYNC && removeQuietly(dir))
        return;
    try {
        removeTree(dir);
    }
    catch {
        removeQuietly(dir);
    }
}
/** Whether `rmSync` removed the directory (a directory that cannot be removed is left in the temporary folder). */
function removeQuietly(dir) {
    try {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        return true;
    }
    catch {
        return false;
    }
}
function removeTree(dir) {
    for (const entry of (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true })) {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory())
            removeTree(path);
        else
            (0,external_node_fs_.unlinkSync)(path);
    }
    (0,external_node_fs_.rmdirSync)(dir);
}

// EXTERNAL MODULE: ./src/adapters/git/run/git-errors.ts
var git_errors = __webpack_require__(3785);
// EXTERNAL MODULE: ./src/adapters/git/run/long-lived-git.ts
var long_lived_git = __webpack_require__(949);
// EXTERNAL MODULE: ./src/adapters/git/write/tree-objects.ts
var tree_objects = __webpack_require__(9298);
;// CONCATENATED MODULE: ./src/adapters/git/pick/merge-tree.ts












const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/**
 * The predictor's objects (merge results, simulated commits) go to scratch and are thrown away with it: written
 * uncompressed (zlib's stored blocks), by git and by us. Deflating the trees was ~30 % of merge-tree's CPU in a plan
 * (0.72 → 0.51 s for 300 picks); their ids, hence every verdict, are the same.
 */
const SCRATCH_LEVEL = 0;
const SCRATCH_GIT_OPTIONS = ['-c', `core.looseCompression=${SCRATCH_LEVEL}`];
/**
 * Fixed identity; the date is the picked commit's own committer date. The simulated commits stay byte-identical run
 * to run, and git's merge-base walk stops near the pick: a commit dated 1970 makes it walk the whole history for every
 * merge (68 ms of 71 on a real fork), which no real cherry-pick pays.
 */
const SIM_NAME = 'upstream-ingest';
const SIM_EMAIL = 'upstream-ingest@localhost';
const SIM_MESSAGE = 'upstream-ingest: simulated fork tip\n';
/** tmpfs keeps thousands of short-lived loose objects off a disk that discards blocks (seconds of system time). */
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
    const predictor = await PickPredictor.open(git, tip, options);
    try {
        return await predictor.predict(commits, options);
    }
    finally {
        await predictor.close();
    }
}
/**
 * Passes of cherry-pick prediction onto one fork tip that share their merge processes, scratch objects and every
 * merge result. A merge's outcome depends only on the commit, its parent and the simulated tip's tree, so a result
 * is kept under those three and any later pass that reaches the same commit on the same tree takes it instead of
 * merging again: a pass over a provisional list, started before the caller knows its final list, does the final
 * pass's merges ahead of it wherever the two agree, and where they part the final pass merges itself. Its verdicts
 * are therefore exactly those of one sequential pass over the final list. Passes run one after another.
 */
class PickPredictor {
    git;
    tipObjects;
    scratch;
    env;
    options;
    memo = new Map();
    speculation = new Speculation();
    /** Scheduler time of side-by-side merges not yet judged (ns). */
    cores = { run: 0, wait: 0 };
    evaluator;
    mode;
    queue = Promise.resolve();
    closed = false;
    constructor(git, tipObjects, scratch, env, options) {
        this.git = git;
        this.tipObjects = tipObjects;
        this.scratch = scratch;
        this.env = env;
        this.options = options;
        this.mode = options.mode ?? 'batch';
    }
    static async open(git, tip, options = {}) {
        const tipObjects = options.tipObjects ?? (await tipAndObjects(git, tip));
        const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)(scratchRoot(), 'ui-merge-tree-'));
        try {
            await (0,promises_.mkdir)((0,external_node_path_.join)(scratch, 'objects', 'info'), { recursive: true });
        }
        catch (error) {
            removeScratchSync(scratch);
            throw error;
        }
        const env = {
            GIT_OBJECT_DIRECTORY: (0,external_node_path_.join)(scratch, 'objects'),
            GIT_ALTERNATE_OBJECT_DIRECTORIES: (0,external_node_path_.isAbsolute)(tipObjects.objects)
                ? tipObjects.objects
                : (0,external_node_path_.resolve)(git.cwd, tipObjects.objects),
        };
        return new PickPredictor(git, tipObjects, scratch, env, options);
    }
    /** The fork tip's commit id (the tip every pass starts from). */
    get tipCommit() {
        return this.tipObjects.tipCommit;
    }
    /** Starts the merge processes now (each answers a probe merge), before the first pass needs them. */
    warm() {
        const run = this.queue.then(() => this.evaluatorFor());
        this.queue = run.catch(() => undefined);
    }
    /** One pass over `commits` in order from the fork tip; waits for the pass before it to end. */
    predict(commits, options = {}) {
        const run = this.queue.then(() => this.pass(commits, options));
        this.queue = run.catch(() => undefined);
        return run;
    }
    /** Ends the merge processes (after the passes asked for) and removes the scratch objects. */
    async close() {
        if (this.closed)
            return;
        this.closed = true;
        await this.queue;
        try {
            await this.evaluator?.close();
        }
        finally {
            removeScratchSync(this.scratch);
        }
    }
    // Started at the first merge no kept result or cache answers: a run whose verdicts all come from them starts none.
    async evaluatorFor() {
        if (this.evaluator)
            return this.evaluator;
        if (this.mode === 'batch') {
            const width = Math.max(1, Math.min(4, this.options.workers ?? 2));
            const start = BatchEvaluator.start(this.git.cwd, this.env, (0,external_node_path_.join)(this.scratch, 'objects'), this.tipObjects.tipCommit, width, this.options.probeTimeoutMs ?? 20_000);
            this.evaluator = await start.catch((error) => {
                (this.options.logger ?? logger/* silentLogger */.q).warning(`merge-tree --stdin is not usable here (${String(error)}); one process per step instead`);
                return undefined;
            });
            if (!this.evaluator)
                this.mode = 'per-commit';
        }
        this.evaluator ??= new PerCommitEvaluator(this.git, this.env);
        return this.evaluator;
    }
    async pass(commits, options) {
        if (this.closed)
            throw new Error('the pick predictor is closed');
        const { tipCommit, tipTree } = this.tipObjects;
        const { memo, speculation, cores } = this;
        const dates = await commitDates(this.git, commits);
        const verdicts = [];
        let tree = tipTree;
        const trees = options.cache
            ? new tree_objects/* TreeObjects */.PS(this.git.cwd, this.env, (0,external_node_path_.join)(this.scratch, 'objects'), tipCommit.length === 64 ? 'sha256' : 'sha1', SCRATCH_LEVEL)
            : undefined;
        const cached = trees && options.cache ? new CachedPicks(trees, options.cache) : undefined;
        if (trees)
            await warmLookups(trees, tipTree, commits);
        const keyOf = async (c, on) => cached && c.parent && OBJECT_ID.test(c.sha) && OBJECT_ID.test(c.parent)
            ? cached.keyOf(c.sha, c.parent, c.paths, on).catch(() => undefined)
            : undefined;
        const accept = (verdict, newTree) => {
            verdicts.push(verdict);
            options.onProgress?.(verdicts.length, verdict.sha);
            if (verdict.verdict !== 'clean' || options.advance === false)
                return false;
            tree = newTree;
            return true;
        };
        let merged = 0;
        let kept = 0;
        let sideBusy = options.sideWork !== undefined;
        options.sideWork?.then(() => (sideBusy = false), () => (sideBusy = false));
        try {
            let next = 0;
            while (next < commits.length && !options.stop?.()) {
                const first = commits[next];
                const known = memo.get(memoKey(first, tree));
                const firstKey = await keyOf(first, tree);
                if (known) {
                    next++;
                    kept++;
                    // A merge an earlier pass ran is remembered across runs as this pass's own would be.
                    if (firstKey && first.paths)
                        await cached.remember(firstKey, first.sha, known.verdict.verdict, known.verdict.conflictPaths, first.paths, known.tree);
                    accept({ ...known.verdict, conflictPaths: [...known.verdict.conflictPaths] }, known.tree);
                    continue;
                }
                const replayed = firstKey ? await cached.replay(firstKey, tree) : undefined;
                if (replayed) {
                    next++;
                    const { verdict, conflictPaths } = replayed.cached;
                    accept({ sha: first.sha, verdict, conflictPaths }, replayed.tree);
                    continue;
                }
                const merger = await this.evaluatorFor();
                const on = tree;
                const width = Math.min(sideBusy ? 1 : speculation.width(merger.width), Math.max(1, options.maxWidth ?? merger.width));
                // A commit already merged on this tree is not merged again beside the first.
                const window = [first];
                for (const c of commits.slice(next + 1, next + width)) {
                    if (memo.has(memoKey(c, on)))
                        break;
                    window.push(c);
                }
                trees?.persist(on); // a replayed tip lives in memory until a merge reads it
                merged += window.length;
                const before = window.length > 1 ? merger.schedstat?.() : undefined;
                const tried = await Promise.all(window.map((c, slot) => evaluateOne(merger, c, on, dates.get(c.sha) ?? 0, slot)));
                const after = before ? merger.schedstat?.() : undefined;
                if (before && after) {
                    cores.run += after.runNs - before.runNs;
                    cores.wait += after.waitNs - before.waitNs;
                    if (cores.run + cores.wait >= CORE_SAMPLE_NS) {
                        speculation.observeCores(cores.run, cores.wait);
                        cores.run = cores.wait = 0;
                    }
                }
                for (const [i, v] of tried.entries())
                    if (v.verdict.verdict !== 'unknown')
                        memo.set(memoKey(window[i], on), v);
                // In order: every result up to and including the first clean pick was merged against the right tip.
                for (const [i, v] of tried.entries()) {
                    next++;
                    // Without advancing, no merge is ever thrown away: the window stays full.
                    speculation.observe(v.verdict.verdict === 'clean' && options.advance !== false);
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
            await trees?.close();
        }
        return {
            verdicts,
            mode: this.mode,
            finalTree: tree,
            merged,
            kept,
            ...(cached ? { cache: { hits: cached.hits, misses: cached.misses } } : {}),
        };
    }
}
/** What decides a merge's outcome: the commit, its parent and the tree it is picked onto. */
function memoKey(c, tree) {
    return `${c.sha} ${c.parent ?? ''} ${tree}`;
}
/**
 * The cache keys read the tip's entries at every commit's paths, and the parent's directories of added paths: read
 * those trees up front, pipelined, instead of one round trip per directory per commit.
 */
async function warmLookups(trees, tipTree, commits) {
    const paths = new Set();
    const added = new Map();
    for (const c of commits)
        for (const p of c.paths ?? []) {
            paths.add(p.path);
            if (p.status !== 'A' || !c.parent || !OBJECT_ID.test(c.parent))
                continue;
            const dirs = added.get(c.parent) ?? new Set();
            const parts = p.path.split('/').slice(0, -1);
            for (let i = 1; i <= parts.length; i++)
                dirs.add(parts.slice(0, i).join('/'));
            added.set(c.parent, dirs);
        }
    await Promise.all([
        trees.prefetch(tipTree, paths),
        ...[...added].map(async ([parent, dirs]) => {
            const tree = await trees.treeOf(parent).catch(() => undefined);
            if (tree)
                await trees.prefetch(tree, dirs);
        }),
    ]);
}
/**
 * How many picks to merge side by side, from the clean rate seen so far. A speculative merge stands only when every
 * pick before it in its window leaves the tip as it was (conflict or empty); after a clean pick it is thrown away and
 * merged again. On a fork where most picks are clean that doubles the merges and takes a core from everything else,
 * so the window shrinks to one while the recent clean rate is above one half (the expected waste of the second
 * merge equals its expected gain there). A second merge also gains only when a core is free for it: when the merge
 * processes, side by side, spend more than a third of their time waiting for a core (other work on the machine, or
 * this run's own), the window stays at one for the next `BACKOFF_PICKS` picks, then tries two again. Verdicts do not
 * depend on the width.
 */
class Speculation {
    span;
    recent = [];
    backoff = 0;
    constructor(span = 16) {
        this.span = span;
    }
    observe(clean) {
        this.recent.push(clean);
        if (this.recent.length > this.span)
            this.recent.shift();
        if (this.backoff > 0)
            this.backoff--;
    }
    /** How long the merge processes, side by side, ran and waited for a core (`/proc/<pid>/schedstat`, ns). */
    observeCores(runNs, waitNs) {
        if (waitNs * 3 > runNs + waitNs)
            this.backoff = BACKOFF_PICKS;
    }
    /**
     * The window for the next merges: `max` until a few verdicts are in, then 1 while most recent picks were clean or
     * while the merges lately waited for a core.
     */
    width(max) {
        if (max <= 1 || this.backoff > 0)
            return 1;
        if (this.recent.length < 4)
            return max;
        const clean = this.recent.filter(Boolean).length;
        return clean * 2 > this.recent.length ? 1 : max;
    }
}
/** Picks merged one at a time after the merge processes were seen waiting for a core. */
const BACKOFF_PICKS = 64;
/** Side-by-side merge time judged at once: enough of the scheduler's record to tell waiting from running. */
const CORE_SAMPLE_NS = 40e6;
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
        const { exitCode, stdout } = await this.git.run([...SCRATCH_GIT_OPTIONS, 'merge-tree', '--write-tree', '-z', '--name-only', '--no-messages', ours, theirs], { env: this.env, okExitCodes: [1] });
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
 * The tip's commit and tree ids and the object directory, in one process when git answers plainly (every prediction
 * pays for its process starts), else one question at a time, whose errors name what is wrong.
 */
async function tipAndObjects(git, tip) {
    const r = await git
        .run(['rev-parse', '--git-path', 'objects', '--end-of-options', `${tip}^{commit}`, `${tip}^{tree}`], {
        okExitCodes: [128],
    })
        .catch(() => undefined);
    // git 2.39 echoes `--end-of-options` here; later versions may not.
    const lines = r?.exitCode === 0 ? r.stdout.split('\n').filter((l) => l && l !== '--end-of-options') : [];
    if (lines.length === 3 && OBJECT_ID.test(lines[1]) && OBJECT_ID.test(lines[2]) && !tip.startsWith('-'))
        return { objects: lines[0], tipCommit: lines[1], tipTree: lines[2] };
    const tipCommit = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tip}^{commit}`])).stdout.trim();
    const tipTree = (await git.run(['rev-parse', '--verify', '--end-of-options', `${tipCommit}^{tree}`])).stdout.trim();
    const objects = (await git.run(['rev-parse', '--git-path', 'objects'])).stdout.trim();
    return { tipCommit, tipTree, objects };
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
function scratchRoot() {
    return (0,tmpfs_root/* tmpfsRoot */.$)(TMPFS_MIN_FREE) ?? (0,external_node_os_.tmpdir)();
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
        const mergers = Array.from({ length: width }, () => new MergeTreeProcess(cwd, env, SCRATCH_GIT_OPTIONS));
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
        return (0,tree_objects/* writeLooseObject */.Dx)(this.objectsDir, this.hash, 'commit', body, SCRATCH_LEVEL);
    }
    async merge(ours, theirs, slot) {
        // A merge that dies (a missing blob) takes the process with it; the next commit gets a new one.
        if (this.mergers[slot].dead)
            this.mergers[slot] = new MergeTreeProcess(this.cwd, this.env, SCRATCH_GIT_OPTIONS);
        return this.mergers[slot].merge(ours, theirs, ours);
    }
    schedstat() {
        let runNs = 0;
        let waitNs = 0;
        for (const m of this.mergers) {
            const s = m.schedstat();
            if (!s)
                return undefined;
            runNs += s.runNs;
            waitNs += s.waitNs;
        }
        return { runNs, waitNs };
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
class MergeTreeProcess extends long_lived_git/* LongLivedGit */.l {
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    tokens = [];
    partial = '';
    records = 0;
    waiters = new Map();
    sent = 0;
    /** `gitOptions`: git's own options for this process alone, e.g. SCRATCH_GIT_OPTIONS for objects thrown away. */
    constructor(cwd, env, gitOptions = []) {
        super(cwd, env, [...gitOptions, 'merge-tree', '--write-tree', '--name-only', '--messages', '--stdin']);
    }
    /** The scheduler's record of this process (Linux): time on a core and time waiting for one, in ns. */
    schedstat() {
        if (this.dead || this.process.pid === undefined)
            return undefined;
        try {
            const [run, wait] = (0,external_node_fs_.readFileSync)(`/proc/${this.process.pid}/schedstat`, 'latin1').split(' ');
            const runNs = Number(run);
            const waitNs = Number(wait);
            return Number.isFinite(runNs) && Number.isFinite(waitNs) ? { runNs, waitNs } : undefined;
        }
        catch {
            return undefined;
        }
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

/***/ 5411:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ isAncestor)
/* harmony export */ });
/** Whether `ancestor` is reachable from `descendant` (a commit is its own ancestor). */
async function isAncestor(git, ancestor, descendant) {
    const { exitCode } = await git.run(['merge-base', '--is-ancestor', ancestor, descendant], { okExitCodes: [1] });
    return exitCode === 0;
}


/***/ }),

/***/ 9340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ strictUtf8),
/* harmony export */   e: () => (/* binding */ readObjectBatch)
/* harmony export */ });
/**
 * The objects `specs` name (`<oid>`, `<rev>:<path>`), in one `cat-file --batch` process; undefined for one that is
 * missing or ambiguous, or whose name holds a newline (it would read as two requests). Read as bytes: the sizes in
 * the headers are byte counts, so one object in another encoding never shifts the ones after it.
 */
async function readObjectBatch(git, specs) {
    const out = new Map(specs.map((s) => [s, undefined]));
    const wanted = [...new Set(specs.filter((s) => s && !s.includes('\n')))];
    if (wanted.length === 0)
        return out;
    // Undecoded: at LLVM scale the tip's files at every changed path are ~40 MB, which a latin1 string and its copy
    // back into a Buffer held twice more for a while. (A runner that gives no bytes gives text, one character a byte.)
    const result = await git.run(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n`, encoding: 'bytes' });
    const buffer = result.bytes ?? Buffer.from(result.stdout, 'latin1');
    let pos = 0;
    for (const spec of wanted) {
        const nl = buffer.indexOf(0x0a, pos);
        if (nl < 0)
            break;
        const header = /^([0-9a-f]+) (\w+) (\d+)$/.exec(buffer.subarray(pos, nl).toString('latin1'));
        pos = nl + 1;
        if (!header)
            continue; // "<spec> missing" / "ambiguous": no body follows
        const size = Number(header[3]);
        out.set(spec, { oid: header[1], type: header[2], content: buffer.subarray(pos, pos + size) });
        pos += size + 1;
    }
    return out;
}
/** Fails on invalid UTF-8 instead of writing U+FFFD. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
/** The bytes as UTF-8 text, or undefined when they are not valid UTF-8. */
function strictUtf8(bytes) {
    try {
        return STRICT_UTF8.decode(bytes);
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 1409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ assertValidBranchName),
/* harmony export */   _: () => (/* binding */ ambiguousBranchProblem)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);
/* harmony import */ var _read_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3840);



/** A branch name we create or push: git's own rules plus no leading dash (option injection) and no control characters. */
async function assertValidBranchName(git, name, what) {
    if (!name || name.startsWith('-') || /[\0-\x1f\x7f\s]/.test(name) || name.length > 255) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: '${(0,_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(name)}' is not a valid branch name`);
    }
    try {
        await git.run(['check-ref-format', '--branch', name]);
    }
    catch (error) {
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS)
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: '${(0,_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(name)}' is not a valid branch name`);
        throw error;
    }
}
/**
 * Why `name` would be ambiguous as a branch we create, or undefined. `refs/heads/upstream/main` next to
 * `refs/remotes/upstream/main` makes `upstream/main` resolve to the branch (git prefers refs/heads/), so every later
 * `lag --upstream upstream/main` would silently measure the ingest branch as upstream; a tag of the same short name
 * is the same trap. A name spelling a ref namespace (`refs/…`, `remotes/…`) is refused too. (The suite's own
 * `upstream-ingest/<bundle>` branches share a prefix with its `upstream-ingest` remote by design: only a ref that
 * exists is a clash.)
 */
async function ambiguousBranchProblem(git, name) {
    if (/^(?:refs|heads|tags|remotes)\//.test(name))
        return `'${(0,_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(name)}' spells a ref namespace`;
    const { stdout } = await git.run(['for-each-ref', '--count=1', '--format=%(refname)', '--', `refs/remotes/${name}`, `refs/tags/${name}`], { okExitCodes: [1] });
    const clash = stdout.trim();
    if (clash)
        return `'${(0,_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(name)}' already names ${(0,_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(clash)}`;
    return undefined;
}


/***/ }),

/***/ 9967:
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

/***/ 6236:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fc: () => (/* binding */ DEFAULT_PLAN_CONFIG),
  VX: () => (/* binding */ PlanConfigSchema)
});

// UNUSED EXPORTS: DEFAULT_MAX_BUNDLE_SIZE, DEFAULT_RISK_THRESHOLD, DEFAULT_TOOLCHAIN_GLOBS, RiskyGlobSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
// EXTERNAL MODULE: ./src/shared/one-shot-parse.ts
var one_shot_parse = __webpack_require__(772);
// EXTERNAL MODULE: ./src/schemas/ledger.ts
var ledger = __webpack_require__(9967);
;// CONCATENATED MODULE: ./src/schemas/resolver-limits.ts

const Limit = schemas/* object */.Ikc({
    /**
     * The most this rung's resolutions may earn, whatever the guards say: `accept` lands unattended, `review` only
     * with a person's approval, `reject` turns the rung off. `upstream-ingest audit-resolvers` says what the fork's
     * own history supports.
     */
    maxVerdict: schemas/* enum */.k5n(['accept', 'review', 'reject'], { message: "expected 'accept', 'review' or 'reject'" }),
})
    .strict();
/** The config's `resolvers` section: each rung's maximum verdict, raised or lowered from the ladder's default. */
const ResolverLimitsSchema = schemas/* object */.Ikc({
    rerere: Limit.optional(),
    'fork-decision': Limit.optional(),
    replay: Limit.optional(),
    agent: Limit.optional(),
})
    .strict();

;// CONCATENATED MODULE: ./src/schemas/plan-config.ts





/** Defaults that fit Triton-like forks: the LLVM pin and the toolchain version files move in their own lane. */
const DEFAULT_TOOLCHAIN_GLOBS = ['cmake/llvm-hash.txt', 'cmake/*-toolchain-version.json'];
const DEFAULT_MAX_BUNDLE_SIZE = 20;
const DEFAULT_RISK_THRESHOLD = 30;
const Glob = schemas/* string */.YjP().superRefine((value, ctx) => {
    const problem = (0,glob/* globProblem */.AI)(value);
    if (problem)
        ctx.addIssue({ code: 'custom', message: `${problem} (got '${value.slice(0, 80)}')` });
});
const RiskyGlobSchema = schemas/* object */.Ikc({
    glob: Glob,
    /** Points added to a commit's risk score when any path it changes matches. */
    weight: schemas/* number */.aig({ message: 'expected a number of points from 1 to 100' })
        .int('expected a whole number of points from 1 to 100')
        .min(1, 'expected a number of points from 1 to 100')
        .max(100, 'expected a number of points from 1 to 100'),
    /** Shown in the risk reasons, e.g. "the fork's scheduler rewrite". */
    reason: schemas/* string */.YjP().trim().min(1).max(200).optional(),
})
    .strict();
/**
 * The plan configuration file (YAML or JSON). Every key is optional; the CLI flags override the file.
 * Written by people, so it is strict: an unknown key is an error naming it.
 */
const PlanConfigSchema = schemas/* object */.Ikc({
    /** Paths whose changes add to a commit's risk, with weights. */
    risky: schemas/* array */.YOg(RiskyGlobSchema).max(500).default([]).describe('Paths whose changes add to a commit\'s risk score, with weights.'),
    /** Paths of the toolchain lane (an LLVM pin, compiler versions): such commits get their own bundles. */
    toolchain: schemas/* array */.YOg(Glob)
        .max(500)
        .default([...DEFAULT_TOOLCHAIN_GLOBS])
        .describe('Paths of the toolchain lane (an LLVM pin, compiler versions): such commits get bundles of their own.'),
    /** A commit scoring at least this much is risky: it starts a risky chain. */
    riskThreshold: schemas/* number */.aig({ message: 'expected a whole number of points from 1 to 1000' })
        .int('expected a whole number of points from 1 to 1000')
        .min(1, 'expected a whole number of points from 1 to 1000')
        .max(1000, 'expected a whole number of points from 1 to 1000')
        .default(DEFAULT_RISK_THRESHOLD)
        .describe('A commit scoring at least this many points is risky and starts a risky chain.'),
    /**
     * Upstream CI states a commit may be planned in anyway. By default (none) a commit whose upstream CI failed or is
     * still running is held, so a commit lands out of order only after both upstream's CI and the fork's passed.
     */
    upstreamCiAllow: schemas/* array */.YOg(schemas/* enum */.k5n(['failure', 'pending']))
        .max(2)
        .default([])
        .describe("Upstream CI states to plan anyway ('pending', 'failure'); by default commits whose upstream CI failed or is running are held."),
    /** Most commits in one low-risk bundle. */
    maxBundleSize: schemas/* number */.aig({ message: 'expected a whole number from 1 to 1000' })
        .int('expected a whole number from 1 to 1000')
        .min(1, 'expected a whole number from 1 to 1000')
        .max(1000, 'expected a whole number from 1 to 1000')
        .default(DEFAULT_MAX_BUNDLE_SIZE)
        .describe('Most commits in one low-risk bundle.'),
    /** Provenance trailer keys besides the defaults, e.g. "Reactor Cherry-pick Revision". */
    trailers: schemas/* array */.YOg(schemas/* string */.YjP().trim().min(1, 'expected a non-empty trailer key').max(100))
        .max(50)
        .default([])
        .describe('Provenance trailer keys besides the defaults, e.g. "Reactor Cherry-pick Revision".'),
    /** Provenance rules besides the built-in ones (docs/ledger-and-lag.md). */
    provenanceRules: schemas/* array */.YOg(ledger/* ProvenanceRuleSchema */.tV)
        .max(100)
        .default([])
        .describe('Provenance rules besides the built-in ones: where to look (trailer, section, subject, body), what refs name, what a match means.'),
    /** Upstream commits whose every changed path matches are declared wont-port (e.g. upstream CI-only changes). */
    notApplicable: schemas/* array */.YOg(ledger/* NotApplicableRuleSchema */.kc)
        .max(100)
        .default([])
        .describe('Path rules: an upstream commit whose every changed path matches one rule\'s globs is declared wont-port with its reason.'),
    /** Each resolver rung's maximum verdict (`resolvers: { replay: { maxVerdict: accept } }`); see audit-resolvers. */
    resolvers: ResolverLimitsSchema.optional().describe("Each resolver rung's maximum verdict, e.g. { replay: { maxVerdict: review } }: raise or lower it from what `upstream-ingest audit-resolvers` measured on the fork's own history."),
    /** Ledger of dispositions, relative to the repository root. */
    ledger: schemas/* string */.YjP().trim().min(1, 'expected a path').optional().describe('Ledger of dispositions, relative to the repository root.'),
})
    .strict();
const DEFAULT_PLAN_CONFIG = PlanConfigSchema.parse({}, one_shot_parse/* ONE_SHOT_PARSE */.c);


/***/ }),

/***/ 6635:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ loadLedgerInputs)
/* harmony export */ });
/* harmony import */ var _adapters_files_ledger_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8982);
/* harmony import */ var _adapters_files_plan_config_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2727);
/* harmony import */ var _schemas_plan_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6236);
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8857);




/**
 * Loads what lag, explain, plan and apply read to classify upstream commits, the same way for each: the config's
 * trailers come before the extra keys, a given ledger wins over the config's `ledger`. The path rule: a path the
 * face gave (`--config`, `--ledger`) starts at the face's base (the working directory, the workspace); the config's
 * own `ledger` starts at the config file's folder.
 */
async function loadLedgerInputs(o, face) {
    const configPath = o.config ? (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(face, o.config) : undefined;
    const config = configPath ? await (0,_adapters_files_plan_config_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadPlanConfigFile */ ._)(configPath) : _schemas_plan_config_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_PLAN_CONFIG */ .fc;
    const ledgerSource = o.ledger ?? config.ledger;
    const ledgerPath = o.ledger
        ? (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .facePath */ .rW)(face, o.ledger)
        : config.ledger && configPath
            ? (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_3__/* .inFolderOf */ .t3)(configPath, config.ledger)
            : undefined;
    const ledger = ledgerPath ? await (0,_adapters_files_ledger_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadLedgerFile */ .W)(ledgerPath) : undefined;
    return {
        config,
        extraTrailerKeys: [...config.trailers, ...o.trailers],
        ...(configPath ? { configPath, provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } : {}),
        ...(ledger && ledgerPath ? { ledger, ledgerSource, ledgerPath } : {}),
    };
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

/***/ 7627:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ parseConfigText)
/* harmony export */ });
/* unused harmony export duplicateKey */
/* harmony import */ var _json_first_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2504);

/**
 * A file a person writes (ledger, config), read on every lag and plan run: `JSON.parse` when it is JSON — the YAML
 * parser costs a daily run more than the ledger's whole classification — refusing what the YAML path refuses
 * (duplicate keys: that path, with its message, decides then). YAML files go to the YAML parser as before (loaded
 * only for them).
 */
async function parseConfigText(text, source) {
    const value = await (0,_json_first_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJsonFirst */ .s)(text, source);
    const start = text.trimStart()[0];
    if ((start === '{' || start === '[') && duplicateKey(text) !== undefined)
        return (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(475)]).then(__webpack_require__.bind(__webpack_require__, 9856))).parseStructuredText(text, source);
    return value;
}
/** The first key an object of this JSON text repeats (a linear scan; text that is not JSON ends the scan early). */
function duplicateKey(text) {
    const stack = [];
    let expectKey = false;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 0x22) {
            let j = i + 1;
            let escaped = false;
            while (j < text.length && text.charCodeAt(j) !== 0x22) {
                if (text.charCodeAt(j) === 0x5c) {
                    escaped = true;
                    j++;
                }
                j++;
            }
            if (j >= text.length)
                return undefined;
            const keys = stack[stack.length - 1];
            if (expectKey && keys) {
                const key = escaped ? JSON.parse(text.slice(i, j + 1)) : text.slice(i + 1, j);
                if (keys.has(key))
                    return key;
                keys.add(key);
            }
            expectKey = false;
            i = j;
        }
        else if (c === 0x7b) {
            stack.push(new Set());
            expectKey = true;
        }
        else if (c === 0x5b) {
            stack.push(undefined);
            expectKey = false;
        }
        else if (c === 0x7d || c === 0x5d) {
            stack.pop();
            expectKey = false;
        }
        else if (c === 0x2c) {
            expectKey = stack[stack.length - 1] !== undefined;
        }
    }
    return undefined;
}


/***/ }),

/***/ 2504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ parseJsonFirst)
/* harmony export */ });
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1003);

/**
 * Machine-written files (plans, results) are JSON: `JSON.parse` reads a 1.6 MB plan in milliseconds where the YAML
 * parser takes 0.4 s. The same size and nesting limits apply; anything that is not plain JSON goes to the YAML path,
 * which also gives the error message. The YAML parser is loaded only then: a cold `apply` from a JSON plan never
 * compiles it (its module is a third of the CLI's main bundle).
 */
async function parseJsonFirst(text, source) {
    (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .checkTextSize */ .Be)(text, source);
    const start = text.trimStart()[0];
    if (start === '{' || start === '[') {
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            /* not strict JSON: the YAML parser decides (with its own limits and message) */
            return (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(475)]).then(__webpack_require__.bind(__webpack_require__, 9856))).parseStructuredText(text, source);
        }
        // V8's JSON.parse does not recurse, so the depth is checked on what it accepted (same limit, same message).
        (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .checkJsonDepth */ .Or)(text, source);
        return value;
    }
    return (await Promise.all(/* import() */[__webpack_require__.e(815), __webpack_require__.e(475)]).then(__webpack_require__.bind(__webpack_require__, 9856))).parseStructuredText(text, source);
}


/***/ }),

/***/ 4381:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { info() { }, warning() { }, debug() { } };


/***/ })

};
