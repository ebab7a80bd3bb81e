export const id = 44;
export const ids = [44,126];
export const modules = {

/***/ 836:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fe: () => (/* binding */ readCommits),
/* harmony export */   MA: () => (/* binding */ readBothSides),
/* harmony export */   o$: () => (/* binding */ readCommitPaths),
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
/**
 * Both sides of `left...right` in one walk, oldest first, without paths: the commits only `left` reaches, those only
 * `right` reaches, and the boundary (commits outside both that their commits have as parents), told apart by `%m`.
 * One process where two logs were: git walks the shared history once.
 */
async function readBothSides(git, left, right) {
    const args = ['log', '-z', `--format=${RECORD_START}${FIELDS}%m%x00`, '--topo-order', '--reverse', '--boundary'];
    args.push('--left-right', '--end-of-options', `${left}...${right}`, '--');
    const { stdout } = await git.run(args);
    const out = { left: [], right: [], boundary: [] };
    const marks = [];
    parseCommitLog(stdout, false, marks).forEach((c, i) => (marks[i] === '<' ? out.left : marks[i] === '>' ? out.right : out.boundary).push(c));
    return out;
}
/**
 * The changed paths (with both blob ids) of the named commits, in one `git log --no-walk --stdin --raw` that prints
 * each commit's id and nothing else of it: the caller has the records already (their messages came with its log),
 * and at scale the messages again were half of what this read and parsed.
 */
async function readCommitPaths(git, shas) {
    const { stdout } = await git.run([
        'log',
        '-z',
        `--format=${RECORD_START}%H%x00`,
        '--no-walk=unsorted',
        '--no-renames',
        '--raw',
        '--no-abbrev',
        '--no-ext-diff',
        '--diff-merges=off',
        '--stdin',
        '--end-of-options',
        '--',
    ], { input: `${shas.join('\n')}\n` });
    const out = new Map();
    const log = new LogReader(stdout);
    while (!log.done())
        out.set(log.startRecord(), log.paths(true));
    return out;
}
/** `marks`: when given, each record carries one more field after its message (`%m`), collected there in order. */
function parseCommitLog(text, withPaths, marks) {
    const records = [];
    const log = new LogReader(text);
    while (!log.done()) {
        const sha = log.startRecord();
        const parents = log.field().split(' ').filter(Boolean);
        const authorName = log.field();
        const authorEmail = log.field();
        const authorDate = log.field();
        const committedAt = log.field();
        const message = log.field();
        if (marks)
            marks.push(log.field());
        const paths = log.paths(withPaths);
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
/** Walks `git log -z` output written with RECORD_START before each commit: NUL-ended fields, then its paths. */
class LogReader {
    text;
    pos = 0;
    constructor(text) {
        this.text = text;
    }
    done() {
        return this.pos >= this.text.length;
    }
    field() {
        const end = this.text.indexOf('\0', this.pos);
        if (end < 0)
            throw new Error('unexpected end of git log output');
        const value = this.text.slice(this.pos, end);
        this.pos = end + 1;
        return value;
    }
    /** The next record's commit id. */
    startRecord() {
        if (this.text[this.pos] !== RECORD_START)
            throw new Error(`unexpected git log output at offset ${this.pos}`);
        this.pos += 1;
        const sha = this.field();
        if (!isHexSha(sha))
            throw new Error(`unexpected commit id in git log output: ${sha.slice(0, 80)}`);
        return sha;
    }
    /** The record's changed paths, up to the next record (read past, not kept, unless `keep`). */
    paths(keep) {
        const text = this.text;
        // -z ends each commit's format with NUL and starts the diff part with a newline.
        if (text[this.pos] === '\0')
            this.pos += 1;
        if (text[this.pos] === '\n')
            this.pos += 1;
        const out = [];
        while (this.pos < text.length && !isRecordStart(text, this.pos)) {
            const status = this.field();
            const path = this.field();
            if (keep)
                out.push(changedPath(status, path));
        }
        return out;
    }
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
    if (text.charCodeAt(pos) !== 0x1e)
        return false;
    const end = text.indexOf('\0', pos + 1);
    return end > 0 && hexRun(text, pos + 1, end);
}
/** A full SHA-1 or SHA-256 in lower-case hex, checked without a regex or a substring (every record, every path). */
function isHexSha(s) {
    return hexRun(s, 0, s.length);
}
function hexRun(text, from, to) {
    const n = to - from;
    if (n !== 40 && n !== 64)
        return false;
    for (let i = from; i < to; i++) {
        const ch = text.charCodeAt(i);
        if (!((ch >= 48 && ch <= 57) || (ch >= 97 && ch <= 102)))
            return false;
    }
    return true;
}


/***/ }),

/***/ 3840:
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
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);


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
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
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
        if (error instanceof _run_git_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .GitError */ .XS && error.exitCode === 1)
            return undefined;
        throw error;
    }
}
async function committerDate(git, sha) {
    const { stdout } = await git.run(['show', '-s', '--format=%cI', sha]);
    return stdout.trim();
}


