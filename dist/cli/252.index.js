export const id = 252;
export const ids = [252,729];
export const modules = {

/***/ 6997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ loadWorkloadsFile)
/* harmony export */ });
/* harmony import */ var _schemas_workloads_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7354);
/* harmony import */ var _shared_config_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7627);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5126);
/* harmony import */ var _user_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4284);




/** Reads and validates a workloads file (YAML or JSON): what each owner owns, as path globs. */
async function loadWorkloadsFile(path, what) {
    const text = await (0,_user_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readUserFile */ .E1)(path, what, 'the workloads file');
    const data = await (0,_shared_config_text_js__WEBPACK_IMPORTED_MODULE_1__/* .parseConfigText */ .B)(text, `${what} ${path}`);
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_2__.parseOrThrow)(_schemas_workloads_js__WEBPACK_IMPORTED_MODULE_0__/* .WorkloadsConfigSchema */ .ol, data ?? {}, `${what} ${path}`);
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
        return await createAgain(create, lookup, options);
    }
}
/**
 * The one more attempt. The first one may still land after our look-up missed it (a request GitHub was slow to
 * apply, a loaded runner); then this one is refused as a duplicate, and the look-up finds the first one's result.
 */
async function createAgain(create, lookup, options) {
    try {
        return { value: await create(), recovered: false };
    }
    catch (error) {
        if (!(options.isResolvedByLookup?.(error) ?? false))
            throw error;
        const existing = await lookup();
        if (existing === undefined)
            throw error;
        return { value: existing, recovered: true };
    }
}


/***/ }),

/***/ 6280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dq: () => (/* binding */ assignIssue),
/* harmony export */   Dz: () => (/* binding */ closeIssueByMarker),
/* harmony export */   Pe: () => (/* binding */ withMarker),
/* harmony export */   WO: () => (/* binding */ upsertCommentByMarker),
/* harmony export */   iG: () => (/* binding */ findCommentByMarker),
/* harmony export */   iT: () => (/* binding */ findIssueByMarker),
/* harmony export */   nx: () => (/* binding */ listOpenIssuesWithLabel),
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
/**
 * Assigns an issue to user logins (teams and e-mail owners cannot be assignees: they are left out). GitHub silently
 * drops a login that cannot be assigned (not a collaborator): those come back as `notAssigned`.
 */
async function assignIssue(client, repo, issueNumber, owners) {
    const logins = [
        ...new Set(owners.map((o) => o.replace(/^@/, '')).filter((o) => /^[A-Za-z0-9][A-Za-z0-9-]*$/.test(o))),
    ];
    if (!logins.length)
        return { assigned: [], notAssigned: [] };
    const { data } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updateIssue, repo, () => client.rest.issues.addAssignees({ ...repo, issue_number: issueNumber, assignees: logins }));
    const have = new Set((data.assignees ?? []).map((a) => a.login));
    return { assigned: logins.filter((l) => have.has(l)), notAssigned: logins.filter((l) => !have.has(l)) };
}
/** Issues (not pull requests) carrying `label`, open ones by default, oldest first. */
async function listOpenIssuesWithLabel(client, repo, label, state = 'open') {
    const raws = (await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listIssues, repo, () => client.paginate(client.rest.issues.listForRepo, {
        ...repo,
        state,
        labels: label,
        sort: 'created',
        direction: 'asc',
        per_page: 100,
    })));
    return raws.filter((r) => !r.pull_request).map(summarize);
}
/** The URL of the comment carrying `mark` on an issue, or undefined. */
async function findCommentByMarker(client, repo, issueNumber, mark) {
    return (await listComments(client, repo, issueNumber)).find((c) => hasMarker(c.body, mark))?.html_url;
}


/***/ }),

/***/ 3206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ upsertPullRequest)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4807);
/* harmony import */ var _idempotent_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4303);
/* harmony import */ var _issues_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6280);



function summarize(raw) {
    return {
        number: raw.number,
        url: raw.html_url,
        state: raw.state === 'closed' ? 'closed' : 'open',
        title: raw.title,
        body: raw.body ?? '',
        headRef: raw.head.ref,
        headSha: raw.head.sha,
        baseRef: raw.base.ref,
        draft: raw.draft ?? false,
    };
}
/**
 * The pull request from `head` (into `base`), open by default. The `head` filter is always sent as `owner:branch`:
 * GitHub silently ignores a bare branch name and returns every pull request.
 */
async function findRaw(client, repo, options) {
    const owner = options.headOwner ?? repo.owner;
    const raws = (await client.paginate(client.rest.pulls.list, {
        ...repo,
        head: `${owner}:${options.head}`,
        state: options.state ?? 'open',
        ...(options.base ? { base: options.base } : {}),
        per_page: 100,
    }));
    // Defensive: keep only exact head matches even if a server ignored the filter.
    const pulls = raws
        .map(summarize)
        .filter((p) => p.headRef === options.head && (!options.base || p.baseRef === options.base));
    const mark = options.marker;
    return ((mark ? pulls.find((p) => (0,_issues_js__WEBPACK_IMPORTED_MODULE_2__/* .hasMarker */ .xY)(p.body, mark)) : undefined) ?? pulls.find((p) => p.state === 'open') ?? pulls[0]);
}
/**
 * Exactly one open pull request per head branch and base: the open one is updated (title and body), else one is
 * created. The create is never retried blindly; a 422 "already exists" (another run won the race) or a failure that
 * may have written is resolved by looking the PR up again, then updating it.
 */
