export const id = 141;
export const ids = [141,385];
export const modules = {

/***/ 830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ exists)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

/** Whether anything is at `path` (a file, a folder, a dangling link: git's sequencer and lock files are any of these). */
async function exists(path) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(path);
        return true;
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 7963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ makeScratchFolder),
/* harmony export */   Yz: () => (/* binding */ makeScratchFolderSync),
/* harmony export */   mr: () => (/* binding */ sweepStaleScratch)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _process_process_alive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9463);





/**
 * Scratch folders outside a run's temp folder (tmpfs, mostly): named `<prefix><pid>-<host>-XXXXXX`, so that a killed
 * run's folder is removed by the next run on the same host (the run temp folder's sweep does not see tmpfs; a
 * /dev/shm shared with other hosts' containers keeps their folders).
 */
const HOST_TAG = (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)()
    .replace(/[^A-Za-z0-9.]/g, '_')
    .slice(0, 64);
function makeScratchFolder(root, prefix) {
    return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)(scratchTemplate(root, prefix));
}
/**
 * The same, made at once: a caller that starts git on it does not wait behind the thread pool's other file work (a
 * run's start queues dozens of reads and a sweep of the temp folder there; on tmpfs this takes microseconds).
 */
function makeScratchFolderSync(root, prefix) {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdtempSync)(scratchTemplate(root, prefix));
}
function scratchTemplate(root, prefix) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, `${prefix}${process.pid}-${HOST_TAG}-`);
}
/** Removes the scratch folders under `root` of runs whose process is gone (killed before they removed their own). */
async function sweepStaleScratch(root, prefix) {
    const removed = [];
    for (const name of await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(root)) {
        const match = /^(\d+)-(.*)-[^-]+$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
        const pid = Number(match?.[1]);
        if (match?.[2] !== HOST_TAG || !Number.isInteger(pid) || pid <= 0 || (0,_process_process_alive_js__WEBPACK_IMPORTED_MODULE_4__/* .isProcessAlive */ .j)(pid))
            continue;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, name), { recursive: true, force: true }).catch(() => undefined);
        removed.push(name);
    }
    return removed;
}


/***/ }),

/***/ 8813:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MA: () => (/* binding */ unmergedPaths),
/* harmony export */   SU: () => (/* binding */ pickBatch),
/* harmony export */   TC: () => (/* binding */ stagePaths),
/* harmony export */   W7: () => (/* binding */ commitResolution),
/* harmony export */   jh: () => (/* binding */ recordRerere),
/* harmony export */   lF: () => (/* binding */ abandonPick)
/* harmony export */ });
/* unused harmony export hasStagedChanges */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8184);
/* harmony import */ var _write_commit_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9756);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3785);
/* harmony import */ var _worktree_worktree_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(400);
/**
 * The cherry-pick session of apply-bundle, on the real work tree: a run of commits goes through git's own sequencer
 * in one process (as fast as a plain `git cherry-pick -x`), and every stop — a conflict or an empty pick — is handed
 * back with what the caller needs to decide; then the stopped pick is resolved (staged, recorded, committed) or
 * abandoned. Paths only ever travel as argument-array entries or stdin, never through a shell.
 */






async function readHeadFile(paths, name) {
    try {
        return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.gitDir, name), 'utf8')).trim() || undefined;
    }
    catch {
        return undefined;
    }
}
/** A detached HEAD file holds the SHA itself: read it without a process (the pick loop's hot path). */
async function detachedHeadSha(git, paths) {
    const head = await readHeadFile(paths, 'HEAD');
    return head && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head) ? head : (0,_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_4__/* .headSha */ .xF)(git);
}
/**
 * Commits `from..to` along first parents, oldest first. A run of one pick that moved HEAD landed exactly `to`: no
 * process to list it.
 */
async function newCommits(git, from, to, picked) {
    if (from === to)
        return [];
    if (picked === 1)
        return [to];
    const { stdout } = await git.run(['rev-list', '--reverse', '--first-parent', `${from}..${to}`]);
    return stdout.split('\n').filter(Boolean);
}
/** Unmerged paths of the index (a conflict the work tree still has to resolve). */
async function unmergedPaths(git) {
    const { stdout } = await git.run(['diff', '--name-only', '-z', '--diff-filter=U']);
    return [...new Set(stdout.split('\0').filter(Boolean))];
}
function rerereResolvedPaths(stderr) {
    return Array.from(stderr.matchAll(/^(?:Resolved|Staged) '(.+)' using previous resolution\.$/gm), (m) => m[1]);
}
/**
 * Picks `commits` in order onto HEAD with `git cherry-pick` (one sequencer run). Stops at the first conflict or
 * empty pick and reports it, leaving CHERRY_PICK_HEAD and the conflicted work tree in place.
 */
async function pickBatch(git, paths, commits, options) {
    if (commits.length === 0)
        return { landed: [] };
    // A pick on an attached HEAD would move that branch (possibly the fork's base): never.
    if ((await readHeadFile(paths, 'HEAD'))?.startsWith('ref:'))
        throw new Error('pickBatch needs a detached HEAD');
    const start = await detachedHeadSha(git, paths);
    const args = [..._write_commit_write_js__WEBPACK_IMPORTED_MODULE_5__/* .UNATTENDED_COMMIT_CONFIG */ .oV, ...(0,_worktree_worktree_state_js__WEBPACK_IMPORTED_MODULE_3__/* .rerereConfig */ .Y6)(options.rerere), 'cherry-pick', '--allow-empty-message'];
    if (options.recordOrigin)
        args.push('-x');
    const result = await git.run([...args, ...commits], { okExitCodes: [1], env: (0,_write_commit_write_js__WEBPACK_IMPORTED_MODULE_5__/* .committerEnv */ .AI)(options.stamp) });
    const end = await detachedHeadSha(git, paths);
    const landed = await newCommits(git, start, end, commits.length);
    if (result.exitCode === 0)
        return { landed };
    const stopped = await readHeadFile(paths, 'CHERRY_PICK_HEAD');
    if (!stopped)
        throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS(['cherry-pick'], result.exitCode, result.stderr || result.stdout);
    const unmerged = await unmergedPaths(git);
    const rerereResolved = rerereResolvedPaths(result.stderr).filter((p) => !unmerged.includes(p));
    if (unmerged.length === 0 && rerereResolved.length === 0)
        return { landed, stop: { kind: 'empty', sha: stopped } };
    if (unmerged.length === 0 && !(await hasStagedChanges(git)))
        return { landed, stop: { kind: 'empty', sha: stopped } };
    return {
        landed,
        stop: {
            kind: 'conflict',
            sha: stopped,
            conflictedPaths: [...new Set([...unmerged, ...rerereResolved])].sort(),
            rerereResolved,
        },
    };
}
async function hasStagedChanges(git) {
    const { exitCode } = await git.run(['diff', '--cached', '--quiet', 'HEAD', '--'], { okExitCodes: [1] });
    return exitCode === 1;
}
/**
 * Ends a stopped pick without committing anything: sequencer state gone, work tree and index back at HEAD. With the
 * git dir known this is one process: `reset --hard` ends the pick itself (it removes CHERRY_PICK_HEAD and the merge
 * state, as `cherry-pick --quit` does), and what `--quit` adds, removing `sequencer/` (left when the run had more
 * commits to go), is a folder removal.
 */
async function abandonPick(git, paths) {
    if (!paths)
        await git.run(['cherry-pick', '--quit']);
    await git.run(['reset', '-q', '--hard', 'HEAD']);
    if (paths)
        await removeSequencerState(paths);
}
/** What `cherry-pick --quit` leaves once CHERRY_PICK_HEAD is gone: the sequencer's folder (a run of several picks). */
async function removeSequencerState(paths) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(paths.gitDir, 'sequencer'), { recursive: true, force: true });
}
/** Work tree content of `paths` staged as is (additions, edits and deletions), names taken literally. */
async function stagePaths(git, paths) {
    if (paths.length === 0)
        return;
    await git.run(['--literal-pathspecs', 'add', '-A', '--pathspec-from-file=-', '--pathspec-file-nul'], {
        input: paths.join('\0') + '\0',
    });
}
/** Records the staged resolution in rerere (before the pick state that holds its preimage is gone). */
async function recordRerere(git) {
    await git.run([...(0,_worktree_worktree_state_js__WEBPACK_IMPORTED_MODULE_3__/* .rerereConfig */ .Y6)(true), 'rerere']);
}
/**
 * Commits the staged resolution of a stopped pick with the given message and the upstream author, then ends the pick.
 * `git commit` removes CHERRY_PICK_HEAD itself; the sequencer's folder of a longer run is removed here (all
 * `cherry-pick --quit` would still do), and the new commit is read from the detached HEAD file.
 */
async function commitResolution(git, paths, commit) {
    await git.run([..._write_commit_write_js__WEBPACK_IMPORTED_MODULE_5__/* .UNATTENDED_COMMIT_CONFIG */ .oV, 'commit', '-q', '--no-verify', '--allow-empty', '--cleanup=verbatim', '-F', '-'], { input: commit.message, env: (0,_write_commit_write_js__WEBPACK_IMPORTED_MODULE_5__/* .resolvedCommitEnv */ .H4)(commit) });
    await removeSequencerState(paths);
    return detachedHeadSha(git, paths);
}


/***/ }),

/***/ 3888:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B5: () => (/* binding */ resolveRawCommits),
/* harmony export */   OH: () => (/* binding */ assertObjectIds),
/* harmony export */   Pl: () => (/* binding */ pickAffectingConfig),
/* harmony export */   Uu: () => (/* binding */ PickMerger),
/* harmony export */   Uy: () => (/* binding */ writeCommitChain),
/* harmony export */   dx: () => (/* binding */ parseRawCommit),
/* harmony export */   tW: () => (/* binding */ readRawCommits)
/* harmony export */ });
/* unused harmony export sweepStalePickScratch */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _files_tmpfs_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3435);
/* harmony import */ var _files_scratch_folder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7963);
/* harmony import */ var _read_object_batch_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9340);
/* harmony import */ var _merge_tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3001);
/* harmony import */ var _write_tree_objects_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9298);
/**
 * Clean cherry-picks without the work tree (apply-bundle's fast path): one `merge-tree --stdin` process merges the
 * whole run of picks, the new commits are written as loose objects from here, and the caller checks the final
 * commit out once. `git cherry-pick` rewrites the index and the changed files at every commit; this writes them once.
 *
 * git 2.39 has no `merge-tree --merge-base`, so for upstream commit C with parent P onto tree T: X = a commit with
 * tree T and parent P (written into a scratch object directory the merge reads as an alternate, so it never enters
 * the repository), and `merge-tree X C` merges with base P — exactly the cherry-pick's three-way merge, as in
 * merge-tree.ts. The merged trees and blobs go into the repository, as a cherry-pick's do.
 */








const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
/** Only full object ids reach a merge or an object written from here (never a revision git would resolve). */
function assertObjectIds(ids) {
    for (const p of ids)
        if (!OBJECT_ID.test(p))
            throw new Error(`not a full object id: ${p.slice(0, 80)}`);
}
/** A merge that has not answered by then never will (a git whose `--stdin` mode holds its output): give up on it. */
const MERGE_DEADLINE_MS = 60_000;
const SIM_IDENT = 'upstream-ingest <upstream-ingest@localhost>';
/**
 * The simulated commits go to tmpfs when there is one: each is a directory, a file and a rename, which cost a disk
 * with a journal ~0.2 ms apiece on the way of every merge (merge-tree.ts keeps plan's scratch objects there too).
 */
const TMPFS_MIN_FREE = 64 * 1024 * 1024;
/** The scratch folders' prefix (scratch-folder.ts: a killed run's folder is removed by the next run on the host). */
const SCRATCH_PREFIX = 'upstream-ingest-picks-p';
let swept = false;
/**
 * One `merge-tree --stdin` process and its scratch object directory for one run of picks. Started before the caller
 * has read what it merges (the process starts meanwhile); `close` may be left to finish in the background.
 */
class PickMerger {
    scratch;
    merger;
    closing;
    constructor(scratch, cwd) {
        this.scratch = scratch;
        this.merger = new _merge_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .MergeTreeProcess */ .es(cwd, { GIT_ALTERNATE_OBJECT_DIRECTORIES: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'objects') });
    }
    /** `scratchDir` (the run's temp folder) holds the scratch objects where there is no tmpfs with room. */
    static async start(git, scratchDir) {
        // Made at once, so that git starts now, beside the run's other reads (not behind its queued file work).
        const scratch = (0,_files_scratch_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .makeScratchFolderSync */ .Yz)(scratchRoot(scratchDir), SCRATCH_PREFIX);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(scratch, 'objects'), { recursive: true });
        return new PickMerger(scratch, git.cwd);
    }
    /** Merges each pick onto the tree the previous clean pick left, from `tipTree`, up to the first that is not clean. */
    async mergeRun(tipTree, picks) {
        assertObjectIds([tipTree, ...picks.flatMap((c) => [c.sha, c.parent])]);
        const trees = [];
        let tree = tipTree;
        for (const [index, pick] of picks.entries()) {
            const merged = await this.pickOnto(tree, pick);
            if (!merged.clean)
                return { trees, stop: { index, kind: 'conflict', conflictPaths: merged.conflictPaths } };
            if (merged.tree === tree)
                return { trees, stop: { index, kind: 'empty' } };
            tree = merged.tree;
            trees.push(tree);
        }
        return { trees };
    }
    /**
     * The tree a cherry-pick of `pick` onto `tree` gives when it is clean, or undefined when it conflicts: one merge,
     * not chained to the previous one (publish re-derives each recorded pick on its own recorded parent).
     */
    async mergeOnto(tree, pick) {
        assertObjectIds([tree, pick.sha, pick.parent]);
        const merged = await this.pickOnto(tree, pick);
        return merged.clean ? merged.tree : undefined;
    }
    /**
     * The tree a revert of `culprit` onto `tree` gives when it is clean, or undefined when it conflicts: the pick of an
     * inverse commit (the culprit's parent's tree on the culprit, in the scratch objects), whose merge base is the
     * culprit — base culprit, ours `tree`, theirs the culprit's parent, as `git revert` merges.
     */
    async revertOnto(tree, culprit) {
        assertObjectIds([tree, culprit.sha, culprit.parentTree]);
        const inverse = this.simulatedCommit(culprit.parentTree, culprit.sha, culprit.date, 'simulated revert');
        return this.mergeOnto(tree, { sha: inverse, parent: culprit.sha, date: culprit.date });
    }
    /** The cherry-pick's three-way merge: a simulated commit (tree, upstream's parent) merged with the pick. */
    pickOnto(tree, pick) {
        const simulated = this.simulatedCommit(tree, pick.parent, pick.date, 'simulated tip');
        return withDeadline(this.merger.merge(simulated, pick.sha, simulated), MERGE_DEADLINE_MS);
    }
    /** A commit object in the scratch objects only (never in the repository), dated `date` (seconds). */
    simulatedCommit(tree, parent, date, message) {
        const ident = `${SIM_IDENT} ${date} +0000`;
        return (0,_write_tree_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .writeLooseObject */ .Dx)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(this.scratch, 'objects'), tree.length === 64 ? 'sha256' : 'sha1', 'commit', Buffer.from(`tree ${tree}\nparent ${parent}\nauthor ${ident}\ncommitter ${ident}\n\n${message}\n`));
    }
    close() {
        this.closing ??= this.merger
            .close()
            .finally(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(this.scratch, { recursive: true, force: true }))
            .catch(() => undefined);
        return this.closing;
    }
}
function scratchRoot(fallback) {
    const tmpfs = (0,_files_tmpfs_root_js__WEBPACK_IMPORTED_MODULE_3__/* .tmpfsRoot */ .$)(TMPFS_MIN_FREE);
    if (!tmpfs)
        return fallback;
    if (!swept) {
        swept = true;
        sweepStalePickScratch(tmpfs).catch(() => undefined); // beside the run: nothing waits for it
    }
    return tmpfs;
}
/** Removes the pick scratch folders of runs whose process is gone (killed before they removed their own). */
function sweepStalePickScratch(root) {
    return (0,_files_scratch_folder_js__WEBPACK_IMPORTED_MODULE_4__/* .sweepStaleScratch */ .mr)(root, SCRATCH_PREFIX);
}
/**
 * Writes a chain of single-parent commits onto `parent` as loose objects of the repository (`objectsDir`) and
 * returns their ids; each commit's text comes from `texts[k](parent)` (its parent is the previous one's id).
 */
function writeCommitChain(objectsDir, parent, texts) {
    const hash = parent.length === 64 ? 'sha256' : 'sha1';
    const ids = [];
    let previous = parent;
    for (const text of texts) {
        previous = (0,_write_tree_objects_js__WEBPACK_IMPORTED_MODULE_7__/* .writeLooseObject */ .Dx)(objectsDir, hash, 'commit', Buffer.from(text(previous), 'utf8'));
        ids.push(previous);
    }
    return ids;
}
/**
 * Commit objects as stored, in one `cat-file --batch` process; undefined for one that is missing, not a commit or not
 * valid UTF-8 (the sequencer would re-encode it).
 */
async function readRawCommits(git, shas) {
    const objects = await (0,_read_object_batch_js__WEBPACK_IMPORTED_MODULE_5__/* .readObjectBatch */ .e)(git, shas.filter((s) => OBJECT_ID.test(s)));
    return new Map(shas.map((sha) => {
        const object = objects.get(sha);
        // A commit that is not valid UTF-8 is left to git's sequencer, which re-encodes it.
        const text = object?.type === 'commit' ? (0,_read_object_batch_js__WEBPACK_IMPORTED_MODULE_5__/* .strictUtf8 */ .N)(object.content) : undefined;
        return [sha, text === undefined ? undefined : parseRawCommit(text)];
    }));
}
/**
 * Resolves `revisions` to commits and reads those commits as stored, in one `cat-file --batch` process (apply's
 * first read: the base, the bundle's commits, the branch and HEAD). `ids[i]` is revision i's commit, undefined for
 * one that is missing or not a commit (as `resolveCommits` answers); `raw` holds every resolved commit by id, as
 * `readRawCommits` would read it.
 */
async function resolveRawCommits(git, revisions) {
    const ids = revisions.map(() => undefined);
    const raw = new Map();
    // An empty revision asks nothing (readObjectBatch skips an empty spec, and one holding a newline).
    const specs = revisions.map((r) => (r ? `${r}^{commit}` : ''));
    const objects = await (0,_read_object_batch_js__WEBPACK_IMPORTED_MODULE_5__/* .readObjectBatch */ .e)(git, specs);
    specs.forEach((spec, i) => {
        const object = objects.get(spec);
        if (object?.type !== 'commit')
            return; // missing, ambiguous, or not a commit
        ids[i] = object.oid;
        const text = (0,_read_object_batch_js__WEBPACK_IMPORTED_MODULE_5__/* .strictUtf8 */ .N)(object.content);
        raw.set(object.oid, text === undefined ? undefined : parseRawCommit(text));
    });
    return { ids, raw };
}
const SIGNATURE_HEADERS = new Set(['gpgsig', 'gpgsig-sha256']);
/** A commit object's text as the fields the fast path uses (undefined when it is not one it can take). */
function parseRawCommit(text) {
    const end = text.indexOf('\n\n');
    if (end < 0)
        return undefined;
    const commit = { tree: '', parents: [], author: '', message: text.slice(end + 2), plain: true };
    let header = '';
    for (const line of text.slice(0, end).split('\n')) {
        if (line.startsWith(' ')) {
            if (!SIGNATURE_HEADERS.has(header))
                commit.plain = false;
            continue;
        }
        const space = line.indexOf(' ');
        header = space < 0 ? line : line.slice(0, space);
        const value = space < 0 ? '' : line.slice(space + 1);
        if (header === 'tree')
            commit.tree = value;
        else if (header === 'parent')
            commit.parents.push(value);
        else if (header === 'author')
            commit.author = value;
        else if (header !== 'committer' && !SIGNATURE_HEADERS.has(header))
            commit.plain = false;
    }
    return commit.tree && commit.author ? commit : undefined;
}
/**
 * Config keys under which git might write a pick differently from what the fast path writes (trailer rules, comment
 * characters, message clean-up, a commit encoding, renormalising merges): when any is set, every pick goes through
 * git's own sequencer.
 */
async function pickAffectingConfig(git) {
    const { stdout } = await git.run([
        'config',
        '-z',
        '--name-only',
        '--get-regexp',
        '^(trailer\\..*|core\\.comment.*|commit\\.cleanup|i18n\\.commitencoding|merge\\.renormalize)$',
    ], { okExitCodes: [1] });
    return [...new Set(stdout.split('\0').filter(Boolean))];
}
function withDeadline(promise, ms) {
    let timer;
    const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`git merge-tree gave no answer within ${ms / 1000} s`)), ms);
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}


/***/ }),

/***/ 8049:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ resolveCommits),
/* harmony export */   n: () => (/* binding */ readBranchCommits)
/* harmony export */ });
/** The commits of `base..tip` along first parents, oldest first, with their messages (for reuse on re-runs). */
async function readBranchCommits(git, base, tip) {
    const { stdout } = await git.run([
        'log',
        '--first-parent',
        '--reverse',
        '-z',
        '--format=%H%x1f%P%x1f%B',
        `${base}..${tip}`,
        '--',
    ]);
    return stdout
        .split('\0')
        .filter(Boolean)
        .map((record) => {
        const [sha = '', parents = '', message = ''] = record.replace(/^\n/, '').split('\x1f');
        return { sha, parent: parents.split(' ')[0] ?? '', message };
    });
}
/** Resolves revisions to commit SHAs in one process; undefined for any that is missing or not a commit. */
async function resolveCommits(git, revisions) {
    if (revisions.length === 0)
        return [];
    const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
        input: revisions.map((r) => `${r}^{commit}`).join('\n') + '\n',
    });
    const lines = stdout.split('\n');
    return revisions.map((_, i) => {
        const m = /^([0-9a-f]{40,64}) commit$/.exec(lines[i] ?? '');
        return m?.[1];
    });
}


/***/ }),

/***/ 7102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ askedRemoteDefault),
/* harmony export */   RS: () => (/* binding */ remoteNames),
/* harmony export */   Uz: () => (/* binding */ listRemotes),
/* harmony export */   dP: () => (/* binding */ localRemoteDefault)
/* harmony export */ });
/** The configured remote names (`git remote`). */
async function remoteNames(git) {
    const { stdout } = await git.run(['remote']);
    return stdout
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
}
/**
 * `remoteNames` and every remote's push URLs in one process (a publish needs the names for its trunk check and the
 * URLs for its transport check). git prints each remote's push URLs exactly as `remote get-url --push --all` does.
 */
async function listRemotes(git) {
    const { stdout } = await git.run(['remote', '-v']);
    const names = [];
    const push = new Map();
    for (const line of stdout.split('\n')) {
        const tab = line.indexOf('\t');
        const name = (tab < 0 ? line : line.slice(0, tab)).trim();
        if (!name)
            continue;
        if (!names.includes(name))
            names.push(name);
        if (tab >= 0 && line.endsWith(' (push)')) {
            const url = line.slice(tab + 1, -' (push)'.length).trim();
            if (url)
                push.set(name, [...(push.get(name) ?? []), url]);
        }
    }
    return { names, pushUrls: (remote) => push.get(remote) ?? [] };
}
/** `refs/remotes/<remote>/HEAD`, as clone (not actions/checkout) sets it; undefined when absent. */
async function localRemoteDefault(git, remote) {
    if (!/^[A-Za-z0-9._-]+$/.test(remote))
        return undefined;
    const local = await git.run(['symbolic-ref', '-q', `refs/remotes/${remote}/HEAD`], { okExitCodes: [1, 128] });
    const name = local.stdout.trim().replace(`refs/remotes/${remote}/`, '');
    return local.exitCode === 0 && name ? name : undefined;
}
/** What the remote itself says its HEAD is (call it once the remote is known to be reachable). */
async function askedRemoteDefault(git, remote, env = {}) {
    const answer = await git
        .run(['ls-remote', '--symref', '--end-of-options', remote, 'HEAD'], { env, okExitCodes: [2], timeoutMs: 60_000 })
        .catch(() => undefined);
    const m = /^ref:\s+refs\/heads\/(\S+)\s+HEAD$/m.exec(answer?.stdout ?? '');
    return m?.[1];
}


/***/ }),

/***/ 8184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ub: () => (/* binding */ updateBranch),
/* harmony export */   hr: () => (/* binding */ checkoutDetached),
/* harmony export */   nX: () => (/* binding */ checkoutBranch),
/* harmony export */   xF: () => (/* binding */ headSha),
/* harmony export */   yh: () => (/* binding */ attachHead)
/* harmony export */ });
async function headSha(git) {
    const { stdout } = await git.run(['rev-parse', '--verify', 'HEAD^{commit}']);
    return stdout.trim();
}
/** Moves the detached work tree to `sha` (the tree is clean, so nothing is lost). */
async function checkoutDetached(git, sha) {
    await git.run(['checkout', '-q', '--detach', sha, '--']);
}
/** Sets `refs/heads/<branch>` to `sha` only if it still has `expected` (null: must not exist). */
async function updateBranch(git, branch, sha, expected) {
    const zero = '0'.repeat(sha.length);
    await git.run(['update-ref', '-m', 'upstream-ingest apply', `refs/heads/${branch}`, sha, expected ?? zero]);
}
/**
 * Checks the branch out (the work tree is already at its commit or clean). `force`: tracked files and the index are
 * put back to the branch's commit as they are switched (what `reset --hard` then `checkout` would do, in one process).
 */
async function checkoutBranch(git, branch, force = false) {
    await git.run(['checkout', '-q', ...(force ? ['-f'] : []), branch, '--']);
}
/**
 * Attaches HEAD to `branch` when the work tree and index already hold its commit (HEAD detached there): what
 * `git checkout` would do, without its work-tree scan.
 */
async function attachHead(git, branch) {
    await git.run(['symbolic-ref', '-m', 'upstream-ingest apply: attach', 'HEAD', `refs/heads/${branch}`]);
}


/***/ }),

/***/ 5965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VU: () => (/* binding */ forgetRerere),
/* harmony export */   o9: () => (/* binding */ detachHere),
/* harmony export */   pm: () => (/* binding */ resetHard),
/* harmony export */   rV: () => (/* binding */ worktreeChanges)
/* harmony export */ });
/** Puts index and work tree back to `revision` (default HEAD): the undo after an agent, a verify or a failed step. */
async function resetHard(git, revision = 'HEAD') {
    await git.run(['reset', '-q', '--hard', revision]);
}
/** Detaches HEAD where it is, so the branch it was on can be rewritten. */
async function detachHere(git) {
    await git.run(['checkout', '-q', '--detach']);
}
/** Removes rerere's recorded resolutions of these paths (a resolution that was rejected must not be replayed). */
async function forgetRerere(git, paths) {
    await git.run(['rerere', 'forget', '--', ...paths]);
}
/** Paths changed or untracked in the work tree, relative to HEAD (renames as delete + add). */
async function worktreeChanges(git) {
    const { stdout } = await git.run(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']);
    return [
        ...new Set(stdout
            .split('\0')
            .filter(Boolean)
            .map((e) => e.slice(3))),
    ];
}


/***/ }),