/***/ }),

/***/ 949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ LongLivedGit)
/* harmony export */ });
/* harmony import */ var _git_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3785);
/* harmony import */ var _git_runner_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1447);


/**
 * A git process that lives for many requests (merge-tree --stdin, cat-file --batch): requests on stdin, answers on
 * stdout. When it dies, every waiting request fails with git's own message, and the owner may start a new one.
 */
class LongLivedGit {
    process;
    stderr = '';
    dead = false;
    exited;
    constructor(cwd, env, args) {
        let done;
        this.exited = new Promise((resolve) => (done = resolve));
        this.process = (0,_git_runner_js__WEBPACK_IMPORTED_MODULE_1__.startLongLivedGit)(cwd, args, env, {
            output: (chunk, stream) => {
                if (stream === 'stdout')
                    this.onData(chunk);
                else if (this.stderr.length < 65_536)
                    this.stderr += chunk.toString('utf8');
            },
            close: (code, _signal, error) => {
                if (this.dead)
                    return;
                this.dead = true;
                this.fail(error ?? new _git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS(args, code ?? 128, this.stderr || `git ${args[0]} exited`));
                done();
            },
        });
    }
    send(text) {
        if (this.dead)
            throw new _git_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .GitError */ .XS([], 128, this.stderr || 'git process is gone');
        this.process.write(text);
    }
    async close() {
        if (!this.dead)
            this.process.end();
        const timer = setTimeout(() => this.process.kill(), 5000);
        await this.exited;
        clearTimeout(timer);
    }
}


/***/ }),

/***/ 9298:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dx: () => (/* binding */ writeLooseObject),
/* harmony export */   PS: () => (/* binding */ TreeObjects)
/* harmony export */ });
/* unused harmony exports frameObject, storedZlib, parseTree, serializeTree */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _run_git_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3785);
/* harmony import */ var _run_long_lived_git_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(949);






const TREE_MODE = '40000';
/** A loose object framed as git stores it (`<type> <size>\0<body>`, before deflating) and its id. */
function frameObject(hash, type, body) {
    const raw = Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]);
    return { id: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)(hash).update(raw).digest('hex'), raw };
}
/**
 * Writes a loose object the way git does (`<type> <size>\0<body>`, deflated, at objects/xx/rest) and returns its id.
 * Synchronous: the objects are small and a merge or a pick waits for each, so a thread-pool round trip per file would
 * only add latency. Written to a temporary file and renamed into place, as git does: a crash never leaves a truncated
 * object under a valid name, and an object already there (the same id is the same content) is left as it is.
 */
function writeLooseObject(objectsDir, hash, type, body, 
/** zlib's level; 0 (stored) for scratch objects nobody keeps: deflating them is most of the cost of writing one. */
level) {
    const { id, raw } = frameObject(hash, type, body);
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(objectsDir, id.slice(0, 2));
    const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, id.slice(2));
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
        return id;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dir, { recursive: true });
    const temp = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, `tmp_obj_ui_${process.pid}_${TEMP_TAG}_${(tempCount++).toString(36)}`);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeFileSync)(temp, level === 0 ? storedZlib(raw) : (0,node_zlib__WEBPACK_IMPORTED_MODULE_3__.deflateSync)(raw, level === undefined ? {} : { level }), {
        mode: 0o444,
    });
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, file);
    return id;
}
/**
 * The temporary names of this process's writes: one random tag per process (not a random draw per object: a cold plan
 * writes thousands), a counter within it.
 */
const TEMP_TAG = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex');
let tempCount = 0;
/** The largest stored block's length (its LEN field is 16 bits). */
const STORED_BLOCK = 65_535;
/**
 * `raw` in zlib's format with stored (uncompressed) blocks, as a level-0 deflate writes it (byte for byte up to 65,531
 * bytes; zlib cuts longer input into blocks elsewhere) and any inflate reads it: the two-byte header, blocks of at most
 * 65,535 bytes each behind its length and the length's complement, the Adler-32 of `raw`. Written here rather than by
 * `deflateSync(raw, { level: 0 })`: setting up a zlib stream per object cost more than the rest of the write (a cold
 * 300-pick plan writes its scratch objects one by one on the main thread).
 */
