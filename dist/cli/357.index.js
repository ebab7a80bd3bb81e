export const id = 357;
export const ids = [357,60];
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

/***/ 9463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ isProcessAlive)
/* harmony export */ });
/** Whether a process of this host with that pid exists (one owned by another user counts: EPERM). */
function isProcessAlive(pid) {
    if (!Number.isInteger(pid) || pid <= 0)
        return false;
    if (pid === process.pid)
        return true;
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === 'EPERM';
    }
}


/***/ }),

/***/ 6998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dV: () => (/* binding */ createRunTempDir),
/* harmony export */   fQ: () => (/* binding */ tempRoot),
/* harmony export */   jg: () => (/* binding */ removeRunTempDir)
/* harmony export */ });
/* unused harmony exports RUN_TEMP_PREFIX, sweepStaleRunDirs */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _process_alive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9463);
/**
 * The per-run temp folder of the commands run on the fork's behalf (agent task files with upstream text, the
 * children's TMPDIR). It lives under RUNNER_TEMP (which the runner empties after each job) or the system temp folder,
 * its name carries the pid of the run that owns it, it is removed when the run ends — normally or by a signal — and
 * the next run sweeps what a killed run (kill -9, a lost runner) left behind.
 */





const RUN_TEMP_PREFIX = 'upstream-ingest-run-';
/** Folders of earlier versions (one per agent call, in os.tmpdir()): swept too. */
const LEGACY_PREFIXES = ['upstream-ingest-agent-'];
const live = new Set();
let hooked = false;
function tempRoot(env = process.env) {
    return env.RUNNER_TEMP || (0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)();
}
/** `upstream-ingest-run-p<pid>-XXXXXX`: created empty, with `tmp/` for the children's TMPDIR. */
async function createRunTempDir(root = tempRoot()) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root, { recursive: true });
    await sweepStaleRunDirs(root);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, `${RUN_TEMP_PREFIX}p${process.pid}-`));
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, 'tmp'));
    live.add(dir);
    hookExit();
    return dir;
}
async function removeRunTempDir(dir) {
    live.delete(dir);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
}
/** Removes the run folders whose owning process is gone (and every legacy agent folder). Returns what it removed. */
async function sweepStaleRunDirs(root = tempRoot()) {
    const removed = [];
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(root).catch(() => [])) {
        const stale = name.startsWith(RUN_TEMP_PREFIX)
            ? !(0,_process_alive_js__WEBPACK_IMPORTED_MODULE_4__/* .isProcessAlive */ .j)(Number(/^p(\d+)-/.exec(name.slice(RUN_TEMP_PREFIX.length))?.[1] ?? NaN))
            : LEGACY_PREFIXES.some((p) => name.startsWith(p));
        if (!stale)
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, name), { recursive: true, force: true }).catch(() => undefined);
        removed.push(name);
    }
    return removed;
}
/** A cancelled job gets SIGINT/SIGTERM: the folder goes with the process, not only on a normal exit. */
function hookExit() {
    if (hooked)
        return;
    hooked = true;
    const clean = () => {
        for (const dir of live)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        live.clear();
    };
    process.once('exit', clean);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
        process.once(signal, () => {
            clean();
            process.kill(process.pid, signal);
        });
    }
}


/***/ }),

/***/ 8060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   gitAuthFrom: () => (/* binding */ gitAuthFrom),
/* harmony export */   runUrlFrom: () => (/* binding */ runUrlFrom),
/* harmony export */   serverUrlFrom: () => (/* binding */ serverUrlFrom),
/* harmony export */   tokenFromEnv: () => (/* binding */ tokenFromEnv)
/* harmony export */ });
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1447);
/**
 * Plain values the commands take from the Actions environment: the token (never a flag, so it stays out of argv and
 * shell history), the server, the run link. Apart from github-env.ts because that one loads the GitHub client
 * (Octokit, undici: ~35 ms of a cold process), which a local `apply` or `tier` never needs.
 */

