export const id = 358;
export const ids = [358];
export const modules = {

/***/ 874:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ readBlobs)
/* harmony export */ });
/** Contents of `rev:path` specs in one process; null for missing objects, non-blobs, binary or non-UTF-8 content. */
async function readBlobs(git, specs) {
    const result = new Map();
    const usable = specs.filter((s) => !s.includes('\n'));
    for (const s of specs)
        result.set(s, null);
    if (usable.length === 0)
        return result;
    const { stdout } = await git.run(['cat-file', '--batch'], { input: usable.join('\n') + '\n' });
    if (stdout.includes('\ufffd')) {
        // Invalid UTF-8 somewhere shifts byte offsets: read each blob on its own instead.
        for (const s of usable) {
            const one = await git.run(['cat-file', '-p', s], { okExitCodes: [1, 128] });
            result.set(s, one.exitCode === 0 && !one.stdout.includes('\0') && !one.stdout.includes('\ufffd') ? one.stdout : null);
        }
        return result;
    }
    const buffer = Buffer.from(stdout, 'utf8');
    let pos = 0;
    for (const spec of usable) {
        const nl = buffer.indexOf(0x0a, pos);
        if (nl < 0)
            break;
        const header = buffer.subarray(pos, nl).toString('utf8');
        pos = nl + 1;
        const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
        if (!m)
            continue; // "<spec> missing" / "ambiguous"
        const size = Number(m[2]);
        const content = buffer.subarray(pos, pos + size);
        pos += size + 1;
        result.set(spec, m[1] === 'blob' && !content.includes(0) ? content.toString('utf8') : null);
    }
    return result;
}


/***/ }),

/***/ 542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ stagedNumstat),
/* harmony export */   EY: () => (/* binding */ commitNumstat),
/* harmony export */   q1: () => (/* binding */ commitPatch)
/* harmony export */ });
function parseNumstatZ(text) {
    const out = [];
    for (const record of text.split('\0')) {
        const m = /^\s*(\d+|-)\t(\d+|-)\t(.+)$/s.exec(record.replace(/^\n/, ''));
        if (!m)
            continue;
        out.push({ path: m[3], added: m[1] === '-' ? 1 : Number(m[1]), deleted: m[2] === '-' ? 0 : Number(m[2]) });
    }
    return out;
}
/** What the upstream commit changes (against its first parent; the root commit against nothing). */
async function commitNumstat(git, sha) {
    const { stdout } = await git.run([
        'diff-tree',
        '-r',
        '--root',
        '--no-commit-id',
        '--numstat',
        '-z',
        '--no-renames',
        sha,
    ]);
    return parseNumstatZ(stdout);
}
/** What the index (the staged resolution) changes relative to HEAD. */
async function stagedNumstat(git) {
    const { stdout } = await git.run(['diff', '--cached', '--numstat', '-z', '--no-renames', 'HEAD', '--']);
    return parseNumstatZ(stdout);
}
async function commitPatch(git, sha, maxBytes) {
    const { stdout } = await git.run([
        'diff-tree',
        '-p',
        '-r',
        '--root',
        '--no-commit-id',
        '--no-renames',
        '--no-ext-diff',
        '--no-color',
        sha,
    ]);
    if (Buffer.byteLength(stdout) <= maxBytes)
        return { patch: stdout, truncated: false };
    return { patch: Buffer.from(stdout).subarray(0, maxBytes).toString('utf8'), truncated: true };
}


/***/ }),

/***/ 6404:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ pickRenames)
/* harmony export */ });
/* unused harmony export renamePairs */
/** `git diff-tree -M` between `from` and `to`, renames only (git's default similarity). */
async function renamePairs(git, from, to, side) {
    const { stdout } = await git.run(['diff-tree', '-r', '-z', '-M', '--name-status', '--diff-filter=R', from, to, '--']);
    const tokens = stdout.split('\0');
    const pairs = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!/^R\d*$/.test(tokens[i]))
            continue;
        pairs.push({ from: tokens[i + 1], to: tokens[i + 2], side });
        i += 2;
    }
    return pairs;
}
/** Both sides' pairs of a pick of `upstream` onto `forkSide`: upstream's own, and the fork's since the pick's base. */
async function pickRenames(git, upstream, forkSide) {
    const [up, fork] = await Promise.all([
        renamePairs(git, `${upstream}^`, upstream, 'upstream').catch(() => []),
        renamePairs(git, `${upstream}^`, forkSide, 'fork').catch(() => []),
    ]);
    return [...up, ...fork];
}


