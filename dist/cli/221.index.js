export const id = 221;
export const ids = [221,440];
export const modules = {

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


/***/ })

};