/***/ 400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bi: () => (/* binding */ useRerereCache),
/* harmony export */   Y6: () => (/* binding */ rerereConfig),
/* harmony export */   pr: () => (/* binding */ readRepoPaths),
/* harmony export */   ss: () => (/* binding */ recoverWorktree),
/* harmony export */   sw: () => (/* binding */ acquireApplyLock)
/* harmony export */ });
/* unused harmony exports inspectWorktree, lockHolders, removeStaleIndexLock, removeStaleGitLocks, trackedChanges */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8382);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3785);
/* harmony import */ var _files_path_exists_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(830);
/**
 * The state a repository can be left in by an interrupted run (a crash, a SIGKILL, a runner that died): an
 * unfinished cherry-pick, sequencer state, a stale index.lock, a half-written work tree. Detects it, cleans what is
 * ours to clean, and refuses what is not (a merge or rebase in progress, a lock some git process still holds).
 * Also the per-repository apply lock and the rerere cache location.
 */







async function readRepoPaths(git) {
    let stdout;
    try {
        ({ stdout } = await git.run([
            'rev-parse',
            '--absolute-git-dir',
            '--git-common-dir',
            '--show-toplevel',
            '--is-shallow-repository',
        ]));
    }
    catch (error) {
        throw (0,_run_git_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .asUserError */ .Yl)(error, git.cwd);
    }
    const [gitDir = '', common = '', topLevel = '', shallow = ''] = stdout.split('\n');
    if (!topLevel)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`${git.cwd}: a bare repository has no work tree to cherry-pick in`);
    return {
        gitDir,
        commonDir: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(common) ? common : (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(git.cwd, common),
        topLevel,
        shallow: shallow.trim() === 'true',
    };
}
async function inspectWorktree(paths) {
    const at = (name) => (0,_files_path_exists_js__WEBPACK_IMPORTED_MODULE_6__/* .exists */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(paths.gitDir, name));
    const [cherryPickHead, sequencer, merge, rebaseMerge, rebaseApply, revert, bisect, indexLock] = await Promise.all([
        at('CHERRY_PICK_HEAD'),
        at('sequencer'),
        at('MERGE_HEAD'),
        at('rebase-merge'),
        at('rebase-apply'),
        at('REVERT_HEAD'),
        at('BISECT_LOG'),
        at('index.lock'),
    ]);
    const foreign = [];
    if (merge)
        foreign.push('a merge');
    if (rebaseMerge || rebaseApply)
        foreign.push('a rebase');
    if (revert)
        foreign.push('a revert');
    if (bisect)
        foreign.push('a bisect');
    return { cherryPickHead, sequencer, foreign, indexLock };
}
/**
 * Processes that hold `file` open, or git processes working in `workTree`: a lock is stale only when neither
 * exists. Linux /proc; elsewhere undefined (unknown), and the caller falls back to the lock's age.
 */
async function lockHolders(file, workTree) {
    let pids;
    try {
        pids = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)('/proc')).filter((p) => /^\d+$/.test(p));
    }
    catch {
        return undefined;
    }
    const holders = [];
    await Promise.all(pids.map(async (pid) => {
        if (Number(pid) === process.pid)
            return;
        try {
            const comm = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/comm`, 'utf8')).trim();
            // Our own git children (reads running alongside the recovery) hold nothing of a dead run.
            const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/stat`, 'utf8');
            const ownGit = comm.startsWith('git') && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
            if (ownGit)
                return;
            if (comm.startsWith('git')) {
                const cwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(`/proc/${pid}/cwd`).catch(() => '');
                if (cwd === workTree || cwd.startsWith(`${workTree}/`)) {
                    holders.push(Number(pid));
                    return;
                }
            }
            const fds = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir)(`/proc/${pid}/fd`);
            for (const fd of fds) {
                if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(`/proc/${pid}/fd/${fd}`).catch(() => '')) === file) {
                    holders.push(Number(pid));
                    return;
                }
            }
        }
        catch {
            /* the process ended, or is not ours to look at */
        }
    }));
    return holders.sort((a, b) => a - b);
}
const STALE_LOCK_AGE_MS = 10 * 60_000;
/** Removes index.lock when no process holds it; a held lock is another git's, and stops the run. */
async function removeStaleIndexLock(paths, logger) {
    return removeStaleLock((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(paths.gitDir, 'index.lock'), paths, logger);
}
/**
 * Locks git leaves behind when killed mid-command besides index.lock: rerere's MERGE_RR.lock (in the work tree's
 * git dir, and in the common dir for older layouts) and HEAD.lock. With one of them left, every agent-mode pick
 * fails inside git; cleared here like index.lock, or refused with a one-line error naming the lock.
 */
const OTHER_LOCKS = ['MERGE_RR.lock', 'HEAD.lock'];
async function removeStaleGitLocks(paths, logger) {
    const candidates = [...new Set(OTHER_LOCKS.flatMap((n) => [(0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(paths.gitDir, n), (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(paths.commonDir, n)]))];
    const removed = [];
    for (const lock of candidates)
        if (await removeStaleLock(lock, paths, logger))
            removed.push(lock);
    return removed;
}
async function removeStaleLock(lock, paths, logger) {
    if (!(await (0,_files_path_exists_js__WEBPACK_IMPORTED_MODULE_6__/* .exists */ .t)(lock)))
        return false;
    const holders = await lockHolders(lock, paths.topLevel);
    if (holders === undefined) {
        const age = Date.now() - (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lock)).mtimeMs;
        if (age < STALE_LOCK_AGE_MS) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`${lock} exists and is ${Math.round(age / 1000)} s old: another git process may be working in this repository`, 'wait for it, or remove the file if no git process is running');
        }
    }
    else if (holders.length > 0) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`${lock} is held by a running process (pid ${holders.join(', ')})`, 'another git command is working in this repository: wait for it to finish');
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(lock).catch(() => undefined);
    logger.warning(`removed a stale ${lock} left by an interrupted git process`);
    return true;
}
/** Paths with staged or unstaged changes to tracked files (untracked files are the user's and left alone). */
async function trackedChanges(git) {
    const { stdout } = await git.run(['status', '--porcelain=v1', '-z', '--untracked-files=no', '--no-renames']);
    return stdout
        .split('\0')
        .filter(Boolean)
        .map((entry) => entry.slice(3));
}
/**
 * Brings the repository back to a clean state after an interrupted run: refuses foreign operations, removes a
 * stale index.lock, ends an interrupted cherry-pick (quit + hard reset to HEAD), and resets tracked changes a
 * crashed apply run left. Idempotent; returns what it did.
 */
async function recoverWorktree(git, paths, options) {
    const done = [];
    const state = await inspectWorktree(paths);
    if (state.foreign.length) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`${paths.topLevel}: ${state.foreign.join(' and ')} is in progress`, 'finish or abort it (git merge --abort, git rebase --abort, git revert --abort, git bisect reset) before applying');
    }
    if (state.indexLock && (await removeStaleIndexLock(paths, options.logger)))
        done.push('removed a stale index.lock');
    for (const lock of await removeStaleGitLocks(paths, options.logger))
        done.push(`removed a stale ${lock}`);
    if (state.cherryPickHead || state.sequencer) {
        await git.run(['cherry-pick', '--quit']);
        await git.run(['reset', '-q', '--hard', 'HEAD']);
        options.logger.warning('ended an interrupted cherry-pick left in the work tree (its changes were discarded)');
        done.push('ended an interrupted cherry-pick');
    }
    const dirty = await trackedChanges(git);
    if (dirty.length) {
        if (!options.previousRunCrashed) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`${paths.topLevel}: the work tree has uncommitted changes (${dirty.length} file(s), e.g. ${JSON.stringify(dirty[0])})`, 'commit or stash them, or run in a clean clone');
        }
        await git.run(['reset', '-q', '--hard', 'HEAD']);
        options.logger.warning(`reset ${dirty.length} file(s) left changed by an interrupted apply run`);
        done.push('reset files left changed by an interrupted run');
    }
    return done;
}
async function processStart(pid) {
    try {
        const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${pid}/stat`, 'utf8');
        // Field 22 (starttime), counted after the parenthesised command name, which may contain spaces.
        return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
    }
    catch {
        return null;
    }
}
async function isAlive(info) {
    if (info.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
        return true; // another machine's run on a shared disk: never steal it
    try {
        process.kill(info.pid, 0);
    }
    catch (error) {
        if (error.code === 'ESRCH')
            return false;
    }
    if (info.start === null)
        return true;
    const now = await processStart(info.pid);
    return now === null || now === info.start;
}
async function acquireApplyLock(paths, branch) {
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(paths.commonDir, 'upstream-ingest-apply.lock');
    const info = {
        pid: process.pid,
        start: await processStart(process.pid),
        host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(),
        startedAt: new Date().toISOString(),
        branch,
    };
    let previousRunCrashed = false;
    for (let attempt = 0; attempt < 3; attempt++) {
        try {
            const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_WRONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_CREAT | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_EXCL, 0o644);
            await handle.writeFile(JSON.stringify(info));
            await handle.close();
            return {
                path,
                previousRunCrashed,
                release: async () => {
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path).catch(() => undefined);
                },
            };
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
        const holder = await readLock(path);
        if (holder && (await isAlive(holder))) {
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`another apply run (pid ${holder.pid} on ${holder.host}, branch ${JSON.stringify(holder.branch)}, started ${holder.startedAt}) is working in ${paths.topLevel}`, 'wait for it to finish; runs in the same repository are serialised');
        }
        previousRunCrashed = true;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(path).catch(() => undefined);
    }
    throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`could not take the apply lock ${path}: another run keeps re-creating it`);
}
async function readLock(path) {
    try {
        const data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(path, 'utf8'));
        if (typeof data.pid !== 'number')
            return undefined;
        return {
            pid: data.pid,
            start: typeof data.start === 'string' ? data.start : null,
            host: typeof data.host === 'string' ? data.host : (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(),
            startedAt: String(data.startedAt ?? ''),
            branch: String(data.branch ?? ''),
        };
    }
    catch {
        return undefined; // half-written by a run that died while taking it
    }
}
// ---------------------------------------------------------------------------------------------------------------
// rerere: enabled per command (never written to the repository's config), with its cache where the caller wants it.
/** `-c` options that turn rerere on for one git command, staging what a recorded resolution fixes. */
function rerereConfig(enabled) {
    return enabled ? ['-c', 'rerere.enabled=true', '-c', 'rerere.autoUpdate=true'] : [];
}
/**
 * Points `<common dir>/rr-cache` at `cacheDir` (a symlink; git follows it), so the cache can live outside the clone
 * and be restored/saved between runs. Entries already in a local rr-cache directory are moved into the cache first.
 */
async function useRerereCache(paths, cacheDir) {
    const target = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(cacheDir);
    const link = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(paths.commonDir, 'rr-cache');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(target, { recursive: true });
    let current;
    try {
        current = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(link);
    }
    catch {
        current = undefined;
    }
    if (current?.isSymbolicLink()) {
        if ((0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)(paths.commonDir, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(link)) === target)
            return;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(link);
    }
    else if (current?.isDirectory()) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.cp)(link, target, { recursive: true, force: false, errorOnExist: false });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(link, { recursive: true, force: true });
    }
    else if (current) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.unlink)(link);
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.symlink)(target, link, 'dir');
}


/***/ }),

/***/ 9756:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ committerEnv),
/* harmony export */   H4: () => (/* binding */ resolvedCommitEnv),
/* harmony export */   I$: () => (/* binding */ commitTreeOnto),
/* harmony export */   oV: () => (/* binding */ UNATTENDED_COMMIT_CONFIG)
/* harmony export */ });
function committerEnv(stamp) {
    return {
        GIT_COMMITTER_NAME: stamp.committer.name,
        GIT_COMMITTER_EMAIL: stamp.committer.email,
        GIT_COMMITTER_DATE: stamp.date,
    };
}
/** Options that keep commits reproducible whatever the user's config says (signing, hooks' editors). */
const UNATTENDED_COMMIT_CONFIG = ['-c', 'commit.gpgSign=false', '-c', 'core.editor=true'];
/** Author from upstream, committer from the stamp: the environment of every commit apply writes. */
function resolvedCommitEnv(commit) {
    return {
        GIT_AUTHOR_NAME: commit.author.name,
        GIT_AUTHOR_EMAIL: commit.author.email,
        GIT_AUTHOR_DATE: commit.author.date,
        ...committerEnv(commit.stamp),
    };
}
/**
 * A commit with `treeOf`'s tree on `parent`, written without touching the work tree; no signing key (or its prompt)
 * may be needed on the runner, as for the picks themselves.
 */
async function commitTreeOnto(git, treeOf, parent, commit) {
    const { stdout } = await git.run(['-c', 'commit.gpgSign=false', 'commit-tree', `${treeOf}^{tree}`, '-p', parent, '-F', '-'], { input: commit.message, env: resolvedCommitEnv(commit) });
    return stdout.trim();
}


/***/ }),

/***/ 1141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   applyOptionsFromFlags: () => (/* binding */ applyOptionsFromFlags),
/* harmony export */   registerApplyCommand: () => (/* binding */ registerApplyCommand)
/* harmony export */ });
/* harmony import */ var _adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1447);
/* harmony import */ var _services_credentials_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2919);
/* harmony import */ var _actions_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8060);
/* harmony import */ var _domain_apply_status_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2921);
/* harmony import */ var _services_apply_run_apply_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1802);
/* harmony import */ var _services_apply_settings_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6482);
/* harmony import */ var _services_apply_options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9668);
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8857);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8382);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5217);
/* harmony import */ var _raw_options_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6239);











/** The flag of each apply option whose flag is not the kebab-case of its key (repeatable flags are singular). */
const FLAGS = {
    allowPaths: 'allow-path',
    trailers: 'trailer',
    prLabels: 'pr-label',
    prReviewers: 'pr-reviewer',
    prTeamReviewers: 'pr-team-reviewer',
    prAssignees: 'pr-assignee',
    // The CLI asks for a PR by naming where it goes.
    createPr: 'pr-repo',
};
// createPr is not a flag of its own: `--pr-repo` asks for the PR (below).
const KEYS = _services_apply_options_js__WEBPACK_IMPORTED_MODULE_6__/* .APPLY_OPTION_KEYS */ .kY.filter((key) => key !== 'createPr');
/** The raw apply options of the CLI's flags: names only; `--pr-repo X` is the ask for a PR (createPr) and its place. */
function applyOptionsFromFlags(flags) {
    const raw = (0,_raw_options_js__WEBPACK_IMPORTED_MODULE_10__/* .rawFromFlags */ .M)(flags, KEYS, FLAGS);
    return { ...raw, ...(flags.prRepo !== undefined ? { createPr: true } : {}) };
}
function registerApplyCommand(program, ctx) {
    program
        .command('apply')
        .description('Cherry-pick a plan bundle (or a list of upstream commits) onto a branch made from the base, with provenance, ' +
        'guarded conflict resolution, split on failure and a push under a lease.')
        .requiredOption('--repo <dir>', 'local clone holding the fork and the upstream commits', '.')
        .option('--plan <file>', 'plan file written by `upstream-ingest plan --out` (with --bundle)')
        .option('--bundle <id>', 'the bundle of the plan to apply')
        .option('--commits <sha,...>', 'apply these upstream commits instead of a plan bundle')
        .requiredOption('--base <ref>', 'the fork ref to start from (never changed), e.g. origin/main')
        .option('--branch <name>', 'branch to (re)create from the base (default upstream-ingest/<bundle id>)')
        .option('--on-conflict <policy>', 'defer (default): leave conflicting commits and their dependents out; resolve: the resolver ladder (--resolvers); agent: rerere then --agent; stop: stop at the first conflict')
        .option('--resolvers <list>', 'with --on-conflict resolve: the rungs in order, from rerere,fork-decision,replay,agent (default: all, agent only with --agent)')
        .option('--on-review <policy>', 'a resolution the guards send to review: land (default; the PR is labelled upstream-ingest:review and is not auto-merged) or defer (leave it out)')
        .option('--agent <cmd>', 'preset:claude-code, preset:codex, preset:openai or preset:anthropic, or a trusted command that resolves a conflict (bash -c; the task file path is its first argument)')
        .option('--agent-timeout <seconds>', 'kill the agent (or give up on the model) after this long, per attempt (default 900)')
        .option('--agent-endpoint <url>', 'preset:openai: an OpenAI-compatible base URL (default https://api.openai.com/v1; vLLM, Ollama, llama.cpp); preset:anthropic: the Messages API base URL')
        .option('--agent-model <name>', 'the model of an agent preset (needed by preset:openai and preset:anthropic)')
        .option('--agent-attempts <n>', 'attempts per conflict, each told the guards’ verdicts on the last (default 2)')
        .option('--agent-max-calls <n>', 'model calls (or agent runs) the whole run may make (default: no limit)')
        .option('--agent-transcripts <dir>', 'write one transcript file per agent attempt there (default .git/upstream-ingest/agent-transcripts)')
        .option('--verify <cmd>', 'trusted command that must pass on a resolution and on the branch head (bash -c)')
        .option('--verify-timeout <seconds>', 'kill the verify command after this long (default 3600)')
        .option('--split-on-failure', 'when the branch fails --verify, bisect to the culprit commits, defer them, land the rest')
        .option('--push <remote>', 'push the branch there with --force-with-lease against its previous value')
        .option('--provenance <style>', "'x' for (cherry picked from commit …) (default) or a trailer key such as Upstream-Commit")
        .option('--rerere-cache <dir>', 'keep git rerere resolutions in this directory')
        .option('--allow-path <glob>', 'a path the agent may change besides the conflicted ones (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .F, [])
        .option('--diff-bound <factor>', 'a resolution may change at most factor × the upstream patch lines + --diff-slack (default 1.5)')
        .option('--diff-slack <lines>', 'see --diff-bound (default 10)')
        .option('--committer <identity>', `"Name <email>" of the picks (default "${_services_apply_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_COMMITTER */ .XH.name} <${_services_apply_settings_js__WEBPACK_IMPORTED_MODULE_5__/* .DEFAULT_COMMITTER */ .XH.email}>")`)
        .option('--upstream <ref>', 'upstream ref for the ledger (default: the plan’s pinned upstream, or the last commit)')
        .option('--trailer <key>', 'extra provenance trailer key the ledger reads (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .F, [])
        .option('--config <file>', 'plan config whose trailers and ledger rules (provenanceRules, notApplicable) the ledger reads')
        .option('--upstream-repo <owner/name>', 'upstream repository on GitHub, for links in the PR and the task')
        .option('--pr-repo <owner/name>', 'open or update the bundle PR in this repository (token from GITHUB_TOKEN)')
        .option('--pr-base <branch>', 'base branch of the PR (default: --base without its remote prefix)')
        .option('--pr-draft', 'open the PR as a draft')
        .option('--pr-label <name>', 'label added to the PR (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .F, [])
        .option('--pr-reviewer <login>', 'asked to review when the PR is opened (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .F, [])
        .option('--pr-team-reviewer <slug>', 'team asked to review when the PR is opened (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .F, [])
        .option('--pr-assignee <login>', 'assigned to the PR (repeatable)', _context_js__WEBPACK_IMPORTED_MODULE_9__/* .collect */ .F, [])
        .option('--pr-body-template <text|@file>', 'frame around the PR description: {{ body }}, {{ title }}, {{ branch }}, {{ base }}')
        .option('--workloads <file>', 'workloads file (see impact): a "Workload impact" section in the PR body')
        .option('--stack-on <branch>', 'apply on top of this bundle branch (a dependency); the PR targets that branch')
        .option('--json', 'print the result as one JSON object')
        .option('--prepare-out <dir>', 'the untrusted half of a two-job run: write bundle.git and result.json there (no push, no PR; see publish-bundle)')
        .option('--allow-untrusted-with-token', 'run --agent/--verify although a credential is within their reach (GITHUB_TOKEN, a persisted header, a credential helper)')
        .action(async (flags) => {
        const o = await (0,_services_apply_options_js__WEBPACK_IMPORTED_MODULE_6__/* .parseApplyOptions */ .MM)(applyOptionsFromFlags(flags), { face: (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_7__/* .cliOptionFace */ .$X)('apply', FLAGS, ctx.cwd) });
        await refuseUntrustedWithToken(o);
        let settings = withPushToken(o.settings);
        const stackOn = o.values.stackOn;
        const json = flags.json === true;
        const git = (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.createGitRunner)(o.repo);
        if (stackOn) {
            const { resolveStackBase, stackedSettings, waitingMessage } = await __webpack_require__.e(/* import() */ 873).then(__webpack_require__.bind(__webpack_require__, 9873));
            const stack = await resolveStackBase(git, { stackOn, ...(o.values.push ? { remote: o.values.push } : {}) }, ctx.logger);
            if (!stack) {
                ctx.logger.warning(waitingMessage(stackOn));
                ctx.stdout(json ? `${JSON.stringify({ status: 'waiting', stackOn })}\n` : 'waiting\n');
                return;
            }
            settings = stackedSettings(settings, stack);
        }
        const pullRequests = o.pr
            ? await githubPullRequestPort(ctx, o.pr.repo, { ...o.pr, logger: ctx.logger })
            : undefined;
        const result = await (0,_services_apply_run_apply_js__WEBPACK_IMPORTED_MODULE_4__/* .runApply */ .O)(settings, {
            git,
            logger: ctx.logger,
            ...(pullRequests ? { pullRequests } : {}),
            ...(ctx.progress ? { progress: ctx.progress } : {}),
        });
        // What only some runs need is loaded then (a cold `apply --json` is mostly module loading otherwise).
        if (o.prepareOut)
            await (await __webpack_require__.e(/* import() */ 21).then(__webpack_require__.bind(__webpack_require__, 9021))).writeArtifact(git, o.prepareOut, result);
        ctx.stdout(json
            ? `${JSON.stringify(result, null, 2)}\n`
            : (await __webpack_require__.e(/* import() */ 729).then(__webpack_require__.bind(__webpack_require__, 5729))).renderApplyText(result));
        ctx.exitCode = (0,_domain_apply_status_js__WEBPACK_IMPORTED_MODULE_3__/* .isSuccessStatus */ .ar)(result.status) ? _context_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT */ .d.ok : _context_js__WEBPACK_IMPORTED_MODULE_9__/* .EXIT */ .d.verdict;
    });
}
/**
 * The CLI's side of the split (issues 13 and 31): an agent or verify command runs only where no credential is within
 * its reach — this process's environment (GITHUB_TOKEN, GH_TOKEN, …), the clone's git config at every level, a
 * credential helper — whatever else the run does (a plain --push, --pr-repo, --prepare-out or nothing), unless asked.
 */
async function refuseUntrustedWithToken({ values: flags, repo }) {
    if (!(flags.agent || flags.verify) || flags.allowUntrustedWithToken)
        return;
    await (0,_services_credentials_js__WEBPACK_IMPORTED_MODULE_1__/* .refuseCredentials */ .X7)({ env: process.env, git: (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.createGitRunner)(repo), serverUrl: (0,_actions_env_js__WEBPACK_IMPORTED_MODULE_2__.serverUrlFrom)(process.env) }, `apply: --${flags.agent ? 'agent' : 'verify'}`, 'run apply --prepare-out DIR with no credential in reach (unset GITHUB_TOKEN/GH_TOKEN, no persisted header or credential helper), then publish-bundle --from DIR with the token (or add --allow-untrusted-with-token)');
}
/** The push authenticated with GITHUB_TOKEN (or UPSTREAM_INGEST_TOKEN) when one is set: pushes read no user config. */
function withPushToken(settings) {
    const token = (0,_actions_env_js__WEBPACK_IMPORTED_MODULE_2__.tokenFromEnv)(process.env) ?? process.env.GH_TOKEN?.trim();
    if (!settings.push || !token)
        return settings;
    return { ...settings, push: { ...settings.push, authEnv: (0,_adapters_git_run_git_runner_js__WEBPACK_IMPORTED_MODULE_0__.tokenAuthEnv)(token, (0,_actions_env_js__WEBPACK_IMPORTED_MODULE_2__.serverUrlFrom)(process.env)) } };
}
/**
 * The GitHub client (Octokit and undici, 1.2 MB of bundle) is loaded only when a PR is asked for: a cold apply
 * without one does not pay for it.
 */
async function githubPullRequestPort(ctx, repo, options) {
    const [{ createGitHubClient, parseRepo }, { githubPullRequests }] = await Promise.all([
        Promise.all(/* import() */[__webpack_require__.e(392), __webpack_require__.e(909)]).then(__webpack_require__.bind(__webpack_require__, 1290)),
        __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 9252)),
    ]);
    const token = process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN;
    if (!token)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_8__/* .ConfigurationError */ .j1('apply --pr-repo: set GITHUB_TOKEN (or GH_TOKEN) to open the pull request');
    return githubPullRequests(createGitHubClient({ token, logger: ctx.logger }), parseRepo(repo, 'apply --pr-repo'), options);
}


/***/ }),

/***/ 7528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XT: () => (/* binding */ agentFold),
/* harmony export */   sR: () => (/* binding */ agentRunTotals),
/* harmony export */   xW: () => (/* binding */ agentRunLine)
/* harmony export */ });
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);

/**
 * The agent's part of a commit in the PR body, folded: the rung and the agent (preset and model), each attempt with
 * its verdict, calls, tokens and cost as the API reported them, and the transcript files to read in the artifact.
 * Model names and reasons are the model's or a server's text: cells are neutralised like every other text.
 */
function agentFold(report, rung, inline) {
    if (!report || report.attempts.length === 0)
        return [];
    const n = report.attempts.length;
    const chosen = report.chosen ? `, attempt ${report.chosen} taken` : ', none usable';
    const model = report.model ? `, model \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(report.model).replace(/`/g, "'")}\`` : '';
    const lines = [
        '',
        '<details>',
        `<summary>Rung ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(rung)}: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(report.agent)}${model} — ${n} attempt${n === 1 ? '' : 's'}${chosen}; ${usageText(report.usage, report.calls)}</summary>`,
        '',
        '| attempt | verdict | calls | tokens in / out | cost | why |',
        '|---|---|---|---|---|---|',
        ...report.attempts.map((a) => `| ${a.attempt} | ${a.verdict} | ${a.calls} | ${tokens(a.usage)} | ${cost(a.usage)} | ${a.reasons.length ? inline(a.reasons.join('; ')) : ''} |`),
    ];
    const transcripts = report.attempts.flatMap((a) => (a.transcript ? [a.transcript.split('/').pop()] : []));
    if (transcripts.length)
        lines.push('', `Transcripts (agent-transcripts artifact): ${transcripts.map((t) => `\`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(t)}\``).join(', ')}`);
    lines.push('', '</details>');
    return lines;
}
function usageText(usage, calls) {
    return [`${calls} call${calls === 1 ? '' : 's'}`, ...usageParts(usage)].join(', ');
}
/** Tokens and cost, each only when the API reported it. */
function usageParts(usage) {
    const parts = [];
    if (usage && (usage.inputTokens !== null || usage.outputTokens !== null))
        parts.push(`${tokens(usage)} tokens`);
    if (usage?.costUsd !== null && usage?.costUsd !== undefined)
        parts.push(cost(usage));
    return parts;
}
function tokens(usage) {
    if (!usage || (usage.inputTokens === null && usage.outputTokens === null))
        return '—';
    return `${usage.inputTokens ?? '?'} / ${usage.outputTokens ?? '?'}`;
}
function cost(usage) {
    return usage?.costUsd !== null && usage?.costUsd !== undefined ? `$${usage.costUsd.toFixed(4)}` : '—';
}
/** The run's totals from its commits' agent records (null: no agent ran). */
function agentRunTotals(commits, maxCalls) {
    const reports = commits.flatMap((c) => (c.agent ? [c.agent] : []));
    if (reports.length === 0)
        return null;
    let usage = null;
    for (const r of reports)
        usage = sumUsage(usage, r.usage);
    return {
        agent: reports[0].agent,
        model: reports.find((r) => r.model)?.model ?? null,
        calls: reports.reduce((n, r) => n + r.calls, 0),
        maxCalls,
        attempts: reports.reduce((n, r) => n + r.attempts.length, 0),
        usage,
    };
}
/** One line over the guards: what the agent cost the run, against its budget. */
function agentRunLine(run) {
    if (!run)
        return [];
    const budget = run.maxCalls !== null ? ` of ${run.maxCalls} allowed` : '';
    return [
        '',
        `Agent ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(run.agent)}${run.model ? ` (model \`${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .tableCell */ .xR)(run.model).replace(/`/g, "'")}\`)` : ''}: ${run.attempts} attempt(s), ${run.calls} call(s)${budget}; ${usageParts(run.usage).join(', ') || 'no usage reported'}.`,
    ];
}
function sumUsage(a, b) {
    if (!a)
        return b;
    if (!b)
        return a;
    const add = (x, y) => (x === null && y === null ? null : (x ?? 0) + (y ?? 0));
    return {
        inputTokens: add(a.inputTokens, b.inputTokens),
        outputTokens: add(a.outputTokens, b.outputTokens),
        costUsd: add(a.costUsd, b.costUsd),
    };
}


/***/ }),

/***/ 2447:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hq: () => (/* binding */ branchNameProblem),
/* harmony export */   oN: () => (/* binding */ commitsBundleId),
/* harmony export */   pe: () => (/* binding */ defaultBranchName),
/* harmony export */   sM: () => (/* binding */ BRANCH_PREFIX)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

const BRANCH_PREFIX = 'upstream-ingest/';
function defaultBranchName(bundleId) {
    return `${BRANCH_PREFIX}${bundleId}`;
}
/** A stable 12-hex id for an explicit commit list (`--commits`), so re-runs of the same list reuse one branch and PR. */
function commitsBundleId(shas) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(shas.join('\n')).digest('hex').slice(0, 12);
}
/**
 * `git check-ref-format --branch` rules, checked before the name reaches git or a refspec: no control characters,
 * spaces, `~^:?*[\`, `..`, `@{`, `//`; no leading `-` or `/`; no trailing `/`, `.` or `.lock`; no component
 * starting with `.`.
 */
function branchNameProblem(name) {
    if (name === '' || name.length > 200)
        return 'expected 1 to 200 characters';
    if (/[\x00-\x20\x7f~^:?*[\\]/.test(name))
        return 'contains a space, a control character or one of ~^:?*[\\';
    if (name.startsWith('-'))
        return 'starts with "-"';
    if (name.startsWith('/') || name.endsWith('/') || name.includes('//'))
        return 'has an empty path component';
    if (name.includes('..') || name.includes('@{') || name === '@')
        return 'contains ".." or "@{"';
    if (name.endsWith('.') || name.endsWith('.lock'))
        return 'ends with "." or ".lock"';
    if (name.split('/').some((c) => c.startsWith('.') || c.endsWith('.lock')))
        return 'a component starts with "." or ends with ".lock"';
    if (name.startsWith('refs/'))
        return 'give the branch name without refs/heads/';
    return undefined;
}


/***/ }),

/***/ 9360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ hasConflictResolution),
/* harmony export */   Uf: () => (/* binding */ parseConflictResolution),
/* harmony export */   ad: () => (/* binding */ messageWithResolution)
/* harmony export */ });
/* unused harmony export renderConflictResolution */
/* harmony import */ var _neutralize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(117);