function tokenFromEnv(env) {
    return env['UPSTREAM_INGEST_TOKEN']?.trim() || env['GITHUB_TOKEN']?.trim() || undefined;
}
function serverUrlFrom(env) {
    return (env['GITHUB_SERVER_URL'] ?? 'https://github.com').replace(/\/+$/, '');
}
/** The link to this workflow run, when running in Actions. */
function runUrlFrom(env) {
    const repo = env['GITHUB_REPOSITORY'];
    const id = env['GITHUB_RUN_ID'];
    return repo && id && /^\d+$/.test(id) ? `${serverUrlFrom(env)}/${repo}/actions/runs/${id}` : undefined;
}
/** Authentication for git fetch/push of the fork through the environment, when a token is there. */
function gitAuthFrom(env) {
    const token = tokenFromEnv(env);
    return token ? (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.tokenAuthEnv)(token, serverUrlFrom(env)) : undefined;
}


/***/ }),

/***/ 6888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jE: () => (/* binding */ presetOf),
/* harmony export */   kA: () => (/* binding */ PRESET_KEY_ENV),
/* harmony export */   kV: () => (/* binding */ agentLabel),
/* harmony export */   md: () => (/* binding */ HTTP_PRESETS)
/* harmony export */ });
/* unused harmony exports AGENT_PRESETS, PRESET_PREFIX, isPresetSpec */
/**
 * The agent presets (`--agent preset:NAME`): two coding-agent CLIs run non-interactively in the work tree, and two
 * HTTP APIs asked for a structured answer. Anything else given to `--agent` is a command of the fork's own.
 */
const AGENT_PRESETS = ['claude-code', 'codex', 'openai', 'anthropic'];
const PRESET_PREFIX = 'preset:';
/** The environment variable each preset's key is read from (the CLIs read it themselves). */
const PRESET_KEY_ENV = {
    'claude-code': 'ANTHROPIC_API_KEY',
    codex: 'OPENAI_API_KEY',
    openai: 'OPENAI_API_KEY',
    anthropic: 'ANTHROPIC_API_KEY',
};
const HTTP_PRESETS = new Set(['openai', 'anthropic']);
function isPresetSpec(agent) {
    return agent?.trim().startsWith(PRESET_PREFIX) ?? false;
}
/** The preset an `--agent` value names; an error text for an unknown name; undefined for a command. */
function presetOf(agent) {
    if (!agent || !isPresetSpec(agent))
        return undefined;
    const name = agent.trim().slice(PRESET_PREFIX.length);
    if (AGENT_PRESETS.includes(name))
        return name;
    return {
        problem: `unknown preset '${name.slice(0, 40)}'; expected ${AGENT_PRESETS.map((p) => PRESET_PREFIX + p).join(', ')} or a command`,
    };
}
/** How a result names the agent: the preset, or `command` for the fork's own. */
function agentLabel(preset) {
    return preset ? `${PRESET_PREFIX}${preset.name}` : 'command';
}


/***/ }),

/***/ 9658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ urlHasCredential),
/* harmony export */   VL: () => (/* binding */ valueHasCredential),
/* harmony export */   _l: () => (/* binding */ FORK_CODE_MARKER),
/* harmony export */   kA: () => (/* binding */ describeFindings),
/* harmony export */   rt: () => (/* binding */ credentialVariables)
/* harmony export */ });
/**
 * Where a credential can sit within reach of a command run for the fork (agent, verify, harness), and how to tell
 * one: pure rules over environment variables and git config values. The git config itself is read by
 * `src/adapters/git/remote/credential-scan.ts`; `src/services/credentials.ts` is the one check every face uses.
 */
/**
 * Set in the environment of every command run for the fork (agent, verify, merge tool, tier harness): a face that
 * pushes with a token and finds it knows it was started from inside such a command, i.e. fork code shares its
 * process tree and can read the token from /proc/<pid>/environ (issue 31).
 */
