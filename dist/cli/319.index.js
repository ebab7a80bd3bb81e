export const id = 319;
export const ids = [319];
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

/***/ 540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Tu: () => (/* binding */ inPeriod),
/* harmony export */   jH: () => (/* binding */ periodOf)
/* harmony export */ });
/* unused harmony export previousPeriod */
const DAY_MS = 86_400_000;
function utcMidnight(date) {
    return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
const pad = (n, width = 2) => String(n).padStart(width, '0');
/** The period containing `now`; weeks are ISO weeks (Monday to Sunday, numbered by the year of their Thursday). */
function periodOf(now, kind) {
    const day = utcMidnight(now);
    if (kind === 'day') {
        return { kind, key: day.toISOString().slice(0, 10), start: day, end: new Date(day.getTime() + DAY_MS) };
    }
    if (kind === 'month') {
        const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
        const end = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
        return { kind, key: `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
    }
    const weekday = (day.getUTCDay() + 6) % 7; // Monday = 0
    const start = new Date(day.getTime() - weekday * DAY_MS);
    const thursday = new Date(start.getTime() + 3 * DAY_MS);
    const isoYear = thursday.getUTCFullYear();
    const firstThursday = new Date(Date.UTC(isoYear, 0, 4));
    const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
    const week = Math.round((start.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
    return { kind, key: `${isoYear}-W${pad(week)}`, start, end: new Date(start.getTime() + 7 * DAY_MS) };
}
/** The period just before `period` (for the trend's starting point). */
function previousPeriod(period) {
    return periodOf(new Date(period.start.getTime() - 1), period.kind);
}
function inPeriod(iso, period) {
    const t = Date.parse(iso);
    return Number.isFinite(t) && t >= period.start.getTime() && t < period.end.getTime();
}


/***/ }),

/***/ 4921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ historyRecord),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   i6: () => (/* binding */ parseHistory)
/* harmony export */ });
/* harmony import */ var _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1705);
/* harmony import */ var _shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5165);


function historyRecord(report) {
    return {
        recordedAt: report.generatedAt,
        upstreamSha: report.upstream.sha,
        forkSha: report.fork.sha,
        daysBehind: report.daysBehind,
        daysBehindTip: report.daysBehindTip,
        frontierDaysBehind: report.frontierDaysBehind,
        backlog: report.backlog,
        holes: report.holes,
        ingestedOutOfOrder: report.ingestedOutOfOrder,
        contiguousSha: report.contiguous?.sha ?? null,
        frontierSha: report.frontier?.sha ?? null,
    };
}
/** Parses JSON Lines; a line that is not a valid record is skipped and counted, never fatal (the history is append-only). */
function parseHistory(text) {
    return (0,_shared_json_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonLines */ .L)(text, _schemas_lag_history_js__WEBPACK_IMPORTED_MODULE_0__/* .LagHistoryRecordSchema */ .F);
}
/**
 * Appends a record unless one for the same upstream/fork SHA pair exists (re-runs and concurrent runs
 * on the same state converge to one record). Existing lines are kept byte for byte.
 */
function appendHistory(existing, record) {
    const { records } = parseHistory(existing);
    if (records.some((r) => r.upstreamSha === record.upstreamSha && r.forkSha === record.forkSha)) {
        return { text: existing, appended: false };
    }
    const prefix = existing === '' || existing.endsWith('\n') ? existing : `${existing}\n`;
    return { text: `${prefix}${JSON.stringify(record)}\n`, appended: true };
}


/***/ }),

/***/ 8651:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ BenchDigestRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _bench_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8082);
/* harmony import */ var _tier_result_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5894);



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

/***/ 1705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ LagHistoryRecordSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/);
/** One line of the lag history (JSON Lines on the state branch): one record per upstream/fork SHA pair. */
const LagHistoryRecordSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    recordedAt: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstreamSha: Sha,
    forkSha: Sha,
    daysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    /** Days from the oldest pending commit to the upstream tip (absent in records written before it existed). */
    daysBehindTip: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().optional(),
    frontierDaysBehind: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    backlog: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    holes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    ingestedOutOfOrder: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    contiguousSha: Sha.nullable(),
    frontierSha: Sha.nullable(),
})
    .strict();


/***/ }),

/***/ 5909:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DEFAULT_CHANGE_POINT_OPTIONS: () => (/* reexport safe */ _domain_bench_change_points_js__WEBPACK_IMPORTED_MODULE_5__.d),
/* harmony export */   changePointsOf: () => (/* binding */ changePointsOf),
/* harmony export */   runBenchHistory: () => (/* binding */ runBenchHistory)
/* harmony export */ });
/* harmony import */ var _adapters_git_commit_log_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4717);
/* harmony import */ var _domain_bench_history_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1017);
/* harmony import */ var _domain_commit_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6059);
/* harmony import */ var _domain_ledger_provenance_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(829);
/* harmony import */ var _schemas_bench_history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7179);
/* harmony import */ var _adapters_git_state_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5065);
/* harmony import */ var _digest_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7315);
/* harmony import */ var _domain_bench_change_points_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3789);
/**
 * `compare-bench history`: change points in the benchmark history kept on the state branch (E-divisive means per
 * benchmark), each attributed to its commit range on the fork and to the upstream or fork commits inside it.
 */







const MAX_COMMITS = 100;

async function runBenchHistory(settings, deps) {
    const text = (await (0,_adapters_git_state_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readStateFile */ .qy)(deps.git, settings.state, settings.file)) ?? '';
    const { records, skipped } = (0,_digest_js__WEBPACK_IMPORTED_MODULE_4__/* .parseBenchRecords */ .MT)(text);
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
            p = (0,_adapters_git_commit_log_js__WEBPACK_IMPORTED_MODULE_6__/* .readCommits */ .Fe)(git, { revisions: [to, `^${from}`] })
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


/***/ }),

/***/ 7315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ZU: () => (/* binding */ DIGEST_ISSUE_LABELS),
  YX: () => (/* binding */ benchRecord),
  PW: () => (/* binding */ buildDigest),
  MT: () => (/* binding */ parseBenchRecords),
  Sw: () => (/* binding */ publishDigest),
  Sp: () => (/* binding */ recordBench)
});

// UNUSED EXPORTS: readLanded

// EXTERNAL MODULE: ./src/adapters/git/commit-log.ts
var commit_log = __webpack_require__(4717);
// EXTERNAL MODULE: ./src/adapters/git/refs.ts
var refs = __webpack_require__(393);
// EXTERNAL MODULE: ./src/adapters/git/rev-list.ts
var rev_list = __webpack_require__(5031);
// EXTERNAL MODULE: ./src/adapters/git/state-file.ts
var state_file = __webpack_require__(5065);
// EXTERNAL MODULE: ./src/adapters/git/state-branch.ts
var state_branch = __webpack_require__(1111);
// EXTERNAL MODULE: ./src/adapters/github/issues.ts
var issues = __webpack_require__(6280);
// EXTERNAL MODULE: ./src/domain/digest/period.ts
var digest_period = __webpack_require__(540);
// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
// EXTERNAL MODULE: ./src/domain/commit-link.ts
var commit_link = __webpack_require__(9528);
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
    const during = sorted.filter((r) => (0,digest_period/* inPeriod */.Tu)(r.recordedAt, input.period));
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
        if ((0,digest_period/* inPeriod */.Tu)(r.recordedAt, input.period))
            latest.set(`${r.suite}\u0000${r.runnerLabel}`, r);
    }
    const runs = input.bench.filter((r) => (0,digest_period/* inPeriod */.Tu)(r.recordedAt, input.period)).length;
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

// EXTERNAL MODULE: ./src/domain/ledger/lag-history.ts
var lag_history = __webpack_require__(4921);
// EXTERNAL MODULE: ./src/domain/ledger/provenance.ts
var ledger_provenance = __webpack_require__(829);
// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/domain/bench/render-history.ts
var render_history = __webpack_require__(8678);
// EXTERNAL MODULE: ./src/services/compare-bench-history.ts
var compare_bench_history = __webpack_require__(5909);
// EXTERNAL MODULE: ./src/schemas/bench-digest.ts
var bench_digest = __webpack_require__(8651);
// EXTERNAL MODULE: ./src/shared/json-lines.ts
var json_lines = __webpack_require__(5165);
;// CONCATENATED MODULE: ./src/services/digest.ts















const DIGEST_ISSUE_LABELS = ['upstream-ingest:digest'];
const MAX_CHANGES = 50;
/** JSON Lines of benchmark records; a bad line is skipped (the file is append-only and shared). */
function parseBenchRecords(text) {
    return (0,json_lines/* parseJsonLines */.L)(text, bench_digest/* BenchDigestRecordSchema */.h);
}
/** Fork commits of the period that carry provenance of upstream commits (picks and bundle commits). */
async function readLanded(git, forkRef, period, trailerKeys) {
    const fork = await (0,refs/* resolveCommit */.WL)(git, forkRef, 'fork ref');
    // Start below the last commit made before the period, so a long fork history is not read every time.
    const boundary = await (0,rev_list/* lastCommitBefore */.zu)(git, fork, period.start);
    const commits = await (0,commit_log/* readCommits */.Fe)(git, { revisions: [fork, ...(boundary ? [`^${boundary}`] : [])], noMerges: true });
    const provenance = (0,ledger_provenance/* provenanceParser */.H9)([...ledger_provenance/* DEFAULT_TRAILER_KEYS */.jY, ...trailerKeys]);
    const landed = [];
    for (const c of commits) {
        if (!(0,digest_period/* inPeriod */.Tu)(c.committedAt, period))
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
    const bench = parseBenchRecords((await state.read(settings.benchFile)) ?? '');
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
    const benchHistory = await (0,compare_bench_history.changePointsOf)(bench.records, { filter: {}, changePoints: compare_bench_history.DEFAULT_CHANGE_POINT_OPTIONS, trailerKeys: settings.trailerKeys }, git);
    const inThisPeriod = benchHistory.changes.filter((c) => (0,digest_period/* inPeriod */.Tu)(c.recordedAt, settings.period));
    return { period: settings.period.key, body: body + (0,render_history.renderHistoryMarkdown)(inThisPeriod), summary, skippedLines };
}
/** Posts the digest: the tracking issue (created once), then the period's comment, created or updated in place. */
async function publishDigest(digest, settings, deps) {
    const { issue } = await (0,issues/* upsertIssueByMarker */.sA)(deps.client, settings.repo, {
        marker: (0,issues/* marker */.xL)('digest', settings.id),
        title: settings.issueTitle,
        body: `One comment per ${settings.periodKind}: the upstream commits that landed, the ones deferred and why, the lag ` +
            'and backlog trend, and benchmark changes attributed to upstream or to the fork. Written by upstream-ingest; ' +
            'each comment is updated in place until its period ends.',
        labels: settings.labels,
        findLabels: settings.labels.slice(0, 1),
    });
    const comment = await (0,issues/* upsertCommentByMarker */.WO)(deps.client, settings.repo, issue.number, (0,issues/* marker */.xL)('digest-period', `${settings.id}:${digest.period}`), digest.body);
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
        const { records } = parseBenchRecords(existing);
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


/***/ }),

/***/ 5165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
/**
 * The records of an append-only JSON Lines history (lag, benchmark, ingest outcomes): a line that is not JSON or not
 * a valid record is skipped and counted, never fatal, so one damaged line never hides the rest of the history.
 */
function parseJsonLines(text, schema) {
    const records = [];
    let skipped = 0;
    for (const line of text.split('\n')) {
        if (!line.trim())
            continue;
        let value;
        try {
            value = JSON.parse(line);
        }
        catch {
            skipped++;
            continue;
        }
        const parsed = schema.safeParse(value);
        if (parsed.success)
            records.push(parsed.data);
        else
            skipped++;
    }
    return { records, skipped };
}


/***/ })

};
