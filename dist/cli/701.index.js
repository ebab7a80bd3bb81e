export const id = 701;
export const ids = [701];
export const modules = {

/***/ 5031:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jw: () => (/* binding */ firstParentAncestors),
/* harmony export */   js: () => (/* binding */ rangeWithParents),
/* harmony export */   zu: () => (/* binding */ lastCommitBefore)
/* harmony export */ });
/** Walks of the commit graph that answer with commit lists (`git rev-list`). */
/** The newest commit reachable from `revision` made before `date`, or undefined when there is none. */
async function lastCommitBefore(git, revision, date) {
    const { stdout } = await git.run(['rev-list', '-1', `--before=${date.toISOString()}`, revision]);
    return stdout.trim() || undefined;
}
/** `revision` and its first-parent ancestors, nearest first, at most `count` (fewer in a shallow clone). */
async function firstParentAncestors(git, revision, count) {
    const { stdout } = await git.run([
        'rev-list',
        '--first-parent',
        `--max-count=${count}`,
        '--end-of-options',
        revision,
    ]);
    return stdout
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
}
/**
 * The commits of a range with their parents, oldest first in topological order (as `readCommits` lists them), and
 * with `boundary` also the boundary commits (outside the range, parents of commits in it), listed apart.
 */
async function rangeWithParents(git, revisions, options = {}) {
    const { stdout } = await git.run([
        'rev-list',
        '--topo-order',
        '--reverse',
        '--parents',
        ...(options.boundary ? ['--boundary'] : []),
        '--end-of-options',
        ...revisions,
        '--',
    ]);
    const commits = [];
    const boundary = [];
    for (const line of stdout.split('\n')) {
        if (!line)
            continue;
        if (line.startsWith('-')) {
            boundary.push(line.slice(1).split(' ')[0]);
            continue;
        }
        const [sha, ...parents] = line.split(' ');
        commits.push({ sha: sha, parents });
    }
    return { commits, boundary };
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

/***/ 286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CO: () => (/* binding */ refFromCapture),
/* harmony export */   E3: () => (/* binding */ refLabel),
/* harmony export */   Jj: () => (/* binding */ cut),
/* harmony export */   ky: () => (/* binding */ blockerIn),
/* harmony export */   pH: () => (/* binding */ leadingRefs)
/* harmony export */ });
/* harmony import */ var _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3226);
/**
 * Reading refs out of message text: SHAs, commit URLs, upstream PR numbers (`#N`, pull-request URLs). Every reader
 * here is linear: fixed regexes without nested quantifiers, on lines cut to MAX_LINE characters.
 */