async function upsertPullRequest(client, repo, input) {
    const body = (0,_issues_js__WEBPACK_IMPORTED_MODULE_2__/* .withMarker */ .Pe)(input.body, input.marker);
    const find = () => findRaw(client, repo, {
        head: input.head,
        headOwner: input.headOwner,
        base: input.base,
        state: 'open',
        marker: input.marker,
    });
    const existing = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.listPulls, repo, find);
    if (existing)
        return updateIfChanged(client, repo, existing, input.title, body);
    const head = input.headOwner && input.headOwner !== repo.owner ? `${input.headOwner}:${input.head}` : input.head;
    let raced = false;
    const { value, recovered } = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.createPull, repo, () => (0,_idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .createOnce */ .Ur)(async () => summarize((await client.rest.pulls.create({
        ...repo,
        head,
        base: input.base,
        title: input.title,
        body,
        draft: input.draft ?? false,
        ..._idempotent_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_RETRY */ .PE,
    })).data), find, {
        isResolvedByLookup: (error) => {
            raced = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .isPullAlreadyExists */ .yv)(error);
            return raced;
        },
    }));
    // Found after a race: the other run's PR (or ours from an earlier attempt) gets this run's title and body.
    if (recovered && raced)
        return updateIfChanged(client, repo, value, input.title, body);
    return { number: value.number, url: value.url, action: 'created' };
}
async function updateIfChanged(client, repo, pull, title, body) {
    if (pull.title === title && pull.body === body)
        return { number: pull.number, url: pull.url, action: 'unchanged' };
    const updated = await (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .withGitHubErrors */ .Vo)(_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OPERATIONS */ .xb.updatePull, repo, async () => summarize((await client.rest.pulls.update({ ...repo, pull_number: pull.number, title, body })).data));
    return { number: updated.number, url: updated.url, action: 'updated' };
}


/***/ }),

/***/ 5729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderApplyText: () => (/* binding */ renderApplyText),
/* harmony export */   renderPrBody: () => (/* binding */ renderPrBody),
/* harmony export */   renderPrTitle: () => (/* binding */ renderPrTitle),
/* harmony export */   statusLabel: () => (/* binding */ statusLabel)
/* harmony export */ });
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);
/* harmony import */ var _commit_link_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9528);
/* harmony import */ var _agent_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7528);
/* harmony import */ var _impact_impact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1713);