/***/ }),

/***/ 288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ib: () => (/* binding */ replayWithTool),
/* harmony export */   td: () => (/* binding */ availableMergeTools)
/* harmony export */ });
/* unused harmony export onPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _agent_runner_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3238);
/* harmony import */ var _run_process_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2187);
/**
 * The replay rung's external tools: `wiggle --merge` (word-wise) and GNU `patch --fuzz` (line-wise), both Debian and
 * Ubuntu packages, run as real processes on temp files when they are on PATH. They get texts only (the three versions
 * of a file), never the repository, a shell or the environment's secrets; the built-in replay (domain/replay-patch.ts)
 * stands in where they are missing.
 */






const TOOL_TIMEOUT_MS = 30_000;
/** The full path of an executable on PATH, or undefined. */
async function onPath(name, path = process.env.PATH ?? '') {
    for (const dir of path.split(node_path__WEBPACK_IMPORTED_MODULE_3__.delimiter).filter(Boolean)) {
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return file;
        }
        catch {
            /* not here */
        }
    }
    return undefined;
}
/** The tools present: wiggle, and patch with diff to write its input. */
async function availableMergeTools(path) {
    const [wiggle, patch, diff] = await Promise.all([
        onPath('wiggle', path),
        onPath('patch', path),
        onPath('diff', path),
    ]);
    return [...(wiggle ? ['wiggle'] : []), ...(patch && diff ? ['patch'] : [])];
}
/**
 * The change `base → changed` re-applied onto `target` by `tool`; undefined when the tool leaves a conflict or a
 * rejected hunk (a proposal is whole or it is not made) or cannot run.
 */
async function replayWithTool(tool, texts, tmpRoot = (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)()) {
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tmpRoot, 'ui-replay-'));
    try {
        const file = (name) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, name);
        await Promise.all([
            (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file('base'), texts.base),
            (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file('changed'), texts.changed),
            (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(file('target'), texts.target),
        ]);
        return tool === 'wiggle' ? await wiggle(dir) : await patch(dir);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
    }
}
function run(program, args, cwd) {
    return (0,_run_process_js__WEBPACK_IMPORTED_MODULE_5__/* .runProcess */ .R)(program, args, {
        cwd,
        env: (0,_agent_runner_js__WEBPACK_IMPORTED_MODULE_4__/* .scrubbedEnv */ .wS)(process.env, { LC_ALL: 'C', TMPDIR: cwd }),
        timeoutMs: TOOL_TIMEOUT_MS,
        maxOutputBytes: 64 * 1024 * 1024,
    });
}
/** `wiggle --merge target base changed`: applies base → changed onto target word-wise; exit 0 only when clean. */
async function wiggle(dir) {
    const r = await run('wiggle', ['--merge', 'target', 'base', 'changed'], dir);
    if (r.exitCode !== 0 || r.truncated)
        return undefined;
    return r.stdout;
}
/** `diff -U3 base changed | patch --fuzz=2 -o out target`: line-wise with fuzz; any rejected hunk fails it. */
async function patch(dir) {
    const d = await run('diff', ['-U3', 'base', 'changed'], dir);
    if (d.exitCode === 0)
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'target'), 'utf8');
    if (d.exitCode !== 1 || d.truncated)
        return undefined;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'change.patch'), d.stdout);
    const p = await run('patch', [
        '--batch',
        '--silent',
        '--fuzz=2',
        '--no-backup-if-mismatch',
        '-r',
        '-',
        '-o',
        'out',
        '-i',
        'change.patch',
        'target',
    ], dir);
    if (p.exitCode !== 0)
        return undefined;
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'out'), 'utf8').catch(() => undefined);
}


