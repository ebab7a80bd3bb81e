export const id = 705;
export const ids = [705];
export const modules = {

/***/ 8982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ loadLedgerFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _schemas_ledger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2348);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _shared_structured_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9856);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5126);





/** Reads and validates a ledger file (YAML or JSON). */
async function loadLedgerFile(path) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
    }
    catch (error) {
        const code = error.code;
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`ledger ${path}: cannot read it (${code ?? 'error'})`);
    }
    const data = (0,_shared_structured_text_js__WEBPACK_IMPORTED_MODULE_3__/* .parseStructuredText */ .S)(text, `ledger ${path}`);
    if (data === null || data === undefined)
        return { entries: [] };
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .parseOrThrow */ .z)(_schemas_ledger_js__WEBPACK_IMPORTED_MODULE_1__/* .LedgerFileSchema */ .LV, data, `ledger ${path}`);
}


/***/ }),

/***/ 9410:
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


/***/ })

};
