export const id = 225;
export const ids = [225];
export const modules = {

/***/ 2308:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GT: () => (/* binding */ pushRefUnderLease),
/* harmony export */   Lf: () => (/* binding */ fetchRemoteBranch),
/* harmony export */   VO: () => (/* binding */ pushWithLease),
/* harmony export */   aY: () => (/* binding */ assertSafeRemote),
/* harmony export */   eX: () => (/* binding */ readRemoteHeads)
/* harmony export */ });
/* unused harmony export parsePushResult */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(117);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);
/* harmony import */ var _transport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1419);
/**
 * Publishing the apply branch: read the branch's current value on the remote (the lease), then push with
 * `--force-with-lease=<ref>:<expected>` — the branch is rewritten from the base on every run, so a plain
 * fast-forward push cannot work, and a plain force could overwrite a concurrent run's or a person's push.
 * Authentication comes through the environment (tokenAuthEnv), never argv or the URL.
 */




function assertSafeRemote(remote) {
    if (remote === '' || remote.startsWith('-') || /[\0-\x1f\x7f]/.test(remote) || remote.length > 2048) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`push: '${JSON.stringify(remote).slice(1, -1).slice(0, 200)}' is not a valid remote`);
    }
}
/**
 * Fetches `refs/heads/<branch>` from `remote` and returns its SHA (objects now local, so a re-run can reuse its
 * commits), or null when the remote has no such branch.
 */
async function fetchRemoteBranch(git, remote, branch, env = {}, checked) {
    assertSafeRemote(remote);
    if (!(0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .isCheckedRemote */ .YV)(checked, remote))
        await (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .assertAllowedTransport */ .we)(git, remote, 'push');
    const result = await git
        .run(['fetch', '-q', '--no-tags', '--no-recurse-submodules', '--end-of-options', remote, `refs/heads/${branch}`], {
        env,
        okExitCodes: [128, 1],
    })
        .catch((error) => {
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `fetching ${branch} from ${remote}`);
    });
    if (result.exitCode !== 0) {
        if (/couldn't find remote ref/i.test(result.stderr))
            return null;
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['fetch'], result.exitCode, result.stderr), `fetching ${branch} from ${remote}`);
    }
    const { stdout } = await git.run(['rev-parse', '--verify', 'FETCH_HEAD^{commit}']);
    return stdout.trim();
}
/**
 * What a publish needs of the remote before it pushes, in one call: the default branch (the trunk a bundle branch
 * must never be) and the branch's current value (the lease). `ls-remote --symref` lists the remote's refs either way,
 * so asking for the branch too costs nothing, where a fetch of it was another process and transfer. The transport
 * check must have run (`checked`).
 */
async function readRemoteHeads(git, checked, branch, env = {}) {
    const remote = checked.remote;
    assertSafeRemote(remote);
    if (!(0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .isCheckedRemote */ .YV)(checked, remote))
        await (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .assertAllowedTransport */ .we)(git, remote, 'push');
    const ref = `refs/heads/${branch}`;
    const { stdout } = await git
        .run(['ls-remote', '--symref', '--end-of-options', remote, 'HEAD', ref], { env })
        .catch((error) => {
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `fetching ${branch} from ${remote}`);
    });
    const head = /^ref:\s+refs\/heads\/(\S+)\s+HEAD$/m.exec(stdout)?.[1];
    // ls-remote matches a pattern against the tail of each ref: only the exact name is the branch.
    const line = stdout.split('\n').find((l) => /^[0-9a-f]{40,64}\t/.test(l) && l.slice(l.indexOf('\t') + 1) === ref);
    return { defaultBranch: head, branch: line ? line.slice(0, line.indexOf('\t')) : null };
}
/**
 * The one leased push: `sha` to the full `ref` on `remote` only if the remote still has `expected` there (null: it
 * must not exist). `what` names the ref in a failure the user can fix.
 */
