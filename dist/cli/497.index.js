export const id = 497;
export const ids = [497];
export const modules = {

/***/ 497:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  handleStop: () => (/* binding */ handleStop)
});

// EXTERNAL MODULE: ./src/adapters/git/pick/pick-session.ts
var pick_session = __webpack_require__(8813);
// EXTERNAL MODULE: ./src/adapters/git/worktree/branch-head.ts
var branch_head = __webpack_require__(8184);
// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
// EXTERNAL MODULE: ./src/services/apply/python-syntax.ts + 1 modules
var python_syntax = __webpack_require__(5822);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/adapters/git/pick/conflict-state.ts
/**
 * Re-creates the conflict (markers in the work tree, stages in the index) of content-conflicted paths whose
 * resolution was staged or written: git keeps the stages as resolve-undo when a conflict is staged. Returns false
 * when git could not (a modify/delete has no two sides to merge again).
 */
async function recreateConflicts(git, paths) {
    if (paths.length === 0)
        return true;
    const { exitCode } = await git.run(['--literal-pathspecs', 'checkout', '-m', '--pathspec-from-file=-', '--pathspec-file-nul'], { input: paths.join('\0') + '\0', okExitCodes: [1] });
    return exitCode === 0;
}
/** Puts paths a resolver wrote besides the conflicted ones back to the index (the pick's clean merge). */
async function restoreFromIndex(git, paths) {
    if (paths.length === 0)
        return;
    await git.run(['--literal-pathspecs', 'checkout', '--pathspec-from-file=-', '--pathspec-file-nul', '--'], {
        input: paths.join('\0') + '\0',
    });
}
/** Which of `paths` the index holds (at any stage). */
async function indexedPaths(git, paths) {
    if (paths.length === 0)
        return new Set();
    const { stdout } = await git.run(['--literal-pathspecs', 'ls-files', '-z', '--pathspec-from-file=-', '--pathspec-file-nul'], { input: paths.join('\0') + '\0' });
    return new Set(stdout.split('\0').filter(Boolean));
}

// EXTERNAL MODULE: ./src/domain/apply/fork-message.ts
var fork_message = __webpack_require__(3405);
// EXTERNAL MODULE: ./src/domain/apply/conflict-resolution.ts
var conflict_resolution = __webpack_require__(9360);
// EXTERNAL MODULE: ./src/domain/apply/guards.ts + 5 modules
var apply_guards = __webpack_require__(2513);
// EXTERNAL MODULE: ./src/domain/apply/provenance.ts
var provenance = __webpack_require__(3200);
// EXTERNAL MODULE: ./src/domain/apply/renames.ts
var renames = __webpack_require__(9424);
// EXTERNAL MODULE: ./src/services/apply/agents/attempts.ts + 12 modules
var agents_attempts = __webpack_require__(4230);
// EXTERNAL MODULE: ./src/services/apply/ladder.ts + 1 modules
var ladder = __webpack_require__(9372);
// EXTERNAL MODULE: ./src/adapters/git/read/commit-diffs.ts
var commit_diffs = __webpack_require__(542);
// EXTERNAL MODULE: ./src/adapters/git/read/blob-read.ts
var blob_read = __webpack_require__(874);
// EXTERNAL MODULE: ./src/adapters/git/read/rename-pairs.ts
var rename_pairs = __webpack_require__(6404);
// EXTERNAL MODULE: ./src/domain/apply/judge-resolution.ts
var judge_resolution = __webpack_require__(831);
;// CONCATENATED MODULE: ./src/services/apply/resolution-guards.ts





