export const id = 880;
export const ids = [880];
export const modules = {

/***/ 2308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ pushRefUnderLease),
/* harmony export */   Lf: () => (/* binding */ fetchRemoteBranch),
/* harmony export */   VO: () => (/* binding */ pushWithLease),
/* harmony export */   aY: () => (/* binding */ assertSafeRemote)
/* harmony export */ });
/* unused harmony export parsePushResult */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);
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
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `fetching ${branch} from ${remote}`);
    });
    if (result.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(result.stderr))
            return null;
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['fetch'], result.exitCode, result.stderr), `fetching ${branch} from ${remote}`);
    }
    const { stdout } = await git.run(['rev-parse', '--verify', 'FETCH_HEAD^{commit}']);
    return stdout.trim();
}
/**
 * The one leased push: `sha` to the full `ref` on `remote` only if the remote still has `expected` there (null: it
 * must not exist). `what` names the ref in a failure the user can fix.
 */
async function pushRefUnderLease(git, push, what) {
    assertSafeRemote(push.remote);
    const lease = `--force-with-lease=${push.ref}:${push.expected ?? ''}`;
    let result;
    try {
        result = await git.run(['push', '--porcelain', '--no-verify', lease, '--end-of-options', push.remote, `${push.sha}:${push.ref}`], { env: push.env ?? {}, okExitCodes: [1] });
    }
    catch (error) {
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `pushing ${what} to ${push.remote}`);
    }
    return parsePushResult(result.stdout, result.stderr, push.ref);
}
/** Pushes `sha` to `refs/heads/<branch>` under a lease; rejections come back as data with a readable reason. */
async function pushWithLease(git, options) {
    const outcome = await pushRefUnderLease(git, { ...options, ref: `refs/heads/${options.branch}` }, options.branch);
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

/***/ 9007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ openStateBranch),
/* harmony export */   po: () => (/* binding */ fetchStateTip),
/* harmony export */   qy: () => (/* binding */ readStateFile)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);
/* harmony import */ var _remote_push_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2308);



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
    (0,_remote_push_js__WEBPACK_IMPORTED_MODULE_2__/* .assertSafeRemote */ .aY)(source.remote);
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
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && /couldn't find remote ref/i.test(error.stderr)) {
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
        if (!(error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS))
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


/***/ })

};
