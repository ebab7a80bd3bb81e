/**
 * `upstream-ingest demo`: one story, offline, in one process. A generated upstream/fork pair shaped like the real
 * Triton and FBTriton histories; the fork "on GitHub" is a bare repository behind the local GitHub API server
 * (src/demo/github-sim), and the daily loop (daily-loop.ts) runs the product's own services against both, day by
 * day. Writes index.html (the first day's picture, then the loop), the dashboard issue as it looks (dashboard.html),
 * the Pages site (site/), and summary.md, plan.json, results.json.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeScratchFolder, sweepStaleScratch } from '../adapters/files/scratch-folder.js';
import { tmpfsRoot } from '../adapters/files/tmpfs-root.js';
import { createGitRunner, type GitRunner } from '../adapters/git/run/git-runner.js';
import { createGitHubClient } from '../adapters/github/client.js';
import { renderLagSummary } from '../domain/ledger/lag-summary.js';
import { renderHtmlReport, type ReportSection } from '../domain/report/html-report.js';
import { STATE_BRANCH } from '../domain/state-layout.js';
import { DEFAULT_SITE_FILES, buildSite } from '../services/report/site.js';
import { ConfigurationError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { runDailyLoop, TRUNK_MARK, TRUNK_SCOPE, VERIFY_MARK, VERIFY_SCOPE, type LoopOutcome } from './daily-loop.js';
import {
  branchHeads,
  checkout,
  cloneCheckout,
  commitFiles,
  commitTime,
  createOrigin,
  mergeInto,
  type FileCommit,
} from './demo-git.js';
import { loopSections, planMarkdown, planSections } from './demo-report.js';
import { DEFAULT_TEST_TOKEN, startGitHubServer } from './github-sim/server.js';
import { renderIssuePage } from './issue-page.js';
import { renderIssuePreview } from '../domain/report/issue-preview.js';
import { PhaseTimer, renderPhaseTimes, type PhaseTime } from './phase-timer.js';
import { parseShapeRecords, replayShapes } from './shape-replay.js';

export interface DemoOptions {
  out: string;
  /** Days of the loop (default 10). */
  days?: number;
  /** Fewer days and a smaller fork (tests). */
  quick?: boolean;
  seed?: number;
  /** Build the repositories under `out` (kept to look at) instead of in memory. */
  keepRepos?: boolean;
}

export interface DemoOutcome extends LoopOutcome {
  firstDay: string;
  files: string[];
  table: string;
  phases: PhaseTime[];
}

const MARKER = '.upstream-ingest-demo';
const DEMO_TRAILER = 'Upstream-Commit';
const FORK = { owner: 'demo', repo: 'fork' };
const DAY = 86_400;
const FORK_DEV = { name: 'Fork Dev', email: 'fork-dev@example.com' };
const UPSTREAM_DEV = { name: 'Upstream Dev', email: 'upstream-dev@example.com' };
const GITHUB = { name: 'GitHub', email: 'noreply@github.com' };

/** The package root (where package.json is), from the source file or the bundle alike. */
export function packageRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'demo'))) return dir;
    if (dirname(dir) === dir) throw new Error('cannot find the upstream-ingest package root');
  }
}

/** What the demo runs each day: the daily loop (the CLI face passes it, so the loop is one step from `demo`). */
export interface DemoDeps {
  loop: typeof runDailyLoop;
}

export async function runDemo(
  options: DemoOptions,
  logger: Logger,
  deps: DemoDeps = { loop: runDailyLoop },
): Promise<DemoOutcome> {
  const out = resolve(options.out);
  await prepareOutDir(out);
  const scaffold = await scaffoldRoot(out, options.keepRepos ?? false);
  let finished = false;
  try {
    const outcome = await demoIn(scaffold.root, out, options, logger, deps);
    finished = true;
    return outcome;
  } finally {
    if (scaffold.inMemory && finished) await rm(scaffold.root, { recursive: true, force: true, maxRetries: 3 });
    else if (scaffold.inMemory) logger.info(`demo: its repositories are left in ${scaffold.root} to look at`);
  }
}

/** 256 MiB: the demo's repositories take ~12 MB; a container's small /dev/shm is left alone. */
const SCAFFOLD_MIN_FREE = 256 * 1024 * 1024;
const SCAFFOLD_PREFIX = 'upstream-ingest-demo-p';