const FORK_CODE_MARKER = 'UPSTREAM_INGEST_FORK_CODE';
/** Names that hold a GitHub credential by convention (GITHUB_TOKEN, GH_TOKEN, GITHUB_PAT, MY_GH_TOKEN_2, …). */
const TOKEN_NAME = /(?:^|_)(?:GITHUB|GH|GHE)(?:_[A-Z0-9]+)*_(?:TOKEN|PAT|PASSWORD|ACCESS_TOKEN)(?:_|$)|^(?:UPSTREAM_INGEST_TOKEN|GITHUB_PAT|GH_PAT)$/i;
/** Action inputs that carry a credential (the runner passes them as INPUT_<NAME>). */
const TOKEN_INPUT = /^INPUT_(?:[A-Z0-9-]*[-_])?(?:TOKEN|PAT|PASSWORD|PRIVATE-KEY|APP-PRIVATE-KEY)$/i;
/** The OIDC request token: with it a step can mint cloud credentials (id-token: write). */
const OIDC = /^ACTIONS_ID_TOKEN_REQUEST_TOKEN$/;
/** The shapes of GitHub tokens (classic, OAuth, user, server, refresh, fine-grained), whatever the variable is called. */
const TOKEN_VALUE = /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})\b/;
/**
 * Environment variables that hold a credential: by name (a non-empty value) or by value (a GitHub token in any
 * variable). `allow` lists names the caller may hold by design (apply-bundle's `upstream-token`, which only reads).
 */
function credentialVariables(env, allow = []) {
    const allowed = new Set(allow.map((n) => n.toUpperCase()));
    const found = [];
    for (const [name, value] of Object.entries(env)) {
        if (!value?.trim() || allowed.has(name.toUpperCase()))
            continue;
        // A switch such as allow-untrusted-with-token ('true'/'false') names a token but holds none.
        if (TOKEN_INPUT.test(name)) {
            if (!/^(?:true|false)$/i.test(value.trim()))
                found.push({ place: 'input', name: inputName(name) });
        }
        else if (TOKEN_NAME.test(name) || OIDC.test(name) || TOKEN_VALUE.test(value))
            found.push({ place: 'environment', name });
    }
    return found.sort((a, b) => a.name.localeCompare(b.name));
}
function inputName(variable) {
    return `'${variable.slice('INPUT_'.length).toLowerCase()}'`;
}
/** A URL that carries a password or a token as its user (`https://user:secret@…`, `https://ghp_…@…`). */
function urlHasCredential(url) {
    const userinfo = /^[a-z][a-z0-9+.-]*:\/\/([^/@?#]*)@/i.exec(url.trim())?.[1];
    if (userinfo === undefined)
        return false;
    return userinfo.includes(':') || TOKEN_VALUE.test(userinfo);
}
/** A config value that is a token itself or an Authorization header. */
function valueHasCredential(value) {
    return TOKEN_VALUE.test(value) || /^\s*authorization\s*:/i.test(value);
}
/** One line: where the first findings are (names only), for an error message. */
function describeFindings(findings) {
    const shown = findings.slice(0, 3).map((f) => `${f.place} ${f.name}`);
    return findings.length > 3 ? `${shown.join(', ')} and ${findings.length - 3} more` : shown.join(', ');
}


/***/ }),

/***/ 2919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X7: () => (/* binding */ refuseCredentials),
  Dz: () => (/* binding */ refuseForkCodeAncestor)
});

// UNUSED EXPORTS: findCredentials

// EXTERNAL MODULE: ./src/domain/credentials.ts
var credentials = __webpack_require__(9658);
;// CONCATENATED MODULE: ./src/adapters/git/remote/credential-scan.ts
/**
 * Credentials persisted where a command run in the clone can reach them through git: Authorization headers
 * (`http.<url>.extraheader`, as actions/checkout persists them), credentials inside remote URLs or `insteadOf`
 * rewrites, and credential helpers that hand out a credential for one of the remotes' hosts. Every config level
 * git reads (system, global/XDG, the repository) is looked at: a command can read those files as well as we can.
 */

