import { forkCommitMessage, neutralizeCommitMessage } from '../../src/domain/apply/fork-message.js';
import { provenanceOf } from '../../src/domain/apply/provenance.js';
import { runApply } from '../../src/services/apply/run-apply.js';
import { silentLogger } from '../../src/shared/logger.js';
import { baseSettings } from '../apply/fixtures.js';
import { buildScenario, git } from '../helpers/scenario.js';
import { removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

const ZWSP = '\u200b';
const SHA = 'a'.repeat(40);

describe('upstream text acts on nothing in the fork', () => {
  it('rewrites closing keywords, references and mentions, and nothing else', () => {
    const message = [
      '[BACKEND] Fix the pipeliner (#10999)',
      '',
      'Fixes #12. Closes: GH-13, resolves triton-lang/triton#14; see https://github.com/x/y/pull/3#L5.',
      'cc @alice and @org/team; mail bob@example.com',
      '',
      'Co-authored-by: Bob <bob@example.com>',
    ].join('\n');
    const out = neutralizeCommitMessage(message);
    expect(out).toBe(
      [
        '[BACKEND] Fix the pipeliner (upstream#10999)',
        '',
        `Fixes upstream#12. Closes: upstream#13, resolves triton-lang/triton#${ZWSP}14; see https://github.com/x/y/pull/3#L5.`,
        `cc @${ZWSP}alice and @${ZWSP}org/team; mail bob@example.com`,
        '',
        'Co-authored-by: Bob <bob@example.com>',
      ].join('\n'),
    );
    expect(neutralizeCommitMessage(out)).toBe(out); // idempotent: a re-run gives the same commit
    expect(neutralizeCommitMessage('Fixes #12', { upstreamRepo: 'triton-lang/triton' })).toBe(
      `Fixes triton-lang/triton#${ZWSP}12`,
    );
    const full = forkCommitMessage('fix #1', { kind: 'trailer', key: 'Upstream-Commit' }, SHA);
    expect(full).toBe(`fix upstream#1\n\nUpstream-Commit: ${SHA}\n`);
    expect(provenanceOf(full, { kind: 'trailer', key: 'Upstream-Commit' })).toBe(SHA);
  });

  it('lands the cherry-pick with the neutralised message and the provenance line intact', async () => {
    const s = await buildScenario({
      steps: [
        { id: 'u1', on: 'upstream', files: { 'a.txt': 'a\n' }, message: 'core: fixes #12 (#13), thanks @alice' },
        { id: 'u2', on: 'upstream', files: { 'b.txt': 'b\n' }, message: 'core: plain change' },
      ],
    });
    const result = await runApply(baseSettings([s.sha('u1'), s.sha('u2')]), { git: s.git, logger: silentLogger });
    expect(result.counts.landed).toBe(2);
    const [first, second] = result.commits.map((c) => c.forkSha!);
    const message = (await git(s, 'show', '-s', '--format=%B', first!)).trimEnd();
    expect(message).toBe(
      `core: fixes upstream#12 (upstream#13), thanks @${ZWSP}alice\n\n(cherry picked from commit ${s.sha('u1')})`,
    );
    expect((await git(s, 'show', '-s', '--format=%B', second!)).trimEnd()).toBe(
      `core: plain change\n\n(cherry picked from commit ${s.sha('u2')})`,
    );
    // Re-running converges on the same commits.
    const again = await runApply(baseSettings([s.sha('u1'), s.sha('u2')]), { git: s.git, logger: silentLogger });
    expect(again.head).toBe(result.head);
  });
});