function storedZlib(raw) {
    const blocks = Math.max(1, Math.ceil(raw.length / STORED_BLOCK));
    const out = Buffer.allocUnsafe(2 + blocks * 5 + raw.length + 4);
    out[0] = 0x78; // deflate, 32 KiB window
    out[1] = 0x01; // no dictionary, the lowest level; (0x78 · 256 + 0x01) is a multiple of 31, as the header must be
    let at = 2;
    for (let k = 0; k < blocks; k++) {
        const from = k * STORED_BLOCK;
        const length = Math.min(STORED_BLOCK, raw.length - from);
        out[at] = k === blocks - 1 ? 1 : 0; // BFINAL on the last block; BTYPE 00 (stored)
        out.writeUInt16LE(length, at + 1);
        out.writeUInt16LE(~length & 0xffff, at + 3);
        raw.copy(out, at + 5, from, from + length);
        at += 5 + length;
    }
    out.writeUInt32BE(adler32(raw), at);
    return out;
}
/** RFC 1950's checksum; the sums are reduced every 5,552 bytes, as zlib does (exact in doubles far beyond that). */
function adler32(data) {
    let a = 1;
    let b = 0;
    for (let i = 0; i < data.length;) {
        const end = Math.min(data.length, i + 5552);
        for (; i < end; i++) {
            a += data[i];
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return b * 65536 + a;
}
/**
 * Reads trees through one `git cat-file --batch` process (memoised by id: trees are immutable) and makes edited
 * trees, byte for byte as git writes them. The conflict predictor uses it to look up a simulated tip's entries at a
 * commit's paths and to replay a cached clean pick without a merge. What it makes is kept in memory until git needs
 * it (`persist` before a merge reads a tree): a replayed day of picks rewrites the same directories again and again,
 * and most of those versions are never merged against.
 */
class TreeObjects {
    objectsDir;
    hash;
    level;
    batch;
    trees = new Map();
    /** A commit's tree (commits are immutable too). */
    commitTrees = new Map();
    /** Reads in flight: concurrent lookups of one tree share a single request. */
    reading = new Map();
    /** Objects made here that git has not been given yet (see `persist`). */
    unwritten = new Map();
    constructor(cwd, env, objectsDir, hash, 
    /** zlib's level for what `persist` writes (see writeLooseObject). */
    level) {
        this.objectsDir = objectsDir;
        this.hash = hash;
        this.level = level;
        this.batch = new CatFileBatch(cwd, env);
    }
    /** A blob's bytes (merge results live only in the run's scratch objects: a cache must carry them). */
    async blob(id) {
        const made = this.unwritten.get(id);
        if (made?.type === 'blob')
            return made.body;
        const { type, body } = await this.batch.read(id);
        if (type !== 'blob')
            throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS(['cat-file'], 128, `${id} is a ${type}, not a blob`);
        return body;
    }
    /**
     * A blob for the scratch objects (written when a tree holding it is persisted); undefined when the bytes do not
     * hash to `id` (a damaged cache).
     */
    writeBlob(id, body) {
        if (frameObject(this.hash, 'blob', body).id !== id)
            return Promise.resolve(undefined);
        this.unwritten.set(id, { type: 'blob', body });
        return Promise.resolve(id);
    }
    /** Writes `tree` and everything made here that it holds into the scratch objects, for git to read. */
    persist(tree) {
        const object = this.unwritten.get(tree);
        if (!object)
            return; // in the repository, written by git, or persisted already: so is all it holds
        this.unwritten.delete(tree);
        writeLooseObject(this.objectsDir, this.hash, object.type, object.body, this.level);
        if (object.type === 'tree')
            for (const entry of this.trees.get(tree).values())
                this.persist(entry.id);
    }
    async treeOf(commit) {
        const known = this.commitTrees.get(commit);
        if (known)
            return known;
        const { type, body } = await this.batch.read(commit);
        if (type !== 'commit')
            throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS(['cat-file'], 128, `${commit} is a ${type}, not a commit`);
        const match = /^tree ([0-9a-f]+)/.exec(body.toString('latin1'));
        if (!match)
            throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS(['cat-file'], 128, `commit ${commit} has no tree line`);
        this.commitTrees.set(commit, match[1]);
        return match[1];
    }
    async entries(tree) {
        const known = this.trees.get(tree);
        if (known)
            return known;
        let read = this.reading.get(tree);
        if (!read) {
            read = this.batch.read(tree).then(({ type, body }) => {
                if (type !== 'tree')
                    throw new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS(['cat-file'], 128, `${tree} is a ${type}, not a tree`);
                const parsed = parseTree(body, this.hash === 'sha256' ? 32 : 20);
                this.trees.set(tree, parsed);
                return parsed;
            });
            this.reading.set(tree, read);
            void read.catch(() => undefined).finally(() => this.reading.delete(tree));
        }
        return read;
    }
    /**
     * Reads, all at once, the trees on the way to each path: cat-file answers pipelined requests back to back, where
     * one lookup after another waits a round trip per directory. Later `entryAt` calls on these paths read no object.
     */
    async prefetch(tree, paths) {
        const all = [];
        for (const path of paths)
            all.push(this.entryAt(tree, path).catch(() => undefined));
        await Promise.all(all);
    }
    /** The entry at `path` (a file, link, submodule or tree), or undefined when the path does not exist. */
    async entryAt(tree, path) {
        let current = { mode: TREE_MODE, id: tree };
        for (const name of path.split('/')) {
            if (current.mode !== TREE_MODE)
                return undefined;
            const next = (await this.entries(current.id)).get(name);
            if (!next)
                return undefined;
            current = next;
        }
        return current;
    }
    /** A new tree: `tree` with each change applied (directories made or dropped as needed). */
    async edit(tree, changes) {
        return (await this.editDir(tree, changes)) ?? (await this.write(new Map()));
    }
    async close() {
        await this.batch.close();
    }
    async editDir(tree, changes) {
        const entries = new Map(tree ? await this.entries(tree) : []);
        const below = new Map();
        for (const [path, entry] of changes) {
            const slash = path.indexOf('/');
            if (slash < 0) {
                if (entry)
                    entries.set(path, entry);
                else
                    entries.delete(path);
            }
            else {
                const dir = path.slice(0, slash);
                below.set(dir, [...(below.get(dir) ?? []), [path.slice(slash + 1), entry]]);
            }
        }
        for (const [dir, sub] of below) {
            const old = entries.get(dir);
            const id = await this.editDir(old?.mode === TREE_MODE ? old.id : undefined, sub);
            if (id)
                entries.set(dir, { mode: TREE_MODE, id });
            else
                entries.delete(dir);
        }
        if (!entries.size)
            return undefined;
        return this.write(entries);
    }
    write(entries) {
        const body = serializeTree(entries);
        const { id } = frameObject(this.hash, 'tree', body);
        if (!this.trees.has(id))
            this.unwritten.set(id, { type: 'tree', body });
        this.trees.set(id, entries);
        return Promise.resolve(id);
    }
}
function parseTree(body, idBytes) {
    const out = new Map();
    let i = 0;
    while (i < body.length) {
        const space = body.indexOf(0x20, i);
        const nul = body.indexOf(0, space);
        if (space < 0 || nul < 0 || nul + idBytes > body.length)
            throw new Error('malformed tree object');
        const mode = body.toString('latin1', i, space);
        const name = body.toString('utf8', space + 1, nul);
        out.set(name, { mode, id: body.toString('hex', nul + 1, nul + 1 + idBytes) });
        i = nul + 1 + idBytes;
    }
    return out;
}
/** git's canonical order: names compared bytewise, a tree's name as if it ended in '/'. */
function serializeTree(entries) {
    const key = (name, e) => Buffer.from(e.mode === TREE_MODE ? `${name}/` : name, 'utf8');
    const sorted = [...entries].sort(([a, ea], [b, eb]) => Buffer.compare(key(a, ea), key(b, eb)));
    return Buffer.concat(sorted.flatMap(([name, e]) => [Buffer.from(`${e.mode} ${name}\0`, 'utf8'), Buffer.from(e.id, 'hex')]));
}
/** `git cat-file --batch`: one request line in, `<id> <type> <size>\n<body>\n` out, in order. */
class CatFileBatch extends _run_long_lived_git_js__WEBPACK_IMPORTED_MODULE_5__/* .LongLivedGit */ .l {
    buffer = Buffer.alloc(0);
    waiters = [];
    constructor(cwd, env) {
        super(cwd, env, ['cat-file', '--batch']);
    }
    read(id) {
        if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(id))
            return Promise.reject(new Error(`not an object id: ${id}`));
        return new Promise((resolve, reject) => {
            this.waiters.push({ resolve, reject });
            try {
                this.send(`${id}\n`);
            }
            catch (error) {
                this.waiters.pop();
                reject(error);
            }
        });
    }
    onData(d) {
        this.buffer = this.buffer.length ? Buffer.concat([this.buffer, d]) : d;
        for (;;) {
            const nl = this.buffer.indexOf(0x0a);
            if (nl < 0)
                return;
            const header = this.buffer.toString('latin1', 0, nl).split(' ');
            if (header[1] === 'missing') {
                this.buffer = this.buffer.subarray(nl + 1);
                this.waiters.shift()?.reject(new _run_git_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS(['cat-file'], 128, `missing object ${header[0]}`));
                continue;
            }
            const size = Number(header[2]);
            if (this.buffer.length < nl + 1 + size + 1)
                return;
            const body = Buffer.from(this.buffer.subarray(nl + 1, nl + 1 + size));
            this.buffer = this.buffer.subarray(nl + 1 + size + 1);
            this.waiters.shift()?.resolve({ type: header[1] ?? '', body });
        }
    }
    fail(error) {
        for (const w of this.waiters.splice(0))
            w.reject(error);
    }
}


/***/ }),