/**
 * Where the demo builds its repositories (the fork's clone, the fork "on GitHub", the second runner's checkout, the
 * prepare jobs' artifacts): scaffolding that stands in for GitHub and the runners, written and rewritten a thousand
 * times in ten seconds. In memory (/dev/shm) when it has room, removed at the end, so the demo's time is the
 * product's work and not the disk's (on a disk without a journal each new file cost ~0.5 ms); under `out` with
 * `--keep-repos` or without a tmpfs.
 */
async function scaffoldRoot(out: string, keep: boolean): Promise<{ root: string; inMemory: boolean }> {
  const tmpfs = keep ? undefined : tmpfsRoot(SCAFFOLD_MIN_FREE);
  if (!tmpfs) return { root: out, inMemory: false };
  try {
    await sweepStaleScratch(tmpfs, SCAFFOLD_PREFIX); // a killed demo's
    return { root: await makeScratchFolder(tmpfs, SCAFFOLD_PREFIX), inMemory: true };
  } catch {
    return { root: out, inMemory: false }; // a /dev/shm that cannot be written
  }
}

async function demoIn(
  scaffold: string,
  out: string,
  options: DemoOptions,
  logger: Logger,
  deps: DemoDeps,
): Promise<DemoOutcome> {
  const timer = new PhaseTimer();
  const days = options.days ?? (options.quick ? 5 : 10);
  const repoDir = join(scaffold, 'repo');
  logger.info(`[1/3] building the upstream/fork pair (Triton/FBTriton history shapes) and the fork on GitHub`);
  const built = await timer.phase('build the fork', () =>
    buildFork(repoDir, { seed: options.seed ?? 7, quick: options.quick ?? false, days }),
  );
  const { firstDay } = built;
  const git = timer.counted(built.git);
  // The work tree follows the fork while the fork on GitHub and the second runner's clone are made from its refs.
  const checkedOut = timer.phase('build the fork', () => checkout(git, 'fork'));
  checkedOut.catch(() => undefined); // awaited below
  const origin = await timer.phase('build the fork', () =>
    createOrigin(git, join(scaffold, 'github', 'fork.git'), 'fork'),
  );
  // A second runner for the day's prepare jobs (the matrix runs them side by side): two cores, two checkouts.
  const lanes = [
    timer.counted(
      await timer.phase('build the fork', () => cloneCheckout(git, origin.cwd, join(scaffold, 'runner-2'))),
    ),
  ];
  await checkedOut;
  // The simulated day: merges the server makes carry its time, so a run's commits (and the SHAs it prints) repeat.
  const clock = { now: firstDay };
  const server = await startGitHubServer({
    token: DEFAULT_TEST_TOKEN,
    repos: [`${FORK.owner}/${FORK.repo}`],
    git: { merge: async (m) => (await mergeInto(origin, m.base, m.head, m.message, GITHUB, clock.now)) ?? null },
  });
  try {
    const quiet = {
      info: logger.debug.bind(logger),
      warning: logger.debug.bind(logger),
      debug: logger.debug.bind(logger),
    };
    const client = createGitHubClient({
      token: server.token,
      baseUrl: server.url,
      paceWrites: false,
      retryBaseDelayMs: 50,
      maxWaitSeconds: 3,
      logger: quiet,
    });
    const pushed = async () => server.state.syncBranches(`${FORK.owner}/${FORK.repo}`, await branchHeads(origin));
    await pushed();
    logger.info(`[2/3] the daily loop over ${days} days against the local GitHub API (${server.url})`);
    const loop = await deps.loop({
      git,
      client,
      repo: FORK,
      pushed,
      days,
      firstDay,
      upstreamRef: 'upstream',
      trailerKey: DEMO_TRAILER,
      ledgerPath: join(out, 'ledger.json'),
      maxBundlesPerDay: 40,
      workDir: join(scaffold, 'work'),
      lanes,
      onDay: (now) => (clock.now = now),
      logger,
      timer,
    });
    logger.info('[3/3] the report, the dashboard issue as it looks, and the Pages site');
    const lastDay = new Date(firstDay.getTime() + (days - 1) * DAY * 1000);
    await timer.phase('site', () =>
      buildSite(
        {
          state: { branch: STATE_BRANCH },
          forkRef: 'origin/main',
          trailerKeys: [DEMO_TRAILER],
          out: join(out, 'site'),
          title: 'demo/fork: upstream ingestion',
          now: lastDay,
          sinceDays: days + 1,
          files: DEFAULT_SITE_FILES,
        },
        { git, logger: quiet },
      ),
    );
    const partial = { ...loop, firstDay: firstDay.toISOString() };
    const files = await timer.phase('report', () => writeOutputs(out, partial));
    return { ...partial, files, table: renderTable(partial), phases: timer.times() };
  } finally {
    await server.close();
  }
}