const RUNG_NAMES = ['rerere', 'fork-decision', 'replay', 'agent'];
function renderConflictResolution(resolution) {
    const files = resolution.files.map((f) => `  File: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLineReason */ .XR)(f)}`);
    return [
        'Conflict-Resolution:',
        `  Resolved-By: ${resolution.via}`,
        ...files,
        `  Reason: ${(0,_neutralize_js__WEBPACK_IMPORTED_MODULE_0__/* .oneLineReason */ .XR)(resolution.reason) || 'no reason given'}`,
        ...(resolution.verdict === 'review' ? ['  Verdict: review'] : []),
    ].join('\n');
}
/**
 * The message of a resolved pick: the upstream message, the resolution block, then the provenance line last (so
 * readers that look for `-x` at the end still find it).
 */
function messageWithResolution(upstreamMessage, resolution, provenance) {
    return `${upstreamMessage.replace(/\s+$/, '')}\n\n${renderConflictResolution(resolution)}\n\n${provenance}\n`;
}
function hasConflictResolution(message) {
    return /^Conflict-Resolution:$/m.test(message);
}
/** The block's fields, read back from a commit message (for re-runs that reuse a resolved commit). */
function parseConflictResolution(message) {
    const start = message.search(/^Conflict-Resolution:$/m);
    if (start < 0)
        return undefined;
    const lines = message.slice(start).split('\n').slice(1);
    const files = [];
    let via = 'agent';
    let reason = '';
    let verdict;
    for (const line of lines) {
        const m = /^ {2}(Resolved-By|File|Reason|Verdict): (.*)$/.exec(line);
        if (!m)
            break;
        if (m[1] === 'File')
            files.push(m[2]);
        else if (m[1] === 'Reason')
            reason = m[2];
        else if (m[1] === 'Verdict')
            verdict = m[2] === 'review' ? 'review' : 'accept';
        else if (RUNG_NAMES.includes(m[2]))
            via = m[2];
    }
    return { via, files, reason, ...(verdict ? { verdict } : {}) };
}


/***/ }),

/***/ 271:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BA: () => (/* binding */ resolvedRegion),
/* harmony export */   H_: () => (/* binding */ guardResult),
/* harmony export */   I1: () => (/* binding */ significant),
/* harmony export */   MX: () => (/* binding */ evidence),
/* harmony export */   Ul: () => (/* binding */ conflictHunks),
/* harmony export */   nE: () => (/* binding */ contentView),
/* harmony export */   sP: () => (/* binding */ SIDE_NAME),
/* harmony export */   u4: () => (/* binding */ addedLines)
/* harmony export */ });
/* harmony import */ var _merge_hunks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4299);

function guardResult(name, findings) {
    const verdict = findings.some((f) => f.verdict === 'reject')
        ? 'reject'
        : findings.length
            ? 'review'
            : 'accept';
    return {
        name,
        ok: verdict === 'accept',
        verdict,
        details: findings.map((f) => f.detail),
        evidence: findings.flatMap((f) => (f.evidence ? [f.evidence] : [])),
    };
}
function evidence(path, range) {
    if (!range)
        return { path, startLine: null, endLine: null };
    return { path, startLine: range[0] + 1, endLine: Math.max(range[0] + 1, range[1]) };
}
/** A line that carries meaning: not blank, not only brackets and punctuation (`}`, `);`, `#endif` counts). */
function significant(line) {
    const t = line.trim();
    return t.length >= 2 && /[A-Za-z0-9]/.test(t);
}
/** Views computed once per file object: every content guard looks at the same three-way view. */
const views = new WeakMap();
/** Both sides present as text and both changed: only then is there a content conflict to judge. */
function contentView(f) {
    if (views.has(f))
        return views.get(f);
    let view;
    if (f.ours !== null && f.theirs !== null && f.resolved !== null) {
        const base = f.base ?? '';
        if (f.ours !== base && f.theirs !== base && f.ours !== f.theirs)
            view = (0,_merge_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .mergeView */ .Y)(base, f.ours, f.theirs, f.resolved);
    }
    views.set(f, view);
    return view;
}
function conflictHunks(view) {
    return view.hunks.filter((h) => h.kind === 'conflict');
}
/** The significant lines a side wrote in a hunk (trimmed): its lines that the base's lines there do not have. */
function addedLines(view, hunk, side) {
    const baseCount = new Map();
    for (let i = hunk.base[0]; i < hunk.base[1]; i++) {
        const t = view.base[i].trim();
        baseCount.set(t, (baseCount.get(t) ?? 0) + 1);
    }
    const lines = side === 'ours' ? view.ours : view.theirs;
    const [start, end] = hunk[side];
    const out = [];
    for (let i = start; i < end; i++) {
        const t = lines[i].trim();
        const left = baseCount.get(t) ?? 0;
        if (left > 0)
            baseCount.set(t, left - 1);
        else if (significant(t))
            out.push(t);
    }
    return out;
}
/** The trimmed lines of the resolution that stand where the hunk stood. */
function resolvedRegion(view, hunk) {
    const [start, end] = hunk.resolved ?? [0, 0];
    return new Set((view.resolved ?? []).slice(start, end).map((l) => l.trim()));
}
const SIDE_NAME = { ours: "the fork's side", theirs: "upstream's side" };


/***/ }),

/***/ 9210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ pathOverlapDependencies),
/* harmony export */   y: () => (/* binding */ dependentsOf)
/* harmony export */ });
function pathOverlapDependencies(commits) {
    const deps = new Map();
    const lastTouch = new Map();
    for (const c of commits) {
        const mine = new Set();
        for (const p of c.paths)
            for (const s of lastTouch.get(p) ?? [])
                mine.add(s);
        deps.set(c.sha, [...mine]);
        for (const p of c.paths)
            lastTouch.set(p, [...(lastTouch.get(p) ?? []), c.sha]);
    }
    return deps;
}
/** `root`'s dependents among `order` (transitively), in order; `root` itself is not included. */
function dependentsOf(root, order, deps) {
    const out = new Set([root]);
    const result = [];
    for (const sha of order) {
        if (out.has(sha))
            continue;
        if ((deps.get(sha) ?? []).some((d) => out.has(d))) {
            out.add(sha);
            result.push(sha);
        }
    }
    return result;
}


/***/ }),

/***/ 3405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JN: () => (/* binding */ forkCommitMessage),
/* harmony export */   Kf: () => (/* binding */ neutralizeCommitMessage),
/* harmony export */   sq: () => (/* binding */ needsNeutralizing)
/* harmony export */ });
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3200);

/**
 * The fork commit message of a cherry-picked upstream commit. Upstream text must act on nothing in the fork once
 * merged: `fixes #12` would close the fork's issue 12, `(#10999)` would cross-reference it, `@someone` would link
 * (and on a PR, ping) a person. References are rewritten to name upstream and mentions are broken with a zero-width
 * space; everything else, the provenance line and trailers included, stays as upstream wrote it. Idempotent.
 */
const ZWSP = '\u200b';
/** `#12` and `GH-12` not glued to a word (so `owner/name#12`, `abc#1` and URLs' `#L12` anchors are left alone). */
const BARE_REF = /(^|[^\w/#&-])(?:#|GH-)(\d+)\b/gm;
/** `owner/name#12`: a cross-repository reference; broken so the fork's history does not spam upstream's issue. */
const CROSS_REF = /\b([A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+)#(\d+)\b/g;
/** `@login` or `@org/team`, not an e-mail address (`a@b.c` has a word character before `@`). */
const MENTION = /(^|[^\w.+`-])@([A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\/[A-Za-z0-9_.-]+)?)/gm;
function neutralizeCommitMessage(message, options = {}) {
    const repo = options.upstreamRepo;
    return message
        .replace(CROSS_REF, (_m, name, num) => `${name}#${ZWSP}${num}`)
        .replace(BARE_REF, (_m, pre, num) => repo ? `${pre}${repo}#${ZWSP}${num}` : `${pre}upstream#${num}`)
        .replace(MENTION, (_m, pre, who) => `${pre}@${ZWSP}${who}`);
}
function needsNeutralizing(message, options = {}) {
    return neutralizeCommitMessage(message, options) !== message;
}
/** The whole fork message: the neutralised upstream message with the provenance line appended as `-x` would. */
function forkCommitMessage(message, style, upstreamSha, options = {}) {
    return (0,_provenance_js__WEBPACK_IMPORTED_MODULE_0__/* .appendProvenance */ .CT)(neutralizeCommitMessage(message, options), style, upstreamSha);
}


/***/ }),

/***/ 9048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ syntaxGuard),
/* harmony export */   UZ: () => (/* binding */ syntaxLanguage)
/* harmony export */ });
/* unused harmony export syntaxProblem */
/* harmony import */ var _conflicted_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(271);

const C_LIKE = /\.(?:c|cc|cpp|cxx|c\+\+|h|hh|hpp|hxx|inc|cu|cuh|hip|cl|m|mm|java|js|mjs|cjs|ts|tsx|jsx|rs|go|td|mlir|swift|kt|scala|cs)$/i;
function syntaxLanguage(path) {
    if (/\.pyi?$/.test(path))
        return 'python';
    if (C_LIKE.test(path))
        return 'c-like';
    return undefined;
}
/** The first syntax problem of a text, with its 1-based line; undefined when it reads well. */
function syntaxProblem(language, text) {
    return language === 'python' ? pythonProblem(text) : cLikeProblem(text);
}
const CLOSER = { ')': '(', ']': '[', '}': '{' };
function cLikeProblem(text) {
    const stack = [];
    let line = 1;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '\n') {
            line++;
            continue;
        }
        if (c === '/' && text[i + 1] === '/') {
            while (i < text.length && text[i] !== '\n')
                i++;
            i--;
            continue;
        }
        if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            const stop = end < 0 ? text.length : end + 2;
            line += countNewlines(text, i, stop);
            i = stop - 1;
            continue;
        }
        if (c === '"' || c === "'" || c === '`') {
            // A ' between digits or letters is a digit separator or an apostrophe in a token, not a quote.
            if (c === "'" && /[0-9A-Za-z_]/.test(text[i - 1] ?? '') && /[0-9A-Za-z_]/.test(text[i + 1] ?? ''))
                continue;
            const end = stringEnd(text, i, c, c === '`');
            if (end < 0)
                return { line, detail: `an unterminated ${c === '"' ? 'string' : 'quote'}` };
            line += countNewlines(text, i, end);
            i = end;
            continue;
        }
        if (c === '(' || c === '[' || c === '{')
            stack.push({ ch: c, line });
        else if (c in CLOSER) {
            const open = stack.pop();
            if (!open)
                return { line, detail: `'${c}' closes nothing` };
            if (open.ch !== CLOSER[c])
                return { line, detail: `'${c}' closes '${open.ch}' of line ${open.line}` };
        }
    }
    const open = stack.pop();
    return open ? { line: open.line, detail: `'${open.ch}' is never closed` } : undefined;
}
/** Index of the closing quote (escapes skipped); -1 when the line (or, for multi-line quotes, the text) ends first. */
function stringEnd(text, start, quote, multiLine) {
    for (let i = start + 1; i < text.length; i++) {
        const c = text[i];
        if (c === '\\')
            i++;
        else if (c === quote)
            return i;
        else if (c === '\n' && !multiLine)
            return -1;
    }
    return -1;
}
function countNewlines(text, from, to) {
    let n = 0;
    for (let i = from; i < to; i++)
        if (text[i] === '\n')
            n++;
    return n;
}
/** Python's tokenizer, as far as a merge can break it: strings, brackets, and the indentation of logical lines. */
function pythonProblem(text) {
    const stack = [];
    const indents = [0];
    let line = 1;
    let lineStart = true;
    let expectIndent = false;
    let lastSignificant = '';
    let i = 0;
    while (i < text.length) {
        if (lineStart && stack.length === 0) {
            let width = 0;
            let j = i;
            while (j < text.length && (text[j] === ' ' || text[j] === '\t'))
                width += text[j++] === '\t' ? 8 - (width % 8) : 1;
            const blank = j >= text.length || text[j] === '\n' || text[j] === '#' || text[j] === '\r';
            if (!blank) {
                const top = indents[indents.length - 1];
                if (expectIndent && width <= top)
                    return { line, detail: 'expected an indented block' };
                if (width > top) {
                    if (!expectIndent)
                        return { line, detail: 'unexpected indent' };
                    indents.push(width);
                }
                else if (width < top) {
                    while (indents.length > 1 && indents[indents.length - 1] > width)
                        indents.pop();
                    if (indents[indents.length - 1] !== width)
                        return { line, detail: 'unindent does not match any outer level' };
                }
                expectIndent = false;
            }
            i = j;
            lineStart = false;
            continue;
        }
        const c = text[i];
        if (c === '\n') {
            line++;
            if (stack.length === 0) {
                if (lastSignificant === ':')
                    expectIndent = true;
                lineStart = true;
            }
            lastSignificant = stack.length === 0 ? '' : lastSignificant;
            i++;
            continue;
        }
        if (c === '\\' && text[i + 1] === '\n') {
            line++;
            i += 2;
            continue;
        }
        if (c === '#') {
            while (i < text.length && text[i] !== '\n')
                i++;
            continue;
        }
        if (c === '"' || c === "'") {
            const triple = text.startsWith(c.repeat(3), i);
            const end = triple ? text.indexOf(c.repeat(3), i + 3) : stringEnd(text, i, c, false);
            if (end < 0)
                return { line, detail: `an unterminated ${triple ? 'triple-quoted ' : ''}string` };
            const stop = triple ? end + 3 : end + 1;
            line += countNewlines(text, i, stop);
            i = stop;
            lastSignificant = c;
            continue;
        }
        if (c === '(' || c === '[' || c === '{')
            stack.push({ ch: c, line });
        else if (c in CLOSER) {
            const open = stack.pop();
            if (!open)
                return { line, detail: `'${c}' closes nothing` };
            if (open.ch !== CLOSER[c])
                return { line, detail: `'${c}' closes '${open.ch}' of line ${open.line}` };
        }
        if (c !== ' ' && c !== '\t' && c !== '\r')
            lastSignificant = c;
        i++;
    }
    const open = stack.pop();
    if (open)
        return { line: open.line, detail: `'${open.ch}' is never closed` };
    if (expectIndent || lastSignificant === ':')
        return { line, detail: 'expected an indented block at the end' };
    return undefined;
}
/**
 * Each judged file (conflicted or written by the resolver) in a language above: `reject` when the resolution has a
 * syntax problem that neither the fork's nor upstream's version of it has.
 */
function syntaxGuard(files, judged, parses) {
    const findings = [];
    for (const f of files) {
        if (!judged.has(f.path) || f.resolved === null)
            continue;
        const language = syntaxLanguage(f.path);
        if (!language)
            continue;
        const parsed = (t) => language === 'python' && parses !== undefined && parses.problems.has(t);
        const check = (t) => (parsed(t) ? (parses.problems.get(t) ?? undefined) : syntaxProblem(language, t));
        const problem = check(f.resolved);
        if (!problem)
            continue;
        const sides = [f.ours, f.upstreamAfter].filter((t) => t !== null);
        if (sides.length === 0 || sides.some((t) => check(t) !== undefined))
            continue;
        const how = language !== 'python'
            ? 'brace balance'
            : parsed(f.resolved)
                ? `Python: ast.parse, ${parses.parser}`
                : 'Python: textual tokenizer, python3 not on PATH';
        findings.push({
            verdict: 'reject',
            detail: `${f.path}:${problem.line}: ${problem.detail} (${how}; both sides read well)`,
            evidence: { path: f.path, startLine: problem.line, endLine: problem.line },
        });
    }
    return (0,_conflicted_file_js__WEBPACK_IMPORTED_MODULE_0__/* .guardResult */ .H_)('syntax', findings);
}


/***/ }),

/***/ 2513:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zW: () => (/* binding */ DEFAULT_DIFF_BOUND),
  Fp: () => (/* binding */ combinedVerdict),
  S_: () => (/* binding */ evaluateGuards),
  hQ: () => (/* binding */ failedReasons),
  EW: () => (/* binding */ reviewReasons),
  fX: () => (/* binding */ verifyGuard)
});

// UNUSED EXPORTS: REJECT_FACTOR, conflictedFiles, diffBoundGuard, githubDirGuard, markersGuard, scopeGuard, testsGuard, verdictOf

// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
// EXTERNAL MODULE: ./src/domain/apply/conflicted-file.ts
var conflicted_file = __webpack_require__(271);
// EXTERNAL MODULE: ./src/domain/apply/merge-hunks.ts
var merge_hunks = __webpack_require__(4299);
;// CONCATENATED MODULE: ./src/domain/apply/guard-duplicated-block.ts


/** The smallest doubled block judged: fewer meaningful characters are too common to be a pasted hunk. */
const MIN_DUPLICATE_CHARS = 80;
/** A block pasted right after itself needs fewer characters: adjacent twins are rare in real code. */
const MIN_ADJACENT_CHARS = 6;
/** A doubled block away from its original must be this many meaningful lines long. */
const MIN_DUPLICATE_LINES = 4;
function isMarker(t) {
    return /^(?:<{7}|>{7}|\|{7}|={7})(?: |$)/.test(t);
}
/**
 * A block pasted twice ("patch applied hunk twice"): consecutive lines that the resolution holds more often than
 * either side does, whose sequence stands in the resolution more often than in either side (right after itself, or
 * four lines and more elsewhere); a one-line doubled hunk is caught as surely as a thousand-line one. Right after
 * itself: `reject`. Elsewhere in the file: `review`, because real merges do copy a block into a second branch
 * (measured on the corpus: 3 of 309 real resolutions do). A block must stand at least twice in the resolution, so
 * new lines the resolver wrote once are never a paste.
 */