/** Which downstream workloads the bundle touches, so their owners can judge it (owners as text: see the renderer). */
function impactSection(options) {
    if (!options.impact)
        return [];
    const lines = ['### Workload impact', ''];
    if (!options.impact.length)
        return [...lines, 'No configured workload is touched by these commits.'];
    return [...lines, ...(0,_impact_impact_js__WEBPACK_IMPORTED_MODULE_2__/* .renderWorkloadTouches */ .ZL)(options.impact)];
}
const STATUS_LABEL = {
    clean: 'CLEAN',
    resolved: 'RESOLVED',
    deferred: 'DEFERRED',
    'already-applied': 'ALREADY-APPLIED',
    empty: 'EMPTY',
    conflict: 'CONFLICT',
    rejected: 'REJECTED',
    'not-attempted': 'NOT-ATTEMPTED',
};
function statusLabel(status) {
    return STATUS_LABEL[status];
}
function bundleLabel(result) {
    return result.bundle ?? { kind: 'commits', id: result.branch.replace(/^.*\//, '') };
}
/** `[upstream-ingest] <kind> <id>: N upstream commits` — only our own words and validated ids, no upstream text. */
function renderPrTitle(result) {
    const { kind, id } = bundleLabel(result);
    const n = result.commits.length;
    return `[upstream-ingest] ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(kind)} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(id)}: ${n} upstream commit${n === 1 ? '' : 's'}`;
}
function inline(text, options, maxLength = 200) {
    return (0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeInline */ .bo)(text, {
        maxLength,
        ...(options.upstreamRepo ? { upstreamRepo: options.upstreamRepo } : {}),
        ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}),
    });
}
function pathList(paths, options, limit = 8) {
    if (paths.length === 0)
        return '—';
    const shown = paths.slice(0, limit).map((p) => inline(p, options, 120));
    return shown.join(', ') + (paths.length > limit ? ` and ${paths.length - limit} more` : '');
}
function commitsTable(result, options) {
    const rows = result.commits.map((c, i) => {
        const fork = c.forkSha ? `\`${c.forkSha.slice(0, 10)}\`` : '—';
        const note = c.reasons.length
            ? inline(c.reasons[0], options, 160)
            : c.reused
                ? 'unchanged from the previous run'
                : '';
        return `| ${i + 1} | ${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(c.sha, options.upstreamRepo, options.serverUrl)} | ${inline(c.subject, options, 120)} | ${statusLabel(c.status)} | ${fork} | ${note} |`;
    });
    return ['| # | upstream | subject | status | fork commit | note |', '|---:|---|---|---|---|---|', ...rows];
}
function conflictsSection(result, options) {
    const predictedCommits = result.commits.filter((c) => c.predicted === 'conflict');
    const actual = result.commits.filter((c) => c.conflictPaths.length > 0);
    const actualPaths = [...new Set(actual.flatMap((c) => c.conflictPaths))];
    const predictedPaths = options.predictedConflicts ?? [];
    const agree = (sha) => (predictedCommits.some((p) => p.sha === sha) ? 'yes' : 'no');
    const lines = [
        '### Conflicts: predicted vs actual',
        '',
        `- Predicted: ${predictedCommits.length} commit(s); paths: ${pathList(predictedPaths, options)}`,
        `- Actual: ${actual.length} commit(s); paths: ${pathList(actualPaths, options)}`,
    ];
    if (actual.length) {
        lines.push('', '| upstream | conflicted paths | predicted | outcome |', '|---|---|---|---|');
        for (const c of actual) {
            lines.push(`| ${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(c.sha, options.upstreamRepo, options.serverUrl)} | ${pathList(c.conflictPaths, options)} | ${agree(c.sha)} | ${statusLabel(c.status)} |`);
        }
    }
    return lines;
}
function guardRows(guards, options) {
    return guards.map((g) => `| ${g.name} | ${verdictCell(g)} | ${g.details.length ? inline(g.details.join('; '), options, 300) : ''} |`);
}
/** accept → pass; review → a person must approve; reject (or a failed guard of an older result) → FAIL. */
function verdictCell(g) {
    const verdict = g.verdict ?? (g.ok ? 'accept' : 'reject');
    return verdict === 'accept' ? 'pass' : verdict === 'review' ? '**REVIEW**' : '**FAIL**';
}
/** A landed resolution that needs a human approval: said first, so nobody merges the PR without reading why. */
function reviewSection(result, options) {
    if (!result.review?.needed)
        return [];
    return [
        '### Needs review',
        '',
        `A resolution below needs a human approval (label \`${result.review.label}\`; auto-merge stays off):`,
        '',
        ...result.review.reasons.slice(0, 20).map((r) => `- ${inline(r, options, 300)}`),
    ];
}
function guardsSection(result, options) {
    const guarded = result.commits.filter((c) => c.guards.length > 0 || c.agent);
    if (guarded.length === 0)
        return ['### Guards', '', 'No conflict resolution was needed, so no resolution guards ran.'];
    const lines = ['### Guards', ...(0,_agent_text_js__WEBPACK_IMPORTED_MODULE_1__/* .agentRunLine */ .xW)(result.agent)];
    for (const c of guarded) {
        lines.push('', `**${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(c.sha, options.upstreamRepo, options.serverUrl)}** ${inline(c.subject, options, 100)} — ${statusLabel(c.status)}`);
        if (c.resolution) {
            const landed = c.status === 'resolved';
            lines.push(`${landed ? 'Resolved by' : 'Last proposal by'} ${c.resolution.via}: ${inline(c.resolution.reason || 'no reason given', options, 300)}`);
            lines.push(...ladderRows(c.resolution.attempts ?? [], options));
        }
        lines.push(...(0,_agent_text_js__WEBPACK_IMPORTED_MODULE_1__/* .agentFold */ .XT)(c.agent, c.resolution?.via ?? 'agent', (t) => inline(t, options, 300)));
        lines.push('', '| guard | result | details |', '|---|---|---|', ...guardRows(c.guards, options));
    }
    return lines;
}
/** The resolver ladder's attempts, one row each: rung, verdict (capped), what the guards said. */
function ladderRows(attempts, options) {
    if (attempts.length === 0)
        return [];
    return [
        '',
        '| rung | outcome | verdict | evidence |',
        '|---|---|---|---|',
        ...attempts.map((a) => `| ${a.rung}${a.chosen ? ' (chosen)' : ''} | ${a.outcome} | ${a.verdict ?? '—'}${a.verdict && a.guardVerdict !== a.verdict ? ` (guards: ${a.guardVerdict})` : ''} | ${inline(a.evidence.slice(0, 2).join('; ') || a.reason, options, 200)} |`),
    ];
}
function deferredSection(result, options) {
    if (result.deferred.length === 0)
        return [];
    return [
        '### Deferred',
        '',
        ...result.deferred.map((d) => `- ${(0,_commit_link_js__WEBPACK_IMPORTED_MODULE_3__/* .commitLink */ .w)(d.sha, options.upstreamRepo, options.serverUrl)} ${inline(d.subject, options, 100)}: ${inline(d.reason, options, 300)}`),
    ];
}
function verifySection(result) {
    if (!result.verify)
        return [];
    const v = result.verify;
    const lines = [
        '### Verification',
        '',
        `The verify command ${v.ok ? 'passed' : 'failed'} on the branch head` +
            (v.probes
                ? ` after ${v.probes} bisection probe(s); culprit(s): ${v.culprits.map((s) => `\`${s.slice(0, 10)}\``).join(', ') || 'none'}`
                : '') +
            '.',
    ];
    if (v.summary)
        lines.push('', (0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .neutralizeBlock */ .$m)(v.summary, 2000));
    return lines;
}
/** The PR body (also the job summary): commits, conflicts predicted vs actual, guards, deferrals, verification. */
function renderPrBody(result, options = {}) {
    const { kind, id } = bundleLabel(result);
    const c = result.counts;
    const header = `upstream-ingest applied ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(kind)} \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(id)}\` onto \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(result.base.ref)}\` ` +
        `(\`${result.base.sha.slice(0, 10)}\`): **${result.status}** — ${c.landed} landed (${c.clean} clean, ${c.resolved} resolved), ` +
        `${c.deferred} deferred, ${c.alreadyApplied} already applied, ${c.empty} empty.`;
    const sections = [
        [header, '', `Provenance: \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(result.provenance)}\`; on conflict: \`${result.onConflict}\`.`],
        reviewSection(result, options),
        commitsTable(result, options),
        impactSection(options),
        conflictsSection(result, options),
        guardsSection(result, options),
        deferredSection(result, options),
        verifySection(result),
    ].filter((s) => s.length > 0);
    return sections.map((s) => s.join('\n')).join('\n\n') + '\n';
}
/** Plain text for a terminal: one line per commit, control characters removed. */
function renderApplyText(result) {
    const lines = [
        `status: ${result.status}`,
        `branch: ${result.branch} at ${result.head.slice(0, 12)} (base ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(result.base.ref)} ${result.base.sha.slice(0, 12)})`,
    ];
    for (const c of result.commits) {
        const fork = c.forkSha ? ` -> ${c.forkSha.slice(0, 12)}` : '';
        lines.push(`  ${statusLabel(c.status).padEnd(15)} ${c.sha.slice(0, 12)}${fork} ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(c.subject).slice(0, 100)}`);
        for (const r of c.reasons)
            lines.push(`      ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(r)
                .replace(/\s*\n\s*/g, ' ')
                .slice(0, 300)}`);
    }
    if (result.verify)
        lines.push(`verify: ${result.verify.ok ? 'passed' : 'failed'}`);
    if (result.review?.needed) {
        lines.push(`review: needed (PR label ${result.review.label}; not to be auto-merged)`);
        for (const r of result.review.reasons.slice(0, 10))
            lines.push(`  ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(r)}`);
    }
    if (result.push)
        lines.push(`push: ${result.push.status} to ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(result.push.remote)}${result.push.reason ? ` (${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .stripControl */ .kU)(result.push.reason)})` : ''}`);
    if (result.pr)
        lines.push(`pull request: #${result.pr.number} ${result.pr.url}${result.pr.created ? ' (created)' : ' (updated)'}`);
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 9528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ commitLink)
/* harmony export */ });
/* harmony import */ var _shared_short_sha_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(868);