async function stopFacts(run, stop, extraPaths = []) {
    const [staged, upstream, renames] = await Promise.all([
        (0,commit_diffs/* stagedNumstat */.DM)(run.git),
        (0,commit_diffs/* commitNumstat */.EY)(run.git, stop.sha),
        (0,rename_pairs/* pickRenames */.j)(run.git, stop.sha, 'HEAD'),
    ]);
    const hasParent = (run.records.get(stop.sha)?.parents.length ?? 0) > 0;
    const facts = {
        staged: new Map(staged.map((e) => [e.path, e.added + e.deleted])),
        upstream: upstream.map((e) => ({ path: e.path, lines: e.added + e.deleted })),
        renames,
        blobs: new Map(),
        hasParent,
    };
    await readVersions(run, stop, facts, [...stop.conflictedPaths, ...facts.staged.keys(), ...extraPaths]);
    return facts;
}
function specsOf(stop, hasParent, p) {
    return [`HEAD:${p}`, `:${p}`, ...(hasParent ? [`${stop.sha}^:${p}`] : []), `${stop.sha}:${p}`];
}
async function readVersions(run, stop, facts, paths) {
    const family = new Set();
    for (const p of [...paths, ...facts.upstream.map((e) => e.path)])
        for (const n of (0,renames/* renameFamily */.dr)(p, facts.renames))
            family.add(n);
    const missing = [...family].filter((p) => !facts.blobs.has(`HEAD:${p}`));
    if (missing.length === 0)
        return;
    const blobs = await (0,blob_read/* readBlobs */.b)(run.git, missing.flatMap((p) => specsOf(stop, facts.hasParent, p)));
    for (const [k, v] of blobs)
        facts.blobs.set(k, v);
}
/**
 * What the guards judge a candidate resolution by: the pick's paths and size against the upstream commit, and every
 * touched file in its four versions (fork, resolved, upstream before and after), renames followed. The same shape as
 * publish's re-check and audit-guards build from commits (judge-commit.ts), so all three give the same verdicts.
 */
async function candidateGuardInput(run, stop, facts, candidate) {
    const written = [...candidate.files.keys()];
    await readVersions(run, stop, facts, written);
    const conflicted = new Set(stop.conflictedPaths);
    const get = (spec) => facts.blobs.get(spec) ?? null;
    const upstreamPaths = facts.upstream.map((e) => e.path);
    const upstreamSet = new Set(upstreamPaths);
    const family = new Set();
    for (const p of [...stop.conflictedPaths, ...written, ...facts.staged.keys(), ...upstreamPaths])
        for (const n of (0,renames/* renameFamily */.dr)(p, facts.renames))
            family.add(n);
    const files = [...family].map((p) => ({
        path: p,
        ours: get(`HEAD:${p}`),
        resolved: candidate.files.has(p) ? candidate.files.get(p) : conflicted.has(p) ? get(`HEAD:${p}`) : get(`:${p}`),
        upstreamBefore: facts.hasParent ? get(`${stop.sha}^:${p}`) : null,
        upstreamAfter: get(`${stop.sha}:${p}`),
    }));
    const perFile = {};
    for (const [p, n] of facts.staged)
        if (!conflicted.has(p) && !candidate.files.has(p))
            perFile[p] = n;
    for (const p of new Set([...written, ...stop.conflictedPaths])) {
        const f = files.find((x) => x.path === p);
        const n = (0,judge_resolution/* changedLines */.MA)(f.ours, f.resolved);
        if (n > 0 || f.ours !== f.resolved)
            perFile[p] = n;
    }
    const resolutionPaths = Object.keys(perFile).filter((p) => {
        const f = files.find((x) => x.path === p);
        return !f || f.ours !== f.resolved;
    });
    const unexpected = resolutionPaths.filter((p) => !upstreamSet.has(p) && !conflicted.has(p));
    return {
        conflictedPaths: stop.conflictedPaths,
        allowedGlobs: run.settings.allowPaths,
        agentChangedPaths: [...new Set([...written, ...unexpected])],
        resolutionPaths,
        upstreamPaths,
        files: files.filter((f) => f.ours !== null || f.resolved !== null || f.upstreamBefore !== null || f.upstreamAfter !== null),
        resolutionLines: Object.values(perFile).reduce((n, v) => n + v, 0),
        resolutionFileLines: perFile,
        untouchedPaths: candidate.untouched ?? stop.conflictedPaths.filter((p) => !candidate.files.has(p)),
        ...(candidate.reason ? { agentReason: candidate.reason } : {}),
        upstreamLines: facts.upstream.reduce((n, e) => n + e.lines, 0),
        bound: run.settings.diffBound,
        resolver: candidate.rung,
        renames: facts.renames,
    };
}

