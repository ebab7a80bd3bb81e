export const id = 909;
export const ids = [909];
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


/***/ })

};