async function pushRefUnderLease(git, push, what) {
    assertSafeRemote(push.remote);
    if (!(0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .isCheckedRemote */ .YV)(push.checked, push.remote))
        await (0,_transport_js__WEBPACK_IMPORTED_MODULE_3__/* .assertAllowedTransport */ .we)(git, push.remote, 'push');
    const lease = `--force-with-lease=${push.ref}:${push.expected ?? ''}`;
    let result;
    try {
        result = await git.run(['push', '--porcelain', '--no-verify', lease, '--end-of-options', push.remote, `${push.sha}:${push.ref}`], { env: push.env ?? {}, okExitCodes: [1] });
    }
    catch (error) {
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .asUserError */ .Yl)(error, `pushing ${what} to ${push.remote}`);
    }
    return parsePushResult(result.stdout, result.stderr, push.ref);
}
/** Pushes `sha` to `refs/heads/<branch>` under a lease; rejections come back as data with a readable reason. */
async function pushWithLease(git, options) {
    const outcome = await pushRefUnderLease(git, { ...options, ref: `refs/heads/${options.branch}` }, options.branch);
    // Another run of the same bundle may have pushed the very same commits between our read and our push (the SHAs
    // are deterministic): its lease wins, ours fails, and yet the remote holds exactly what we meant to publish.
    if (outcome.status === 'rejected' && (await remoteBranchValue(git, options)) === options.sha) {
        return { status: 'up-to-date' };
    }
    return outcome;
}
/** The current value of the branch on the remote (ls-remote: no objects fetched), or null. */
async function remoteBranchValue(git, options) {
    const result = await git.run(['ls-remote', '--end-of-options', options.remote, `refs/heads/${options.branch}`], {
        env: options.env ?? {},
        okExitCodes: [128, 2],
    });
    if (result.exitCode !== 0)
        return null;
    const line = result.stdout.split('\n').find((l) => l.endsWith(`\trefs/heads/${options.branch}`));
    return line ? line.split('\t')[0] : null;
}
/**
 * GitHub refuses a push that creates or changes `.github/workflows/**` unless the token may write workflows (an App's
 * `workflows` permission, an OAuth or classic token's `workflow` scope). Upstream changes its CI often, so this is a
 * routine refusal with a fix the user can make, not a generic failure.
 */