;// CONCATENATED MODULE: ./src/adapters/git/worktree/index-blobs.ts
/** The blob ids staged (stage 0) for `paths`, in one process; null where a path is not staged (deleted, unmerged). */
async function stagedBlobIds(git, paths) {
    const out = new Map();
    if (paths.length === 0)
        return out;
    const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
        input: paths.map((p) => `:0:${p}`).join('\n') + '\n',
    });
    const lines = stdout.split('\n');
    paths.forEach((p, i) => out.set(p, /^([0-9a-f]{40,64}) blob$/.exec(lines[i] ?? '')?.[1] ?? null));
    return out;
}

;// CONCATENATED MODULE: ./src/services/apply/resolution-origin.ts



/**
 * rerere records WHAT a resolution is; this records WHO made it. Without it, a run killed after rerere recorded the
 * agent's resolution but before the branch kept it replays the resolution through rerere on the re-run, writes
 * `Resolved-By: rerere` instead of `agent`, and so a different commit (then a force-push of new SHAs). Kept next to
 * the rerere entries (rr-cache, so the actions cache carries both), keyed by the upstream commit, valid only for the
 * very same staged result (blob ids of the conflicted paths).
 */
const FILE = 'upstream-ingest-origins.json';
function fileOf(run) {
    return (0,external_node_path_.join)(run.paths.commonDir, 'rr-cache', FILE);
}
function keyOf(stop) {
    return `${stop.sha}:${[...stop.conflictedPaths].sort().join('\u0000')}`;
}
async function load(run) {
    try {
        const data = JSON.parse(await (0,promises_.readFile)(fileOf(run), 'utf8'));
        return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
    }
    catch {
        return {};
    }
}
async function store(run, origins) {
    const file = fileOf(run);
    await (0,promises_.mkdir)((0,external_node_path_.join)(run.paths.commonDir, 'rr-cache'), { recursive: true });
    // Written whole then renamed: a kill mid-write leaves the previous file, never half a one.
    await (0,promises_.writeFile)(`${file}.tmp`, JSON.stringify(origins));
    await (0,promises_.rename)(`${file}.tmp`, file);
}
/** Before rerere records the staged resolution: who made it. */
async function saveOrigin(run, stop, resolution) {
    const origins = await load(run);
    const blobs = Object.fromEntries(await stagedBlobIds(run.git, stop.conflictedPaths));
    origins[keyOf(stop)] = { via: resolution.via, reason: resolution.reason, blobs };
    await store(run, origins);
}
/** The origin of the resolution rerere just replayed, when it is the one recorded; undefined otherwise. */
async function replayedOrigin(run, stop) {
    const record = (await load(run))[keyOf(stop)];
    if (!record || record.via === 'rerere')
        return undefined;
    const now = await stagedBlobIds(run.git, stop.conflictedPaths);
    const same = stop.conflictedPaths.every((p) => (record.blobs[p] ?? null) === (now.get(p) ?? null));
    return same ? { via: record.via, reason: record.reason } : undefined;
}
/** A rejected resolution is forgotten by rerere; so is its origin. */
async function forgetOrigin(run, stop) {
    const origins = await load(run);
    if (!(keyOf(stop) in origins))
        return;
    delete origins[keyOf(stop)];
    await store(run, origins);
}

