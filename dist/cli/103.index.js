export const id = 103;
export const ids = [103];
export const modules = {

/***/ 4717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ readCommits)
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
    if (options.paths)
        args.push('--no-renames', '--name-status', '--no-ext-diff', '--diff-merges=off');
    args.push('--end-of-options', ...options.revisions, '--');
    const { stdout } = await git.run(args);
    return parseCommitLog(stdout, Boolean(options.paths));
}
const HEX_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
function parseCommitLog(text, withPaths) {
    const records = [];
    let pos = 0;
    const readField = () => {
        const end = text.indexOf('\0', pos);
        if (end < 0)
            throw new Error('unexpected end of git log output');
        const value = text.slice(pos, end);
        pos = end + 1;
        return value;
    };
    while (pos < text.length) {
        if (text[pos] !== RECORD_START)
            throw new Error(`unexpected git log output at offset ${pos}`);
        pos += 1;
        const sha = readField();
        if (!HEX_SHA.test(sha))
            throw new Error(`unexpected commit id in git log output: ${sha.slice(0, 80)}`);
        const parents = readField().split(' ').filter(Boolean);
        const authorName = readField();
        const authorEmail = readField();
        const authorDate = readField();
        const committedAt = readField();
        const message = readField();
        // -z ends each commit with NUL and starts the diff part with a newline.
        if (text[pos] === '\0')
            pos += 1;
        if (text[pos] === '\n')
            pos += 1;
        const paths = [];
        while (pos < text.length && !isRecordStart(text, pos)) {
            const status = readField();
            const path = readField();
            if (withPaths)
                paths.push({ status: status.charAt(0), path });
        }
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
function isRecordStart(text, pos) {
    if (text[pos] !== RECORD_START)
        return false;
    const end = text.indexOf('\0', pos + 1);
    return end > 0 && HEX_SHA.test(text.slice(pos + 1, end));
}


/***/ }),

/***/ 1719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XS: () => (/* binding */ GitError),
/* harmony export */   Yl: () => (/* binding */ asUserError),
/* harmony export */   fg: () => (/* binding */ translateGitError)
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

/***/ 393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ tryResolveCommit),
/* harmony export */   WL: () => (/* binding */ resolveCommit),
/* harmony export */   Z6: () => (/* binding */ isRepository),
/* harmony export */   ZV: () => (/* binding */ assertRepository),
/* harmony export */   d9: () => (/* binding */ committerDate),
/* harmony export */   fE: () => (/* binding */ isShallow),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   j_: () => (/* binding */ assertSafeRevision),
/* harmony export */   wu: () => (/* binding */ mergeBase)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1719);


/** Rejects names that git would read as options, or that carry control characters, before they reach git. */
function assertSafeRevision(name, what) {
    if (name === '' || name.startsWith('-') || /[\0-\x1f\x7f]/.test(name) || name.length > 1024) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: '${printable(name)}' is not a valid git revision`);
    }
}
function printable(text) {
    return JSON.stringify(text).slice(1, -1).slice(0, 200);
}
async function isRepository(git) {
    try {
        await git.run(['rev-parse', '--git-dir']);
        return true;
    }
    catch {
        return false;
    }
}
async function assertRepository(git) {
    if (!(await isRepository(git)))
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${git.cwd} is not a git repository`);
}
async function isShallow(git) {
    const { stdout } = await git.run(['rev-parse', '--is-shallow-repository']);
    return stdout.trim() === 'true';
}
/** Resolves a revision to a full commit SHA; unknown revisions become a ConfigurationError naming `what`. */
async function resolveCommit(git, revision, what) {
    assertSafeRevision(revision, what);
    const sha = await tryResolveCommit(git, revision);
    if (!sha)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: unknown revision '${printable(revision)}'`, 'fetch it first or check the name');
    return sha;
}
async function tryResolveCommit(git, revision) {
    try {
        const { stdout } = await git.run(['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]);
        return stdout.trim() || undefined;
    }
    catch (error) {
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
            return undefined;
        throw error;
    }
}
async function mergeBase(git, a, b) {
    try {
        const { stdout } = await git.run(['merge-base', a, b]);
        return stdout.trim() || undefined;
    }
    catch (error) {
        if (error instanceof _git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
            return undefined;
        throw error;
    }
}
async function committerDate(git, sha) {
    const { stdout } = await git.run(['show', '-s', '--format=%cI', sha]);
    return stdout.trim();
}


/***/ }),

/***/ 6059:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ subjectOf)
/* harmony export */ });
function subjectOf(message) {
    return message.split('\n', 1)[0]?.trim() ?? '';
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
