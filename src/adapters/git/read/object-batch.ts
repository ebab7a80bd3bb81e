import type { GitRunner } from '../run/git-runner.js';

export interface BatchObject {
  /** The object's id (what a `<rev>:<path>` name resolved to). */
  oid: string;
  type: string;
  /** The object's bytes, exactly as stored (decode them as the reader needs). */
  content: Buffer;
}

/**
 * The objects `specs` name (`<oid>`, `<rev>:<path>`), in one `cat-file --batch` process; undefined for one that is
 * missing or ambiguous, or whose name holds a newline (it would read as two requests). Read as bytes: the sizes in
 * the headers are byte counts, so one object in another encoding never shifts the ones after it.
 */
export async function readObjectBatch(
  git: GitRunner,
  specs: readonly string[],
): Promise<Map<string, BatchObject | undefined>> {
  const out = new Map<string, BatchObject | undefined>(specs.map((s) => [s, undefined]));
  const wanted = [...new Set(specs.filter((s) => s && !s.includes('\n')))];
  if (wanted.length === 0) return out;
  // Undecoded: at LLVM scale the tip's files at every changed path are ~40 MB, which a latin1 string and its copy
  // back into a Buffer held twice more for a while. (A runner that gives no bytes gives text, one character a byte.)
  const result = await git.run(['cat-file', '--batch'], { input: `${wanted.join('\n')}\n`, encoding: 'bytes' });
  const buffer = result.bytes ?? Buffer.from(result.stdout, 'latin1');
  let pos = 0;
  for (const spec of wanted) {
    const nl = buffer.indexOf(0x0a, pos);
    if (nl < 0) break;
    const header = /^([0-9a-f]+) (\w+) (\d+)$/.exec(buffer.subarray(pos, nl).toString('latin1'));
    pos = nl + 1;
    if (!header) continue; // "<spec> missing" / "ambiguous": no body follows
    const size = Number(header[3]);
    out.set(spec, { oid: header[1]!, type: header[2]!, content: buffer.subarray(pos, pos + size) });
    pos += size + 1;
  }
  return out;
}

/** Fails on invalid UTF-8 instead of writing U+FFFD. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as UTF-8 text, or undefined when they are not valid UTF-8. */
export function strictUtf8(bytes: Buffer): string | undefined {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}