// EXTERNAL MODULE: ./src/services/apply/settings.ts
var settings = __webpack_require__(6482);
// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
// EXTERNAL MODULE: ./src/services/apply/verify.ts
var verify = __webpack_require__(1542);
// EXTERNAL MODULE: ./src/adapters/git/worktree/work-tree.ts
var work_tree = __webpack_require__(5965);
// EXTERNAL MODULE: ./src/adapters/files/path-exists.ts
var path_exists = __webpack_require__(830);
;// CONCATENATED MODULE: ./src/services/apply/agent-resolution.ts




















/**
 * Conflict resolution through the resolver ladder (ladder.ts): `--on-conflict agent` is rerere then the agent,
 * `--on-conflict resolve` the configured rungs. The attempt the ladder ends with is written and staged, the verify
 * command (when configured) judges it too, and an accepted or reviewable one is committed with the upstream author and
 * the run's committer stamp.
 */
async function resolve(run, stop, head) {
    const record = run.records.get(stop.sha);
    const facts = await stopFacts(run, stop);
    const state = { sha: stop.sha, sides: conflictSides(stop, facts) };
    let pickGone = false;
    let agentExtra = [];
    let replayedVia;
    const outcome = await (0,ladder/* runResolverLadder */.eW)(state, (0,settings/* ladderRungs */.I9)(run.settings), {
        ...(run.settings.resolverLimits ? { maxVerdict: run.settings.resolverLimits } : {}),
        judge: async (proposal, rung) => (0,apply_guards/* evaluateGuards */.S_)(await candidateInput(run, stop, facts, {
            files: proposal.files,
            rung,
            ...(proposal.reason ? { reason: proposal.reason } : {}),
            ...(rung === 'agent' ? { untouched: proposal.untouched } : {}),
            ...(rung === 'rerere' ? { untouched: [] } : {}),
        })),
        rerere: async () => {
            if (stop.rerereResolved.length === 0)
                return { skip: 'no recorded resolution of this pick' };
            if ((await (0,pick_session/* unmergedPaths */.MA)(run.git)).length > 0)
                return { fail: `a recorded resolution covers only ${stop.rerereResolved.join(', ')}` };
            replayedVia = await replayedOrigin(run, stop);
            return {
                files: await worktreeTexts(run, stop.conflictedPaths),
                reason: replayedVia?.reason ?? 'reused a resolution recorded earlier (git rerere)',
                ...(replayedVia ? { via: replayedVia.via } : {}),
            };
        },
        ...(run.settings.agent
            ? {
                agent: async (proposals) => {
                    run.proposals.set(stop.sha, proposals.map((p) => ({
                        rung: p.rung,
                        verdict: p.verdict,
                        reason: p.proposal.reason,
                        evidence: [...p.evidence],
                        files: [...p.proposal.files].map(([path, content]) => ({ path, content })),
                    })));
                    // The agent's attempts (--agent-attempts), each judged by the ladder's guards; a review or reject goes
                    // back to it with the verdicts and their evidence, and the best attempt's files stay staged.
                    const judgeAgent = async (changed, why) => {
                        const paths = [...new Set([...stop.conflictedPaths, ...changed])];
                        return (0,apply_guards/* evaluateGuards */.S_)(await candidateInput(run, stop, facts, {
                            files: await worktreeTexts(run, paths),
                            rung: 'agent',
                            reason: why,
                            untouched: stop.conflictedPaths.filter((p) => !changed.includes(p)),
                        }));
                    };
                    const agent = await (0,agents_attempts/* resolveByAgent */.P)(run, stop, record, head, judgeAgent).finally(() => run.proposals.delete(stop.sha));
                    pickGone = !(await (0,path_exists/* exists */.t)((0,external_node_path_.join)(run.paths.gitDir, 'CHERRY_PICK_HEAD')));
                    if (!agent.ok)
                        return {
                            fail: agent.reasons.join('; ') || 'the agent failed',
                            ...(agent.guards ? { guards: agent.guards } : {}),
                        };
                    agentExtra = agent.changed.filter((p) => !stop.conflictedPaths.includes(p));
                    const changed = [...new Set([...stop.conflictedPaths, ...agent.changed])];
                    const answer = {
                        files: await worktreeTexts(run, changed),
                        reason: agent.reason,
                        untouched: stop.conflictedPaths.filter((p) => !agent.changed.includes(p)),
                    };
                    return answer;
                },
            }
            : {}),
        afterAttempt: async (attempt) => {
            if (attempt.rung === 'rerere' && attempt.outcome !== 'skipped') {
                // A rejected replay must not be replayed by rerere on the next run; the conflict comes back for the next rung.
                if (attempt.verdict === 'reject') {
                    await (0,work_tree/* forgetRerere */.VU)(run.git, stop.conflictedPaths).catch(() => undefined);
                    await forgetOrigin(run, stop).catch(() => undefined);
                }
                await recreateConflicts(run.git, stop.rerereResolved).catch(() => false);
            }
        },
        tmpDir: run.tempDir,
        ...(run.settings.replayTools ? { tools: run.settings.replayTools } : {}),
        onAttempt: (a) => run.logger.info(`${(0,short_sha/* short */.h)(stop.sha)}: ${(0,ladder/* attemptLine */.O_)(a)}`),
    });
    const attempts = (0,ladder/* recordedAttempts */.hz)(outcome.attempts);
    const chosen = outcome.chosen !== undefined ? outcome.attempts[outcome.chosen] : undefined;
    if (!chosen || pickGone) {
        const last = [...outcome.attempts].reverse().find((a) => a.outcome === 'proposed');
        const failed = [...outcome.attempts].reverse().find((a) => a.guards.length > 0);
        const attemptedBy = last ?? [...outcome.attempts].reverse().find((a) => a.outcome !== 'skipped');
        const reasons = last
            ? (0,apply_guards/* failedReasons */.hQ)(last.guards)
            : outcome.attempts.filter((a) => a.outcome === 'failed').map((a) => a.reason);
        if (chosen)
            chosen.chosen = false;
        return {
            accepted: false,
            guards: (last ?? failed)?.guards ?? [],
            reasons: reasons.length
                ? reasons
                : [`no resolver proposed a resolution (${outcome.attempts.map((a) => `${a.rung}: ${a.reason}`).join('; ')})`],
            ...(last ? { verdict: 'reject' } : {}),
            ...(attemptedBy ? { resolution: resolutionOf(stop, attemptedBy) } : {}),
            attempts: (0,ladder/* recordedAttempts */.hz)(outcome.attempts),
        };
    }
    // A resolver the ladder went past may have written files besides the conflicted ones: back to the pick's merge.
    if (chosen.rung !== 'agent' && agentExtra.length)
        await undoExtraFiles(run, agentExtra);
    return land(run, stop, chosen, attempts, replayedVia);
}
/** The guards' input on a candidate, with Python's own parse of its Python texts. */
async function candidateInput(...args) {
    return (0,python_syntax/* withPythonParses */.$K)(await candidateGuardInput(...args));
}
/** The chosen attempt, written, staged, verified and committed (or deferred for review). */
async function land(run, stop, chosen, attempts, replayed) {
    const record = run.records.get(stop.sha);
    const proposal = chosen.proposal;
    await writeProposal(run, proposal);
    await (0,pick_session/* stagePaths */.TC)(run.git, [...new Set([...stop.conflictedPaths, ...proposal.files.keys()])]);
    let guards = chosen.guards;
    if ((0,apply_guards/* combinedVerdict */.Fp)(guards) !== 'reject' && run.settings.verify) {
        const v = await (0,verify/* runVerify */.R)(run);
        guards = [...guards, (0,apply_guards/* verifyGuard */.fX)({ ...dummyInput(), verify: v })];
    }
    const byRerere = chosen.rung === 'rerere';
    const resolution = resolutionOf(stop, chosen, replayed);
    const guardVerdict = (0,apply_guards/* combinedVerdict */.Fp)(guards);
    // The rung's cap stands: replay never lands as accept, whatever the guards say.
    const verdict = guardVerdict === 'reject' ? 'reject' : chosen.verdict === 'review' ? 'review' : guardVerdict;
    const review = [
        ...(0,apply_guards/* reviewReasons */.EW)(guards),
        ...(verdict === 'review' && chosen.guardVerdict === 'accept' ? [`${chosen.rung}: proposes at most review`] : []),
    ];
    if (verdict === 'review')
        resolution.verdict = 'review';
    if (verdict === 'reject') {
        chosen.chosen = false;
        const failed = attempts.find((a) => a.chosen);
        if (failed)
            failed.chosen = false;
        if (byRerere) {
            await (0,work_tree/* forgetRerere */.VU)(run.git, stop.conflictedPaths).catch(() => undefined);
            await forgetOrigin(run, stop).catch(() => undefined);
        }
        return { accepted: false, guards, reasons: (0,apply_guards/* failedReasons */.hQ)(guards), resolution, verdict, attempts };
    }
    if (verdict === 'review' && run.settings.onReview === 'defer') {
        run.logger.info(`${(0,short_sha/* short */.h)(stop.sha)}: the resolution needs review; deferred (--on-review defer)`);
        return {
            accepted: false,
            guards,
            reasons: review,
            reviewReasons: review,
            resolution,
            verdict,
            deferredForReview: true,
            attempts,
        };
    }
    if (!byRerere)
        await saveOrigin(run, stop, resolution).catch((e) => run.logger.warning(`rerere origin: ${String(e)}`));
    if (!byRerere && (0,settings/* ladderRungs */.I9)(run.settings).includes('rerere'))
        await (0,pick_session/* recordRerere */.jh)(run.git).catch((e) => run.logger.warning(`rerere: ${String(e)}`));
    const sha = await (0,pick_session/* commitResolution */.W7)(run.git, run.paths, {
        message: (0,conflict_resolution/* messageWithResolution */.ad)((0,fork_message/* neutralizeCommitMessage */.Kf)(record.message, run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {}), { ...resolution, attempts: undefined }, (0,provenance/* provenanceLine */.Mh)(run.settings.provenance, stop.sha)),
        author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
        stamp: run.stamp,
    });
    // The verify command may have built into tracked files; the commit took the index, the tree goes back to it.
    if (run.settings.verify)
        await (0,work_tree/* resetHard */.pm)(run.git);
    run.logger.info(`${(0,short_sha/* short */.h)(stop.sha)} resolved by ${resolution.via} as ${(0,short_sha/* short */.h)(sha)}`);
    if (verdict === 'review')
        run.logger.warning(`${(0,short_sha/* short */.h)(stop.sha)}: the resolution needs review: ${review.join('; ')}`);
    return { accepted: true, sha, resolution, guards, reasons: [], verdict, reviewReasons: review, attempts };
}
function resolutionOf(stop, attempt, replayed) {
    return {
        via: attempt.rung === 'rerere' ? (replayed?.via ?? 'rerere') : attempt.rung,
        files: stop.conflictedPaths,
        reason: attempt.reason,
    };
}
/** The verify guard needs only the verify outcome. */
function dummyInput() {
    return {
        conflictedPaths: [],
        allowedGlobs: [],
        agentChangedPaths: [],
        resolutionPaths: [],
        upstreamPaths: [],
        files: [],
        resolutionLines: 0,
        upstreamLines: 0,
        bound: { factor: 1, slack: 0 },
    };
}
/**
 * Puts the proposal in the work tree: its texts written (or its deletions made); whatever else a resolver wrote that
 * the proposal does not hold (an earlier agent's extra files) goes back to the pick's own merge.
 */