/**
 * The pair: the embedded shapes replayed, then four planted commits that exercise the loop's defences on its last
 * days — the fork's own CI lane and upstream's change of the same file (a conflict the ladder must not accept), one
 * the verify command rejects (split), and one that passes PR checks but breaks the trunk tier (bisected, reverted).
 */
async function buildFork(
  repoDir: string,
  options: { seed: number; quick: boolean; days: number },
): Promise<{ git: GitRunner; firstDay: Date }> {
  const sample = JSON.parse(await readFile(join(packageRoot(), 'src', 'demo', 'sample-shapes.json'), 'utf8')) as {
    upstream: unknown;
    fork: unknown;
  };
  const upstream = parseShapeRecords(JSON.stringify(sample.upstream), 'demo upstream sample');
  const fork = parseShapeRecords(JSON.stringify(sample.fork), 'demo fork sample');
  await replayShapes(repoDir, {
    upstream,
    fork,
    pickFraction: 0.35,
    patchIdFraction: 0.05,
    unpickedTailFraction: 0.4,
    trailerKey: DEMO_TRAILER,
    seed: options.seed,
    // Fewer fork-own edits than the recorded fork: the loop's conflicts are the planted ones below, each meant
    // for one rung of the ladder, not dozens of generated overlaps no rung can solve.
    forkOwnLimit: options.quick ? 0 : 16,
  });
  const git = createGitRunner(repoDir);
  const tip = await commitTime(git, 'upstream');
  const plant = (branch: string, path: string, content: string | null, message: string, at = tip): FileCommit => ({
    branch,
    path,
    content,
    message,
    who: branch === 'fork' ? FORK_DEV : UPSTREAM_DEV,
    at,
  });
  await plantLadderConflicts(git, plant, tip, [
    plant('fork', '.github/workflows/ci.yml', 'on: push\njobs:\n  fork-gpu-l1: {}\n', '[CI] fork GPU lane', tip - DAY),
    plant(
      'upstream',
      '.github/workflows/ci.yml',
      'on: push\njobs:\n  upstream-lint: {}\n',
      '[CI] add the lint job (#11001)',
      tip + DAY / 4,
    ),
    plant(
      'upstream',
      `${VERIFY_SCOPE}/unit/test_verify_gate.py`,
      `# ${VERIFY_MARK}\n`,
      '[TESTS] add a flaky gate (#11002)',
      tip + DAY / 2,
    ),
    plant(
      'upstream',
      `${TRUNK_SCOPE}/Dialect/TritonGPU/l2-probe.txt`,
      `${TRUNK_MARK}\n`,
      '[BACKEND] tune the L2 probe (#11003)',
      tip + (3 * DAY) / 4,
    ),
  ]);
  // The planted commits appear on the fourth day before the end: they land, break trunk, and are reverted in time.
  return { git, firstDay: new Date((tip - (options.days - 5) * DAY) * 1000) };
}

type Plant = (branch: string, path: string, content: string | null, message: string, at?: number) => FileCommit;

/**
 * Conflicts each rung of the ladder meets on a real fork: files upstream added and the fork picked (with its
 * trailer), then changed on both sides. The fork deleted one that upstream edits (fork-decision: the fork's deletion
 * wins, accepted unattended); in two others the fork and upstream changed neighbouring lines (replay re-applies
 * upstream's change onto the fork's file: a proposal for review, never landed unattended). `then`: more commits
 * written after these. Two fast-imports: the fork's picks name the SHAs of upstream's first commits.
 */
