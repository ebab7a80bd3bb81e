import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { GitError } from '../run/git-errors.js';
import { LongLivedGit } from '../run/long-lived-git.js';

export type ObjectHash = 'sha1' | 'sha256';

export interface TreeEntry {
  mode: string;
  id: string;
}

/** A path's new entry, or null to remove it. */
export type TreeChange = [path: string, entry: TreeEntry | null];

const TREE_MODE = '40000';

/** A loose object framed as git stores it (`<type> <size>\0<body>`, before deflating) and its id. */
export function frameObject(hash: ObjectHash, type: string, body: Buffer): { id: string; raw: Buffer } {
  const raw = Buffer.concat([Buffer.from(`${type} ${body.length}\0`), body]);
  return { id: createHash(hash).update(raw).digest('hex'), raw };
}

/**
 * Writes a loose object the way git does (`<type> <size>\0<body>`, deflated, at objects/xx/rest) and returns its id.
 * Synchronous: the objects are small and a merge or a pick waits for each, so a thread-pool round trip per file would
 * only add latency. Written to a temporary file and renamed into place, as git does: a crash never leaves a truncated
 * object under a valid name, and an object already there (the same id is the same content) is left as it is.
 */
export function writeLooseObject(
  objectsDir: string,
  hash: ObjectHash,
  type: string,
  body: Buffer,
  /** zlib's level; 0 (stored) for scratch objects nobody keeps: deflating them is most of the cost of writing one. */
  level?: number,
): string {
  const { id, raw } = frameObject(hash, type, body);
  const dir = join(objectsDir, id.slice(0, 2));
  const file = join(dir, id.slice(2));
  if (existsSync(file)) return id;
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `tmp_obj_ui_${process.pid}_${TEMP_TAG}_${(tempCount++).toString(36)}`);
  writeFileSync(temp, level === 0 ? storedZlib(raw) : deflateSync(raw, level === undefined ? {} : { level }), {
    mode: 0o444,
  });
  renameSync(temp, file);
  return id;
}

/**
 * The temporary names of this process's writes: one random tag per process (not a random draw per object: a cold plan
 * writes thousands), a counter within it.
 */