async function writeProposal(run, proposal) {
    for (const [path, text] of proposal.files) {
        const file = (0,external_node_path_.join)(run.paths.topLevel, path);
        const now = await (0,promises_.readFile)(file, 'utf8').catch(() => null);
        if (now === text)
            continue;
        if (text === null)
            await (0,promises_.rm)(file, { force: true });
        else {
            await (0,promises_.mkdir)((0,external_node_path_.dirname)(file), { recursive: true });
            await (0,promises_.writeFile)(file, text);
        }
    }
}
async function undoExtraFiles(run, paths) {
    const indexed = await indexedPaths(run.git, paths);
    await restoreFromIndex(run.git, paths.filter((p) => indexed.has(p)));
    for (const p of paths.filter((q) => !indexed.has(q)))
        await (0,promises_.rm)((0,external_node_path_.join)(run.paths.topLevel, p), { force: true });
}
/** The text of each path in the work tree (null: absent). */
async function worktreeTexts(run, paths) {
    const out = new Map();
    for (const p of paths)
        out.set(p, await (0,promises_.readFile)((0,external_node_path_.join)(run.paths.topLevel, p), 'utf8').catch(() => null));
    return out;
}
/** Each conflicted path's base, fork and upstream versions, renames followed. */
function conflictSides(stop, facts) {
    const get = (spec) => facts.blobs.get(spec) ?? null;
    const versions = (0,renames/* followRenames */.hR)([...new Set([...facts.blobs.keys()].filter((k) => k.startsWith('HEAD:')).map((k) => k.slice(5)))].map((p) => ({
        path: p,
        ours: get(`HEAD:${p}`),
        resolved: null,
        upstreamBefore: facts.hasParent ? get(`${stop.sha}^:${p}`) : null,
        upstreamAfter: get(`${stop.sha}:${p}`),
    })), facts.renames);
    const byPath = new Map(versions.map((v) => [v.path, v]));
    return stop.conflictedPaths.map((path) => {
        const v = byPath.get(path);
        return { path, base: v?.upstreamBefore ?? null, ours: v?.ours ?? null, theirs: v?.upstreamAfter ?? null };
    });
}