/**
 * A commit in markdown: its short SHA as code, linked to the commit's page when its repository is known (`owner/name`
 * on `serverUrl`, github.com by default); plain code otherwise (a local run, an unknown remote).
 */
function commitLink(sha, repo, serverUrl) {
    const code = `\`${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_0__/* .short */ .h)(sha)}\``;
    if (!repo)
        return code;
    return `[${code}](${(serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${repo}/commit/${sha})`;
}


/***/ }),

/***/ 1713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MO: () => (/* binding */ renderImpactMarkdown),
/* harmony export */   ZL: () => (/* binding */ renderWorkloadTouches),
/* harmony export */   cT: () => (/* binding */ computeImpact),
/* harmony export */   f1: () => (/* binding */ touchesByBundle),
/* harmony export */   jO: () => (/* binding */ workloadTouches)
/* harmony export */ });
/* harmony import */ var _shared_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5403);
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);


/**
 * The context gap, closed from the owners' side: for each workload, the commits whose paths match its globs; for each
 * owner, one sentence over every workload they own ("12 upstream commits touching your matmul kernels land; 2 are
 * risky"). Pure: commits and workloads in, the report out.
 */
function computeImpact(commits, workloads, source, changes = []) {
    // In a landed range, a change point counts when the range holds one of its commits; a plan's commits have not landed,
    // so every change point of the workload's benches is history worth knowing.
    const inRange = new Set(commits.map((c) => c.sha));
    const relevant = changes.filter((c) => 'plan' in source || inRange.has(c.sha) || c.commits.some((k) => inRange.has(k.sha)));
    const rows = workloads.map((w) => {
        const matches = (0,_shared_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .pathMatcher */ .kZ)(w.paths);
        const hits = commits
            .map((c) => ({ c, paths: c.paths.filter(matches) }))
            .filter((h) => h.paths.length > 0)
            .map(({ c, paths }) => ({
            sha: c.sha,
            subject: c.subject,
            paths,
            ...(c.bundle ? { bundle: c.bundle } : {}),
            risky: c.risky,
            ...(c.held ? { held: c.held } : {}),
        }));
        return {
            name: w.name,
            kind: w.kind,
            owners: [...w.owners],
            commits: hits,
            bundles: [...new Set(hits.flatMap((h) => (h.bundle ? [h.bundle] : [])))],
            riskyCommits: hits.filter((h) => h.risky).length,
            changePoints: benchChanges(w, relevant),
        };
    });
    return { source, commits: commits.length, workloads: rows, owners: ownerMessages(rows, source) };
}
function benchChanges(w, changes) {
    if (!w.benches.length)
        return [];
    const matches = (0,_shared_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .pathMatcher */ .kZ)(w.benches);
    return changes
        .filter((c) => matches(c.name))
        .map((c) => ({
        name: c.name,
        kind: c.kind,
        ratio: c.ratio,
        fromSha: c.fromSha,
        toSha: c.toSha,
        attribution: c.attribution,
    }));
}
function ownerMessages(rows, source) {
    const byOwner = new Map();
    for (const row of rows) {
        if (!row.commits.length && !row.changePoints.length)
            continue;
        for (const owner of row.owners)
            byOwner.set(owner, [...(byOwner.get(owner) ?? []), row]);
    }
    const coming = 'plan' in source;
    return [...byOwner.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([owner, owned]) => {
        const shas = new Set(owned.flatMap((w) => w.commits.map((c) => c.sha)));
        const risky = new Set(owned.flatMap((w) => w.commits.filter((c) => c.risky).map((c) => c.sha)));
        const names = owned.map((w) => `${w.name} (${w.commits.length})`).join(', ');
        const verb = coming ? (shas.size === 1 ? 'is coming' : 'are coming') : 'landed';
        const riskyText = risky.size ? `; ${risky.size} ${risky.size === 1 ? 'is' : 'are'} risky` : '';
        const regressions = owned.reduce((n, w) => n + w.changePoints.filter((c) => c.kind === 'regression').length, 0);
        const benchText = regressions ? ` ${regressions} benchmark regression(s) in your benches' history.` : '';
        return {
            owner,
            workloads: owned.map((w) => w.name),
            commits: shas.size,
            message: `${shas.size} upstream ${shas.size === 1 ? 'commit' : 'commits'} touching your ${names} ${verb}${riskyText}.${benchText}`,
        };
    });
}
/** The report as markdown: one line per owner, then each workload's commits (upstream subjects neutralised). */
function renderImpactMarkdown(report) {
    const lines = [];
    const what = 'plan' in report.source ? `the plan ${report.source.plan}` : `the range ${report.source.range}`;
    lines.push(`## Workload impact of ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(what)}`, '');
    if (!report.owners.length) {
        lines.push(`None of ${report.commits} upstream commits touches a configured workload.`, '');
        return lines.join('\n');
    }
    for (const o of report.owners)
        lines.push(`- **${o.owner}**: ${o.message}`);
    lines.push('');
    for (const w of report.workloads) {
        if (!w.commits.length && !w.changePoints.length)
            continue;
        lines.push(`### ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(w.name)} (${w.kind}; ${w.owners.join(', ')})`, '');
        for (const c of w.changePoints) {
            const range = `\`${c.fromSha.slice(0, 10)}..${c.toSha.slice(0, 10)}\``;
            lines.push(`- ${c.kind} of ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(c.name)} ×${c.ratio.toFixed(3)} in ${range} (${c.attribution})`);
        }
        for (const c of w.commits) {
            const where = c.bundle ? ` — bundle \`${c.bundle}\`` : c.held ? ` — held: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(c.held)}` : '';
            const flag = c.risky ? ' **risky**' : '';
            lines.push(`- \`${c.sha.slice(0, 10)}\` ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(c.subject)}${flag}${where}`);
        }
        lines.push('');
    }
    return lines.join('\n');
}
/** The workloads the report's commits touch; with `bundle`, only through that bundle's commits. */
function workloadTouches(report, bundle) {
    return report.workloads.flatMap((w) => {
        const commits = bundle === undefined ? w.commits : w.commits.filter((c) => c.bundle === bundle);
        if (!commits.length)
            return [];
        return [
            {
                name: w.name,
                kind: w.kind,
                owners: [...w.owners],
                commits: commits.length,
                risky: commits.filter((c) => c.risky).length,
                regressions: w.changePoints.filter((c) => c.kind === 'regression').length,
            },
        ];
    });
}
/** Every planned bundle of a plan-sourced report with the workloads it touches (bundles touching none left out). */
function touchesByBundle(report) {
    const bundles = [...new Set(report.workloads.flatMap((w) => w.bundles))].sort();
    return new Map(bundles.map((b) => [b, workloadTouches(report, b)]));
}
/**
 * Markdown lines, one per workload touched. Owners are shown as code, never as @-mentions: a bundle PR or the dashboard
 * is re-rendered on every run, and a mention there would notify every owner on every update; the weekly per-owner
 * digest is the one message meant to reach them (`digest --per-owner --mention`).
 */