/***/ 6239:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ rawFromFlags)
/* harmony export */ });
/* harmony import */ var _shared_options_face_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8857);

/**
 * The CLI's side of a feature's options: commander's parsed flags (camelCase of each flag) under the option keys,
 * the flag the kebab-case of the key unless `flags` renames it (`trailers` ← `--trailer`). Nothing else: the
 * feature's options parser holds the schema, the defaults and the rules.
 */
function rawFromFlags(parsed, keys, flags = {}) {
    const raw = {};
    for (const key of keys) {
        const flag = flags[key] ?? (0,_shared_options_face_js__WEBPACK_IMPORTED_MODULE_0__/* .kebabCase */ .kW)(key);
        const value = parsed[flag.replace(/-([a-z])/g, (_, c) => c.toUpperCase())];
        if (value !== undefined)
            raw[key] = value;
    }
    return raw;
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

/***/ 5403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AI: () => (/* binding */ globProblem),
/* harmony export */   bz: () => (/* binding */ hasGlob),
/* harmony export */   kZ: () => (/* binding */ pathMatcher),
/* harmony export */   kt: () => (/* binding */ matchesGlob),
/* harmony export */   nG: () => (/* binding */ staticPrefix),
/* harmony export */   tL: () => (/* binding */ globToRegExp)
/* harmony export */ });
const MAX_GLOB = 512;
const cache = new Map();
/** An error message when the glob cannot be used, else undefined (for config validation). */
function globProblem(glob) {
    if (glob.trim() === '')
        return 'expected a non-empty glob';
    if (glob.length > MAX_GLOB)
        return `expected a glob of at most ${MAX_GLOB} characters`;
    if (glob.startsWith('/'))
        return 'expected a path relative to the repository root (no leading /)';
    let depth = 0;
    let inClass = false;
    for (const ch of glob) {
        if (inClass) {
            if (ch === ']')
                inClass = false;
            continue;
        }
        if (ch === '[')
            inClass = true;
        else if (ch === '{')
            depth++;
        else if (ch === '}')
            depth--;
        if (depth < 0)
            return "unbalanced '}'";
    }
    if (inClass)
        return "unclosed '['";
    if (depth !== 0)
        return "unbalanced '{'";
    return undefined;
}
function globToRegExp(glob, options = {}) {
    const key = `${options.anchored ? 'a' : 'g'}${options.ignoreCase ? 'i' : ''}\u0000${glob}`;
    const hit = cache.get(key);
    if (hit)
        return hit;
    const pattern = glob.replace(/^\.?\/+/, '');
    const anywhere = !options.anchored && !pattern.includes('/');
    const re = new RegExp(`^${anywhere ? '(?:.*/)?' : ''}${translate(pattern)}$`, options.ignoreCase ? 'i' : '');
    cache.set(key, re);
    return re;
}
function matchesGlob(path, glob, options = {}) {
    return globToRegExp(glob, options).test(path);
}
/** One matcher for a list: a path matches when an including glob matches and no `!excluding` glob does. */
function pathMatcher(globs, options = {}) {
    const include = globs.filter((g) => !g.startsWith('!')).map((g) => globToRegExp(g, options));
    const exclude = globs.filter((g) => g.startsWith('!')).map((g) => globToRegExp(g.slice(1), options));
    return (path) => include.some((r) => r.test(path)) && !exclude.some((r) => r.test(path));
}
/** The directory part of a glob before its first glob character: where to start walking for it. */
function staticPrefix(glob) {
    const parts = glob.replace(/^\.\//, '').split('/');
    const fixed = [];
    for (const part of parts.slice(0, -1)) {
        if (hasGlob(part))
            break;
        fixed.push(part);
    }
    return fixed.join('/');
}
function hasGlob(glob) {
    return /[*?[{]/.test(glob);
}
function translate(pattern) {
    let out = '';
    let braceDepth = 0;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*') {
            if (pattern[i + 1] === '*') {
                const atStart = i === 0 || pattern[i - 1] === '/';
                const atEnd = i + 2 === pattern.length || pattern[i + 2] === '/';
                i++;
                if (atStart && pattern[i + 1] === '/') {
                    // `**/` matches zero or more whole directories.
                    out += '(?:[^/]+/)*';
                    i++;
                }
                else if (atStart && atEnd)
                    out += '.*';
                else
                    out += '[^/]*';
            }
            else
                out += '[^/]*';
        }
        else if (c === '?')
            out += '[^/]';
        else if (c === '[') {
            const close = pattern.indexOf(']', i + 2);
            if (close === -1)
                out += '\\[';
            else {
                let body = pattern.slice(i + 1, close);
                if (body.startsWith('!'))
                    body = `^${body.slice(1)}`;
                out += `[${body.replace(/\\/g, '\\\\')}]`;
                i = close;
            }
        }
        else if (c === '{') {
            braceDepth++;
            out += '(?:';
        }
        else if (c === '}' && braceDepth > 0) {
            braceDepth--;
            out += ')';
        }
        else if (c === ',' && braceDepth > 0)
            out += '|';
        else
            out += c.replace(/[.+^$()|\\\]}{]/g, '\\$&');
    }
    while (braceDepth-- > 0)
        out += ')';
    return out;
}


