export const id = 226;
export const ids = [226];
export const modules = {

/***/ 8699:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JW: () => (/* binding */ parsePushResult),
/* harmony export */   Lf: () => (/* binding */ fetchRemoteBranch),
/* harmony export */   VO: () => (/* binding */ pushWithLease),
/* harmony export */   aY: () => (/* binding */ assertSafeRemote)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1719);
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
        throw (0,_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `fetching ${branch} from ${remote}`);
    });
    if (result.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(result.stderr))
            return null;
        throw (0,_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(new _git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['fetch'], result.exitCode, result.stderr), `fetching ${branch} from ${remote}`);
    }
    const { stdout } = await git.run(['rev-parse', '--verify', 'FETCH_HEAD^{commit}']);
    return stdout.trim();
}
/** Pushes `sha` to `refs/heads/<branch>` under a lease; rejections come back as data with a readable reason. */
async function pushWithLease(git, options) {
    assertSafeRemote(options.remote);
    const ref = `refs/heads/${options.branch}`;
    const lease = `--force-with-lease=${ref}:${options.expected ?? ''}`;
    let result;
    try {
        result = await git.run(['push', '--porcelain', '--no-verify', lease, '--end-of-options', options.remote, `${options.sha}:${ref}`], { env: options.env ?? {}, okExitCodes: [1] });
    }
    catch (error) {
        throw (0,_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `pushing ${options.branch} to ${options.remote}`);
    }
    const outcome = parsePushResult(result.stdout, result.stderr, ref);
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

/***/ 4303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PE: () => (/* binding */ NO_RETRY),
/* harmony export */   Ur: () => (/* binding */ createOnce)
/* harmony export */ });
/* unused harmony export mayHaveWritten */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4807);

/**
 * Whether a failed write may have happened anyway: no answer (reset, timeout) or a 5xx. A 4xx means GitHub refused
 * it, so nothing was written.
 */
function mayHaveWritten(error) {
    const status = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .requestStatus */ .G2)(error);
    return status === undefined || status === 0 || status >= 500;
}
/** Per-request options for a create: plugin-retry must never repeat it blindly (a 500 may follow the write). */
const NO_RETRY = { request: { retries: 0 } };
/**
 * Creates something at most once: `create` is sent without automatic retries; when it fails in a way that may have
 * written anyway, `lookup` decides whether it exists before one more attempt. `recovered` says the first attempt
 * had in fact written it.
 */
async function createOnce(create, lookup, options = {}) {
    try {
        return { value: await create(), recovered: false };
    }
    catch (error) {
        const resolvedByLookup = options.isResolvedByLookup?.(error) ?? false;
        if (!mayHaveWritten(error) && !resolvedByLookup)
            throw error;
        const existing = await lookup();
        if (existing !== undefined)
            return { value: existing, recovered: true };
        if (resolvedByLookup)
            throw error;
        return { value: await create(), recovered: false };
    }
}


/***/ }),

/***/ 6280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dz: () => (/* binding */ closeIssueByMarker),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   WO: () => (/* binding */ upsertCommentByMarker),
/* harmony export */   iT: () => (/* binding */ findIssueByMarker),
/* harmony export */   sA: () => (/* binding */ upsertIssueByMarker),
/* harmony export */   xL: () => (/* binding */ marker),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/* unused harmony export MAX_BODY_CHARS */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4807);
/* harmony import */ var _idempotent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4303);


/** GitHub refuses issue, PR and comment bodies longer than this. */
const MAX_BODY_CHARS = 65_536;
const KIND = /^[a-z][a-z0-9-]{0,39}$/;
/**
 * The hidden marker that identifies what an issue, PR or comment is about: `<!-- upstream-ingest:<kind>:<id> -->`.
 * The id is percent-encoded where needed so it can never end the HTML comment or collide by prefix.
 */