function renderWorkloadTouches(touches) {
    return touches.map((t) => {
        const owners = t.owners.map((o) => `\`${o.replace(/`/g, "'")}\``).join(', ');
        const risky = t.risky ? `, **${t.risky} risky**` : '';
        const bench = t.regressions ? `; ${t.regressions} benchmark regression(s) in its history` : '';
        return `- ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .neutralizeInline */ .bo)(t.name, { maxLength: 120 })} (${t.kind}; owners ${owners}): ${t.commits} commit${t.commits === 1 ? '' : 's'}${risky}${bench}`;
    });
}


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

/***/ 7354:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ol: () => (/* binding */ WorkloadsConfigSchema),
/* harmony export */   yr: () => (/* binding */ ImpactReportSchema)
/* harmony export */ });
/* unused harmony export WorkloadSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/**
 * Who owns what downstream of the compiler: kernels, benchmarks and production (L3) workloads, each a set of path
 * globs in the fork and the people or teams who own it. `benches` names benchmark IDs (globs) whose history belongs to
 * the workload, so a change point in them is that workload's news too.
 */
const WorkloadSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().trim().min(1).max(200),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['kernel', 'benchmark', 'workload']).default('workload'),
    paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500)).min(1).max(500),
    owners: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^@?[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'expected a GitHub login or @org/team'))
        .min(1)
        .max(50),
    benches: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).max(500)).max(500).default([]),
})
    .strict();
const WorkloadsConfigSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    workloads: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(WorkloadSchema).min(1).max(1000),
    /** The change points gate (`bench-regressions`): opt in to holding landings on a regressed bench's paths. */
    changePoints: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        blockLanding: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
            .default(false)
            .describe('hold bundles touching a regressed bench paths until its issue is acknowledged or closed'),
    })
        .strict()
        .optional(),
})
    .strict();