function duplicatedBlockGuard(files) {
    const findings = [];
    for (const f of files) {
        if (f.untouched || f.resolved === null)
            continue;
        const block = doubledBlock(f);
        if (!block)
            continue;
        const [start, end, size, adjacent] = block;
        findings.push({
            verdict: adjacent ? 'reject' : 'review',
            detail: adjacent
                ? `${f.path}: lines ${start + 1}-${end} hold a block of ${size} line(s) twice in a row that neither side has twice (a hunk applied twice)`
                : `${f.path}: lines ${start + 1}-${end} (${size} line(s)) stand in the resolution more often than in either side (pasted twice?)`,
            evidence: (0,conflicted_file/* evidence */.MX)(f.path, [start, end]),
        });
    }
    return (0,conflicted_file/* guardResult */.H_)('duplicated-block', findings);
}
function counts(text) {
    const m = new Map();
    for (const l of text === null ? [] : (0,merge_hunks/* splitLines */.u)(text)) {
        const t = l.trim();
        if ((0,conflicted_file/* significant */.I1)(t))
            m.set(t, (m.get(t) ?? 0) + 1);
    }
    return m;
}
/** [start, end, significant lines, right after itself] of the first doubled block, 0-based half-open in the resolution. */
function doubledBlock(f) {
    const lines = (0,merge_hunks/* splitLines */.u)(f.resolved).map((l) => l.trim());
    const res = counts(f.resolved);
    const ours = counts(f.ours);
    const theirs = counts(f.theirs);
    const base = counts(f.base);
    const excess = (t) => (0,conflicted_file/* significant */.I1)(t) &&
        !isMarker(t) &&
        (res.get(t) ?? 0) > expected(ours.get(t) ?? 0, theirs.get(t) ?? 0, base.get(t) ?? 0);
    const sig = lines.flatMap((t, i) => ((0,conflicted_file/* significant */.I1)(t) ? [i] : []));
    const seq = sig.map((i) => lines[i]);
    const [oursSeq, theirsSeq, baseSeq] = [f.ours, f.theirs, f.base].map((t) => t === null
        ? []
        : (0,merge_hunks/* splitLines */.u)(t)
            .map((l) => l.trim())
            .filter(conflicted_file/* significant */.I1));
    const sides = [oursSeq, theirsSeq];
    // How often a merge may hold a block: each side's own count, or the fork's plus the copies upstream added.
    const allowed = (block) => expected(occurrences(oursSeq, block), occurrences(theirsSeq, block), occurrences(baseSeq, block));
    const structure = (block) => balancedClosers(block, [seq, ...sides]);
    // The block stands in the resolution more often than in either side, and at least twice: it was pasted, not
    // merged. Lines the resolver wrote once (in neither side, e.g. upstream's new code adapted to the fork's names) are
    // in excess one by one but pasted nowhere: on the corpus 8 of the 12 distant findings on real resolutions were
    // such blocks, standing once.
    const pasted = (block) => {
        const n = occurrences(seq, block);
        return n >= 2 && n > allowed(block) && !structure(block);
    };
    let distant;
    let k = 0;
    while (k < sig.length) {
        if (!excess(seq[k])) {
            k++;
            continue;
        }
        let e = k;
        while (e + 1 < sig.length && excess(seq[e + 1]))
            e++;
        const run = seq.slice(k, e + 1);
        const twin = adjacentTwin(run, Math.floor(run.length / 2), pasted);
        if (twin) {
            return [sig[k + twin[0]], sig[k + twin[0] + 2 * twin[1] - 1] + 1, twin[1], true];
        }
        if (!distant && run.length >= MIN_DUPLICATE_LINES && chars(run) >= MIN_DUPLICATE_CHARS && pasted(run)) {
            distant = [sig[k], sig[e] + 1, run.length, false];
        }
        k = e + 1;
    }
    // A pasted block may hold lines the sides repeat elsewhere (so not every line is in excess, nor the block itself
    // when upstream dropped other copies of it): look for any block standing twice in a row more often than in either
    // side.
    const twiceInARow = (block) => {
        const doubled = [...block, ...block];
        return occurrences(seq, doubled) > allowed(doubled) && !structure(block);
    };
    const twin = adjacentTwin(seq, MAX_SCAN_PERIOD, twiceInARow);
    if (twin)
        return [sig[twin[0]], sig[twin[0] + 2 * twin[1] - 1] + 1, twin[1], true];
    return distant;
}
/** The longest block the whole-file scan for a block twice in a row looks for (excess runs find longer ones). */
const MAX_SCAN_PERIOD = 80;
/** [offset, length] of a block followed right away by itself (a copy pasted next to the original). */
function adjacentTwin(run, maxPeriod = 200, accept = () => true) {
    const n = Math.min(run.length, maxPeriod === 200 ? 400 : run.length);
    for (let s = 0; s < n; s++) {
        for (let p = 1; p <= maxPeriod && s + 2 * p <= n; p++) {
            if (run[s] !== run[s + p])
                continue;
            let ok = true;
            for (let i = 1; ok && i < p; i++)
                ok = run[s + i] === run[s + p + i];
            if (!ok)
                continue;
            const block = run.slice(s, s + p);
            if (chars(block) >= MIN_ADJACENT_CHARS && accept(block))
                return [s, p];
        }
    }
    return undefined;
}
/** Block-closing lines and the lines that open their blocks: CMake's block commands, the C preprocessor's `#if`. */
const BLOCK_FAMILIES = [
    {
        closes: /^end(?:if|foreach|function|macro|while|block)\s*\(/i,
        opens: /^(?:if|foreach|function|macro|while|block)\s*\(/i,
    },
    { closes: /^#\s*endif\b/, opens: /^#\s*if(?:n?def)?\b/ },
];
/**
 * A block of closing lines (`endif()`, `#endif`) standing twice in a row is structure, not a paste, when the
 * resolution opens and closes that kind of block as evenly as one side does: nested blocks close twice in a row (a
 * real CMake resolution that nests one more `if()` has `endif()` twice where neither side had), while an `endif()`
 * pasted twice leaves one more closed than opened.
 */
function balancedClosers(block, texts) {
    const family = BLOCK_FAMILIES.find((fam) => block.every((l) => fam.closes.test(l)));
    if (!family)
        return false;
    const balance = (lines) => lines.reduce((n, l) => n + (family.opens.test(l) ? 1 : family.closes.test(l) ? -1 : 0), 0);
    const [resolved, ...sides] = texts.map(balance);
    return sides.includes(resolved);
}
/**
 * The occurrences a merge of the two sides may hold, counted against each side: the larger side's count, and, for a
 * block the base already holds (an idiom of the file, like `return success();` twice), the fork's plus the copies
 * upstream added over the base. A block new on both sides counts once: two sides adding the same lines add them once.
 */
function expected(ours, theirs, base) {
    return base > 0 ? Math.max(ours, theirs, ours + theirs - base) : Math.max(ours, theirs);
}
function chars(lines) {
    return lines.reduce((n, t) => n + t.length, 0);
}
function occurrences(seq, block) {
    let n = 0;
    outer: for (let i = 0; i + block.length <= seq.length; i++) {
        for (let j = 0; j < block.length; j++)
            if (seq[i + j] !== block[j])
                continue outer;
        n++;
    }
    return n;
}

;// CONCATENATED MODULE: ./src/domain/apply/guard-one-sided.ts

const IDENT = /[A-Za-z_][A-Za-z0-9_]{2,}/g;
function identifiers(line) {
    return line.match(IDENT) ?? [];
}
/**
 * One side thrown away: a conflicted file equal to one side exactly, or a conflict hunk that keeps none of the lines
 * one side wrote there (neither the lines nor the names it brought in survive). Real resolutions are sometimes
 * one-sided, so this is `review` (a person decides), never `reject`. In a hunk, a side whose change is only a
 * deletion has written nothing to lose, and a side that only edited lines the other side deleted loses nothing the
 * other side kept (see rewritesDeletedLines); a whole file equal to the other side drops that deletion too, and is
 * judged by it.
 */
function oneSidedGuard(files, agentReason) {
    const because = agentReason ? ` (the resolver's reason: ${JSON.stringify(agentReason)})` : '';
    const findings = [];
    for (const f of files) {
        if (f.untouched)
            continue;
        const view = (0,conflicted_file/* contentView */.nE)(f);
        if (!view)
            continue;
        const equal = f.resolved === f.ours ? 'ours' : f.resolved === f.theirs ? 'theirs' : undefined;
        if (equal) {
            const dropped = equal === 'ours' ? 'theirs' : 'ours';
            const lost = sideAdds(view, dropped);
            if (lost > 0) {
                findings.push({
                    verdict: 'review',
                    detail: `${f.path}: equals ${conflicted_file/* SIDE_NAME */.sP[equal]} exactly; ${lost} line(s) of ${conflicted_file/* SIDE_NAME */.sP[dropped]}'s change (added or deleted) are dropped${because}`,
                    evidence: (0,conflicted_file/* evidence */.MX)(f.path),
                });
            }
            continue;
        }
        const anywhere = new Set((view.resolved ?? []).map((l) => l.trim()));
        for (const h of (0,conflicted_file/* conflictHunks */.Ul)(view)) {
            const region = (0,conflicted_file/* resolvedRegion */.BA)(view, h);
            const names = new Set([...region].flatMap(identifiers));
            for (const side of ['ours', 'theirs']) {
                const added = (0,conflicted_file/* addedLines */.u4)(view, h, side);
                // Kept where the hunk stood, or moved elsewhere in the file (the window around a hunk is an estimate).
                if (added.length === 0 || added.some((l) => region.has(l) || anywhere.has(l)))
                    continue;
                // Rewritten rather than dropped: a name from this side's lines still stands in the hunk's resolution.
                // (Counting only names the side brought in catches more dropped hunks — 80 % instead of 39 % of the
                // hunk-ours mutation — but sends half the real resolutions to review; measured on the corpus.)
                if (added.flatMap(identifiers).some((n) => names.has(n)))
                    continue;
                // Edited what the other side deleted (a modify/delete): the resolution honours the deletion.
                if (rewritesDeletedLines(view, h, side, region))
                    continue;
                findings.push({
                    verdict: 'review',
                    detail: `${f.path}: the conflict at ${side === 'ours' ? 'fork' : 'upstream'} lines ${h[side][0] + 1}-${h[side][1]} keeps none of the ${added.length} line(s) ${conflicted_file/* SIDE_NAME */.sP[side]} wrote${because}`,
                    evidence: (0,conflicted_file/* evidence */.MX)(f.path, h.resolved),
                });
            }
        }
    }
    return (0,conflicted_file/* guardResult */.H_)('one-sided', findings);
}
/**
 * Every line `side` wrote in the hunk is its edit of a base line there that the other side deleted (and the
 * resolution does not keep): `side` changed code the other side removed, and dropping the edit with the code is
 * the resolution git's own modify/delete leaves to make. An edit is told by names: the two lines share at least half
 * of each one's identifiers (`torch.cuda.current_device()` → `torch.xpu.current_device()`). Lines `side` inserted
 * beside the deleted code are not edits of it and stay the guard's to report. Measured on the corpus: 12 of 309 real
 * resolutions go from review to accept (a fork's `cuda` → `xpu` edit of a line upstream removed); no mutation with a
 * target moves, and hunk-ours (no target) is accepted 4 times more (171 → 175 of 274).
 */
function rewritesDeletedLines(view, h, side, region) {
    const trimmed = (lines, [s, e]) => lines.slice(s, e).map((l) => l.trim());
    const other = new Set(trimmed(side === 'ours' ? view.theirs : view.ours, h[side === 'ours' ? 'theirs' : 'ours']));
    const mine = new Set(trimmed(side === 'ours' ? view.ours : view.theirs, h[side]));
    const deleted = trimmed(view.base, h.base)
        .filter((l) => (0,conflicted_file/* significant */.I1)(l) && !other.has(l) && !mine.has(l) && !region.has(l))
        .map((l) => new Set(identifiers(l)));
    const added = (0,conflicted_file/* addedLines */.u4)(view, h, side);
    return added.length > 0 && added.every((l) => deleted.some((d) => sharesNames(identifiers(l), d)));
}
/** At least half of each line's identifiers stand in the other one. */
function sharesNames(ids, other) {
    if (ids.length === 0 || other.size === 0)
        return false;
    const common = new Set(ids.filter((i) => other.has(i)));
    return common.size * 2 >= new Set(ids).size && common.size * 2 >= other.size;
}
/**
 * What a resolution equal to the other side loses of `side`: the significant lines it wrote, and the base lines it
 * deleted that the other side still has (a deletion dropped is a change dropped too).
 */
function sideAdds(view, side) {
    const other = side === 'ours' ? 'theirs' : 'ours';
    return view.hunks
        .filter((h) => h.kind === 'conflict' || h.kind === side)
        .reduce((n, h) => {
        const kept = new Set((other === 'ours' ? view.ours : view.theirs).slice(...h[other]).map((l) => l.trim()));
        const mine = new Set((side === 'ours' ? view.ours : view.theirs).slice(...h[side]).map((l) => l.trim()));
        const deleted = view.base
            .slice(...h.base)
            .map((l) => l.trim())
            .filter((l) => (0,conflicted_file/* significant */.I1)(l) && !mine.has(l) && kept.has(l)).length;
        return n + (0,conflicted_file/* addedLines */.u4)(view, h, side).length + deleted;
    }, 0);
}

;// CONCATENATED MODULE: ./src/domain/apply/guard-hunk-intent.ts


/** Share of a side's lines in one hunk that may go missing (neither kept nor rewritten) before a person looks. */
const MAX_LOST_SHARE = 0.5;
/**
 * Per-hunk intent: in every conflict hunk, the lines each side wrote survive in the resolution, or are replaced by
 * lines that share their identifiers (a renamed call keeps its arguments, a merged test keeps its name). A hunk that
 * loses most of one side's lines this way is `review`. A hunk that loses all of them is one-sided's to report.
 */
function hunkIntentGuard(files) {
    const findings = [];
    for (const f of files) {
        if (f.untouched || f.resolved === f.ours || f.resolved === f.theirs)
            continue;
        const view = (0,conflicted_file/* contentView */.nE)(f);
        if (!view)
            continue;
        for (const h of (0,conflicted_file/* conflictHunks */.Ul)(view)) {
            const [start, end] = h.resolved ?? [0, 0];
            const regionLines = (view.resolved ?? []).slice(start, end).map((l) => l.trim());
            const region = new Set(regionLines);
            const names = new Set(regionLines.flatMap(identifiers));
            for (const side of ['ours', 'theirs']) {
                const added = (0,conflicted_file/* addedLines */.u4)(view, h, side);
                const kept = added.filter((l) => region.has(l)).length;
                if (kept === 0)
                    continue;
                const lost = added.filter((l) => !region.has(l) && !rewritten(l, names));
                if (lost.length === 0 || lost.length / added.length <= MAX_LOST_SHARE)
                    continue;
                findings.push({
                    verdict: 'review',
                    detail: `${f.path}: the conflict at ${side === 'ours' ? 'fork' : 'upstream'} lines ${h[side][0] + 1}-${h[side][1]} loses ${lost.length} of the ${added.length} line(s) ${conflicted_file/* SIDE_NAME */.sP[side]} wrote, e.g. ${JSON.stringify(lost[0].slice(0, 80))}`,
                    evidence: (0,conflicted_file/* evidence */.MX)(f.path, h.resolved),
                });
            }
        }
    }
    return (0,conflicted_file/* guardResult */.H_)('hunk-intent', findings);
}
/** Most of the line's identifiers stand in the resolution's hunk: the line was rewritten, not dropped. */
function rewritten(line, names) {
    const ids = identifiers(line);
    if (ids.length === 0)
        return false;
    return ids.filter((i) => names.has(i)).length * 2 >= ids.length;
}

;// CONCATENATED MODULE: ./src/domain/apply/guard-novel-tokens.ts


/**
 * Words: identifiers, numbers and the words inside strings (a string's text is words like any other). One letter, and
 * numbers under three digits (line numbers a test re-counts), are too common to tell anything.
 */
const WORD = /[A-Za-z_][A-Za-z0-9_]*|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?|0[xX][0-9a-fA-F]+/g;
function words(text) {
    return (text.match(WORD) ?? []).filter((w) => (/^\d/.test(w) ? w.length >= 3 : w.length >= 2));
}
/** Findings listed per guard result before the rest are counted only. */
const MAX_FINDINGS = 10;
/**
 * Code on neither side: a line the resolver wrote (in no version of its file) that brings a word found nowhere in the
 * pick — not in the base, the fork's side, upstream's side of any file the pick touches, nor so in the upstream patch
 * (whose words are all in upstream's two versions). A merge re-wraps and re-combines what the two sides wrote; a
 * brand-new word (`os.system("curl … | sh")` in a tampered resolution) came from somewhere else, so a person looks:
 * `review`, with the line as evidence. Measured on a real fork's resolutions (issue 31): "any line on neither side"
 * would send 28% of them to review (mostly re-wrapped lines); a brand-new word flags 1 in 60.
 */
function novelTokensGuard(files, judged) {
    const known = new Set();
    for (const f of files)
        for (const text of [f.ours, f.upstreamBefore, f.upstreamAfter])
            if (text !== null)
                for (const w of words(text))
                    known.add(w);
    const findings = [];
    let more = 0;
    for (const f of files) {
        if (!judged.has(f.path) || f.resolved === null)
            continue;
        const existing = new Set([f.ours, f.upstreamBefore, f.upstreamAfter].flatMap((t) => t === null ? [] : (0,merge_hunks/* splitLines */.u)(t).map((l) => l.trim())));
        (0,merge_hunks/* splitLines */.u)(f.resolved).forEach((line, i) => {
            const t = line.trim();
            if (t === '' || existing.has(t))
                return;
            const novel = [...new Set(words(t).filter((w) => !known.has(w)))];
            if (novel.length === 0)
                return;
            if (findings.length >= MAX_FINDINGS) {
                more++;
                return;
            }
            findings.push({
                verdict: 'review',
                detail: `${f.path}:${i + 1}: brings ${novel
                    .slice(0, 3)
                    .map((w) => JSON.stringify(w.slice(0, 40)))
                    .join(', ')}, found on neither side nor in the upstream patch: ${JSON.stringify(t.slice(0, 160))}`,
                evidence: { path: f.path, startLine: i + 1, endLine: i + 1 },
            });
        });
    }
    if (more > 0)
        findings.push({ verdict: 'review', detail: `and ${more} more line(s) with words found on neither side` });
    return (0,conflicted_file/* guardResult */.H_)('novel-tokens', findings);
}

// EXTERNAL MODULE: ./src/domain/apply/guard-syntax.ts
var guard_syntax = __webpack_require__(9048);
// EXTERNAL MODULE: ./src/domain/apply/renames.ts
var renames = __webpack_require__(9424);
;// CONCATENATED MODULE: ./src/domain/apply/guard-unresolved.ts

/**
 * Every conflicted path must have been resolved: changed or deleted relative to the conflicted state git left.
 * A content conflict left as it was is `reject`. A modify/delete conflict may end with the file deleted or kept, but
 * keeping a file the fork deleted, or deleting (or keeping) one the fork changed and upstream deleted, throws a side's
 * decision away: `review`. The one exception is the fork-decision rung keeping exactly the fork's file that upstream
 * deleted: the fork's decision is what that rung stands for (never wrong on a real fork's history, issue 32). No other
 * resolver brings a deleted path back unreviewed.
 */
function unresolvedGuard(files, resolver) {
    const findings = [];
    for (const f of files) {
        const modifyDelete = (f.ours === null) !== (f.theirs === null) && f.base !== null;
        if (!modifyDelete) {
            if (f.untouched) {
                findings.push({
                    verdict: 'reject',
                    detail: `${f.path}: left exactly as git left the conflict (not resolved)`,
                    evidence: (0,conflicted_file/* evidence */.MX)(f.path),
                });
            }
            continue;
        }
        // The fork deleted the file and it stays deleted: the fork's decision stands, upstream's edit has no home.
        if (f.ours === null && f.resolved === null)
            continue;
        // Upstream deleted it, the fork changed it, and the fork-decision rung kept the fork's file as it is.
        if (resolver === 'fork-decision' && f.theirs === null && f.resolved !== null && f.resolved === f.ours)
            continue;
        const deleter = f.ours === null ? 'the fork' : 'upstream';
        const changer = f.ours === null ? 'upstream' : 'the fork';
        const how = f.untouched ? 'left as git left it: ' : '';
        findings.push({
            verdict: 'review',
            detail: f.resolved === null
                ? `${f.path}: ${how}deleted as ${deleter} did; ${changer}'s change to it is dropped`
                : `${f.path}: ${how}kept although ${deleter} deleted it (${changer} changed it)`,
            evidence: (0,conflicted_file/* evidence */.MX)(f.path),
        });
    }
    return (0,conflicted_file/* guardResult */.H_)('unresolved', findings);
}

// EXTERNAL MODULE: ./src/domain/apply/markers.ts
var markers = __webpack_require__(292);
// EXTERNAL MODULE: ./src/domain/apply/test-files.ts
var test_files = __webpack_require__(309);
;// CONCATENATED MODULE: ./src/domain/apply/guards.ts











const DEFAULT_DIFF_BOUND = { factor: 1.5, slack: 10 };
/** Every guard's failures `reject`, except where a guard says otherwise: the old meaning, now with a verdict. */
function guard(name, details, paths = []) {
    return (0,conflicted_file/* guardResult */.H_)(name, details.map((detail, i) => ({
        verdict: 'reject',
        detail,
        ...(paths[i] !== undefined ? { evidence: (0,conflicted_file/* evidence */.MX)(paths[i]) } : {}),
    })));
}
/** The conflicted paths in their four versions, as the content guards see them. */
function conflictedFiles(input) {
    const byPath = new Map((0,renames/* followRenames */.hR)(input.files, input.renames ?? []).map((f) => [f.path, f]));
    const untouched = new Set(input.untouchedPaths ?? []);
    return input.conflictedPaths.map((path) => {
        const f = byPath.get(path);
        return {
            path,
            base: f?.upstreamBefore ?? null,
            ours: f?.ours ?? null,
            theirs: f?.upstreamAfter ?? null,
            resolved: f?.resolved ?? null,
            untouched: untouched.has(path),
        };
    });
}
/** No conflict markers anywhere the resolution touched, beyond those the fork or the upstream commit already had. */
function markersGuard(input) {
    const findings = [];
    for (const f of input.files) {
        if (f.resolved === null)
            continue;
        const now = (0,markers/* countConflictMarkers */.PX)(f.resolved);
        if (now === 0)
            continue;
        const had = f.ours === null ? 0 : (0,markers/* countConflictMarkers */.PX)(f.ours);
        const upstreamAdds = Math.max(0, (f.upstreamAfter === null ? 0 : (0,markers/* countConflictMarkers */.PX)(f.upstreamAfter)) -
            (f.upstreamBefore === null ? 0 : (0,markers/* countConflictMarkers */.PX)(f.upstreamBefore)));
        if (now > had + upstreamAdds) {
            const lines = (0,markers/* conflictMarkerLines */.c3)(f.resolved, 3);
            findings.push({
                verdict: 'reject',
                detail: `${f.path}: conflict markers left at line ${lines.join(', ')}`,
                evidence: { path: f.path, startLine: lines[0] ?? null, endLine: lines[lines.length - 1] ?? null },
            });
        }
    }
    return (0,conflicted_file/* guardResult */.H_)('conflict-markers', findings);
}
/** The agent changed only the conflicted paths and the configured allowed globs. */
function scopeGuard(input) {
    const conflicted = new Set(input.conflictedPaths);
    const allowed = (0,glob/* pathMatcher */.kZ)(input.allowedGlobs);
    const outside = input.agentChangedPaths.filter((p) => !conflicted.has(p) && !allowed(p));
    return guard('scope', outside.map((p) => `${p}: changed by the agent but neither conflicted nor allowed by --allow-path`), outside);
}
/** Workflows run with the repository's secrets: nothing under .github/ may change unless upstream changed it. */
function githubDirGuard(input) {
    const upstream = new Set(input.upstreamPaths);
    const touched = [...new Set([...input.resolutionPaths, ...input.agentChangedPaths])];
    const bad = touched.filter((p) => (p === '.github' || p.startsWith('.github/')) && !upstream.has(p));
    return guard('github-dir', bad.map((p) => `${p}: under .github/ and not changed by the upstream commit`), bad);
}
function testsGuard(input) {
    const found = input.files.flatMap((f) => (0,test_files/* checkTestFile */.XH)(f));
    return guard('tests', found.map((x) => x.message), found.map((x) => x.path));
}
/**
 * A size bound only: past it `review`, past twice it `reject`. A conflicted file resolved to exactly one side is left out of the count: taking upstream's
 * whole file can change far more lines than the patch, and whether that is right is one-sided's `review`, not a
 * size question. Duplicated content is the duplicated-block guard's.
 */
function diffBoundGuard(input) {
    const limit = Math.floor(input.bound.factor * input.upstreamLines + input.bound.slack);
    const perFile = input.resolutionFileLines;
    const oneSided = perFile
        ? conflictedFiles(input).filter((f) => f.resolved !== null && (f.resolved === f.ours || f.resolved === f.theirs))
        : [];
    const lines = input.resolutionLines - oneSided.reduce((n, f) => n + (perFile?.[f.path] ?? 0), 0);
    const left = oneSided.length ? ` (not counting ${oneSided.length} file(s) equal to one side)` : '';
    if (lines <= limit)
        return (0,conflicted_file/* guardResult */.H_)('diff-bound', []);
    const gross = lines > REJECT_FACTOR * limit;
    return (0,conflicted_file/* guardResult */.H_)('diff-bound', [
        {
            verdict: gross ? 'reject' : 'review',
            detail: `the resolution changes ${lines} lines${left}; the upstream patch changes ${input.upstreamLines} ` +
                `(limit ${input.bound.factor} × ${input.upstreamLines} + ${input.bound.slack} = ${limit}` +
                `${gross ? `; over ${REJECT_FACTOR} × the limit` : ''})`,
        },
    ]);
}
/**
 * Past the bound a resolution needs a person; past this many times the bound it is undone. Measured on the corpus:
 * 6 of 309 real resolutions exceed the bound by less than 2× (adapting fork code to a renamed upstream API), and a
 * doubled hunk is the duplicated-block guard's to find by content.
 */
const REJECT_FACTOR = 2;
function verifyGuard(input) {
    if (!input.verify)
        return undefined;
    return guard('verify', input.verify.ok ? [] : [`the verify command failed: ${input.verify.summary}`]);
}
/**
 * The deterministic checks. Order is stable. A resolution lands unattended only when every verdict is `accept`;
 * any `review` lands it only with a human approval; any `reject` undoes it.
 */
function evaluateGuards(input) {
    const files = conflictedFiles(input);
    const followed = (0,renames/* followRenames */.hR)(input.files, input.renames ?? []);
    // What the resolver wrote: the conflicted paths and whatever else it changed (git merged the rest itself).
    const judged = new Set([...input.conflictedPaths, ...input.agentChangedPaths]);
    const results = [
        markersGuard(input),
        unresolvedGuard(files, input.resolver),
        (0,renames/* renamesGuard */.TZ)(input.files, input.renames ?? [], input.conflictedPaths),
        scopeGuard(input),
        githubDirGuard(input),
        testsGuard(input),
        duplicatedBlockGuard(files),
        oneSidedGuard(files, input.agentReason),
        hunkIntentGuard(files),
        diffBoundGuard(input),
        novelTokensGuard(followed, judged),
        (0,guard_syntax/* syntaxGuard */.DU)(followed, judged, input.pythonParses),
    ];
    const verify = verifyGuard(input);
    return verify ? [...results, verify] : results;
}
const RANK = { accept: 0, review: 1, reject: 2 };
/** A guard result written before verdicts existed reads as accept when it passed and reject when it failed. */
function verdictOf(result) {
    return result.verdict ?? (result.ok ? 'accept' : 'reject');
}
/** The worst verdict of all guards. */
function combinedVerdict(results) {
    return results.reduce((v, r) => (RANK[verdictOf(r)] > RANK[v] ? verdictOf(r) : v), 'accept');
}
/** Why the resolution was rejected: the details of the guards that reject it. */
function failedReasons(results) {
    return results.filter((r) => verdictOf(r) === 'reject').flatMap((r) => r.details.map((d) => `${r.name}: ${d}`));
}
/** Why the resolution needs a person: the details of the guards that ask for review. */
function reviewReasons(results) {
    return results.filter((r) => verdictOf(r) === 'review').flatMap((r) => r.details.map((d) => `${r.name}: ${d}`));
}


/***/ }),

/***/ 97:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ matchLines),
/* harmony export */   u: () => (/* binding */ internLines)
/* harmony export */ });
/**
 * A line diff (Myers, O((N+M)·D)) reduced to what the resolution guards need: which line of `a` is kept as which
 * line of `b`. Pure and dependency-free so the guards can run on any text without a git process.
 */
/** Lines interned as small integers: comparing numbers is what makes the inner loop cheap. */
function internLines(texts) {
    const ids = new Map();
    return texts.map((lines) => lines.map((line) => {
        let id = ids.get(line);
        if (id === undefined)
            ids.set(line, (id = ids.size));
        return id;
    }));
}
/** Past this many edits the middle of the diff is left unmatched: a rewrite that large is judged by size alone. */
const MAX_EDITS = 4000;
/** `match[i]` is the index in `b` that line `i` of `a` is kept as, or -1 when it was deleted. */
function matchLines(a, b) {
    const match = new Int32Array(a.length).fill(-1);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        match[start] = start++;
    let endA = a.length;
    let endB = b.length;
    while (endA > start && endB > start && a[endA - 1] === b[endB - 1])
        match[--endA] = --endB;
    myers(a, b, start, endA, start, endB, match);
    return match;
}
function myers(a, b, a0, a1, b0, b1, match) {
    const n = a1 - a0;
    const m = b1 - b0;
    if (n === 0 || m === 0)
        return;
    const max = Math.min(n + m, MAX_EDITS);
    const v = new Int32Array(2 * max + 3);
    const off = max + 1;
    const trace = [];
    let found = -1;
    for (let d = 0; d <= max && found < 0; d++) {
        for (let k = -d; k <= d; k += 2) {
            let x = k === -d || (k !== d && v[off + k - 1] < v[off + k + 1]) ? v[off + k + 1] : v[off + k - 1] + 1;
            let y = x - k;
            while (x < n && y < m && a[a0 + x] === b[b0 + y]) {
                x++;
                y++;
            }
            v[off + k] = x;
            if (x >= n && y >= m)
                found = d;
        }
        trace.push(v.slice(off - d, off + d + 1));
    }
    if (found < 0)
        return;
    let x = n;
    let y = m;
    for (let d = found; d > 0; d--) {
        const prev = trace[d - 1];
        const k = x - y;
        const at = (kk) => prev[kk + d - 1];
        const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
        const prevX = at(prevK);
        const prevY = prevX - prevK;
        while (x > prevX && y > prevY)
            match[a0 + --x] = b0 + --y;
        x = prevX;
        y = prevY;
    }
    while (x > 0 && y > 0)
        match[a0 + --x] = b0 + --y;
}


/***/ }),

/***/ 292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PX: () => (/* binding */ countConflictMarkers),
/* harmony export */   c3: () => (/* binding */ conflictMarkerLines)
/* harmony export */ });
/* unused harmony export countGitConflictMarkers */
/**
 * Conflict markers as git writes them (default marker size 7), including diff3's `|||||||` base section, also when
 * they stand after indentation or a comment leader (`    <<<<<<< HEAD`, `// =======`, `# >>>>>>> abc`): an agent
 * that re-indents or comments out a conflict leaves them there, and a column-0 pattern never sees them.
 */
const LEADER = String.raw `[ \t]*(?:(?:#|\/\/|--|;|\/\*|\*)[ \t]*)?`;
const BODY = String.raw `(?:<{7}(?: .*)?|>{7}(?: .*)?|\|{7}(?: .*)?|={7}[ \t]*(?:\*\/)?)`;
const MARKER = new RegExp(String.raw `^${LEADER}${BODY}\r?$`, 'gm');
/** Only what git itself writes, at column 0: the conflict state git left, before anyone edited it. */
const GIT_MARKER = /^(?:<{7}(?: .*)?|>{7}(?: .*)?|\|{7}(?: .*)?|={7})$/gm;
function countConflictMarkers(text) {
    return text.match(MARKER)?.length ?? 0;
}
function countGitConflictMarkers(text) {
    return text.match(GIT_MARKER)?.length ?? 0;
}
/** 1-based line numbers of marker lines (for a guard's details), at most `limit`. */
function conflictMarkerLines(text, limit = 5) {
    const lines = [];
    const all = text.split('\n');
    const one = new RegExp(MARKER.source);
    for (let i = 0; i < all.length && lines.length < limit; i++)
        if (one.test(all[i]))
            lines.push(i + 1);
    return lines;
}


