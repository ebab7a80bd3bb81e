export const id = 629;
export const ids = [629,475,275];
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

/***/ 9463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ isProcessAlive)
/* harmony export */ });
/** Whether a process of this host with that pid exists (one owned by another user counts: EPERM). */
function isProcessAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}


/***/ }),

/***/ 6998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ createRunTempDir),
/* harmony export */   fQ: () => (/* binding */ tempRoot),
/* harmony export */   jg: () => (/* binding */ removeRunTempDir)
/* harmony export */ });
/* unused harmony exports RUN_TEMP_PREFIX, sweepStaleRunDirs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _process_alive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9463);
/**
 * The per-run temp folder of the commands run on the fork's behalf (agent task files with upstream text, the
 * children's TMPDIR). It lives under RUNNER_TEMP (which the runner empties after each job) or the system temp folder,
 * its name carries the pid of the run that owns it, it is removed when the run ends — normally or by a signal — and
 * the next run sweeps what a killed run (kill -9, a lost runner) left behind.
 */





const RUN_TEMP_PREFIX = 'upstream-ingest-run-';
/** Folders of earlier versions (one per agent call, in os.tmpdir()): swept too. */
const LEGACY_PREFIXES = ['upstream-ingest-agent-'];
const live = new Set();
let hooked = false;
function tempRoot(env = process.env) {
    return env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)();
}
/** `upstream-ingest-run-p<pid>-XXXXXX`: created empty, with `tmp/` for the children's TMPDIR. */
async function createRunTempDir(root = tempRoot()) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true });
    await sweepStaleRunDirs(root);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, `${RUN_TEMP_PREFIX}p${process.pid}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'tmp'));
    live.add(dir);
    hookExit();
    return dir;
}
async function removeRunTempDir(dir) {
    live.delete(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
}
/** Removes the run folders whose owning process is gone (and every legacy agent folder). Returns what it removed. */
async function sweepStaleRunDirs(root = tempRoot()) {
    const removed = [];
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(root).catch(() => [])) {
        const stale = name.startsWith(RUN_TEMP_PREFIX)
            ? !(0,_process_alive_js__WEBPACK_IMPORTED_MODULE_4__/* .isProcessAlive */ .j)(Number(/^p(\d+)-/.exec(name.slice(RUN_TEMP_PREFIX.length))?.[1] ?? NaN))
            : LEGACY_PREFIXES.some((p) => name.startsWith(p));
        if (!stale)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, name), { recursive: true, force: true }).catch(() => undefined);
        removed.push(name);
    }
    return removed;
}
/** A cancelled job gets SIGINT/SIGTERM: the folder goes with the process, not only on a normal exit. */
function hookExit() {
    if (hooked)
        return;
    hooked = true;
    const clean = () => {
        for (const dir of live)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        live.clear();
    };
    process.once('exit', clean);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
        process.once(signal, () => {
            clean();
            process.kill(process.pid, signal);
        });
    }
}


/***/ }),

/***/ 4656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAuthFrom: () => (/* binding */ gitAuthFrom),
/* harmony export */   githubClientFromEnv: () => (/* binding */ githubClientFromEnv),
/* harmony export */   loadLagReport: () => (/* binding */ loadLagReport),
/* harmony export */   repositoryFrom: () => (/* binding */ repositoryFrom),
/* harmony export */   runUrlFrom: () => (/* binding */ runUrlFrom),
/* harmony export */   serverUrlFrom: () => (/* binding */ serverUrlFrom),
/* harmony export */   statusTargetFrom: () => (/* binding */ statusTargetFrom),
/* harmony export */   tokenFromEnv: () => (/* binding */ tokenFromEnv)
/* harmony export */ });
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1447);
/* harmony import */ var _adapters_github_client_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1290);
/* harmony import */ var _schemas_lag_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(627);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _shared_structured_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9856);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5126);
/* harmony import */ var _adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4284);
/**
 * What the workflow-side commands (commit-status, slo-issue, digest, green-ref) take from the Actions environment:
 * the token (never a flag, so it stays out of argv and shell history), the repository, the run link.
 */







function tokenFromEnv(env) {
    return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}
function githubClientFromEnv(env, logger) {
    const token = tokenFromEnv(env);
    if (!token)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1('a GitHub token is required in GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN)');
    return (0,_adapters_github_client_js__WEBPACK_IMPORTED_MODULE_1__.createGitHubClient)({ token, logger });
}
/** `where` names the flag as the command's face does (`slo-issue --repository`). */
function repositoryFrom(flag, env, where = '--repository') {
    const value = flag ?? env['GITHUB_REPOSITORY'];
    if (!value)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`${where}: expected owner/name (or GITHUB_REPOSITORY in the environment)`);
    return (0,_adapters_github_client_js__WEBPACK_IMPORTED_MODULE_1__.parseRepo)(value, where);
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
/** The commit status `--status-context` asks for (undefined without one), linked to this run, on `--status-sha` if given. */
function statusTargetFrom(flags, env) {
    if (!flags.statusContext)
        return undefined;
    const targetUrl = runUrlFrom(env);
    return {
        repo: repositoryFrom(flags.repository, env),
        context: flags.statusContext,
        ...(targetUrl ? { targetUrl } : {}),
        ...(flags.statusSha ? { sha: flags.statusSha } : {}),
    };
}
/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
function gitAuthFrom(env) {
    const token = tokenFromEnv(env);
    return token ? (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.tokenAuthEnv)(token, serverUrlFrom(env)) : undefined;
}
async function loadLagReport(path, where = '--report') {
    const text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readUserFile */ .E1)(path, where, 'the lag report');
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_5__.parseOrThrow)(_schemas_lag_report_js__WEBPACK_IMPORTED_MODULE_2__/* .LagReportSchema */ .Kf, (0,_shared_structured_text_js__WEBPACK_IMPORTED_MODULE_4__.parseStructuredText)(text, path), path);
}


/***/ }),

/***/ 6888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jE: () => (/* binding */ presetOf),
/* harmony export */   kA: () => (/* binding */ PRESET_KEY_ENV),
/* harmony export */   kV: () => (/* binding */ agentLabel),
/* harmony export */   md: () => (/* binding */ HTTP_PRESETS)
/* harmony export */ });
/* unused harmony exports AGENT_PRESETS, PRESET_PREFIX, isPresetSpec */
/**
 * The agent presets (`--agent preset:NAME`): two coding-agent CLIs run non-interactively in the work tree, and two
 * HTTP APIs asked for a structured answer. Anything else given to `--agent` is a command of the fork's own.
 */
const AGENT_PRESETS = ['claude-code', 'codex', 'openai', 'anthropic'];
const PRESET_PREFIX = 'preset:';
/** The environment variable each preset's key is read from (the CLIs read it themselves). */
const PRESET_KEY_ENV = {
    'claude-code': 'ANTHROPIC_API_KEY',
    codex: 'OPENAI_API_KEY',
    openai: 'OPENAI_API_KEY',
    anthropic: 'ANTHROPIC_API_KEY',
};
const HTTP_PRESETS = new Set(['openai', 'anthropic']);
function isPresetSpec(agent) {
    return agent?.trim().startsWith(PRESET_PREFIX) ?? false;
}
/** The preset an `--agent` value names; an error text for an unknown name; undefined for a command. */
function presetOf(agent) {
    if (!agent || !isPresetSpec(agent))
        return undefined;
    const name = agent.trim().slice(PRESET_PREFIX.length);
    if (AGENT_PRESETS.includes(name))
        return name;
    return {
        problem: `unknown preset '${name.slice(0, 40)}'; expected ${AGENT_PRESETS.map((p) => PRESET_PREFIX + p).join(', ')} or a command`,
    };
}
/** How a result names the agent: the preset, or `command` for the fork's own. */
function agentLabel(preset) {
    return preset ? `${PRESET_PREFIX}${preset.name}` : 'command';
}


/***/ }),

/***/ 9658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ urlHasCredential),
/* harmony export */   VL: () => (/* binding */ valueHasCredential),
/* harmony export */   _l: () => (/* binding */ FORK_CODE_MARKER),
/* harmony export */   kA: () => (/* binding */ describeFindings),
/* harmony export */   rt: () => (/* binding */ credentialVariables)
/* harmony export */ });
/**
 * Where a credential can sit within reach of a command run for the fork (agent, verify, harness), and how to tell
 * one: pure rules over environment variables and git config values. The git config itself is read by
 * `src/adapters/git/remote/credential-scan.ts`; `src/services/credentials.ts` is the one check every face uses.
 */
/**
 * Set in the environment of every command run for the fork (agent, verify, merge tool, tier harness): a face that
 * pushes with a token and finds it knows it was started from inside such a command, i.e. fork code shares its
 * process tree and can read the token from /proc/<pid>/environ (issue 31).
 */
const FORK_CODE_MARKER = 'UPSTREAM_INGEST_FORK_CODE';
/** Names that hold a GitHub credential by convention (GITHUB_TOKEN, GH_TOKEN, GITHUB_PAT, MY_GH_TOKEN_2, …). */
const TOKEN_NAME = /(?:^|_)(?:GITHUB|GH|GHE)(?:_[A-Z0-9]+)*_(?:TOKEN|PAT|PASSWORD|ACCESS_TOKEN)(?:_|$)|^(?:UPSTREAM_INGEST_TOKEN|GITHUB_PAT|GH_PAT)$/i;
/** Action inputs that carry a credential (the runner passes them as INPUT_<NAME>). */
const TOKEN_INPUT = /^INPUT_(?:[A-Z0-9-]*[-_])?(?:TOKEN|PAT|PASSWORD|PRIVATE-KEY|APP-PRIVATE-KEY)$/i;
/** The OIDC request token: with it a step can mint cloud credentials (id-token: write). */
const OIDC = /^ACTIONS_ID_TOKEN_REQUEST_TOKEN$/;
/** The shapes of GitHub tokens (classic, OAuth, user, server, refresh, fine-grained), whatever the variable is called. */
const TOKEN_VALUE = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b/;
/**
 * Environment variables that hold a credential: by name (a non-empty value) or by value (a GitHub token in any
 * variable). `allow` lists names the caller may hold by design (apply-bundle's `upstream-token`, which only reads).
 */
function credentialVariables(env, allow = []) {
    const allowed = new Set(allow.map((n) => n.toUpperCase()));
    const found = [];
    for (const [name, value] of Object.entries(env)) {
        if (!value?.trim() || allowed.has(name.toUpperCase()))
            continue;
        // A switch such as allow-untrusted-with-token ('true'/'false') names a token but holds none.
        if (TOKEN_INPUT.test(name)) {
            if (!/^(?:true|false)$/i.test(value.trim()))
                found.push({ place: 'input', name: inputName(name) });
        }
        else if (TOKEN_NAME.test(name) || OIDC.test(name) || TOKEN_VALUE.test(value))
            found.push({ place: 'environment', name });
    }
    return found.sort((a, b) => a.name.localeCompare(b.name));
}
function inputName(variable) {
    return `'${variable.slice('INPUT_'.length).toLowerCase()}'`;
}
/** A URL that carries a password or a token as its user (`https://user:secret@…`, `https://ghp_…@…`). */
function urlHasCredential(url) {
    const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/@?#]*)@/i.exec(url.trim())?.[1];
    if (userinfo === undefined)
        return false;
    return userinfo.includes(':') || TOKEN_VALUE.test(userinfo);
}
/** A config value that is a token itself or an Authorization header. */
function valueHasCredential(value) {
    return TOKEN_VALUE.test(value) || /^\s*authorization\s*:/i.test(value);
}
/** One line: where the first findings are (names only), for an error message. */
function describeFindings(findings) {
    const shown = findings.slice(0, 3).map((f) => `${f.place} ${f.name}`);
    return findings.length > 3 ? `${shown.join(', ')} and ${findings.length - 3} more` : shown.join(', ');
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

/***/ 2919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X7: () => (/* binding */ refuseCredentials),
  Dz: () => (/* binding */ refuseForkCodeAncestor)
});