/***/ }),

/***/ 772:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ ONE_SHOT_PARSE)
/* harmony export */ });
/**
 * The parse context of every parse that checks what a user gave (options, input files) or what this process writes
 * (a plan): jitless. By default zod compiles an object schema's first parse into a function made for its shape
 * (`new Function`), which pays off over thousands of parses of one schema in a long-lived process; a cold
 * upstream-ingest process parses each schema once or twice, and the compile costs more than it saves (a 20-commit
 * plan file's first parse ~5.7 → ~2.5 ms, a 300-commit plan's ~11 → ~9.5 ms). The result is the same either way.
 * A module of its own: the option parser takes it without the error formatting (compare-bench's cold path).
 */
const ONE_SHOT_PARSE = { jitless: true };


/***/ }),

/***/ 9413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ requiredText),
/* harmony export */   D3: () => (/* binding */ countOption),
/* harmony export */   Hv: () => (/* binding */ optionalSwitch),
/* harmony export */   IL: () => (/* binding */ switchOption),
/* harmony export */   vU: () => (/* binding */ textOption),
/* harmony export */   y8: () => (/* binding */ listOption)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8532);

/**
 * Raw value schemas of the zod option modules (src/services/<feature>/options.ts): each accepts what either face
 * has (a CLI switch is a boolean, an input the text 'true'). Apart from options-face.ts, whose mechanism (the faces,
 * parseRawOptions, parseOptionRules, the path rule) loads without zod: compare-bench's cold path never loads it.
 */