/***/ }),

/***/ 4299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ mergeView),
/* harmony export */   u: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var _line_diff_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97);

function splitLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n');
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
function sameRange(a, [a0, a1], b, [b0, b1]) {
    if (a1 - a0 !== b1 - b0)
        return false;
    for (let i = 0; i < a1 - a0; i++)
        if (a[a0 + i] !== b[b0 + i])
            return false;
    return true;
}
function mergeView(base, ours, theirs, resolved) {
    const texts = [base, ours, theirs, resolved ?? ''].map(splitLines);
    const [b, o, t, r] = (0,_line_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .internLines */ .u)(texts);
    const toOurs = (0,_line_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .matchLines */ .n)(b, o);
    const toTheirs = (0,_line_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .matchLines */ .n)(b, t);
    const hunks = [];
    let i = 0;
    let oi = 0;
    let ti = 0;
    for (;;) {
        while (i < b.length && toOurs[i] === oi && toTheirs[i] === ti) {
            i++;
            oi++;
            ti++;
        }
        if (i >= b.length && oi >= o.length && ti >= t.length)
            break;
        let j = i;
        while (j < b.length && (toOurs[j] === -1 || toTheirs[j] === -1))
            j++;
        const bo = [i, j];
        const oo = [oi, j < b.length ? toOurs[j] : o.length];
        const to = [ti, j < b.length ? toTheirs[j] : t.length];
        const oursSame = sameRange(texts[0], bo, texts[1], oo);
        const theirsSame = sameRange(texts[0], bo, texts[2], to);
        const kind = oursSame
            ? 'theirs'
            : theirsSame
                ? 'ours'
                : sameRange(texts[1], oo, texts[2], to)
                    ? 'same'
                    : 'conflict';
        if (!(oursSame && theirsSame))
            hunks.push({ kind, base: bo, ours: oo, theirs: to });
        i = j;
        oi = oo[1];
        ti = to[1];
        if (j >= b.length) {
            if (oi >= o.length && ti >= t.length)
                break;
        }
    }
    if (resolved !== null)
        placeInResolution(b, r, hunks);
    return { base: texts[0], ours: texts[1], theirs: texts[2], resolved: resolved === null ? null : texts[3], hunks };
}
/**
 * The resolution's lines between the nearest base lines around a hunk that the resolution kept: what replaced the
 * hunk. Lenient on purpose (a resolution that rewrote the surroundings gets a wider window, never a false one).
 */
function placeInResolution(b, r, hunks) {
    const toResolved = (0,_line_diff_js__WEBPACK_IMPORTED_MODULE_0__/* .matchLines */ .n)(b, r);
    for (const h of hunks) {
        let before = h.base[0] - 1;
        while (before >= 0 && toResolved[before] === -1)
            before--;
        let after = h.base[1];
        while (after < b.length && toResolved[after] === -1)
            after++;
        const start = before >= 0 ? toResolved[before] + 1 : 0;
        const end = after < b.length ? toResolved[after] : r.length;
        h.resolved = [start, Math.max(start, end)];
    }
}


/***/ }),

/***/ 2553:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $R: () => (/* binding */ ProvenanceSchema),
/* harmony export */   C0: () => (/* binding */ IdentitySchema),
/* harmony export */   QT: () => (/* binding */ PositiveNumberSchema),
/* harmony export */   Rs: () => (/* binding */ OnConflictSchema),
/* harmony export */   V4: () => (/* binding */ branchOfRef),
/* harmony export */   ZV: () => (/* binding */ OnReviewSchema),
/* harmony export */   fN: () => (/* binding */ SecondsSchema),
/* harmony export */   pA: () => (/* binding */ RepoNameSchema),
/* harmony export */   tV: () => (/* binding */ CommitListSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8532);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3200);


/**
 * The shared vocabulary of the CLI flags and the action inputs, parsed once: both turn their strings into the same
 * typed settings with the same messages.
 */
const OnConflictSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['defer', 'agent', 'stop', 'resolve'], {
    message: 'expected defer, agent, stop or resolve',
});
/** A resolution whose guards say `review`: land it (PR labelled upstream-ingest:review, no auto-merge) or defer it. */
const OnReviewSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['land', 'defer'], { message: 'expected land or defer' });
const ProvenanceSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().transform((value, ctx) => {
    const style = (0,_provenance_js__WEBPACK_IMPORTED_MODULE_1__/* .parseProvenanceStyle */ .sL)(value);
    if (!style) {
        ctx.addIssue({ code: 'custom', message: "expected 'x' or a trailer key such as Upstream-Commit" });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return style;
});
const IdentitySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().transform((value, ctx) => {
    const m = /^\s*([^<>\n]+?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
    if (!m) {
        ctx.addIssue({ code: 'custom', message: 'expected "Name <email@example.com>"' });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return { name: m[1], email: m[2] };
});
/** Whole seconds → milliseconds. */
const SecondsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[1-9]\d{0,6}$/, 'expected a whole number of seconds from 1 to 9999999')
    .transform((v) => Number(v) * 1000);
const PositiveNumberSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^\d+(\.\d+)?$/, 'expected a non-negative number')
    .transform(Number);
/** `sha,sha …` (commas or whitespace). */
const CommitListSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().transform((value, ctx) => {
    const list = value
        .split(/[\s,]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
    const bad = list.find((s) => !/^[0-9a-f]{7,64}$/.test(s));
    if (bad !== undefined || list.length === 0) {
        ctx.addIssue({
            code: 'custom',
            message: `expected commit SHAs separated by commas${bad ? `, got '${bad.slice(0, 80)}'` : ''}`,
        });
        return zod__WEBPACK_IMPORTED_MODULE_2__/* .NEVER */ .tm;
    }
    return list;
});
const RepoNameSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/, 'expected owner/name');
/** The PR's base branch from a git ref: `origin/main` → `main`, `refs/heads/main` → `main`. */
function branchOfRef(ref, remote) {
    let r = ref.replace(/^refs\/heads\//, '').replace(/^refs\/remotes\//, '');
    if (remote && r.startsWith(`${remote}/`))
        r = r.slice(remote.length + 1);
    else if (/^origin\//.test(r))
        r = r.slice('origin/'.length);
    return r;
}


/***/ }),

/***/ 3200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CT: () => (/* binding */ appendProvenance),
/* harmony export */   Jj: () => (/* binding */ provenanceOf),
/* harmony export */   Mh: () => (/* binding */ provenanceLine),
/* harmony export */   h3: () => (/* binding */ describeProvenance),
/* harmony export */   sL: () => (/* binding */ parseProvenanceStyle)
/* harmony export */ });
const TRAILER_KEY = /^[A-Za-z][A-Za-z0-9-]*(?: [A-Za-z0-9-]+)*$/;
/** `x` or a trailer key (letters, digits, dashes, single spaces between words: `Reactor Cherry-pick Revision`). */
function parseProvenanceStyle(value) {
    const v = value.trim();
    if (v === 'x' || v === '-x')
        return { kind: 'x' };
    if (TRAILER_KEY.test(v) && v.length <= 80 && !v.endsWith(':'))
        return { kind: 'trailer', key: v };
    return undefined;
}
function describeProvenance(style) {
    return style.kind === 'x' ? 'x' : style.key;
}
function provenanceLine(style, sha) {
    return style.kind === 'x' ? `(cherry picked from commit ${sha})` : `${style.key}: ${sha}`;
}
const TRAILER_LINE = /^(?:[A-Za-z0-9][A-Za-z0-9 -]*:\s|\(cherry picked from commit [0-9a-f]+\)$)/;
/** True when the message's last paragraph is a trailer block (then git appends without a blank line). */
function endsWithTrailerBlock(message) {
    const paragraphs = message.trimEnd().split(/\n[ \t]*\n/);
    if (paragraphs.length < 2)
        return false;
    const last = paragraphs[paragraphs.length - 1].split('\n');
    return last.every((line) => TRAILER_LINE.test(line) || /^\s+\S/.test(line));
}
/**
 * Appends the provenance line the way `git cherry-pick -x` does: on its own line after a trailer block, or after a
 * blank line. The message ends with exactly one newline.
 */
function appendProvenance(message, style, sha) {
    const body = message.replace(/\s+$/, '');
    const sep = endsWithTrailerBlock(body) ? '\n' : '\n\n';
    return `${body}${sep}${provenanceLine(style, sha)}\n`;
}
/** The upstream SHA named by `message` in exactly this style (the last such line), if any. */
function provenanceOf(message, style) {
    const re = style.kind === 'x'
        ? /^\(cherry picked from commit ([0-9a-f]{40}(?:[0-9a-f]{24})?)\)$/gm
        : new RegExp(`^${escapeRegExp(style.key)}: ([0-9a-f]{40}(?:[0-9a-f]{24})?)$`, 'gm');
    let found;
    for (const m of message.matchAll(re))
        found = m[1];
    return found;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}


/***/ }),

/***/ 9424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TZ: () => (/* binding */ renamesGuard),
/* harmony export */   dr: () => (/* binding */ renameFamily),
/* harmony export */   hR: () => (/* binding */ followRenames)
/* harmony export */ });
/* harmony import */ var _conflicted_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(271);

/**
 * Each file's versions with renames followed: a version missing under a path is taken from its rename partner (the
 * new name's upstream "before" is the old name's; a fork that renamed a file has upstream's versions under the old
 * name). The entry of the old name keeps its own (absent) versions: that the old name is gone is what a rename says.
 */
function followRenames(files, renames) {
    if (renames.length === 0)
        return [...files];
    const byPath = new Map(files.map((f) => [f.path, f]));
    return files.map((f) => {
        let out = f;
        for (const r of renames) {
            if (r.to !== f.path)
                continue;
            const old = byPath.get(r.from);
            if (!old)
                continue;
            out =
                r.side === 'upstream'
                    ? { ...out, upstreamBefore: out.upstreamBefore ?? old.upstreamBefore, ours: out.ours ?? old.ours }
                    : {
                        ...out,
                        upstreamBefore: out.upstreamBefore ?? old.upstreamBefore,
                        upstreamAfter: out.upstreamAfter ?? old.upstreamAfter,
                    };
        }
        return out;
    });
}
/** The names one file goes by across the pick: itself and every rename partner, transitively. */
function renameFamily(path, renames) {
    const family = new Set([path]);
    let grew = true;
    while (grew) {
        grew = false;
        for (const r of renames) {
            if (family.has(r.from) !== family.has(r.to)) {
                family.add(r.from);
                family.add(r.to);
                grew = true;
            }
        }
    }
    return family;
}
/**
 * Every renamed file the pick involves is still somewhere after the resolution when both sides keep it: a file that
 * the fork has (under some name of its family) and upstream's side has (under some name) but the resolution has under
 * none was dropped — `reject`, naming both paths. Deleting one name of a rename is what the rename is; deleting every
 * name is not, unless a side deleted the file itself (a modify/delete, the unresolved guard's to judge).
 */
function renamesGuard(files, renames, conflictedPaths) {
    const byPath = new Map(files.map((f) => [f.path, f]));
    const findings = [];
    const seen = new Set();
    for (const r of renames) {
        const family = renameFamily(r.to, renames);
        const key = [...family].sort().join('\0');
        if (seen.has(key))
            continue;
        seen.add(key);
        const names = [...family];
        const versions = names.map((n) => byPath.get(n));
        // Only what the pick touched: a rename nobody's resolution came near is not this resolution's doing.
        if (!names.some((n) => conflictedPaths.includes(n)) && versions.every((v) => v === undefined))
            continue;
        if (versions.some((v) => v === undefined))
            continue;
        const fork = versions.some((v) => v.ours !== null);
        const upstream = versions.some((v) => v.upstreamAfter !== null);
        const resolved = versions.some((v) => v.resolved !== null);
        if (fork && upstream && !resolved) {
            findings.push({
                verdict: 'reject',
                detail: `${r.from} → ${r.to} (renamed by ${r.side === 'upstream' ? 'upstream' : 'the fork'}): both sides keep the file, the resolution has it under neither name`,
                evidence: (0,_conflicted_file_js__WEBPACK_IMPORTED_MODULE_0__/* .evidence */ .MX)(r.to),
            });
        }
    }
    return (0,_conflicted_file_js__WEBPACK_IMPORTED_MODULE_0__/* .guardResult */ .H_)('renames', findings);
}


/***/ }),

/***/ 5154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ parseResolvers),
/* harmony export */   OA: () => (/* binding */ capVerdict),
/* harmony export */   O_: () => (/* binding */ attemptLine),
/* harmony export */   cl: () => (/* binding */ RUNG_MAX_VERDICT),
/* harmony export */   lo: () => (/* binding */ defaultResolvers),
/* harmony export */   qy: () => (/* binding */ chosenAttempt)
/* harmony export */ });
/* unused harmony export RESOLVER_RUNGS */
/**
 * The resolver ladder of `--on-conflict resolve`: the rungs, the most each may earn, and which attempt a conflicted
 * commit ends with. Measured on a real fork's own conflicting picks (issue 32): an exact rerere replay of the same
 * pick and the fork's own modify/delete decision were never wrong, so they may land unattended; replaying one side's
 * change onto the other's file is right on about half of its clean outputs, so it only ever proposes (review).
 */
const RESOLVER_RUNGS = ['rerere', 'fork-decision', 'replay', 'agent'];
/** The best verdict a rung may earn, whatever the guards say. */
const RUNG_MAX_VERDICT = {
    rerere: 'accept',
    'fork-decision': 'accept',
    replay: 'review',
    agent: 'accept',
};
const RANK = { accept: 0, review: 1, reject: 2 };
/** The guards' verdict, never better than the rung's maximum (the config's `resolvers.<rung>.maxVerdict` first). */
function capVerdict(rung, verdict, limits = {}) {
    const max = limits[rung] ?? RUNG_MAX_VERDICT[rung];
    return RANK[verdict] >= RANK[max] ? verdict : max;
}
/**
 * `--resolvers rerere,fork-decision,replay,agent`: known rungs, each once. rerere replays during the pick itself (git
 * applies a recorded resolution while it stops), so it can only come first. Returns the rungs or why not.
 */
function parseResolvers(value) {
    const list = (typeof value === 'string' ? value.split(/[\s,]+/) : value.flatMap((v) => v.split(/[\s,]+/)))
        .map((s) => s.trim())
        .filter(Boolean);
    if (list.length === 0)
        return `expected a comma-separated list of ${RESOLVER_RUNGS.join(', ')}`;
    const unknown = list.find((r) => !RESOLVER_RUNGS.includes(r));
    if (unknown !== undefined)
        return `unknown resolver '${unknown.slice(0, 40)}': expected some of ${RESOLVER_RUNGS.join(', ')}`;
    const twice = list.find((r, i) => list.indexOf(r) !== i);
    if (twice !== undefined)
        return `'${twice}' is listed twice`;
    if (list.includes('rerere') && list[0] !== 'rerere')
        return 'rerere replays a recorded resolution during the pick itself, so it must come first';
    return list;
}
/** The default ladder: every deterministic rung, then the agent when one is configured. */
function defaultResolvers(hasAgent) {
    return RESOLVER_RUNGS.filter((r) => r !== 'agent' || hasAgent);
}
/**
 * The attempt a commit ends with: the first one the guards accept (the ladder stopped there); else the last proposal
 * that needs review (the latest rung ran with the earlier proposals in hand); else none (every proposal rejected).
 */
function chosenAttempt(attempts) {
    const accepted = attempts.findIndex((a) => a.verdict === 'accept');
    if (accepted >= 0)
        return accepted;
    for (let i = attempts.length - 1; i >= 0; i--)
        if (attempts[i].verdict === 'review')
            return i;
    return undefined;
}
/** One line per attempt for logs and the PR body: `replay: review (one-sided: …)`. */
function attemptLine(a) {
    if (a.outcome !== 'proposed')
        return `${a.rung}: ${a.outcome} (${a.reason})`;
    const capped = a.verdict !== a.guardVerdict ? ` (guards: ${a.guardVerdict}; ${a.rung} proposes at most review)` : '';
    const why = a.evidence.length ? `: ${a.evidence.slice(0, 2).join('; ')}` : '';
    return `${a.rung}: ${a.verdict}${capped}${why}`;
}


/***/ }),

/***/ 7351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ REVIEW_LABEL),
/* harmony export */   Q: () => (/* binding */ reviewOf)
/* harmony export */ });
/* harmony import */ var _guards_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2513);

/** The label a bundle PR carries while a landed resolution needs a human approval; auto-merge skips such PRs. */
const REVIEW_LABEL = 'upstream-ingest:review';
/** Whether any landed resolution needs review, and why (commit, guard, file and lines). */
function reviewOf(commits) {
    const landed = commits.filter((c) => c.status === 'resolved' && c.verdict === 'review');
    const reasons = landed.flatMap((c) => {
        const why = (0,_guards_js__WEBPACK_IMPORTED_MODULE_0__/* .reviewReasons */ .EW)(c.guards);
        const at = c.sha.slice(0, 12);
        return why.length ? why.map((w) => `${at}: ${w}`) : [`${at}: recorded as needing review by an earlier run`];
    });
    return { needed: landed.length > 0, label: REVIEW_LABEL, reasons };
}


/***/ }),

/***/ 2921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wt: () => (/* binding */ countCommits),
/* harmony export */   ar: () => (/* binding */ isSuccessStatus),
/* harmony export */   gX: () => (/* binding */ overallStatus)
/* harmony export */ });
function countCommits(commits) {
    const n = (s) => commits.filter((c) => c.status === s).length;
    return {
        total: commits.length,
        landed: n('clean') + n('resolved'),
        clean: n('clean'),
        resolved: n('resolved'),
        deferred: n('deferred'),
        alreadyApplied: n('already-applied'),
        empty: n('empty'),
        rejected: n('rejected'),
        conflict: n('conflict'),
    };
}
/**
 * The overall verdict, most severe first: a rejected resolution, verification or push; a conflict that stopped the
 * run (or a defer run where nothing could land); some commits left out; resolutions; clean picks; nothing to do.
 */
function overallStatus(commits, extra = {}) {
    const c = countCommits(commits);
    if (extra.pushRejected || extra.verifyFailed || c.rejected > 0)
        return 'rejected';
    if (c.conflict > 0)
        return 'conflict';
    if (c.deferred > 0)
        return c.landed > 0 ? 'partial' : 'conflict';
    if (c.resolved > 0)
        return 'resolved';
    if (c.landed > 0)
        return 'applied';
    return 'already-applied';
}
const SUCCESS = new Set(['applied', 'partial', 'resolved', 'already-applied']);
/** Exit 0 for applied, partial, resolved and already-applied; 1 for conflict and rejected. */
function isSuccessStatus(status) {
    return SUCCESS.has(status);
}


/***/ }),

/***/ 309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XH: () => (/* binding */ checkTestFile),
/* harmony export */   Ye: () => (/* binding */ detectTestFramework)
/* harmony export */ });
/* unused harmony export measureTests */
const PY_TEST_NAME = /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/;
const PY_TEST_DIR = /(?:^|\/)tests?\/[^/]*\.py$/;
const PY_CASE = /^[ \t]*(?:async[ \t]+)?def[ \t]+test\w*[ \t]*\(/gm;
const PY_SKIP = /@pytest\.mark\.(?:skip|skipif|xfail)\b|@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b|\bpytest\.(?:skip|xfail)\(|\bself\.skipTest\(|\bunittest\.SkipTest\b/g;
const CPP_EXT = /\.(?:cc|cpp|cxx|cu|hip|mm)$/;
const GTEST_CASE = /^[ \t]*(?:TEST|TEST_F|TEST_P|TYPED_TEST|TYPED_TEST_P)[ \t]*\(/gm;
const GTEST_SKIP = /\bDISABLED_\w+|\bGTEST_SKIP[ \t]*\(/g;
const LIT_RUN = /\bRUN:/g;
const FILECHECK = /\b(?:CHECK|[A-Z][A-Z0-9_]*-CHECK|CHECK-[A-Z0-9_]+)(?:-(?:NEXT|SAME|NOT|DAG|LABEL|EMPTY|COUNT-\d+))?:/g;
const LIT_SKIP = /\b(?:UNSUPPORTED|XFAIL|REQUIRES):/g;
function count(text, re) {
    return text.match(re)?.length ?? 0;
}
/** Which framework a path's content uses, if it is a test file at all. */
function detectTestFramework(path, content) {
    if (/\bRUN:/.test(content) && /(?:^|\/)(?:test|tests|unittests?)\//.test(path))
        return 'lit';
    if (CPP_EXT.test(path) && count(content, GTEST_CASE) > 0)
        return 'gtest';
    if (path.endsWith('.py') && (PY_TEST_NAME.test(path) || PY_TEST_DIR.test(path)))
        return 'pytest';
    return undefined;
}
function measureTests(framework, content) {
    switch (framework) {
        case 'pytest':
            return { framework, cases: count(content, PY_CASE), skips: count(content, PY_SKIP) };
        case 'gtest':
            return { framework, cases: count(content, GTEST_CASE), skips: count(content, GTEST_SKIP) };
        case 'lit':
            return { framework, cases: count(content, LIT_RUN) + count(content, FILECHECK), skips: count(content, LIT_SKIP) };
    }
}
/**
 * A resolution may change a test file's case and skip counts only as the upstream commit did: fewer cases than
 * the fork had plus upstream's change means lost tests; more skips than that means newly disabled tests.
 */
function checkTestFile(v) {
    const framework = [v.resolved, v.ours, v.upstreamAfter, v.upstreamBefore]
        .map((c) => (c === null ? undefined : detectTestFramework(v.path, c)))
        .find((f) => f !== undefined);
    if (!framework)
        return [];
    const m = (c) => c === null ? { framework, cases: 0, skips: 0 } : measureTests(framework, c);
    const ours = m(v.ours);
    const resolved = m(v.resolved);
    const upBefore = m(v.upstreamBefore);
    const upAfter = m(v.upstreamAfter);
    const expectedCases = upAfter.cases - upBefore.cases;
    const expectedSkips = upAfter.skips - upBefore.skips;
    const findings = [];
    const what = framework === 'lit' ? 'RUN/CHECK lines' : 'test cases';
    if (resolved.cases - ours.cases < expectedCases) {
        findings.push({
            path: v.path,
            framework,
            message: `${v.path}: ${what} went from ${ours.cases} to ${resolved.cases}; the upstream commit changes them by ${signed(expectedCases)}`,
        });
    }
    if (resolved.skips - ours.skips > Math.max(0, expectedSkips)) {
        findings.push({
            path: v.path,
            framework,
            message: `${v.path}: skips/xfails went from ${ours.skips} to ${resolved.skips}; the upstream commit changes them by ${signed(expectedSkips)}`,
        });
    }
    return findings;
}
function signed(n) {
    return n >= 0 ? `+${n}` : String(n);
}


/***/ }),

/***/ 1314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ trunkBranchProblem)
/* harmony export */ });
/* unused harmony export branchNamesOf */
const SYMBOLIC = /^(?:[A-Z_]*HEAD|@)$/;
/** The branch names a ref stands for: `refs/heads/x` → x, `origin/x` or `refs/remotes/origin/x` → x (and itself). */
function branchNamesOf(ref, remotes) {
    const names = new Set();
    const r = ref.replace(/^refs\/heads\//, '');
    names.add(r);
    const remoteRef = r.replace(/^refs\/remotes\//, '');
    for (const remote of [...remotes, 'origin']) {
        if (remoteRef.startsWith(`${remote}/`))
            names.add(remoteRef.slice(remote.length + 1));
    }
    return [...names];
}
/** Why `branch` must not be the apply branch, or undefined. */
function trunkBranchProblem(facts) {
    const { branch } = facts;
    if (SYMBOLIC.test(branch) || branch.toUpperCase() === 'HEAD')
        return `'${branch}' is a symbolic ref, not a branch of its own`;
    if (branchNamesOf(facts.base, facts.remotes).includes(branch))
        return `'${branch}' is the base's branch (base ${facts.base}); the base is never changed`;
    if (facts.remoteDefault && branch === facts.remoteDefault)
        return `'${branch}' is the push remote's default branch`;
    if (facts.prBase && branch === facts.prBase)
        return `'${branch}' is the pull request's base branch`;
    return undefined;
}


/***/ }),

/***/ 961:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xe: () => (/* binding */ renderBodyTemplate),
/* harmony export */   eN: () => (/* binding */ bodyTemplateProblem)
/* harmony export */ });
/* unused harmony export TEMPLATE_FIELDS */
/**
 * A fork's own frame around the bundle PR text (apply-bundle `pr-body-template`, CLI `--pr-body-template`):
 * `{{ body }}` is the generated description (already neutralised), `{{ title }}`, `{{ branch }}` and `{{ base }}`
 * the PR's. The template is the fork's trusted text; a placeholder it does not know is refused up front, so a typo
 * does not publish `{{ bdy }}` on every PR. Without `{{ body }}` the generated text follows the template.
 */
const TEMPLATE_FIELDS = ['body', 'title', 'branch', 'base'];
const PLACEHOLDER = /\{\{\s*([A-Za-z_-]+)\s*\}\}/g;
/** A one-line problem with the template, or undefined when it can be used. */
function bodyTemplateProblem(template) {
    for (const m of template.matchAll(PLACEHOLDER)) {
        if (!TEMPLATE_FIELDS.includes(m[1]))
            return `unknown placeholder {{ ${m[1]} }} (expected ${TEMPLATE_FIELDS.map((f) => `{{ ${f} }}`).join(', ')})`;
    }
    return undefined;
}
function renderBodyTemplate(template, values) {
    const hasBody = [...template.matchAll(PLACEHOLDER)].some((m) => m[1] === 'body');
    // One pass, so a value that itself contains `{{ … }}` (upstream text) is never expanded again.
    const filled = template.replace(PLACEHOLDER, (whole, name) => TEMPLATE_FIELDS.includes(name) ? values[name] : whole);
    return hasBody ? filled : `${filled.trimEnd()}\n\n${values.body}`;
}


/***/ }),

/***/ 1757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ APPLY_SCHEMA_VERSION)
/* harmony export */ });
/**
 * The version of apply's JSON result (apply-result.ts), on its own: a run writes it without building the result's
 * zod schemas, which only readers of a result need.
 */
const APPLY_SCHEMA_VERSION = 1;


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
    /**
     * Predicted cherry-pick verdict onto the fork tip plus the clean commits before it; for a held commit, onto the
     * fork tip plus the held commits before it.
     */
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
    /** Its pick predicted on the fork tip (after the held commits before it) although it is held. */
    prediction: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['clean', 'conflict', 'empty', 'unknown']).optional(),
    conflictPaths: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
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

