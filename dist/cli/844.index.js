export const id = 844;
export const ids = [844,781];
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


/***/ }),

/***/ 9062:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jw: () => (/* binding */ firstParentAncestors),
/* harmony export */   js: () => (/* binding */ rangeWithParents),
/* harmony export */   zu: () => (/* binding */ lastCommitBefore)
/* harmony export */ });
/** Walks of the commit graph that answer with commit lists (`git rev-list`). */
/** The newest commit reachable from `revision` made before `date`, or undefined when there is none. */
async function lastCommitBefore(git, revision, date) {
    const { stdout } = await git.run(['rev-list', '-1', `--before=${date.toISOString()}`, revision]);
    return stdout.trim() || undefined;
}
/** `revision` and its first-parent ancestors, nearest first, at most `count` (fewer in a shallow clone). */
async function firstParentAncestors(git, revision, count) {
    const { stdout } = await git.run([
        'rev-list',
        '--first-parent',
        `--max-count=${count}`,
        '--end-of-options',
        revision,
    ]);
    return stdout
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean);
}
/**
 * The commits of a range with their parents, oldest first in topological order (as `readCommits` lists them), and
 * with `boundary` also the boundary commits (outside the range, parents of commits in it), listed apart.
 */
async function rangeWithParents(git, revisions, options = {}) {
    const { stdout } = await git.run([
        'rev-list',
        '--topo-order',
        '--reverse',
        '--parents',
        ...(options.boundary ? ['--boundary'] : []),
        '--end-of-options',
        ...revisions,
        '--',
    ]);
    const commits = [];
    const boundary = [];
    for (const line of stdout.split('\n')) {
        if (!line)
            continue;
        if (line.startsWith('-')) {
            boundary.push(line.slice(1).split(' ')[0]);
            continue;
        }
        const [sha, ...parents] = line.split(' ');
        commits.push({ sha: sha, parents });
    }
    return { commits, boundary };
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
// `#1, #2`, `#1 #2`, `#1 / #2`, `#1 + #2`, `#1 and #2`, `#1 … #9`: every separator real forks write between refs.
const SEPARATOR = /^(?:[\s,;&]+|[/+](?=\s)|and\b|…|\.\.\.)/i;
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
    // Most messages are no revert: a plain substring search rules them out before any regex runs (every message of
    // both histories passes here on each run).
    if (!message.includes('This reverts commit'))
        return [];
    return Array.from(message.matchAll(REVERTS), (m) => m[1].toLowerCase());
}


/***/ }),

/***/ 9327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ VIA_ORDER),
/* harmony export */   nb: () => (/* binding */ compileRules)
/* harmony export */ });
/* unused harmony export BUILTIN_SECTIONS */
/* harmony import */ var _shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3226);
/* harmony import */ var _provenance_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(829);


const VIA_ORDER = [
    'trailer',
    'pr-number',
    'section',
    'patch-id',
    'content',
    'reapply',
    'path-rule',
    'revert',
    'ledger',
];

/** Bundle body sections real forks write: `Picked (15): #1 #2`, `Deferred (6, backlog):`, `Won't-port (3):`, `Skipped`. */
const BUILTIN_SECTIONS = [
    {
        name: 'picked-section',
        heading: /^(?:picked|cherry[- ]?picked|backported|ported|included|landed)$/i,
        meaning: 'picked',
    },
    { name: 'deferred-section', heading: /^(?:deferred|postponed|backlog|held back)$/i, meaning: 'defer' },
    {
        name: 'wont-port-section',
        heading: /^(?:won['’]?t[- ]?port(?:ed)?|will not port|not ported|not porting|not applicable|n\/a)$/i,
        meaning: 'wont-port',
    },
    { name: 'skipped-section', heading: /^(?:skipped|skip)$/i, meaning: 'skip' },
];
/** A necessary start of every BUILTIN_SECTIONS heading (each alternative there begins with one of these). */
const BUILTIN_HEADING_START = /^(?:picked|cherry|backport|ported|included|landed|deferred|postponed|backlog|held|won|will|not|n\/a|skip)/i;
/** Compiles trailer keys and user rules (already validated by the config schema) into one rule set. */
function compileRules(trailerKeys, userRules = []) {
    const keys = [...new Set([..._provenance_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_TRAILER_KEYS */ .jY, ...trailerKeys].map((k) => k.trim()).filter(Boolean))];
    const trailers = new Map();
    for (const k of keys)
        trailers.set(k.toLowerCase(), { name: k, key: k.toLowerCase(), meaning: 'picked' });
    const sections = [...BUILTIN_SECTIONS];
    const patterns = [];
    userRules.forEach((r, i) => {
        const name = r.name ?? `provenanceRules[${i}]`;
        if (r.where === 'trailer') {
            const key = r.key.toLowerCase();
            trailers.set(key, { name, key, meaning: r.meaning });
            if (!keys.some((k) => k.toLowerCase() === key))
                keys.push(r.key);
        }
        else if (r.where === 'section') {
            // User sections come first: a user heading can re-mean a built-in one.
            sections.unshift({ name, heading: (0,_shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_1__/* .compileBounded */ .Zl)(`^(?:${r.heading})$`), meaning: r.meaning });
        }
        else {
            patterns.push({ name, where: r.where, re: (0,_shared_bounded_regex_js__WEBPACK_IMPORTED_MODULE_1__/* .compileBounded */ .Zl)(r.pattern), match: r.match, meaning: r.meaning });
        }
    });
    const builtinOnly = sections.length === BUILTIN_SECTIONS.length;
    return {
        trailers,
        sections,
        patterns,
        trailerKeys: keys,
        ...(builtinOnly ? { headingStart: BUILTIN_HEADING_START } : {}),
    };
}


/***/ }),

/***/ 7139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ShaIndex)
/* harmony export */ });
/* unused harmony export MIN_PREFIX */
/**
 * Resolves full SHAs and prefixes against a known set of commits. Some provenance SHAs in real forks are wrong
 * after their first 8 characters (copy errors), so a ref that matches nothing exactly resolves to the one commit
 * sharing its longest prefix, when that prefix has at least MIN_PREFIX characters and is unambiguous.
 */
const MIN_PREFIX = 7;
class ShaIndex {
    exact;
    /**
     * SHAs by their first MIN_PREFIX characters, built on the first lookup that is not an exact SHA (most refs are):
     * every SHA that shares at least MIN_PREFIX characters with a ref is in the ref's bucket, so no sort is needed.
     */
    buckets;
    constructor(shas) {
        this.exact = new Set(shas);
    }
    get size() {
        return this.exact.size;
    }
    has(sha) {
        return this.exact.has(sha);
    }
    resolve(ref) {
        const q = ref.toLowerCase();
        if (this.exact.has(q))
            return { kind: 'exact', sha: q };
        if (q.length < MIN_PREFIX || !/^[0-9a-f]+$/.test(q))
            return { kind: 'none' };
        const bucket = this.bucketsByPrefix().get(q.slice(0, MIN_PREFIX));
        if (!bucket)
            return { kind: 'none' };
        // The longest prefix q shares with any SHA; the candidates are every SHA sharing that much.
        let shared = 0;
        let candidates = [];
        for (const sha of bucket) {
            const n = commonPrefix(q, sha);
            if (n > shared) {
                shared = n;
                candidates = [sha];
            }
            else if (n === shared)
                candidates.push(sha);
        }
        candidates.sort();
        if (candidates.length === 1)
            return { kind: 'prefix', sha: candidates[0], matched: shared };
        return { kind: 'ambiguous', candidates: candidates.slice(0, 10) };
    }
    bucketsByPrefix() {
        if (this.buckets)
            return this.buckets;
        const buckets = new Map();
        for (const sha of this.exact) {
            const key = sha.slice(0, MIN_PREFIX);
            const list = buckets.get(key);
            if (list)
                list.push(sha);
            else
                buckets.set(key, [sha]);
        }
        this.buckets = buckets;
        return buckets;
    }
}
function commonPrefix(a, b) {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i))
        i++;
    return i;
}


/***/ }),

/***/ 5249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hf: () => (/* binding */ revertEdges),
  Wo: () => (/* binding */ revertLinks),
  oQ: () => (/* binding */ textualEdges)
});

// UNUSED EXPORTS: normalizeSubject

// EXTERNAL MODULE: ./src/domain/ledger/provenance.ts
var provenance = __webpack_require__(829);
// EXTERNAL MODULE: ./src/domain/ledger/sha-index.ts
var sha_index = __webpack_require__(7139);
;// CONCATENATED MODULE: ./src/domain/plan/line-owners.ts
const UNKNOWN_TAIL = { len: Number.POSITIVE_INFINITY, owner: null };
class LineOwners {
    runs = [{ ...UNKNOWN_TAIL }];
    /**
     * Applies one commit's zero-context hunks (sorted, old-side line numbers) and returns the owners of the lines it
     * changed or inserted next to. Lines that abut a change count because git's three-way merge treats abutting
     * changes as a conflict: picking B without A fails when B edits the line right after A's.
     */
    apply(hunks, owner) {
        const touches = [];
        const out = [];
        let line = 1; // next old line to copy
        let idx = 0; // current run in this.runs
        let offset = 0; // lines of the current run already consumed
        const take = (count, sink, from) => {
            let left = count;
            let at = from;
            while (left > 0 && idx < this.runs.length) {
                const run = this.runs[idx];
                const n = Math.min(left, run.len - offset);
                if (sink)
                    push(sink, { len: n, owner: run.owner });
                else if (run.owner !== null && run.owner !== owner)
                    touches.push({ owner: run.owner, from: at, to: at + n - 1, adjacent: false });
                left -= n;
                at += n;
                offset += n;
                if (offset === run.len) {
                    idx++;
                    offset = 0;
                }
            }
        };
        const ownerAt = (which) => {
            if (which === 'before')
                return out.length ? out[out.length - 1].owner : null;
            return this.runs[idx]?.owner ?? null;
        };
        for (const [oldStart, oldLines, newLines] of hunks) {
            // For a pure insertion, oldStart is the line after which the new lines go.
            const first = oldLines === 0 ? oldStart + 1 : oldStart;
            if (first > line)
                take(first - line, out, line);
            line = Math.max(line, first);
            const before = line > 1 ? ownerAt('before') : null;
            if (before !== null && before !== owner)
                touches.push({ owner: before, from: line - 1, to: line - 1, adjacent: true });
            take(oldLines, undefined, line);
            line += oldLines;
            const after = ownerAt('after');
            if (after !== null && after !== owner)
                touches.push({ owner: after, from: line, to: line, adjacent: true });
            if (newLines > 0)
                push(out, { len: newLines, owner });
        }
        // Copy the rest, including the unbounded tail.
        if (idx < this.runs.length) {
            const run = this.runs[idx];
            push(out, { len: run.len - offset, owner: run.owner });
            for (let i = idx + 1; i < this.runs.length; i++)
                push(out, this.runs[i]);
        }
        this.runs = out.length ? out : [{ ...UNKNOWN_TAIL }];
        return touches;
    }
    /** The commit replaced the whole file (binary, or its patch is unknown): it depends on every owner and owns it all. */
    replaceAll(owner) {
        const touches = this.owners().map((o) => ({ owner: o, from: 1, to: Number.POSITIVE_INFINITY, adjacent: false }));
        this.runs = [{ len: Number.POSITIVE_INFINITY, owner }];
        return touches.filter((t) => t.owner !== owner);
    }
    /** A deleted file starts over when it is created again. */
    reset() {
        this.runs = [{ ...UNKNOWN_TAIL }];
    }
    /** Distinct owners, in file order. */
    owners() {
        return [...new Set(this.runs.map((r) => r.owner).filter((o) => o !== null))];
    }
    /** Number of runs (for tests and sizing). */
    get size() {
        return this.runs.length;
    }
}
function push(runs, run) {
    if (run.len <= 0)
        return;
    const last = runs[runs.length - 1];
    if (last && last.owner === run.owner && Number.isFinite(last.len))
        last.len += run.len;
    else
        runs.push({ ...run });
}

// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
;// CONCATENATED MODULE: ./src/domain/plan/dependencies.ts




/**
 * Textual and path dependencies between pending commits, tracked through every commit in between (oldest first):
 * B depends on A when B changes or abuts lines A last changed, or touches a path A created or deleted (a rename is
 * a delete plus a create).
 */