/** A switch whose absence means "decide from the other options" (undefined): a boolean or its text (any case). */
const optionalSwitch = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()])
    .optional()
    .transform((v, ctx) => {
    if (v === undefined || typeof v === 'boolean')
        return v;
    const text = v.trim().toLowerCase();
    if (text === '')
        return undefined;
    if (text === 'true' || text === 'false')
        return text === 'true';
    ctx.addIssue({ code: 'custom', message: "expected 'true' or 'false'" });
    return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
});
/** A switch: absent is `defaultValue`. */
const switchOption = (defaultValue) => optionalSwitch().transform((v) => v ?? defaultValue);
/** A list: the CLI's repeated flag (an array) or an input's lines (one per line or comma). */
const listOption = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()])
    .optional()
    .transform((v) => (typeof v === 'string' ? v.split(/[\n,]/) : (v ?? [])).map((s) => s.trim()).filter(Boolean));
/** Text that may be absent; an empty string (an input left blank) is absent. */
const textOption = () => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));
/** Text that must be given. */
const requiredText = (what) => zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP({ message: `expected ${what}` }).refine((v) => v.trim() !== '', `expected ${what}`);
/** A whole number from 1, as text (both faces have text) or a number (the demo, the bench). */
const countOption = (max = 999_999) => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()])
    .optional()
    .transform((v, ctx) => {
    if (v === undefined || v === '')
        return undefined;
    const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > max) {
        ctx.addIssue({ code: 'custom', message: `expected a whole number from 1 to ${max}` });
        return zod__WEBPACK_IMPORTED_MODULE_1__/* .NEVER */ .tm;
    }
    return n;
});


/***/ }),

/***/ 8857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $X: () => (/* binding */ cliOptionFace),
/* harmony export */   Hc: () => (/* binding */ programOptionFace),
/* harmony export */   Yv: () => (/* binding */ parseOptionRules),
/* harmony export */   kW: () => (/* binding */ kebabCase),
/* harmony export */   mp: () => (/* binding */ optionError),
/* harmony export */   oP: () => (/* binding */ parseRawOptions),
/* harmony export */   rW: () => (/* binding */ facePath),
/* harmony export */   t3: () => (/* binding */ inFolderOf),
/* harmony export */   tZ: () => (/* binding */ OptionIssue),
/* harmony export */   wq: () => (/* binding */ receivedType)
/* harmony export */ });
/* unused harmony export actionOptionFace */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8382);
/* harmony import */ var _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(772);