/***/ 3559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ ApplyRun)
/* harmony export */ });
/**
 * The state of one apply run, shared by the steps in this folder. It is mutable on purpose: the pick loop, conflict
 * handling and split on failure all update the same per-commit results and the same view of HEAD and the branch.
 */
class ApplyRun {
    settings;
    ports;
    paths;
    bundle;
    branch;
    git;
    logger;
    results = new Map();
    records = new Map();
    order = [];
    deps = new Map();
    baseSha = '';
    worktreeAt;
    /** What refs/heads/<branch> holds now, for compare-and-swap updates. */
    branchValue = null;
    previousLocal = null;
    remotePrevious = null;
    reusable = new Map();
    stamp;
    stoppedAt;
    /** What the trunk check read before the run started (the second check, after the remote answered, reuses it). */
    trunkFacts;
    /** Set once this run changes HEAD or the work tree: only then is cleaning up after an error ours to do. */
    started = false;
    /** The branch HEAD was on when the run started: where a failed run leaves it again. */
    attachedTo;
    /**
     * HEAD is still on `attachedTo`: it is detached by the first move of the work tree (a detaching checkout does both
     * in one process), not up front, and a run that never moves it never detaches it.
     */
    headAttached = false;
    /**
     * The verify command ran on the work tree at the final head and its tracked files were not put back yet: finishing
     * the branch does it as it checks the branch out (one process instead of a reset and an attach).
     */
    worktreeDirty = false;
    /** The run's temp folder (agent task files, the children's TMPDIR `tmp/`); removed when the run ends. */
    tempDir = '';
    /**
     * Read while prepare reads the ledger, for the fast path (fast-picks.ts): the config keys that keep picks on git's
     * sequencer, and the base and bundle commits as stored. Read again where a later head is missing from it.
     */
    pickReads;
    /**
     * The fast path's merge process, started beside those reads so its start-up is not on the way (taken by the first
     * clean run of picks; closed when the run ends if none took it).
     */
    earlyMerger;
    /** The ladder's proposals for the conflicted commit the agent is about to get (its task file carries them). */
    proposals = new Map();
    /** Clean-ups left to finish while the run goes on (a merge process exiting); awaited before the run ends. */
    background = [];
    /** Model calls this run has taken from `--agent-max-calls`; an audit shares one counter across its work trees. */
    agentBudget = { spent: 0 };
    constructor(settings, ports, paths, bundle, branch) {
        this.settings = settings;
        this.ports = ports;
        this.paths = paths;
        this.bundle = bundle;
        this.branch = branch;
        this.git = ports.git;
        this.logger = ports.logger;
    }
}


/***/ }),

/***/ 1977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ maxVerdicts),
/* harmony export */   Vr: () => (/* binding */ resolverLimits),
/* harmony export */   m9: () => (/* binding */ resolversFromOptions)
/* harmony export */ });
/* harmony import */ var _adapters_files_plan_config_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2727);
/* harmony import */ var _domain_apply_resolver_ladder_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5154);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8382);



/** `--resolvers` as the ladder's rungs (undefined: the default ladder); a bad list names the flag. */
function resolversFromOptions(list, where, hasAgent = false) {
    if (list.length === 0)
        return undefined;
    const rungs = (0,_domain_apply_resolver_ladder_js__WEBPACK_IMPORTED_MODULE_1__/* .parseResolvers */ .Du)(list);
    if (typeof rungs === 'string')
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${where}: ${rungs}`);
    if (rungs.includes('agent') && !hasAgent)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigurationError */ .j1(`${where}: the agent rung needs an agent: give --agent (preset:NAME or a command)`);
    return rungs;
}
/** Each rung's maximum verdict as the config's `resolvers` section sets it (absent: the ladder's defaults). */
function maxVerdicts(limits) {
    const out = {};
    for (const [rung, limit] of Object.entries(limits ?? {}))
        if (limit)
            out[rung] = limit.maxVerdict;
    return out;
}
/** The maximum verdicts of the config file at `path` (none given: the ladder's defaults). */
async function resolverLimits(path) {
    if (!path)
        return {};
    return maxVerdicts((await (0,_adapters_files_plan_config_file_js__WEBPACK_IMPORTED_MODULE_0__/* .loadPlanConfigFile */ ._)(path)).resolvers);
}


/***/ }),

/***/ 9557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ applySourceFrom),
/* harmony export */   wN: () => (/* binding */ describeBundle)
/* harmony export */ });
/* unused harmony export loadPlanFile */
/* harmony import */ var _adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3840);
/* harmony import */ var _domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2447);
/* harmony import */ var _schemas_plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5385);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8382);
/* harmony import */ var _shared_json_first_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2504);
/* harmony import */ var _shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5126);
/* harmony import */ var _adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4284);







function describeBundle(source) {
    if (source.kind === 'commits') {
        if (source.commits.length === 0)
            throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1('commits: expected at least one commit SHA');
        return {
            id: (0,_domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_1__/* .commitsBundleId */ .oN)(source.commits.map((c) => c.toLowerCase())),
            kind: 'commits',
            fromPlan: false,
            revisions: source.commits.map((c) => c.toLowerCase()),
            planCommits: new Map(),
            predictedConflicts: [],
        };
    }
    const where = source.planSource ?? 'plan';
    const bundle = source.plan.bundles.find((b) => b.id === source.bundleId);
    if (!bundle) {
        const known = source.plan.bundles.map((b) => b.id).join(', ') || 'none';
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(`bundle: ${(0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_0__/* .printable */ .g$)(source.bundleId)} is not a bundle of ${where} (bundles: ${known})`);
    }
    return {
        id: bundle.id,
        kind: bundle.kind,
        fromPlan: true,
        revisions: [...bundle.commits],
        planCommits: new Map(source.plan.pending.map((p) => [p.sha, p])),
        predictedConflicts: bundle.predictedConflicts,
        upstreamRef: source.plan.upstream.sha,
        planForkSha: source.plan.fork.sha,
    };
}
/** Reads and validates a plan file written by `upstream-ingest plan` / plan-bundles. */
async function loadPlanFile(path) {
    const text = await (0,_adapters_files_user_file_js__WEBPACK_IMPORTED_MODULE_6__/* .readUserFile */ .E1)(path, 'plan');
    return (0,_shared_zod_errors_js__WEBPACK_IMPORTED_MODULE_5__.parseOrThrow)(_schemas_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .PlanSchema */ .fB, await (0,_shared_json_first_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonFirst */ .s)(text, `plan ${path}`), `plan ${path}`);
}
/**
 * The one rule for what to apply, for the CLI and the action alike: a plan file with a bundle id, or a commit list,
 * never both. `planPath` turns the given plan path into a readable one (the action resolves it in the repository).
 */
async function applySourceFrom(given, messages, planPath = (path) => path) {
    if (given.commits && (given.plan || given.bundle)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(messages.both);
    }
    if (given.commits)
        return { kind: 'commits', commits: given.commits };
    if (!given.plan || !given.bundle) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigurationError */ .j1(messages.neither);
    }
    return {
        kind: 'plan',
        plan: await loadPlanFile(planPath(given.plan)),
        bundleId: given.bundle,
        planSource: `plan ${given.plan}`,
    };
}


/***/ }),

/***/ 3705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ emptyResult),
/* harmony export */   Cu: () => (/* binding */ markLanded),
/* harmony export */   FY: () => (/* binding */ resetResult),
/* harmony export */   Jw: () => (/* binding */ landed),
/* harmony export */   a_: () => (/* binding */ markReused),
/* harmony export */   j4: () => (/* binding */ deferDependents),
/* harmony export */   v6: () => (/* binding */ defer)
/* harmony export */ });
/* harmony import */ var _domain_apply_conflict_resolution_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9360);
/* harmony import */ var _domain_apply_dependencies_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9210);
/* harmony import */ var _shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(868);



function emptyResult(sha, subject, predicted) {
    return {
        sha,
        subject,
        status: 'not-attempted',
        forkSha: null,
        conflictPaths: [],
        predicted,
        reasons: [],
        reused: false,
        resolution: null,
        guards: [],
        verdict: null,
    };
}
/** Split on failure picks these commits again, so what an earlier attempt recorded must not leak into the next. */
function resetResult(run, sha) {
    const old = run.results.get(sha);
    run.results.set(sha, { ...emptyResult(sha, old.subject, old.predicted), conflictPaths: [] });
}
function markLanded(run, sha, forkSha) {
    const r = run.results.get(sha);
    r.status = 'clean';
    r.forkSha = forkSha;
}
/** A reused commit keeps what its message says about an earlier resolution: the re-run does not ask again. */
function markReused(run, sha, commit) {
    const r = run.results.get(sha);
    r.forkSha = commit.sha;
    r.reused = true;
    if ((0,_domain_apply_conflict_resolution_js__WEBPACK_IMPORTED_MODULE_0__/* .hasConflictResolution */ .HO)(commit.message)) {
        const res = (0,_domain_apply_conflict_resolution_js__WEBPACK_IMPORTED_MODULE_0__/* .parseConflictResolution */ .Uf)(commit.message);
        r.status = 'resolved';
        r.resolution = { via: res.via, reason: res.reason, files: [...res.files] };
        // The guards are not run again on a reused commit: its recorded verdict keeps the PR flagged for review.
        r.verdict = res.verdict ?? 'accept';
        r.conflictPaths = r.conflictPaths.length ? r.conflictPaths : [...res.files];
    }
    else
        r.status = 'clean';
}
function defer(run, sha, reason) {
    const r = run.results.get(sha);
    r.status = 'deferred';
    r.forkSha = null;
    r.reasons.push(reason);
    deferDependents(run, sha, `depends on ${(0,_shared_short_sha_js__WEBPACK_IMPORTED_MODULE_1__/* .short */ .h)(sha)}, which was deferred`);
}
/** Commits that build on one left out cannot land without it; those already settled keep their outcome. */
function deferDependents(run, sha, reason) {
    for (const dep of (0,_domain_apply_dependencies_js__WEBPACK_IMPORTED_MODULE_2__/* .dependentsOf */ .y)(sha, run.order, run.deps)) {
        const r = run.results.get(dep);
        if (r.status !== 'not-attempted')
            continue;
        r.status = 'deferred';
        r.reasons.push(reason);
    }
}
/** The commits on the branch, in bundle order. */
function landed(run) {
    return run.order.filter((s) => {
        const st = run.results.get(s).status;
        return st === 'clean' || st === 'resolved';
    });
}


/***/ }),

/***/ 3436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y0: () => (/* binding */ closeEarlyMerger),
  aT: () => (/* binding */ landCleanRun),
  yg: () => (/* binding */ prefetchPickReads),
  qI: () => (/* binding */ startEarlyMerger)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/git/pick/worktree-free-picks.ts
var worktree_free_picks = __webpack_require__(3888);
;// CONCATENATED MODULE: ./src/domain/apply/pick-commit.ts
/**
 * The bytes git itself would write for a clean pick, so that apply can write a whole run of clean picks without a
 * work tree and still land on the very commits (the same SHAs) the per-commit path lands on. Every function answers
 * `undefined` when the input is one where git might write something else (crud git strips from an identity, a
 * message git would clean up, an unusual date): the caller then takes the per-commit path, which lets git decide.
 */
/** Characters git strips from both ends of a name or e-mail (ident.c `crud`), plus the delimiters it drops. */
const CRUD = /^[\0-\x20.,:;<>"\\']|[\0-\x20.,:;<>"\\']$|[<>\n]/;
/**
 * `Name <email> seconds +hhmm`, as git writes it from GIT_*_NAME/EMAIL/DATE; undefined when git would alter the
 * name or e-mail (strip crud, drop delimiters) or refuse it (an empty name).
 */
function identLine(name, email, date) {
    if (name === '' || email === '' || CRUD.test(name) || CRUD.test(email))
        return undefined;
    return `${name} <${email}> ${date.seconds} ${date.offset}`;
}
/**
 * `git log %aI` (strict ISO 8601, `Z` or `±hh:mm`) as git parses it back from GIT_AUTHOR_DATE. Only this exact form
 * is accepted: anything else is left to git.
 */
function parseIsoDate(text) {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(Z|([+-])(\d{2}):(\d{2}))$/.exec(text);
    if (!m)
        return undefined;
    const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
    const sign = m[8] === '-' ? -1 : 1;
    const minutes = m[7] === 'Z' ? 0 : Number(m[9]) * 60 + Number(m[10]);
    const seconds = utc / 1000 - sign * minutes * 60;
    // git reads a bare number of 9+ digits as seconds since the epoch; before 1973 it is left to git.
    if (!Number.isInteger(seconds) || seconds < 100_000_000 || Number(m[9] ?? 0) > 23 || Number(m[10] ?? 0) > 59)
        return undefined;
    const offset = m[7] === 'Z' ? '+0000' : `${m[8]}${m[9]}${m[10]}`;
    return { seconds, offset };
}
/** The apply stamp's date (`<seconds> +hhmm`, see prepare.ts) as git parses it. */
function parseStampDate(text) {
    const m = /^(\d{9,12}) ([+-]\d{4})$/.exec(text);
    return m ? { seconds: Number(m[1]), offset: m[2] } : undefined;
}
/** git's `isspace` (sane-ctype: space, tab, LF, CR; not VT or FF). */
const GIT_SPACE = /[ \t\n\r]/;
function isBlank(line) {
    for (const c of line)
        if (!GIT_SPACE.test(c))
            return false;
    return true;
}
/**
 * What `git cherry-pick -x` writes as the message of a clean pick whose upstream message is `raw` (the commit
 * object's text after the header): the message, then the `(cherry picked from commit …)` line, after a blank line
 * unless the message ends in a trailer block (sequencer.c, `has_conforming_footer`; trailer.c, `find_trailer_start`).
 * Undefined for a message git might clean up (trailing blanks, runs of blank lines, comment lines, CR, NUL, no text):
 * whether it does depends on the git version and `commit.cleanup`, so those go through git's own sequencer.
 */
function cherryPickMessage(raw, sha) {
    if (raw.includes('\0') || raw.includes('\r'))
        return undefined;
    const body = raw.endsWith('\n') ? raw : `${raw}\n`;
    const lines = body.slice(0, -1).split('\n');
    if (lines.length === 0 || isBlank(lines[0]))
        return undefined;
    for (const [i, line] of lines.entries()) {
        // Comment lines and an old `Conflicts:` block are cut off before git looks for trailers.
        if (line.startsWith('#') || line === 'Conflicts:')
            return undefined;
        if (line !== line.replace(/[ \t]+$/, ''))
            return undefined;
        if (line === '' && (i === lines.length - 1 || lines[i + 1] === ''))
            return undefined;
    }
    const sep = hasTrailerBlock(lines) ? '' : '\n';
    return `${body}${sep}(cherry picked from commit ${sha})\n`;
}
/** The prefixes trailer.c counts as git's own trailers. */
const GIT_GENERATED = ['Signed-off-by: ', '(cherry picked from commit '];
/**
 * trailer.c `find_separator` with the default separators (`:`): the position of the separator in a
 * `token: value` line, or -1.
 */
function separatorAt(line) {
    let whitespace = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === ':')
            return i;
        if (!whitespace && /[A-Za-z0-9-]/.test(c))
            continue;
        if (i !== 0 && (c === ' ' || c === '\t')) {
            whitespace = true;
            continue;
        }
        break;
    }
    return -1;
}
/**
 * trailer.c `find_trailer_start` with no `trailer.*` configuration, for a message already free of comment lines and
 * trailing blank lines: does its last paragraph (never the title paragraph) hold only trailers, or at least one
 * git-generated trailer among at least 25% trailers?
 */
function hasTrailerBlock(lines) {
    let endOfTitle = lines.findIndex((l) => isBlank(l));
    if (endOfTitle < 0)
        endOfTitle = lines.length;
    let recognized = false;
    let trailerLines = 0;
    let nonTrailerLines = 0;
    let continuations = 0;
    for (let i = lines.length - 1; i >= endOfTitle; i--) {
        const line = lines[i];
        if (isBlank(line)) {
            nonTrailerLines += continuations;
            if (recognized && trailerLines * 3 >= nonTrailerLines)
                return true;
            return trailerLines > 0 && nonTrailerLines === 0;
        }
        if (GIT_GENERATED.some((p) => line.startsWith(p))) {
            trailerLines++;
            continuations = 0;
            recognized = true;
            continue;
        }
        const sep = separatorAt(line);
        if (sep >= 1 && !GIT_SPACE.test(line[0])) {
            trailerLines++;
            continuations = 0;
        }
        else if (GIT_SPACE.test(line[0] ?? '')) {
            continuations++;
        }
        else {
            nonTrailerLines += 1 + continuations;
            continuations = 0;
        }
    }
    return false;
}
/** A commit object's text: what `commit-tree` and the sequencer write for one parent, no signature, UTF-8. */
function commitObjectText(fields) {
    return `tree ${fields.tree}\nparent ${fields.parent}\nauthor ${fields.author}\ncommitter ${fields.committer}\n\n${fields.message}`;
}

// EXTERNAL MODULE: ./src/services/apply/fork-commit.ts
var fork_commit = __webpack_require__(3117);
;// CONCATENATED MODULE: ./src/services/apply/fast-picks.ts




const NOT_TAKEN = { landed: [], emptyNext: false };
/**
 * The fast path of a sequencer run: lands the clean start of `batch` onto `head` without touching the work tree per
 * commit (one merge process for the run, one write of the commits, one checkout), and returns the fork commits of
 * the landed ones. They are byte for byte the commits the per-commit path writes (same messages, authors, committer
 * stamp, hence the same SHAs): a re-run converges whichever path either run took. Returns nothing landed — and leaves
 * the whole batch to git's sequencer — whenever git could write something else (a config that changes how git writes
 * a pick, an unusual message or identity, a `.gitattributes` change that moves merge attributes) or anything fails.
 * A conflict it stops at is the per-commit path's to handle; an empty pick is reported (`emptyNext`).
 */
async function landCleanRun(run, batch, head) {
    if (run.ports.perCommitPicks || batch.length < 2 || !eligibleBatch(run, batch))
        return NOT_TAKEN;
    try {
        return await land(run, batch, head);
    }
    catch (error) {
        run.logger.debug(`fast path not taken (${String(error).split('\n')[0]}): picking commit by commit`);
        return NOT_TAKEN;
    }
}
async function land(run, batch, head) {
    const committerDate = parseStampDate(run.stamp.date);
    const committer = committerDate && identLine(run.stamp.committer.name, run.stamp.committer.email, committerDate);
    if (!committer)
        return NOT_TAKEN;
    // The merge process starts while the config and the commits are read (prepare started one already, as a rule).
    const starting = run.earlyMerger ?? worktree_free_picks/* PickMerger */.Uu.start(run.git, run.tempDir);
    run.earlyMerger = undefined;
    let keep = false;
    try {
        const [{ config, raw }, merger] = await Promise.all([pickReads(run, [head, ...batch]), starting]);
        if (config.length) {
            run.logger.debug(`git config ${config.join(', ')} set: picking commit by commit`);
            return NOT_TAKEN;
        }
        const tip = raw.get(head);
        const commits = batch.map((sha) => raw.get(sha));
        if (!tip || commits.some((c) => !c || !c.plain || c.parents.length !== 1))
            return NOT_TAKEN;
        const picks = batch.map((sha, k) => ({ sha, parent: commits[k].parents[0], date: commitDate(run, sha) }));
        const merged = await merger.mergeRun(tip.tree, picks);
        // A run that stopped has picks left after the stop: the next run of picks merges with the same process.
        keep = merged.stop !== undefined;
        if (!keep)
            run.background.push(merger.close()); // the process exits while the commits are written and checked out
        const landed = batch.slice(0, merged.trees.length);
        const texts = commitTexts(run, landed, commits, merged.trees, committer);
        if (!texts)
            return NOT_TAKEN;
        // The work tree stays where it is: whoever needs it at the new head moves it there (moveTo), and finishing the
        // branch checks it out once (finishBranch).
        const ids = (0,worktree_free_picks/* writeCommitChain */.Uy)((0,external_node_path_.join)(run.paths.commonDir, 'objects'), head, texts);
        if (ids.length)
            run.logger.debug(`${ids.length} clean pick(s) written without the work tree`);
        // The next run of picks starts on one of these: known as written, not read back.
        ids.forEach((id, k) => raw.set(id, (0,worktree_free_picks/* parseRawCommit */.dx)(texts[k](k === 0 ? head : ids[k - 1]))));
        const stop = merged.stop;
        return {
            landed: ids,
            emptyNext: stop?.kind === 'empty',
            ...(stop?.kind === 'conflict' ? { conflictNext: stop.conflictPaths } : {}),
        };
    }
    finally {
        // Kept for the next run of picks (closed when the run ends if none takes it), or closed here: on the way through
        // already, or when the run was cut short (close is idempotent).
        if (keep)
            run.earlyMerger = starting;
        else
            run.background.push(starting.then((m) => m.close()).catch(() => undefined));
    }
}
/**
 * Starts the fast path's reads while prepare reads the ledger (a failure surfaces, and is handled, where it is
 * awaited).
 */
function prefetchPickReads(run, shas, known) {
    // Commits already read (prepare's first read resolves and reads them in one process) are not read again.
    const raw = known ? Promise.resolve(known) : (0,worktree_free_picks/* readRawCommits */.tW)(run.git, shas);
    const reads = Promise.all([(0,worktree_free_picks/* pickAffectingConfig */.Pl)(run.git), raw]).then(([config, commits]) => ({
        config,
        raw: commits,
    }));
    reads.catch(() => undefined);
    return reads;
}
/**
 * The config and the commits a run of picks needs: what prepare read, with only the commits it has not seen read now
 * (the config cannot have changed within the run).
 */
async function pickReads(run, shas) {
    const known = await run.pickReads?.catch(() => undefined);
    if (!known) {
        run.pickReads = prefetchPickReads(run, shas);
        return run.pickReads;
    }
    const missing = shas.filter((sha) => !known.raw.get(sha));
    if (missing.length)
        for (const [sha, commit] of await (0,worktree_free_picks/* readRawCommits */.tW)(run.git, missing))
            known.raw.set(sha, commit);
    return known;
}
/** Each landed pick's commit text given its parent, as the per-commit path writes it; undefined if unsure. */
function commitTexts(run, landed, raw, trees, committer) {
    const rewrite = (0,fork_commit/* rewritesMessages */.M3)(run, landed);
    const texts = [];
    for (const [k, sha] of landed.entries()) {
        let author;
        let message;
        if (rewrite) {
            // What commit-tree writes from the environment (pick.ts, withTrailers).
            const commit = (0,fork_commit/* rewrittenCommit */.ku)(run, sha);
            const date = parseIsoDate(commit.author.date);
            author = date && identLine(commit.author.name, commit.author.email, date);
            message = commit.message;
        }
        else {
            // What `git cherry-pick -x` writes: upstream's author header as stored, the message with the -x line.
            author = raw[k].author;
            message = cherryPickMessage(raw[k].message, sha);
        }
        if (author === undefined || message === undefined)
            return undefined;
        const tree = trees[k];
        const fields = { tree, author, committer, message };
        texts.push((parent) => commitObjectText({ ...fields, parent }));
    }
    return texts;
}
/** Starts the merge process while prepare reads (see ApplyRun.earlyMerger). */
function startEarlyMerger(run) {
    if (run.earlyMerger || run.ports.perCommitPicks)
        return;
    run.earlyMerger = worktree_free_picks/* PickMerger */.Uu.start(run.git, run.tempDir);
    run.earlyMerger.catch(() => undefined); // land starts its own when this one failed to start
}
/** Closes the early merge process when no run of picks took it (all reused, a config that rules the fast path out). */
function closeEarlyMerger(run) {
    const merger = run.earlyMerger;
    run.earlyMerger = undefined;
    if (merger)
        run.background.push(merger.then((m) => m.close()).catch(() => undefined));
}
/** Plain single-parent commits whose changes leave `.gitattributes` alone (merge attributes stay those of the tree). */
function eligibleBatch(run, batch) {
    if (run.settings.provenance.kind !== 'x' && run.settings.provenance.kind !== 'trailer')
        return false;
    return batch.every((sha) => {
        const record = run.records.get(sha);
        return (record?.parents.length === 1 &&
            record.paths !== undefined &&
            !record.paths.some((p) => p.path === '.gitattributes' || p.path.endsWith('/.gitattributes')));
    });
}
function commitDate(run, sha) {
    const t = Date.parse(run.records.get(sha).committedAt);
    return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}


/***/ }),

/***/ 3117:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M3: () => (/* binding */ rewritesMessages),
/* harmony export */   ku: () => (/* binding */ rewrittenCommit)
/* harmony export */ });
/* unused harmony export messageOptions */
/* harmony import */ var _domain_apply_fork_message_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3405);

function messageOptions(run) {
    return run.settings.upstreamRepo ? { upstreamRepo: run.settings.upstreamRepo } : {};
}
/**
 * Whether the commits one sequencer run landed are re-created with the fork message: always with trailer
 * provenance, and with `-x` when any of their messages would act on the fork (a closing keyword, `#12`, a mention).
 * The per-commit path and the fast path decide it the same way, over the same run of picks, so they land the same
 * commits.
 */
function rewritesMessages(run, upstreamShas) {
    if (upstreamShas.length === 0)
        return false;
    if (run.settings.provenance.kind === 'trailer')
        return true;
    return upstreamShas.some((sha) => (0,_domain_apply_fork_message_js__WEBPACK_IMPORTED_MODULE_0__/* .needsNeutralizing */ .sq)(run.records.get(sha).message, messageOptions(run)));
}
/** The fork commit of a re-created pick: the fork message, the upstream author, the run's committer stamp. */
function rewrittenCommit(run, upstreamSha) {
    const record = run.records.get(upstreamSha);
    return {
        message: (0,_domain_apply_fork_message_js__WEBPACK_IMPORTED_MODULE_0__/* .forkCommitMessage */ .JN)(record.message, run.settings.provenance, upstreamSha, messageOptions(run)),
        author: { name: record.authorName, email: record.authorEmail, date: record.authorDate },
        stamp: run.stamp,
    };
}


/***/ }),

/***/ 9668:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CH: () => (/* binding */ APPLY_DEFAULTS),
  kY: () => (/* binding */ APPLY_OPTION_KEYS),
  f_: () => (/* binding */ checkAgentPreset),
  MM: () => (/* binding */ parseApplyOptions)
});

// UNUSED EXPORTS: ApplyOptionsSchema, checkApplyOptions

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./src/domain/report/pr-body-template.ts
var pr_body_template = __webpack_require__(961);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/adapters/files/user-file.ts
var user_file = __webpack_require__(4284);
;// CONCATENATED MODULE: ./src/adapters/files/body-template-file.ts



const MAX_TEMPLATE = 32 * 1024;
/**
 * A PR body template given inline, or as `@path` (a file, like curl's `@file`), checked before anything is applied:
 * an unknown placeholder or a missing file is a one-line error naming `source` (`input 'pr-body-template'`).
 */
