export const id = 48;
export const ids = [48];
export const modules = {

/***/ 3238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ runAgent),
/* harmony export */   Qu: () => (/* binding */ runTrustedCommand),
/* harmony export */   gq: () => (/* binding */ succeeded),
/* harmony export */   wS: () => (/* binding */ scrubbedEnv),
/* harmony export */   ww: () => (/* binding */ summarizeOutcome)
/* harmony export */ });
/* harmony import */ var _domain_credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9658);
/* harmony import */ var _run_process_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2187);
/**
 * Runs the fork's own trusted commands — the conflict-resolution agent and the verify command. They come from the
 * fork's configuration or the CLI, never from upstream, and are run with `bash -c` for that reason only. Upstream
 * text reaches them solely through the task file, whose path is the first argument and UPSTREAM_INGEST_TASK.
 * Each runs in its own process group (runProcess), so a timeout kills everything it started.
 */


/** Variables a command influenced by upstream text must not see: the GitHub token, action inputs, git auth. */
const SECRET_ENV = /^(?:INPUT_.*|ACTIONS_.*|GITHUB_ENV|GITHUB_PATH|GITHUB_OUTPUT|GITHUB_STATE|GITHUB_STEP_SUMMARY|GITHUB_TOKEN|GH_TOKEN|GH_ENTERPRISE_TOKEN|GITHUB_ENTERPRISE_TOKEN|GITLAB_TOKEN|NPM_TOKEN|NODE_AUTH_TOKEN|GIT_CONFIG_.*|GIT_ASKPASS|SSH_AUTH_SOCK|UPSTREAM_INGEST_TOKEN)$/i;
function scrubbedEnv(base, extra = {}) {
    const env = {};
    for (const [k, v] of Object.entries(base))
        if (!SECRET_ENV.test(k))
            env[k] = v;
    return { ...env, ...extra, [_domain_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .FORK_CODE_MARKER */ ._l]: '1' };
}
function runTrustedCommand(command, options) {
    const args = options.args ?? [];
    const script = args.length ? `${command} "$@"` : command;
    return (0,_run_process_js__WEBPACK_IMPORTED_MODULE_0__/* .runProcess */ .R)('bash', ['-c', script, 'upstream-ingest', ...args], {
        cwd: options.cwd,
        env: scrubbedEnv(process.env, {
            ...(options.tmpDir ? { TMPDIR: options.tmpDir, TMP: options.tmpDir, TEMP: options.tmpDir } : {}),
            ...options.env,
        }),
        timeoutMs: options.timeoutMs,
        maxOutputBytes: options.maxOutputBytes ?? 64 * 1024,
        killGraceMs: options.killGraceMs ?? 2000,
        viaLauncher: true,
    });
}
/** The agent: its task file path as argv[1] and in UPSTREAM_INGEST_TASK. */
function runAgent(run) {
    return runTrustedCommand(run.command, {
        cwd: run.cwd,
        timeoutMs: run.timeoutMs,
        args: [run.taskPath],
        env: { UPSTREAM_INGEST_TASK: run.taskPath },
        ...(run.tmpDir ? { tmpDir: run.tmpDir } : {}),
    });
}
function succeeded(outcome) {
    return outcome.exitCode === 0 && !outcome.timedOut && !outcome.spawnError && !outcome.runnerFilesTouched?.length;
}
/** A short evidence text from a command's outcome: how it ended and its last output lines. */
function summarizeOutcome(outcome, lines = 12) {
    const how = outcome.runnerFilesTouched?.length
        ? `wrote to ${outcome.runnerFilesTouched.join(', ')} (the runner's command files; put back, and refused)`
        : outcome.spawnError
            ? `could not start (${outcome.spawnError.code})`
            : outcome.timedOut
                ? `timed out after ${Math.round(outcome.durationMs / 1000)} s`
                : outcome.exitCode !== null
                    ? `exited with code ${outcome.exitCode}`
                    : `was killed by ${outcome.signal ?? 'a signal'}`;
    const tail = outcome.output.trimEnd().split('\n').slice(-lines).join('\n');
    return tail ? `${how}; last output:\n${tail}` : how;
}


/***/ }),

/***/ 7326:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F3: () => (/* binding */ changedGitPaths),
/* harmony export */   G: () => (/* binding */ isWatchedGitPath),
/* harmony export */   UH: () => (/* binding */ repoConfigGuard)
/* harmony export */ });
/**
 * The `repo-config` guard. The agent and the verify command run in the clone; anything they write under `.git/`
 * that configures git — hooks, `config` (core.fsmonitor, core.hooksPath, aliases, filters, credential helpers),
 * `info/attributes` (filter/diff drivers), `info/exclude`, sparse-checkout, worktree configs — would run code or
 * change what later git calls do (the push among them). Such a change rejects the resolution; the service puts the
 * files back as they were.
 *
 * What git itself rewrites while the product works (objects, refs, logs, the index, pick/merge state, locks, the
 * rerere cache, our own lock) is not configuration and is not watched.
 */
