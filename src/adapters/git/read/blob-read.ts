import type { GitRunner } from '../run/git-runner.js';

/** Contents of `rev:path` specs in one process; null for missing objects, non-blobs, binary or non-UTF-8 content. */
export async function readBlobs(git: GitRunner, specs: readonly string[]): Promise<Map<string, string | null>> {
  const result = new Map<string, string | null>();
  const usable = specs.filter((s) => !s.includes('\n'));
  for (const s of specs) result.set(s, null);
  if (usable.length === 0) return result;
  const { stdout } = await git.run(['cat-file', '--batch'], { input: usable.join('\n') + '\n' });
  if (stdout.includes('\ufffd')) {
    // Invalid UTF-8 somewhere shifts byte offsets: read each blob on its own instead.
    for (const s of usable) {
      const one = await git.run(['cat-file', '-p', s], { okExitCodes: [1, 128] });
      result.set(
        s,
        one.exitCode === 0 && !one.stdout.includes('\0') && !one.stdout.includes('\ufffd') ? one.stdout : null,
      );
    }
    return result;
  }
  const buffer = Buffer.from(stdout, 'utf8');
  let pos = 0;
  for (const spec of usable) {
    const nl = buffer.indexOf(0x0a, pos);
    if (nl < 0) break;
    const header = buffer.subarray(pos, nl).toString('utf8');
    pos = nl + 1;
    const m = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!m) continue; // "<spec> missing" / "ambiguous"
    const size = Number(m[2]);
    const content = buffer.subarray(pos, pos + size);
    pos += size + 1;
    result.set(spec, m[1] === 'blob' && !content.includes(0) ? content.toString('utf8') : null);
  }
  return result;
}