const TEMP_TAG = randomBytes(4).toString('hex');
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
export function storedZlib(raw: Buffer): Buffer {
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
function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length;) {
    const end = Math.min(data.length, i + 5552);
    for (; i < end; i++) {
      a += data[i]!;
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
export class TreeObjects {
  private readonly batch: CatFileBatch;
  private readonly trees = new Map<string, Map<string, TreeEntry>>();
  /** A commit's tree (commits are immutable too). */
  private readonly commitTrees = new Map<string, string>();
  /** Reads in flight: concurrent lookups of one tree share a single request. */
  private readonly reading = new Map<string, Promise<Map<string, TreeEntry>>>();
  /** Objects made here that git has not been given yet (see `persist`). */
  private readonly unwritten = new Map<string, { type: 'tree' | 'blob'; body: Buffer }>();

  constructor(
    cwd: string,
    env: Record<string, string>,
    private readonly objectsDir: string,
    private readonly hash: ObjectHash,
    /** zlib's level for what `persist` writes (see writeLooseObject). */
    private readonly level?: number,
  ) {
    this.batch = new CatFileBatch(cwd, env);
  }

  /** A blob's bytes (merge results live only in the run's scratch objects: a cache must carry them). */
  async blob(id: string): Promise<Buffer> {
    const made = this.unwritten.get(id);
    if (made?.type === 'blob') return made.body;
    const { type, body } = await this.batch.read(id);
    if (type !== 'blob') throw new GitError(['cat-file'], 128, `${id} is a ${type}, not a blob`);
    return body;
  }

  /**
   * A blob for the scratch objects (written when a tree holding it is persisted); undefined when the bytes do not
   * hash to `id` (a damaged cache).
   */
  writeBlob(id: string, body: Buffer): Promise<string | undefined> {
    if (frameObject(this.hash, 'blob', body).id !== id) return Promise.resolve(undefined);
    this.unwritten.set(id, { type: 'blob', body });
    return Promise.resolve(id);
  }

  /** Writes `tree` and everything made here that it holds into the scratch objects, for git to read. */
  persist(tree: string): void {
    const object = this.unwritten.get(tree);
    if (!object) return; // in the repository, written by git, or persisted already: so is all it holds
    this.unwritten.delete(tree);
    writeLooseObject(this.objectsDir, this.hash, object.type, object.body, this.level);
    if (object.type === 'tree') for (const entry of this.trees.get(tree)!.values()) this.persist(entry.id);
  }

  async treeOf(commit: string): Promise<string> {
    const known = this.commitTrees.get(commit);
    if (known) return known;
    const { type, body } = await this.batch.read(commit);
    if (type !== 'commit') throw new GitError(['cat-file'], 128, `${commit} is a ${type}, not a commit`);
    const match = /^tree ([0-9a-f]+)/.exec(body.toString('latin1'));
    if (!match) throw new GitError(['cat-file'], 128, `commit ${commit} has no tree line`);
    this.commitTrees.set(commit, match[1]!);
    return match[1]!;
  }

  async entries(tree: string): Promise<Map<string, TreeEntry>> {
    const known = this.trees.get(tree);
    if (known) return known;
    let read = this.reading.get(tree);
    if (!read) {
      read = this.batch.read(tree).then(({ type, body }) => {
        if (type !== 'tree') throw new GitError(['cat-file'], 128, `${tree} is a ${type}, not a tree`);
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
  async prefetch(tree: string, paths: Iterable<string>): Promise<void> {
    const all: Array<Promise<unknown>> = [];
    for (const path of paths) all.push(this.entryAt(tree, path).catch(() => undefined));
    await Promise.all(all);
  }

  /** The entry at `path` (a file, link, submodule or tree), or undefined when the path does not exist. */
  async entryAt(tree: string, path: string): Promise<TreeEntry | undefined> {
    let current: TreeEntry = { mode: TREE_MODE, id: tree };
    for (const name of path.split('/')) {
      if (current.mode !== TREE_MODE) return undefined;
      const next = (await this.entries(current.id)).get(name);
      if (!next) return undefined;
      current = next;
    }
    return current;
  }

  /** A new tree: `tree` with each change applied (directories made or dropped as needed). */
  async edit(tree: string, changes: readonly TreeChange[]): Promise<string> {
    return (await this.editDir(tree, changes)) ?? (await this.write(new Map()));
  }

  async close(): Promise<void> {
    await this.batch.close();
  }

  private async editDir(tree: string | undefined, changes: readonly TreeChange[]): Promise<string | undefined> {
    const entries = new Map(tree ? await this.entries(tree) : []);
    const below = new Map<string, TreeChange[]>();
    for (const [path, entry] of changes) {
      const slash = path.indexOf('/');
      if (slash < 0) {
        if (entry) entries.set(path, entry);
        else entries.delete(path);
      } else {
        const dir = path.slice(0, slash);
        below.set(dir, [...(below.get(dir) ?? []), [path.slice(slash + 1), entry]]);
      }
    }
    for (const [dir, sub] of below) {
      const old = entries.get(dir);
      const id = await this.editDir(old?.mode === TREE_MODE ? old.id : undefined, sub);
      if (id) entries.set(dir, { mode: TREE_MODE, id });
      else entries.delete(dir);
    }
    if (!entries.size) return undefined;
    return this.write(entries);
  }

  private write(entries: Map<string, TreeEntry>): Promise<string> {
    const body = serializeTree(entries);
    const { id } = frameObject(this.hash, 'tree', body);
    if (!this.trees.has(id)) this.unwritten.set(id, { type: 'tree', body });
    this.trees.set(id, entries);
    return Promise.resolve(id);
  }
}

export function parseTree(body: Buffer, idBytes: number): Map<string, TreeEntry> {
  const out = new Map<string, TreeEntry>();
  let i = 0;
  while (i < body.length) {
    const space = body.indexOf(0x20, i);
    const nul = body.indexOf(0, space);
    if (space < 0 || nul < 0 || nul + idBytes > body.length) throw new Error('malformed tree object');
    const mode = body.toString('latin1', i, space);
    const name = body.toString('utf8', space + 1, nul);
    out.set(name, { mode, id: body.toString('hex', nul + 1, nul + 1 + idBytes) });
    i = nul + 1 + idBytes;
  }
  return out;
}

/** git's canonical order: names compared bytewise, a tree's name as if it ended in '/'. */
export function serializeTree(entries: ReadonlyMap<string, TreeEntry>): Buffer {
  const key = (name: string, e: TreeEntry) => Buffer.from(e.mode === TREE_MODE ? `${name}/` : name, 'utf8');
  const sorted = [...entries].sort(([a, ea], [b, eb]) => Buffer.compare(key(a, ea), key(b, eb)));
  return Buffer.concat(
    sorted.flatMap(([name, e]) => [Buffer.from(`${e.mode} ${name}\0`, 'utf8'), Buffer.from(e.id, 'hex')]),
  );
}

/** `git cat-file --batch`: one request line in, `<id> <type> <size>\n<body>\n` out, in order. */
class CatFileBatch extends LongLivedGit {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly waiters: Array<{
    resolve: (o: { type: string; body: Buffer }) => void;
    reject: (e: Error) => void;
  }> = [];

  constructor(cwd: string, env: Record<string, string>) {
    super(cwd, env, ['cat-file', '--batch']);
  }

  read(id: string): Promise<{ type: string; body: Buffer }> {
    if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(id)) return Promise.reject(new Error(`not an object id: ${id}`));
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      try {
        this.send(`${id}\n`);
      } catch (error) {
        this.waiters.pop();
        reject(error as Error);
      }
    });
  }

  protected onData(d: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, d]) : d;
    for (;;) {
      const nl = this.buffer.indexOf(0x0a);
      if (nl < 0) return;
      const header = this.buffer.toString('latin1', 0, nl).split(' ');
      if (header[1] === 'missing') {
        this.buffer = this.buffer.subarray(nl + 1);
        this.waiters.shift()?.reject(new GitError(['cat-file'], 128, `missing object ${header[0]}`));
        continue;
      }
      const size = Number(header[2]);
      if (this.buffer.length < nl + 1 + size + 1) return;
      const body = Buffer.from(this.buffer.subarray(nl + 1, nl + 1 + size));
      this.buffer = this.buffer.subarray(nl + 1 + size + 1);
      this.waiters.shift()?.resolve({ type: header[1] ?? '', body });
    }
  }

  protected fail(error: Error): void {
    for (const w of this.waiters.splice(0)) w.reject(error);
  }
}