function workflowsPermissionRefusal(text) {
    const m = /refusing to allow an? (GitHub App|OAuth App|Personal Access Token)[^\n]*?workflow `?([^`\s]+)`?[^\n]*?without `?(workflows?)`? (permission|scope)/i.exec((0,_domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(text));
    if (!m)
        return undefined;
    const fix = m[1].toLowerCase() === 'github app'
        ? "give the GitHub App the 'Workflows: read and write' permission (create-github-app-token: permission-workflows: write)"
        : "use a token with the 'workflow' scope";
    return `GitHub refused the push: it changes ${m[2]} and the token may not write workflows; ${fix}, or defer the commits that touch .github/workflows/`;
}
/** Reads git's `--porcelain` status line for `ref`; falls back to stderr for errors that never reached a ref. */
function parsePushResult(stdout, stderr, ref) {
    const line = stdout.split('\n').find((l) => l.includes(`:${ref}\t`));
    const remoteSays = stderr
        .split('\n')
        .filter((l) => l.startsWith('remote:'))
        .map((l) => (0,_domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(l.slice(7)).trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' / ');
    if (line) {
        const flag = line[0];
        if (flag === '=')
            return { status: 'up-to-date' };
        if (flag === ' ' || flag === '+' || flag === '*' || flag === '-')
            return { status: 'pushed' };
        const summary = line.split('\t')[2] ?? '';
        if (/stale info/.test(summary)) {
            return {
                status: 'rejected',
                kind: 'stale',
                reason: 'the remote branch changed after this run read it (another run or a person pushed); re-run to start from its new value',
            };
        }
        const workflow = workflowsPermissionRefusal(`${summary}\n${stderr}`);
        if (workflow)
            return { status: 'rejected', kind: 'workflows-permission', reason: workflow };
        if (/hook declined/.test(summary)) {
            return {
                status: 'rejected',
                kind: 'hook',
                reason: `a server-side hook declined the push${remoteSays ? `: ${remoteSays}` : ''} (${summary.trim()})`,
            };
        }
        if (/non-fast-forward|fetch first/.test(summary)) {
            return {
                status: 'rejected',
                kind: 'non-fast-forward',
                reason: `the remote refused a non-fast-forward update (${summary.trim()})`,
            };
        }
        return { status: 'rejected', kind: 'other', reason: `${summary.trim()}${remoteSays ? `: ${remoteSays}` : ''}` };
    }
    return {
        status: 'rejected',
        kind: 'other',
        reason: (0,_domain_neutralize_js__WEBPACK_IMPORTED_MODULE_1__/* .stripControl */ .kU)(stderr).trim().split('\n')[0]?.slice(0, 300) ?? 'push failed',
    };
}


/***/ }),

/***/ 1419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YV: () => (/* binding */ isCheckedRemote),
/* harmony export */   iU: () => (/* binding */ checkTransport),
/* harmony export */   we: () => (/* binding */ assertAllowedTransport)
/* harmony export */ });
/* unused harmony export transportProblem */
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/**
 * Which repositories the suite talks to: https, ssh (URL or scp-like `host:path`), file:// and local paths — and
 * plain http only on the loopback interface (test and mirror servers), never carrying a token across a network.
 * A remote helper address (`fd::3`, `ext::sh -c …`, `<helper>::<url>`) and `git://` are refused: one waits forever
 * on a descriptor nobody gave it, another runs a command, the last is unauthenticated plain text. Git enforces the
 * same list itself (GIT_ALLOW_PROTOCOL in git-runner.ts); this check names the remote in a one-line error first.
 */

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|localhost|\[::1\])(?::\d+)?$/i;
/** Why `url` is not an allowed transport, or undefined when it is. */
function transportProblem(url) {
    if (url.includes('::'))
        return `remote helper addresses ('${url.slice(0, url.indexOf('::'))}::') are not allowed`;
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(url)?.[1]?.toLowerCase();
    // A host or user that starts with '-' reaches ssh as an option (-oProxyCommand=…, CVE-2017-1000117).
    const authority = scheme ? /^[^:]+:\/\/([^/?#]*)/.exec(url)?.[1] : /^([^/:]+):/.exec(url)?.[1];
    if (authority !== undefined && /(?:^|@)-/.test(authority))
        return `a host or user starting with '-' would be read as an ssh option`;
    if (scheme === undefined)
        return undefined; // a local path or scp-like ssh (host:path)
    if (['https', 'ssh', 'git+ssh', 'ssh+git', 'file'].includes(scheme))
        return undefined;
    if (scheme === 'http') {
        const host = /^http:\/\/(?:[^@/]*@)?([^/?#]+)/i.exec(url)?.[1] ?? '';
        return LOOPBACK.test(host) ? undefined : 'plain http sends the token unencrypted: use https';
    }
    return `the '${scheme}://' transport is not allowed (https, ssh, file or a local path)`;
}
/**
 * Refuses `remote` (a name or a URL) unless every URL it resolves to — fetch and push, `insteadOf` rewrites applied
 * — is an allowed transport. `what` names the flag or input the remote came from.
 */
async function assertAllowedTransport(git, remote, what) {
    await checkTransport(git, remote, what);
}
const CHECKED = new WeakSet();
/** Whether `checked` came from `checkTransport` for exactly `remote`. */
function isCheckedRemote(checked, remote) {
    return checked !== undefined && CHECKED.has(checked) && checked.remote === remote;
}
/**
 * `assertAllowedTransport`, returning the proof for the calls that follow. The fetch URL is always resolved here, by
 * `ls-remote --get-url` with exactly the isolated config the fetch and the push read (git-runner.ts); `pushUrls`,
 * when the caller already listed them (`listRemotes`, one `git remote -v` for the trunk check and this), saves the
 * `remote get-url --push --all` process.
 */
async function checkTransport(git, remote, what, pushUrls) {
    const urls = new Set();
    const fetchUrl = await git.run(['ls-remote', '--get-url', '--end-of-options', remote], { okExitCodes: [1, 2, 128] });
    if (fetchUrl.exitCode === 0 && fetchUrl.stdout.trim())
        urls.add(fetchUrl.stdout.trim());
    else
        urls.add(remote);
    if (/^[A-Za-z0-9._-]+$/.test(remote)) {
        if (pushUrls)
            for (const url of pushUrls)
                urls.add(url);
        else {
            const push = await git.run(['remote', 'get-url', '--push', '--all', remote], { okExitCodes: [2, 128] });
            if (push.exitCode === 0)
                for (const line of push.stdout.split('\n'))
                    if (line.trim())
                        urls.add(line.trim());
        }
    }
    for (const url of urls) {
        const problem = transportProblem(url);
        if (problem)
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: '${shown(url)}': ${problem}`);
    }
    const checked = Object.freeze({ remote });
    CHECKED.add(checked);
    return checked;
}
/** A URL in an error: credentials in it are not repeated, control characters are not printed. */
function shown(url) {
    return url
        .replace(/^([a-z+.-]+:\/\/)[^@/]*@/i, '$1***@')
        .replace(/[\0-\x1f\x7f]/g, '?')
        .slice(0, 200);
}


/***/ }),

/***/ 2225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ updateStateBranch)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);
/* harmony import */ var _write_tree_objects_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9298);
/* harmony import */ var _state_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9007);




const IDENTITY = {
    GIT_AUTHOR_NAME: 'upstream-ingest',
    GIT_AUTHOR_EMAIL: 'upstream-ingest@users.noreply.github.com',
    GIT_COMMITTER_NAME: 'upstream-ingest',
    GIT_COMMITTER_EMAIL: 'upstream-ingest@users.noreply.github.com',
};
const TRACKING_REF = 'refs/upstream-ingest/state-remote';
/**
 * Adds a commit to a state branch without touching the work tree or the index: read the branch, let `update` compute
 * the new file contents from the current ones, write a commit with plumbing, and push it as a fast-forward. A push
 * rejected because another run moved the branch starts over from the new tip, so concurrent writers never rewrite
 * each other's commits.
 */
async function updateStateBranch(git, options, update) {
    const attempts = options.maxAttempts ?? 4;
    for (let attempt = 1; attempt <= attempts; attempt++) {
        const { tip: parent, store } = await (0,_state_file_js__WEBPACK_IMPORTED_MODULE_3__/* .fetchStateTipAndStore */ .HG)(git, options, TRACKING_REF);
        // One cat-file process reads the branch's files and the trees a write edits; the new blobs and trees are
        // written as loose objects here, as git would write them (a write was six processes more: an index, hashing,
        // staging, write-tree).
        const objects = new _write_tree_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .TreeObjects */ .PS(git.cwd, {}, store.objects, store.hash);
        let commit;
        try {
            const current = await loadFiles(objects, parent);
            const change = update((path) => current.get(path));
            if (!change)
                return { changed: false, attempts: attempt };
            for (const path of Object.keys(change.files))
                assertSafePath(path);
            commit = await writeCommit(git, objects, store, parent, change);
        }
        finally {
            await objects.close();
        }
        if (await publish(git, options, commit, parent))
            return { commit, changed: true, attempts: attempt };
        options.logger.info(`state branch ${options.branch} moved while writing; retrying (${attempt}/${attempts})`);
    }
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`state branch ${options.branch}: gave up after ${attempts} concurrent updates`, 're-run the job');
}
function assertSafePath(path) {
    if (!path ||
        path.startsWith('/') ||
        path.split('/').some((p) => p === '..' || p === '.' || p === '' || p === '.git')) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`state file path '${path}' must be a plain relative path`);
    }
}
const TREE_MODE = '40000';
const SUBMODULE_MODE = '160000';
/** Every file of the branch's tip by path, read through the one cat-file process (each level's reads at once). */
async function loadFiles(objects, parent) {
    const into = new Map();
    if (!parent)
        return into;
    const walk = async (tree, prefix) => {
        const entries = await objects.entries(tree);
        await Promise.all([...entries].map(async ([name, entry]) => {
            const path = `${prefix}${name}`;
            if (entry.mode === TREE_MODE)
                return walk(entry.id, `${path}/`);
            if (entry.mode === SUBMODULE_MODE)
                throw new Error(`state branch: ${path} (${entry.id}) is not a readable blob`);
            const body = await objects.blob(entry.id).catch(() => {
                throw new Error(`state branch: ${path} (${entry.id}) is not a readable blob`);
            });
            into.set(path, body.toString('utf8'));
        }));
    };
    await walk(await objects.treeOf(parent), '');
    return into;
}
async function writeCommit(git, objects, store, parent, change) {
    // The bytes as given (no filters), each file a regular file, the parent's other files as they are.
    const changes = Object.entries(change.files).map(([path, content]) => [
        path,
        { mode: '100644', id: (0,_write_tree_objects_js__WEBPACK_IMPORTED_MODULE_2__/* .writeLooseObject */ .Dx)(store.objects, store.hash, 'blob', Buffer.from(content, 'utf8')) },
    ]);
    // No parent: the edit starts from no tree at all ('' reads as empty).
    const tree = await objects.edit(parent ? await objects.treeOf(parent) : '', changes);
    objects.persist(tree);
    const args = ['commit-tree', tree, ...(parent ? ['-p', parent] : [])];
    const { stdout: commit } = await git.run(args, { env: IDENTITY, input: change.message });
    return commit.trim();
}
async function publish(git, options, commit, parent) {
    if (!options.remote) {
        // Compare-and-swap on the local ref: a concurrent writer makes this fail instead of being overwritten.
        const expected = parent ?? '0'.repeat(40);
        const r = await git.run(['update-ref', `refs/heads/${options.branch}`, commit, expected], {
            okExitCodes: [128, 1],
        });
        return r.exitCode === 0;
    }
    try {
        // A plain push only fast-forwards: the history branch is never rewritten.
        await git.run(['push', '--quiet', '--end-of-options', options.remote, `${commit}:refs/heads/${options.branch}`], {
            env: options.authEnv ?? {},
        });
        await git.run(['update-ref', TRACKING_REF, commit]);
        return true;
    }
    catch (error) {
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS &&
            /\(fetch first\)|\(non-fast-forward\)|cannot lock ref|stale info/i.test(error.stderr)) {
            return false;
        }
        throw error;
    }
}


/***/ }),

/***/ 9007:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HG: () => (/* binding */ fetchStateTipAndStore),
/* harmony export */   Iw: () => (/* binding */ openStateBranch),
/* harmony export */   po: () => (/* binding */ fetchStateTip),
/* harmony export */   qy: () => (/* binding */ readStateFile)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);
/* harmony import */ var _remote_push_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2308);




const READ_REF = 'refs/upstream-ingest/tracking/state-read';
/**
 * The state branch's tip: the local branch, or the remote's fetched into `trackingRef`; undefined when the branch
 * does not exist (a stale tracking ref is dropped then). A fetch that fails for another reason throws its GitError.
 */
async function fetchStateTip(git, source, trackingRef) {
    return (await fetchStateTipAt(git, source, trackingRef, [])).tip;
}
/**
 * `fetchStateTip`, and in the same `rev-parse` where the objects go (a writer then needs no process of its own to
 * ask): every state write pays for each process it starts.
 */
async function fetchStateTipAndStore(git, source, trackingRef) {
    const { tip, before } = await fetchStateTipAt(git, source, trackingRef, [
        '--git-path',
        'objects',
        '--show-object-format',
    ]);
    const [objects = '', hash = ''] = before;
    if (!objects || (hash !== 'sha1' && hash !== 'sha256'))
        throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['rev-parse'], 128, `unexpected answer about the object store: ${before.join(' ')}`);
    return { tip, store: { objects: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(objects) ? objects : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(git.cwd, objects), hash } };
}
/** The tip, and the lines that `ask` (rev-parse options answered before the revision) printed, in order. */
async function fetchStateTipAt(git, source, trackingRef, ask) {
    const answer = (stdout, exitCode) => {
        const lines = stdout.split('\n').filter(Boolean);
        // rev-parse prints the asked lines first, then the commit (nothing when --quiet and the ref is missing).
        const tip = exitCode === 0 ? lines.at(-1) : undefined;
        return { tip, before: exitCode === 0 ? lines.slice(0, -1) : lines };
    };
    if (!source.remote) {
        const r = await git.run(['rev-parse', ...ask, '--verify', '--quiet', `refs/heads/${source.branch}^{commit}`], {
            okExitCodes: [1],
        });
        return answer(r.stdout, r.exitCode);
    }
    (0,_remote_push_js__WEBPACK_IMPORTED_MODULE_3__/* .assertSafeRemote */ .aY)(source.remote);
    try {
        await git.run([
            'fetch',
            '--quiet',
            '--no-tags',
            '--no-write-fetch-head',
            '--end-of-options',
            source.remote,
            `+refs/heads/${source.branch}:${trackingRef}`,
        ], { env: source.authEnv ?? {} });
    }
    catch (error) {
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS && /couldn't find remote ref/i.test(error.stderr)) {
            await git.run(['update-ref', '-d', trackingRef]).catch(() => undefined);
            if (!ask.length)
                return { tip: undefined, before: [] };
            const r = await git.run(['rev-parse', ...ask]);
            return { tip: undefined, before: r.stdout.split('\n').filter(Boolean) };
        }
        throw error;
    }
    const r = await git.run(['rev-parse', ...ask, '--verify', `${trackingRef}^{commit}`]);
    return answer(r.stdout, r.exitCode);
}
/** Fetches the state branch once; a fetch failing for another reason than a missing branch is a one-line ConfigurationError. */
async function openStateBranch(git, source) {
    let commit;
    try {
        commit = await fetchStateTip(git, source, READ_REF);
    }
    catch (error) {
        if (!(error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS))
            throw error;
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`fetching ${source.branch} from ${source.remote} failed: ${error.stderr.trim().split('\n')[0]?.slice(0, 300)}`);
    }
    return {
        commit,
        read: async (path) => {
            if (!commit)
                return undefined;
            const r = await git.run(['cat-file', 'blob', `${commit}:${path}`], { okExitCodes: [128] });
            return r.exitCode === 0 ? r.stdout : undefined;
        },
    };
}
/** One file of the state branch, or undefined when the branch or the file does not exist. */
async function readStateFile(git, source, path) {
    return (await openStateBranch(git, source)).read(path);
}


/***/ })

};
