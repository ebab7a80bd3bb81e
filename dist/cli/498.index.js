export const id = 498;
export const ids = [498];
export const modules = {

/***/ 4717:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ readCommits),
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
const HEX_SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/** `marks`: when given, each record carries one more field after its message (`%m`), collected there in order. */
function parseCommitLog(text, withPaths, marks) {
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
        if (marks)
            marks.push(readField());
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
                paths.push(changedPath(status, path));
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
    const end = message.indexOf('\n');
    return (end < 0 ? message : message.slice(0, end)).trim();
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


/***/ }),

/***/ 868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ short)
/* harmony export */ });
/**
 * A commit SHA shortened for people: ten hex digits by default (unambiguous in logs, reasons and tables, short
 * enough to read); twelve where a line names commits of several repositories at once. The length is a literal type
 * so that `.map(short)` (which would pass the index as the length) does not compile.
 */
function short(sha, length = 10) {
    return sha.slice(0, length);
}


/***/ })

};