const VOLATILE_DIRS = [
    'objects/',
    'refs/',
    'logs/',
    'rr-cache/',
    'sequencer/',
    'rebase-merge/',
    'rebase-apply/',
    'lfs/',
];
const VOLATILE_FILES = new Set([
    'HEAD',
    'ORIG_HEAD',
    'FETCH_HEAD',
    'CHERRY_PICK_HEAD',
    'REVERT_HEAD',
    'MERGE_HEAD',
    'MERGE_MSG',
    'MERGE_MODE',
    'MERGE_RR',
    'AUTO_MERGE',
    'COMMIT_EDITMSG',
    'SQUASH_MSG',
    'BISECT_LOG',
    'index',
    'packed-refs',
    'shallow',
    'description',
    'gc.log',
    'gc.pid',
]);
/** `rel` is a path relative to the git dir, with `/` separators. */
function isWatchedGitPath(rel) {
    if (VOLATILE_FILES.has(rel))
        return false;
    if (rel.endsWith('.lock'))
        return false;
    if (/^upstream-ingest[-.]/.test(rel))
        return false;
    // A submodule's git dir is a git dir of its own: the same rules inside it (its objects are never listed).
    const inModule = /^modules\/[^/]+\/(.+)$/.exec(rel);
    if (inModule)
        return isWatchedGitPath(inModule[1]);
    // A linked worktree's own state lives under worktrees/<name>/; its config.worktree is configuration.
    const inWorktree = /^worktrees\/[^/]+\/(.*)$/.exec(rel);
    if (inWorktree)
        return inWorktree[1] === 'config.worktree' || inWorktree[1].startsWith('info/');
    return !VOLATILE_DIRS.some((d) => rel.startsWith(d));
}
/** Paths (relative to the git dir) whose content, mode or existence differs between two fingerprint maps. */
function changedGitPaths(before, after) {
    const changed = [];
    for (const path of new Set([...before.keys(), ...after.keys()])) {
        if (!isWatchedGitPath(path))
            continue;
        if (before.get(path) !== after.get(path))
            changed.push(path);
    }
    return changed.sort();
}
function repoConfigGuard(who, changed) {
    return {
        name: 'repo-config',
        ok: changed.length === 0,
        details: changed.map((p) => `${p.startsWith('/') ? p : `.git/${p}`}: changed by ${who} (hooks and git configuration are not theirs to change)`),
    };
}


/***/ }),

/***/ 8503:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kd: () => (/* binding */ snapshotGitDir),
/* harmony export */   eP: () => (/* binding */ restoreGitDir)
/* harmony export */ });
/* unused harmony export userConfigFiles */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7326);




const MAX_FILE = 4 * 1024 * 1024;
async function snapshotGitDir(paths) {
    const roots = [...new Set([paths.commonDir, paths.gitDir])];
    const entries = new Map();
    for (const [i, root] of roots.entries())
        await walk(root, root, entries, i);
    const external = new Map();
    for (const file of userConfigFiles())
        external.set(file, await readEntry(file));
    return { roots, entries, external };
}
/**
 * The git config files a command can write outside the git dir, which every later git call of the user reads: the
 * global (~/.gitconfig, or GIT_CONFIG_GLOBAL), the XDG one, the system one (GIT_CONFIG_SYSTEM or /etc/gitconfig),
 * and the credential store files. A verify command that plants `http.proxy` or `trace2.eventTarget` there would
 * otherwise steer the next push of the same HOME (`mode: all`, the CLI recipe, a persistent self-hosted runner).
 */
