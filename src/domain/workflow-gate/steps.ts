import type { GateFinding } from './finding.js';
import { asText, GITHUB_SCRIPT, isCheckout, type Step } from './model.js';
import type { YamlPath } from './parsed-file.js';
import { pinFindings } from './pins.js';

type At = (path: YamlPath, rule: GateFinding['rule'], message: string) => GateFinding;

const persistsCredentials = (step: Step): boolean =>
  isCheckout(step) && asText(step.with?.['persist-credentials']) !== 'false';

/**
 * The rules of one step, for workflow jobs and composite actions alike: pins (unpinned-uses, impostor-commit,
 * ref-confusion), checkout credentials (artipacked) and expressions inside scripts (template-injection).
 */
export function stepFindings(
  step: Step,
  path: YamlPath,
  where: string,
  lines: readonly string[],
  at: At,
  self: boolean,
): GateFinding[] {
  const out: GateFinding[] = [];
  if (typeof step.uses === 'string') out.push(...pinFindings(step.uses, path, where, lines, at, self));
  if (persistsCredentials(step))
    out.push(at([...path, 'uses'], 'artipacked', `${where}: actions/checkout without persist-credentials: false`));
  if (typeof step.run === 'string' && step.run.includes('${{'))
    out.push(
      at(
        [...path, 'run'],
        'template-injection',
        `${where}: \${{ }} expression inside run: (pass values through env: instead)`,
      ),
    );
  if (GITHUB_SCRIPT.test(step.uses ?? '') && asText(step.with?.script).includes('${{'))
    out.push(
      at(
        [...path, 'with', 'script'],
        'template-injection',
        `${where}: \${{ }} expression inside a github-script script (use env:)`,
      ),
    );
  return out;
}

const WORKSPACE = /^(\.\/?|\$\{\{\s*github\.workspace\s*\}\}\/?|\$GITHUB_WORKSPACE\/?)$/;

/**
 * artipacked, the leak itself: after a checkout that left its token in .git/config, an upload of the checkout's
 * directory publishes the token to everyone who can download the run's artifacts.
 */
export function uploadFindings(
  steps: readonly Step[],
  basePath: YamlPath,
  where: (i: number) => string,
  at: At,
): GateFinding[] {
  const out: GateFinding[] = [];
  const persisted = new Set<string>();
  steps.forEach((step, i) => {
    if (persistsCredentials(step)) persisted.add(asText(step.with?.path).replace(/\/$/, '') || '.');
    if (!/^actions\/upload-artifact@/.test(step.uses ?? '') || !persisted.size) return;
    const uploaded = asText(step.with?.path)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('!'));
    const leaks = uploaded.some(
      (u) => (persisted.has('.') && WORKSPACE.test(u)) || persisted.has(u.replace(/^\.\//, '').replace(/\/$/, '')),
    );
    if (leaks)
      out.push(
        at(
          [...basePath, i, 'with', 'path'],
          'artipacked',
          `${where(i)}: uploads a checkout whose .git/config holds the job's token (persist-credentials): anyone who ` +
            'can download the artifact can use it; check out with persist-credentials: false',
        ),
      );
  });
  return out;
}