/** Every `key value` pair git reads from its config files (all levels), keys lower-cased by git. */
async function configEntries(git) {
    const { stdout } = await git.run(['config', '--includes', '--null', '--list'], { okExitCodes: [1, 128] });
    return stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => {
        const at = entry.indexOf('\n');
        return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
    });
}
async function persistedCredentials(git, options = {}) {
    const entries = await configEntries(git);
    const found = [];
    const hosts = new Set(options.hosts ?? []);
    let helpers = false;
    for (const [key, value] of entries) {
        if (/^http\.(?:.*\.)?extraheader$/.test(key) && value.trim())
            found.push({ place: 'git config', name: key });
        else if (/^remote\..*\.(?:url|pushurl)$/.test(key)) {
            if ((0,credentials/* urlHasCredential */.Br)(value))
                found.push({ place: 'remote URL', name: key });
            const host = /^https?:\/\/(?:[^@/]*@)?([^/:?#]+)/i.exec(value)?.[1];
            if (host)
                hosts.add(host.toLowerCase());
        }
        else if (/^url\..*\.(?:insteadof|pushinsteadof)$/.test(key) && (0,credentials/* urlHasCredential */.Br)(key.slice(4)))
            found.push({ place: 'remote URL', name: key.replace(/\/\/[^@/]*@/, '//***@') });
        else if (/^credential\.(?:.*\.)?helper$/.test(key) && value.trim())
            helpers = true;
        else if (!key.startsWith('http.') && (0,credentials/* valueHasCredential */.VL)(value))
            found.push({ place: 'git config', name: key });
    }
    if (helpers)
        for (const host of hosts)
            if (await helperHasCredential(git, host))
                found.push(helperFinding(host));
    return found;
}
function helperFinding(host) {
    return { place: 'credential helper', name: `credential for https://${host}` };
}
/**
 * Whether a configured credential helper gives out a credential for `host` (`git credential fill`, no prompt: the
 * askpass programs fail, terminal prompts are off). Asking is the only way to know: a helper may be configured and
 * hold nothing (a fresh macOS keychain).
 */
async function helperHasCredential(git, host) {
    const result = await git
        .run(['credential', 'fill'], {
        input: `protocol=https\nhost=${host}\n\n`,
        env: { GIT_ASKPASS: 'false', SSH_ASKPASS: 'false', GIT_TERMINAL_PROMPT: '0' },
        okExitCodes: [1, 128],
        timeoutMs: 20_000,
    })
        .catch(() => undefined);
    return result?.exitCode === 0 && /^password=./m.test(result.stdout);
}

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/services/credentials.ts
/**
 * The one credential check (issue 31): before a command of the fork's runs (agent, verify, tier harness), no
 * credential may be within its reach — in this process's environment (a child reads it from /proc/<parent>/environ
 * whatever its own environment says), in the action's inputs, in any git config file it can read (Authorization
 * headers, credentials in remote URLs) or behind a credential helper. Every face calls it: the CLI's apply, the
 * apply-bundle action (modes prepare and all), run-tier (mode run), the CLI's tier and trunk-bisect. The faces that
 * push with a token and run no fork code (publish-bundle, open-revert; the actions' publish modes, which refuse an
 * agent or verify input) call `refuseForkCodeAncestor` instead: fork code must not share their process tree.
 */



async function findCredentials(scope) {
    const found = (0,credentials/* credentialVariables */.rt)(scope.env, scope.allowEnv);
    for (const [name, value] of Object.entries(scope.inputs ?? {})) {
        const shown = `'${name}'`;
        if (value?.trim() && !found.some((f) => f.place === 'input' && f.name === shown))
            found.push({ place: 'input', name: shown });
    }
    if (scope.git) {
        const server = /^https?:\/\/([^/:]+)/i.exec(scope.serverUrl ?? 'https://github.com')?.[1];
        found.push(...(await persistedCredentials(scope.git, { hosts: server ? [server.toLowerCase()] : [] })));
    }
    return found;
}
/**
 * Throws a one-line ConfigurationError when any credential is within reach: `who` says what would run (`--verify`,
 * `mode run's harnesses`), `fix` how to run without it.
 */
async function refuseCredentials(scope, who, fix) {
    const found = await findCredentials(scope);
    if (found.length === 0)
        return;
    throw new errors/* ConfigurationError */.j1(`${who} could read a credential (${(0,credentials/* describeFindings */.kA)(found)}); ${fix}`);
}
/**
 * The mirror of the actions' publish modes, which refuse to run in the step that runs the agent or verify: a face that
 * pushes with a token refuses to start from inside a command run for the fork (the suite marks their environment), where
 * that command could read the token from this process's /proc/<pid>/environ.
 */
function refuseForkCodeAncestor(env, who, fix = 'run it in its own step or job, never from an agent, verify command or harness') {
    if (!env[credentials/* FORK_CODE_MARKER */._l])
        return;
    throw new errors/* ConfigurationError */.j1(`${who}: started from inside a command run for the fork (${credentials/* FORK_CODE_MARKER */._l} is set), which could read the token from this process; ${fix}`);
}


/***/ })

};