function userConfigFiles(env = process.env) {
    const home = env.HOME || (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)();
    const xdg = env.XDG_CONFIG_HOME || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(home, '.config');
    const files = [
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(home, '.gitconfig'),
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(xdg, 'git', 'config'),
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(home, '.git-credentials'),
        (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(xdg, 'git', 'credentials'),
        env.GIT_CONFIG_SYSTEM || '/etc/gitconfig',
    ];
    if (env.GIT_CONFIG_GLOBAL && env.GIT_CONFIG_GLOBAL !== '/dev/null')
        files.push(env.GIT_CONFIG_GLOBAL);
    return [...new Set(files.filter((f) => f && f !== '/dev/null'))];
}
async function readEntry(path) {
    const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
    if (!info)
        return null;
    if (info.isSymbolicLink())
        return { kind: 'link', target: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(path).catch(() => '') };
    if (!info.isFile())
        return { kind: 'link', target: `(not a file: mode ${info.mode})` };
    const data = info.size <= MAX_FILE ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path).catch(() => Buffer.alloc(0)) : Buffer.from(`size:${info.size}`);
    return { kind: 'file', mode: info.mode, data };
}
function sameEntry(a, b) {
    if (!a || !b)
        return a === b;
    if (a.kind === 'link' || b.kind === 'link')
        return a.kind === 'link' && b.kind === 'link' && a.target === b.target;
    return a.mode === b.mode && a.data.equals(b.data);
}
/** Puts back the config files outside the git dir that the command changed; returns their absolute paths. */
async function restoreExternal(before) {
    const changed = [];
    for (const [path, old] of before.external) {
        if (sameEntry(old, await readEntry(path)))
            continue;
        changed.push(path);
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true });
            if (old?.kind === 'file') {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, old.data);
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, old.mode);
            }
            else if (old?.kind === 'link')
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.symlink)(old.target, path);
        }
        catch {
            /* a file this process may not write (the system config): still named, so the run is rejected */
        }
    }
    return changed;
}
/**
 * Names every watched path the command changed (relative to the git dir; absolute for the config files outside
 * it) and restores it.
 */
async function restoreGitDir(before) {
    const external = await restoreExternal(before);
    const after = new Map();
    for (const [i, root] of before.roots.entries())
        await walk(root, root, after, i);
    const changed = (0,_domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_3__/* .changedGitPaths */ .F3)(fingerprints(before.entries), fingerprints(after));
    for (const key of changed) {
        const [rootIndex, rel] = splitKey(key);
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(before.roots[rootIndex], rel);
        const old = before.entries.get(key);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(path, { recursive: true, force: true });
        if (!old)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
        if (old.kind === 'link')
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.symlink)(old.target, path);
        else {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, old.data);
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.chmod)(path, old.mode);
        }
    }
    return [...new Set(changed.map((k) => splitKey(k)[1])), ...external];
}
/** Keys are `<root index>:<path>` only for a second root (a linked worktree's own git dir). */
function keyOf(rootIndex, rel) {
    return rootIndex === 0 ? rel : `${rel}\u0000${rootIndex}`;
}
function splitKey(key) {
    const at = key.indexOf('\u0000');
    return at < 0 ? [0, key] : [Number(key.slice(at + 1)), key.slice(0, at)];
}
function fingerprints(entries) {
    const out = new Map();
    for (const [key, e] of entries) {
        const [, rel] = splitKey(key);
        if (!(0,_domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_3__/* .isWatchedGitPath */ .G)(rel))
            continue;
        out.set(key, e.kind === 'file' ? `file:${e.mode & 0o777}:${e.data.toString('base64')}` : `link:${e.target}`);
    }
    return out;
}
async function walk(root, dir, into, rootIndex) {
    for (const item of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true }).catch(() => [])) {
        const path = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, item.name);
        const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.relative)(root, path).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep).join('/');
        if (item.isDirectory()) {
            // Objects and refs can be huge and are not configuration: never even listed.
            if ((0,_domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_3__/* .isWatchedGitPath */ .G)(`${rel}/x`) || /^worktrees\/[^/]+$/.test(rel))
                await walk(root, path, into, rootIndex);
            continue;
        }
        if (!(0,_domain_apply_repo_config_js__WEBPACK_IMPORTED_MODULE_3__/* .isWatchedGitPath */ .G)(rel))
            continue;
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path).catch(() => undefined);
        if (!info)
            continue;
        const key = keyOf(rootIndex, rel);
        if (info.isSymbolicLink())
            into.set(key, { kind: 'link', target: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readlink)(path) });
        else if (info.isFile()) {
            const data = info.size <= MAX_FILE
                ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path).catch(() => Buffer.alloc(0))
                : Buffer.from(`size:${info.size}:${info.mtimeMs}`);
            into.set(key, { kind: 'file', mode: info.mode, data });
        }
    }
}


/***/ }),

/***/ 8048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyBranch: () => (/* binding */ verifyBranch)
});

;// CONCATENATED MODULE: ./src/domain/apply/bisect.ts
/**
 * @param total number of landed commits; prefix `total` is known to fail.
 * @param results verification outcome by prefix length (0 = the base alone).
 * @param knownGood a prefix already known to pass (e.g. from an earlier round), default 0 unverified.
 */