function kebabCase(key) {
    return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
/**
 * The CLI's spelling: `<command> --<flag>`, the flag the kebab-case of the key unless `flags` renames it. Relative
 * paths start in `cwd` (the directory the command was typed in).
 */
function cliOptionFace(command, flags = {}, cwd = process.cwd()) {
    const flag = (key) => `--${flags[key] ?? kebabCase(key)}`;
    return { base: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(cwd), name: flag, where: (key) => `${command} ${flag(key)}` };
}
/**
 * An action's spelling: `input '<name>'`, the name the kebab-case of the key unless `names` renames it. Relative
 * paths start in the workspace (`GITHUB_WORKSPACE` of `env`; the working directory when it is unset, as a runner
 * starts a step there anyway).
 */
function actionOptionFace(names = {}, env = process.env) {
    return {
        base: resolve(env['GITHUB_WORKSPACE']?.trim() || process.cwd()),
        name: (key) => `'${names[key] ?? kebabCase(key)}'`,
        where: (key) => `input '${names[key] ?? kebabCase(key)}'`,
        got: (raw) => typeof raw === 'string' || Array.isArray(raw) ? ` (got '${[raw].flat().join(',').slice(0, 100)}')` : '',
    };
}
/** A caller in code (the demo, the bench): keys as they are; an error there is a bug in that caller. */
function programOptionFace(caller, base = process.cwd()) {
    return { base: (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(base), name: (key) => key, where: (key) => `${caller}: ${key}` };
}
/** Parses the raw options; the first bad key becomes one ConfigurationError in the face's words. */
function parseRawOptions(schema, raw, face) {
    const result = schema.safeParse(raw, _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_2__/* .ONE_SHOT_PARSE */ .c);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    if (!key)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`options: ${issue.message}`);
    const value = raw && typeof raw === 'object' ? raw[key] : undefined;
    throw badOption(face, key, value, issue.message);
}
/** The error of a bad value under `key`: the face's words, the message, and (an action) the value given. */
function badOption(face, key, value, message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${face.where(key)}: ${message}${face.got?.(value) ?? ''}`);
}
/** What an option rule (parseOptionRules) returns for a bad value: the sentence after the option's name. */
class OptionIssue {
    message;
    constructor(message) {
        this.message = message;
    }
}
/**
 * parseRawOptions for options written as rules (plain functions) rather than a zod schema: a module on a cold
 * path that must not load zod (compare-bench, the gate of every PR) keeps the same mechanism, the same faces and the
 * same one-line errors. The keys are checked in the rules' order, as a zod object checks its shape's, and the first
 * bad one is the error; keys without a rule are dropped, as a zod object drops them.
 */
function parseOptionRules(rules, raw, face) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`options: Invalid input: expected object, received ${receivedType(raw)}`);
    const given = raw;
    const out = {};
    for (const key of Object.keys(rules)) {
        const value = rules[key](given[key]);
        if (value instanceof OptionIssue)
            throw badOption(face, key, given[key], value.message);
        out[key] = value;
    }
    return out;
}
/**
 * A value's type as zod's messages name it (`expected string, received number`), for rules that say the same:
 * `NaN` and `Infinity` by value, an object by its class unless it is a plain one.
 */
function receivedType(value) {
    if (typeof value === 'number')
        return Number.isFinite(value) ? 'number' : String(value);
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'object' && Object.getPrototypeOf(value) !== Object.prototype && 'constructor' in value) {
        const made = value.constructor;
        if (made)
            return String(made.name);
    }
    return typeof value;
}
/** A user-fixable problem with the option under `key`, named the face's way (the sentence may name others). */
function optionError(face, key, message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigurationError */ .j1(`${face.where(key)}: ${message}`);
}
/** A path given through `face`, absolute: a relative one resolves against the face's base (see OptionFace). */
function facePath(face, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(face.base, path);
}
/** A path written in the config file `file`, absolute: a relative one resolves against that file's folder. */
function inFolderOf(file, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute)(path) ? path : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(file), path);
}


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


/***/ }),

/***/ 1003:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Be: () => (/* binding */ checkTextSize),
/* harmony export */   Or: () => (/* binding */ checkJsonDepth),
/* harmony export */   sf: () => (/* binding */ checkTextLimits)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);

const MAX_BYTES = 16 * 1024 * 1024;
/** Far beyond any real config, plan or result file, and far below what the YAML parser's recursion survives. */
const MAX_FLOW_DEPTH = 128;
const MAX_BLOCK_COLUMN = 256;
const NEWLINE = 0x0a;
const SPACE = 0x20;
const TAB = 0x09;
const DASH = 0x2d;
const BACKSLASH = 0x5c;
const DOUBLE = 0x22;
const SINGLE = 0x27;
const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
/** The size and nesting limits every structured file is held to before any parser sees it (JSON and YAML alike). */
function checkTextLimits(text, source) {
    checkTextSize(text, source);
    const nesting = nestingProblem(text);
    if (nesting)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: ${nesting}`);
}
/** The size limit alone (checked before `JSON.parse` reads anything). */
function checkTextSize(text, source) {
    if (text.length > MAX_BYTES)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: file is larger than ${MAX_BYTES} bytes`);
}
/**
 * The nesting limit for text `JSON.parse` has just accepted: only bracket depth can matter there (indentation nests
 * nothing in JSON), and strings are skipped with `indexOf` rather than walked — a 1.6 MB plan is mostly strings.
 */
function checkJsonDepth(text, source) {
    if (jsonDepthExceeds(text, MAX_FLOW_DEPTH))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: not valid YAML/JSON: nested more than ${MAX_FLOW_DEPTH} levels deep`);
}
/** Whether valid JSON `text` nests arrays and objects more than `max` deep. */
function jsonDepthExceeds(text, max) {
    let depth = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === DOUBLE) {
            // The closing quote is the first one not escaped: preceded by an even number of backslashes.
            let end = text.indexOf('"', i + 1);
            while (end > 0 && escapedAt(text, end))
                end = text.indexOf('"', end + 1);
            if (end < 0)
                return false;
            i = end;
        }
        else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
            if (++depth > max)
                return true;
        }
        else if (c === CLOSE_SQUARE || c === CLOSE_CURLY)
            depth--;
    }
    return false;
}
function escapedAt(text, quote) {
    let backslashes = 0;
    for (let k = quote - 1; k >= 0 && text.charCodeAt(k) === BACKSLASH; k--)
        backslashes++;
    return backslashes % 2 === 1;
}
/** What may stand before a quote that opens a string in a flow collection: white space (as `\s`), `,`, `[`, `{`, `:`. */
function opensQuote(code) {
    if (code === 0x2c || code === OPEN_SQUARE || code === OPEN_CURLY || code === 0x3a)
        return true;
    if (code === SPACE || (code >= TAB && code <= 0x0d))
        return true;
    return code > 0x7f && /\s/.test(String.fromCharCode(code));
}
/**
 * The YAML parser recurses once per nesting level, and near the end of the stack V8 can abort the whole process
 * (a fatal error, not an exception) instead of throwing: a hostile file nested a million levels deep must be refused
 * before it is parsed. One linear pass that can only over-estimate the depth: flow brackets (outside the quoted
 * strings of flow collections, as in JSON), and the column where each line's content starts (indentation plus `- `
 * sequence indicators). Char codes, not one-character strings: a 1.6 MB plan is scanned on every apply.
 */
