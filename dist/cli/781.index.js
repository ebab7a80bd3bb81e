export const id = 781;
export const ids = [781];
export const modules = {

/***/ 5940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ BULK_DELTA_CACHE)
/* harmony export */ });
/**
 * Config for the git processes that read the patches of a whole history (patch-ids, zero-context hunks). git keeps up
 * to 96 MB of inflated delta bases by default; a cold `lag` at LLVM scale runs three such processes beside its own
 * largest moment, each filling that cache, and its process tree came within a few percent of 1 GB (once over it).
 * Half the cache keeps ~50 MB less in each; on 8,000 commits of the LLVM-scale bench fork a read took 3.39 s of CPU
 * with it against 3.27–3.39 s without, and the whole `lag` ran as fast (four interleaved pairs).
 */
const BULK_DELTA_CACHE = ['-c', 'core.deltaBaseCacheLimit=48m'];


/***/ }),

/***/ 9781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ce: () => (/* binding */ readHunks)
/* harmony export */ });
/* unused harmony exports parseDiffTreeOutput, pathFromDiffHeader, unquoteC */
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3785);
/* harmony import */ var _bulk_read_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5940);


const SHA_LINE = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/**
 * Zero-context hunks of many commits from one `git diff-tree --stdin -p -U0` process (two, each on half of the
 * commits, from `SPLIT_FROM` commits on). Only hunk headers are kept:
 * the line numbers are what the dependency analysis needs, and the counts give each commit's size. When git dies on
 * a missing blob, the commit it was printing is recorded as failed and the rest are read by a new process.
 */
