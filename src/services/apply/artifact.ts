import { mkdir, rm, writeFile } from 'node:fs/promises';
import { readUserFile } from '../../adapters/files/user-file.js';
import { join } from 'node:path';
import { chainCommits, createBranchBundle } from '../../adapters/git/remote/bundle.js';
import type { GitRunner } from '../../adapters/git/run/git-runner.js';
import { parseProvenanceStyle, provenanceLine, provenanceOf } from '../../domain/apply/provenance.js';
import {
  APPLY_ARTIFACT_VERSION,
  ApplyArtifactSchema,
  ARTIFACT_FILES,
  type ApplyArtifact,
  type ChainEntry,
} from '../../schemas/apply-artifact.js';
import type { ApplyResult } from '../../schemas/apply-result.js';
import { ConfigurationError } from '../../shared/errors.js';
import { parseOrThrow } from '../../shared/zod-errors.js';

/**
 * The untrusted job's hand-over (`mode: prepare`, `apply --prepare-out`): the branch as a git bundle on top of the
 * base, and result.json — the apply result plus the chain of commits the bundle holds. Written into a fresh folder:
 * whatever was there before is removed, so an artifact never mixes two runs.
 */
export async function writeArtifact(git: GitRunner, dir: string, result: ApplyResult): Promise<ApplyArtifact> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const style = parseProvenanceStyle(result.provenance) ?? { kind: 'x' as const };
  const chain: ChainEntry[] = [];
  const landed = result.head !== result.base.sha;
  if (landed) {
    for (const c of await chainCommits(git, result.base.sha, result.head)) {
      const upstream = provenanceOf(c.message, style);
      if (!upstream || c.parents.length !== 1) {
        throw new Error(`prepare: ${c.sha} on ${result.branch} has no provenance line or is a merge`);
      }
      chain.push({
        sha: c.sha,
        parent: c.parents[0]!,
        tree: c.tree,
        upstream,
        provenance: provenanceLine(style, upstream),
      });
    }
    await createBranchBundle(git, join(dir, ARTIFACT_FILES.bundle), result.branch, result.base.sha);
  }
  const artifact: ApplyArtifact = {
    ...result,
    artifact: { version: APPLY_ARTIFACT_VERSION, bundle: landed ? ARTIFACT_FILES.bundle : null, chain },
  };
  await writeFile(join(dir, ARTIFACT_FILES.result), `${JSON.stringify(artifact, null, 2)}\n`);
  return artifact;
}

/** result.json of an artifact folder, validated (it comes from an untrusted job: its shape is checked first). */
export async function readArtifact(dir: string): Promise<ApplyArtifact> {
  const path = join(dir, ARTIFACT_FILES.result);
  let text: string;
  try {
    // Written by an untrusted job: a FIFO or a device there must fail at once, not hang the publish job.
    text = await readUserFile(path, 'artifact', ARTIFACT_FILES.result);
  } catch (error) {
    const why = /\(([^()]*)\)$/.exec((error as Error).message)?.[1] ?? 'error';
    throw new ConfigurationError(
      `artifact-dir ${dir}: no ${ARTIFACT_FILES.result} (${why})`,
      'download the artifact the prepare job uploaded into this folder',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ConfigurationError(`artifact ${path}: not JSON`);
  }
  return parseOrThrow(ApplyArtifactSchema, data, `artifact ${path}`);
}
