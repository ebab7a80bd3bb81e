export const id = 893;
export const ids = [893];
export const modules = {

/***/ 5423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ parseRepo),
/* harmony export */   LX: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* unused harmony exports DEFAULT_API_URL, apiUrlFromEnv */
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1351);
/* harmony import */ var _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5555);
/* harmony import */ var _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9735);
/* harmony import */ var _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6856);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);
/* harmony import */ var _shared_logger_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4381);






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
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${inputName}: expected "owner/name" or "https://github.com/owner/name", got ${JSON.stringify(value.slice(0, 200))}`);
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
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1('token: a GitHub token is required (input `token` or GITHUB_TOKEN)');
    const logger = options.logger ?? _shared_logger_js__WEBPACK_IMPORTED_MODULE_3__/* .silentLogger */ .q;
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
    const innerFetch = _actions_github_lib_utils__WEBPACK_IMPORTED_MODULE_1__/* .defaults */ .NT.request?.fetch ?? globalThis.fetch;
    const throttle = {
        onRateLimit: (retryAfter, request, _octokit, retryCount) => allowWait('rate limit', retryAfter, request, retryCount),
        onSecondaryRateLimit: (retryAfter, request, _octokit, retryCount) => allowWait('secondary rate limit', retryAfter, request, retryCount),
        ...(options.paceWrites === false ? unpacedGroups() : {}),
    };
    return (0,_actions_github__WEBPACK_IMPORTED_MODULE_0__/* .getOctokit */ .Q)(options.token, {
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
    }, _octokit_plugin_retry__WEBPACK_IMPORTED_MODULE_4__/* .retry */ .L, _octokit_plugin_throttling__WEBPACK_IMPORTED_MODULE_5__/* .throttling */ .A);
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

/***/ 4807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G2: () => (/* binding */ requestStatus),
/* harmony export */   Vo: () => (/* binding */ withGitHubErrors),
/* harmony export */   hg: () => (/* binding */ githubMessage),
/* harmony export */   xb: () => (/* binding */ OPERATIONS),
/* harmony export */   yv: () => (/* binding */ isPullAlreadyExists),
/* harmony export */   yw: () => (/* binding */ translateGitHubError)
/* harmony export */ });
/* unused harmony exports GitHubApiError, GitHubRateLimitError */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** The operations of this adapter, so every message names the same permission for the same call. */
const OPERATIONS = {
    readRepo: { action: 'reading the repository', permission: 'contents: read' },
    listIssues: { action: 'listing issues', permission: 'issues: read' },
    createIssue: { action: 'creating an issue', permission: 'issues: write' },
    updateIssue: { action: 'updating an issue', permission: 'issues: write' },
    addLabels: { action: 'adding labels to an issue', permission: 'issues: write' },
    listComments: { action: 'listing issue comments', permission: 'issues: read' },
    createComment: { action: 'commenting on an issue or pull request', permission: 'issues: write' },
    updateComment: { action: 'updating a comment', permission: 'issues: write' },
    listPulls: { action: 'listing pull requests', permission: 'pull-requests: read' },
    createPull: { action: 'creating a pull request', permission: 'pull-requests: write' },
    updatePull: { action: 'updating a pull request', permission: 'pull-requests: write' },
    setStatus: { action: 'setting a commit status', permission: 'statuses: write' },
    readStatus: { action: 'reading commit statuses', permission: 'statuses: read' },
    readChecks: { action: 'reading check runs', permission: 'checks: read' },
    createCheck: { action: 'creating a check run', permission: 'checks: write' },
};
/** A GitHub API failure the user cannot fix by changing configuration (5xx after retries, validation errors). */
class GitHubApiError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServiceUnavailableError */ .us {
    status;
    operation;
    name = 'GitHubApiError';
    constructor(message, status, operation, options) {
        super(message, options);
        this.status = status;
        this.operation = operation;
    }
}
/** The rate limit is spent and its reset lies beyond the client's wait budget. */
class GitHubRateLimitError extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 {
    resetAt;
    constructor(message, resetAt) {
        super(message);
        this.resetAt = resetAt;
    }
}
/** The HTTP status of an Octokit RequestError (0 or undefined for anything else). */
function requestStatus(error) {
    const status = error?.status;
    return typeof status === 'number' ? status : undefined;
}
/** GitHub's own message (the response's `message`, else the error's), without Octokit's documentation suffix. */
function githubMessage(error) {
    const data = error?.response?.data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string')
        return data.message;
    const message = error?.message;
    return typeof message === 'string' ? message.replace(/ - https:\/\/docs\.github\.com\S*$/, '') : String(error);
}
function headersOf(error) {
    return error?.response?.headers ?? {};
}
/** A 422 whose message says the pull request for this head and base already exists. */
function isPullAlreadyExists(error) {
    return requestStatus(error) === 422 && /pull request already exists/i.test(fullText(error));
}
function fullText(error) {
    const data = error?.response?.data;
    return `${githubMessage(error)} ${data ? JSON.stringify(data) : ''}`;
}
function isSecondaryRateLimit(error) {
    return /secondary rate limit/i.test(githubMessage(error));
}
function isPrimaryRateLimit(error) {
    const status = requestStatus(error);
    return (status === 403 || status === 429) && headersOf(error)['x-ratelimit-remaining'] === '0';
}
function where(operation) {
    return operation.repo ? ` in ${operation.repo.owner}/${operation.repo.repo}` : '';
}
function rateLimitError(error, operation, now) {
    const headers = headersOf(error);
    const what = `${operation.action}${where(operation)}`;
    if (isSecondaryRateLimit(error)) {
        const after = Number(headers['retry-after']);
        const resetAt = Number.isFinite(after) && after > 0 ? new Date(now.getTime() + after * 1000) : undefined;
        const when = resetAt ? `retry after ${resetAt.toISOString()} (in ${after} s)` : 'retry in a few minutes';
        return new GitHubRateLimitError(`GitHub secondary rate limit while ${what} and the wait budget is spent: ${when}; fewer parallel jobs help`, resetAt);
    }
    const reset = Number(headers['x-ratelimit-reset']);
    const resetAt = Number.isFinite(reset) && reset > 0 ? new Date(reset * 1000) : undefined;
    const inSeconds = resetAt ? Math.max(0, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) : undefined;
    const when = resetAt ? `it resets at ${resetAt.toISOString()} (in ${inSeconds} s)` : 'the reset time is unknown';
    const limit = headers['x-ratelimit-limit'] ? ` (limit ${headers['x-ratelimit-limit']}/h)` : '';
    return new GitHubRateLimitError(`GitHub API rate limit exhausted${limit} while ${what}: ${when}, beyond the wait budget; re-run after the reset or use a token with a higher limit (a GitHub App)`, resetAt);
}
/**
 * Turns an Octokit error into one a user can act on: permissions and tokens become ConfigurationErrors naming the
 * operation and the permission, exhausted rate limits a GitHubRateLimitError with the reset time, the rest a
 * GitHubApiError carrying the status. Errors that are already translated pass through.
 */
function translateGitHubError(error, operation, now = new Date()) {
    if (error instanceof _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1 || error instanceof GitHubApiError)
        return error;
    const status = requestStatus(error);
    const message = githubMessage(error);
    const what = `${operation.action}${where(operation)}`;
    if (isSecondaryRateLimit(error) || isPrimaryRateLimit(error))
        return rateLimitError(error, operation, now);
    if (status === 401) {
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`GitHub rejected the token while ${what} (401 ${message})`, 'the token is invalid, expired or revoked: check the `token` input or the secret it comes from');
    }
    if (status === 403) {
        const integration = /not accessible by integration/i.test(message);
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`GitHub refused ${what} (403 ${message})`, `${operation.action} needs \`${operation.permission}\`: grant it in the job's \`permissions:\`` +
            (integration ? ' (a GITHUB_TOKEN or GitHub App lacks it)' : ' or use a token that has it'));
    }
    if (status === 404) {
        return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`GitHub answered 404 while ${what}`, `the repository or resource does not exist, or the token cannot see it (${operation.action} needs \`${operation.permission}\`)`);
    }
    const detail = status && status > 0 ? `${status} ${message}` : message;
    return new GitHubApiError(`GitHub API error while ${what}: ${detail}`, status, operation, { cause: error });
}
/** Runs one GitHub call and translates its failure for `operation` (with `repo` filled in). */
async function withGitHubErrors(operation, repo, call) {
    try {
        return await call();
    }
    catch (error) {
        throw translateGitHubError(error, { ...operation, repo });
    }
}