// EXTERNAL MODULE: ./src/services/apply/commit-results.ts
var commit_results = __webpack_require__(3705);
// EXTERNAL MODULE: ./src/services/apply/reusable-commits.ts
var reusable_commits = __webpack_require__(9953);
;// CONCATENATED MODULE: ./src/services/apply/conflict-stop.ts







/** Settles the commit the sequencer stopped at; returns the head the next pick starts from. */
async function handleStop(run, stop, head) {
    const result = run.results.get(stop.sha);
    // A stop the fast path's merge found has no pick in progress to end.
    const abandon = () => (stop.inProgress === false ? Promise.resolve() : (0,pick_session/* abandonPick */.lF)(run.git, run.paths));
    if (stop.kind === 'empty') {
        await abandon();
        result.status = 'empty';
        result.reasons.push('the pick changes nothing on this base (its change is already there)');
        run.logger.info(`${(0,short_sha/* short */.h)(stop.sha)} is empty on this base: skipped`);
        return head;
    }
    result.conflictPaths = stop.conflictedPaths;
    const reused = (0,reusable_commits/* reuse */.T)(run, head, stop.sha);
    if (reused) {
        await abandon();
        (0,commit_results/* markReused */.a_)(run, stop.sha, reused);
        return reused.sha;
    }
    const where = `conflict in ${stop.conflictedPaths.join(', ')}`;
    run.logger.info(`${(0,short_sha/* short */.h)(stop.sha)} ${(0,neutralize/* neutralizeForLog */.$V)(result.subject)}: ${(0,neutralize/* neutralizeForLog */.$V)(where)}`);
    if (run.settings.onConflict === 'stop') {
        await abandon();
        result.status = 'conflict';
        result.reasons.push(`${where}; stopped here (--on-conflict stop)`);
        run.stoppedAt = stop.sha;
        return head;
    }
    if (run.settings.onConflict === 'defer') {
        await abandon();
        (0,commit_results/* defer */.v6)(run, stop.sha, where);
        return head;
    }
    return resolveOrReject(run, stop, head, result);
}
async function resolveOrReject(run, stop, head, result) {
    const outcome = await resolve(run, stop, head);
    result.guards = outcome.guards;
    result.verdict = outcome.verdict ?? null;
    // Every rung's attempt is recorded, landed or not: the PR body and audit-resolvers show what each proposed.
    result.resolution = outcome.resolution
        ? {
            via: outcome.resolution.via,
            reason: outcome.resolution.reason,
            files: [...outcome.resolution.files],
            attempts: outcome.attempts,
        }
        : null;
    if (outcome.deferredForReview) {
        await (0,pick_session/* abandonPick */.lF)(run.git, run.paths);
        (0,commit_results/* defer */.v6)(run, stop.sha, `the resolution needs review (--on-review defer): ${outcome.reasons.join('; ')}`);
        return head;
    }
    if (!outcome.accepted) {
        await (0,pick_session/* abandonPick */.lF)(run.git, run.paths);
        result.status = 'rejected';
        result.reasons.push(...outcome.reasons);
        (0,commit_results/* deferDependents */.j4)(run, stop.sha, `depends on ${(0,short_sha/* short */.h)(stop.sha)}, whose conflict resolution was rejected`);
        return head;
    }
    result.status = 'resolved';
    result.forkSha = outcome.sha;
    run.worktreeAt = outcome.sha;
    // Checkpoint: an interrupted run keeps this resolution (the re-run reuses it instead of asking again).
    await (0,branch_head/* updateBranch */.Ub)(run.git, run.branch, outcome.sha, run.branchValue);
    run.branchValue = outcome.sha;
    return outcome.sha;
}