function marker(kind, id) {
    if (!KIND.test(kind))
        throw new Error(`marker kind must match ${KIND}, got ${JSON.stringify(kind)}`);
    if (id === '')
        throw new Error('marker id must not be empty');
    const safe = id.replace(/[^A-Za-z0-9._:/@+=]|-(?=-)|-$/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `<!-- upstream-ingest:${kind}:${safe} -->`;
}
/** Whether `body` carries `mark` (bodies are user-editable; the marker is matched as a whole). */
function hasMarker(body, mark) {
    return (body ?? '').includes(mark);
}
/** `body` with `mark` on its last line, cut (with a note) so the whole stays within GitHub's limit. */
function withMarker(body, mark) {
    const base = hasMarker(body, mark) ? body.split(mark).join('').trimEnd() : body.trimEnd();
    const suffix = `\n\n${mark}`;
    if (base.length + suffix.length <= MAX_BODY_CHARS)
        return `${base}${suffix}`;
    const note = "\n\n… (truncated to fit GitHub's body limit)";
    return `${base.slice(0, MAX_BODY_CHARS - suffix.length - note.length)}${note}${suffix}`;
}
function summarize(raw) {
    return {
        number: raw.number,
        title: raw.title,
        body: raw.body ?? '',
        state: raw.state === 'closed' ? 'closed' : 'open',
        labels: raw.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter(Boolean),
        url: raw.html_url,
        updatedAt: raw.updated_at,
    };
}
async function findRaw(client, repo, mark, options) {
    let closedMatch;
    const pages = client.paginate.iterator(client.rest.issues.listForRepo, {
        ...repo,
        state: 'all',
        sort: 'created',
        direction: 'asc',
        per_page: 100,
        ...(options.labels?.length ? { labels: options.labels.join(',') } : {}),
    });
    for await (const page of pages) {
        for (const raw of page.data) {
            // The issues listing includes pull requests; a PR body carrying the marker is not the issue.
            if (raw.pull_request || !hasMarker(raw.body, mark))
                continue;
            const issue = summarize(raw);
            // The oldest open match wins; otherwise the most recently updated closed one (to reopen).
            if (issue.state === 'open')
                return issue;
            if (!closedMatch || issue.updatedAt >= closedMatch.updatedAt)
                closedMatch = issue;
        }
    }
    return closedMatch;
}
/**
 * The issue whose body carries `mark`, open preferred, else the latest closed one. Lists issues (paginated, open and
 * closed) rather than using the Search API, whose index lags writes by seconds to minutes and would miss an issue
 * created by the previous attempt.
 */
async function findIssueByMarker(client, repo, mark, options = {}) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listIssues, repo, () => findRaw(client, repo, mark, options));
}
function missingLabels(have, want) {
    const lower = new Set(have.map((l) => l.toLowerCase()));
    return want.filter((l) => !lower.has(l.toLowerCase()));
}
/**
 * One issue per marker: created when none exists, updated when title, body or labels differ, reopened when it was
 * closed. The create is never retried blindly: on a failure that may have written, the marker is looked up first.
 */
async function upsertIssueByMarker(client, repo, input) {
    const body = withMarker(input.body, input.marker);
    const labels = input.labels ?? [];
    const lookup = () => findRaw(client, repo, input.marker, { labels: input.findLabels });
    const existing = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listIssues, repo, lookup);
    if (!existing) {
        // A recovered create was written with these same fields, so either way it is 'created'.
        const { value } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createIssue, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => summarize((await client.rest.issues.create({ ...repo, title: input.title, body, labels, ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE }))
            .data), lookup));
        return { issue: value, action: 'created' };
    }
    const addLabels = missingLabels(existing.labels, labels);
    const reopen = existing.state === 'closed';
    if (!reopen && existing.title === input.title && existing.body === body && addLabels.length === 0) {
        return { issue: existing, action: 'unchanged' };
    }
    const updated = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateIssue, repo, async () => summarize((await client.rest.issues.update({
        ...repo,
        issue_number: existing.number,
        title: input.title,
        body,
        ...(reopen ? { state: 'open' } : {}),
        ...(addLabels.length ? { labels: [...existing.labels, ...addLabels] } : {}),
    })).data));
    return { issue: updated, action: reopen ? 'reopened' : 'updated' };
}
/**
 * Closes the issue carrying `mark`, after posting `comment` on it (not posted twice when a re-run finds the same
 * comment last on the issue). No issue, or already closed: nothing is written.
 */
async function closeIssueByMarker(client, repo, mark, comment, options = {}) {
    const existing = await findIssueByMarker(client, repo, mark, options);
    if (!existing)
        return { action: 'not-found' };
    if (existing.state === 'closed')
        return { issue: existing, action: 'already-closed' };
    if (comment)
        await addCommentOnce(client, repo, existing.number, comment);
    const closed = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateIssue, repo, async () => summarize((await client.rest.issues.update({
        ...repo,
        issue_number: existing.number,
        state: 'closed',
        state_reason: 'completed',
    })).data));
    return { issue: closed, action: 'closed' };
}
async function listComments(client, repo, issueNumber) {
    return (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listComments, repo, () => client.paginate(client.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }));
}
/** Posts `body` unless it is already the last comment (a retried or re-run close must not say it twice). */
async function addCommentOnce(client, repo, issueNumber, body) {
    const isLast = async () => {
        const last = (await listComments(client, repo, issueNumber)).at(-1);
        return last && last.body === body ? last : undefined;
    };
    if (await isLast())
        return;
    await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createComment, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => (await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body, ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE })).data, isLast));
}
/** One comment per marker on an issue or pull request, updated in place (e.g. the benchmark report of a PR). */
async function upsertCommentByMarker(client, repo, issueNumber, mark, body) {
    const text = withMarker(body, mark);
    const lookup = async () => (await listComments(client, repo, issueNumber)).find((c) => hasMarker(c.body, mark));
    const existing = await lookup();
    if (!existing) {
        const { value } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createComment, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => (await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body: text, ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE }))
            .data, lookup));
        return { id: value.id, url: value.html_url, action: 'created' };
    }
    if (existing.body === text)
        return { id: existing.id, url: existing.html_url, action: 'unchanged' };
    const updated = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateComment, repo, async () => (await client.rest.issues.updateComment({ ...repo, comment_id: existing.id, body: text })).data);
    return { id: updated.id, url: updated.html_url, action: 'updated' };
}


/***/ })

};