/***/ }),

/***/ 831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Es: () => (/* binding */ judgeResolution),
/* harmony export */   MA: () => (/* binding */ changedLines),
/* harmony export */   RJ: () => (/* binding */ conflictedOf),
/* harmony export */   UW: () => (/* binding */ conflictsOnReplay),
/* harmony export */   m_: () => (/* binding */ judgeWithInput)
/* harmony export */ });
/* harmony import */ var _guards_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5465);
/* harmony import */ var _renames_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9424);
/* harmony import */ var _line_diff_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97);
/* harmony import */ var _merge_hunks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4299);




/** Added + deleted lines between two texts. */
function changedLines(a, b) {
    const [x, y] = (0,_line_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .internLines */ .u)([(0,_merge_hunks_js__WEBPACK_IMPORTED_MODULE_3__/* .splitLines */ .u)(a ?? ''), (0,_merge_hunks_js__WEBPACK_IMPORTED_MODULE_3__/* .splitLines */ .u)(b ?? '')]);
    const kept = (0,_line_diff_js__WEBPACK_IMPORTED_MODULE_2__/* .matchLines */ .n)(x, y).reduce((n, v) => n + (v >= 0 ? 1 : 0), 0);
    return x.length - kept + (y.length - kept);
}
/**
 * The guards' judgement of a resolution given only its files: what apply-bundle would decide if an agent had
 * produced it (no scope or .github/ question arises: the resolution touches exactly the conflicted files).
 */
function judgeResolution(files, bound = _guards_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_DIFF_BOUND */ .zW, 
/** What apply also tells the guards: the ladder rung that wrote it, the resolver's account (audit-resolvers). */
by = {}) {
    const paths = files.map((f) => f.path);
    const perFile = Object.fromEntries(files.map((f) => [f.path, changedLines(f.ours, f.resolved)]));
    const guards = (0,_guards_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateGuards */ .S_)({
        conflictedPaths: paths,
        allowedGlobs: [],
        agentChangedPaths: files.filter((f) => !f.untouched).map((f) => f.path),
        resolutionPaths: paths,
        upstreamPaths: paths,
        files: files.map((f) => ({
            path: f.path,
            ours: f.ours,
            resolved: f.resolved,
            upstreamBefore: f.base,
            upstreamAfter: f.theirs,
        })),
        resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
        upstreamLines: files.reduce((n, f) => n + changedLines(f.base, f.theirs), 0),
        bound,
        untouchedPaths: files.filter((f) => f.untouched).map((f) => f.path),
        resolutionFileLines: perFile,
        ...by,
    });
    return { verdict: (0,_guards_js__WEBPACK_IMPORTED_MODULE_0__/* .combinedVerdict */ .Fp)(guards), guards };
}
/**
 * The guards on a pick's full input (what apply, publish and audit-guards build: every path of the pick, renames,
 * sizes) with the conflicted files' resolutions replaced by `files` (a mutation, or the real one): the verdict apply
 * would give that resolution of that pick.
 */
function judgeWithInput(input, files) {
    const replaced = new Map(files.map((f) => [f.path, f]));
    const perFile = { ...(input.resolutionFileLines ?? {}) };
    const present = new Set(input.files.map((f) => f.path));
    const inputFiles = input.files.map((f) => {
        const r = replaced.get(f.path);
        if (!r)
            return f;
        perFile[f.path] = changedLines(f.ours, r.resolved);
        return { ...f, resolved: r.resolved };
    });
    for (const r of files)
        if (!present.has(r.path))
            perFile[r.path] = changedLines(r.ours, r.resolved);
    const guards = (0,_guards_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateGuards */ .S_)({
        ...input,
        files: inputFiles,
        resolutionFileLines: perFile,
        resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
        untouchedPaths: files.filter((f) => f.untouched).map((f) => f.path),
    });
    return { verdict: (0,_guards_js__WEBPACK_IMPORTED_MODULE_0__/* .combinedVerdict */ .Fp)(guards), guards };
}
/** The conflicted files of a pick's input, renames followed, as the audit mutates them. */
function conflictedOf(input) {
    const byPath = new Map((0,_renames_js__WEBPACK_IMPORTED_MODULE_1__/* .followRenames */ .hR)(input.files, input.renames ?? []).map((f) => [f.path, f]));
    return input.conflictedPaths.map((path) => {
        const f = byPath.get(path);
        return {
            path,
            base: f?.upstreamBefore ?? null,
            ours: f?.ours ?? null,
            theirs: f?.upstreamAfter ?? null,
            resolved: f?.resolved ?? null,
        };
    });
}
/**
 * Whether replaying a pick conflicts on one file (base: the upstream commit's parent, ours: the fork before the
 * pick, theirs: the upstream commit): both sides changed it and not the same way, or one deleted what the other
 * changed. Judged by the guards' own three-way view, so it needs no work tree and no particular git version.
 */
