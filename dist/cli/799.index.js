export const id = 799;
export const ids = [799];
export const modules = {

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


/***/ })

};
