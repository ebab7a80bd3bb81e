export const id = 21;
export const ids = [21];
export const modules = {

/***/ 7068:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dp: () => (/* binding */ chainWithChanges),
/* harmony export */   f7: () => (/* binding */ createBranchBundle),
/* harmony export */   kk: () => (/* binding */ unbundle),
/* harmony export */   mU: () => (/* binding */ chainCommits),
/* harmony export */   n6: () => (/* binding */ cleanPickTree),
/* harmony export */   xS: () => (/* binding */ changedPathsOfPairs),
/* harmony export */   zh: () => (/* binding */ resolveObjects)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);
/* harmony import */ var _pick_worktree_free_picks_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3888);
/**
 * The hand-over between the untrusted job (picks, agent, verify) and the privileged one (push, PR): a git bundle of
 * the apply branch, and the reads the privileged job re-checks it with. Nothing here checks out or runs anything from
 * the bundle: objects are written, refs are read, trees are computed.
 */



/** Writes `file` holding refs/heads/<branch>, with `base` as its one prerequisite. */
async function createBranchBundle(git, file, branch, base) {
    await git.run(['bundle', 'create', '-q', file, `refs/heads/${branch}`, `^${base}`]);
}
/** Stores the bundle's objects (no ref is changed) and returns its refs. Missing prerequisites: a user error. */
async function unbundle(git, file) {
    try {
        const { stdout } = await git.run(['bundle', 'unbundle', file]);
        const refs = new Map();
        for (const line of stdout.split('\n')) {
            const m = /^([0-9a-f]{40,64}) (\S+)$/.exec(line.trim());
            if (m)
                refs.set(m[2], m[1]);
        }
        return refs;
    }
    catch (error) {
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && /prerequisite|lacks/i.test(error.stderr)) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`artifact ${file}: this repository lacks the base commit the bundle was made on`, 'check out the fork with its full history (fetch-depth: 0) in the publishing job');
        }
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`artifact ${file}: not a readable git bundle (${error.stderr.trim().split('\n')[0]})`);
        }
        throw error;
    }
}
/** Every commit in base..head, oldest first (topological), with parents, tree and message. */
async function chainCommits(git, base, head) {
    const { stdout } = await git.run([
        'log',
        '-z',
        '--reverse',
        '--topo-order',
        '--format=%H%x00%P%x00%T%x00%B',
        '--end-of-options',
        head,
        `^${base}`,
        '--',
    ]);
    const fields = stdout.split('\0');
    const out = [];
    // -z ends each record with a NUL: four fields per record, the message last.
    for (let i = 0; i + 3 < fields.length; i += 4) {
        const sha = fields[i].replace(/^\n/, '');
        if (!sha)
            break;
        out.push({
            sha,
            parents: fields[i + 1].split(' ').filter(Boolean),
            tree: fields[i + 2],
            message: fields[i + 3],
        });
    }
    return out;
}
/**
 * `changedPaths` for many pairs in one `diff-tree --stdin` process, in the order given. Each input line gives a
 * header (`--always`, also for an empty diff), then raw records: a `:`-token and its path. A path is only ever read
 * right after such a token, so no path, whatever its name, can be taken for the next header.
 */
async function changedPathsOfPairs(git, pairs) {
    (0,_pick_worktree_free_picks_js__WEBPACK_IMPORTED_MODULE_2__/* .assertObjectIds */ .OH)(pairs.flatMap((x) => (x.from ? [x.to, x.from] : [x.to])));
    if (pairs.length === 0)
        return [];
    const input = pairs.map((p) => (p.from ? `${p.to} ${p.from}` : p.to)).join('\n') + '\n';
    const { stdout } = await git.run(['diff-tree', '--stdin', '-r', '-z', '--raw', '--no-renames', '--always', '--root'], {
        input,
    });
    const out = [];
    const tokens = stdout.split('\0');
    for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.startsWith(':'))
            out[out.length - 1]?.push(tokens[++i]);
        else if (token.replace(/^\n/, ''))
            out.push([]);
    }
    if (out.length !== pairs.length)
        throw new Error(`diff-tree --stdin answered ${out.length} of ${pairs.length} commit(s)`);
    return out;
}
/**
 * The tree a cherry-pick of `upstream` onto `parent` gives when it is clean, or undefined when it conflicts: the
 * same three-way merge (base = upstream's parent) as the sequencer, with no work tree. git 2.39 has no
 * `merge-tree --merge-base`, so a scratch commit with the fork tree and upstream's parent as its parent gives the
 * merge its base.
 */
