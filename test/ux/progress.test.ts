import { createProgress, progressFactory, type ProgressSink } from '../../src/shared/progress.js';

function sink(isTTY: boolean, columns = 60): ProgressSink & { text: string } {
  const s = { text: '', isTTY, columns, write: (t: string) => void (s.text += t) };
  return s;
}

describe('createProgress', () => {
  it('redraws one bar on a terminal, never wider than the terminal, and ends the line', () => {
    let t = 0;
    const out = sink(true, 50);
    const p = createProgress({ label: 'predicting', total: 200, stream: out, now: () => t, heartbeat: false });
    for (let i = 0; i < 200; i++) {
      t += 10;
      p.tick(1, `commit ${i}`);
    }
    p.done();
    const frames = out.text.split('\r').filter(Boolean);
    expect(frames.length).toBeGreaterThan(5);
    expect(frames.length).toBeLessThan(40); // throttled to one frame per 100 ms
    for (const f of frames) expect(f.replace('\u001b[2K', '').replace('\n', '').length).toBeLessThan(50);
    expect(frames.at(-1)).toMatch(/\[#+\] 200\/200 \(100%\)/);
    expect(out.text.endsWith('\n')).toBe(true);
    expect(out.text.split('\n')).toHaveLength(2);
  });

  it('prints a plain line every interval to a pipe, and nothing for work shorter than one interval', () => {
    let t = 0;
    const out = sink(false);
    const p = createProgress({
      label: 'patch-ids',
      total: 1000,
      stream: out,
      intervalMs: 5000,
      now: () => t,
      heartbeat: false,
    });
    for (let i = 0; i < 1000; i++) {
      t += 20; // 20 s in all: four lines, then the closing one
      p.tick();
    }
    p.done();
    const lines = out.text.trimEnd().split('\n');
    expect(out.text).not.toContain('\r');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^patch-ids: 250\/1000 \(25%\) after 5\.0s$/);
    expect(lines.at(-1)).toMatch(/^patch-ids: done, 1000\/1000 \(100%\) after 20\.0s$/);

    const quiet = sink(false);
    const q = createProgress({ label: 'quick', stream: quiet, intervalMs: 5000, now: () => 0, heartbeat: false });
    q.tick(3);
    q.done();
    expect(quiet.text).toBe('');
  });

  it('is silent when off or without a stream', () => {
    const out = sink(true);
    const p = progressFactory(out, 'off')('x', 3);
    p.tick();
    p.done();
    createProgress({ label: 'y' }).tick();
    expect(out.text).toBe('');
  });
});
