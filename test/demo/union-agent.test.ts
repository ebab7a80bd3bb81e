import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { makeTempDir, removeTempDirs } from '../helpers/temp-dir.js';

afterAll(removeTempDirs);

describe('example union-merge agent', () => {
  it('resolves conflict hunks (merge and diff3 styles) into the union of both sides and writes its reason', async () => {
    const dir = await makeTempDir('ui-agent-');
    await writeFile(
      join(dir, 'list.txt'),
      [
        'a',
        '<<<<<<< HEAD',
        'fork-1',
        'shared',
        '=======',
        'shared',
        'up-1',
        '>>>>>>> abc (upstream)',
        'z',
        '<<<<<<< HEAD',
        'x',
        '||||||| base',
        'o',
        '=======',
        'y',
        '>>>>>>> abc',
        '',
      ].join('\n'),
    );
    const task = {
      repo: dir,
      conflictedPaths: ['list.txt', 'deleted-on-one-side.txt'],
      reasonFile: join(dir, 'reason.txt'),
    };
    await writeFile(join(dir, 'task.json'), JSON.stringify(task));
    const r = spawnSync(process.execPath, [resolve('examples/agents/union-merge-agent.mjs'), join(dir, 'task.json')], {
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'list.txt'), 'utf8')).toBe(
      ['a', 'fork-1', 'shared', 'up-1', 'z', 'x', 'y', ''].join('\n'),
    );
    expect(readFileSync(join(dir, 'reason.txt'), 'utf8')).toMatch(
      /union of fork and upstream sides in 2 conflict hunk/,
    );
  });
});