/** What `impact --json` prints: per workload the commits that touch it, and per owner what to tell them. */
const ImpactReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    source: zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
        zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ plan: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
        zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ range: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    ]),
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    workloads: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['kernel', 'benchmark', 'workload']),
        owners: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            sha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
            bundle: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
            risky: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
            held: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        })
            .strict()),
        bundles: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        riskyCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
        changePoints: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
            name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['regression', 'improvement']),
            ratio: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
            fromSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            toSha: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
            attribution: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['upstream', 'fork', 'mixed', 'unknown']),
        })
            .strict())
            .describe('change points of the workload benches (--bench-changes), within the range when one is given'),
    })
        .strict()),
    owners: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ owner: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), workloads: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict()),
})
    .strict();


/***/ }),

/***/ 9252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bundleImpact: () => (/* binding */ bundleImpact),
  githubPullRequests: () => (/* binding */ githubPullRequests),
  openPullRequest: () => (/* binding */ openPullRequest),
  pushBranch: () => (/* binding */ pushBranch),
  upsertBundlePullRequest: () => (/* binding */ upsertBundlePullRequest)
});

// EXTERNAL MODULE: ./src/adapters/git/remote/push.ts
var push = __webpack_require__(2308);
// EXTERNAL MODULE: ./src/adapters/github/issues.ts
var issues = __webpack_require__(6280);
// EXTERNAL MODULE: ./src/adapters/github/errors.ts
var errors = __webpack_require__(4807);
;// CONCATENATED MODULE: ./src/adapters/github/pull-options.ts

function hasPullOptions(o) {
    return Boolean(o.labels?.length || o.reviewers?.length || o.teamReviewers?.length || o.assignees?.length);
}
/**
 * Labels, assignees and review requests on a bundle PR. Labels and assignees are added on every run (adding what is
 * already there changes nothing); reviewers are asked only when the PR was just created, so a re-run does not ask a
 * reviewer again after they reviewed. A review request GitHub refuses (the author, not a collaborator) is a warning:
 * the bundle's PR exists and its result stands.
 */