function readBodyTemplate(value, source) {
    let text = value;
    if (value.startsWith('@')) {
        const path = value.slice(1).trim();
        try {
            // A FIFO or a device here would block the synchronous read forever: regular files only, bounded.
            text = (0,user_file/* readBoundedFileSync */.Tq)(path, source, 'it', MAX_TEMPLATE * 4).toString('utf8');
        }
        catch (error) {
            const message = error.message;
            if (/larger than/.test(message))
                throw new errors/* ConfigurationError */.j1(`${source}: longer than ${MAX_TEMPLATE} characters`);
            const why = /\(([^()]*)\)$/.exec(message)?.[1] ?? 'error';
            throw new errors/* ConfigurationError */.j1(`${source}: cannot read ${path} (${why})`);
        }
    }
    if (text.length > MAX_TEMPLATE)
        throw new errors/* ConfigurationError */.j1(`${source}: longer than ${MAX_TEMPLATE} characters`);
    const problem = (0,pr_body_template/* bodyTemplateProblem */.eN)(text);
    if (problem)
        throw new errors/* ConfigurationError */.j1(`${source}: ${problem}`);
    return text;
}

// EXTERNAL MODULE: ./src/domain/apply/guards.ts + 5 modules
var guards = __webpack_require__(2513);
// EXTERNAL MODULE: ./src/domain/apply/options.ts
var options = __webpack_require__(2553);
// EXTERNAL MODULE: ./src/domain/apply/agent-preset.ts
var agent_preset = __webpack_require__(6888);
// EXTERNAL MODULE: ./src/services/apply/audit-resolvers-config.ts
var audit_resolvers_config = __webpack_require__(1977);
// EXTERNAL MODULE: ./src/domain/apply/resolver-ladder.ts
var resolver_ladder = __webpack_require__(5154);
// EXTERNAL MODULE: ./src/services/ledger/inputs.ts
var inputs = __webpack_require__(6635);
// EXTERNAL MODULE: ./src/shared/options-face.ts
var options_face = __webpack_require__(8857);
// EXTERNAL MODULE: ./src/shared/option-schemas.ts
var option_schemas = __webpack_require__(9413);
// EXTERNAL MODULE: ./src/services/apply/bundle-source.ts
var bundle_source = __webpack_require__(9557);
// EXTERNAL MODULE: ./src/services/apply/settings.ts
var apply_settings = __webpack_require__(6482);
;// CONCATENATED MODULE: ./src/services/apply/options.ts












/**
 * The one options parser of apply (the `apply` command, the apply-bundle action, the demo and the bench). Each face
 * maps its names onto this raw object (camelCase keys; text, booleans or lists as the face has them) and calls
 * parseApplyOptions, so a default, a path rule or a cross-field rule cannot differ between the faces.
 *
 * - Paths (`repo`, `plan`, `config`, `rerereCache`, `prepareOut`, `@file` of `prBodyTemplate`) follow the one path
 *   rule: relative to the face's base (the working directory on the CLI, the workspace in the action).
 * - A pull request is opened when `createPr` is true, or, when it is absent, whenever the branch is pushed and
 *   `prRepo` names where the PR goes. Asking for one without `push` is refused, never silently skipped.
 * - `prepareOut` (the untrusted half of a two-job run) pushes nothing: `push` or `createPr` with it are refused.
 */
const APPLY_DEFAULTS = {
    onConflict: 'defer',
    onReview: 'land',
    agentTimeoutSeconds: 900,
    agentAttempts: 2,
    verifyTimeoutSeconds: 3600,
    provenance: 'x',
    diffBound: guards/* DEFAULT_DIFF_BOUND */.zW.factor,
    diffSlack: guards/* DEFAULT_DIFF_BOUND */.zW.slack,
};
/** Seconds as text or a number (the demo, the bench) → milliseconds. */
const seconds = (defaultSeconds) => schemas/* union */.KCZ([schemas/* number */.aig().transform(String), schemas/* string */.YjP()])
    .optional()
    .transform((v) => v ?? String(defaultSeconds))
    .pipe(options/* SecondsSchema */.fN);
const decimal = (defaultValue) => schemas/* union */.KCZ([schemas/* number */.aig().transform(String), schemas/* string */.YjP()])
    .optional()
    .transform((v) => v ?? String(defaultValue))
    .pipe(options/* PositiveNumberSchema */.QT);
/** A list of commits: the CLI's and the action's text, or the demo's array. */
const commitList = schemas/* union */.KCZ([schemas/* array */.YOg(schemas/* string */.YjP()).transform((list) => list.join(',')), schemas/* string */.YjP()])
    .optional()
    .pipe(options/* CommitListSchema */.tV.optional());
const ApplyOptionsSchema = schemas/* object */.Ikc({
    repo: schemas/* string */.YjP().min(1, 'expected a directory').default('.'),
    plan: (0,option_schemas/* textOption */.vU)(),
    bundle: (0,option_schemas/* textOption */.vU)(),
    commits: commitList,
    base: (0,option_schemas/* requiredText */.$4)('a ref'),
    branch: (0,option_schemas/* textOption */.vU)(),
    onConflict: options/* OnConflictSchema */.Rs.default(APPLY_DEFAULTS.onConflict),
    onReview: options/* OnReviewSchema */.ZV.default(APPLY_DEFAULTS.onReview),
    resolvers: (0,option_schemas/* listOption */.y8)(),
    agent: (0,option_schemas/* textOption */.vU)(),
    agentTimeout: seconds(APPLY_DEFAULTS.agentTimeoutSeconds),
    agentEndpoint: (0,option_schemas/* textOption */.vU)().pipe(schemas/* string */.YjP().url('expected an http(s) URL').optional()),
    agentModel: (0,option_schemas/* textOption */.vU)(),
    agentAttempts: (0,option_schemas/* countOption */.D3)(20),
    agentMaxCalls: (0,option_schemas/* countOption */.D3)(10_000),
    agentTranscripts: (0,option_schemas/* textOption */.vU)(),
    verify: (0,option_schemas/* textOption */.vU)(),
    verifyTimeout: seconds(APPLY_DEFAULTS.verifyTimeoutSeconds),
    splitOnFailure: (0,option_schemas/* switchOption */.IL)(false),
    push: (0,option_schemas/* textOption */.vU)(),
    provenance: schemas/* string */.YjP().default(APPLY_DEFAULTS.provenance).pipe(options/* ProvenanceSchema */.$R),
    rerereCache: (0,option_schemas/* textOption */.vU)(),
    allowPaths: (0,option_schemas/* listOption */.y8)(),
    diffBound: decimal(APPLY_DEFAULTS.diffBound),
    diffSlack: decimal(APPLY_DEFAULTS.diffSlack),
    committer: options/* IdentitySchema */.C0.optional(),
    upstream: (0,option_schemas/* textOption */.vU)(),
    trailers: (0,option_schemas/* listOption */.y8)(),
    config: (0,option_schemas/* textOption */.vU)(),
    upstreamRepo: options/* RepoNameSchema */.pA.optional(),
    createPr: (0,option_schemas/* optionalSwitch */.Hv)(),
    prRepo: options/* RepoNameSchema */.pA.optional(),
    prBase: (0,option_schemas/* textOption */.vU)(),
    prDraft: (0,option_schemas/* switchOption */.IL)(false),
    prLabels: (0,option_schemas/* listOption */.y8)(),
    prReviewers: (0,option_schemas/* listOption */.y8)(),
    prTeamReviewers: (0,option_schemas/* listOption */.y8)(),
    prAssignees: (0,option_schemas/* listOption */.y8)(),
    prBodyTemplate: (0,option_schemas/* textOption */.vU)(),
    stackOn: (0,option_schemas/* textOption */.vU)(),
    prepareOut: (0,option_schemas/* textOption */.vU)(),
    workloads: (0,option_schemas/* textOption */.vU)(),
    allowUntrustedWithToken: (0,option_schemas/* switchOption */.IL)(false),
});
/** Every option key, for a face to map its names over (a key the face has no name for reads as absent). */
const APPLY_OPTION_KEYS = Object.keys(ApplyOptionsSchema.shape);
/** The zod schema and the rules that need no file: enough for the action's publish step, which applies nothing. */
function checkApplyOptions(raw, face) {
    const o = (0,options_face/* parseRawOptions */.oP)(ApplyOptionsSchema, raw, face);
    const repo = (0,options_face/* facePath */.rW)(face, o.repo);
    if (o.onConflict === 'agent' && !o.agent)
        throw (0,options_face/* optionError */.mp)(face, 'onConflict', `'agent' needs an agent command: give ${face.name('agent')}`);
    if (o.resolvers.length > 0 && o.onConflict !== 'resolve')
        throw (0,options_face/* optionError */.mp)(face, 'resolvers', `picks the rungs of ${face.name('onConflict')} resolve: give it too`);
    const rungs = o.resolvers.length > 0 ? (0,resolver_ladder/* parseResolvers */.Du)(o.resolvers) : undefined;
    if (typeof rungs === 'string')
        throw (0,options_face/* optionError */.mp)(face, 'resolvers', rungs);
    if (o.onConflict === 'resolve' && rungs?.includes('agent') && !o.agent)
        throw (0,options_face/* optionError */.mp)(face, 'resolvers', `the agent rung needs an agent command: give ${face.name('agent')}`);
    if (o.splitOnFailure && !o.verify)
        throw (0,options_face/* optionError */.mp)(face, 'splitOnFailure', `needs a verify command: give ${face.name('verify')}`);
    if (o.prepareOut && (o.push || o.createPr === true))
        throw (0,options_face/* optionError */.mp)(face, 'prepareOut', `the prepare half pushes nothing and opens no PR: drop ${face.name('push')} and ${face.name('createPr')}; the publish half pushes, with the token`);
    if (o.createPr === true && !o.push)
        throw (0,options_face/* optionError */.mp)(face, 'createPr', `a pull request needs the branch pushed: give ${face.name('push')}`);
    const agentPreset = checkAgentPreset(o, face);
    const wantsPr = o.createPr ?? Boolean(o.push && o.prRepo);
    if (wantsPr && !o.prRepo)
        throw (0,options_face/* optionError */.mp)(face, 'prRepo', 'expected owner/name of the repository the pull request goes to');
    return {
        values: o,
        repo,
        ...(agentPreset ? { agentPreset } : {}),
        ...(wantsPr && o.prRepo
            ? {
                pr: {
                    repo: o.prRepo,
                    labels: o.prLabels,
                    reviewers: o.prReviewers,
                    teamReviewers: o.prTeamReviewers,
                    assignees: o.prAssignees,
                    ...(o.prBodyTemplate ? { bodyTemplate: bodyTemplate(o.prBodyTemplate, face) } : {}),
                },
            }
            : {}),
        prBase: o.prBase ?? (0,options/* branchOfRef */.V4)(o.base, o.push),
        ...(o.prepareOut ? { prepareOut: (0,options_face/* facePath */.rW)(face, o.prepareOut) } : {}),
        ...(o.workloads ? { workloads: (0,options_face/* facePath */.rW)(face, o.workloads) } : {}),
    };
}
async function parseApplyOptions(raw, ctx) {
    const { face } = ctx;
    const checked = checkApplyOptions(raw, face);
    const { values: o } = checked;
    const source = ctx.source ??
        (await (0,bundle_source/* applySourceFrom */.Aw)({ plan: o.plan, bundle: o.bundle, commits: o.commits }, {
            both: `${face.where('commits')}: give either ${face.name('plan')} with ${face.name('bundle')}, or ${face.name('commits')}, not both`,
            neither: `${face.where('commits')}: give ${face.name('plan')} with ${face.name('bundle')}, or ${face.name('commits')}`,
        }, (path) => (0,options_face/* facePath */.rW)(face, path)));
    const { extraTrailerKeys, config, configPath } = await (0,inputs/* loadLedgerInputs */.l)({ config: o.config, trailers: o.trailers }, face);
    const settings = {
        source,
        base: o.base,
        ...(o.branch ? { branch: o.branch } : {}),
        onConflict: o.onConflict,
        ...(o.resolvers.length > 0 ? { resolvers: (0,resolver_ladder/* parseResolvers */.Du)(o.resolvers) } : {}),
        ...(config.resolvers ? { resolverLimits: (0,audit_resolvers_config/* maxVerdicts */.$_)(config.resolvers) } : {}),
        onReview: o.onReview,
        ...(o.agent ? { agent: o.agent } : {}),
        agentTimeoutMs: o.agentTimeout,
        ...(o.agent ? { agentAttempts: o.agentAttempts ?? APPLY_DEFAULTS.agentAttempts } : {}),
        ...(checked.agentPreset ? { agentPreset: checked.agentPreset } : {}),
        ...(o.agentMaxCalls ? { agentMaxCalls: o.agentMaxCalls } : {}),
        ...(o.agentTranscripts ? { agentTranscripts: (0,options_face/* facePath */.rW)(face, o.agentTranscripts) } : {}),
        ...(o.verify ? { verify: o.verify } : {}),
        verifyTimeoutMs: o.verifyTimeout,
        splitOnFailure: o.splitOnFailure,
        ...(o.push ? { push: { remote: o.push } } : {}),
        provenance: o.provenance,
        ...(o.rerereCache ? { rerereCache: (0,options_face/* facePath */.rW)(face, o.rerereCache) } : {}),
        allowPaths: o.allowPaths,
        diffBound: { factor: o.diffBound, slack: o.diffSlack },
        committer: o.committer ?? apply_settings/* DEFAULT_COMMITTER */.XH,
        ...(o.upstream ? { upstream: o.upstream } : {}),
        extraTrailerKeys,
        ...(configPath
            ? { ledgerRules: { provenanceRules: config.provenanceRules, notApplicable: config.notApplicable } }
            : {}),
        ...(o.upstreamRepo ? { upstreamRepo: o.upstreamRepo } : {}),
        ...(ctx.serverUrl ? { serverUrl: ctx.serverUrl } : {}),
        ...(checked.pr ? { pullRequest: { base: checked.prBase, draft: o.prDraft } } : {}),
        ...(checked.workloads ? { workloads: checked.workloads } : {}),
    };
    return { ...checked, settings };
}
/**
 * `--agent preset:NAME`: a known name; `--agent-endpoint` only for the HTTP presets, which need `--agent-model`.
 * The key is read from the preset's variable when the agent runs, never from a flag (a flag would show in `ps`).
 */
function checkAgentPreset(o, face) {
    const preset = (0,agent_preset/* presetOf */.jE)(o.agent);
    if (preset === undefined) {
        for (const key of ['agentEndpoint', 'agentModel'])
            if (o[key])
                throw (0,options_face/* optionError */.mp)(face, key, `applies to an agent preset: give ${face.name('agent')} preset:NAME`);
        return undefined;
    }
    if (typeof preset !== 'string')
        throw (0,options_face/* optionError */.mp)(face, 'agent', preset.problem);
    const http = agent_preset/* HTTP_PRESETS */.md.has(preset);
    if (o.agentEndpoint && !http)
        throw (0,options_face/* optionError */.mp)(face, 'agentEndpoint', `applies to preset:openai and preset:anthropic, not preset:${preset}`);
    if (http && !o.agentModel)
        throw (0,options_face/* optionError */.mp)(face, 'agentModel', `preset:${preset} needs the model's name (e.g. the served model's id)`);
    return {
        name: preset,
        ...(o.agentEndpoint ? { endpoint: o.agentEndpoint } : {}),
        ...(o.agentModel ? { model: o.agentModel } : {}),
    };
}
/** Inline text, or `@path` with the path under the one path rule like every other path. */
function bodyTemplate(value, face) {
    const given = value.startsWith('@') ? `@${(0,options_face/* facePath */.rW)(face, value.slice(1).trim())}` : value;
    return readBodyTemplate(given, face.where('prBodyTemplate'));
}


/***/ }),

/***/ 2352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ applySequence)
});

// EXTERNAL MODULE: ./src/shared/progress.ts
var shared_progress = __webpack_require__(1378);
// EXTERNAL MODULE: ./src/services/apply/commit-results.ts
var commit_results = __webpack_require__(3705);
// EXTERNAL MODULE: ./src/adapters/git/pick/pick-session.ts
var pick_session = __webpack_require__(8813);
// EXTERNAL MODULE: ./src/adapters/git/worktree/branch-head.ts
var branch_head = __webpack_require__(8184);
// EXTERNAL MODULE: ./src/adapters/git/write/commit-write.ts
var commit_write = __webpack_require__(9756);
// EXTERNAL MODULE: ./src/services/apply/fast-picks.ts + 1 modules
var fast_picks = __webpack_require__(3436);
// EXTERNAL MODULE: ./src/services/apply/fork-commit.ts
var fork_commit = __webpack_require__(3117);
// EXTERNAL MODULE: ./src/services/apply/settings.ts
var settings = __webpack_require__(6482);
// EXTERNAL MODULE: ./src/services/apply/worktree.ts
var worktree = __webpack_require__(4617);
;// CONCATENATED MODULE: ./src/services/apply/pick.ts








/**
 * One sequencer run over `batch` from `head`; landed commits are recorded (with trailer provenance if asked). The
 * clean start of the run is landed without the work tree when it can be (fast-picks.ts); git's sequencer picks the
 * rest, from the first commit that does not apply cleanly.
 */
async function pick(run, batch, head) {
    const { landed: fast, emptyNext, conflictNext } = await (0,fast_picks/* landCleanRun */.aT)(run, batch, head);
    fast.forEach((forkSha, k) => (0,commit_results/* markLanded */.Cu)(run, batch[k], forkSha));
    const from = fast.length ? fast[fast.length - 1] : head;
    if (fast.length === batch.length)
        return { head: from };
    const next = batch[fast.length];
    // An empty pick is where git's sequencer would stop too: settled as such, with nothing in progress to end.
    if (emptyNext)
        return { head: from, stop: { kind: 'empty', sha: next, inProgress: false } };
    // A conflict nobody resolves (defer, stop) needs only its paths, which the merge named: no pick in the work tree.
    if (conflictNext?.length && !resolvesConflicts(run)) {
        const conflictedPaths = [...new Set(conflictNext)].sort();
        return {
            head: from,
            stop: { kind: 'conflict', sha: next, conflictedPaths, rerereResolved: [], inProgress: false },
        };
    }
    // After a fast start the sequencer stops at once, on the commit the fast path stopped at (a conflict), so the
    // commits it landed were decided over the same run of picks.
    return pickRun(run, batch.slice(fast.length), from);
}
/** The conflict is worked on in the work tree (rerere, the ladder, the agent), not only named and left out. */
function resolvesConflicts(run) {
    return run.settings.onConflict !== 'defer' && run.settings.onConflict !== 'stop';
}
async function pickRun(run, batch, head) {
    await (0,worktree/* moveTo */.tw)(run, head);
    const options = {
        recordOrigin: run.settings.provenance.kind === 'x',
        stamp: run.stamp,
        rerere: (0,settings/* ladderRungs */.I9)(run.settings).includes('rerere'),
    };
    let outcome = await (0,pick_session/* pickBatch */.SU)(run.git, run.paths, batch, options);
    let landed = outcome.landed;
    if ((0,fork_commit/* rewritesMessages */.M3)(run, batch.slice(0, landed.length))) {
        // The sequencer only writes `-x` and upstream's message as is: put the stopped pick aside, re-create the landed
        // commits with the trailer and a neutralised message (no closing keyword or mention acts in the fork), then
        // stop at the same commit again (the same pick onto the same tree conflicts the same way).
        if (outcome.stop)
            await (0,pick_session/* abandonPick */.lF)(run.git, run.paths);
        landed = await withTrailers(run, batch, landed, head);
        if (outcome.stop)
            outcome = { landed: [], ...(await pickOne(run, outcome.stop.sha)) };
    }
    landed.forEach((forkSha, k) => (0,commit_results/* markLanded */.Cu)(run, batch[k], forkSha));
    const newHead = landed.length ? landed[landed.length - 1] : head;
    run.worktreeAt = newHead;
    return { head: newHead, ...(outcome.stop ? { stop: outcome.stop } : {}) };
}
async function pickOne(run, sha) {
    const again = await (0,pick_session/* pickBatch */.SU)(run.git, run.paths, [sha], {
        recordOrigin: false,
        stamp: run.stamp,
        rerere: (0,settings/* ladderRungs */.I9)(run.settings).includes('rerere'),
    });
    if (again.landed.length)
        throw new Error(`re-picking ${sha} landed where it had stopped before`);
    return again.stop ? { stop: again.stop } : {};
}
/** Re-creates the landed commits with the trailer provenance (same tree, author and committer stamp). */
async function withTrailers(run, batch, landed, start) {
    let parent = start;
    const out = [];
    for (let k = 0; k < landed.length; k++) {
        parent = await (0,commit_write/* commitTreeOnto */.I$)(run.git, landed[k], parent, (0,fork_commit/* rewrittenCommit */.ku)(run, batch[k]));
        out.push(parent);
    }
    await (0,branch_head/* checkoutDetached */.hr)(run.git, parent);
    run.worktreeAt = parent;
    return out;
}

// EXTERNAL MODULE: ./src/services/apply/reusable-commits.ts
var reusable_commits = __webpack_require__(9953);
;// CONCATENATED MODULE: ./src/services/apply/pick-loop.ts




/** Applies `todo` in order onto `start`; returns the new head. Results are recorded per commit. */
async function applySequence(run, todo, start) {
    let head = start;
    const skipped = (sha) => run.results.get(sha).status !== 'not-attempted';
    let i = 0;
    const progress = (run.ports.progress ?? shared_progress/* noProgressFactory */.dw)('applying', todo.length);
    let shown = 0;
    const advance = (to) => {
        progress.tick(to - shown, todo[to - 1]?.slice(0, 10));
        shown = to;
    };
    try {
        return await loop();
    }
    finally {
        progress.done();
    }
    async function loop() {
        while (i < todo.length && !run.stoppedAt) {
            const sha = todo[i];
            if (skipped(sha)) {
                i++;
                continue;
            }
            const reused = (0,reusable_commits/* reuse */.T)(run, head, sha);
            if (reused) {
                (0,commit_results/* markReused */.a_)(run, sha, reused);
                head = reused.sha;
                i++;
                continue;
            }
            // One sequencer run for everything left: it stops at the first commit that does not apply cleanly.
            const batch = todo.slice(i).filter((s) => !skipped(s));
            const picked = await pick(run, batch, head);
            head = picked.head;
            if (!picked.stop) {
                advance(todo.length);
                break;
            }
            i = todo.indexOf(picked.stop.sha) + 1;
            advance(i);
            // The conflict path (agent, guards, rerere) is loaded at the first stop: a clean run never compiles it.
            const { handleStop } = await Promise.all(/* import() */[__webpack_require__.e(662), __webpack_require__.e(127), __webpack_require__.e(497)]).then(__webpack_require__.bind(__webpack_require__, 497));
            head = await handleStop(run, picked.stop, head);
        }
        return head;
    }
}


/***/ }),

/***/ 9953:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ reuse),
/* harmony export */   Y: () => (/* binding */ indexReusableCommits)
/* harmony export */ });
/* harmony import */ var _adapters_git_read_ancestry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5411);
/* harmony import */ var _adapters_git_read_branch_commits_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8049);
/* harmony import */ var _domain_apply_provenance_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3200);



/** Commits of the branch's previous values (local and remote) that a re-run can take unchanged. */
async function indexReusableCommits(run) {
    const tips = [...new Set([run.remotePrevious, run.previousLocal].filter((t) => Boolean(t)))];
    for (const tip of tips) {
        if (!(await (0,_adapters_git_read_ancestry_js__WEBPACK_IMPORTED_MODULE_0__/* .isAncestor */ .Q)(run.git, run.baseSha, tip)))
            continue;
        for (const commit of await (0,_adapters_git_read_branch_commits_js__WEBPACK_IMPORTED_MODULE_1__/* .readBranchCommits */ .n)(run.git, run.baseSha, tip)) {
            const list = run.reusable.get(commit.parent) ?? [];
            if (!list.some((c) => c.sha === commit.sha))
                list.push(commit);
            run.reusable.set(commit.parent, list);
        }
    }
}
/** Same parent and same upstream commit: taking the earlier commit keeps its SHA (and any resolution it holds). */
function reuse(run, parent, upstreamSha) {
    return run.reusable.get(parent)?.find((c) => (0,_domain_apply_provenance_js__WEBPACK_IMPORTED_MODULE_2__/* .provenanceOf */ .Jj)(c.message, run.settings.provenance) === upstreamSha);
}


/***/ }),

/***/ 1802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ runApply)
});

// EXTERNAL MODULE: ./src/adapters/git/worktree/worktree-state.ts
var worktree_state = __webpack_require__(400);
// EXTERNAL MODULE: ./src/adapters/process/run-temp.ts
var run_temp = __webpack_require__(6998);
// EXTERNAL MODULE: ./src/services/apply/apply-run.ts
var apply_run = __webpack_require__(3559);
// EXTERNAL MODULE: ./src/services/apply/bundle-source.ts
var bundle_source = __webpack_require__(9557);
// EXTERNAL MODULE: ./src/services/apply/commit-results.ts
var commit_results = __webpack_require__(3705);
// EXTERNAL MODULE: ./src/services/apply/pick-loop.ts + 1 modules
var pick_loop = __webpack_require__(2352);
// EXTERNAL MODULE: ./src/services/apply/fast-picks.ts + 1 modules
var fast_picks = __webpack_require__(3436);
// EXTERNAL MODULE: ./src/adapters/git/read/commit-log.ts
var commit_log = __webpack_require__(836);
// EXTERNAL MODULE: ./src/adapters/git/read/ancestry.ts
var ancestry = __webpack_require__(5411);
// EXTERNAL MODULE: ./src/adapters/git/read/branch-commits.ts
var branch_commits = __webpack_require__(8049);
// EXTERNAL MODULE: ./src/adapters/git/pick/worktree-free-picks.ts
var worktree_free_picks = __webpack_require__(3888);
// EXTERNAL MODULE: ./src/adapters/git/remote/push.ts
var push = __webpack_require__(2308);
// EXTERNAL MODULE: ./src/adapters/git/read/refs.ts
var refs = __webpack_require__(3840);
// EXTERNAL MODULE: ./src/domain/apply/dependencies.ts
var dependencies = __webpack_require__(9210);
// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
// EXTERNAL MODULE: ./src/services/apply/settings.ts
var apply_settings = __webpack_require__(6482);
// EXTERNAL MODULE: ./src/services/apply/reusable-commits.ts
var reusable_commits = __webpack_require__(9953);
// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
// EXTERNAL MODULE: ./src/services/apply/worktree.ts
var worktree = __webpack_require__(4617);
;// CONCATENATED MODULE: ./src/services/apply/prepare.ts
















/**
 * Resolves the refs and commits, reads the ledger and the remote branch, and finds what an earlier run left.
 * Reads only until `recovered` settles: the work tree is touched (HEAD detached) after the recovery is done.
 */