function conflictsOnReplay(base, ours, theirs) {
    if (ours === theirs)
        return false;
    if (base === null)
        return ours !== null && theirs !== null;
    if (ours === null)
        return theirs !== base;
    if (theirs === null)
        return ours !== base;
    if (ours === base || theirs === base)
        return false;
    return (0,_merge_hunks_js__WEBPACK_IMPORTED_MODULE_3__/* .mergeView */ .Y)(base, ours, theirs, null).hunks.some((h) => h.kind === 'conflict');
}


/***/ }),

/***/ 536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   qT: () => (/* binding */ APPLY_TASK_SCHEMA_VERSION),
/* harmony export */   xS: () => (/* binding */ ApplyTaskSchema)
/* harmony export */ });
/* unused harmony exports AgentProposalSchema, AgentFeedbackSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/**
 * The task file handed to a conflict-resolution agent: its path is the agent's first argument and the value of
 * UPSTREAM_INGEST_TASK. Everything upstream-controlled (message, patch, paths) reaches the agent only through here,
 * never through its command line or environment.
 */
const APPLY_TASK_SCHEMA_VERSION = 1;
const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
/**
 * What a deterministic rung of the resolver ladder proposed before the agent (`--on-conflict resolve`), with the
 * guards' verdict on it: a starting point to check, never a resolution to copy blindly.
 */
const AgentProposalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    rung: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** Why the guards did not accept it. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The proposed files (content null: the proposal deletes the file). */
    files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable() }).strict()),
})
    .strict();
/** One conflict region of a conflicted file as git left it, in diff3 terms (base null: not known). */
const ConflictRegionSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    /** 1-based number of the region in the file (the `hunk` of a structured answer). */
    index: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    /** 1-based line of its `<<<<<<<` marker in the work tree file. */
    startLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    base: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    ours: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    theirs: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
})
    .strict();
/** An earlier attempt on this conflict and what the guards said of it: the agent's feedback. */
const AgentFeedbackSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['review', 'reject', 'failed']),
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), startLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(), endLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable() }).strict()),
})
    .strict();
const ApplyTaskSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(APPLY_TASK_SCHEMA_VERSION),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('resolve-cherry-pick-conflict'),
    /** Absolute path of the work tree, left in the conflicted state (files with conflict markers). */
    repo: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstream: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        sha: Sha,
        /** `owner/name` of the upstream repository, when known. */
        repository: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        author: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), email: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), date: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
        /** Paths the upstream commit changes. */
        paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    })
        .strict(),
    conflictedPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** `git diff <sha>^ <sha>` of the upstream commit, cut at a size limit. */
    upstreamPatch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    upstreamPatchTruncated: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Fork-side commits (not in upstream) that last touched the conflicting lines, newest first. */
    forkCommits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        sha: Sha,
        subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        /** The whole message, when it was read (the blamed commits). */
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    })
        .strict()),
    /** Each conflicted file's conflict regions with base, ours (the fork) and theirs (upstream). */
    conflicts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), regions: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ConflictRegionSchema) }).strict()).optional(),
    /** What the ladder's deterministic rungs proposed before the agent, with the guards' verdict on each. */
    proposals: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentProposalSchema).optional(),
    /** The guards that judge the resolution, and what each checks. */
    guards: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), checks: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict()).optional(),
    /** This attempt's number and how many there are (`--agent-attempts`). */
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1), of: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1) }).strict().optional(),
    /** The verdicts and evidence of the earlier attempts on this conflict. */
    previousAttempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentFeedbackSchema).optional(),
    /** Globs the agent may change besides the conflicted paths. */
    allowedPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Write one line here saying how the conflict was resolved; it goes into the commit's Conflict-Resolution block. */
    reasonFile: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    instructions: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
})
    .strict();


