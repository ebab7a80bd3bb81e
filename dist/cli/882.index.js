export const id = 882;
export const ids = [882];
export const modules = {

/***/ 2308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ pushRefUnderLease),
/* harmony export */   Lf: () => (/* binding */ fetchRemoteBranch),
/* harmony export */   VO: () => (/* binding */ pushWithLease),
/* harmony export */   aY: () => (/* binding */ assertSafeRemote),
/* harmony export */   eX: () => (/* binding */ readRemoteHeads)
/* harmony export */ });
/* unused harmony export parsePushResult */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1419);
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
async function fetchRemoteBranch(git, remote, branch, env = {}, checked) {
    assertSafeRemote(remote);
    if (!(0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .isCheckedRemote */ .YV)(checked, remote))
        await (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .assertAllowedTransport */ .we)(git, remote, 'push');
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
 * What a publish needs of the remote before it pushes, in one call: the default branch (the trunk a bundle branch
 * must never be) and the branch's current value (the lease). `ls-remote --symref` lists the remote's refs either way,
 * so asking for the branch too costs nothing, where a fetch of it was another process and transfer. The transport
 * check must have run (`checked`).
 */
async function readRemoteHeads(git, checked, branch, env = {}) {
    const remote = checked.remote;
    assertSafeRemote(remote);
    if (!(0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .isCheckedRemote */ .YV)(checked, remote))
        await (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .assertAllowedTransport */ .we)(git, remote, 'push');
    const ref = `refs/heads/${branch}`;
    const { stdout } = await git
        .run(['ls-remote', '--symref', '--end-of-options', remote, 'HEAD', ref], { env })
        .catch((error) => {
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `fetching ${branch} from ${remote}`);
    });
    const head = /^ref:\s+refs\/heads\/(\S+)\s+HEAD$/m.exec(stdout)?.[1];
    // ls-remote matches a pattern against the tail of each ref: only the exact name is the branch.
    const line = stdout.split('\n').find((l) => /^[0-9a-f]{40,64}\t/.test(l) && l.slice(l.indexOf('\t') + 1) === ref);
    return { defaultBranch: head, branch: line ? line.slice(0, line.indexOf('\t')) : null };
}
/**
 * The one leased push: `sha` to the full `ref` on `remote` only if the remote still has `expected` there (null: it
 * must not exist). `what` names the ref in a failure the user can fix.
 */