async function readHunks(git, shas, 
/** Also keep each file's added lines (the content check's question, answered from the same patches). */
options = {}) {
    if (shas.length < SPLIT_FROM)
        return readHunksInOne(git, shas, options);
    // Each half in its own process: git diffs one commit at a time, so one process holds a single core for seconds
    // at scale (14,000 commits: ~4 s), while a second core waits. Halves keep the order of `shas` when merged.
    const half = shas.length >> 1;
    const parts = await Promise.all([
        readHunksInOne(git, shas.slice(0, half), options),
        readHunksInOne(git, shas.slice(half), options),
    ]);
    const result = {
        commits: new Map(),
        failed: new Map(),
        ...(options.addedLines ? { added: new Map() } : {}),
    };
    for (const part of parts) {
        for (const [sha, c] of part.commits)
            result.commits.set(sha, c);
        for (const [sha, reason] of part.failed)
            result.failed.set(sha, reason);
        if (part.stderr)
            for (const [sha, text] of part.stderr)
                (result.stderr ??= new Map()).set(sha, text);
        if (part.added)
            for (const [sha, files] of part.added)
                result.added.set(sha, files);
    }
    return result;
}
/** Above this many commits, their patches are read by two git processes at once. */
const SPLIT_FROM = 1_000;
async function readHunksInOne(git, shas, options) {
    const result = {
        commits: new Map(),
        failed: new Map(),
        ...(options.addedLines ? { added: new Map() } : {}),
    };
    let rest = [...shas];
    while (rest.length) {
        const { exitCode, stdout, stderr } = await git.run([
            '-c',
            'core.quotePath=false',
            ..._bulk_read_js__WEBPACK_IMPORTED_MODULE_1__/* .BULK_DELTA_CACHE */ .b,
            'diff-tree',
            '--stdin',
            '--root',
            '-p',
            '-U0',
            '--no-renames',
            '--no-ext-diff',
            '--no-textconv',
            '--no-color',
            '--ignore-submodules=none',
            '--always',
        ], { input: `${rest.join('\n')}\n`, okExitCodes: [128] });
        const parsed = parseDiffTreeOutput(stdout, result.added);
        for (const c of parsed)
            result.commits.set(c.sha, c);
        if (exitCode === 0)
            break;
        // git prints a commit's id before it reads any blob of it, so the last id printed is the commit that failed.
        const last = parsed.at(-1)?.sha;
        const failedAt = last ? rest.indexOf(last) : 0;
        if (failedAt < 0)
            throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(['diff-tree'], exitCode, stderr);
        const failedSha = rest[failedAt];
        result.commits.delete(failedSha);
        result.added?.delete(failedSha);
        result.failed.set(failedSha, firstLine(stderr) || `git diff-tree failed (exit ${exitCode})`);
        (result.stderr ??= new Map()).set(failedSha, stderr);
        rest = rest.slice(failedAt + 1);
    }
    return result;
}
/** `added`: when given, each commit's added lines by path are collected there (binary files have none). */
function parseDiffTreeOutput(text, added) {
    // Walked line by line without splitting the whole output: at scale it is tens of megabytes, most of it removed
    // lines that nothing reads. Only the lines kept (ids, file headers, hunk headers, added lines) become strings.
    const commits = [];
    let commit;
    let file;
    let files;
    let adds;
    const n = text.length;
    const endOf = (from) => {
        const end = text.indexOf('\n', from);
        return end < 0 ? n : end;
    };
    let pos = 0;
    while (pos <= n) {
        const end = endOf(pos);
        const at = pos;
        pos = end + 1;
        const length = end - at;
        // Most lines are patch text: the length rules them out before the regex runs.
        if (length === 40 || length === 64) {
            const line = text.slice(at, end);
            if (SHA_LINE.test(line)) {
                commit = { sha: line, files: [] };
                commits.push(commit);
                file = undefined;
                if (added) {
                    files = new Map();
                    added.set(line, files);
                }
                continue;
            }
        }
        if (!commit)
            continue;
        if (text.startsWith('diff --git ', at) && length >= 11) {
            file = {
                path: pathFromDiffHeader(text.slice(at + 'diff --git '.length, end)),
                binary: false,
                created: false,
                deleted: false,
                hunks: [],
                added: 0,
                removed: 0,
            };
            commit.files.push(file);
            adds = undefined;
            if (files) {
                adds = [];
                files.set(file.path, adds);
            }
            continue;
        }
        if (!file)
            continue;
        if (startsWithin(text, 'new file mode', at, end))
            file.created = true;
        else if (startsWithin(text, 'deleted file mode', at, end))
            file.deleted = true;
        else if (startsWithin(text, 'Binary files ', at, end) || startsWithin(text, 'GIT binary patch', at, end)) {
            file.binary = true;
            files?.delete(file.path);
        }
        else if (startsWithin(text, '@@ ', at, end)) {
            const m = HUNK_HEADER.exec(text.slice(at, end));
            if (!m)
                continue;
            const oldStart = Number(m[1]);
            const oldLines = m[2] === undefined ? 1 : Number(m[2]);
            const newLines = m[4] === undefined ? 1 : Number(m[4]);
            file.hunks.push([oldStart, oldLines, newLines]);
            file.added += newLines;
            file.removed += oldLines;
            // Zero context: every content line starts with '+' or '-' (or '\' for "No newline at end of file").
            while (pos < n) {
                const first = text.charCodeAt(pos);
                if (first !== 43 /* + */ && first !== 45 /* - */ && first !== 92 /* \ */)
                    break;
                const lineEnd = endOf(pos);
                if (adds && first === 43)
                    adds.push(text.slice(pos + 1, lineEnd));
                pos = lineEnd + 1;
            }
        }
    }
    return commits;
}
/** Whether the line `text[at, end)` starts with `prefix`. */
function startsWithin(text, prefix, at, end) {
    return end - at >= prefix.length && text.startsWith(prefix, at);
}
/**
 * `a/P b/P` (or the C-quoted `"a/P" "b/P"`): with renames off both sides name the same path, so the header splits in
 * the middle however many spaces P contains.
 */
function pathFromDiffHeader(rest) {
    const half = (rest.length - 1) / 2;
    const left = Number.isInteger(half) ? rest.slice(0, half) : rest.split(' ')[0];
    const unquoted = left.startsWith('"') ? unquoteC(left) : left;
    return unquoted.replace(/^a\//, '');
}
/** Undoes git's C-style path quoting: `\"`, `\\`, `\t`, `\n` and octal bytes (UTF-8 sequences). */
function unquoteC(quoted) {
    const body = quoted.slice(1, -1);
    const bytes = [];
    const simple = { a: 7, b: 8, t: 9, n: 10, v: 11, f: 12, r: 13, '"': 34, '\\': 92 };
    for (let i = 0; i < body.length; i++) {
        const ch = body[i];
        if (ch !== '\\') {
            for (const b of Buffer.from(ch, 'utf8'))
                bytes.push(b);
            continue;
        }
        const next = body[i + 1] ?? '';
        if (/[0-7]/.test(next)) {
            bytes.push(parseInt(body.slice(i + 1, i + 4), 8));
            i += 3;
        }
        else {
            bytes.push(simple[next] ?? next.charCodeAt(0));
            i += 1;
        }
    }
    return Buffer.from(bytes).toString('utf8');
}
function firstLine(text) {
    return (text.split('\n').find((l) => l.trim() !== '') ?? '').trim().slice(0, 300);
}


/***/ })

};