function nextBisectStep(total, results, knownGood = 0) {
    if (total < 1)
        return { kind: 'base-fails' };
    let lo = knownGood;
    let hi = total;
    for (const [prefix, ok] of results) {
        if (ok)
            lo = Math.max(lo, prefix);
        else
            hi = Math.min(hi, prefix);
    }
    if (hi <= 0)
        return { kind: 'base-fails' };
    // A flaky command can pass a longer prefix than one that failed: trust the failure.
    if (lo >= hi)
        lo = hi - 1;
    if (hi - lo > 1)
        return { kind: 'probe', prefix: Math.floor((lo + hi) / 2) };
    // The culprit is commit hi-1, provided the prefix before it really passes.
    if (lo === 0 && knownGood === 0 && !results.has(0))
        return { kind: 'probe', prefix: 0 };
    return { kind: 'culprit', index: hi - 1 };
}

// EXTERNAL MODULE: ./src/domain/neutralize.ts
var neutralize = __webpack_require__(117);
// EXTERNAL MODULE: ./src/services/apply/commit-results.ts
var commit_results = __webpack_require__(3705);
// EXTERNAL MODULE: ./src/services/apply/pick-loop.ts + 1 modules
var pick_loop = __webpack_require__(2352);
// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
// EXTERNAL MODULE: ./src/services/apply/verify.ts
var apply_verify = __webpack_require__(1542);
// EXTERNAL MODULE: ./src/adapters/git/worktree/work-tree.ts
var work_tree = __webpack_require__(5965);
// EXTERNAL MODULE: ./src/services/apply/worktree.ts
var worktree = __webpack_require__(6998);
;// CONCATENATED MODULE: ./src/services/apply/split-on-failure.ts








/**
 * Runs the verify command on the branch head. With split on failure, a failing head is bisected over the landed
 * commits; each culprit is deferred (with its dependents) and the rest picked again, until the head passes.
 */
async function verifyBranch(run, head) {
    await (0,worktree/* moveTo */.tw)(run, head);
    let outcome = await (0,apply_verify/* runVerify */.R)(run);
    const verify = {
        command: run.settings.verify,
        ok: outcome.ok,
        summary: outcome.summary,
        culprits: [],
        probes: 0,
    };
    if (outcome.ok || !run.settings.splitOnFailure) {
        if (!outcome.ok)
            run.logger.warning('the verify command failed on the branch head');
        // The branch is finished at this head next: its checkout puts back what the command changed (finishBranch).
        run.worktreeDirty = true;
        return { head, verify };
    }
    await (0,work_tree/* resetHard */.pm)(run.git);
    let knownGood = 0;
    for (let round = 0; round < run.order.length && !outcome.ok; round++) {
        const chain = (0,commit_results/* landed */.Jw)(run);
        const results = new Map([[chain.length, false]]);
        let step = nextBisectStep(chain.length, results, knownGood);
        while (step.kind === 'probe') {
            await (0,worktree/* moveTo */.tw)(run, step.prefix === 0 ? run.baseSha : run.results.get(chain[step.prefix - 1]).forkSha);
            const probe = await (0,apply_verify/* runVerifyClean */.e)(run);
            verify.probes++;
            results.set(step.prefix, probe.ok);
            step = nextBisectStep(chain.length, results, knownGood);
        }
        if (step.kind === 'base-fails') {
            verify.summary = `the verify command fails on the base too, so no commit of the bundle is to blame\n${outcome.summary}`;
            return { head, verify };
        }
        const culprit = chain[step.index];
        verify.culprits.push(culprit);
        run.logger.info(`split on failure: ${(0,short_sha/* short */.h)(culprit)} breaks the verify command; deferring it`);
        // The commits after the culprit are picked again; those that depend on it are deferred with it.
        const rest = chain.slice(step.index + 1);
        for (const s of rest)
            (0,commit_results/* resetResult */.FY)(run, s);
        (0,commit_results/* defer */.v6)(run, culprit, `the verify command fails with this commit: ${(0,neutralize/* oneLineReason */.XR)(outcome.summary).slice(0, 200)}`);
        const start = step.index === 0 ? run.baseSha : run.results.get(chain[step.index - 1]).forkSha;
        head = await (0,pick_loop/* applySequence */.s)(run, rest, start);
        await (0,worktree/* moveTo */.tw)(run, head);
        outcome = await (0,apply_verify/* runVerifyClean */.e)(run);
        knownGood = step.index;
    }
    verify.ok = outcome.ok;
    verify.summary = outcome.summary;
    return { head, verify };
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
