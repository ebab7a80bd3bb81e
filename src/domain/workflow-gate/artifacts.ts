import type { GateFinding } from './finding.js';
import { asText, GITHUB_SCRIPT, privilegeOf, type Job } from './model.js';
import type { ParsedWorkflow } from './parsed-file.js';

export const DOWNLOAD_ARTIFACT = /^actions\/download-artifact@/;

interface Download {
  index: number;
  path: string;
  otherRun: boolean;
}

/** Steps that fetch artifacts, with where they put them and whether they come from another workflow run. */
function artifactDownloads(job: Job): Download[] {
  const out: Download[] = [];
  job.steps.forEach((step, i) => {
    if (DOWNLOAD_ARTIFACT.test(step.uses ?? ''))
      out.push({ index: i, path: asText(step.with?.path), otherRun: step.with?.['run-id'] !== undefined });
    else if (typeof step.run === 'string' && /\bgh\s+run\s+download\b/.test(step.run)) {
      const dir = /(?:-D|--dir)\s+("[^"]+"|\S+)/.exec(step.run)?.[1]?.replace(/"/g, '') ?? '';
      out.push({ index: i, path: dir, otherRun: true });
    } else if (GITHUB_SCRIPT.test(step.uses ?? '') && /downloadArtifact/.test(asText(step.with?.script)))
      out.push({ index: i, path: '', otherRun: true });
  });
  return out;
}

/** Outside the workspace: files there cannot replace a script, an action or a config that a later step runs. */
const outsideWorkspace = (path: string): boolean =>
  /^(\$\{\{\s*runner\.temp\s*\}\}|\$RUNNER_TEMP|\$\{RUNNER_TEMP\}|\/tmp\/)/.test(path);
const EXECUTES = /(^|[\s;&|(])(bash|sh|zsh|node|python3?|ruby|perl|source|\.|exec|chmod\s+\+x|npx|sudo)\s+["']?$/;

/** Does this script execute a file under dir (`bash dir/x.sh`, `./dir/x`, `node "$DIR/x.js"`)? */
function executesFrom(script: string, dir: string, envNames: string[]): boolean {
  const temp = /^\$\{\{\s*runner\.temp\s*\}\}/;
  const dirs = temp.test(dir) ? [dir.replace(temp, '$RUNNER_TEMP'), dir.replace(temp, '${RUNNER_TEMP}')] : [dir];
  const needles = [...dirs, ...envNames.map((n) => `$${n}`), ...envNames.map((n) => `\${${n}}`)].filter(
    (n) => n && n !== '.' && n !== './',
  );
  for (const line of script.split('\n')) {
    for (const needle of needles) {
      let at = line.indexOf(needle);
      while (at >= 0) {
        const before = line.slice(0, at);
        if (EXECUTES.test(before) || (/(^|[\s;&|(])["']?$/.test(before) && /^\.\//.test(needle))) return true;
        at = line.indexOf(needle, at + 1);
      }
    }
  }
  return false;
}

/** artifact-poisoning: artifacts unpacked where later steps run files, trusted across runs, or executed. */
export function artifactFindings(p: ParsedWorkflow): GateFinding[] {
  const { doc, at } = p;
  const out: GateFinding[] = [];
  for (const [jobId, job] of Object.entries(doc.jobs)) {
    if (job.uses) continue;
    const privilege = privilegeOf(doc, job);
    for (const download of artifactDownloads(job)) {
      const where = ['jobs', jobId, 'steps', download.index];
      const later = job.steps.slice(download.index + 1);
      const runsLater = later.some((s) => typeof s.run === 'string' || (s.uses ?? '').startsWith('./'));
      const source = download.otherRun ? 'an artifact of another workflow run' : 'an artifact';
      if ((download.otherRun || privilege) && !outsideWorkspace(download.path) && runsLater)
        out.push(
          at(
            where,
            'artifact-poisoning',
            `job ${jobId}: ${source} is unpacked into the workspace, where later steps run files it can replace ` +
              '(artifact poisoning): download to ${{ runner.temp }} and read it as data',
          ),
        );
      if (download.otherRun && privilege)
        out.push(
          at(
            where,
            'artifact-poisoning',
            `job ${jobId}: trusts an artifact of another workflow run in a job with ${privilege}; ` +
              'anyone who can run that workflow wrote it: read it in a job without write access, or re-check it',
          ),
        );
      later.forEach((step, k) => {
        const envNames = Object.entries({ ...job.env, ...step.env })
          .filter(([, v]) => download.path && asText(v).includes(download.path))
          .map(([n]) => n);
        const local = step.uses ?? '';
        const dir = download.path.replace(/^\.\//, '');
        const executes =
          (typeof step.run === 'string' && download.path && executesFrom(step.run, download.path, envNames)) ||
          (local.startsWith('./') && dir && local.slice(2).startsWith(dir));
        if (executes && (download.otherRun || privilege))
          out.push(
            at(
              ['jobs', jobId, 'steps', download.index + 1 + k],
              'artifact-poisoning',
              `job ${jobId}: executes a file from ${source}${privilege ? ` in a job with ${privilege}` : ''}; ` +
                'artifacts are data: never run them',
            ),
          );
      });
    }
  }
  return out;
}