async function applyPullOptions(client, repo, pull, options) {
    const out = { labels: [], reviewers: [], teamReviewers: [], assignees: [], warnings: [] };
    const labels = unique(options.labels);
    if (labels.length) {
        await (0,errors/* withGitHubErrors */.Vo)(errors/* OPERATIONS */.xb.addLabels, repo, () => client.rest.issues.addLabels({ ...repo, issue_number: pull.number, labels }));
        out.labels = labels;
    }
    const assignees = unique(options.assignees);
    if (assignees.length) {
        const { data } = await (0,errors/* withGitHubErrors */.Vo)(errors/* OPERATIONS */.xb.updateIssue, repo, () => client.rest.issues.addAssignees({ ...repo, issue_number: pull.number, assignees }));
        out.assignees = (data.assignees ?? []).map((a) => a.login).filter((l) => assignees.includes(l));
        const missing = assignees.filter((a) => !out.assignees.includes(a));
        if (missing.length)
            out.warnings.push(`not assignable in ${repo.owner}/${repo.repo}: ${missing.join(', ')}`);
    }
    const reviewers = unique(options.reviewers);
    const teams = unique(options.teamReviewers).map((t) => t.replace(/^@?[^/]+\//, ''));
    if (pull.created && (reviewers.length || teams.length)) {
        try {
            await client.rest.pulls.requestReviewers({ ...repo, pull_number: pull.number, reviewers, team_reviewers: teams });
            out.reviewers = reviewers;
            out.teamReviewers = teams;
        }
        catch (error) {
            if ((0,errors/* requestStatus */.G2)(error) !== 422)
                throw (0,errors/* translateGitHubError */.yw)(error, { ...errors/* OPERATIONS */.xb.updatePull, repo });
            out.warnings.push(`review request refused by GitHub: ${(0,errors/* githubMessage */.hg)(error)}`);
        }
    }
    return out;
}
function unique(list) {
    return [...new Set((list ?? []).map((s) => s.trim().replace(/^@/, '')).filter(Boolean))];
}

// EXTERNAL MODULE: ./src/adapters/github/pulls.ts
var pulls = __webpack_require__(3206);
// EXTERNAL MODULE: ./src/domain/report/pr-body-template.ts
var pr_body_template = __webpack_require__(961);
// EXTERNAL MODULE: ./src/domain/apply/pr-text.ts
var pr_text = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/domain/apply/status.ts
var apply_status = __webpack_require__(2921);
// EXTERNAL MODULE: ./src/services/apply/commit-results.ts
var commit_results = __webpack_require__(3705);
// EXTERNAL MODULE: ./src/domain/impact/impact.ts
var impact = __webpack_require__(1713);
// EXTERNAL MODULE: ./src/services/impact/impact.ts
var impact_impact = __webpack_require__(3609);
;// CONCATENATED MODULE: ./src/services/apply/publish.ts










/** Pushes the branch under the lease read at the start; a failed or empty run publishes nothing. */
async function pushBranch(run, head, status) {
    const { remote, authEnv } = run.settings.push;
    const expected = run.remotePrevious;
    if (!(0,apply_status/* isSuccessStatus */.ar)(status) || status === 'already-applied' || (0,commit_results/* landed */.Jw)(run).length === 0) {
        return { remote, status: 'skipped', expected, reason: `nothing to publish (status ${status})` };
    }
    const outcome = await (0,push/* pushWithLease */.VO)(run.git, {
        remote,
        branch: run.branch,
        sha: head,
        expected,
        env: authEnv ?? {},
    });
    if (outcome.status === 'rejected') {
        run.logger.warning(`push of ${run.branch} to ${remote} rejected: ${outcome.reason}`);
        return { remote, status: 'rejected', expected, reason: outcome.reason };
    }
    run.logger.info(`push: ${run.branch} ${outcome.status === 'pushed' ? 'pushed to' : 'already up to date on'} ${remote}`);
    return { remote, status: outcome.status, expected, reason: null };
}
/** Opens or updates the bundle's one PR; its text is rendered from the finished result. */
async function openPullRequest(run, result) {
    const port = run.ports.pullRequests;
    const pr = run.settings.pullRequest;
    if (!port || !pr)
        return null;
    const impact = await bundleImpact(run.git, run.settings.workloads, 'apply --workloads', result);
    return upsertBundlePullRequest(port, run.logger, result, {
        ...(impact ? { impact } : {}),
        branch: run.branch,
        base: pr.base,
        ...(pr.draft !== undefined ? { draft: pr.draft } : {}),
        bundleId: run.bundle.id,
        predictedConflicts: run.bundle.predictedConflicts,
        ...(run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {}),
        ...(run.settings.serverUrl ? { serverUrl: run.settings.serverUrl } : {}),
    });
}
/** The workloads the bundle's commits touch, when a workloads file is configured (`where` names its flag or input). */
async function bundleImpact(git, workloads, where, result) {
    if (!workloads)
        return undefined;
    const risky = result.bundle?.kind === 'risky-chain';
    const commits = result.commits.filter((c) => c.forkSha).map((c) => ({ sha: c.sha, subject: c.subject, risky }));
    return (0,impact/* workloadTouches */.jO)(await (0,impact_impact/* commitsImpact */.fm)(git, workloads, where, commits));
}
/** The one PR of a bundle, for a one-step run and for the publishing job of a two-job run alike. */
async function upsertBundlePullRequest(port, logger, result, pr) {
    const options = {
        ...(pr.upstreamRepo ? { upstreamRepo: pr.upstreamRepo } : {}),
        ...(pr.serverUrl ? { serverUrl: pr.serverUrl } : {}),
        predictedConflicts: pr.predictedConflicts,
        ...(pr.impact ? { impact: pr.impact } : {}),
    };
    const out = await port.upsert({
        head: pr.branch,
        base: pr.base,
        title: (0,pr_text.renderPrTitle)(result),
        body: (0,pr_text.renderPrBody)(result, options),
        marker: port.marker('apply-bundle', pr.bundleId),
        ...(pr.draft !== undefined ? { draft: pr.draft } : {}),
        // A resolution that needs review: the label keeps auto-merge (land) off until a person approves.
        ...(result.review?.needed ? { labels: [result.review.label] } : {}),
    });
    logger.info(`pull request #${out.number} ${out.action}: ${out.url}`);
    return { number: out.number, url: out.url, created: out.action === 'created' };
}
/** The PR port over the GitHub adapter: exactly one PR per bundle, found by head branch and hidden marker. */
function githubPullRequests(client, repo, options = {}) {
    return {
        upsert: async (input) => {
            const body = options.bodyTemplate
                ? (0,pr_body_template/* renderBodyTemplate */.Xe)(options.bodyTemplate, {
                    body: input.body,
                    title: input.title,
                    branch: input.head,
                    base: input.base,
                })
                : input.body;
            const { labels: resultLabels, ...rest } = input;
            const out = await (0,pulls/* upsertPullRequest */._)(client, repo, { ...rest, body });
            const withLabels = resultLabels?.length
                ? { ...options, labels: [...(options.labels ?? []), ...resultLabels] }
                : options;
            if (hasPullOptions(withLabels)) {
                const applied = await applyPullOptions(client, repo, { number: out.number, created: out.action === 'created' }, withLabels);
                for (const w of applied.warnings)
                    options.logger?.warning(`pull request #${out.number}: ${w}`);
            }
            return out;
        },
        marker: issues/* marker */.xL,
    };
}


/***/ }),

/***/ 3609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I1: () => (/* binding */ runImpact),
/* harmony export */   Yb: () => (/* binding */ planImpact),
/* harmony export */   fm: () => (/* binding */ commitsImpact)
/* harmony export */ });
/* harmony import */ var _adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4284);
/* harmony import */ var _adapters_files_workloads_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6997);
/* harmony import */ var _adapters_git_read_commit_log_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(836);
/* harmony import */ var _adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3840);
/* harmony import */ var _domain_commit_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6059);
/* harmony import */ var _domain_impact_impact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1713);
/* harmony import */ var _schemas_bench_history_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7179);
/* harmony import */ var _schemas_plan_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5385);
/* harmony import */ var _shared_json_first_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2504);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5126);










