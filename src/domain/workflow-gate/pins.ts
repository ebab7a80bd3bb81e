import type { GateFinding } from './finding.js';
import { isSuiteReference, KNOWN_ACTIONS, repositoryOf } from './known-actions.js';
import type { Job } from './model.js';
import type { YamlPath } from './parsed-file.js';

type At = (path: YamlPath, rule: GateFinding['rule'], message: string) => GateFinding;

const FULL_SHA = /^[0-9a-f]{40}$/;
const PINNED_IMAGE = /@sha256:[0-9a-f]{64}$/;

/** The version a pin's comment names (`uses: x@<sha> # v4.2.2`), from the file line of the finding. */
function commentVersion(lines: readonly string[], line: number | undefined): string | undefined {
  return /#\s*(\S+)/.exec(lines[(line ?? 1) - 1] ?? '')?.[1];
}

/**
 * unpinned-uses, impostor-commit, ref-confusion for one `uses:`; with `self`, verified-actions as well (only the
 * listed third-party actions, each at its verified release commit, with the version as the pin's comment).
 */
export function pinFindings(
  uses: string,
  path: YamlPath,
  where: string,
  lines: readonly string[],
  at: At,
  self: boolean,
): GateFinding[] {
  if (uses.startsWith('docker://')) return imageFinding(uses, [...path, 'uses'], where, at);
  if (uses.startsWith('./')) return [];
  const match = /^([^@\s]+)@(.+)$/.exec(uses);
  const usesPath = [...path, 'uses'];
  if (match && /^[0-9a-f]{7,39}$/i.test(match[2]!))
    return [
      at(
        usesPath,
        'ref-confusion',
        `${where}: ${uses} looks like a commit but is resolved as a branch or tag name that anyone with push access ` +
          'to that repository can create: pin the full 40-character SHA',
      ),
    ];
  if (!match || !FULL_SHA.test(match[2]!))
    return [at(usesPath, 'unpinned-uses', `${where}: ${uses} is not pinned by full commit SHA`)];
  const [, name, sha] = match as unknown as [string, string, string];
  if (isSuiteReference(name)) return [];
  const impostor = impostorFinding(name, sha, usesPath, where, lines, at);
  if (impostor) return [impostor];
  if (!self) return [];
  const known = KNOWN_ACTIONS[name];
  if (!known)
    return [
      at(
        usesPath,
        'verified-actions',
        `${where}: ${name} is not a verified action (add its release SHA to KNOWN_ACTIONS)`,
      ),
    ];
  if (known.sha !== sha)
    return [
      at(
        usesPath,
        'verified-actions',
        `${where}: ${name}@${sha} is not the verified commit ${known.sha} (${known.version})`,
      ),
    ];
  const finding = at(usesPath, 'verified-actions', '');
  if (commentVersion(lines, finding.line) !== known.version)
    return [{ ...finding, message: `${where}: ${name} pin needs the comment '# ${known.version}'` }];
  return [];
}

/**
 * What can be told offline about a SHA pin: the commit of another known action (a commit of a fork in the same
 * network is served under any repository name), or not the commit of the release its comment names.
 */
function impostorFinding(
  name: string,
  sha: string,
  path: YamlPath,
  where: string,
  lines: readonly string[],
  at: At,
): GateFinding | undefined {
  const owner = Object.entries(KNOWN_ACTIONS).find(
    ([other, a]) => a.sha === sha && repositoryOf(other) !== repositoryOf(name),
  );
  if (owner)
    return at(
      path,
      'impostor-commit',
      `${where}: ${name}@${sha} is the release commit of ${owner[0]} (${owner[1].version}), not of ${repositoryOf(name)}`,
    );
  const known = KNOWN_ACTIONS[name];
  if (!known || known.sha === sha) return undefined;
  const finding = at(path, 'impostor-commit', '');
  const claimed = commentVersion(lines, finding.line);
  if (claimed !== known.version) return undefined;
  return {
    ...finding,
    message: `${where}: ${name}@${sha} claims ${claimed}, whose release commit is ${known.sha}: the pinned commit may come from a fork`,
  };
}

function imageFinding(image: unknown, path: YamlPath, where: string, at: At): GateFinding[] {
  if (typeof image !== 'string' || PINNED_IMAGE.test(image.replace(/^docker:\/\//, ''))) return [];
  return [
    at(
      path,
      'unpinned-images',
      `${where}: image ${image} is not pinned by digest (@sha256:…): a tag can be pushed again`,
    ),
  ];
}

/** unpinned-images: job containers and services. */
export function jobImageFindings(jobId: string, job: Job, at: At): GateFinding[] {
  const out: GateFinding[] = [];
  const container = typeof job.container === 'string' ? job.container : (job.container as { image?: unknown })?.image;
  const containerPath =
    typeof job.container === 'string' ? ['jobs', jobId, 'container'] : ['jobs', jobId, 'container', 'image'];
  out.push(...imageFinding(container, containerPath, `job ${jobId} container`, at));
  for (const [name, service] of Object.entries(job.services ?? {}))
    out.push(
      ...imageFinding(
        (service as { image?: unknown } | null)?.image,
        ['jobs', jobId, 'services', name, 'image'],
        `job ${jobId} service ${name}`,
        at,
      ),
    );
  return out;
}

/** unpinned-uses of a job that calls a reusable workflow of another repository. */
export function reusablePinFinding(jobId: string, job: Job, at: At): GateFinding[] {
  if (!job.uses || job.uses.startsWith('./') || /@[0-9a-f]{40}$/.test(job.uses)) return [];
  return [
    at(
      ['jobs', jobId, 'uses'],
      'unpinned-uses',
      `job ${jobId}: reusable workflow ${job.uses} is not pinned by full SHA`,
    ),
  ];
}