/***/ }),

/***/ 9372:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O_: () => (/* reexport */ resolver_ladder/* attemptLine */.O_),
  hz: () => (/* binding */ recordedAttempts),
  eW: () => (/* binding */ runResolverLadder)
});

// UNUSED EXPORTS: forkDecision, replayProposal

// EXTERNAL MODULE: ./src/adapters/process/merge-tools.ts
var merge_tools = __webpack_require__(288);
// EXTERNAL MODULE: ./src/domain/apply/line-diff.ts
var line_diff = __webpack_require__(97);
// EXTERNAL MODULE: ./src/domain/apply/merge-hunks.ts
var merge_hunks = __webpack_require__(4299);
;// CONCATENATED MODULE: ./src/domain/apply/replay-patch.ts


const DEFAULT_CONTEXT = 3;
const DEFAULT_FUZZ = 2;
/** The change from `base` to `changed` as hunks over base lines. */
function lineHunks(base, changed) {
    const [a, b] = (0,line_diff/* internLines */.u)([base, changed]);
    const match = (0,line_diff/* matchLines */.n)(a, b);
    const hunks = [];
    let i = 0;
    let j = 0;
    while (i < base.length || j < changed.length) {
        if (i < base.length && match[i] === j) {
            i++;
            j++;
            continue;
        }
        const start = i;
        while (i < base.length && match[i] === -1)
            i++;
        const next = i < base.length ? match[i] : changed.length;
        hunks.push({ start, end: i, lines: changed.slice(j, next) });
        j = next;
    }
    return hunks;
}
/** Re-applies the change `base → changed` onto `target`. */
function replayChange(base, changed, target, options = {}) {
    const context = options.context ?? DEFAULT_CONTEXT;
    const fuzz = Math.min(options.fuzz ?? DEFAULT_FUZZ, context);
    const b = (0,merge_hunks/* splitLines */.u)(base);
    const t = (0,merge_hunks/* splitLines */.u)(target);
    const hunks = lineHunks(b, (0,merge_hunks/* splitLines */.u)(changed));
    const placed = [];
    let floor = 0;
    let delta = 0;
    let fuzzed = 0;
    let failed = 0;
    for (const h of hunks) {
        const found = place(b, t, h, { context, fuzz, floor, expected: h.start + delta });
        if (!found) {
            failed++;
            continue;
        }
        if (found.fuzz > 0)
            fuzzed++;
        placed.push({ at: found.at, length: h.end - h.start, lines: h.lines });
        delta = found.at - h.start;
        floor = found.at + (h.end - h.start);
    }
    if (failed > 0)
        return { hunks: hunks.length, fuzzed, failed };
    const out = [];
    let k = 0;
    for (const p of placed) {
        out.push(...t.slice(k, p.at), ...p.lines);
        k = p.at + p.length;
    }
    out.push(...t.slice(k));
    const text = out.length ? `${out.join('\n')}${endsWithNewline(target, changed) ? '\n' : ''}` : '';
    return { text, hunks: hunks.length, fuzzed, failed };
}
function endsWithNewline(target, changed) {
    return target === '' ? changed.endsWith('\n') : target.endsWith('\n');
}
/**
 * Where the hunk's replaced lines stand in the target with its context, nearest the expected place; or undefined. The
 * replaced lines must stand there exactly; at fuzz f, up to f of the context lines may differ (the other side edited
 * a line next to this change: exactly the case a cherry-pick conflicts on and a replay resolves). An insertion (no
 * replaced lines) must keep a context line right next to it.
 */
