import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadLedgerFile } from '../../src/adapters/files/ledger-file.js';
import type { LagReport } from '../../src/schemas/lag-report.js';
import { runLag } from '../../src/services/lag/lag.js';
import { silentLogger } from '../../src/shared/logger.js';
import { buildScenario, type BuiltScenario, type Step } from '../helpers/scenario.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Measured in ISO week 2026-W10 (Monday 2026-03-02 to Sunday 2026-03-08). */
export const NOW = new Date('2026-03-06T12:00:00Z');
export const BUNDLE_KEY = 'Reactor Backport Revision';
export const HOSTILE_SUBJECT = '[core] @everyone see #12 <img src=x onerror=alert(1)> ::set-output name=x::y';

const up = (id: string, date: string, message = `[core] change ${id}`): Step => ({
  id,
  on: 'upstream',
  date,
  files: { [`${id}.txt`]: `${id}\n` },
  message,
});

/**
 * A fork two weeks behind: upstream u1..u6 in late February, the fork picks u1 the previous week and u2+u3 (one
 * bundle commit) and u4 this week, has its own commit this week, and defers u5 in its ledger. u4 (landed) and u6
 * (pending) carry hostile subjects.
 */
export async function forkWithLag(): Promise<{ s: BuiltScenario; report: LagReport }> {
  const s = await buildScenario({
    baseDate: '2026-02-01T00:00:00Z',
    steps: [
      up('u1', '2026-02-16T10:00:00Z'),
      up('u2', '2026-02-17T10:00:00Z'),
      up('u3', '2026-02-18T10:00:00Z'),
      up('u4', '2026-02-19T10:00:00Z', HOSTILE_SUBJECT),
      up('u5', '2026-02-20T10:00:00Z', '[build] bump LLVM'),
      up('u6', '2026-02-21T10:00:00Z', `${HOSTILE_SUBJECT} again`),
      { id: 'p1', on: 'fork', pick: 'u1', provenance: 'x', date: '2026-02-25T09:00:00Z' },
      { id: 'b23', on: 'fork', bundle: ['u2', 'u3'], key: BUNDLE_KEY, date: '2026-03-03T09:00:00Z' },
      {
        id: 'own',
        on: 'fork',
        files: { 'fork.txt': 'ours\n' },
        message: 'fork: own feature',
        date: '2026-03-04T09:00:00Z',
      },
      { id: 'p4', on: 'fork', pick: 'u4', provenance: { key: 'Upstream-Commit' }, date: '2026-03-05T09:00:00Z' },
    ],
  });
  const ledgerPath = join(await makeTempDir('ui-ledger-'), 'ledger.yaml');
  await writeFile(
    ledgerPath,
    [
      'entries:',
      `  - commit: ${s.sha('u5')}`,
      '    disposition: defer',
      '    reason: needs the new allocator (@fork-team)',
      '',
    ].join('\n'),
  );
  const report = await runLag(
    {
      upstream: 'upstream',
      fork: 'fork',
      now: NOW,
      extraTrailerKeys: [BUNDLE_KEY],
      ledger: await loadLedgerFile(ledgerPath),
      ledgerSource: ledgerPath,
    },
    { git: s.git, logger: silentLogger },
  );
  return { s, report };
}