// UNUSED EXPORTS: findCredentials

// EXTERNAL MODULE: ./src/domain/credentials.ts
var credentials = __webpack_require__(9658);
;// CONCATENATED MODULE: ./src/adapters/git/remote/credential-scan.ts
/**
 * Credentials persisted where a command run in the clone can reach them through git: Authorization headers
 * (`http.<url>.extraheader`, as actions/checkout persists them), credentials inside remote URLs or `insteadOf`
 * rewrites, and credential helpers that hand out a credential for one of the remotes' hosts. Every config level
 * git reads (system, global/XDG, the repository) is looked at: a command can read those files as well as we can.
 */

/** Every `key value` pair git reads from its config files (all levels), keys lower-cased by git. */
async function configEntries(git) {
    const { stdout } = await git.run(['config', '--includes', '--null', '--list'], { okExitCodes: [1, 128] });
    return stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
        const at = entry.indexOf('\n');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
    });
}
async function persistedCredentials(git, options = {}) {
    const entries = await configEntries(git);
    const found = [];
    const hosts = new Set(options.hosts ?? []);
    let helpers = false;
    for (const [key, value] of entries) {
        if (/^http\.(?:.*\.)?extraheader$/.test(key) && value.trim())
            found.push({ place: 'git config', name: key });
        else if (/^remote\..*\.(?:url|pushurl)$/.test(key)) {
            if ((0,credentials/* urlHasCredential */.Br)(value))
                found.push({ place: 'remote URL', name: key });
            const host = /^https?:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(value)?.[1];
            if (host)
                hosts.add(host.toLowerCase());
        }
        else if (/^url\..*\.(?:insteadof|pushinsteadof)$/.test(key) && (0,credentials/* urlHasCredential */.Br)(key.slice(4)))
            found.push({ place: 'remote URL', name: key.replace(/\/\/[^@/]*@/, '//***@') });
        else if (/^credential\.(?:.*\.)?helper$/.test(key) && value.trim())
            helpers = true;
        else if (!key.startsWith('http.') && (0,credentials/* valueHasCredential */.VL)(value))
            found.push({ place: 'git config', name: key });
    }
    if (helpers)
        for (const host of hosts)
            if (await helperHasCredential(git, host))
                found.push(helperFinding(host));
    return found;
}
function helperFinding(host) {
    return { place: 'credential helper', name: `credential for https://${host}` };
}
/**
 * Whether a configured credential helper gives out a credential for `host` (`git credential fill`, no prompt: the
 * askpass programs fail, terminal prompts are off). Asking is the only way to know: a helper may be configured and
 * hold nothing (a fresh macOS keychain).
 */