async function pushRefUnderLease(git, push, what) {
    assertSafeRemote(push.remote);
    if (!(0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .isCheckedRemote */ .YV)(push.checked, push.remote))
        await (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .assertAllowedTransport */ .we)(git, push.remote, 'push');
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

/***/ 1419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YV: () => (/* binding */ isCheckedRemote),
/* harmony export */   iU: () => (/* binding */ checkTransport),
/* harmony export */   we: () => (/* binding */ assertAllowedTransport)
/* harmony export */ });
/* unused harmony export transportProblem */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/**
 * Which repositories the suite talks to: https, ssh (URL or scp-like `host:path`), file:// and local paths — and
 * plain http only on the loopback interface (test and mirror servers), never carrying a token across a network.
 * A remote helper address (`fd::3`, `ext::sh -c …`, `<helper>::<url>`) and `git://` are refused: one waits forever
 * on a descriptor nobody gave it, another runs a command, the last is unauthenticated plain text. Git enforces the
 * same list itself (GIT_ALLOW_PROTOCOL in git-runner.ts); this check names the remote in a one-line error first.
 */

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?$/i;
/** Why `url` is not an allowed transport, or undefined when it is. */
function transportProblem(url) {
    if (url.includes('::'))
        return `remote helper addresses ('${url.slice(0, url.indexOf('::'))}::') are not allowed`;
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url)?.[1]?.toLowerCase();
    // A host or user that starts with '-' reaches ssh as an option (-oProxyCommand=…, CVE-2017-1000117).
    const authority = scheme ? /^[^:]+:\/\/([^/?#]*)/.exec(url)?.[1] : /^([^/:]+):/.exec(url)?.[1];
    if (authority !== undefined && /(?:^|@)-/.test(authority))
        return `a host or user starting with '-' would be read as an ssh option`;
    if (scheme === undefined)
        return undefined; // a local path or scp-like ssh (host:path)
    if (['https', 'ssh', 'git+ssh', 'ssh+git', 'file'].includes(scheme))
        return undefined;
    if (scheme === 'http') {
        const host = /^http:\/\/(?:[^@/]*@)?([^/?#]+)/i.exec(url)?.[1] ?? '';
        return LOOPBACK.test(host) ? undefined : 'plain http sends the token unencrypted: use https';
    }
    return `the '${scheme}://' transport is not allowed (https, ssh, file or a local path)`;
}
/**
 * Refuses `remote` (a name or a URL) unless every URL it resolves to — fetch and push, `insteadOf` rewrites applied
 * — is an allowed transport. `what` names the flag or input the remote came from.
 */
async function assertAllowedTransport(git, remote, what) {
    await checkTransport(git, remote, what);
}
const CHECKED = new WeakSet();
/** Whether `checked` came from `checkTransport` for exactly `remote`. */
function isCheckedRemote(checked, remote) {
    return checked !== undefined && CHECKED.has(checked) && checked.remote === remote;
}
/**
 * `assertAllowedTransport`, returning the proof for the calls that follow. The fetch URL is always resolved here, by
 * `ls-remote --get-url` with exactly the isolated config the fetch and the push read (git-runner.ts); `pushUrls`,
 * when the caller already listed them (`listRemotes`, one `git remote -v` for the trunk check and this), saves the
 * `remote get-url --push --all` process.
 */
async function checkTransport(git, remote, what, pushUrls) {
    const urls = new Set();
    const fetchUrl = await git.run(['ls-remote', '--get-url', '--end-of-options', remote], { okExitCodes: [1, 2, 128] });
    if (fetchUrl.exitCode === 0 && fetchUrl.stdout.trim())
        urls.add(fetchUrl.stdout.trim());
    else
        urls.add(remote);
    if (/^[A-Za-z0-9._-]+$/.test(remote)) {
        if (pushUrls)
            for (const url of pushUrls)
                urls.add(url);
        else {
            const push = await git.run(['remote', 'get-url', '--push', '--all', remote], { okExitCodes: [2, 128] });
            if (push.exitCode === 0)
                for (const line of push.stdout.split('\n'))
                    if (line.trim())
                        urls.add(line.trim());
        }
    }
    for (const url of urls) {
        const problem = transportProblem(url);
        if (problem)
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: '${shown(url)}': ${problem}`);
    }
    const checked = Object.freeze({ remote });
    CHECKED.add(checked);
    return checked;
}
/** A URL in an error: credentials in it are not repeated, control characters are not printed. */
function shown(url) {
    return url
        .replace(/^([a-z+.-]+:\/\/)[^@/]*@/i, '$1***@')
        .replace(/[\0-\x1f\x7f]/g, '?')
        .slice(0, 200);
}


/***/ }),

/***/ 9007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ fetchStateTipAndStore),
/* harmony export */   Iw: () => (/* binding */ openStateBranch),
/* harmony export */   po: () => (/* binding */ fetchStateTip),
/* harmony export */   qy: () => (/* binding */ readStateFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);
/* harmony import */ var _remote_push_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2308);




const READ_REF = 'refs/upstream-ingest/tracking/state-read';
/**
 * The state branch's tip: the local branch, or the remote's fetched into `trackingRef`; undefined when the branch
 * does not exist (a stale tracking ref is dropped then). A fetch that fails for another reason throws its GitError.
 */
async function fetchStateTip(git, source, trackingRef) {
    return (await fetchStateTipAt(git, source, trackingRef, [])).tip;
}
/**
 * `fetchStateTip`, and in the same `rev-parse` where the objects go (a writer then needs no process of its own to
 * ask): every state write pays for each process it starts.
 */
async function fetchStateTipAndStore(git, source, trackingRef) {
    const { tip, before } = await fetchStateTipAt(git, source, trackingRef, [
        '--git-path',
        'objects',
        '--show-object-format',
    ]);
    const [objects = '', hash = ''] = before;
    if (!objects || (hash !== 'sha1' && hash !== 'sha256'))
        throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['rev-parse'], 128, `unexpected answer about the object store: ${before.join(' ')}`);
    return { tip, store: { objects: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(objects) ? objects : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(git.cwd, objects), hash } };
}
/** The tip, and the lines that `ask` (rev-parse options answered before the revision) printed, in order. */
async function fetchStateTipAt(git, source, trackingRef, ask) {
    const answer = (stdout, exitCode) => {
        const lines = stdout.split('\n').filter(Boolean);
        // rev-parse prints the asked lines first, then the commit (nothing when --quiet and the ref is missing).
        const tip = exitCode === 0 ? lines.at(-1) : undefined;
        return { tip, before: exitCode === 0 ? lines.slice(0, -1) : lines };
    };
    if (!source.remote) {
        const r = await git.run(['rev-parse', ...ask, '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
            okExitCodes: [1],
        });
        return answer(r.stdout, r.exitCode);
    }
    (0,_remote_push_js__WEBPACK_IMPORTED_MODULE_3__/* .assertSafeRemote */ .aY)(source.remote);
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
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS && /couldn't find remote ref/i.test(error.stderr)) {
            await git.run(['update-ref', '-d', trackingRef]).catch(() => undefined);
            if (!ask.length)
                return { tip: undefined, before: [] };
            const r = await git.run(['rev-parse', ...ask]);
            return { tip: undefined, before: r.stdout.split('\n').filter(Boolean) };
        }
        throw error;
    }
    const r = await git.run(['rev-parse', ...ask, '--verify', `${trackingRef}^{commit}`]);
    return answer(r.stdout, r.exitCode);
}
/** Fetches the state branch once; a fetch failing for another reason than a missing branch is a one-line ConfigurationError. */
async function openStateBranch(git, source) {
    let commit;
    try {
        commit = await fetchStateTip(git, source, READ_REF);
    }
    catch (error) {
        if (!(error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS))
            throw error;
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`fetching ${source.branch} from ${source.remote} failed: ${error.stderr.trim().split('\n')[0]?.slice(0, 300)}`);
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
/* harmony export */   Iu: () => (/* binding */ TIER_NAMES),
/* harmony export */   Ty: () => (/* binding */ AnomalyKindSchema),
/* harmony export */   Z3: () => (/* binding */ ReportFormatSchema),
/* harmony export */   cR: () => (/* binding */ TierConfigSchema)
/* harmony export */ });
/* unused harmony exports ANOMALY_KINDS, REPORT_FORMATS, ResultFileSchema, RetrySchema, HarnessSchema, TierSchema, HardwareRuleSchema */
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
    // Entries of one test ID inside one suite were folded into one test (`repeated-ids: attempts`): a warning, so a
    // merge by ID is never silent.
    'merged-by-id',
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
    /**
     * Entries of one test ID inside one suite element: separate tests (`tests`, the default: jest repeats titles), or
     * attempts of one test (`attempts`: runners that write retries as repeated entries, such as pytest-rerunfailures
     * 16.6.1+ or TestNG's retry analyzer).
     */
    'repeated-ids': zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['tests', 'attempts']).default('tests'),
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
    /**
     * A test flaky across runs (it flipped between pass and fail in the history, or failed on a commit it passed on) is
     * quarantined: listed, its failures do not fail the verdict, released after `release-after` runs that it passed.
     * `enabled: false` keeps flaky-across-runs failures gating (they are still listed).
     */
    'auto-quarantine': zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        enabled: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY().default(true),
        'release-after': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).max(100).default(5),
    })
        .strict()
        .default({ enabled: true, 'release-after': 5 }),
    /** Extra failure-classification patterns: `infra` marks infrastructure, `code` vetoes infra (always code). */
    classification: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        infra: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RegExpSource).default([]),
        code: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(RegExpSource).default([]),
    })
        .strict()
        .optional(),
    /**
     * A command, or an agent preset (`preset: preset:openai` with `model`, `endpoint`), that rewrites the failure
     * clusters and the failing harnesses' log tails into prose; output is capped, sanitised and citation-checked.
     */
    summarizer: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        run: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(10_000).optional(),
        preset: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['preset:claude-code', 'preset:codex', 'preset:openai', 'preset:anthropic'], {
            message: 'expected preset:claude-code, preset:codex, preset:openai or preset:anthropic',
        })
            .optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(200).optional(),
        endpoint: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().url().optional(),
        'max-chars': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(100).max(20_000).default(3000),
        'timeout-minutes': zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().max(60).default(5),
    })
        .strict()
        .refine((s) => Boolean(s.run) !== Boolean(s.preset), { message: 'give either run (a command) or preset' })
        .refine((s) => !['preset:openai', 'preset:anthropic'].includes(s.preset ?? '') || Boolean(s.model), {
        message: 'preset:openai and preset:anthropic need model',
    })
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
    /**
     * The automatic quarantine after this run (carried from run to run, so it outlives the kept window): each key,
     * when it was judged flaky, and how many runs it passed since.
     */
    quarantine: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ key: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), since: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), passedSince: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0) }).strict())
        .optional(),
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

/***/ 2116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  EP: () => (/* binding */ GpuIdentitySchema),
  Yh: () => (/* binding */ TIER_RESULT_SCHEMA_VERSION),
  J5: () => (/* binding */ TierResultSchema)
});

// UNUSED EXPORTS: AnomalySchema, ClusterSchema, CountLineSchema, FailureClassSchema, FailureSchema, HardwareReportSchema, HarnessResultSchema, IssueActionSchema, QuarantinedTestSchema, ReportStatusSchema, ReportSummarySchema, SelectionEntrySchema, SelectionSchema, TestCountsSchema, VerdictSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./src/schemas/machine-summary.ts

/**
 * Who wrote a tier's `summary` when an agent preset wrote it (run-tier's `summarizer.preset`): the summary is
 * machine-written advice for the failure issue, marked as such wherever it is shown; the tier's verdict, counts and
 * error signatures are the deterministic evaluation's and are never changed by it.
 */
const SummaryBySchema = schemas/* object */.Ikc({
    machineWritten: schemas/* literal */.euz(true),
    /** `preset:openai`, `preset:claude-code`, … */
    agent: schemas/* string */.YjP(),
    model: schemas/* string */.YjP().nullable(),
    usage: schemas/* object */.Ikc({ inputTokens: schemas/* number */.aig().nullable(), outputTokens: schemas/* number */.aig().nullable(), costUsd: schemas/* number */.aig().nullable() })
        .strict()
        .nullable(),
})
    .strict();

// EXTERNAL MODULE: ./src/schemas/tier-config.ts
var tier_config = __webpack_require__(7233);
// EXTERNAL MODULE: ./src/schemas/tier-history.ts
var tier_history = __webpack_require__(9303);
;// CONCATENATED MODULE: ./src/schemas/tier-result.ts




/** The JSON printed by `upstream-ingest tier --json` and set as the run-tier action's `json` output. */
const TIER_RESULT_SCHEMA_VERSION = 1;
const VerdictSchema = schemas/* enum */.k5n(['pass', 'fail', 'infra-fail']);
const FailureClassSchema = schemas/* enum */.k5n(['infra', 'code']);
const TestCountsSchema = schemas/* object */.Ikc({
    /** Distinct test IDs seen: passed + failed + skipped + errors + flaky. */
    total: schemas/* number */.aig().int().min(0),
    passed: schemas/* number */.aig().int().min(0),
    failed: schemas/* number */.aig().int().min(0),
    skipped: schemas/* number */.aig().int().min(0),
    errors: schemas/* number */.aig().int().min(0),
    /** Failed, then passed on a retry (or a rerun inside the report): shown, never counted as passed. */
    flaky: schemas/* number */.aig().int().min(0),
})
    .strict();
const AnomalySchema = schemas/* object */.Ikc({
    kind: tier_config/* AnomalyKindSchema */.Ty,
    detail: schemas/* string */.YjP(),
    /** `error` makes the verdict infra-fail; `warning` was configured to only warn. */
    severity: schemas/* enum */.k5n(['error', 'warning']),
    /** The harness it concerns; absent for tier-wide anomalies (hardware). */
    harness: schemas/* string */.YjP().optional(),
    /** inventory-drop: the test IDs that disappeared (capped). */
    missing: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** cross-harness-mismatch: how many tests disagree, and a sample of them. */
    count: schemas/* number */.aig().int().min(0).optional(),
    sample: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
})
    .strict();
const ReportStatusSchema = schemas/* enum */.k5n(['ok', 'missing', 'empty', 'invalid', 'stale', 'refused']);
const ReportSummarySchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    format: tier_config/* ReportFormatSchema */.Z3,
    status: ReportStatusSchema,
    detail: schemas/* string */.YjP().optional(),
    /** Test cases read from the file. */
    cases: schemas/* number */.aig().int().min(0),
})
    .strict();
const CountLineSchema = schemas/* object */.Ikc({
    tool: schemas/* enum */.k5n(['pytest', 'lit', 'gtest']),
    line: schemas/* string */.YjP(),
    total: schemas/* number */.aig().int().min(0),
    passed: schemas/* number */.aig().int().min(0),
    failed: schemas/* number */.aig().int().min(0),
    skipped: schemas/* number */.aig().int().min(0),
    errors: schemas/* number */.aig().int().min(0),
})
    .strict();
const HarnessResultSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    /** null when the process did not exit normally (timeout, signal, could not start). */
    exitCode: schemas/* number */.aig().int().nullable(),
    signal: schemas/* string */.YjP().nullable(),
    timedOut: schemas/* boolean */.zMY(),
    durationMs: schemas/* number */.aig().min(0),
    tests: TestCountsSchema,
    anomalies: schemas/* array */.YOg(AnomalySchema),
    reports: schemas/* array */.YOg(ReportSummarySchema),
    countLine: CountLineSchema.nullable(),
    retry: schemas/* object */.Ikc({
        exitCode: schemas/* number */.aig().int().nullable(),
        rerun: schemas/* number */.aig().int().min(0),
        flaky: schemas/* number */.aig().int().min(0),
        stillFailing: schemas/* number */.aig().int().min(0),
        note: schemas/* string */.YjP().optional(),
    })
        .strict()
        .nullable(),
    /** The end of the harness's combined output (capped), for the summary. */
    outputTail: schemas/* string */.YjP(),
    outputBytes: schemas/* number */.aig().int().min(0),
    /** The harness's whole output, as written (upload it as an artifact); null when not kept. */
    logFile: schemas/* string */.YjP().nullable().optional(),
    /** Declared-vs-parsed differences a known producer writes on purpose, and other things worth knowing. */
    notes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    /** Failing tests on the quarantine list: reported, not gating. */
    quarantined: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
})
    .strict();
/** A test in the automatic quarantine: since when (the run that found it flaky), and how many runs it passed since. */
const QuarantinedTestSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    harness: schemas/* string */.YjP(),
    since: schemas/* string */.YjP(),
    passedSince: schemas/* number */.aig().int().min(0),
    /** It failed in this run (the failure is listed, quarantined, and does not gate). */
    failedNow: schemas/* boolean */.zMY(),
})
    .strict();
const FailureSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    harness: schemas/* string */.YjP(),
    class: FailureClassSchema,
    /** What decided the class: the signature-pack or veto entry, or `default`. */
    classReason: schemas/* string */.YjP(),
    state: schemas/* enum */.k5n(['failed', 'error']),
    message: schemas/* string */.YjP(),
    cluster: schemas/* string */.YjP(),
    file: schemas/* string */.YjP().optional(),
    line: schemas/* number */.aig().int().optional(),
    /** On the tier's quarantine list: reported (and filed), never gating the verdict. */
    quarantined: schemas/* boolean */.zMY().optional(),
})
    .strict();
const ClusterSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    signature: schemas/* string */.YjP(),
    class: FailureClassSchema,
    classReason: schemas/* string */.YjP(),
    count: schemas/* number */.aig().int().min(1),
    harnesses: schemas/* array */.YOg(schemas/* string */.YjP()),
    /** Member test IDs (capped at 50; `count` is the full number). */
    tests: schemas/* array */.YOg(schemas/* string */.YjP()),
    example: schemas/* string */.YjP(),
})
    .strict();
const SelectionEntrySchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    reason: schemas/* string */.YjP(),
    /** Changed paths that matched its `select` globs (capped at 10). */
    matchedPaths: schemas/* array */.YOg(schemas/* string */.YjP()),
})
    .strict();
const SelectionSchema = schemas/* object */.Ikc({
    mode: schemas/* enum */.k5n(['all', 'diff', 'fallback-all']),
    reason: schemas/* string */.YjP(),
    changedFrom: schemas/* string */.YjP().nullable(),
    changedPaths: schemas/* number */.aig().int().min(0),
})
    .strict();
/** One vendor's GPUs on the machine, from the probes (also kept in benchmark history records). */
const GpuIdentitySchema = schemas/* object */.Ikc({
    vendor: schemas/* enum */.k5n(['nvidia', 'amd']),
    model: schemas/* string */.YjP(),
    count: schemas/* number */.aig().int().min(0),
    driver: schemas/* string */.YjP().nullable(),
    /** CUDA version (NVIDIA) or ROCm runtime version (AMD). */
    runtime: schemas/* string */.YjP().nullable(),
    tool: schemas/* string */.YjP(),
})
    .strict();
const HardwareReportSchema = schemas/* object */.Ikc({
    expected: schemas/* array */.YOg(schemas/* object */.Ikc({ vendor: schemas/* enum */.k5n(['nvidia', 'amd']), model: schemas/* string */.YjP().nullable(), minGpus: schemas/* number */.aig() }).strict()),
    found: schemas/* array */.YOg(schemas/* object */.Ikc({
        vendor: schemas/* enum */.k5n(['nvidia', 'amd']),
        tool: schemas/* string */.YjP(),
        available: schemas/* boolean */.zMY(),
        gpus: schemas/* array */.YOg(schemas/* string */.YjP()),
        error: schemas/* string */.YjP().optional(),
        driver: schemas/* string */.YjP().optional(),
        runtime: schemas/* string */.YjP().optional(),
    })
        .strict()),
    /** The GPUs the machine really has (from the probes), per vendor: goes into issues and bench records. */
    identity: schemas/* array */.YOg(GpuIdentitySchema).optional(),
})
    .strict();
const IssueActionSchema = schemas/* object */.Ikc({
    fingerprint: schemas/* string */.YjP(),
    id: schemas/* string */.YjP(),
    harness: schemas/* string */.YjP(),
    action: schemas/* enum */.k5n(['created', 'updated', 'pass-recorded', 'closed', 'skipped', 'failed']),
    issueNumber: schemas/* number */.aig().int().nullable(),
    detail: schemas/* string */.YjP().optional(),
})
    .strict();
const TierResultSchema = schemas/* object */.Ikc({
    schemaVersion: schemas/* literal */.euz(TIER_RESULT_SCHEMA_VERSION),
    generatedAt: schemas/* string */.YjP(),
    tier: tier_config/* TierNameSchema */.HP,
    runnerLabel: schemas/* string */.YjP().nullable(),
    verdict: VerdictSchema,
    /** One sentence: why this verdict. */
    verdictReason: schemas/* string */.YjP(),
    selection: SelectionSchema,
    selected: schemas/* array */.YOg(SelectionEntrySchema),
    notSelected: schemas/* array */.YOg(SelectionEntrySchema),
    harnesses: schemas/* array */.YOg(HarnessResultSchema),
    /** Every anomaly of the run (tier-wide and per harness), errors first. */
    anomalies: schemas/* array */.YOg(AnomalySchema),
    failures: schemas/* array */.YOg(FailureSchema),
    /** Failures left out of `failures` to keep the output bounded. */
    failuresOmitted: schemas/* number */.aig().int().min(0),
    flaky: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), harness: schemas/* string */.YjP(), message: schemas/* string */.YjP() }).strict()),
    clusters: schemas/* array */.YOg(ClusterSchema),
    hardware: HardwareReportSchema.nullable(),
    inventory: schemas/* object */.Ikc({ path: schemas/* string */.YjP().nullable(), updated: schemas/* array */.YOg(schemas/* string */.YjP()) }).strict(),
    /** Prose from the configured summariser (sanitised, length-capped, citations checked), or null. */
    summary: schemas/* string */.YjP().nullable(),
    issues: schemas/* array */.YOg(IssueActionSchema).optional(),
    /** The commit tested (HEAD of the repository), when it is a git repository. */
    commit: schemas/* string */.YjP().nullable().optional(),
    /** The durable history this run was judged against, and the record it adds (written by `tier-publish`). */
    history: schemas/* object */.Ikc({
        branch: schemas/* string */.YjP(),
        runnerClass: schemas/* string */.YjP(),
        file: schemas/* string */.YjP(),
        /** The last trusted green run of this runner class: the start of the commit range for triage. */
        lastGreen: schemas/* object */.Ikc({ sha: schemas/* string */.YjP().nullable(), at: schemas/* string */.YjP() }).strict().nullable(),
        record: tier_history/* HistoryRecordSchema */.Hl,
    })
        .strict()
        .nullable()
        .optional(),
    /** Failing tests that flipped between pass and fail across the kept runs (or passed on this commit before). */
    flakyAcrossRuns: schemas/* array */.YOg(schemas/* object */.Ikc({ id: schemas/* string */.YjP(), harness: schemas/* string */.YjP() }).strict()).optional(),
    /** Tests quarantined because they are flaky across runs: never silent, released after `releaseAfter` passing runs. */
    autoQuarantine: schemas/* object */.Ikc({
        releaseAfter: schemas/* number */.aig().int(),
        active: schemas/* array */.YOg(QuarantinedTestSchema),
        released: schemas/* array */.YOg(QuarantinedTestSchema),
    })
        .strict()
        .optional(),
    /** The agent preset that wrote `summary` (machine-written advice, never the verdict), when a preset did. */
    summaryBy: SummaryBySchema.optional(),
})
    .strict();


/***/ })

};
