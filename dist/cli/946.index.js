export const id = 946;
export const ids = [946];
export const modules = {

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

/***/ 1946:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GitHubUpstreamCiSource: () => (/* binding */ GitHubUpstreamCiSource)
/* harmony export */ });
/* harmony import */ var _statuses_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1686);

/**
 * The planner's upstream CI gate on GitHub: check runs and commit statuses of the upstream repository, combined.
 * One look-up per pending commit, a few at a time so a long backlog does not trip the secondary rate limit.
 */
class GitHubUpstreamCiSource {
    client;
    repo;
    constructor(client, repo) {
        this.client = client;
        this.repo = repo;
    }
    async state(sha) {
        return (await (0,_statuses_js__WEBPACK_IMPORTED_MODULE_0__/* .getUpstreamCiState */ .HG)(this.client, this.repo, sha)).state;
    }
}


/***/ })

};
