import type { GitRunner } from '../run/git-runner.js';
import { readObjectBatch, strictUtf8 } from './object-batch.js';

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
  const objects = await readObjectBatch(git, specs);
  return new Map(
    specs.map((spec) => {
      const object = objects.get(spec);
      return [spec, object?.type === 'blob' ? decodeText(object.content, options.invalidUtf8 ?? 'null') : null];
    }),
  );
}

/** The blob as text, or null when it is binary (a NUL byte) or, unless replacing, not valid UTF-8. */
function decodeText(content: Buffer, invalid: 'null' | 'replace'): string | null {
  if (content.includes(0)) return null;
  if (invalid === 'replace') return content.toString('utf8');
  return strictUtf8(content) ?? null;
}
