export const id = 609;
export const ids = [609];
export const modules = {

/***/ 836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ readCommits),
/* harmony export */   MA: () => (/* binding */ readBothSides),
/* harmony export */   o$: () => (/* binding */ readCommitPaths),
/* harmony export */   xu: () => (/* binding */ readRangeAndBoundary)
/* harmony export */ });
/* unused harmony export parseCommitLog */
const FIELDS = '%H%x00%P%x00%an%x00%ae%x00%aI%x00%cI%x00%B%x00';
const RECORD_START = '\x1e';
/** One `git log` for any number of commits: messages and (optionally) changed paths, NUL-delimited. */
async function readCommits(git, options) {
    const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}`];
    args.push(options.noWalk ? '--no-walk=unsorted' : '--topo-order');
    if (options.oldestFirst)
        args.push('--reverse');
    if (options.noMerges)
        args.push('--no-merges');
    // `--raw` costs git the same tree diff as `--name-status` and also gives both blob ids, which the content check
    // needs: it then reads no second diff of these commits.
    if (options.paths)
        args.push('--no-renames', '--raw', '--no-abbrev', '--no-ext-diff', '--diff-merges=off');
    if (options.stdin)
        args.push('--stdin', '--end-of-options', '--');
    else
        args.push('--end-of-options', ...options.revisions, '--');
    const { stdout } = await git.run(args, options.stdin ? { input: `${options.revisions.join('\n')}\n` } : {});
    return parseCommitLog(stdout, Boolean(options.paths));
}
/**
 * A range oldest first, with paths, and its boundary: the commits outside the range that its commits have as
 * parents (`--boundary`, marked by `%m`), read in the same process. When the boundary is one commit, that commit is
 * the merge-base of the two tips (every best common ancestor is on the boundary), so no `merge-base` walk is needed.
 */
async function readRangeAndBoundary(git, revisions, options = { paths: true }) {
    const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}%m%x00`, '--topo-order', '--reverse', '--boundary'];
    if (options.paths)
        args.push('--no-renames', '--raw', '--no-abbrev', '--no-ext-diff', '--diff-merges=off');
    args.push('--end-of-options', ...revisions, '--');
    const { stdout } = await git.run(args);
    const commits = [];
    const boundary = [];
    const marks = [];
    parseCommitLog(stdout, options.paths, marks).forEach((c, i) => (marks[i] === '-' ? boundary : commits).push(c));
    return { commits, boundary };
}
/**
 * Both sides of `left...right` in one walk, oldest first, without paths: the commits only `left` reaches, those only
 * `right` reaches, and the boundary (commits outside both that their commits have as parents), told apart by `%m`.
 * One process where two logs were: git walks the shared history once.
 */