const TOKEN = /^(?:#(\d{1,7})\b|https?:\/\/[^\s/]+\/[^\s]*?\/pull\/(\d{1,7})\b[^\s,;]*|(?:https?:\/\/[^\s]*?\/commits?\/)?([0-9a-fA-F]{7,64})\b)/;
const SEPARATOR = /^(?:[\s,;&]+|and\b|…|\.\.\.)/i;
/**
 * `#10440, #10477 and 1a2b3c4 reason…` → the leading refs and the rest. In prose-like places (sections) a hex word
 * needs a digit to be a SHA (`defaced` is a word); a trailer value is a SHA whatever its letters.
 */
function leadingRefs(text, hexNeedsDigit = true) {
    const refs = [];
    let s = cut(text).trimStart();
    for (;;) {
        const sep = SEPARATOR.exec(s);
        if (sep && sep[0].length) {
            s = s.slice(sep[0].length);
            continue;
        }
        const m = TOKEN.exec(s);
        if (!m)
            break;
        if (m[1] !== undefined || m[2] !== undefined)
            refs.push({ kind: 'pr', number: Number(m[1] ?? m[2]) });
        else if (!hexNeedsDigit || /\d/.test(m[3]) || m[0].includes('/'))
            refs.push({ kind: 'sha', ref: m[3].toLowerCase() });
        else
            break;
        s = s.slice(m[0].length);
    }
    return { refs, rest: s.trim() };
}
/** A captured group from a user pattern: a SHA (or commit URL) or a PR number (`#N`, `N`, or a pull URL). */
function refFromCapture(value, match) {
    const v = value.trim();
    if (match === 'pr') {
        const m = /^(?:#|.*\/pull\/)?(\d{1,7})$/.exec(v);
        return m ? { kind: 'pr', number: Number(m[1]) } : undefined;
    }
    const m = /^(?:.*\/commits?\/)?([0-9a-fA-F]{7,64})$/.exec(v);
    return m ? { kind: 'sha', ref: m[1].toLowerCase() } : undefined;
}
const BLOCKER = /\b(?:dep(?:endency)?[- ]blocked (?:on|by)|depends on|blocked (?:by|on))\s+(#\d{1,7}\b|[0-9a-fA-F]{7,64}\b)/i;
/** "dep-blocked on #N" / "depends on #N" / "blocked by <sha>" in a reason. */
function blockerIn(reason) {
    const m = BLOCKER.exec(cut(reason));
    if (!m)
        return undefined;
    const v = m[1];
    if (v.startsWith('#'))
        return { kind: 'pr', number: Number(v.slice(1)) };
    return /\d/.test(v) ? { kind: 'sha', ref: v.toLowerCase() } : undefined;
}
function cut(line) {
    return line.length > _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV ? line.slice(0, _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LINE */ .MV) : line;
}
function refLabel(t) {
    return t.kind === 'pr' ? `#${t.number}` : t.ref;
}


/***/ }),

/***/ 829:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cc: () => (/* binding */ revertedRefs),
/* harmony export */   H9: () => (/* binding */ provenanceParser),
/* harmony export */   jY: () => (/* binding */ DEFAULT_TRAILER_KEYS)
/* harmony export */ });
/* harmony import */ var _message_refs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(286);

/**
 * Provenance lines that picking tools write into fork commit messages. One message may carry many
 * (bundle commits list one line per upstream commit).
 */
/** Recognised without configuration, besides `(cherry picked from commit X)`. */
const DEFAULT_TRAILER_KEYS = ['Upstream-Commit', 'Original Commit'];
const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const REVERTS = new RegExp(`This reverts commit (${HEX})`, 'g');
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/**
 * Builds the matcher once per key set. A key line may be indented or bulleted (bundle commits), the key is matched
 * case-insensitively, and the value may be a bare SHA or a commit URL ending in the SHA.
 */
function provenanceParser(keys) {
    const unique = [...new Set(keys.map((k) => k.trim()).filter(Boolean))];
    const keyed = unique.length
        ? new RegExp(`^[ \\t>*\\-•+]*(${unique.map(escapeRegExp).join('|')})[ \\t]*:[ \\t]*(\\S.*)$`, 'gim')
        : undefined;
    const canonical = new Map(unique.map((k) => [k.toLowerCase(), k]));
    return (message) => {
        const refs = [];
        for (const m of message.matchAll(CHERRY_PICKED))
            refs.push({ key: 'cherry-pick -x', ref: m[1].toLowerCase() });
        if (keyed) {
            for (const m of message.matchAll(keyed)) {
                // One value may carry several SHAs (`<a>, <b>` or space-separated) or commit URLs.
                for (const t of (0,_message_refs_js__WEBPACK_IMPORTED_MODULE_0__/* .leadingRefs */ .pH)(m[2], false).refs) {
                    if (t.kind === 'sha')
                        refs.push({ key: canonical.get(m[1].toLowerCase()) ?? m[1], ref: t.ref });
                }
            }
        }
        return refs;
    };
}
/** SHAs named by `This reverts commit X` (git revert's own wording). */
function revertedRefs(message) {
    // Most messages are no revert: a plain substring search rules them out before any regex runs (every message of
    // both histories passes here on each run).
    if (!message.includes('This reverts commit'))
        return [];
    return Array.from(message.matchAll(REVERTS), (m) => m[1].toLowerCase());
}