function place(base, target, h, o) {
    const removed = base.slice(h.start, h.end);
    const before = base.slice(Math.max(0, h.start - o.context), h.start);
    const after = base.slice(h.end, Math.min(base.length, h.end + o.context));
    let best;
    for (let at = o.floor; at + removed.length <= target.length; at++) {
        if (!same(target, at, removed))
            continue;
        let misses = 0;
        before.forEach((l, i) => {
            if (target[at - before.length + i] !== l)
                misses++;
        });
        after.forEach((l, i) => {
            if (target[at + removed.length + i] !== l)
                misses++;
        });
        if (misses > o.fuzz)
            continue;
        if (removed.length === 0) {
            const prev = before.length ? target[at - 1] === before[before.length - 1] : at === 0;
            const next = after.length ? target[at] === after[0] : at === target.length;
            if (!prev && !next)
                continue;
            // An insertion anchored by context alone must keep most of it: a lone blank line anchors nothing.
            if (misses * 2 > before.length + after.length)
                continue;
        }
        if (!best ||
            misses < best.fuzz ||
            (misses === best.fuzz && Math.abs(at - o.expected) < Math.abs(best.at - o.expected)))
            best = { at, fuzz: misses };
    }
    return best;
}
function same(lines, at, block) {
    if (at < 0 || at + block.length > lines.length)
        return false;
    for (let i = 0; i < block.length; i++)
        if (lines[at + i] !== block[i])
            return false;
    return true;
}

// EXTERNAL MODULE: ./src/domain/apply/resolver-ladder.ts
var resolver_ladder = __webpack_require__(5154);
// EXTERNAL MODULE: ./src/domain/apply/guards.ts + 6 modules
var apply_guards = __webpack_require__(5465);
;// CONCATENATED MODULE: ./src/services/apply/ladder.ts
/**
 * The resolver ladder of `--on-conflict resolve`: per conflicted commit, rungs in order (rerere, fork-decision,
 * replay, agent by default; `--resolvers` picks and orders them), each proposing a resolution that the guards judge,
 * stopping at the first the guards accept. A rung's verdict is capped at its maximum (replay: review), so a rung never
 * accepts what it may only propose. Works on texts and callbacks only: apply drives it on a stopped pick (ladder-run.ts),
 * and an audit can drive it on a past pick read from objects (no work tree): give it the pick's state, a judge, and
 * the rerere/agent callbacks it has (a rung without one is skipped).
 */