async function plantLadderConflicts(git: GitRunner, plant: Plant, tip: number, then: FileCommit[]): Promise<void> {
  const lines = (name: string, edit?: [number, string]) =>
    `${Array.from({ length: 20 }, (_, i) => (edit && edit[0] === i ? edit[1] : `${name}-${i}: default`)).join('\n')}\n`;
  const files = [
    { path: 'lib/Legacy/old-pass.txt', name: 'legacy' },
    { path: 'lib/Registry/passes.txt', name: 'pass' },
    { path: 'lib/Registry/patterns.txt', name: 'pattern' },
  ];
  const added = await commitFiles(
    git,
    files.map((f, i) =>
      plant('upstream', f.path, lines(f.name), `[BUILD] add ${f.path} (#${10990 + i})`, tip - 3 * DAY),
    ),
  );
  await commitFiles(git, [
    ...files.map((f, i) =>
      plant(
        'fork',
        f.path,
        lines(f.name),
        `[BUILD] add ${f.path} (#${10990 + i})\n\n${DEMO_TRAILER}: ${added[i]}`,
        tip - 3 * DAY,
      ),
    ),
    plant('fork', files[0]!.path, null, '[FORK] drop the legacy pass registry', tip - 2 * DAY),
    plant('fork', files[1]!.path, lines('pass', [10, 'pass-10: fork-tuned']), '[FORK] tune pass 10', tip - 2 * DAY),
    plant(
      'fork',
      files[2]!.path,
      lines('pattern', [5, 'pattern-5: fork-tuned']),
      '[FORK] tune pattern 5',
      tip - 2 * DAY,
    ),
    plant(
      'upstream',
      files[0]!.path,
      lines('legacy', [3, 'legacy-3: upstream']),
      '[BUILD] legacy registry tweak (#10995)',
    ),
    plant('upstream', files[1]!.path, lines('pass', [11, 'pass-11: upstream']), '[BACKEND] enable pass 11 (#10996)'),
    plant('upstream', files[2]!.path, lines('pattern', [6, 'pattern-6: upstream']), '[BACKEND] pattern 6 (#10997)'),
    ...then,
  ]);
}

/** Refuses to clear a directory that is not an earlier demo output. */
async function prepareOutDir(out: string): Promise<void> {
  if (existsSync(out)) {
    const entries = await readdir(out);
    if (entries.length > 0 && !entries.includes(MARKER)) {
      throw new ConfigurationError(
        `--out ${out} exists and is not a demo output directory; choose an empty or new directory`,
      );
    }
    await rm(out, { recursive: true, force: true });
  }
  await mkdir(out, { recursive: true });
  await writeFile(
    join(out, MARKER),
    'written by upstream-ingest demo; the whole directory is replaced on the next run\n',
  );
}

type Outcome = Omit<DemoOutcome, 'files' | 'table' | 'phases'>;

function count(o: Outcome, kind: string): number {
  return o.events.filter((e) => e.kind === kind).length;
}

function outcomeRows(o: Outcome): Array<[string, string]> {
  const first = o.days[0]!;
  const last = o.days[o.days.length - 1]!;
  const kinds = new Map<string, number>();
  for (const b of o.firstPlan.bundles) kinds.set(b.kind, (kinds.get(b.kind) ?? 0) + 1);
  return [
    [
      'day 1: lag',
      `${o.firstLag.backlog} upstream commits missing, ${o.firstLag.daysBehind} days behind (contiguous pin), ` +
        `${o.firstLag.frontierDaysBehind} (frontier), ${o.firstLag.ingestedOutOfOrder} already picked out of order`,
    ],
    [
      'day 1: plan',
      `${o.firstPlan.pending.length} pending → ${o.firstPlan.bundles.length} bundles (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ') || 'none'}), ${o.firstPlan.held.length} held`,
    ],
    [
      `${o.days.length} days`,
      `backlog ${first.backlog} → ${last.backlog}, contiguous ${first.contiguousDaysBehind} → ${last.contiguousDaysBehind} days, ` +
        `frontier ${first.frontierDaysBehind} → ${last.frontierDaysBehind} days`,
    ],
    [
      'landed',
      `${o.days.reduce((n, d) => n + d.landed, 0)} upstream commits by land (${o.days.reduce((n, d) => n + d.landedRisky, 0)} from risky chains), ${count(o, 'landed')} PRs merged`,
    ],
    [
      'conflicts',
      `${count(o, 'resolved')} resolved by a rung the guards accept, ${count(o, 'review')} proposals for review: ` +
        `${count(o, 'approved')} approved, ${count(o, 'rejected')} rejected by the maintainer`,
    ],
    [
      'trunk',
      `${count(o, 'trunk-failure')} failure(s) bisected, ${count(o, 'reverted')} reverted by open-revert, green ref moved ${count(o, 'green')}×`,
    ],
    [
      'dashboard',
      `issue #${o.dashboard.number}: ${o.dashboard.actions.filter((a) => a === 'created').length} created, ${o.dashboard.actions.filter((a) => a !== 'created').length} updates`,
    ],
  ];
}

function renderTable(o: Outcome): string {
  const rows = outcomeRows(o);
  const width = Math.max(...rows.map(([k]) => k.length));
  return `${rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n')}\n`;
}