/** Which configured workloads the incoming (plan) or landed (range) upstream commits touch, and what to tell owners. */
async function runImpact(settings, deps) {
    const workloads = await (0,_adapters_files_workloads_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadWorkloadsFile */ .N)(settings.config, 'impact --config');
    const changes = settings.benchChanges ? await readBenchChanges(settings.benchChanges) : [];
    if ('plan' in settings.source) {
        const plan = await readPlan(settings.source.plan);
        const commits = await planCommits(deps.git, plan);
        deps.logger.info(`impact: ${commits.length} planned commits against ${workloads.workloads.length} workloads`);
        return (0,_domain_impact_impact_js__WEBPACK_IMPORTED_MODULE_3__/* .computeImpact */ .cT)(commits, workloads.workloads, { plan: settings.source.plan }, changes);
    }
    const { from, to, text } = settings.source.range;
    const commits = await rangeCommits(deps.git, from, to);
    deps.logger.info(`impact: ${commits.length} landed commits in ${text}`);
    return (0,_domain_impact_impact_js__WEBPACK_IMPORTED_MODULE_3__/* .computeImpact */ .cT)(commits, workloads.workloads, { range: text }, changes);
}
async function readBenchChanges(path) {
    const where = `impact --bench-changes ${path}`;
    const text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readUserFile */ .E1)(path, 'impact --bench-changes', 'the compare-bench history result');
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_7__.parseOrThrow)(_schemas_bench_history_js__WEBPACK_IMPORTED_MODULE_4__/* .BenchHistoryResultSchema */ .x4, await (0,_shared_json_first_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonFirst */ .s)(text, where), where).changes;
}
async function readPlan(path) {
    const text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_0__/* .readUserFile */ .E1)(path, 'impact --plan', 'the plan');
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_7__.parseOrThrow)(_schemas_plan_js__WEBPACK_IMPORTED_MODULE_5__/* .PlanSchema */ .fB, await (0,_shared_json_first_js__WEBPACK_IMPORTED_MODULE_6__/* .parseJsonFirst */ .s)(text, `impact --plan ${path}`), `impact --plan ${path}`);
}
/** Every bundled and held commit of the plan, with the paths it changes (one `git log --no-walk`). */
async function planCommits(git, plan) {
    const bundleOf = new Map();
    for (const b of plan.bundles)
        for (const sha of b.commits)
            bundleOf.set(sha, b);
    const heldOf = new Map(plan.held.map((h) => [h.sha, h]));
    const wanted = plan.pending.filter((c) => bundleOf.has(c.sha) || heldOf.has(c.sha));
    if (!wanted.length)
        return [];
    const records = await (0,_adapters_git_read_commit_log_js__WEBPACK_IMPORTED_MODULE_8__/* .readCommits */ .Fe)(git, {
        revisions: wanted.map((c) => c.sha),
        noWalk: true,
        stdin: true,
        paths: true,
    });
    const pathsOf = new Map(records.map((r) => [r.sha, (r.paths ?? []).map((p) => p.path)]));
    return wanted.map((c) => {
        const bundle = bundleOf.get(c.sha);
        const held = heldOf.get(c.sha);
        return {
            sha: c.sha,
            subject: c.subject,
            paths: pathsOf.get(c.sha) ?? [],
            ...(bundle ? { bundle: bundle.id } : {}),
            risky: bundle?.kind === 'risky-chain',
            ...(held ? { held: held.reason } : {}),
        };
    });
}
/** The commits of a landed range A..B (no merges), with their paths. */
async function rangeCommits(git, from, to) {
    (0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .assertSafeRevision */ .j_)(from, 'impact --range');
    (0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .assertSafeRevision */ .j_)(to, 'impact --range');
    const [a, b] = await Promise.all([
        (0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveCommit */ .WL)(git, from, 'impact --range'),
        (0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveCommit */ .WL)(git, to, 'impact --range'),
    ]);
    const records = await (0,_adapters_git_read_commit_log_js__WEBPACK_IMPORTED_MODULE_8__/* .readCommits */ .Fe)(git, { revisions: [b, `^${a}`], paths: true, noMerges: true, oldestFirst: true });
    return records.map((r) => ({
        sha: r.sha,
        subject: (0,_domain_commit_js__WEBPACK_IMPORTED_MODULE_9__/* .subjectOf */ .e)(r.message),
        paths: (r.paths ?? []).map((p) => p.path),
        risky: false,
    }));
}
/**
 * The impact of a given set of commits (a bundle's, for its PR body): their paths read in one `git log --no-walk`, the
 * workloads from `workloadsFile` (`where` names the flag or input that gave it).
 */
async function commitsImpact(git, workloadsFile, where, commits) {
    const workloads = await (0,_adapters_files_workloads_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadWorkloadsFile */ .N)(workloadsFile, where);
    const records = commits.length
        ? await (0,_adapters_git_read_commit_log_js__WEBPACK_IMPORTED_MODULE_8__/* .readCommits */ .Fe)(git, { revisions: commits.map((c) => c.sha), noWalk: true, stdin: true, paths: true })
        : [];
    const pathsOf = new Map(records.map((r) => [r.sha, (r.paths ?? []).map((p) => p.path)]));
    const list = commits.map((c) => ({
        sha: c.sha,
        subject: c.subject,
        paths: pathsOf.get(c.sha) ?? [],
        ...(c.bundle ? { bundle: c.bundle } : {}),
        risky: c.risky ?? false,
    }));
    return (0,_domain_impact_impact_js__WEBPACK_IMPORTED_MODULE_3__/* .computeImpact */ .cT)(list, workloads.workloads, { range: `${commits.length} commits` });
}
/** The impact of a plan file (what is coming), for the dashboard and the per-owner digest. */
async function planImpact(git, workloadsFile, where, plan, planName) {
    const workloads = await (0,_adapters_files_workloads_file_js__WEBPACK_IMPORTED_MODULE_1__/* .loadWorkloadsFile */ .N)(workloadsFile, where);
    return (0,_domain_impact_impact_js__WEBPACK_IMPORTED_MODULE_3__/* .computeImpact */ .cT)(await planCommits(git, plan), workloads.workloads, { plan: planName });
}


/***/ })

};