/** Runs the rungs in order, stopping at the first resolution the guards accept. */
async function runResolverLadder(state, rungs, hooks) {
    const attempts = [];
    for (const rung of rungs) {
        const answer = await propose(rung, state, hooks, attempts);
        const attempt = await judged(rung, answer, hooks);
        attempts.push(attempt);
        hooks.onAttempt?.(attempt);
        if (attempt.verdict === 'accept')
            break;
        await hooks.afterAttempt?.(attempt);
    }
    const chosen = (0,resolver_ladder/* chosenAttempt */.qy)(attempts);
    if (chosen !== undefined)
        attempts[chosen].chosen = true;
    return { attempts, ...(chosen !== undefined ? { chosen } : {}) };
}
async function propose(rung, state, hooks, before) {
    try {
        switch (rung) {
            case 'rerere':
                return hooks.rerere ? await hooks.rerere() : { skip: 'no rerere cache here' };
            case 'fork-decision':
                return forkDecision(state);
            case 'replay':
                return await replayProposal(state, hooks.tools ?? (await (0,merge_tools/* availableMergeTools */.td)()), hooks.tmpDir);
            case 'agent':
                if (!hooks.agent)
                    return { skip: 'no agent configured (--agent)' };
                return await hooks.agent(before.flatMap((a) => a.proposal && a.verdict
                    ? [{ rung: a.rung, proposal: a.proposal, verdict: a.verdict, evidence: a.evidence }]
                    : []));
        }
    }
    catch (error) {
        return { fail: `${rung} failed: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300) };
    }
}
async function judged(rung, answer, hooks) {
    if ('skip' in answer || 'fail' in answer) {
        return {
            rung,
            outcome: 'skip' in answer ? 'skipped' : 'failed',
            verdict: null,
            guardVerdict: null,
            reason: 'skip' in answer ? answer.skip : answer.fail,
            evidence: 'fail' in answer && answer.guards ? (0,apply_guards/* failedReasons */.hQ)(answer.guards) : [],
            chosen: false,
            guards: 'fail' in answer ? (answer.guards ?? []) : [],
        };
    }
    const guards = await hooks.judge(answer, rung);
    const guardVerdict = (0,apply_guards/* combinedVerdict */.Fp)(guards);
    return {
        rung,
        outcome: 'proposed',
        verdict: (0,resolver_ladder/* capVerdict */.OA)(rung, guardVerdict, hooks.maxVerdict),
        guardVerdict,
        reason: answer.reason,
        evidence: [...(0,apply_guards/* failedReasons */.hQ)(guards), ...(0,apply_guards/* reviewReasons */.EW)(guards)].slice(0, 20),
        chosen: false,
        proposal: answer,
        guards,
    };
}
/**
 * The fork's decision on a modify/delete: a file the fork deleted stays deleted (upstream's edit has no home), a file
 * upstream deleted that the fork changed stays as the fork has it. Only when every conflicted path is such a conflict:
 * the rung decides whole commits.
 */
function forkDecision(state) {
    const files = new Map();
    const kept = [];
    const deleted = [];
    for (const s of state.sides) {
        if (s.base === null || (s.ours === null) === (s.theirs === null))
            return { skip: `${s.path} is not a modify/delete conflict` };
        if (s.ours === null) {
            files.set(s.path, null);
            deleted.push(s.path);
        }
        else {
            files.set(s.path, s.ours);
            kept.push(s.path);
        }
    }
    if (files.size === 0)
        return { skip: 'no conflicted path' };
    const parts = [
        ...(deleted.length ? [`kept the fork's deletion of ${deleted.join(', ')}`] : []),
        ...(kept.length ? [`kept the fork's ${kept.join(', ')}, which upstream deleted`] : []),
    ];
    return { files, reason: `fork decision: ${parts.join('; ')}` };
}
/**
 * Both directions per file — the fork's change (base → ours) re-applied onto upstream's new file, then upstream's
 * (base → theirs) onto the fork's — with wiggle, then patch, where present, else the built-in replay. The first clean
 * direction is the proposal; a file neither direction replays cleanly fails the rung.
 */
async function replayProposal(state, tools, tmpDir) {
    const files = new Map();
    const how = [];
    for (const s of state.sides) {
        if (s.base === null || s.ours === null || s.theirs === null)
            return {
                skip: `${s.path} is ${s.base === null ? 'added on both sides' : 'a modify/delete'}: nothing to replay onto`,
            };
        const directions = [
            { name: "the fork's change onto upstream's file", base: s.base, changed: s.ours, target: s.theirs },
            { name: "upstream's change onto the fork's file", base: s.base, changed: s.theirs, target: s.ours },
        ];
        let found;
        for (const d of directions) {
            for (const tool of tools.length ? tools : ['built-in']) {
                const text = tool === 'built-in'
                    ? replayChange(d.base, d.changed, d.target).text
                    : await (0,merge_tools/* replayWithTool */.Ib)(tool, { base: d.base, changed: d.changed, target: d.target }, tmpDir);
                if (text !== undefined) {
                    found = { text, label: `${d.name} (${tool})` };
                    break;
                }
            }
            if (found)
                break;
        }
        if (!found)
            return { fail: `${s.path}: neither side's change replays cleanly onto the other's file` };
        files.set(s.path, found.text);
        how.push(`${s.path}: ${found.label}`);
    }
    return { files, reason: `replay: ${how.join('; ')}` };
}
/** The attempts as the result records them (without the proposals' texts). */
function recordedAttempts(attempts) {
    return attempts.map(({ proposal: _p, guards: _g, ...a }) => a);
}



/***/ })

};