async function readBothSides(git, left, right) {
    const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}%m%x00`, '--topo-order', '--reverse', '--boundary'];
    args.push('--left-right', '--end-of-options', `${left}...${right}`, '--');
    const { stdout } = await git.run(args);
    const out = { left: [], right: [], boundary: [] };
    const marks = [];
    parseCommitLog(stdout, false, marks).forEach((c, i) => (marks[i] === '<' ? out.left : marks[i] === '>' ? out.right : out.boundary).push(c));
    return out;
}
/**
 * The changed paths (with both blob ids) of the named commits, in one `git log --no-walk --stdin --raw` that prints
 * each commit's id and nothing else of it: the caller has the records already (their messages came with its log),
 * and at scale the messages again were half of what this read and parsed.
 */
async function readCommitPaths(git, shas) {
    const { stdout } = await git.run([
        'log',
        '-z',
        `--format=${RECORD_START}%H%x00`,
        '--no-walk=unsorted',
        '--no-renames',
        '--raw',
        '--no-abbrev',
        '--no-ext-diff',
        '--diff-merges=off',
        '--stdin',
        '--end-of-options',
        '--',
    ], { input: `${shas.join('\n')}\n` });
    const out = new Map();
    const log = new LogReader(stdout);
    while (!log.done())
        out.set(log.startRecord(), log.paths(true));
    return out;
}
/** `marks`: when given, each record carries one more field after its message (`%m`), collected there in order. */
function parseCommitLog(text, withPaths, marks) {
    const records = [];
    const log = new LogReader(text);
    while (!log.done()) {
        const sha = log.startRecord();
        const parents = log.field().split(' ').filter(Boolean);
        const authorName = log.field();
        const authorEmail = log.field();
        const authorDate = log.field();
        const committedAt = log.field();
        const message = log.field();
        if (marks)
            marks.push(log.field());
        const paths = log.paths(withPaths);
        records.push({
            sha,
            parents,
            authorName,
            authorEmail,
            authorDate,
            committedAt,
            message,
            ...(withPaths ? { paths } : {}),
        });
    }
    return records;
}
/** Walks `git log -z` output written with RECORD_START before each commit: NUL-ended fields, then its paths. */
class LogReader {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    done() {
        return this.pos >= this.text.length;
    }
    field() {
        const end = this.text.indexOf('\0', this.pos);
        if (end < 0)
            throw new Error('unexpected end of git log output');
        const value = this.text.slice(this.pos, end);
        this.pos = end + 1;
        return value;
    }
    /** The next record's commit id. */
    startRecord() {
        if (this.text[this.pos] !== RECORD_START)
            throw new Error(`unexpected git log output at offset ${this.pos}`);
        this.pos += 1;
        const sha = this.field();
        if (!isHexSha(sha))
            throw new Error(`unexpected commit id in git log output: ${sha.slice(0, 80)}`);
        return sha;
    }
    /** The record's changed paths, up to the next record (read past, not kept, unless `keep`). */
    paths(keep) {
        const text = this.text;
        // -z ends each commit's format with NUL and starts the diff part with a newline.
        if (text[this.pos] === '\0')
            this.pos += 1;
        if (text[this.pos] === '\n')
            this.pos += 1;
        const out = [];
        while (this.pos < text.length && !isRecordStart(text, this.pos)) {
            const status = this.field();
            const path = this.field();
            if (keep)
                out.push(changedPath(status, path));
        }
        return out;
    }
}
const ZERO_OID = /^0+$/;
/** `M` (name-status) or `:100644 100644 <old> <new> M` (raw, unabbreviated). */
function changedPath(field, path) {
    if (field.charCodeAt(0) !== 58 /* : */)
        return { status: field.charAt(0), path };
    // Walked by index, not split: a log of tens of thousands of commits has this field for every changed path.
    const a = field.indexOf(' ', field.indexOf(' ') + 1) + 1;
    const b = field.indexOf(' ', a) + 1;
    const c = field.indexOf(' ', b) + 1;
    const oldOid = field.slice(a, b - 1);
    const newOid = field.slice(b, c - 1);
    return {
        status: field.charAt(c),
        path,
        oldOid: isZero(oldOid) ? null : oldOid,
        newOid: isZero(newOid) ? null : newOid,
    };
}
function isZero(oid) {
    return oid.charCodeAt(0) === 48 /* 0 */ && ZERO_OID.test(oid);
}
function isRecordStart(text, pos) {
    if (text.charCodeAt(pos) !== 0x1e)
        return false;
    const end = text.indexOf('\0', pos + 1);
    return end > 0 && hexRun(text, pos + 1, end);
}
/** A full SHA-1 or SHA-256 in lower-case hex, checked without a regex or a substring (every record, every path). */
function isHexSha(s) {
    return hexRun(s, 0, s.length);
}
function hexRun(text, from, to) {
    const n = to - from;
    if (n !== 40 && n !== 64)
        return false;
    for (let i = from; i < to; i++) {
        const ch = text.charCodeAt(i);
        if (!((ch >= 48 && ch <= 57) || (ch >= 97 && ch <= 102)))
            return false;
    }
    return true;
}


/***/ }),

/***/ 3785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   Yl: () => (/* binding */ asUserError),
/* harmony export */   fg: () => (/* binding */ translateGitError),
/* harmony export */   s7: () => (/* binding */ gitSubcommand)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

/** A git command that failed. `advice` is set when the stderr matches a problem the user can fix. */
class GitError extends Error {
    args;
    exitCode;
    stderr;
    name = 'GitError';
    /** Known advice for the stderr (whoever constructs the error), else undefined. */
    advice;
    constructor(args, exitCode, stderr, advice) {
        const known = advice ?? KNOWN_PROBLEMS.find((p) => p.pattern.test(stderr))?.advice;
        super(`git ${subcommand(args)} failed (exit ${exitCode}): ${firstLine(stderr)}${known ? ` — ${known}` : ''}`);
        this.args = args;
        this.exitCode = exitCode;
        this.stderr = stderr;
        this.advice = known;
    }
    /** One line for the user when the failure is a known, user-fixable problem; undefined for anything else. */
    userError() {
        const known = KNOWN_PROBLEMS.find((p) => p.advice === this.advice);
        return known?.user
            ? new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`git ${subcommand(this.args)}: ${firstLine(this.stderr)}`, this.advice)
            : undefined;
    }
}
/** The git command of an argument list: `-c k=v` and `--literal-pathspecs` style global options skipped. */
function gitSubcommand(args) {
    return subcommand(args);
}
function subcommand(args) {
    for (let i = 0; i < args.length; i++) {
        const a = args[i];
        if (a === '-c' || a === '-C')
            i++;
        else if (!a.startsWith('-'))
            return a;
    }
    return args[0] ?? '';
}
function firstLine(text) {
    const line = text.split('\n').find((l) => l.trim() !== '');
    return (line ?? '').trim().slice(0, 300);
}
// Ordered: the first match wins. Messages are matched in the C locale (the runner sets LC_ALL=C).
const KNOWN_PROBLEMS = [
    { pattern: /not a git repository/i, advice: 'the --repo directory is not a git repository', user: true },
    {
        pattern: /must be run in a work tree|this operation must be run in a work tree|bare repository/i,
        advice: 'the --repo directory is a bare repository: give a clone with a work tree',
        user: true,
    },
    {
        pattern: /packed-refs|unexpected line in|bad ref for|corrupt (?:ref|loose|index)|index file corrupt|index file smaller than expected|bad signature 0x|unknown index entry format/i,
        advice: 'the repository is damaged (packed-refs, a ref or the index cannot be read): repair it (git fsck) or use a fresh clone',
        user: true,
    },
    {
        pattern: /strange (?:hostname|pathname|port)/i,
        advice: 'the remote URL is malformed (a host or path git refuses): give an https, ssh or file URL or a local path',
        user: true,
    },
    {
        // `@{u}`/`@{push}` typed as a ref where the branch tracks nothing: the ref the user gave does not resolve.
        pattern: /no upstream configured for branch|no such branch: |upstream branch '.*' not stored as a remote-tracking/i,
        advice: 'the ref names the upstream or push branch of a branch that tracks none (@{u}, @{push}): give a branch or SHA',
        user: true,
    },
    {
        // A config file git cannot parse stops every git call: the user's file to fix, never an internal error.
        pattern: /bad config (?:line|variable|value|file)|bad (?:numeric|boolean) config value|unable to parse .*config/i,
        advice: "a git config file cannot be read (the clone's .git/config, or the global or system one): fix or remove the bad line",
        user: true,
    },
    {
        pattern: /shallow|grafted/i,
        advice: 'the clone is shallow: fetch the full history (actions/checkout with fetch-depth: 0, or git fetch --unshallow)',
        user: true,
    },
    {
        pattern: /unknown revision|bad revision|Needed a single revision|not a valid object name|invalid reference/i,
        advice: 'the ref does not exist in this repository: fetch it first or check the name',
        user: true,
    },
    {
        pattern: /promisor|could not fetch .* from promisor|missing blob|unable to read [0-9a-f]{7,}/i,
        advice: 'objects are missing (partial or snapshot clone): fetch them, or run where they are available',
        user: true,
    },
    {
        pattern: /unable to read sha1 file|unable to read tree|missing (?:blob|tree|commit|tag) object|bad object|could not read object|Could not read [0-9a-f]{7,}|is corrupt|object file .* is empty|invalid object|unable to parse object|did not receive expected object|missing object|not our ref|fatal: loose object/i,
        advice: 'objects are missing or corrupt in this clone (a blob, tree or commit cannot be read): re-fetch them (git fetch --refetch, or a fresh clone with fetch-depth: 0); git fsck names what is missing',
        user: true,
    },
    {
        pattern: /yet to be born|does not have any commits yet|unborn branch|HEAD.*unknown revision|bad default revision 'HEAD'/i,
        advice: 'HEAD is on a branch with no commits yet (unborn): check out a commit or branch first (git checkout <base>), or clone the fork with its history',
        user: true,
    },
    {
        pattern: /does not appear to be a git repository|Could not read from remote repository|repository '.*' not found|unable to access '|Could not resolve host|transport '.*' not allowed/i,
        advice: 'the remote cannot be reached or does not exist: check the remote name or URL, and that the token can read it',
        user: true,
    },
    {
        pattern: /index\.lock': File exists/i,
        advice: 'another git process holds index.lock; if none is running, a previous run crashed: remove .git/index.lock',
        user: true,
    },
    {
        pattern: /non-fast-forward|fetch first|stale info|\[rejected\]/i,
        advice: 'the remote branch moved since it was read: re-run to start from its new value',
        user: true,
    },
    {
        pattern: /^timed out after \d+ s$/m,
        advice: 'the remote did not answer in time: check the URL, the network or the proxy, then re-run',
        user: true,
    },
    { pattern: /pre-receive hook declined|hook declined/i, advice: 'a server-side hook rejected the push', user: true },
    {
        pattern: /Authentication failed|could not read Username|terminal prompts disabled|403|Permission to .* denied/i,
        advice: 'authentication failed: check that the token is set and can read (and for pushes, write) the repository',
        user: true,
    },
    { pattern: /dubious ownership/i, advice: 'git refuses the repository owner: add it to safe.directory', user: true },
];
function translateGitError(args, exitCode, stderr) {
    const known = KNOWN_PROBLEMS.find((p) => p.pattern.test(stderr));
    return new GitError(args, exitCode, stderr, known?.advice);
}
/** Turns a GitError with known advice into the user-facing ConfigurationError; leaves anything else alone. */
function asUserError(error, context) {
    if (error instanceof GitError && error.advice) {
        const known = KNOWN_PROBLEMS.find((p) => p.advice === error.advice);
        if (known?.user)
            return new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${context}: ${firstLine(error.stderr)}`, error.advice);
    }
    return error;
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

/***/ 6059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ subjectOf)
/* harmony export */ });
function subjectOf(message) {
    const end = message.indexOf('\n');
    return (end < 0 ? message : message.slice(0, end)).trim();
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
// `#1, #2`, `#1 #2`, `#1 / #2`, `#1 + #2`, `#1 and #2`, `#1 … #9`: every separator real forks write between refs.
const SEPARATOR = /^(?:[\s,;&]+|[/+](?=\s)|and\b|…|\.\.\.)/i;
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