async function helperHasCredential(git, host) {
    const result = await git
        .run(['credential', 'fill'], {
        input: `protocol=https\nhost=${host}\n\n`,
        env: { GIT_ASKPASS: 'false', SSH_ASKPASS: 'false', GIT_TERMINAL_PROMPT: '0' },
        okExitCodes: [1, 128],
        timeoutMs: 20_000,
    })
        .catch(() => undefined);
    return result?.exitCode === 0 && /^password=./m.test(result.stdout);
}

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/services/credentials.ts
/**
 * The one credential check (issue 31): before a command of the fork's runs (agent, verify, tier harness), no
 * credential may be within its reach — in this process's environment (a child reads it from /proc/<parent>/environ
 * whatever its own environment says), in the action's inputs, in any git config file it can read (Authorization
 * headers, credentials in remote URLs) or behind a credential helper. Every face calls it: the CLI's apply, the
 * apply-bundle action (modes prepare and all), run-tier (mode run), the CLI's tier and trunk-bisect. The faces that
 * push with a token and run no fork code (publish-bundle, open-revert; the actions' publish modes, which refuse an
 * agent or verify input) call `refuseForkCodeAncestor` instead: fork code must not share their process tree.
 */



async function findCredentials(scope) {
    const found = (0,credentials/* credentialVariables */.rt)(scope.env, scope.allowEnv);
    for (const [name, value] of Object.entries(scope.inputs ?? {})) {
        const shown = `'${name}'`;
        if (value?.trim() && !found.some((f) => f.place === 'input' && f.name === shown))
            found.push({ place: 'input', name: shown });
    }
    if (scope.git) {
        const server = /^https?:\/\/([^/:]+)/i.exec(scope.serverUrl ?? 'https://github.com')?.[1];
        found.push(...(await persistedCredentials(scope.git, { hosts: server ? [server.toLowerCase()] : [] })));
    }
    return found;
}
/**
 * Throws a one-line ConfigurationError when any credential is within reach: `who` says what would run (`--verify`,
 * `mode run's harnesses`), `fix` how to run without it.
 */
async function refuseCredentials(scope, who, fix) {
    const found = await findCredentials(scope);
    if (found.length === 0)
        return;
    throw new errors/* ConfigurationError */.j1(`${who} could read a credential (${(0,credentials/* describeFindings */.kA)(found)}); ${fix}`);
}
/**
 * The mirror of the actions' publish modes, which refuse to run in the step that runs the agent or verify: a face that
 * pushes with a token refuses to start from inside a command run for the fork (the suite marks their environment), where
 * that command could read the token from this process's /proc/<pid>/environ.
 */
function refuseForkCodeAncestor(env, who, fix = 'run it in its own step or job, never from an agent, verify command or harness') {
    if (!env[credentials/* FORK_CODE_MARKER */._l])
        return;
    throw new errors/* ConfigurationError */.j1(`${who}: started from inside a command run for the fork (${credentials/* FORK_CODE_MARKER */._l} is set), which could read the token from this process; ${fix}`);
}


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