function textualEdges(commits) {
    const files = new Map();
    const pathEvents = new Map();
    const subjects = new Map(commits.map((c) => [c.sha, c.subject]));
    const edges = [];
    const tracker = (path) => {
        let t = files.get(path);
        if (!t)
            files.set(path, (t = new LineOwners()));
        return t;
    };
    for (const c of commits) {
        const owner = c.pending ? c.sha : null;
        const found = new Map();
        // The reason is written only for an edge that is kept: most touches are of commits the fork has (no owner),
        // of a commit already found, or come from a commit that is not pending.
        const add = (to, kind, reason) => {
            if (!c.pending || to === c.sha || found.has(to))
                return;
            found.set(to, { from: c.sha, to, kind, reason: reason() });
        };
        for (const p of c.paths) {
            const ev = pathEvents.get(p.path);
            if (ev)
                add(ev.sha, 'path', () => `path: touches ${p.path}, which ${(0,short_sha/* short */.h)(ev.sha)} ${ev.event} (${subjects.get(ev.sha) ?? ''})`);
        }
        const byPath = new Map((c.hunks?.files ?? []).map((f) => [f.path, f]));
        for (const p of c.paths) {
            const t = tracker(p.path);
            const f = byPath.get(p.path);
            if (!f || f.binary) {
                // No line information (binary, or the patch could not be read): the whole file counts.
                if (p.status === 'A')
                    t.reset();
                const why = f?.binary ? ' (binary)' : '';
                for (const touch of t.replaceAll(owner)) {
                    add(touch.owner, 'textual', () => `textual: changes ${p.path}${why}, last changed by ${label(touch.owner, subjects)}`);
                }
            }
            else {
                if (f.created)
                    t.reset();
                for (const touch of t.apply(f.hunks, owner))
                    add(touch.owner, 'textual', () => textualReason(p.path, touch, subjects));
            }
            if (p.status === 'D' || f?.deleted)
                t.reset();
        }
        for (const p of c.paths) {
            if (p.status === 'A' || p.status === 'D') {
                if (owner)
                    pathEvents.set(p.path, { sha: owner, event: p.status === 'A' ? 'created' : 'deleted' });
                else
                    pathEvents.delete(p.path);
            }
        }
        edges.push(...found.values());
    }
    return edges;
}
function label(sha, subjects) {
    return `${(0,short_sha/* short */.h)(sha)} (${subjects.get(sha) ?? ''})`;
}
function textualReason(path, t, subjects) {
    if (t.adjacent)
        return `textual: changes ${path} next to line ${t.from}, which ${label(t.owner, subjects)} changed`;
    const lines = t.from === t.to ? `line ${t.from}` : `lines ${t.from}-${t.to}`;
    return `textual: changes ${path} ${lines}, last changed by ${label(t.owner, subjects)}`;
}
const REVERT_SUBJECT = /^Revert "(.+)"(?:\s*\(#\d+\))?\s*$/;
// `Reland "X (#10)" (#14)`, `[Reland] X (#15)`, and `Reapply "X (#7918)" (#8029) (#8129)` (git's own word for a
// revert of a revert): matched after the trailing PR numbers are taken off.
const RELAND_SUBJECT = /^(?:Reland:|\[Reland\]|Re-?land|Reapply:?)\s*"?(.+?)"?\s*$/i;
const TRAILING_PRS = /(?:\s*\(#\d+\))+\s*$/;
/** Subjects compared without the PR suffix (` (#1234)`), spacing or case: squash merges renumber them. */
function normalizeSubject(subject) {
    return subject
        .replace(/(\s*\(#\d+\))+\s*$/, '')
        .replace(/\s+/g, ' ')
        .trim()
        .toLowerCase();
}
/**
 * Pairs reverts and relands with what they revert or reland, among the upstream commits missing by ancestry (oldest
 * first): `This reverts commit X` (a full SHA or a unique prefix), `Revert "<subject>"`, `Reland "<subject>"`. A
 * commit's link depends only on the commits before it, so the links of the oldest N are those of the first N.
 */
function revertLinks(history, allShas) {
    // A ref resolves against every missing commit even when only the oldest are paired (a plan's window): a prefix
    // that also names a later commit stays ambiguous.
    const index = new sha_index/* ShaIndex */.n(allShas ?? history.map((c) => c.sha));
    const position = new Map(history.map((c, i) => [c.sha, i]));
    const bySubject = new Map();
    const revertsOf = new Map();
    const links = [];
    history.forEach((c, i) => {
        const revertTarget = REVERT_SUBJECT.exec(c.subject)?.[1];
        const relandTarget = revertTarget ? undefined : RELAND_SUBJECT.exec(c.subject.replace(TRAILING_PRS, ''))?.[1];
        const byRef = (0,provenance/* revertedRefs */.Cc)(c.message)
            .map((ref) => index.resolve(ref))
            .flatMap((r) => (r.kind === 'exact' || r.kind === 'prefix' ? [r.sha] : []))
            .filter((s) => (position.get(s) ?? i) < i);
        if (revertTarget || byRef.length) {
            const named = revertTarget ?? c.message.match(/This reverts commit ([0-9a-fA-F]{7,64})/)?.[1] ?? '';
            const bySubj = revertTarget ? latest(bySubject.get(normalizeSubject(revertTarget))) : undefined;
            const targets = byRef.length ? byRef : bySubj !== undefined ? [history[bySubj].sha] : [];
            links.push({ sha: c.sha, kind: 'revert', targets, named });
            if (revertTarget)
                dependencies_push(revertsOf, normalizeSubject(revertTarget), i);
        }
        else if (relandTarget) {
            const key = normalizeSubject(relandTarget);
            const targets = [latest(revertsOf.get(key)), latest(bySubject.get(key))]
                .filter((n) => n !== undefined)
                .map((n) => history[n].sha);
            links.push({ sha: c.sha, kind: 'reland', targets, named: relandTarget });
        }
        dependencies_push(bySubject, normalizeSubject(c.subject), i);
    });
    return links;
}
function latest(list) {
    return list?.[list.length - 1];
}
function dependencies_push(map, key, value) {
    const list = map.get(key);
    if (list)
        list.push(value);
    else
        map.set(key, [value]);
}
/** Edges for links whose both ends are pending: the pair must travel together, the revert after its target. */
function revertEdges(links, pending, subjects) {
    const edges = [];
    for (const l of links) {
        if (!pending.has(l.sha))
            continue;
        for (const t of l.targets) {
            if (!pending.has(t))
                continue;
            const reason = l.kind === 'revert'
                ? `revert: reverts ${label(t, subjects)}`
                : `reland: relands "${l.named}" after ${label(t, subjects)}`;
            edges.push({ from: l.sha, to: t, kind: l.kind, reason });
        }
    }
    return edges;
}


/***/ }),

/***/ 9844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readIngestionState: () => (/* binding */ readIngestionState)
});

// EXTERNAL MODULE: ./src/adapters/git/read/diff-hunks.ts
var diff_hunks = __webpack_require__(9781);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/adapters/git/read/object-batch.ts
var object_batch = __webpack_require__(9340);
// EXTERNAL MODULE: ./src/adapters/git/run/git-errors.ts
var git_errors = __webpack_require__(3785);
// EXTERNAL MODULE: ./src/adapters/git/pick/merge-tree.ts + 2 modules
var merge_tree = __webpack_require__(3001);
;// CONCATENATED MODULE: ./src/adapters/git/read/content-present.ts





const ZERO = /^0+$/;
const BATCH_FROM = 4;
/**
 * Which commits' picks onto `tip` would come out empty, with the same predictor plan uses (a cherry-pick's three-way
 * merge by merge-tree, onto the tip alone). Most commits are decided from blob ids first, which is exact: when every
 * changed path already has the commit's blob at the tip, the merge result is the tip (empty); when some changed path
 * still has the parent's blob at the tip, the merge takes the commit's side there (not empty). Only the rest are merged.
 */
async function contentAlreadyPresent(git, tip, commits, logger, prefetched, 
/** How the added lines of the commits still undecided are read (the ledger shares one patch read); readHunks. */
readAdded = (shas) => (0,diff_hunks/* readHunks */.ce)(git, shas, { addedLines: true }), 
/** `tip`'s commit, tree and object directory when the caller has them (`resolveTipsAtOnce`). */
tipObjects, 
/** Outcomes of earlier runs' lines checks: a commit whose key still matches is not read. */
store) {
    const out = { present: new Set(), decided: new Map() };
    const usable = commits.filter((c) => c.parent);
    if (!usable.length)
        return out;
    const { changes, atTip, contents } = await completeInputs(git, tip, usable, prefetched);
    const undecided = [];
    for (const c of usable) {
        const list = changes.get(c.sha) ?? [];
        let verdict = 'same-blobs';
        for (const x of list) {
            const t = atTip.get(x.path);
            // Mode-only changes and unreadable paths are left to the merge.
            if (t === undefined || x.oldOid === x.newOid) {
                verdict = undefined;
                continue;
            }
            if (t === x.oldOid) {
                verdict = 'untouched-path';
                break;
            }
            if (t !== x.newOid)
                verdict = undefined;
        }
        if (verdict) {
            out.decided.set(c.sha, verdict);
            if (verdict === 'same-blobs')
                out.present.add(c.sha);
        }
        else
            undecided.push(c);
    }
    const rest = undecided.length
        ? await addedLinesMissing(git, undecided, { atTip, changes, ...(contents ? { contents } : {}) }, out, readAdded, store)
        : [];
    // Each onto the tip alone (the tip does not advance); few commits get here.
    if (rest.length) {
        const predicted = await (0,merge_tree/* predictCherryPicks */.HE)(git, tip, rest, {
            // Past a few commits, the long-lived merge-tree processes beat two processes per commit.
            mode: rest.length > BATCH_FROM ? 'batch' : 'per-commit',
            // One merge process: each merge is onto the tip alone, so a second one only adds a process start (~5 ms)
            // to merges of ~1 ms CPU each; the content check merges a few dozen at most.
            workers: 1,
            advance: false,
            ...(logger ? { logger } : {}),
            ...(tipObjects ? { tipObjects } : {}),
        });
        for (const v of predicted.verdicts) {
            out.decided.set(v.sha, v.verdict);
            if (v.verdict === 'empty')
                out.present.add(v.sha);
        }
    }
    return out;
}
/**
 * The tip's whole tree in one `ls-tree -r -z`: it needs only the tip, so it runs beside the history read, and it
 * answers thousands of paths for the cost of one tree walk (`cat-file --batch-check` resolves every path alone: 6,150
 * paths took 30x longer than listing a 4,000-file tree).
 */
async function listTipBlobs(git, tip) {
    const { stdout } = await git.run(['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', tip]);
    const blobs = new Map();
    const other = new Set();
    let pos = 0;
    while (pos < stdout.length) {
        const end = stdout.indexOf('\0', pos);
        const stop = end < 0 ? stdout.length : end;
        // `<mode> SP <type> SP <oid> TAB <path>`
        const tab = stdout.indexOf('\t', pos);
        if (tab > pos && tab < stop) {
            const meta = stdout.slice(pos, tab);
            const path = stdout.slice(tab + 1, stop);
            const s1 = meta.indexOf(' ');
            const s2 = meta.indexOf(' ', s1 + 1);
            if (meta.slice(s1 + 1, s2) === 'blob')
                blobs.set(path, meta.slice(s2 + 1));
            else
                other.add(path);
        }
        pos = stop + 1;
    }
    return { blobs, other };
}
/** What `blobsAt` answers, from a listing: a blob id, null when absent, nothing for a tree or a submodule. */
function blobsFromListing(listing, paths) {
    const out = new Map();
    let dirs;
    for (const p of paths) {
        if (p.includes('\n'))
            continue;
        const oid = listing.blobs.get(p);
        if (oid !== undefined) {
            out.set(p, oid);
            continue;
        }
        if (listing.other.has(p))
            continue;
        dirs ??= directoriesOf(listing);
        if (!dirs.has(p))
            out.set(p, null);
    }
    return out;
}
function directoriesOf(listing) {
    const dirs = new Set();
    for (const p of [...listing.blobs.keys(), ...listing.other]) {
        for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) {
            const dir = p.slice(0, i);
            if (dirs.has(dir))
                break;
            dirs.add(dir);
        }
    }
    return dirs;
}
/**
 * Reads the content check's inputs for a superset of the commits it will be asked about, so that this git work runs
 * beside other work (patch-ids) instead of after it. Changed paths that carry their blob ids (a log read with
 * `--raw`) need no diff; only the tip's blobs are read. The check itself reads whatever the superset missed.
 */
async function prefetchContentInputs(git, tip, commits, tipListing, 
/**
 * Without a listing, read the tip's blobs at these paths whole, in the process that resolves them: a check of a
 * few commits then reads no blob again for their added lines (one process instead of two).
 */
options = {}) {
    const changes = new Map();
    const unread = [];
    for (const c of commits) {
        const list = c.paths && c.paths.every((p) => p.oldOid !== undefined) ? knownChanges(c.paths) : undefined;
        if (list) {
            if (list.length)
                changes.set(c.sha, list);
        }
        else
            unread.push(c.sha);
    }
    if (unread.length)
        for (const [sha, list] of await rawChanges(git, unread))
            changes.set(sha, list);
    const paths = pathsOf(changes.values());
    const listing = tipListing ? await tipListing : undefined;
    const read = !listing && options.contents ? await blobsWithContents(git, tip, paths) : undefined;
    const atTip = listing ? blobsFromListing(listing, paths) : (read?.atTip ?? (await blobsAt(git, tip, paths)));
    return {
        changes,
        atTip,
        askedShas: new Set(commits.map((c) => c.sha)),
        askedPaths: new Set(paths),
        ...(listing ? { listing } : {}),
        ...(read ? { contents: read.contents } : {}),
    };
}
/**
 * What `blobsAt` answers, read by one `cat-file --batch` that also gives each blob's bytes: `<tip>:<path>` names a
 * blob (its id), a tree or a submodule (no entry, as blobsAt), or nothing (null: missing).
 */
async function blobsWithContents(git, commit, paths) {
    const atTip = new Map();
    const contents = new Map();
    const asked = paths.filter((p) => !p.includes('\n'));
    const objects = await (0,object_batch/* readObjectBatch */.e)(git, asked.map((p) => `${commit}:${p}`));
    for (const p of asked) {
        const object = objects.get(`${commit}:${p}`);
        if (!object)
            atTip.set(p, null);
        else if (object.type === 'blob') {
            atTip.set(p, object.oid);
            contents.set(object.oid, object.content);
        }
    }
    return { atTip, contents };
}
function knownChanges(paths) {
    return paths.map((p) => ({ path: p.path, oldOid: p.oldOid ?? null, newOid: p.newOid ?? null }));
}
async function completeInputs(git, tip, commits, prefetched) {
    // A failed prefetch is not an answer: the check reads the inputs itself (and reports its own error).
    const have = prefetched ? await prefetched.catch(() => undefined) : undefined;
    const changes = new Map();
    const missing = [];
    for (const c of commits) {
        if (have?.askedShas.has(c.sha))
            changes.set(c.sha, have.changes.get(c.sha) ?? []);
        else
            missing.push(c.sha);
    }
    // Every commit was prefetched: each of its paths was asked then, and the prefetch's answers are these answers.
    if (!missing.length && have)
        return { changes, atTip: have.atTip, ...(have.contents ? { contents: have.contents } : {}) };
    if (missing.length)
        for (const [sha, list] of await rawChanges(git, missing))
            changes.set(sha, list);
    const paths = pathsOf(changes.values());
    const atTip = new Map();
    const unknown = [];
    for (const p of paths) {
        if (!have?.askedPaths.has(p))
            unknown.push(p);
        else if (have.atTip.has(p))
            atTip.set(p, have.atTip.get(p));
    }
    if (unknown.length) {
        const found = have?.listing ? blobsFromListing(have.listing, unknown) : await blobsAt(git, tip, unknown);
        for (const [p, oid] of found)
            atTip.set(p, oid);
    }
    return { changes, atTip, ...(have?.contents ? { contents: have.contents } : {}) };
}
function pathsOf(lists) {
    const out = new Set();
    for (const list of lists)
        for (const x of list)
            out.add(x.path);
    return [...out];
}
/** `diff-tree --stdin -r --raw -z` for many commits in one process: per commit its changed paths with blob ids. */
async function rawChanges(git, shas) {
    const { stdout } = await git.run(['diff-tree', '--stdin', '-r', '--no-renames', '--raw', '-z'], {
        input: `${shas.join('\n')}\n`,
    });
    const out = new Map();
    const fields = stdout.split('\0');
    let current;
    for (let i = 0; i < fields.length; i++) {
        const f = fields[i].replace(/^\n/, '');
        if (!f)
            continue;
        if (f.startsWith(':')) {
            const [, , oldOid = '', newOid = ''] = f.slice(1).split(' ');
            const path = fields[++i] ?? '';
            current?.push({ path, oldOid: ZERO.test(oldOid) ? null : oldOid, newOid: ZERO.test(newOid) ? null : newOid });
        }
        else {
            current = [];
            out.set(f.trim(), current);
        }
    }
    return out;
}
/** Blob id of each path at `commit` (null: absent), by one `cat-file --batch-check`; paths with a newline are skipped. */
async function blobsAt(git, commit, paths) {
    const out = new Map();
    const asked = paths.filter((p) => !p.includes('\n'));
    if (!asked.length)
        return out;
    const { stdout } = await git.run(['cat-file', '--batch-check=%(objectname) %(objecttype)'], {
        input: asked.map((p) => `${commit}:${p}`).join('\n') + '\n',
    });
    const lines = stdout.split('\n');
    asked.forEach((p, i) => {
        const line = lines[i] ?? '';
        if (line.endsWith(' missing'))
            out.set(p, null);
        else {
            const [oid, type] = line.split(' ');
            // A path that is a tree at the tip (a file became a directory) is left to the merge.
            if (oid && type === 'blob')
                out.set(p, oid);
        }
    });
    return out;
}
/**
 * A pick can only be empty when every line it adds is already in the tip's version of that file (a clean merge keeps
 * its added lines; a conflict is not empty). Commits with an added line the tip lacks are decided `lines-missing`;
 * the rest (binary patches, deletions only, lines all present) are returned for the merge.
 */
async function addedLinesMissing(git, commits, inputs, out, readAdded, store) {
    const { atTip, changes } = inputs;
    const missingOf = new Map();
    const keys = new Map();
    if (store)
        for (const c of commits) {
            const key = linesKey(changes.get(c.sha) ?? [], atTip);
            keys.set(c.sha, key);
            const kept = store.linesCheck(c.sha);
            if (kept?.key === key)
                missingOf.set(c.sha, kept.missing);
        }
    const unread = store ? commits.filter((c) => !missingOf.has(c.sha)) : commits;
    if (unread.length)
        await checkAddedLines(git, unread, inputs, readAdded, missingOf, store ? { store, keys } : undefined);
    const rest = [];
    for (const c of commits) {
        if (missingOf.get(c.sha))
            out.decided.set(c.sha, 'lines-missing');
        else
            rest.push(c);
    }
    return rest;
}
/**
 * Reads the commits' added lines and the tip's blobs at their paths, and sets each commit's outcome in `missingOf`
 * (kept in `store`, under its key, where every blob it needed was read: an unreadable blob counts as lacking every
 * line, which is not a fact about the commit).
 */
async function checkAddedLines(git, commits, inputs, readAdded, missingOf, keep) {
    const { atTip, changes } = inputs;
    // The tip's blobs at every path these commits change (a superset of the paths their patches add lines to) are
    // read beside the patches, not after them.
    const oids = new Set();
    for (const c of commits)
        for (const x of changes.get(c.sha) ?? []) {
            const oid = atTip.get(x.path);
            if (oid)
                oids.add(oid);
        }
    const [read, lines] = await Promise.all([
        readAdded(commits.map((c) => c.sha)),
        blobLines(git, [...oids], inputs.contents),
    ]);
    // A patch git could not produce (objects missing) fails the check, as a failed diff always did.
    const failure = commits.find((c) => read.failed.has(c.sha));
    if (failure)
        throw new git_errors/* GitError */.XS(['diff-tree'], 128, read.stderr?.get(failure.sha) ?? read.failed.get(failure.sha));
    const added = read.added ?? new Map();
    for (const c of commits) {
        let missing = false;
        let whole = true;
        // Binary files have no entry: only a merge can tell.
        for (const [path, add] of added.get(c.sha) ?? []) {
            if (!atTip.has(path))
                continue;
            const oid = atTip.get(path);
            const have = oid ? lines.get(oid) : NO_LINES;
            if (!have)
                whole = false;
            if (add.some((l) => !have?.has(l))) {
                missing = true;
                break;
            }
        }
        missingOf.set(c.sha, missing);
        const key = keep?.keys.get(c.sha);
        if (keep && key !== undefined && whole)
            keep.store.setLinesCheck(c.sha, key, missing);
    }
}
/**
 * What a lines check of a commit is decided against: the tip's blob at each path the commit changes (or that the
 * tip has none there, or that it was not read), with this check's rule version. Equal keys, equal outcomes.
 */
function linesKey(list, atTip) {
    const h = (0,external_node_crypto_.createHash)('sha1').update(LINES_RULE);
    for (const x of list)
        h.update(`\0${x.path}\0${atTip.has(x.path) ? (atTip.get(x.path) ?? '-') : '?'}`);
    return h.digest('base64url');
}
/** Changed whenever what the lines check compares changes (kept outcomes of another rule are not used). */
const LINES_RULE = 'added-lines-1';
/** Each blob's lines: from the bytes already read, the rest by one `cat-file --batch`. */
async function blobLines(git, oids, known) {
    const out = new Map();
    const unread = known ? oids.filter((oid) => !known.has(oid)) : oids;
    const objects = unread.length ? await (0,object_batch/* readObjectBatch */.e)(git, unread) : undefined;
    for (const oid of oids) {
        const content = known?.get(oid) ?? objects?.get(oid)?.content;
        if (content)
            out.set(oid, new BlobLines(content));
    }
    return out;
}
/** How many lines of one blob are looked for by search before its lines are put in a set. */
const SEARCHES_BEFORE_SET = 16;
/**
 * Whether a blob has a line, as `new Set(text.split('\n')).has(line)` answers, without building the set for every
 * blob: most commits are decided by their first added line that the tip lacks, so most blobs are asked once or
 * twice (at LLVM scale, sets of ~15,000 blobs were a tenth of the run's JavaScript). The text is decoded when first
 * asked; a blob asked many times (a large commit) gets its set.
 */
class BlobLines {
    content;
    text;
    set;
    searches = 0;
    constructor(content) {
        this.content = content;
    }
    has(line) {
        if (this.set)
            return this.set.has(line);
        const text = (this.text ??= typeof this.content === 'string' ? this.content : this.content.toString('utf8'));
        if (++this.searches > SEARCHES_BEFORE_SET) {
            this.set = new Set(text.split('\n'));
            return this.set.has(line);
        }
        return hasLine(text, line);
    }
}
/** A path the tip lacks: no line is there (not even an empty one). */
const NO_LINES = { has: () => false };
/** Whether `line` (no newline in it) is one of the `\n`-separated lines of `text`. */
function hasLine(text, line) {
    for (let from = 0; from <= text.length;) {
        const at = text.indexOf(line, from);
        if (at < 0)
            return false;
        const end = at + line.length;
        if ((at === 0 || text.charCodeAt(at - 1) === 10) && (end === text.length || text.charCodeAt(end) === 10))
            return true;
        from = at + 1;
    }
    return false;
}

// EXTERNAL MODULE: ./src/adapters/git/read/refs.ts
var refs = __webpack_require__(3840);
;// CONCATENATED MODULE: ./src/adapters/git/read/history-tips.ts

const SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
/**
 * The two tips a ledger read starts from, and that the clone is complete, in one git process (every lag, plan and
 * apply run pays for its process starts); the fork tip's tree and the object directory come with them, for the
 * content check's simulated picks. Undefined when anything is unusual — not a repository, a shallow clone, an unknown
 * ref, a name that reads as a range or a path: the caller then runs the one-question checks, whose errors say exactly
 * what is wrong.
 */
async function resolveTipsAtOnce(git, upstream, fork) {
    try {
        (0,refs/* assertSafeRevision */.j_)(upstream, 'upstream');
        (0,refs/* assertSafeRevision */.j_)(fork, 'fork');
    }
    catch {
        return undefined;
    }
    const r = await git
        .run([
        'rev-parse',
        '--is-shallow-repository',
        '--git-path',
        'objects',
        '--end-of-options',
        `${upstream}^{commit}`,
        `${fork}^{commit}`,
        `${fork}^{tree}`,
    ], { okExitCodes: [128] })
        .catch(() => undefined);
    if (!r || r.exitCode !== 0)
        return undefined;
    // git 2.39 echoes `--end-of-options` here; later versions may not.
    const lines = r.stdout.split('\n').filter((l) => l && l !== '--end-of-options');
    if (lines.length !== 5 || lines[0] !== 'false' || !lines.slice(2).every((l) => SHA.test(l)))
        return undefined;
    return { upstream: lines[2], fork: lines[3], forkTree: lines[4], objects: lines[1] };
}

// EXTERNAL MODULE: ./src/shared/progress.ts
var shared_progress = __webpack_require__(1378);
// EXTERNAL MODULE: ./src/domain/commit.ts
var commit = __webpack_require__(6059);
// EXTERNAL MODULE: ./src/domain/ledger/rules.ts
var ledger_rules = __webpack_require__(9327);
;// CONCATENATED MODULE: ./src/domain/ledger/classify.ts


/**
 * Classifies every upstream commit missing by ancestry. Precedence (docs/ledger-and-lag.md):
 * 1. content in the fork — a live pick (trailer, PR number, section), an equal patch-id, an empty pick, or a picked
 *    reapply of it (or of what it reverts) — is ingested whatever any declaration says (contradictions are reported);
 * 2. else the ledger file (the user's override);
 * 3. else the latest of: a live declaration in a fork message, the fork's revert of its pick (a deferral until
 *    upstream changes those lines again or a person asks for a retry);
 * 4. else a notApplicable path rule (wont-port);
 * 5. else pending. `defer` keeps a commit in the backlog.
 */
function classifyUpstream(upstream, analysis, inputs) {
    const out = [];
    for (const c of upstream)
        if (c.parents.length <= 1)
            out.push(classifyOne(c, out.length, analysis, inputs));
    return out;
}
/**
 * The same classification after new evidence about some commits only (content found present): every other
 * commit's class depends on its own evidence alone, so it is kept, not computed again.
 */
function reclassify(previous, records, changed, analysis, inputs) {
    return previous.map((c) => (changed.has(c.sha) ? classifyOne(records.get(c.sha), c.index, analysis, inputs) : c));
}
const NO_CLAIMS = [];
const NO_FORKS = [];
// Built field by field, without object spreads: this runs once per upstream commit on every lag, plan and apply.
function classifyOne(c, index, analysis, inputs) {
    const claims = analysis.claims.get(c.sha) ?? NO_CLAIMS;
    const livePicks = claims.filter((k) => k.live && k.meaning === 'picked');
    const matched = inputs.patchMatches.get(c.sha) ?? NO_FORKS;
    const byPatch = matched.length ? matched.filter((f) => !analysis.revertedBy.has(f)) : [];
    const byContent = inputs.content?.has(c.sha) ?? false;
    const reapply = inputs.reapplied?.get(c.sha);
    const evidence = claims.map((k) => claimEvidence(k));
    for (const f of byPatch)
        evidence.push({
            via: 'patch-id',
            meaning: 'picked',
            forkCommit: f,
            rule: 'patch-id',
            counted: true,
            note: 'same patch-id as this fork commit',
        });
    if (byContent)
        evidence.push({
            via: 'content',
            meaning: 'picked',
            rule: 'empty-pick',
            counted: true,
            note: 'its pick onto the fork tip would be empty',
        });
    if (reapply)
        evidence.push({
            via: 'reapply',
            meaning: 'picked',
            rule: 'reapply',
            counted: false,
            note: `the fork picked its reapply ${reapply.slice(0, 10)}: the net change is the reapply's`,
        });
    const reverted = inputs.reverted?.get(c.sha);
    if (reverted)
        evidence.push({
            via: 'revert',
            meaning: 'defer',
            forkCommit: reverted.revertCommit,
            rule: 'reverted pick',
            line: reverted.subject,
            reason: reverted.reason,
            counted: false,
            ...(reverted.retry ? { note: `retried: ${reverted.retry}` } : {}),
        });
    const entry = inputs.ledger.bySha.get(c.sha);
    if (entry) {
        const e = {
            via: 'ledger',
            meaning: entry.disposition,
            rule: 'ledger file',
            reason: entry.reason,
            counted: false,
        };
        if (entry.blockedBy)
            e.blockedBy = entry.blockedBy;
        evidence.push(e);
    }
    const result = {
        sha: c.sha,
        index,
        subject: (0,commit/* subjectOf */.e)(c.message),
        committedAt: c.committedAt,
        status: 'pending',
        reached: false,
        via: [],
        forkCommits: [],
        evidence,
    };
    const dead = analysis.revertedPicksByUpstream.get(c.sha);
    if (dead?.length)
        result.revertedPicks = dead;
    const declarations = claims.length ? claims.filter((k) => k.live && k.meaning !== 'picked') : [];
    let latestDecl;
    for (const k of declarations)
        if (!latestDecl || k.forkIndex >= latestDecl.forkIndex)
            latestDecl = k;
    const mark = (pred, note) => {
        for (const e of evidence)
            if (pred(e)) {
                e.counted = true;
                if (note)
                    e.note = note;
            }
    };
    if (livePicks.length || byPatch.length || byContent || reapply) {
        mark((e) => e.meaning === 'picked' &&
            e.via !== 'ledger' &&
            (e.via !== 'reapply' || (!livePicks.length && !byPatch.length && !byContent)) &&
            (e.forkCommit === undefined || !analysis.revertedBy.has(e.forkCommit)));
        const via = order(evidence.filter((e) => e.counted && e.meaning === 'picked').map((e) => e.via));
        let lastPick = -1;
        for (const k of livePicks)
            if (k.forkIndex > lastPick)
                lastPick = k.forkIndex;
        const contradicting = [];
        if (entry)
            contradicting.push(`the ledger file declares it ${entry.disposition}`);
        for (const k of declarations)
            if (k.meaning !== 'defer' || k.forkIndex > lastPick)
                contradicting.push(`${k.forkCommit.slice(0, 10)} declares it ${k.meaning}`);
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked' && !e.note)
                e.note = 'overridden: the commit is in the fork';
        result.status = 'ingested';
        result.reached = true;
        result.via = via;
        result.forkCommits = [...new Set([...livePicks.map((k) => k.forkCommit), ...byPatch])];
        if (entry)
            result.ledger = { ...disposition(entry), source: 'ledger', via: 'ledger' };
        if (contradicting.length)
            result.contradiction = `in the fork (${via.join(', ')}), yet ${contradicting.join('; ')}`;
        return result;
    }
    let declared;
    const sticky = reverted && !reverted.retry ? reverted : undefined;
    if (entry) {
        declared = { ...disposition(entry), source: 'ledger', via: 'ledger' };
        mark((e) => e.via === 'ledger');
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked')
                e.note ??= 'overridden by the ledger file';
    }
    else if (sticky && (!latestDecl || latestDecl.forkIndex < sticky.forkIndex)) {
        declared = { disposition: 'defer', reason: sticky.reason, source: sticky.revertCommit, via: 'revert' };
        mark((e) => e.via === 'revert');
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked')
                e.note ??= 'superseded by the revert';
    }
    else if (latestDecl) {
        declared = {
            disposition: latestDecl.meaning,
            reason: latestDecl.reason ?? `declared ${latestDecl.meaning} in ${latestDecl.forkCommit.slice(0, 10)}`,
            source: latestDecl.forkCommit,
            via: latestDecl.via,
        };
        if (latestDecl.blockedBy)
            declared.blockedBy = latestDecl.blockedBy;
        const i = claims.indexOf(latestDecl);
        evidence[i].counted = true;
        for (const e of evidence)
            if (!e.counted && e.meaning !== 'picked')
                e.note ??= 'superseded by a later declaration';
    }
    else {
        const rule = inputs.pathRule?.(c);
        if (rule) {
            declared = { disposition: 'wont-port', reason: rule.reason, source: 'path-rule', via: 'path-rule' };
            evidence.push({ via: 'path-rule', meaning: 'wont-port', rule: rule.rule, reason: rule.reason, counted: true });
        }
    }
    if (declared) {
        const contradictory = entry ? declarations.filter((k) => k.meaning !== declared.disposition) : [];
        result.status = 'declared';
        result.reached = declared.disposition !== 'defer';
        result.via = [declared.via];
        result.forkCommits = declared.source.length === 40 || declared.source.length === 64 ? [declared.source] : [];
        result.ledger = declared;
        if (contradictory.length)
            result.contradiction = `the ledger file says ${declared.disposition}; fork messages say ${contradictory.map((k) => `${k.meaning} (${k.forkCommit.slice(0, 10)})`).join(', ')}`;
        return result;
    }
    return result;
}
function claimEvidence(k) {
    const e = {
        via: k.via,
        meaning: k.meaning,
        forkCommit: k.forkCommit,
        rule: k.rule,
        line: k.line,
        counted: false,
    };
    if (k.reason)
        e.reason = k.reason;
    if (k.blockedBy)
        e.blockedBy = k.blockedBy;
    if (!k.live)
        e.note = 'the fork commit was reverted';
    return e;
}
function disposition(entry) {
    return {
        disposition: entry.disposition,
        reason: entry.reason,
        ...(entry.blockedBy ? { blockedBy: entry.blockedBy } : {}),
    };
}
function order(vias) {
    const set = new Set(vias);
    return ledger_rules/* VIA_ORDER */.C8.filter((v) => set.has(v));
}

// EXTERNAL MODULE: ./src/domain/ledger/message-refs.ts
var message_refs = __webpack_require__(286);
;// CONCATENATED MODULE: ./src/domain/ledger/pr-subjects.ts
/**
 * Upstream PR numbers in fork subjects. Real forks write `[pick] <upstream subject> (#8121) (#735)` or
 * `[Cherry-pick] '<upstream subject> (#8121)' (#735)` (the upstream PR first, the fork's own PR last), and bundle
 * subjects `Cherry-pick 15 upstream(#10702 #10689 … #10729) (#2877)`, cut mid-list when long.
 */

// A group closed by `)`, or cut: by the end of the subject, or by the fork's own `(#N)` that the tool appended after
// the cut (`upstream(#9704 … #10302... (#2334)`).
const GROUP = /\(([^()]{0,2000})\)|\(([^()]{0,2000})(?:$|(?=\(\s*#\d{1,7}\s*\)\s*$))/g;
const LIST_ONLY = /^[\s#\d,;….]*$/;
const MARKER = /\b(?:cherry[- ]?pick(?:ed)?|pick|backport(?:ed)?|port(?:ed)?)\b/i;
/** PR numbers a subject declares, by position; prose mentions (`fixes #12`, `unlike #9`) outside parentheses are not read. */
function subjectPrRefs(subject) {
    const s = (0,message_refs/* cut */.Jj)(subject);
    const lists = [];
    const singles = [];
    let wasCut = false;
    for (const m of s.matchAll(GROUP)) {
        const body = m[1] ?? m[2];
        if (!LIST_ONLY.test(body) || !body.includes('#'))
            continue;
        const numbers = Array.from(body.matchAll(/#(\d{1,7})/g), (x) => Number(x[1]));
        // A list cut mid-way (no closing parenthesis) may end in a cut number: never trust its last entry.
        if (m[2] !== undefined) {
            numbers.pop();
            wasCut = true;
        }
        if (numbers.length > 1 || m[2] !== undefined)
            lists.push(...numbers);
        else if (numbers.length === 1)
            singles.push(numbers[0]);
    }
    const out = {
        list: lists,
        marker: MARKER.test(s),
        text: normalizeSubject(s),
        ...(wasCut ? { cut: true } : {}),
    };
    // With a bundle list, trailing single numbers are the fork's own PR.
    if (!lists.length && singles.length) {
        out.last = singles[singles.length - 1];
        if (singles.length > 1)
            out.beforeLast = singles[singles.length - 2];
    }
    return out;
}
const CONTINUATION = /^[ \t]*(?:\.\.\.|…)[ \t]*([#\d][^()]{0,2000})\)/;
/**
 * The rest of a cut bundle list that the tool moved to the body's first line (`...#10199 #10177 … #10194)`): the
 * numbers up to the closing parenthesis. A leading fragment without `#` is the tail of the cut number: never read.
 */
function listContinuation(line) {
    const m = CONTINUATION.exec((0,message_refs/* cut */.Jj)(line));
    if (!m)
        return [];
    return Array.from(m[1].matchAll(/(?:^|[\s,;])#(\d{1,7})\b/g), (x) => Number(x[1]));
}
/** Lower case, without `(#N)` groups, `[tags]`, quotes and punctuation: what two subjects of one change share. */
function normalizeSubject(subject) {
    return (0,message_refs/* cut */.Jj)(subject)
        .toLowerCase()
        .replace(/\(\s*#\d[^()]*\)/g, ' ')
        .replace(/\[[^\]]{0,60}\]/g, ' ')
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
}
/** Whether the fork subject carries the upstream subject's words (a pick keeps them, a fork change does not). */
function subjectsMatch(forkText, upstreamText) {
    // Short generic titles ("fix build") would match fork subjects by accident.
    if (upstreamText.length < 12)
        return false;
    return ` ${forkText} `.includes(` ${upstreamText} `);
}

;// CONCATENATED MODULE: ./src/domain/ledger/message-claims.ts
/**
 * What one fork commit message declares about upstream commits, rule by rule: `-x` lines, trailer lines (one or
 * several SHAs, commit URLs, PR URLs or `#N`), body sections (`Picked (15): #1 #2`, a heading then bulleted entries,
 * `Deferred (6, backlog):` with reasons), user patterns, and the PR numbers of the subject (resolved later against
 * upstream's subjects). Quoted lines (`>`) and fenced code blocks are someone else's words: never read as declarations.
 */


const HEX = '[0-9a-fA-F]{7,64}';
const CHERRY_PICKED = new RegExp(`\\(cherry picked from commit (${HEX})\\)`, 'g');
const TRAILER = /^[ \t*\-•+]*([A-Za-z][\w .'’-]{0,60}?)[ \t]*:[ \t]*(\S.*)$/;
// `Picked (15): #1 #2`, `Deferred (6, backlog):`, `### Deferred (15) — each tracked on a live task` (a note after a
// dash describes the section; entries follow on the next lines).
const HEADING = /^([A-Za-z][A-Za-z'’ /-]{0,40}?)[ \t]*(\([^()\n]{0,60}\))?[ \t]*(?::[ \t]*(.*)|[ \t]+[—–][ \t]*[^#\n]{0,200})?$/;
/** `**T279638562** (AMD backend divergence): #9666 …`: entries grouped under a task id, with the group's reason. */
const GROUP_LABEL = /^(?:\*\*|__)?([A-Za-z][\w.-]{0,40})(?:\*\*|__)?[ \t]*(?:\(([^()\n]{0,200})\))?[ \t]*:[ \t]*(#\d.*)$/;
const BULLET = /^[ \t]*[-*•+][ \t]+(.*)$/;
const QUOTED = /^[ \t]*>/;
const FENCE = /^[ \t]*(```|~~~)/;
const show = (line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line).trim();
/**
 * What every declaration in a body holds: a ref (`#N`, a pull-request URL, or a hex run of 7+ for a SHA or a commit
 * URL: `TOKEN` in message-refs.ts, and a section entry's `(#N)`). A body without one declares nothing, unless a user
 * pattern reads the body (its capture may be a bare number).
 */
const MAY_NAME = /#\d|\/pull\/\d|[0-9a-fA-F]{7}/;
function readMessage(message, rules) {
    const nl = message.indexOf('\n');
    const subjectLine = (0,message_refs/* cut */.Jj)(nl < 0 ? message : message.slice(0, nl));
    // The cheap first pass: one search of the body, then its lines only where a ref may be (most fork commits of
    // their own have none). Kept exact by construction: every claim below needs what MAY_NAME finds.
    const bodyMayDeclare = nl >= 0 && (rules.patterns.some((p) => p.where === 'body') || MAY_NAME.test(message.slice(nl)));
    const claims = [];
    for (const m of message.matchAll(CHERRY_PICKED)) {
        claims.push({
            target: { kind: 'sha', ref: m[1].toLowerCase() },
            meaning: 'picked',
            via: 'trailer',
            rule: 'cherry-pick -x',
            line: show(m[0]),
        });
    }
    for (const p of rules.patterns) {
        if (p.where !== 'subject')
            continue;
        const m = p.re.exec(subjectLine);
        const t = m?.[1] !== undefined ? (0,message_refs/* refFromCapture */.CO)(m[1], p.match) : undefined;
        if (t)
            claims.push({
                target: t,
                meaning: p.meaning,
                via: p.match === 'pr' ? 'pr-number' : 'trailer',
                rule: p.name,
                line: show(subjectLine),
            });
    }
    const subject = /^(?:Revert|Reapply) "/.test(subjectLine) ? undefined : subjectPrRefs(subjectLine);
    if (!subject?.cut && !bodyMayDeclare)
        return { claims, subjectLine, ...(subject ? { subject } : {}) };
    const lines = message.split('\n');
    // A cut bundle list may go on at the start of the body (`...#10199 #10177 … #10194)`).
    if (subject?.cut) {
        const first = lines.slice(1).find((l) => l.trim());
        if (first)
            subject.list.push(...listContinuation(first));
    }
    if (!bodyMayDeclare)
        return { claims, subjectLine, ...(subject ? { subject } : {}) };
    let section;
    let fenced = false;
    for (let i = 1; i < lines.length; i++) {
        const line = (0,message_refs/* cut */.Jj)(lines[i]);
        if (FENCE.test(line)) {
            fenced = !fenced;
            section = undefined;
            continue;
        }
        if (fenced || QUOTED.test(line)) {
            section = undefined;
            continue;
        }
        if (!line.trim())
            continue;
        const heading = headingOf(line, rules);
        if (heading) {
            section = heading;
            if (heading.rest)
                sectionEntry(claims, heading.rule, heading.heading, heading.rest, line);
            continue;
        }
        const bullet = BULLET.exec(line);
        if (section && (bullet || /^[ \t]*#\d/.test(line))) {
            sectionEntry(claims, section.rule, section.heading, bullet ? bullet[1] : line, line);
            continue;
        }
        // An indented line continues the entry above it (a bullet's trailer line); any other line ends the section:
        // prose in the same body is not a declaration.
        if (!(section && /^[ \t]+\S/.test(line)))
            section = undefined;
        const t = TRAILER.exec(line);
        const rule = t ? rules.trailers.get(t[1].toLowerCase()) : undefined;
        if (rule) {
            const { refs, rest } = (0,message_refs/* leadingRefs */.pH)(t[2], false);
            const blockedBy = rule.meaning === 'defer' ? (0,message_refs/* blockerIn */.ky)(rest) : undefined;
            for (const target of refs)
                claims.push({
                    target,
                    meaning: rule.meaning,
                    via: target.kind === 'pr' ? 'pr-number' : 'trailer',
                    rule: rule.name,
                    line: show(line),
                    ...(rule.meaning !== 'picked' && rest ? { reason: rest } : {}),
                    ...(blockedBy ? { blockedBy } : {}),
                });
            continue;
        }
        for (const p of rules.patterns) {
            if (p.where !== 'body')
                continue;
            const m = p.re.exec(line);
            const target = m?.[1] !== undefined ? (0,message_refs/* refFromCapture */.CO)(m[1], p.match) : undefined;
            if (target)
                claims.push({
                    target,
                    meaning: p.meaning,
                    via: p.match === 'pr' ? 'pr-number' : 'trailer',
                    rule: p.name,
                    line: show(line),
                });
        }
    }
    return { claims, subjectLine, ...(subject ? { subject } : {}) };
}
function headingOf(line, rules) {
    // The same text as replacing `**`, `__` and a leading `#…` then trimming, with each replace run only when the line
    // holds what it removes: this runs on every body line of a message that may declare.
    let plain = line.includes('**') || line.includes('__') ? line.replace(/\*\*|__/g, '') : line;
    if (plain.trimStart().charCodeAt(0) === 35 /* # */)
        plain = plain.replace(/^[ \t]*#{1,6}[ \t]*/, '');
    plain = plain.trim();
    if (rules.headingStart && !rules.headingStart.test(plain))
        return undefined;
    const m = HEADING.exec(plain);
    if (!m)
        return undefined;
    const words = m[1].trim();
    const rule = rules.sections.find((r) => r.heading.test(words));
    return rule ? { rule, heading: words, rest: (m[3] ?? '').trim() } : undefined;
}
/**
 * One section line: entries separated by `;` (`#10124 [Gluon] Update MoE configs; #10120 Python typing followup to
 * #10048; #10132 Split the cleanup; tolerate non-convergence`). An entry is the refs at the start of a part; a part
 * that does not start with a ref continues the description before it (which may itself contain `;`), and numbers
 * inside a description are mentions. A line that starts with prose (`Skipped because …: #10481`) declares nothing.
 */
function sectionEntry(claims, rule, heading, text, line) {
    const group = GROUP_LABEL.exec(text.trim());
    const groupReason = group ? `${group[2]?.trim() ? `${group[2].trim()} ` : ''}(${group[1]})`.trim() : undefined;
    const parts = (group ? group[3] : text).split(';');
    let entry;
    const flush = () => {
        if (entry !== undefined)
            sectionRefs(claims, rule, heading, entry, line, groupReason);
        entry = undefined;
    };
    for (const part of parts) {
        if (entry === undefined || /^[ \t]*#\d/.test(part)) {
            flush();
            entry = part;
        }
        else
            entry += `;${part}`;
    }
    flush();
}
function sectionRefs(claims, rule, heading, text, line, groupReason) {
    const { refs, rest: own } = (0,message_refs/* leadingRefs */.pH)(text);
    const rest = groupReason ? `${groupReason}${own ? `: ${own}` : ''}` : own;
    // `- <upstream subject> (#8121)`: a section listing subjects names the PR at the end of the entry.
    const listed = refs.length ? undefined : /\(#(\d{1,7})\)\s*$/.exec(text);
    if (listed)
        refs.push({ kind: 'pr', number: Number(listed[1]) });
    if (!refs.length)
        return;
    const reason = rest.replace(/^[:\-–—]+\s*/, '').trim() || `listed under "${heading}"`;
    const blockedBy = rule.meaning === 'defer' ? (0,message_refs/* blockerIn */.ky)(rest) : undefined;
    for (const target of refs)
        claims.push({
            target,
            meaning: rule.meaning,
            via: 'section',
            rule: rule.name,
            line: show(line),
            ...(rule.meaning !== 'picked' ? { reason } : {}),
            ...(blockedBy ? { blockedBy } : {}),
        });
}

// EXTERNAL MODULE: ./src/domain/ledger/provenance.ts
var provenance = __webpack_require__(829);
// EXTERNAL MODULE: ./src/domain/ledger/sha-index.ts
var sha_index = __webpack_require__(7139);
;// CONCATENATED MODULE: ./src/domain/ledger/upstream-prs.ts
/**
 * Upstream PR number → upstream commit, from upstream's own history (the commits missing by ancestry): squash-merge
 * subjects ending in `(#N)`, and `Merge pull request #N from …` merges (the PR's commits are the non-merge commits
 * its second parent brings in). A number that names no such commit, or several squash commits, is never guessed.
 */


const SQUASH = /\(#(\d{1,7})\)\s*$/;
const MERGE = /^Merge pull request #(\d{1,7}) from /;
function buildPrIndex(upstream) {
    const index = { commits: new Map(), titles: new Map(), numberOf: new Map(), ambiguous: new Map() };
    // Built at the first PR merge only: a linear upstream (squash merges: Triton, LLVM) needs neither.
    let graph;
    const claimed = new Set();
    for (const c of upstream) {
        const subject = (0,commit/* subjectOf */.e)(c.message);
        if (c.parents.length > 1) {
            const m = MERGE.exec(subject);
            if (!m)
                continue;
            const n = Number(m[1]);
            graph ??= { bySha: new Map(upstream.map((u) => [u.sha, u])), chain: firstParents(upstream) };
            const shas = sideCommits(c, graph.bySha, graph.chain, claimed);
            if (!shas.length)
                continue;
            add(index, n, shas, c.message.split('\n').find((l, i) => i > 0 && l.trim()) ?? '');
            continue;
        }
        const m = SQUASH.exec(subject);
        if (m)
            add(index, Number(m[1]), [c.sha], subject);
    }
    for (const n of index.ambiguous.keys())
        index.commits.delete(n);
    for (const [n, shas] of index.commits)
        for (const s of shas)
            index.numberOf.set(s, n);
    const { titles, ...rest } = index;
    const normalised = new Map();
    return {
        ...rest,
        title(n) {
            let t = normalised.get(n);
            if (t === undefined) {
                const raw = titles.get(n);
                if (raw === undefined)
                    return undefined;
                t = normalizeSubject(raw);
                normalised.set(n, t);
            }
            return t;
        },
    };
}
function add(index, n, shas, title) {
    const prior = index.commits.get(n) ?? index.ambiguous.get(n);
    if (prior) {
        index.ambiguous.set(n, [...prior, ...shas]);
        return;
    }
    index.commits.set(n, shas);
    index.titles.set(n, title);
}
/** The first-parent chain from the newest commit, within the given commits. */
function firstParents(upstream) {
    const bySha = new Map(upstream.map((c) => [c.sha, c]));
    const chain = new Set();
    let c = upstream[upstream.length - 1];
    while (c && !chain.has(c.sha)) {
        chain.add(c.sha);
        c = c.parents[0] ? bySha.get(c.parents[0]) : undefined;
    }
    return chain;
}
/** Non-merge commits reachable from the merge's second parent and not on the first-parent chain or in an earlier PR. */
function sideCommits(merge, bySha, chain, claimed) {
    const out = [];
    const stack = merge.parents.slice(1);
    while (stack.length) {
        const sha = stack.pop();
        const c = bySha.get(sha);
        if (!c || chain.has(sha) || claimed.has(sha))
            continue;
        claimed.add(sha);
        if (c.parents.length <= 1)
            out.push(sha);
        stack.push(...c.parents);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/domain/ledger/fork-history.ts






/**
 * Reads provenance, dispositions and reverts from fork-only commits (oldest first). A revert of a fork commit undoes
 * that commit's picks unless the revert is itself reverted: walking newest-first, a commit is live when no live later
 * commit reverts it.
 */
function analyzeForkHistory(upstream, fork, rules, forkReading) {
    const upstreamIndex = new sha_index/* ShaIndex */.n(upstream.map((c) => c.sha));
    const prIndex = buildPrIndex(upstream);
    const { revertTargets, readings } = forkReading?.fork === fork ? forkReading : readForkMessages(fork, rules);
    const revertedBy = new Map();
    for (let i = fork.length - 1; i >= 0; i--) {
        const c = fork[i];
        if (revertedBy.has(c.sha))
            continue; // a dead revert undoes nothing
        for (const t of revertTargets.get(c.sha) ?? [])
            if (!revertedBy.has(t))
                revertedBy.set(t, c.sha);
    }
    const analysis = {
        picksByUpstream: new Map(),
        claims: new Map(),
        withProvenance: new Set(),
        revertedBy,
        revertedPicksByUpstream: new Map(),
        reverts: new Set(revertTargets.keys()),
        prefixResolved: [],
        unresolved: [],
        ambiguous: [],
        prIndex,
    };
    const resolveTarget = (t, note) => {
        if (t.kind === 'pr') {
            const shas = prIndex.commits.get(t.number);
            if (shas)
                return shas;
            const amb = prIndex.ambiguous.get(t.number);
            if (amb)
                analysis.ambiguous.push({ ...note, candidates: amb.slice(0, 10) });
            else
                analysis.unresolved.push(note);
            return [];
        }
        const r = upstreamIndex.resolve(t.ref);
        if (r.kind === 'none') {
            analysis.unresolved.push(note);
            return [];
        }
        if (r.kind === 'ambiguous') {
            analysis.ambiguous.push({ ...note, candidates: r.candidates });
            return [];
        }
        if (r.kind === 'prefix')
            analysis.prefixResolved.push({ ...note, resolvedTo: r.sha });
        return [r.sha];
    };
    const resolveBlocker = (t) => {
        if (!t)
            return undefined;
        if (t.kind === 'pr')
            return prIndex.commits.get(t.number)?.at(-1) ?? (0,message_refs/* refLabel */.E3)(t);
        const r = upstreamIndex.resolve(t.ref);
        return r.kind === 'exact' || r.kind === 'prefix' ? r.sha : t.ref;
    };
    fork.forEach((c, i) => {
        const reading = readings.get(c.sha);
        if (!reading)
            return; // a revert of a fork commit declares nothing
        const claims = [
            ...reading.claims,
            ...subjectClaims(reading.subject, reading.subjectLine, prIndex, (n) => analysis.unresolved.push({ forkCommit: c.sha, key: 'pick-subject', ref: `#${n}`, line: reading.subjectLine })),
        ];
        if (!claims.length)
            return;
        const live = !revertedBy.has(c.sha);
        for (const claim of claims) {
            const ref = (0,message_refs/* refLabel */.E3)(claim.target);
            if (claim.meaning === 'picked')
                analysis.withProvenance.add(c.sha);
            const shas = resolveTarget(claim.target, { forkCommit: c.sha, key: claim.rule, ref, line: claim.line });
            const blockedBy = resolveBlocker(claim.blockedBy);
            for (const sha of shas) {
                const resolved = {
                    forkCommit: c.sha,
                    forkIndex: i,
                    live,
                    meaning: claim.meaning,
                    via: claim.via,
                    rule: claim.rule,
                    line: claim.line,
                    ref,
                    ...(claim.reason ? { reason: claim.reason } : {}),
                    ...(blockedBy ? { blockedBy } : {}),
                };
                analysis.claims.set(sha, [...(analysis.claims.get(sha) ?? []), resolved]);
                if (claim.meaning !== 'picked')
                    continue;
                const target = live ? analysis.picksByUpstream : analysis.revertedPicksByUpstream;
                const list = target.get(sha) ?? [];
                if (!list.includes(c.sha))
                    list.push(c.sha);
                target.set(sha, list);
            }
        }
    });
    return analysis;
}
/**
 * The part of the analysis that needs only the fork's commits — every message read by the rules, reverts found —
 * so that it runs while upstream's (longer) log is still being read.
 */
function readForkMessages(fork, rules) {
    const forkIndex = new sha_index/* ShaIndex */.n(fork.map((c) => c.sha));
    const revertTargets = new Map();
    for (const c of fork) {
        const targets = [];
        for (const ref of (0,provenance/* revertedRefs */.Cc)(c.message)) {
            const r = forkIndex.resolve(ref);
            if ((r.kind === 'exact' || r.kind === 'prefix') && r.sha !== c.sha)
                targets.push(r.sha);
        }
        if (targets.length)
            revertTargets.set(c.sha, targets);
    }
    const readings = new Map();
    for (const c of fork)
        if (!revertTargets.has(c.sha))
            readings.set(c.sha, readMessage(c.message, rules));
    return { fork, revertTargets, readings };
}
/**
 * The subject's PR numbers that name upstream picks. A bundle list counts whole (but for a cut last entry). Else
 * the last `(#N)` counts when the subject carries that upstream PR's title (a pick that kept the upstream subject);
 * otherwise it is the fork's own PR, and the one before it counts when the subject says it is a pick or carries its
 * title. A lone number whose title does not match is the fork's own PR: silently not a pick.
 */
function subjectClaims(refs, line, prIndex, unknown) {
    if (!refs)
        return [];
    const claim = (number, rule) => ({
        target: { kind: 'pr', number },
        meaning: 'picked',
        via: 'pr-number',
        rule,
        line: line.length > 200 ? `${line.slice(0, 199)}…` : line,
    });
    if (refs.list.length)
        return refs.list.map((n) => claim(n, 'bundle-subject'));
    const titleMatches = (n) => {
        const title = prIndex.title(n);
        return title !== undefined && prIndex.commits.has(n) && subjectsMatch(refs.text, title);
    };
    if (refs.last !== undefined && titleMatches(refs.last))
        return [claim(refs.last, 'pick-subject')];
    const inner = refs.beforeLast;
    if (inner === undefined)
        return [];
    if (titleMatches(inner) || (refs.marker && prIndex.commits.has(inner)))
        return [claim(inner, 'pick-subject')];
    if (refs.marker && !prIndex.commits.has(inner))
        unknown(inner);
    return [];
}
/**
 * Which commits need a patch-id at all (the expensive part): upstream commits no provenance names, and live fork
 * commits without provenance whose set of changed paths equals such an upstream commit's (equal patch-ids imply
 * equal path sets, so nothing is missed — the same trick git uses internally for `git cherry`).
 */
function patchIdCandidates(upstream, fork, analysis) {
    const key = (c) => !c.paths?.length
        ? undefined
        : c.paths.length === 1
            ? c.paths[0].path
            : c.paths
                .map((p) => p.path)
                .sort()
                .join('\0');
    const upstreamByPaths = new Map();
    for (const c of upstream) {
        if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha))
            continue;
        const k = key(c);
        if (!k)
            continue;
        upstreamByPaths.set(k, [...(upstreamByPaths.get(k) ?? []), c.sha]);
    }
    const upstreamOut = new Set();
    const forkOut = [];
    for (const c of fork) {
        if (c.parents.length > 1 || analysis.withProvenance.has(c.sha) || analysis.revertedBy.has(c.sha))
            continue;
        if (analysis.reverts.has(c.sha))
            continue;
        const k = key(c);
        const matches = k ? upstreamByPaths.get(k) : undefined;
        if (!matches)
            continue;
        forkOut.push(c.sha);
        for (const s of matches)
            upstreamOut.add(s);
    }
    return { upstream: [...upstreamOut], fork: forkOut };
}
/** Upstream SHA → fork SHAs with the same patch-id. */
function matchPatchIds(upstreamIds, forkIds) {
    const forkById = new Map();
    for (const [sha, id] of forkIds)
        forkById.set(id, [...(forkById.get(id) ?? []), sha]);
    const out = new Map();
    for (const [sha, id] of upstreamIds) {
        const forks = forkById.get(id);
        if (forks)
            out.set(sha, forks);
    }
    return out;
}

// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(8382);
;// CONCATENATED MODULE: ./src/domain/ledger/ledger-entries.ts


/**
 * Resolves ledger entries against the missing upstream commits. An ambiguous prefix is the user's error to fix;
 * an entry for a commit that is no longer missing is stale, which is normal after the fork catches up.
 */
function resolveLedger(ledger, missing, source) {
    const result = { bySha: new Map(), warnings: [] };
    if (!ledger)
        return result;
    const index = new sha_index/* ShaIndex */.n(missing);
    ledger.entries.forEach((entry, i) => {
        const where = `${source}: entries[${i}]`;
        const r = resolveStrict(index, entry.commit, `${where}.commit`);
        if (!r) {
            result.warnings.push(`${where}: ${entry.commit} is not a pending upstream commit (already reached, or unknown)`);
            return;
        }
        if (result.bySha.has(r)) {
            throw new errors/* ConfigurationError */.j1(`${where}.commit: ${entry.commit} is declared twice in the ledger`);
        }
        let blockedBy;
        if (entry.blockedBy)
            blockedBy = resolveStrict(index, entry.blockedBy, `${where}.blockedBy`) ?? entry.blockedBy.toLowerCase();
        result.bySha.set(r, {
            sha: r,
            disposition: entry.disposition,
            reason: entry.reason,
            ...(blockedBy ? { blockedBy } : {}),
        });
    });
    return result;
}
/** Ledger refs are written by people: an exact SHA or a unique prefix, never a "longest prefix" guess. */
function resolveStrict(index, ref, where) {
    const q = ref.toLowerCase();
    const r = index.resolve(q);
    if (r.kind === 'exact')
        return r.sha;
    if (r.kind === 'prefix' && r.matched === q.length)
        return r.sha;
    if (r.kind === 'ambiguous' && r.candidates.every((c) => c.startsWith(q))) {
        throw new errors/* ConfigurationError */.j1(`${where}: prefix ${ref} is ambiguous (${r.candidates.length} commits match): write more characters`);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/domain/ledger/content-candidates.ts
/**
 * Which unreached commits are tried for "content already present" onto the fork tip alone: every one not tried
 * yet, whatever earlier unreached commits touch (lag and plan then share one answer: an empty pick is ingested in
 * both). The exception is a revert of a commit the fork still lacks: alone it would come out empty, though in order
 * (after its target) it is not; it is tried once its target is found present. `settled` are commits already tried.
 */
function contentCandidates(unreached, present, settled, lacking = () => false, revertsOf = new Map()) {
    return unreached.filter((c) => !present.has(c.sha) && !settled.has(c.sha) && !(revertsOf.get(c.sha) ?? []).some((t) => lacking(t)));
}

// EXTERNAL MODULE: ./src/domain/plan/dependencies.ts + 1 modules
var dependencies = __webpack_require__(5249);
// EXTERNAL MODULE: ./src/shared/short-sha.ts
var short_sha = __webpack_require__(868);
;// CONCATENATED MODULE: ./src/domain/ledger/reverted-picks.ts
/**
 * Reverts and reapplies in the ledger. A picked reapply (or reland) of X handles X and `Revert "X"`: the net change
 * is the reapply's. A fork pick that the fork reverted (the loop's revert PR from `open-revert`, or a person's
 * `git revert`) becomes a deferral whose reason is the revert's (failing tier, run link, culprit evidence): it stays
 * out until upstream changes the same lines again (a later commit touching them, a revert of it, a reland) or a
 * person asks for a retry on the dashboard.
 */



/** Upstream commit → the picked reapply/reland that handles it (it and its revert). */
function reapplyCredits(upstream, links, picked) {
    const position = new Map(upstream.map((c, i) => [c.sha, i]));
    const out = new Map();
    for (const l of links) {
        if (l.kind !== 'reland' || !picked(l.sha))
            continue;
        for (const t of l.targets)
            if ((position.get(t) ?? Infinity) < (position.get(l.sha) ?? -1))
                out.set(t, l.sha);
    }
    return out;
}
/** The links of every non-merge upstream commit missing by ancestry (messages only: no paths needed). */
function upstreamRevertLinks(upstream) {
    const history = upstream
        .filter((c) => c.parents.length <= 1)
        .map((c) => ({ sha: c.sha, subject: (0,commit/* subjectOf */.e)(c.message), message: c.message }));
    return (0,dependencies/* revertLinks */.Wo)(history);
}
/**
 * The deferral reason from the reverting commit's message: the loop's revert says which tier failed, the run and
 * the bisect evidence (`Tier:`, `Run:` lines and the sentence after `This reverts commit`); a person's revert says
 * at least its subject.
 */
function revertReason(revert) {
    const lines = revert.message.split('\n');
    // One regex per key, tried line by line: the first line that has the key.
    const field = (key) => {
        const re = new RegExp(`^${key}:[ \\t]*(\\S.*)$`, 'i');
        for (const l of lines) {
            const v = re.exec(l.trim())?.[1];
            if (v !== undefined)
                return v;
        }
        return undefined;
    };
    const tier = field('Tier');
    const run = field('Run');
    const at = lines.findIndex((l) => l.includes('This reverts commit'));
    const evidence = lines
        .slice(at + 1)
        .map((l) => l.trim())
        .find((l) => l && !/^(?:Tier|Run|Culprit):/i.test(l));
    const parts = [`reverted by ${(0,short_sha/* short */.h)(revert.sha)}`];
    if (tier)
        parts.push(`tier ${tier} failed`);
    if (run)
        parts.push(`run ${run}`);
    const head = parts.join(', ');
    return evidence ? `${head}: ${evidence.slice(0, 300)}` : `${head}: "${(0,commit/* subjectOf */.e)(revert.message).slice(0, 200)}"`;
}
/**
 * Why a reverted pick is tried again, from upstream's own history: a later upstream commit reverts or relands it,
 * or (`touchedBy`) changes lines it changed.
 */
function retryReason(sha, links, touchedBy, requested) {
    if (requested)
        return 'a person ticked "retry" on the dashboard';
    for (const l of links)
        if (l.targets.includes(sha))
            return l.kind === 'revert'
                ? `upstream reverted it in ${(0,short_sha/* short */.h)(l.sha)}`
                : `upstream relanded it in ${(0,short_sha/* short */.h)(l.sha)}`;
    return touchedBy ? `upstream ${(0,short_sha/* short */.h)(touchedBy)} changes the lines the revert took out` : undefined;
}

// EXTERNAL MODULE: ./src/adapters/git/read/commit-log.ts
var commit_log = __webpack_require__(836);
// EXTERNAL MODULE: ./src/adapters/git/read/bulk-read.ts
var bulk_read = __webpack_require__(5940);
;// CONCATENATED MODULE: ./src/adapters/git/read/patch-id.ts

/**
 * Stable patch-ids for the given non-merge commits, in two processes whatever their number:
 * `diff-tree --stdin -p` streams the patches into `patch-id --stable`, piped (both run at once).
 */
async function patchIds(git, shas) {
    const result = new Map();
    if (shas.length === 0)
        return result;
    // The delta-base cache at half git's default (BULK_DELTA_CACHE): this read overlaps the zero-context patch reads.
    const diff = [...bulk_read/* BULK_DELTA_CACHE */.b, 'diff-tree', '--stdin', '-p', '--no-renames', '--no-ext-diff', '--no-color'];
    const input = shas.join('\n') + '\n';
    const { stdout } = git.runPiped
        ? await git.runPiped(diff, ['patch-id', '--stable'], { input })
        : await git.run(['patch-id', '--stable'], { input: (await git.run(diff, { input })).stdout });
    for (const line of stdout.split('\n')) {
        const [id, sha] = line.trim().split(/\s+/);
        if (id && sha)
            result.set(sha, id);
    }
    return result;
}

// EXTERNAL MODULE: ./src/adapters/git/read/rev-list.ts
var rev_list = __webpack_require__(9062);
;// CONCATENATED MODULE: ./src/services/ledger/history-read.ts



/** Both sides of the ledger: upstream commits missing from the fork, and fork-only commits, oldest first. */
async function readBothHistories(git, upstreamSha, forkSha, cache, 
/** Called with the fork's commits as soon as they are read (and upstream's, when one walk read both at once). */
onForkRead, 
/**
 * `paths: false`: both sides' records without their paths, read faster (no tree diffs); `fillPaths` reads them for
 * the records that need them (a plan's window upstream; fork commits without provenance). `forkPaths` sets the
 * fork's log apart.
 */
options = {}) {
    const upstreamRange = [upstreamSha, `^${forkSha}`];
    const forkRange = [forkSha, `^${upstreamSha}`];
    const noPaths = options.paths === false && (options.forkPaths ?? options.paths) === false;
    if (!cache?.hasCommits() && options.oneWalk && noPaths) {
        const read = await readInOneWalk(git, upstreamSha, forkSha);
        if (read) {
            onForkRead?.(read.fork, read.upstream);
            return read;
        }
    }
    if (!cache?.hasCommits()) {
        const [up, fork] = await Promise.all([
            (0,commit_log/* readRangeAndBoundary */.xu)(git, upstreamRange, { paths: options.paths ?? true }),
            (0,commit_log/* readCommits */.Fe)(git, {
                revisions: forkRange,
                oldestFirst: true,
                paths: options.forkPaths ?? options.paths ?? true,
            }).then((commits) => {
                onForkRead?.(commits);
                return commits;
            }),
        ]);
        for (const c of [...up.commits, ...fork, ...up.boundary])
            cache?.setCommit(c);
        const only = up.boundary.length === 1 ? up.boundary[0] : undefined;
        return {
            upstream: up.commits,
            fork,
            ...(only ? { base: { sha: only.sha, committedAt: only.committedAt } } : {}),
            ...(cache ? { reused: { cached: 0, read: up.commits.length + fork.length } } : {}),
        };
    }
    const [up, fk] = await Promise.all([
        (0,rev_list/* rangeWithParents */.js)(git, upstreamRange, { boundary: true }),
        (0,rev_list/* rangeWithParents */.js)(git, forkRange),
    ]);
    const upList = up.commits;
    const forkList = fk.commits;
    // A kept record is used only when it is the record of that SHA with the parents git lists for it now.
    const known = new Map();
    const missing = [];
    for (const e of [...upList, ...forkList]) {
        const c = cache.commit(e.sha);
        if (c && c.sha === e.sha && sameList(c.parents, e.parents))
            known.set(e.sha, c);
        else
            missing.push(e.sha);
    }
    const baseSha = up.boundary.length === 1 ? up.boundary[0] : undefined;
    const keptBase = baseSha ? cache.commit(baseSha) : undefined;
    const toRead = baseSha && keptBase?.sha !== baseSha ? [...missing, baseSha] : missing;
    let baseRecord = keptBase?.sha === baseSha ? keptBase : undefined;
    if (toRead.length) {
        const read = await (0,commit_log/* readCommits */.Fe)(git, { revisions: toRead, noWalk: true, paths: true, stdin: true });
        for (const c of read) {
            cache.setCommit(c);
            if (c.sha === baseSha)
                baseRecord = c;
            else
                known.set(c.sha, c);
        }
    }
    const records = (list) => list.map((e) => {
        const c = known.get(e.sha);
        if (!c)
            throw new Error(`git log did not return commit ${e.sha}`);
        return c;
    });
    return {
        upstream: records(upList),
        fork: records(forkList),
        ...(baseRecord ? { base: { sha: baseRecord.sha, committedAt: baseRecord.committedAt } } : {}),
        reused: { cached: upList.length + forkList.length - missing.length, read: missing.length },
    };
}
/**
 * Both sides in one walk of `upstream...fork`. A side that is a chain (no merges, each commit the child of the one
 * before it) has one order, so it comes in exactly the order of its own log; a side with merges is put in its own
 * log's order by a `rev-list` of its range (SHAs only: the order `readCommits` lists, as the history cache relies on).
 * Undefined when that list is not the walk's side (the two logs answer then).
 */
async function readInOneWalk(git, upstreamSha, forkSha) {
    const both = await (0,commit_log/* readBothSides */.MA)(git, upstreamSha, forkSha);
    const [upstream, fork] = await Promise.all([
        inOwnOrder(git, both.left, [upstreamSha, `^${forkSha}`]),
        inOwnOrder(git, both.right, [forkSha, `^${upstreamSha}`]),
    ]);
    if (!upstream || !fork)
        return undefined;
    // The upstream log's boundary: the commits outside the range that its commits have as parents.
    const parents = new Set(upstream.flatMap((c) => c.parents));
    const boundary = both.boundary.filter((c) => parents.has(c.sha));
    const only = boundary.length === 1 ? boundary[0] : undefined;
    return {
        upstream,
        fork,
        ...(only ? { base: { sha: only.sha, committedAt: only.committedAt } } : {}),
    };
}
async function inOwnOrder(git, side, range) {
    if (isChain(side))
        return side;
    const { commits } = await (0,rev_list/* rangeWithParents */.js)(git, range);
    const bySha = new Map(side.map((c) => [c.sha, c]));
    const ordered = commits.map((e) => bySha.get(e.sha));
    return ordered.length === side.length && ordered.every(Boolean) ? ordered : undefined;
}
function isChain(commits) {
    return commits.every((c, i) => c.parents.length <= 1 && (i === 0 || c.parents[0] === commits[i - 1].sha));
}
/** Above this many commits, their paths are read by two git processes at once (each diffs its own trees). */
const SPLIT_FROM = 2_000;
/**
 * Reads the changed paths of the records that lack them and sets them in place (the records stay the same objects:
 * what was computed from their messages still refers to them), keeping the whole records in the cache.
 */
async function fillPaths(git, records, cache) {
    const missing = records.filter((c) => !c.paths);
    if (!missing.length)
        return;
    const bySha = await readPaths(git, missing.map((c) => c.sha));
    setPaths(missing, bySha, cache);
}
/** The changed paths of the given commits (full SHAs), by SHA: one process, two past SPLIT_FROM commits. */
async function readPaths(git, shas) {
    const parts = shas.length >= SPLIT_FROM ? [shas.slice(0, shas.length >> 1), shas.slice(shas.length >> 1)] : [shas];
    const read = await Promise.all(parts.map((part) => pathReaders.run(() => (0,commit_log/* readCommitPaths */.o$)(git, part))));
    return new Map(read.flatMap((m) => [...m]));
}
/**
 * At most two path-reading git processes at once in a run, however many reads overlap (lag reads the fork's and
 * upstream's paths side by side, each split in two past SPLIT_FROM): each process holds the trees it diffs — ~200 MB
 * apiece at LLVM scale, where four at once took the process tree past 1 GB — and two keep two cores busy.
 */
class ProcessSlots {
    free;
    waiting = [];
    constructor(slots) {
        this.free = slots;
    }
    async run(read) {
        if (this.free > 0)
            this.free--;
        else
            await new Promise((take) => this.waiting.push(take));
        try {
            return await read();
        }
        finally {
            const next = this.waiting.shift();
            if (next)
                next();
            else
                this.free++;
        }
    }
}
const pathReaders = new ProcessSlots(2);
/** Sets the paths read (readPaths) on the records that lack them, in place; a record git did not return is an error. */
function setPaths(records, bySha, cache) {
    for (const c of records) {
        if (c.paths)
            continue;
        const paths = bySha.get(c.sha);
        if (!paths)
            throw new Error(`git log did not return commit ${c.sha}`);
        c.paths = paths;
        cache?.setCommit(c);
    }
}
/** Patch-ids of the given commits: kept ones from the store, the rest from git (then kept). */
async function cachedPatchIds(git, shas, cache) {
    if (!cache)
        return patchIds(git, shas);
    const out = new Map();
    const unknown = [];
    for (const sha of shas) {
        const id = cache.patchId(sha);
        if (id === undefined)
            unknown.push(sha);
        else if (id)
            out.set(sha, id);
    }
    if (!unknown.length)
        return out;
    const computed = await patchIds(git, unknown);
    for (const sha of unknown) {
        const id = computed.get(sha);
        cache.setPatchId(sha, id ?? '');
        if (id)
            out.set(sha, id);
    }
    return out;
}
function sameList(a, b) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
}

;// CONCATENATED MODULE: ./src/services/ledger/reverted-picks.ts
/**
 * What the ledger needs to know about reverts besides messages: for each upstream commit whose fork pick was
 * reverted, the revert (its reason) and whether upstream has since changed the same lines (read as hunks, tracked
 * through every later upstream commit that touches its paths).
 */





/**
 * Upstream commit → the revert of its last fork pick, for commits with no live pick. `retry` (SHA prefixes a person
 * ticked) lifts the deferral as upstream's own changes do.
 */
async function revertedPicks(git, upstream, fork, analysis, links, options) {
    const out = new Map();
    const { stuck, position, revertOf, requested, tracked } = revertInputs(upstream, fork, analysis, links, options);
    if (!stuck.length)
        return out;
    const forkIndex = new Map(fork.map((c, i) => [c.sha, i]));
    const touchedBy = await laterLineChanges(git, upstream, position, tracked, options.history, options.hunks);
    for (const [sha, picks] of stuck) {
        const revert = revertOf(picks);
        if (!revert)
            continue;
        const retry = retryReason(sha, links, touchedBy.get(sha), requested(sha));
        out.set(sha, {
            revertCommit: revert.sha,
            forkIndex: forkIndex.get(revert.sha),
            subject: (0,commit/* subjectOf */.e)(revert.message),
            reason: revertReason(revert),
            ...(retry ? { retry } : {}),
        });
    }
    return out;
}
/** What the reverted picks are read from: the stuck commits, and those whose later line changes are looked for. */
function revertInputs(upstream, fork, analysis, links, options) {
    const forkIndex = new Map(fork.map((c, i) => [c.sha, i]));
    const stuck = [...analysis.revertedPicksByUpstream.entries()].filter(([sha]) => !analysis.picksByUpstream.has(sha));
    const position = new Map(stuck.length ? upstream.map((c, i) => [c.sha, i]) : []);
    const revertOf = (picks) => {
        // The latest reverted pick speaks for the commit.
        const pick = picks.reduce((a, b) => ((forkIndex.get(b) ?? -1) > (forkIndex.get(a) ?? -1) ? b : a));
        const revertSha = analysis.revertedBy.get(pick);
        return revertSha !== undefined ? fork[forkIndex.get(revertSha) ?? -1] : undefined;
    };
    const requested = (sha) => (options.retry ?? []).some((r) => r.length >= 7 && sha.startsWith(r.toLowerCase()));
    // Later upstream changes to the same lines are looked for only where nothing else answers first (retryReason: a
    // person's retry, then an upstream revert or reland of it).
    const linked = new Set(links.flatMap((l) => l.targets));
    const tracked = stuck
        .filter(([sha, picks]) => position.has(sha) && !linked.has(sha) && !requested(sha) && revertOf(picks))
        .map(([sha]) => sha);
    return { stuck, position, revertOf, requested, tracked };
}
/**
 * The upstream commits whose hunks `revertedPicks` reads (the reverted picks' commits and every later one that
 * touches their paths), when every record it looks at has its paths; undefined when some lack them (it reads them
 * first) — a caller may then read these hunks with its own, in one process.
 */
function revertHunkCommits(upstream, fork, analysis, links, options) {
    const { position, tracked } = revertInputs(upstream, fork, analysis, links, options);
    if (!tracked.length)
        return [];
    const later = laterCommits(upstream, position, tracked);
    if (later.some((c) => !c.paths))
        return undefined;
    return touchingCommits(later, tracked).touching.map((c) => c.sha);
}
/**
 * The upstream commits whose changed paths `revertedPicks` looks at: every one from the first reverted pick it tracks
 * on (a later commit on the same paths may have changed the same lines). None when no pick is tracked.
 */
function revertPathCommits(upstream, fork, analysis, links, options) {
    const { position, tracked } = revertInputs(upstream, fork, analysis, links, options);
    return tracked.length ? laterCommits(upstream, position, tracked) : [];
}
function laterCommits(upstream, position, targets) {
    const first = Math.min(...targets.map((t) => position.get(t)));
    return upstream.slice(first).filter((c) => c.parents.length <= 1);
}
function touchingCommits(later, targets) {
    const targetSet = new Set(targets);
    const paths = new Set(later.filter((c) => targetSet.has(c.sha)).flatMap((c) => (c.paths ?? []).map((p) => p.path)));
    const touching = later.filter((c) => targetSet.has(c.sha) || (c.paths ?? []).some((p) => paths.has(p.path)));
    return { touching, paths, targetSet };
}
/** Reverted upstream commit → the first later upstream commit that changes (or abuts) lines it changed. */
async function laterLineChanges(git, upstream, position, targets, history, shared) {
    const out = new Map();
    if (!targets.length)
        return out;
    const later = laterCommits(upstream, position, targets);
    // A plan's window may not have read the later commits' paths: read them (only when a pick was reverted).
    const complete = later.every((c) => c.paths);
    await fillPaths(git, later, history);
    const { touching, paths, targetSet } = touchingCommits(later, targets);
    const shas = touching.map((c) => c.sha);
    // Another read (the content check's) may have read these patches with its own: the commits are then the same.
    const given = complete && shared ? await shared() : undefined;
    const hunks = given && shas.every((s) => given.commits.has(s) || given.failed.has(s)) ? given : await (0,diff_hunks/* readHunks */.ce)(git, shas);
    const edges = (0,dependencies/* textualEdges */.oQ)(touching.map((c) => ({
        sha: c.sha,
        subject: (0,commit/* subjectOf */.e)(c.message),
        pending: true,
        paths: (c.paths ?? []).filter((p) => paths.has(p.path)),
        ...(hunks.commits.get(c.sha) ? { hunks: hunks.commits.get(c.sha) } : {}),
    })));
    for (const e of edges)
        if (targetSet.has(e.to) && !out.has(e.to))
            out.set(e.to, e.from);
    return out;
}

;// CONCATENATED MODULE: ./src/services/ledger/shared-patches.ts

/**
 * One zero-context patch read for two questions of a ledger build: the content check's added lines and the hunks of
 * the reverted picks (and the later commits on their paths). Both are `diff-tree -p -U0` of upstream commits, asked
 * a few milliseconds apart: a git process costs more here than the patches it would read twice.
 *
 * The content check's first read also reads `extra` (the reverted picks' commits); `revertHunks` resolves with
 * that read, or with undefined once `release` says there will be none (the reverted picks then read their own).
 */
class SharedPatchRead {
    git;
    extra;
    settled = false;
    resolveShared;
    shared = new Promise((done) => (this.resolveShared = done));
    constructor(git, extra) {
        this.git = git;
        this.extra = extra;
    }
    /** The content check's reader (`AddedLinesReader`): its first call reads `extra` too. */
    readAdded = (shas) => {
        if (this.settled)
            return (0,diff_hunks/* readHunks */.ce)(this.git, shas, { addedLines: true });
        this.settled = true;
        const read = (0,diff_hunks/* readHunks */.ce)(this.git, [...new Set([...shas, ...this.extra])], { addedLines: true });
        read.then((r) => this.resolveShared(r), () => this.resolveShared(undefined));
        return read;
    };
    /** The content check's first batch is done: when it read no patch, the reverted picks read theirs alone. */
    release() {
        if (this.settled)
            return;
        this.settled = true;
        this.resolveShared(undefined);
    }
    /** For revertedPicks: the shared read, or undefined when there was none. */
    revertHunks = () => this.shared;
}

// EXTERNAL MODULE: ./src/shared/glob.ts
var glob = __webpack_require__(5403);
;// CONCATENATED MODULE: ./src/domain/ledger/path-rules.ts

function compilePathRules(rules) {
    const compiled = rules.map((r, i) => ({
        match: (0,glob/* pathMatcher */.kZ)(r.paths),
        rule: `notApplicable[${i}]`,
        reason: r.reason,
    }));
    if (!compiled.length)
        return () => undefined;
    return (c) => {
        const paths = (c.paths ?? []).map((p) => p.path);
        if (!paths.length)
            return undefined;
        const hit = compiled.find((r) => paths.every((p) => r.match(p)));
        return hit ? { rule: hit.rule, reason: hit.reason } : undefined;
    };
}

;// CONCATENATED MODULE: ./src/services/ledger/ingestion-state.ts


















/** A plan's window is half as wide again as the first estimate, and some commits more. */
const WINDOW_MARGIN = 1.5;
const WINDOW_SLACK = 64;
async function readIngestionState(settings, deps) {
    const { git, logger } = deps;
    // This is the fixed cost of every lag, plan and apply run: one process answers when all is well.
    // Tips the caller resolved already (apply --commits) come without the tree and object directory: the content
    // check then finds them itself.
    const tipsRead = settings.tips ? undefined : await resolveTipsAtOnce(git, settings.upstream, settings.fork);
    const tips = settings.tips ?? tipsRead;
    const [upstreamSha, forkSha] = tips ? [tips.upstream, tips.fork] : await checkedTips(settings, git);
    const tipObjects = tipsRead
        ? { tipCommit: tipsRead.fork, tipTree: tipsRead.forkTree, objects: tipsRead.objects }
        : undefined;
    const rules = (0,ledger_rules/* compileRules */.nb)(settings.extraTrailerKeys, settings.provenanceRules ?? []);
    const trailerKeys = rules.trailerKeys;
    logger.info(`Reading history: upstream ${(0,short_sha/* short */.h)(upstreamSha)}, fork ${(0,short_sha/* short */.h)(forkSha)}`);
    let upstreamCommits;
    let forkCommits;
    let base;
    let baseDate;
    const reading = (deps.progress ?? shared_progress/* noProgressFactory */.dw)('reading history');
    let forkMessages;
    let earlyForkFill = Promise.resolve();
    /** With `only`: the paths of those commits and of the fork's, read in one process once the fork's log is read. */
    let onlyPaths;
    /** Upstream's reverts and reapplies, when found with the fork's commits (one walk read both). */
    let earlyLinks;
    const wholeLogs = settings.unreachedWanted === undefined && !settings.only;
    const evidenceOnly = settings.pathsFor === 'evidence';
    const historyRead = readBothHistories(git, upstreamSha, forkSha, deps.history, (fork, upstream) => {
        forkMessages = readForkMessages(fork, rules);
        // The fork commits whose paths a patch-id may need (no provenance) are a subset of those whose messages name
        // no pick (a bundle list in the subject always does): theirs are read now, beside upstream's log, so that the
        // patch-ids need not wait for a read after it.
        const { readings } = forkMessages;
        const named = (c) => {
            const r = readings.get(c.sha);
            return Boolean(r && (r.subject?.list.length || r.claims.some((k) => k.meaning === 'picked')));
        };
        const unnamed = fork.filter((c) => c.parents.length <= 1 && !c.paths && !named(c));
        if (settings.only) {
            // Asked about a few commits, theirs are read in the same process: their upstream records come later.
            // Read at once with upstream's (one walk), the commits they revert are known too: theirs come in it as well.
            earlyLinks = upstream && { upstream, links: upstreamRevertLinks(upstream) };
            const asked = earlyLinks ? withRevertTargets(settings.only, revertTargetsOf(earlyLinks.links)) : settings.only;
            const shas = [...new Set([...asked, ...unnamed.map((c) => c.sha)])];
            onlyPaths = readPaths(git, shas);
            onlyPaths.catch(() => undefined); // awaited below
            earlyForkFill = onlyPaths.then((read) => setPaths(unnamed, read, deps.history));
        }
        else
            earlyForkFill = fillPaths(git, unnamed, deps.history);
        earlyForkFill.catch(() => undefined); // awaited with the exact fill below
    }, 
    // A plan with a limit diffs only its window upstream, and on the fork only commits without provenance (whose
    // paths are known after the messages are read); lag reads both logs without paths, then the paths of the commits
    // whose class can depend on them; a plan of everything reads both sides whole, each log beside the other. Asked
    // about a few commits, neither log carries paths: both sides are read in one walk where that gives each side its
    // own log's order.
    {
        paths: wholeLogs && !evidenceOnly,
        ...(evidenceOnly ? { forkPaths: false } : {}),
        ...(settings.only ? { oneWalk: true } : {}),
    });
    historyRead.catch(() => undefined); // awaited below
    // The content check answers from the fork tip's tree: listed beside the history read (started after its logs,
    // which take longer), as it needs nothing from it. Asked about a few commits, it looks up their paths alone.
    const tipListing = settings.only ? undefined : listTipBlobs(git, forkSha);
    tipListing?.catch(() => undefined); // a failed listing is not an answer: the check then reads the paths itself
    try {
        const read = await historyRead;
        upstreamCommits = read.upstream;
        forkCommits = read.fork;
        if (onlyPaths) {
            const paths = await onlyPaths;
            // The commits asked about and, read in one walk, those they revert.
            setPaths(upstreamCommits.filter((c) => paths.has(c.sha)), paths, deps.history);
        }
        if (read.reused)
            logger.info(`history cache: ${read.reused.cached} commit records reused, ${read.reused.read} read`);
        // The upstream log's boundary names the merge-base when it is one commit (a fork that never merges upstream);
        // else (a merging fork, or nothing missing) git walks for it.
        const info = read.base ?? (await walkedMergeBase(git, settings, upstreamSha, forkSha));
        base = info.sha;
        baseDate = info.committedAt;
    }
    catch (error) {
        throw (0,git_errors/* asUserError */.Yl)(error, 'reading history');
    }
    finally {
        reading.done();
    }
    logger.info(`Merge-base ${(0,short_sha/* short */.h)(base)}`);
    logger.info(`${upstreamCommits.length} upstream commits missing by ancestry; ${forkCommits.length} fork-only commits`);
    const incomplete = [];
    const analysis = analyzeForkHistory(upstreamCommits, forkCommits, rules, forkMessages);
    // Reverts and reapplies are read from upstream's messages (all of them, also for a plan's window: a reapply after
    // the window handles commits inside it), and the fork's reverts of picks with their reasons.
    const links = earlyLinks?.upstream === upstreamCommits ? earlyLinks.links : upstreamRevertLinks(upstreamCommits);
    const reapplied = reapplyCredits(upstreamCommits, links, (sha) => analysis.picksByUpstream.has(sha));
    // Read beside the patch-ids and the content check's inputs (git works on both); classification awaits it.
    const revertsOf = revertTargetsOf(links);
    const only = settings.only ? withRevertTargets(settings.only, revertsOf) : undefined;
    const revertRetry = settings.retry ? { retry: settings.retry } : {};
    // Lag's whole read: upstream's changed paths only where a class can depend on them — the commits no live pick
    // names (patch-ids, path rules, the content check) and those a tracked reverted pick looks at. A named commit is
    // ingested whatever its paths say: at LLVM scale this leaves a third of upstream's tree diffs unread.
    const evidenceWhole = wholeLogs && evidenceOnly;
    if (evidenceWhole) {
        const needed = new Set(upstreamCommits.filter((c) => c.parents.length <= 1 && !analysis.picksByUpstream.has(c.sha)));
        for (const c of revertPathCommits(upstreamCommits, forkCommits, analysis, links, revertRetry))
            needed.add(c);
        await fillPaths(git, [...needed], deps.history).catch((e) => {
            throw (0,git_errors/* asUserError */.Yl)(e, 'reading history');
        });
    }
    // A whole read (lag, a plan of everything) reads the reverted picks' hunks with the content check's added lines,
    // in one process: the content check's first batch is known a moment later, and classification waits for both.
    const revertCommits = wholeLogs && !only ? revertHunkCommits(upstreamCommits, forkCommits, analysis, links, revertRetry) : undefined;
    const share = revertCommits?.length ? new SharedPatchRead(git, revertCommits) : undefined;
    const reverted = (only
        ? Promise.resolve(new Map())
        : revertedPicks(git, upstreamCommits, forkCommits, analysis, links, {
            ...revertRetry,
            ...(deps.history ? { history: deps.history } : {}),
            ...(share ? { hunks: share.revertHunks } : {}),
        })).catch((e) => {
        throw (0,git_errors/* asUserError */.Yl)(e, 'reading reverted picks');
    });
    reverted.catch(() => undefined); // awaited in classifyPart
    // Resolved when first needed: a whole read resolves it while git computes the patch-ids, not before.
    let resolved;
    const rulesOf = () => {
        if (resolved)
            return resolved;
        const ledger = resolveLedger(settings.ledger, upstreamCommits.map((c) => c.sha), settings.ledgerSource ?? 'ledger');
        for (const w of ledger.warnings)
            logger.warning(w);
        return (resolved = { ledger, pathRule: compilePathRules(settings.notApplicable ?? []) });
    };
    if (deps.onProvisionalBacklog && !only)
        deps.onProvisionalBacklog({
            commits: provisionalBacklog(upstreamCommits, analysis, rulesOf().ledger, reapplied, settings.unreachedWanted),
            forkSha,
            ...(tipObjects ? { tipObjects } : {}),
        });
    // A plan's window reads the paths it lacks: after this read's, which fills every later commit's, not beside it.
    if (!wholeLogs && !only)
        await reverted.catch(() => undefined);
    // Every patch the content check reads is kept for plan (its hunk read would read the same commits again).
    const patches = new Map();
    const keep = (r) => {
        for (const [sha, h] of r.commits)
            patches.set(sha, h);
        return r;
    };
    const readAdded = (shas) => (share ? share.readAdded(shas) : (0,diff_hunks/* readHunks */.ce)(git, shas, { addedLines: true })).then(keep);
    const memo = {
        patchIds: deps.history ?? patchIdMemo(),
        content: { present: new Set(), decided: new Map() },
    };
    const classifyInputs = {
        git,
        logger,
        forkSha,
        forkCommits,
        analysis,
        rulesOf,
        tipListing,
        incomplete,
        memo,
        reapplied,
        reverted,
        revertsOf,
        ...(only ? { only } : {}),
        readAdded,
        ...(share ? { release: () => share.release() } : {}),
        ...(tipObjects ? { tipObjects } : {}),
        ...(linesStore(deps.history) ?? {}),
    };
    const wanted = settings.unreachedWanted;
    let end = wanted === undefined
        ? upstreamCommits.length
        : firstWindow(upstreamCommits, analysis, rulesOf().ledger, wanted, reapplied);
    // Paths only where a step reads them: the fork commits a patch-id or the fork's own changes may need, and the window.
    const forkFill = earlyForkFill.then(() => fillPaths(git, forkCommits.filter((c) => c.parents.length <= 1 && !analysis.withProvenance.has(c.sha)), deps.history));
    forkFill.catch(() => undefined); // awaited below
    let part;
    for (;;) {
        const window = upstreamCommits.slice(0, end);
        const needPaths = only ? window.filter((c) => only.has(c.sha)) : evidenceWhole ? [] : window;
        await Promise.all([fillPaths(git, needPaths, deps.history), forkFill]).catch((e) => {
            throw (0,git_errors/* asUserError */.Yl)(e, 'reading history');
        });
        part = await classifyPart(window, classifyInputs, deps.progress);
        const next = wanted === undefined ? end : nextWindow(upstreamCommits, end, part.classified, wanted);
        if (next <= end)
            break;
        logger.debug(`classified ${end} upstream commits; reading ${next - end} more`);
        end = next;
    }
    if (end < upstreamCommits.length)
        logger.info(`Classified the ${end} oldest of ${upstreamCommits.length} upstream commits (a window holding the ${wanted} oldest unreached)`);
    const { classified, content, patchIdChecked, contentNotTried } = part;
    return {
        // A window widened asks again about what it adds: a step skipped there is reported once.
        ...(incomplete.length ? { incomplete: [...new Set(incomplete)] } : {}),
        upstream: { ref: settings.upstream, sha: upstreamSha },
        fork: { ref: settings.fork, sha: forkSha },
        mergeBase: { sha: base, committedAt: baseDate },
        trailerKeys,
        upstreamCommits,
        forkCommits,
        analysis,
        ledger: rulesOf().ledger,
        classified,
        rules,
        patchIdChecked,
        content,
        contentNotTried,
        revertLinks: links,
        patches,
        ...(end < upstreamCommits.length ? { classifiedThrough: end } : {}),
    };
}
/**
 * The one-question checks, side by side, when the one-process read of the tips did not answer. Their errors are
 * reported in order of what they imply: not a repository, then shallow (a ref may just be cut off), then refs.
 */
async function checkedTips(settings, git) {
    const [, , upstreamSha, forkSha] = (await Promise.allSettled([
        (0,refs/* assertRepository */.ZV)(git),
        (0,refs/* isShallow */.fE)(git).then((shallow) => {
            if (shallow) {
                throw new errors/* ConfigurationError */.j1(`${git.cwd} is a shallow clone: ancestry and provenance need the full history`, 'fetch with fetch-depth: 0 (actions/checkout) or run git fetch --unshallow');
            }
        }),
        (0,refs/* resolveCommit */.WL)(git, settings.upstream, 'upstream'),
        (0,refs/* resolveCommit */.WL)(git, settings.fork, 'fork'),
    ]).then((results) => results.map((r) => {
        if (r.status === 'rejected')
            throw r.reason;
        return r.value;
    })));
    return [upstreamSha, forkSha];
}
async function walkedMergeBase(git, settings, upstreamSha, forkSha) {
    const sha = await (0,refs/* mergeBase */.wu)(git, upstreamSha, forkSha);
    if (!sha) {
        throw new errors/* ConfigurationError */.j1(`upstream ${settings.upstream} and fork ${settings.fork} have no common history (unrelated histories)`, 'check that the fork ref really is a fork of the upstream ref');
    }
    return { sha, committedAt: await (0,refs/* committerDate */.d9)(git, sha) };
}
function patchIdMemo() {
    const ids = new Map();
    return { patchId: (sha) => ids.get(sha), setPatchId: (sha, id) => ids.set(sha, id) };
}
/** The history cache as the content check's store of lines outcomes, where it is one. */
function linesStore(history) {
    return history?.linesCheck && history.setLinesCheck ? { lines: history } : undefined;
}
/**
 * Classifies the oldest upstream commits (all of them, or a window): provenance, then patch-ids (running in git while
 * the rest is classified), then content already present. Each commit's class depends on its own evidence and on
 * earlier commits only, so a window's classes are exactly those of the whole range.
 */
async function classifyPart(upstream, inputs, progress) {
    const { git, logger, forkSha, analysis, incomplete, memo, only } = inputs;
    const asked = only ? upstream.filter((c) => only.has(c.sha)) : upstream;
    const candidates = patchIdCandidates(asked, inputs.forkCommits, analysis);
    // The patch-ids run in git while everything that does not need them is classified here; the few commits they
    // match are classified again after (each commit's class depends on its own evidence alone).
    let ids;
    if (candidates.upstream.length && candidates.fork.length) {
        logger.debug(`patch-id: ${candidates.upstream.length} upstream × ${candidates.fork.length} fork candidates`);
        const hashing = (progress ?? shared_progress/* noProgressFactory */.dw)('patch-ids', candidates.upstream.length + candidates.fork.length);
        ids = cachedPatchIds(git, [...candidates.upstream, ...candidates.fork], memo.patchIds)
            .finally(() => {
            hashing.tick(candidates.upstream.length + candidates.fork.length);
            hashing.done();
        })
            .catch((e) => {
            // Missing blobs (partial clone without a promisor, snapshots) make patch-ids impossible, not the ledger:
            // provenance still counts, and the report says what was skipped.
            if (e instanceof git_errors/* GitError */.XS && e.advice?.includes('objects are missing')) {
                logger.warning(`patch-id matching skipped: ${e.message}`);
                incomplete.push(`patch-id matching skipped (objects are missing): ${e.message}`);
                return new Map();
            }
            throw (0,git_errors/* asUserError */.Yl)(e, 'computing patch-ids');
        });
        ids.catch(() => undefined); // awaited below
    }
    // The content check below asks about commits no provenance names; its inputs are read now, beside the
    // patch-ids (started first: git works while this runs).
    const contentInputs = prefetchContentInputs(git, forkSha, asked.filter((c) => c.parents.length === 1 && !analysis.picksByUpstream.has(c.sha) && !memo.content.decided.has(c.sha)), inputs.tipListing, 
    // A few commits asked about: the tip's blobs at their paths are read whole with their ids (one process).
    only ? { contents: true } : {});
    contentInputs.catch(() => undefined); // its error, if any, surfaces from the check that reads the inputs again
    const { ledger, pathRule } = inputs.rulesOf();
    const { reapplied } = inputs;
    const records = new Map(upstream.map((c) => [c.sha, c]));
    // Classified first without the fork's reverted picks (read beside this): they bear only on the commits whose pick
    // the fork reverted, which are classified again once they are known.
    const unreverted = classifyUpstream(upstream, analysis, {
        patchMatches: new Map(),
        ledger,
        pathRule,
        reapplied,
        reverted: new Map(),
    });
    // The content check starts now, beside the patch-ids and the reverted picks, on the commits unreached without
    // them and on those whose pick was reverted: a superset of what the rounds below ask about (patch-ids only reach
    // more; a revert is asked about once its target is present). Each verdict is of its commit alone onto the fork
    // tip, so the rounds take theirs from the memo; a failure here is the rounds' to report (they ask again).
    const stuck = analysis.revertedPicksByUpstream;
    const early = memoContent(inputs, unreverted
        .filter((c) => (!c.reached || stuck.has(c.sha)) && (!only || only.has(c.sha)))
        .map((c) => records.get(c.sha)), contentInputs)
        .catch(() => undefined)
        // Awaited by the reverted picks below when it read no patch: whatever happened, they may read their own now.
        .finally(() => inputs.release?.());
    const reverted = await inputs.reverted;
    const withoutPatchIds = reverted.size
        ? reclassify(unreverted, records, new Set(reverted.keys()), analysis, {
            patchMatches: new Map(),
            ledger,
            pathRule,
            reapplied,
            reverted,
        })
        : unreverted;
    let patchMatches = new Map();
    if (ids) {
        const found = await ids;
        const pick = (shas) => new Map(shas.flatMap((s) => (found.has(s) ? [[s, found.get(s)]] : [])));
        patchMatches = matchPatchIds(pick(candidates.upstream), pick(candidates.fork));
    }
    const first = patchMatches.size
        ? reclassify(withoutPatchIds, records, new Set(patchMatches.keys()), analysis, {
            patchMatches,
            ledger,
            pathRule,
            reapplied,
            reverted,
        })
        : withoutPatchIds;
    // Content already present: what would still be picked (pending or deferred) is tried onto the fork tip — the
    // same predictor plan uses — and an empty pick counts as ingested, so lag and plan see one pending set, whatever
    // earlier pending commits touch. A revert of a still-unreached commit is not tried: alone it would be empty.
    await early;
    const unreached = first.filter((c) => !c.reached && (!only || only.has(c.sha))).map((c) => records.get(c.sha));
    const content = { present: new Set(), decided: new Map() };
    const unreachedSet = new Set(unreached.map((c) => c.sha));
    // Rounds: a revert whose target is found present is tried in the next round (at most a few rounds).
    for (let round = 0; round < 4; round++) {
        const batch = contentCandidates(unreached, content.present, new Set(content.decided.keys()), (sha) => unreachedSet.has(sha) && !content.present.has(sha), inputs.revertsOf);
        if (!batch.length)
            break;
        const found = await memoContent(inputs, batch, contentInputs).catch((e) => {
            if (e instanceof git_errors/* GitError */.XS && e.advice?.includes('objects are missing')) {
                logger.warning(`content check skipped: ${e.message}`);
                incomplete.push(`content check skipped (objects are missing): ${e.message}`);
                return undefined;
            }
            throw (0,git_errors/* asUserError */.Yl)(e, 'checking content already present');
        });
        if (!found)
            break;
        for (const [sha, v] of found.decided)
            content.decided.set(sha, v);
        for (const sha of found.present)
            content.present.add(sha);
        if (!found.present.size)
            break;
    }
    if (content.present.size)
        logger.info(`${content.present.size} upstream commits are already present by content`);
    const all = content.present.size
        ? reclassify(first, records, content.present, analysis, {
            patchMatches,
            ledger,
            pathRule,
            content: content.present,
            reapplied,
            reverted,
        })
        : first;
    const classified = only ? all.filter((c) => only.has(c.sha)) : all;
    const contentNotTried = new Map();
    for (const c of classified) {
        if (c.status === 'ingested' || content.decided.has(c.sha))
            continue;
        if (c.reached)
            contentNotTried.set(c.sha, `it is declared ${c.ledger?.disposition ?? 'reached'} (${c.via.join(', ')})`);
        else {
            const target = inputs.revertsOf.get(c.sha)?.find((t) => unreachedSet.has(t) && !content.present.has(t));
            contentNotTried.set(c.sha, target
                ? `it reverts ${(0,short_sha/* short */.h)(target)}, which the fork lacks: alone it would be empty`
                : incomplete.some((i) => i.startsWith('content check skipped'))
                    ? 'the check was skipped (objects are missing)'
                    : 'the check did not reach it in this run');
        }
    }
    return { classified, content, patchIdChecked: new Set(candidates.upstream), contentNotTried };
}
/** Upstream revert → the commits it reverts. */
function revertTargetsOf(links) {
    return new Map(links.filter((l) => l.kind === 'revert').map((l) => [l.sha, l.targets]));
}
/** The commits asked about, and (transitively) the upstream commits they revert. */
function withRevertTargets(shas, revertsOf) {
    const out = new Set(shas);
    const stack = [...shas];
    while (stack.length)
        for (const t of revertsOf.get(stack.pop()) ?? [])
            if (!out.has(t)) {
                out.add(t);
                stack.push(t);
            }
    return out;
}
/** The content check of a batch, asking git only about commits no earlier window decided (a verdict is per commit). */
async function memoContent(inputs, batch, prefetched) {
    const known = inputs.memo.content;
    const fresh = batch.filter((c) => !known.decided.has(c.sha));
    if (fresh.length) {
        const found = await contentAlreadyPresent(inputs.git, inputs.forkSha, fresh.map((c) => ({ sha: c.sha, parent: c.parents[0], committedAt: c.committedAt })), inputs.logger, prefetched, inputs.readAdded, inputs.tipObjects, inputs.lines);
        for (const [sha, v] of found.decided)
            known.decided.set(sha, v);
        for (const sha of found.present)
            known.present.add(sha);
    }
    const out = { present: new Set(), decided: new Map() };
    for (const c of batch) {
        const verdict = known.decided.get(c.sha);
        if (verdict === undefined)
            continue;
        out.decided.set(c.sha, verdict);
        if (known.present.has(c.sha))
            out.present.add(c.sha);
    }
    return out;
}
/**
 * Where a plan's window first ends: past the commit that makes `wanted` commits that no live pick names and no
 * declaration reaches (patch-ids, content and path rules may reach more: the window then widens), with some margin.
 */
function firstWindow(upstream, analysis, ledger, wanted, reapplied) {
    let open = 0;
    for (let i = 0; i < upstream.length; i++) {
        const c = upstream[i];
        if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha) || reapplied.has(c.sha))
            continue;
        if (declaredReached(c.sha, analysis, ledger))
            continue;
        if (++open >= wanted)
            return Math.min(upstream.length, Math.ceil((i + 1) * WINDOW_MARGIN) + WINDOW_SLACK);
    }
    return upstream.length;
}
/** Whether the ledger file, else the latest live declaration in a fork message, reaches the commit (an estimate). */
function declaredReached(sha, analysis, ledger) {
    const declared = declarationOf(sha, analysis, ledger);
    return declared !== undefined && declared !== 'defer';
}
/** The ledger file's disposition of a commit, else that of the latest live declaration in a fork message. */
function declarationOf(sha, analysis, ledger) {
    const entry = ledger.bySha.get(sha);
    if (entry)
        return entry.disposition;
    let latest;
    for (const k of analysis.claims.get(sha) ?? [])
        if (k.live && k.meaning !== 'picked' && (!latest || k.forkIndex >= latest.forkIndex))
            latest = k;
    return latest?.meaning;
}
/**
 * The oldest upstream commits (up to `wanted`) that no live pick names, no reapply credits and nothing declares:
 * an estimate of the pending ones, made from provenance and the ledger alone (patch-ids, the content check and the
 * fork's reverted picks come later and may reach some; a deferral is held, so it is left out).
 */
function provisionalBacklog(upstream, analysis, ledger, reapplied, wanted = Infinity) {
    const out = [];
    for (const c of upstream) {
        if (out.length >= wanted)
            break;
        if (c.parents.length > 1 || analysis.picksByUpstream.has(c.sha) || reapplied.has(c.sha))
            continue;
        if (declarationOf(c.sha, analysis, ledger) === undefined)
            out.push(c);
    }
    return out;
}
/** A wider window when this one holds fewer than `wanted` unreached commits or misses a blocker of one; else `end`. */
function nextWindow(upstream, end, classified, wanted) {
    if (end >= upstream.length)
        return end;
    const unreached = classified.filter((c) => !c.reached);
    if (unreached.length < wanted) {
        const rate = Math.max(unreached.length / Math.max(end, 1), 0.05);
        return Math.min(upstream.length, end + Math.ceil(((wanted - unreached.length) / rate) * WINDOW_MARGIN) + WINDOW_SLACK);
    }
    // A deferral blocked by a later upstream commit needs that commit's class (plan holds it until it is reached).
    const blockers = new Set(unreached
        .slice(0, wanted)
        .flatMap((c) => (c.ledger?.disposition === 'defer' && c.ledger.blockedBy ? [c.ledger.blockedBy] : [])));
    let last = end;
    if (blockers.size)
        upstream.forEach((c, i) => {
            if (i >= end && blockers.has(c.sha))
                last = Math.max(last, i + 1);
        });
    return last;
}


/***/ })

};