async function cleanPickTree(git, parent, upstream) {
    const env = {
        GIT_AUTHOR_NAME: 'upstream-ingest',
        GIT_AUTHOR_EMAIL: 'upstream-ingest@localhost',
        GIT_AUTHOR_DATE: '1700000000 +0000',
        GIT_COMMITTER_NAME: 'upstream-ingest',
        GIT_COMMITTER_EMAIL: 'upstream-ingest@localhost',
        GIT_COMMITTER_DATE: '1700000000 +0000',
    };
    const scratch = (await git.run(['-c', 'commit.gpgSign=false', 'commit-tree', `${parent}^{tree}`, '-p', `${upstream}^`, '-m', 'scratch'], {
        env,
    })).stdout.trim();
    const merged = await git.run(['merge-tree', '--write-tree', '--no-messages', scratch, upstream], {
        okExitCodes: [1],
    });
    if (merged.exitCode !== 0)
        return undefined;
    return merged.stdout.split('\n')[0].trim();
}
/**
 * Resolves revisions (`x^{commit}`, `x^{tree}`, `x^^{commit}`) in one `cat-file --batch-check`: undefined for one that
 * is missing, ambiguous or holds a line break (it would read as two requests). The publish job resolves its base, the
 * recorded base and every upstream commit and parent at once, where it ran a process for each kind.
 */
async function resolveObjects(git, revisions) {
    const asked = revisions.filter((r) => r && !/[\r\n]/.test(r));
    if (asked.length === 0)
        return revisions.map(() => undefined);
    const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
        input: `${asked.join('\n')}\n`,
    });
    const lines = stdout.split('\n');
    const answers = new Map();
    asked.forEach((r, i) => {
        const m = /^([0-9a-f]{40,64}) (\w+)$/.exec(lines[i] ?? '');
        answers.set(r, m ? { oid: m[1], type: m[2] } : undefined);
    });
    return revisions.map((r) => answers.get(r));
}
/**
 * The recorded chain `shas` (each diffed against its parent) and `pairs` in one `diff-tree --stdin` process, each
 * answer headed by its commit's id, parents, tree and message: what `chainCommits` (a `log` of base..head) and
 * `changedPathsOfPairs` read in two. Undefined when the answer is not one header per line in the order asked (an
 * object missing, a line git skipped): the caller then reads the chain the long way. Every pair's `to` must be a
 * commit (a tree has no header).
 */
async function chainWithChanges(git, shas, pairs) {
    (0,_pick_worktree_free_picks_js__WEBPACK_IMPORTED_MODULE_2__/* .assertObjectIds */ .OH)([...shas, ...pairs.flatMap((x) => (x.from ? [x.to, x.from] : [x.to]))]);
    const lines = [...shas, ...pairs.map((p) => (p.from ? `${p.to} ${p.from}` : p.to))];
    if (lines.length === 0)
        return { commits: [], changed: [], pairs: [] };
    const { stdout } = await git.run([
        'diff-tree',
        '--stdin',
        '-r',
        '-z',
        '--raw',
        '--no-renames',
        '--always',
        '--root',
        '--format=%H%x00%P%x00%T%x00%B%x00',
    ], { input: `${lines.join('\n')}\n` });
    // Per answer: id, parents, tree and message (each ended by a NUL of the format), then raw records, each a
    // `:`-token and its path. Taken by position, so no message or path, whatever it holds, is read as a header.
    const tokens = stdout.split('\0');
    const answers = [];
    let i = 0;
    while (i < tokens.length) {
        const sha = tokens[i].replace(/^\n/, '');
        if (sha === '') {
            i++;
            continue;
        }
        if (!/^[0-9a-f]{40,64}$/.test(sha) || i + 3 >= tokens.length)
            return undefined;
        const answer = {
            sha,
            parents: tokens[i + 1].split(' ').filter(Boolean),
            tree: tokens[i + 2],
            message: tokens[i + 3],
            paths: [],
        };
        i += 4;
        while (i < tokens.length && tokens[i] === '')
            i++;
        while (i + 1 < tokens.length && /^\n?:/.test(tokens[i])) {
            answer.paths.push(tokens[i + 1]);
            i += 2;
        }
        answers.push(answer);
    }
    const wanted = [...shas, ...pairs.map((p) => p.to)];
    if (answers.length !== wanted.length || answers.some((a, k) => a.sha !== wanted[k]))
        return undefined;
    const chain = answers.slice(0, shas.length);
    return {
        commits: chain.map(({ paths: _paths, ...commit }) => commit),
        changed: chain.map((a) => a.paths),
        pairs: answers.slice(shas.length).map((a) => a.paths),
    };
}


