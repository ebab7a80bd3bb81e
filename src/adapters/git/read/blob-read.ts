import type { GitRunner } from '../run/git-runner.js';

/** Fails on invalid UTF-8 instead of writing U+FFFD: such a text is not one a guard or an agent can judge. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

export interface ReadBlobsOptions {
  /**
   * 'null' (the default): a blob that is not valid UTF-8 is null, a text no guard or agent can judge. 'replace': it
   * is decoded with U+FFFD for the bad bytes, for a reader that only looks for ASCII (conflict markers) and must not
   * lose the file.
   */
  invalidUtf8?: 'null' | 'replace';
}

/** Contents of `rev:path` specs in one process; null for missing objects, non-blobs, binary or non-UTF-8 content. */
export async function readBlobs(
  git: GitRunner,
  specs: readonly string[],
  options: ReadBlobsOptions = {},
): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  const usable = specs.filter((s) => !s.includes('\n'));
  for (const s of specs) result.set(s, null);
  if (usable.length === 0) return result;
  // Read as bytes (latin1 keeps one character per byte): the sizes in the headers are byte counts, and one blob in
  // another encoding must not shift the offsets of the rest (it used to cost one process per blob).
  const { stdout } = await git.run(['cat-file', '--batch'], { input: usable.join('\n') + '\n', encoding: 'latin1' });
  const buffer = Buffer.from(stdout, 'latin1');
  let pos = 0;
  for (const spec of usable) {
    const nl = buffer.indexOf(0x0a, pos);
    if (nl < 0) break;
    const header = buffer.subarray(pos, nl).toString('latin1');
    pos = nl + 1;
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!m) continue; // "<spec> missing" / "ambiguous"
    const size = Number(m[2]);
    const content = buffer.subarray(pos, pos + size);
    pos += size + 1;
    result.set(spec, m[1] === 'blob' ? decodeText(content, options.invalidUtf8 ?? 'null') : null);
  }
  return result;
}

/** The blob as text, or null when it is binary (a NUL byte) or, unless replacing, not valid UTF-8. */
function decodeText(content: Buffer, invalid: 'null' | 'replace'): string | null {
  if (content.includes(0)) return null;
  if (invalid === 'replace') return content.toString('utf8');
  try {
    return STRICT_UTF8.decode(content);
  } catch {
    return null;
  }
}