function nestingProblem(text) {
    let flow = 0;
    let quote = 0;
    let lineStart = true;
    let column = 0;
    const length = text.length;
    for (let i = 0; i < length; i++) {
        const c = text.charCodeAt(i);
        if (c === NEWLINE) {
            lineStart = true;
            column = 0;
            continue;
        }
        if (lineStart) {
            if (c === SPACE || c === TAB || (c === DASH && text.charCodeAt(i + 1) === SPACE)) {
                if (++column > MAX_BLOCK_COLUMN)
                    return `indented more than ${MAX_BLOCK_COLUMN} columns deep`;
                continue;
            }
            lineStart = false;
        }
        if (quote !== 0) {
            if (c === BACKSLASH && quote === DOUBLE)
                i++;
            else if (c === quote)
                quote = 0;
        }
        else if ((c === DOUBLE || c === SINGLE) && flow > 0 && (i === 0 || opensQuote(text.charCodeAt(i - 1))))
            quote = c;
        else if (c === OPEN_SQUARE || c === OPEN_CURLY) {
            if (++flow > MAX_FLOW_DEPTH)
                return `nested more than ${MAX_FLOW_DEPTH} levels deep`;
        }
        else if ((c === CLOSE_SQUARE || c === CLOSE_CURLY) && flow > 0)
            flow--;
    }
    return undefined;
}


/***/ }),

/***/ 5126:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   describeZodIssues: () => (/* binding */ describeZodIssues),
/* harmony export */   parseOrThrow: () => (/* binding */ parseOrThrow)
/* harmony export */ });
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4498);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8382);
/* harmony import */ var _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(772);



/**
 * `entries[3].disposition: expected one of …` — names the key and what was expected. With the schema, an unknown key
 * gets the closest known key at its place (`unknown key 'ledgr' (did you mean 'ledger'?)`).
 */
function describeZodIssues(error, limit = 5, schema) {
    const lines = error.issues.slice(0, limit).map((issue) => {
        if (issue.code === 'unrecognized_keys')
            return unknownKeys(issue.path, issue.keys, schema);
        const where = issue.path.length ? formatPath(issue.path) : '(top level)';
        return `${where}: ${issue.message}`;
    });
    if (error.issues.length > limit)
        lines.push(`… and ${error.issues.length - limit} more`);
    return lines.join('; ');
}
function unknownKeys(path, keys, schema) {
    const known = schema ? keysAt(schema, path) : [];
    const named = keys
        .slice(0, 5)
        .map((k) => `'${k}'${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .au)(k, known, (n) => `'${n}'`)}`)
        .join(', ');
    const where = path.length ? `${formatPath(path)}: ` : '';
    return `${where}unknown key${keys.length > 1 ? 's' : ''} ${named}`;
}
/** The keys an object schema allows at `path` (through optional, default, pipe, array and record wrappers). */
function keysAt(schema, path) {
    let node = schema;
    const steps = [...path];
    for (let guard = 0; node && guard < 100; guard++) {
        const def = node._zod?.def;
        if (!def)
            return [];
        const type = def['type'];
        if (type === 'object') {
            const shape = def['shape'];
            if (!steps.length)
                return Object.keys(shape);
            node = shape[String(steps.shift())];
        }
        else if (type === 'array') {
            steps.shift();
            node = def['element'];
        }
        else if (type === 'record') {
            steps.shift();
            node = def['valueType'];
        }
        else if (type === 'pipe')
            node = def['in'];
        else if ('innerType' in def)
            node = def['innerType'];
        else
            return [];
    }
    return [];
}
function formatPath(path) {
    return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}
/** Parses `value` with `schema` or throws a ConfigurationError that names `source` and each bad key. */
function parseOrThrow(schema, value, source) {
    const result = schema.safeParse(value, _one_shot_parse_js__WEBPACK_IMPORTED_MODULE_1__/* .ONE_SHOT_PARSE */ .c);
    if (!result.success)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${source}: ${describeZodIssues(result.error, 5, schema)}`);
    return result.data;
}


/***/ })

};