/***/ }),

/***/ 599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nA: () => (/* binding */ ARTIFACT_FILES),
/* harmony export */   qJ: () => (/* binding */ ApplyArtifactSchema),
/* harmony export */   vF: () => (/* binding */ APPLY_ARTIFACT_VERSION)
/* harmony export */ });
/* unused harmony export ChainEntrySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _apply_result_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9428);


/**
 * `result.json` of an apply-bundle `prepare` step: the apply result (the same fields as `apply --json`) plus the
 * chain of commits the bundle must hold. The publishing job trusts none of it: it checks the bundle against it and
 * re-derives what it can.
 */
const APPLY_ARTIFACT_VERSION = 1;
const Sha = zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const ChainEntrySchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    /** The commit on the apply branch. */
    sha: Sha,
    parent: Sha,
    tree: Sha,
    /** The upstream commit it was picked from. */
    upstream: Sha,
    /** The provenance line of its message, exactly. */
    provenance: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
})
    .strict();
const ApplyArtifactSchema = _apply_result_js__WEBPACK_IMPORTED_MODULE_0__/* .ApplyResultSchema */ .jf.extend({
    artifact: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        version: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(APPLY_ARTIFACT_VERSION),
        /** `bundle.git` in the artifact folder, or null when nothing landed (no bundle is written). */
        bundle: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('bundle.git').nullable(),
        chain: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(ChainEntrySchema),
    })
        .strict(),
});
const ARTIFACT_FILES = { bundle: 'bundle.git', result: 'result.json' };


/***/ }),

/***/ 9428:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jf: () => (/* binding */ ApplyResultSchema)
/* harmony export */ });
/* unused harmony exports ApplyStatusSchema, CommitApplyStatusSchema, GuardNameSchema, GuardVerdictSchema, GuardEvidenceSchema, GuardResultSchema, AgentUsageSchema, AgentAttemptSchema, AgentReportSchema, AgentRunSchema, ResolverRungSchema, ResolutionAttemptSchema, CommitResultSchema, PushResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var _apply_result_version_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1757);


/** The JSON that `upstream-ingest apply --json` prints and the apply-bundle action puts in its `json` output. */

const Sha = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
/** Overall verdict. Exit 0 for applied, partial, resolved and already-applied; 1 otherwise. */
const ApplyStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['applied', 'partial', 'conflict', 'resolved', 'rejected', 'already-applied']);
/** What happened to one upstream commit. */
const CommitApplyStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'clean',
    'resolved',
    'deferred',
    'already-applied',
    'empty',
    'conflict',
    'rejected',
    'not-attempted',
]);
const GuardNameSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'conflict-markers',
    'scope',
    'github-dir',
    'tests',
    'diff-bound',
    'verify',
    'unresolved',
    'one-sided',
    'duplicated-block',
    'hunk-intent',
    'repo-config',
    'novel-tokens',
    'syntax',
    'renames',
]);
/** accept: may land unattended; review: lands only with a human approval (PR labelled); reject: undone, deferred. */
const GuardVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['accept', 'review', 'reject']);
/** Where a guard looked: a file and 1-based lines (null: the whole file). */
const GuardEvidenceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), startLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(), endLine: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable() })
    .strict();
const GuardResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    name: GuardNameSchema,
    /** The guard passed (verdict accept). */
    ok: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    /** Always written by this version; absent in results of earlier versions (read it as accept when ok). */
    verdict: GuardVerdictSchema.optional(),
    /** Why it failed or needs review (paths, counts); empty when it passed. */
    details: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GuardEvidenceSchema).optional(),
})
    .strict();
/** Tokens and cost of agent calls, as far as the API reported them (null: not reported). */
const AgentUsageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
})
    .strict();
/** One agent attempt on a conflict: the guards' verdict (or `failed`: the agent or its answer failed) and why. */
const AgentAttemptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    attempt: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    verdict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['accept', 'review', 'reject', 'failed']),
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GuardEvidenceSchema),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    usage: AgentUsageSchema.nullable(),
    /** Calls taken from the run's budget (--agent-max-calls). */
    calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** The attempt's transcript file (an artifact), when it was written. */
    transcript: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
})
    .strict();
/** The agent's work on one conflict: which agent (`preset:NAME` or `command`), each attempt, the totals. */
const AgentReportSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AgentAttemptSchema),
    /** The attempt whose resolution the commit carries (or was judged last); null when none ran to the guards. */
    chosen: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).nullable(),
    usage: AgentUsageSchema.nullable(),
    calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
})
    .strict();
/** The agent's work over the whole run: the totals of every commit's attempts against the run's budget. */
const AgentRunSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    agent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /** Calls made, and the budget (--agent-max-calls; null: none). */
    calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    maxCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().nullable(),
    attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    usage: AgentUsageSchema.nullable(),
})
    .strict();
/** The rungs of the resolver ladder (`--resolvers`), in their default order. */
const ResolverRungSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['rerere', 'fork-decision', 'replay', 'agent']);
/** One rung's try at a conflicted commit: what it proposed and what the guards said (capped by the rung's maximum). */
const ResolutionAttemptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    rung: ResolverRungSchema,
    /** proposed: a resolution was judged; skipped: the rung does not apply here; failed: it ran and produced none. */
    outcome: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['proposed', 'skipped', 'failed']),
    /** The verdict, capped at the rung's maximum (replay: at most review); null when nothing was proposed. */
    verdict: GuardVerdictSchema.nullable(),
    /** The guards' own verdict before the cap. */
    guardVerdict: GuardVerdictSchema.nullable(),
    /** Why it was skipped or failed, or the resolver's one-line account. */
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The guards' findings on the proposal: `guard: detail`, with where they looked. */
    evidence: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** This attempt is the one that landed (or was deferred for review). */
    chosen: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
})
    .strict();
const CommitResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    sha: Sha,
    subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: CommitApplyStatusSchema,
    /** The commit on the apply branch, or null when the upstream commit did not land. */
    forkSha: Sha.nullable(),
    conflictPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** The plan's prediction, when the commits came from a plan. */
    predicted: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['clean', 'conflict', 'empty', 'unknown']).nullable(),
    reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
    /** Taken unchanged from the branch's previous value (a re-run), not picked again. */
    reused: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    resolution: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        via: ResolverRungSchema,
        reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        files: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()),
        /** Every rung tried, in ladder order (absent on a reused commit and in results of earlier versions). */
        attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ResolutionAttemptSchema).optional(),
    })
        .strict()
        .nullable(),
    guards: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(GuardResultSchema),
    /** The guards' combined verdict on a resolution; null when the commit needed none. */
    verdict: GuardVerdictSchema.nullable().optional(),
    /** The agent's attempts on this commit's conflict, when an agent ran. */
    agent: AgentReportSchema.optional(),
})
    .strict();
const PushResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    remote: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pushed', 'up-to-date', 'rejected', 'skipped']),
    /** The lease: the branch's value on the remote before this run (null: it did not exist). */
    expected: Sha.nullable(),
    reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
})
    .strict();
const ApplyResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    schemaVersion: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(_apply_result_version_js__WEBPACK_IMPORTED_MODULE_1__/* .APPLY_SCHEMA_VERSION */ .C),
    status: ApplyStatusSchema,
    bundle: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict().nullable(),
    branch: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    base: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ ref: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), sha: Sha }).strict(),
    /** The branch head after the run (the base when nothing landed). */
    head: Sha,
    /** The local branch's value before the run, or null. */
    previousHead: Sha.nullable(),
    provenance: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    onConflict: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['defer', 'agent', 'stop', 'resolve']),
    commits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(CommitResultSchema),
    /** Commits left out (conflict, dependency, culprit), for the ledger or the next plan. */
    deferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ sha: Sha, subject: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), paths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }).strict()),
    verify: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ command: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), ok: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), summary: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), culprits: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(Sha), probes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int() })
        .strict()
        .nullable(),
    push: PushResultSchema.nullable(),
    pr: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ number: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), url: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), created: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY() }).strict().nullable(),
    /** The agent's totals over the run, when an agent ran. */
    agent: AgentRunSchema.optional(),
    /** Landed resolutions that need a human approval: the PR is labelled and must not be auto-merged. */
    review: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ needed: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), label: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), reasons: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) })
        .strict()
        .optional(),
    counts: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        total: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        landed: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        clean: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        resolved: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        deferred: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        alreadyApplied: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        empty: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        rejected: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        conflict: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    })
        .strict(),
})
    .strict();


/***/ }),

/***/ 9021:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readArtifact: () => (/* binding */ readArtifact),
/* harmony export */   writeArtifact: () => (/* binding */ writeArtifact)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4284);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _adapters_git_remote_bundle_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7068);
/* harmony import */ var _domain_apply_provenance_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3200);
/* harmony import */ var _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(599);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8382);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5126);








/**
 * The untrusted job's hand-over (`mode: prepare`, `apply --prepare-out`): the branch as a git bundle on top of the
 * base, and result.json — the apply result plus the chain of commits the bundle holds. Written into a fresh folder:
 * whatever was there before is removed, so an artifact never mixes two runs.
 */
async function writeArtifact(git, dir, result) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(dir, { recursive: true, force: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const style = (0,_domain_apply_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .parseProvenanceStyle */ .sL)(result.provenance) ?? { kind: 'x' };
    const chain = [];
    const landed = result.head !== result.base.sha;
    if (landed) {
        for (const c of await (0,_adapters_git_remote_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .chainCommits */ .mU)(git, result.base.sha, result.head)) {
            const upstream = (0,_domain_apply_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .provenanceOf */ .Jj)(c.message, style);
            if (!upstream || c.parents.length !== 1) {
                throw new Error(`prepare: ${c.sha} on ${result.branch} has no provenance line or is a merge`);
            }
            chain.push({
                sha: c.sha,
                parent: c.parents[0],
                tree: c.tree,
                upstream,
                provenance: (0,_domain_apply_provenance_js__WEBPACK_IMPORTED_MODULE_7__/* .provenanceLine */ .Mh)(style, upstream),
            });
        }
        await (0,_adapters_git_remote_bundle_js__WEBPACK_IMPORTED_MODULE_3__/* .createBranchBundle */ .f7)(git, (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_FILES */ .nA.bundle), result.branch, result.base.sha);
    }
    const artifact = {
        ...result,
        artifact: { version: _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .APPLY_ARTIFACT_VERSION */ .vF, bundle: landed ? _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_FILES */ .nA.bundle : null, chain },
    };
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_FILES */ .nA.result), `${JSON.stringify(artifact, null, 2)}\n`);
    return artifact;
}
/** result.json of an artifact folder, validated (it comes from an untrusted job: its shape is checked first). */
async function readArtifact(dir) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_FILES */ .nA.result);
    let text;
    try {
        // Written by an untrusted job: a FIFO or a device there must fail at once, not hang the publish job.
        text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_1__/* .readUserFile */ .E1)(path, 'artifact', _schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_FILES */ .nA.result);
    }
    catch (error) {
        const why = /\(([^()]*)\)$/.exec(error.message)?.[1] ?? 'error';
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`artifact-dir ${dir}: no ${_schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ARTIFACT_FILES */ .nA.result} (${why})`, 'download the artifact the prepare job uploaded into this folder');
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`artifact ${path}: not JSON`);
    }
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_6__.parseOrThrow)(_schemas_apply_artifact_js__WEBPACK_IMPORTED_MODULE_4__/* .ApplyArtifactSchema */ .qJ, data, `artifact ${path}`);
}


/***/ })

};