async function prepare(run, recovered = Promise.resolve()) {
    const revisions = [run.settings.base, ...run.bundle.revisions, `refs/heads/${run.branch}`, 'HEAD'];
    for (const r of run.bundle.revisions) {
        if (!/^[0-9a-f]{7,64}$/.test(r))
            throw new errors/* ConfigurationError */.j1(`commits: '${(0,refs/* printable */.g$)(r)}' is not a commit SHA`);
    }
    // Only the refs and objects are read before the recovery (which may reset the work tree) is done: the config, the
    // commits and the bundle's records are read while it runs; HEAD is detached, and the remote and rerere set up,
    // after it. Its error, if any, still comes first: it says what is wrong with the repository itself.
    // A run the fast path may take reads the commits it merges with the same process that resolves them.
    const fast = !run.ports.perCommitPicks && run.bundle.revisions.length > 1;
    let resolved;
    let raw;
    try {
        if (fast)
            ({ ids: resolved, raw } = await (0,worktree_free_picks/* resolveRawCommits */.B5)(run.git, revisions));
        else
            resolved = await (0,branch_commits/* resolveCommits */.J)(run.git, revisions);
    }
    catch (error) {
        await recovered.catch(() => undefined);
        throw error;
    }
    let shas;
    let base;
    try {
        ({ base, shas } = checkResolved(run, revisions, resolved));
    }
    catch (error) {
        await recovered;
        throw error;
    }
    run.baseSha = base;
    run.order = shas;
    // All of these settle before an error propagates: the clean-up after an error must not race a checkout in flight.
    if (fast && raw) {
        run.pickReads = (0,fast_picks/* prefetchPickReads */.yg)(run, [], raw);
        (0,fast_picks/* startEarlyMerger */.qI)(run);
    }
    const [state] = await settleAll([
        readLedger(run, shas),
        recovered.then(() => settleAll([readRemote(run), setupRerere(run), (0,worktree/* noteHead */.zS)(run)])),
    ]);
    await readRecords(run, shas, state);
    run.stamp = { committer: run.settings.committer, date: latestDate([...run.records.values()]) };
    run.deps = run.bundle.fromPlan
        ? new Map(shas.map((s) => [s, (run.bundle.planCommits.get(s)?.dependsOn ?? []).map((d) => d.sha)]))
        : (0,dependencies/* pathOverlapDependencies */.O)(shas.map((s) => ({ sha: s, paths: (run.records.get(s)?.paths ?? []).map((p) => p.path) })));
    await (0,reusable_commits/* indexReusableCommits */.Y)(run);
}
/** The resolved base and bundle commits (refs/heads/<branch> and HEAD recorded on the run), or why they cannot be. */
function checkResolved(run, revisions, resolved) {
    const base = resolved[0];
    if (!base)
        throw new errors/* ConfigurationError */.j1(`base: unknown revision '${(0,refs/* printable */.g$)(run.settings.base)}'`, 'fetch it first or check the name');
    const shas = run.bundle.revisions.map((r, i) => {
        const sha = resolved[i + 1];
        if (!sha) {
            throw new errors/* ConfigurationError */.j1(`${run.bundle.fromPlan ? 'plan bundle' : 'commits'}: commit ${r} is not in ${run.paths.topLevel}`, 'fetch the upstream history first');
        }
        return sha;
    });
    if (new Set(shas).size !== shas.length)
        throw new errors/* ConfigurationError */.j1('commits: a commit is listed twice');
    run.previousLocal = resolved[revisions.length - 2] ?? null;
    run.branchValue = run.previousLocal;
    run.worktreeAt = resolved[revisions.length - 1];
    if (!run.worktreeAt) {
        throw new errors/* ConfigurationError */.j1(`${run.paths.topLevel}: HEAD is on a branch with no commits yet (unborn)`, 'check out a commit or branch first (git checkout <base>), or clone the fork with its history');
    }
    return { base, shas };
}
async function readLedger(run, shas) {
    if (run.bundle.fromPlan && run.bundle.planForkSha === run.baseSha)
        return planClassification(run, shas);
    const named = run.settings.upstream ?? run.bundle.upstreamRef;
    const upstream = named ?? shas[shas.length - 1];
    const keys = [...run.settings.extraTrailerKeys];
    if (run.settings.provenance.kind === 'trailer')
        keys.push(run.settings.provenance.key);
    // Loaded only here: applied onto the plan's fork tip (the daily case) a cold run never loads the ledger's modules.
    const { readIngestionState } = await __webpack_require__.e(/* import() */ 844).then(__webpack_require__.bind(__webpack_require__, 9844));
    return readIngestionState({
        upstream,
        fork: run.baseSha,
        // Only whether each listed commit is ingested: no paths, patch-ids or content checks of the rest.
        only: shas,
        // Both tips are resolved already (and the clone known complete) unless upstream is a name: not read again.
        ...(named === undefined ? { tips: { upstream, fork: run.baseSha } } : {}),
        extraTrailerKeys: keys,
        ...(run.settings.ledgerRules?.provenanceRules
            ? { provenanceRules: run.settings.ledgerRules.provenanceRules }
            : {}),
        ...(run.settings.ledgerRules?.notApplicable ? { notApplicable: run.settings.ledgerRules.notApplicable } : {}),
    }, { git: run.git, logger: run.logger });
}
/**
 * Applied onto the fork tip the plan was made at, the plan's classification is the ledger's: every bundle commit was
 * pending there. Reading only the bundle's commits saves re-reading the whole history (0.6 s on a real fork).
 */
async function planClassification(run, shas) {
    return {
        upstreamCommits: await (0,commit_log/* readCommits */.Fe)(run.git, { revisions: shas, paths: true, noWalk: true }),
        classified: [],
    };
}
/** The remote branch's current value is the push lease: the push fails rather than overwrite someone else's work. */
async function readRemote(run) {
    if (!run.settings.push)
        return;
    const { remote, authEnv } = run.settings.push;
    run.remotePrevious = await (0,push/* fetchRemoteBranch */.Lf)(run.git, remote, run.branch, authEnv);
    // The remote answered: now ask it for its default branch, which the apply branch must not be.
    await (0,apply_settings/* refuseTrunkBranch */.FC)(run.git, run.settings, run.branch, true, run.trunkFacts);
    run.logger.info(run.remotePrevious
        ? `${remote} has ${run.branch} at ${(0,short_sha/* short */.h)(run.remotePrevious)} (the push lease)`
        : `${remote} has no ${run.branch} yet`);
}
async function setupRerere(run) {
    if (run.settings.rerereCache)
        await (0,worktree_state/* useRerereCache */.Bi)(run.paths, run.settings.rerereCache);
}
/** One result per commit, with those the ledger or the base's ancestry already holds marked as applied. */
async function readRecords(run, shas, state) {
    const upstream = new Map(state.upstreamCommits.map((c) => [c.sha, c]));
    const classified = new Map(state.classified.map((c) => [c.sha, c]));
    for (const sha of shas) {
        const record = upstream.get(sha) ?? (await readOne(run, sha));
        if (record.parents.length > 1) {
            throw new errors/* ConfigurationError */.j1(`commits: ${sha} is a merge commit; apply-bundle picks single-parent commits only`);
        }
        run.records.set(sha, record);
        const planned = run.bundle.planCommits.get(sha);
        const result = (0,commit_results/* emptyResult */.$)(sha, (0,commit/* subjectOf */.e)(record.message), planned?.prediction ?? null);
        const known = classified.get(sha);
        if (known?.status === 'ingested') {
            result.status = 'already-applied';
            result.forkSha = known.forkCommits[0] ?? null;
            result.reasons.push(`already ingested (found by ${known.via.join(' and ')}${known.forkCommits[0] ? ` in ${(0,short_sha/* short */.h)(known.forkCommits[0])}` : ''})`);
        }
        else if (!upstream.has(sha) && (await (0,ancestry/* isAncestor */.Q)(run.git, sha, run.baseSha))) {
            result.status = 'already-applied';
            result.forkSha = sha;
            result.reasons.push('already in the base by ancestry');
        }
        run.results.set(sha, result);
    }
}
async function readOne(run, sha) {
    const [record] = await (0,commit_log/* readCommits */.Fe)(run.git, { revisions: [`${sha}^!`], paths: true });
    if (!record)
        throw new errors/* ConfigurationError */.j1(`commits: cannot read commit ${sha}`);
    return record;
}
/** The committer date of every pick: the newest upstream commit date of the bundle (a fixed function of the inputs). */
function latestDate(records) {
    const times = records.map((r) => Date.parse(r.committedAt)).filter((t) => Number.isFinite(t));
    return `${Math.floor((times.length ? Math.max(...times) : 0) / 1000)} +0000`;
}
/** Like Promise.all, but waits for every promise to settle before rejecting with the first error. */
async function settleAll(promises) {
    const results = await Promise.allSettled(promises);
    const failed = results.find((r) => r.status === 'rejected');
    if (failed)
        throw failed.reason;
    return results.map((r) => r.value);
}

// EXTERNAL MODULE: ./src/domain/apply/provenance.ts
var provenance = __webpack_require__(3200);
// EXTERNAL MODULE: ./src/domain/apply/status.ts
var apply_status = __webpack_require__(2921);
// EXTERNAL MODULE: ./src/domain/apply/review.ts
var review = __webpack_require__(7351);
// EXTERNAL MODULE: ./src/domain/apply/agent-text.ts
var agent_text = __webpack_require__(7528);
// EXTERNAL MODULE: ./src/schemas/apply-result-version.ts
var apply_result_version = __webpack_require__(1757);
;// CONCATENATED MODULE: ./src/services/apply/result.ts






/**
 * The run's result. Publishing happens here because it depends on the outcome: the push only for a successful run
 * (a rejected push turns the status to `rejected`), the PR only once the branch is on the remote.
 */
async function report(run, head, verify) {
    const commits = run.order.map((s) => run.results.get(s));
    let status = (0,apply_status/* overallStatus */.gX)(commits, { verifyFailed: verify ? !verify.ok : false });
    let push = null;
    // Publishing (the push, the GitHub client's PR port) is loaded only for a run that pushes.
    const publish = run.settings.push ? await __webpack_require__.e(/* import() */ 252).then(__webpack_require__.bind(__webpack_require__, 9252)) : undefined;
    if (run.settings.push && publish) {
        push = await publish.pushBranch(run, head, status);
        if (push.status === 'rejected')
            status = 'rejected';
    }
    const result = {
        schemaVersion: apply_result_version/* APPLY_SCHEMA_VERSION */.C,
        status,
        bundle: { id: run.bundle.id, kind: run.bundle.kind },
        branch: run.branch,
        base: { ref: run.settings.base, sha: run.baseSha },
        head,
        previousHead: run.previousLocal,
        provenance: (0,provenance/* describeProvenance */.h3)(run.settings.provenance),
        onConflict: run.settings.onConflict,
        commits,
        deferred: commits
            .filter((c) => c.status === 'deferred' || c.status === 'rejected' || c.status === 'conflict')
            .map((c) => ({ sha: c.sha, subject: c.subject, reason: c.reasons.join('; '), paths: c.conflictPaths })),
        verify,
        push,
        pr: null,
        counts: (0,apply_status/* countCommits */.Wt)(commits),
        review: (0,review/* reviewOf */.Q)(commits),
        ...agentTotals(run, commits),
    };
    if (publish && push && (push.status === 'pushed' || push.status === 'up-to-date'))
        result.pr = await publish.openPullRequest(run, result);
    run.logger.info(`apply: ${status}; ${run.branch} at ${(0,short_sha/* short */.h)(head)}`);
    return result;
}
function agentTotals(run, commits) {
    const totals = (0,agent_text/* agentRunTotals */.sR)(commits, run.settings.agentMaxCalls ?? null);
    return totals ? { agent: totals } : {};
}

;// CONCATENATED MODULE: ./src/services/apply/run-apply.ts
/**
 * apply-bundle: cherry-picks a plan bundle (or an explicit commit list) onto a branch (re)created from the fork's
 * base, with provenance, guarded conflict resolution, split on failure, push under a lease and one PR.
 *
 * Convergence: the committer identity and date are fixed functions of the inputs, so clean picks give the same SHAs
 * on every run; resolved commits of an earlier run (the local branch or the remote's) are reused when their parent
 * and upstream commit match. A run is serialised per repository by a lock; an interrupted one is detected through
 * that lock and its leftovers (cherry-pick state, index.lock, changed files) are cleaned before anything else.
 */












/** Runs apply-bundle; the repository is left clean whatever happens. */
async function runApply(settings, deps) {
    (0,apply_settings/* validateSettings */.Sj)(settings);
    const bundle = (0,bundle_source/* describeBundle */.wN)(settings.source);
    const branch = (0,apply_settings/* chooseBranch */.ie)(settings, bundle.id);
    // Both only read, side by side; the repository's own problem (not one, shallow) is the one reported first.
    const trunk = (0,apply_settings/* refuseTrunkBranch */.FC)(deps.git, settings, branch);
    trunk.catch(() => undefined);
    // The run's temp folder is made (and stale ones swept) while git answers: it is outside the repository.
    const tempDir = (0,run_temp/* createRunTempDir */.dV)();
    tempDir.catch(() => undefined); // awaited below, or removed when the run is refused first
    let paths;
    let lock;
    let trunkFacts;
    try {
        paths = await (0,worktree/* readFullClonePaths */.Pm)(deps.git);
        trunkFacts = await trunk;
        lock = await (0,worktree_state/* acquireApplyLock */.sw)(paths, branch);
    }
    catch (error) {
        await tempDir.then(run_temp/* removeRunTempDir */.jg).catch(() => undefined);
        throw error;
    }
    const run = new apply_run/* ApplyRun */.E(settings, deps, paths, bundle, branch);
    run.trunkFacts = trunkFacts;
    // Recovery (which may reset the work tree) runs while prepare reads refs and history; prepare waits for it
    // before it touches the work tree, and so does the clean-up after an error.
    const recovered = (0,worktree_state/* recoverWorktree */.ss)(deps.git, paths, {
        previousRunCrashed: lock.previousRunCrashed,
        logger: deps.logger,
    });
    recovered.catch(() => undefined); // handled where it is awaited; never an unhandled rejection meanwhile
    try {
        run.tempDir = await tempDir;
        return await execute(run, recovered);
    }
    catch (error) {
        await recovered.catch(() => undefined);
        await (0,worktree/* leaveClean */.r3)(run);
        throw error;
    }
    finally {
        (0,fast_picks/* closeEarlyMerger */.y0)(run);
        await Promise.allSettled(run.background);
        if (run.tempDir)
            await (0,run_temp/* removeRunTempDir */.jg)(run.tempDir).catch(() => undefined);
        await lock.release();
    }
}
async function execute(run, recovered) {
    await prepare(run, recovered);
    const todo = run.order.filter((sha) => run.results.get(sha).status === 'not-attempted');
    run.logger.info(`Applying ${todo.length} of ${run.order.length} commit(s) of ${run.bundle.kind} ${run.bundle.id} onto ${run.settings.base} (${(0,short_sha/* short */.h)(run.baseSha)}) as ${run.branch}`);
    let head = await (0,pick_loop/* applySequence */.s)(run, todo, run.baseSha);
    let verify = null;
    if (run.settings.verify && (0,commit_results/* landed */.Jw)(run).length > 0 && !run.stoppedAt) {
        // Loaded only for a run with --verify: a clean run without one never compiles the bisection.
        const { verifyBranch } = await __webpack_require__.e(/* import() */ 970).then(__webpack_require__.bind(__webpack_require__, 6970));
        ({ head, verify } = await verifyBranch(run, head));
    }
    await (0,worktree/* finishBranch */.yz)(run, head);
    return report(run, head, verify);
}


/***/ }),

/***/ 6482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FC: () => (/* binding */ refuseTrunkBranch),
/* harmony export */   I9: () => (/* binding */ ladderRungs),
/* harmony export */   Sj: () => (/* binding */ validateSettings),
/* harmony export */   XH: () => (/* binding */ DEFAULT_COMMITTER),
/* harmony export */   ie: () => (/* binding */ chooseBranch)
/* harmony export */ });
/* harmony import */ var _adapters_git_worktree_branch_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1409);
/* harmony import */ var _adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3840);
/* harmony import */ var _adapters_git_remote_remote_default_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7102);
/* harmony import */ var _domain_apply_trunk_branch_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1314);
/* harmony import */ var _domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2447);
/* harmony import */ var _domain_apply_agent_preset_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6888);
/* harmony import */ var _domain_apply_resolver_ladder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5154);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8382);








const DEFAULT_COMMITTER = {
    name: 'upstream-ingest',
    email: 'upstream-ingest@users.noreply.github.com',
};
/** Combinations that cannot work are refused before the repository is touched. */
function validateSettings(settings) {
    if (settings.onConflict === 'agent' && !settings.agent) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1('on-conflict: `agent` needs an agent command (--agent CMD / input `agent`)');
    }
    if (settings.onConflict === 'resolve' && ladderRungs(settings).includes('agent') && !settings.agent) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1('resolvers: `agent` needs an agent command (--agent CMD / input `agent`)');
    }
    if (settings.splitOnFailure && !settings.verify) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1('split-on-failure: needs a verify command (--verify CMD / input `verify`)');
    }
    const preset = settings.agentPreset;
    // The vendors' own endpoints need a key; a local server (vLLM, Ollama, llama.cpp) may not.
    if (preset && _domain_apply_agent_preset_js__WEBPACK_IMPORTED_MODULE_3__/* .HTTP_PRESETS */ .md.has(preset.name) && !preset.endpoint && !process.env[_domain_apply_agent_preset_js__WEBPACK_IMPORTED_MODULE_3__/* .PRESET_KEY_ENV */ .kA[preset.name]]) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`agent: preset:${preset.name} needs ${_domain_apply_agent_preset_js__WEBPACK_IMPORTED_MODULE_3__/* .PRESET_KEY_ENV */ .kA[preset.name]} in the environment (or --agent-endpoint / input 'agent-endpoint' for a server without a key)`);
    }
    if (!(settings.agentTimeoutMs > 0) || !(settings.verifyTimeoutMs > 0)) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1('agent-timeout / verify-timeout: expected a positive number of seconds');
    }
}
/**
 * The rungs a conflicted commit goes through: `agent` is today's rerere-then-agent, `resolve` the configured ladder;
 * none for defer and stop.
 */
function ladderRungs(settings) {
    if (settings.onConflict === 'agent')
        return ['rerere', 'agent'];
    if (settings.onConflict !== 'resolve')
        return [];
    return settings.resolvers ? [...settings.resolvers] : (0,_domain_apply_resolver_ladder_js__WEBPACK_IMPORTED_MODULE_4__/* .defaultResolvers */ .lo)(Boolean(settings.agent));
}
/** The branch to (re)create; refused when it is not a valid name or is the base, which is never changed. */
function chooseBranch(settings, bundleId) {
    const branch = settings.branch ?? (0,_domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_2__/* .defaultBranchName */ .pe)(bundleId);
    const problem = (0,_domain_apply_branch_js__WEBPACK_IMPORTED_MODULE_2__/* .branchNameProblem */ .hq)(branch);
    if (problem)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`branch: '${(0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g$)(branch)}' is not a valid branch name: ${problem}`);
    (0,_adapters_git_read_refs_js__WEBPACK_IMPORTED_MODULE_1__/* .assertSafeRevision */ .j_)(settings.base, 'base');
    if (settings.base.replace(/^refs\/heads\//, '') === branch) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`branch: '${branch}' is the base itself; the base ref is never changed, give another branch`);
    }
    return branch;
}
/**
 * The apply branch is rewritten on every run: naming the trunk (the base's branch, also as `origin/main` ↔ `main`,
 * HEAD, the push remote's default branch, the PR's base) is refused before anything is touched. `known`: what an
 * earlier check of the same branch read and passed (the remote names, no clashing ref): the second check, once the
 * remote answered, only asks it for its default branch (two git processes fewer).
 */
async function refuseTrunkBranch(git, settings, branch, asked = false, known) {
    const remotes = known?.remotes ?? (await (0,_adapters_git_remote_remote_default_js__WEBPACK_IMPORTED_MODULE_6__/* .remoteNames */ .RS)(git).catch(() => []));
    const facts = { branch, base: settings.base, remotes, prBase: settings.pullRequest?.base };
    let problem = (0,_domain_apply_trunk_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .trunkBranchProblem */ .U)(facts) ?? (known ? undefined : await (0,_adapters_git_worktree_branch_name_js__WEBPACK_IMPORTED_MODULE_0__/* .ambiguousBranchProblem */ ._)(git, branch));
    if (!problem && settings.push) {
        // Only the local record here: asking the remote waits until it is known to be reachable (see prepare).
        const remoteDefault = asked
            ? await (0,_adapters_git_remote_remote_default_js__WEBPACK_IMPORTED_MODULE_6__/* .askedRemoteDefault */ .A2)(git, settings.push.remote, settings.push.authEnv)
            : await (0,_adapters_git_remote_remote_default_js__WEBPACK_IMPORTED_MODULE_6__/* .localRemoteDefault */ .dP)(git, settings.push.remote);
        problem = (0,_domain_apply_trunk_branch_js__WEBPACK_IMPORTED_MODULE_7__/* .trunkBranchProblem */ .U)({ ...facts, remoteDefault });
    }
    if (problem)
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .ConfigurationError */ .j1(`branch: ${problem}; give the bundle its own branch (default upstream-ingest/<bundle id>)`);
    return { remotes };
}


/***/ }),

/***/ 4617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pm: () => (/* binding */ readFullClonePaths),
/* harmony export */   r3: () => (/* binding */ leaveClean),
/* harmony export */   tw: () => (/* binding */ moveTo),
/* harmony export */   yz: () => (/* binding */ finishBranch),
/* harmony export */   zS: () => (/* binding */ noteHead)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_git_pick_pick_session_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8813);
/* harmony import */ var _adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8184);
/* harmony import */ var _adapters_git_worktree_worktree_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(400);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8382);
/* harmony import */ var _adapters_files_path_exists_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(830);
/* harmony import */ var _adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5965);








/** The repository's paths, refused when shallow: picks need the parents and the ledger needs the whole history. */
async function readFullClonePaths(git) {
    const paths = await (0,_adapters_git_worktree_worktree_state_js__WEBPACK_IMPORTED_MODULE_3__/* .readRepoPaths */ .pr)(git);
    if (paths.shallow) {
        throw new _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .ConfigurationError */ .j1(`${paths.topLevel} is a shallow clone: cherry-picks and the ledger need the full history`, 'fetch with fetch-depth: 0 (actions/checkout) or run git fetch --unshallow');
    }
    return paths;
}
/**
 * Picks move HEAD: with HEAD on a branch (the base, or the apply branch itself) they would move that branch. So HEAD
 * is detached before anything moves it — the work tree stays as it is — and only refs/heads/<branch> is ever updated.
 * Here it is only noted (the HEAD file, no process): the first move of the work tree detaches it (moveTo), and so does
 * finishing the branch when it would move the branch HEAD is on.
 */
async function noteHead(run) {
    const head = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(run.paths.gitDir, 'HEAD'), 'utf8').catch(() => '')).trim();
    if (head.startsWith('ref:')) {
        run.attachedTo = head.slice(4).trim();
        run.headAttached = true;
    }
}
/**
 * Skips the checkout when the work tree is already there: most picks continue from where the last one stopped. A
 * detaching checkout of `sha` also detaches a HEAD still on its branch; at `sha` already, only the detach is left.
 */
async function moveTo(run, sha) {
    run.started = true;
    if (run.worktreeAt === sha) {
        if (run.headAttached)
            await (0,_adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .detachHere */ .o9)(run.git);
    }
    else
        await (0,_adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__/* .checkoutDetached */ .hr)(run.git, sha);
    run.headAttached = false;
    run.worktreeAt = sha;
}
async function finishBranch(run, head) {
    const there = run.worktreeAt === head;
    const onBranch = run.headAttached && run.attachedTo === `refs/heads/${run.branch}`;
    // HEAD on the branch and the work tree at its value: nothing moved, nothing to do.
    if (there && onBranch && run.branchValue === head && !run.worktreeDirty)
        return;
    run.started = true;
    // The verify command's changes go with the checkout below, unless it left git state a checkout does not end.
    let dirty = run.worktreeDirty;
    run.worktreeDirty = false;
    if (dirty && (!there || (await pickStateLeft(run)))) {
        await (0,_adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .resetHard */ .pm)(run.git);
        dirty = false;
    }
    // Moving the branch HEAD is on would leave the work tree behind it: detach first.
    if (onBranch && run.branchValue !== head) {
        await (0,_adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .detachHere */ .o9)(run.git);
        run.headAttached = false;
    }
    if (run.branchValue !== head)
        await (0,_adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__/* .updateBranch */ .Ub)(run.git, run.branch, head, run.branchValue);
    run.branchValue = head;
    if (there && !dirty) {
        // The work tree is at `head` (HEAD detached there, or on another branch at it): only HEAD itself has to point
        // at the branch.
        await (0,_adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__/* .attachHead */ .yh)(run.git, run.branch);
    }
    else {
        // The fast path wrote the picks without the work tree: one checkout moves it there and attaches HEAD. After the
        // verify command, forced: tracked files and the index go back to the commit, as `reset --hard` puts them.
        await (0,_adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__/* .checkoutBranch */ .nX)(run.git, run.branch, dirty);
        run.worktreeAt = head;
    }
    run.headAttached = true;
    run.attachedTo = `refs/heads/${run.branch}`;
}
/** State files `reset --hard` removes and a checkout leaves: a merge, pick or revert the verify command started. */
async function pickStateLeft(run) {
    const names = [
        'MERGE_HEAD',
        'MERGE_MODE',
        'MERGE_MSG',
        'MERGE_RR',
        'AUTO_MERGE',
        'SQUASH_MSG',
        'CHERRY_PICK_HEAD',
        'REVERT_HEAD',
    ];
    const found = await Promise.all(names.map((n) => (0,_adapters_files_path_exists_js__WEBPACK_IMPORTED_MODULE_5__/* .exists */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(run.paths.gitDir, n))));
    return found.some(Boolean);
}
/** After an unexpected error: no pick state, work tree on the branch (or wherever HEAD is), no stale lock. */
async function leaveClean(run) {
    if (!run.started)
        return;
    try {
        if ((await (0,_adapters_files_path_exists_js__WEBPACK_IMPORTED_MODULE_5__/* .exists */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(run.paths.gitDir, 'CHERRY_PICK_HEAD'))) ||
            (await (0,_adapters_files_path_exists_js__WEBPACK_IMPORTED_MODULE_5__/* .exists */ .t)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(run.paths.gitDir, 'sequencer')))) {
            await (0,_adapters_git_pick_pick_session_js__WEBPACK_IMPORTED_MODULE_2__/* .abandonPick */ .lF)(run.git, run.paths);
        }
        await (0,_adapters_git_worktree_work_tree_js__WEBPACK_IMPORTED_MODULE_6__/* .resetHard */ .pm)(run.git);
        if (run.branchValue)
            await (0,_adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__/* .checkoutBranch */ .nX)(run.git, run.branch);
        else if (run.attachedTo?.startsWith('refs/heads/'))
            await (0,_adapters_git_worktree_branch_head_js__WEBPACK_IMPORTED_MODULE_7__/* .checkoutBranch */ .nX)(run.git, run.attachedTo.slice('refs/heads/'.length));
    }
    catch (error) {
        run.logger.warning(`could not restore the work tree after the error: ${String(error)}`);
    }
}


/***/ })

};