async function writeOutputs(out: string, o: Outcome): Promise<string[]> {
  const firstApplies = o.applies.filter((a) => a.day === 1).map((a) => a.result);
  const files: Record<string, string> = {
    'plan.json': `${JSON.stringify(o.firstPlan, null, 2)}\n`,
    'results.json': `${JSON.stringify({ firstDay: o.firstDay, days: o.days, events: o.events, lag: o.firstLag, applies: o.applies, dashboard: { number: o.dashboard.number, actions: o.dashboard.actions } }, null, 2)}\n`,
    'dashboard.md': o.dashboard.body,
    'dashboard.html': renderIssuePage({
      number: o.dashboard.number,
      title: 'upstream-ingest dashboard',
      body: o.dashboard.body,
      note: `demo/fork — the dashboard issue as the loop left it after day ${o.days.length} (created once, updated by every run)`,
    }),
    'summary.md': renderSummary(o, firstApplies),
    'index.html': renderHtmlReport({
      title: 'upstream-ingest demo',
      subtitle:
        'One fork, day by day: the first day’s picture, then the daily loop run by the product’s own commands ' +
        'against a local GitHub API.',
      sections: htmlSections(o, firstApplies),
    }),
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(out, name), text);
  return Object.keys(files).map((f) => join(out, f));
}

function renderSummary(o: Outcome, firstApplies: Outcome['applies'][number]['result'][]): string {
  return [
    '# upstream-ingest demo',
    '',
    '```text',
    renderTable(o).trimEnd(),
    '```',
    '',
    '## Day 1',
    '',
    renderLagSummary(o.firstLag, { limit: 5 }),
    planMarkdown(o.firstPlan, firstApplies),
    '## The daily loop',
    '',
    '| day | contiguous days behind | frontier days behind | backlog | landed | from risky chains | deferred | PRs open |',
    '|---|---|---|---|---|---|---|---|',
    ...o.days.map(
      (d) =>
        `| ${d.day} | ${d.contiguousDaysBehind} | ${d.frontierDaysBehind} | ${d.backlog} | ${d.landed} | ${d.landedRisky} | ${d.deferred} | ${d.prsOpen} |`,
    ),
    '',
    ...o.events.filter((e) => e.kind !== 'landed' && e.kind !== 'stacked').map((e) => `- day ${e.day}: ${e.text}`),
    '',
  ].join('\n');
}

function htmlSections(o: Outcome, firstApplies: Outcome['applies'][number]['result'][]): ReportSection[] {
  return [
    { title: 'The story in numbers', table: { head: ['', 'what happened'], rows: outcomeRows(o) } },
    {
      title: 'Day 1: where the fork stands',
      id: 'day-1',
      text:
        `${o.firstLag.backlog} upstream commits are missing. The contiguous pin (the oldest commit still missing) is ` +
        `${o.firstLag.daysBehind} days behind; the frontier (the newest commit taken) ${o.firstLag.frontierDaysBehind}. ` +
        `Between them are ${o.firstLag.holes} holes: commits picked out of order leave older ones behind, so the ` +
        'contiguous pin moves only when the oldest missing commit lands. The plan below is what day 1 starts from.',
    },
    ...planSections(o.firstPlan, firstApplies),
    ...loopSections(o.days, new Date(o.firstDay)),
    {
      title: 'What the loop did, day by day',
      id: 'events',
      table: {
        head: ['day', 'what', 'detail'],
        rows: o.events.map((e) => [String(e.day), e.kind, e.text]),
        foldAfter: 30,
      },
    },
    {
      title: 'The dashboard issue and the Pages site',
      id: 'dashboard',
      text:
        `The loop keeps one dashboard issue (#${o.dashboard.number}): created on day 1, updated by every run after. ` +
        'It lists what is landing, what waits for a review (the maintainer approves or rejects those), the trunk ' +
        'failures reverted and the deferred commits. The Pages site is built from the state branch the loop wrote.',
      table: {
        head: ['page', 'open'],
        rows: [
          ['the dashboard issue as it looks', { text: 'dashboard.html', href: 'dashboard.html' }],
          ['its markdown', { text: 'dashboard.md', href: 'dashboard.md' }],
          ['the Pages site', { text: 'site/index.html', href: 'site/index.html' }],
        ],
      },
    },
    renderIssuePreview(o.dashboard.body, {
      issueTitle: `upstream-ingest dashboard #${o.dashboard.number}`,
      text: `As the loop left it after day ${o.days.length}.`,
    }),
  ];
}

export { renderPhaseTimes };
