export const id = 656;
export const ids = [656,60,909,475];
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

/***/ 8060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAuthFrom: () => (/* binding */ gitAuthFrom),
/* harmony export */   runUrlFrom: () => (/* binding */ runUrlFrom),
/* harmony export */   serverUrlFrom: () => (/* binding */ serverUrlFrom),
/* harmony export */   tokenFromEnv: () => (/* binding */ tokenFromEnv)
/* harmony export */ });
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1447);
/**
 * Plain values the commands take from the Actions environment: the token (never a flag, so it stays out of argv and
 * shell history), the server, the run link. Apart from github-env.ts because that one loads the GitHub client
 * (Octokit, undici: ~35 ms of a cold process), which a local `apply` or `tier` never needs.
 */

function tokenFromEnv(env) {
    return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}
function serverUrlFrom(env) {
    return (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
}
/** The link to this workflow run, when running in Actions. */
function runUrlFrom(env) {
    const repo = env['GITHUB_REPOSITORY'];
    const id = env['GITHUB_RUN_ID'];
    return repo && id && /^\d+$/.test(id) ? `${serverUrlFrom(env)}/${repo}/actions/runs/${id}` : undefined;
}
/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
function gitAuthFrom(env) {
    const token = tokenFromEnv(env);
    return token ? (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.tokenAuthEnv)(token, serverUrlFrom(env)) : undefined;
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
const ViaSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'trailer',
    'pr-number',
    'section',
    'patch-id',
    'content',
    'reapply',
    'path-rule',
    'revert',
    'ledger',
]);
const Count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int();
const ViaCounts = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    trailer: Count,
    'pr-number': Count,
    section: Count,
    'patch-id': Count,
    content: Count,
    /** Handled by a picked reapply/reland (the commit and its revert). */
    reapply: Count.default(0),
    'path-rule': Count,
    /** Deferred because the fork reverted its pick (sticky until upstream changes those lines again). */
    revert: Count.default(0),
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
        via: ViaCounts.default({ trailer: 0, 'pr-number': 0, section: 0, 'patch-id': 0, content: 0, reapply: 0, 'path-rule': 0, revert: 0, ledger: 0 }),
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
        /** `ledger`, or the fork commit whose message deferred it (for `via: revert`, the reverting commit). */
        source: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        /** `revert`: the fork reverted its pick (the reason names the tier, run and culprit evidence). */
        via: ViaSchema.optional(),
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


/***/ }),

/***/ 9856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lineAt: () => (/* binding */ lineAt),
/* harmony export */   parseStructuredText: () => (/* binding */ parseStructuredText)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _text_limits_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1003);



/**
 * Parses a YAML or JSON document (JSON is YAML) with limits: size, nesting depth, alias expansion ("billion
 * laughs"), and no custom tags. Prototype keys are dropped by the schema that reads the result. A syntax error names
 * `source:line:column` (the source ends with the file's path) and shows the line, so the person fixes it at once.
 */
function parseStructuredText(text, source) {
    (0,_text_limits_js__WEBPACK_IMPORTED_MODULE_2__/* .checkTextLimits */ .sf)(text, source);
    try {
        return (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parse)(text, { maxAliasCount: 100, uniqueKeys: true, prettyErrors: false, customTags: [] });
    }
    catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        const offset = errorOffset(error);
        if (offset === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: ${message}`);
        const { line, column, text: lineText } = lineAt(text, offset);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${source}:${line}:${column}: not valid YAML/JSON: ${message} — line ${line}: ${showLine(lineText)}`);
    }
}
/** The offset the yaml parser blames (its `pos`), when it gives one. */
function errorOffset(error) {
    const pos = error?.pos;
    return Array.isArray(pos) && typeof pos[0] === 'number' ? pos[0] : undefined;
}
/** 1-based line and column of `offset`, and that line's text. */
function lineAt(text, offset) {
    const at = Math.max(0, Math.min(offset, text.length));
    const start = text.lastIndexOf('\n', at - 1) + 1;
    const end = text.indexOf('\n', at);
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < start; i = text.indexOf('\n', i + 1))
        line++;
    return { line, column: at - start + 1, text: text.slice(start, end === -1 ? text.length : end) };
}
/** The line as the message shows it: quoted, control characters out, cut at 120 characters. */
function showLine(line) {
    const clean = line.replace(/[\u0000-\u001f\u007f]/g, ' ').trimEnd();
    return JSON.stringify(clean.length > 120 ? `${clean.slice(0, 119)}…` : clean);
}


/***/ })

};