/***/ }),

/***/ 3226:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ regexProblem),
/* harmony export */   MV: () => (/* binding */ MAX_LINE),
/* harmony export */   Zl: () => (/* binding */ compileBounded)
/* harmony export */ });
/* unused harmony export MAX_PATTERN */
/**
 * User-written regular expressions run on fork commit messages, which may be 100 KB long and are written by anyone
 * who can land a commit. JavaScript has no regex timeout, so a user pattern is bounded before it is compiled: short,
 * no back-references, no lookarounds, and no quantified group that itself contains a quantifier or an alternation
 * (the shapes behind catastrophic backtracking, e.g. `(a+)+`, `(a|a)*`). Patterns then run line by line on lines cut
 * to MAX_LINE characters, so the work per message is linear in its length.
 */
const MAX_PATTERN = 300;
const MAX_LINE = 1_000;
/** Lines that no sensible rule matches: a rule matching all of them "would match every line". */
const UNRELATED_LINES = ['', 'x', 'Lorem ipsum dolor sit amet', '0', '    ', '- item'];
/** Why the pattern cannot be used, else undefined. */
function regexProblem(source) {
    if (source.length === 0)
        return 'expected a non-empty regular expression';
    if (source.length > MAX_PATTERN)
        return `expected a regular expression of at most ${MAX_PATTERN} characters`;
    let re;
    try {
        re = new RegExp(source, 'i');
    }
    catch (error) {
        return `not a valid regular expression (${error.message.replace(/^Invalid regular expression: /, '')})`;
    }
    if (/\\[1-9]|\\k</.test(source))
        return 'back-references are not allowed (they can backtrack without bound)';
    if (/\(\?<?[=!]/.test(source))
        return 'lookarounds are not allowed';
    const nested = nestedQuantifier(source);
    if (nested)
        return `a quantified group may not contain ${nested} (catastrophic backtracking)`;
    if (UNRELATED_LINES.every((line) => re.test(line)))
        return 'it would match every line';
    return undefined;
}
/** Compiles a pattern that passed regexProblem; case-insensitive like every built-in rule. */
function compileBounded(source) {
    const problem = regexProblem(source);
    if (problem)
        throw new Error(problem);
    return new RegExp(source, 'i');
}
/**
 * Finds a group followed by a quantifier (`*`, `+`, `?`-less `{n,}`/`{n,m}`) whose body has a quantifier or `|`.
 * A scan over the source with a stack of group bodies; character classes and escapes are skipped.
 */
function nestedQuantifier(source) {
    const stack = [];
    let inClass = false;
    for (let i = 0; i < source.length; i++) {
        const ch = source[i];
        if (ch === '\\') {
            i++;
            continue;
        }
        if (inClass) {
            if (ch === ']')
                inClass = false;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === '(')
            stack.push({ quantified: false, alternation: false });
        else if (ch === '|') {
            const top = stack[stack.length - 1];
            if (top)
                top.alternation = true;
        }
        else if (ch === ')') {
            const body = stack.pop();
            const next = source[i + 1];
            const repeats = next === '*' || next === '+' || (next === '{' && /^\{\d*,\d*\}/.test(source.slice(i + 1)));
            if (body && repeats) {
                if (body.quantified)
                    return 'a quantifier';
                if (body.alternation)
                    return 'an alternation';
            }
            const parent = stack[stack.length - 1];
            if (parent && body && (body.quantified || repeats))
                parent.quantified = true;
        }
        else if (ch === '*' || ch === '+' || (ch === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(i)))) {
            const top = stack[stack.length - 1];
            if (top)
                top.quantified = true;
        }
    }
    return undefined;
}


/***/ })

};