/***/ }),

/***/ 1542:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ runVerify),
/* harmony export */   e: () => (/* binding */ runVerifyClean)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_process_agent_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3238);
/* harmony import */ var _domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7326);
/* harmony import */ var _git_dir_watch_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8503);
/* harmony import */ var _adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5965);





async function runVerify(run) {
    run.logger.info(`Running the verify command (timeout ${Math.round(run.settings.verifyTimeoutMs / 1000)} s)`);
    const gitDir = await (0,_git_dir_watch_js__WEBPACK_IMPORTED_MODULE_3__/* .snapshotGitDir */ .Kd)(run.paths);
    const outcome = await (0,_adapters_process_agent_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .runTrustedCommand */ .Qu)(run.settings.verify, {
        cwd: run.paths.topLevel,
        timeoutMs: run.settings.verifyTimeoutMs,
        tmpDir: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(run.tempDir, 'tmp'),
    });
    const changed = await (0,_git_dir_watch_js__WEBPACK_IMPORTED_MODULE_3__/* .restoreGitDir */ .eP)(gitDir);
    if (changed.length > 0) {
        const details = (0,_domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_2__/* .repoConfigGuard */ .UH)('the verify command', changed).details;
        run.logger.warning(`repo-config: ${details.join('; ')}`);
        return { ok: false, summary: `repo-config: ${details.join('; ')}`, repoConfig: changed };
    }
    return { ok: (0,_adapters_process_agent_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .succeeded */ .gq)(outcome), summary: (0,_adapters_process_agent_runner_js__WEBPACK_IMPORTED_MODULE_1__/* .summarizeOutcome */ .ww)(outcome) };
}
/** Verify, then put tracked files back: the command may build into the tree. */
async function runVerifyClean(run) {
    const v = await runVerify(run);
    await (0,_adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .resetHard */ .pm)(run.git);
    return v;
}


/***/ })

};