/***/ }),

/***/ 5385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fB: () => (/* binding */ PlanSchema),
/* harmony export */   jk: () => (/* binding */ PLAN_SCHEMA_VERSION)
/* harmony export */ });
/* unused harmony exports PlanCommitSchema, BundleKindSchema, BundleSchema, HeldCommitSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/** The plan file written by `upstream-ingest plan` / plan-bundles and read by apply-bundle. */
const PLAN_SCHEMA_VERSION = 1;
const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const RefPin = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha: Sha }).strict();
const PlanCommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: Sha,
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    committedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Predicted cherry-pick verdict onto the fork tip plus the clean commits before it. */
    prediction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['clean', 'conflict', 'empty', 'unknown']),
    conflictPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    risk: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }).strict(),
    /** Pending commits this one depends on, each with why. */
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict()),
})
    .strict();
const BundleKindSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['low-risk', 'risky-chain', 'toolchain']);
const BundleSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{12}$/, 'expected a 12-hex bundle id'),
    kind: BundleKindSchema,
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha).min(1),
    risk: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ score: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }).strict(),
    predictedConflicts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    dependsOn: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
})
    .strict();
const HeldCommitSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: Sha,
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['ledger-defer', 'blocked-by', 'upstream-ci', 'empty', 'depends-on-held']),
})
    .strict();
const PlanSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(PLAN_SCHEMA_VERSION),
    generatedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstream: RefPin,
    /** Objects were missing (no promisor to fetch them): some matching was skipped, the counts may be high. */
    incomplete: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    incompleteReasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
    fork: RefPin,
    mergeBase: Sha,
    pending: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(PlanCommitSchema),
    bundles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(BundleSchema),
    held: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(HeldCommitSchema),
})
    .strict();


/***/ })

};
