import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitError } from './git-errors.js';
import { spawnGit } from './git-runner.js';

/**
 * A git process that lives for many requests (merge-tree --stdin, cat-file --batch): requests on stdin, answers on
 * stdout. When it dies, every waiting request fails with git's own message, and the owner may start a new one.
 */
export abstract class LongLivedGit {
  protected readonly child: ChildProcessWithoutNullStreams;
  protected stderr = '';
  dead = false;
  private readonly exited: Promise<void>;

  constructor(cwd: string, env: Record<string, string>, args: string[]) {
    this.child = spawnGit(cwd, args, env);
    this.child.stdout.on('data', (d: Buffer) => this.onData(d));
    this.child.stderr.on('data', (d: Buffer) => {
      if (this.stderr.length < 65_536) this.stderr += d.toString('utf8');
    });
    this.child.stdin.on('error', () => {
      /* the exit handler reports why */
    });
    this.exited = new Promise((done) => {
      const finish = (code: number | null, error?: Error) => {
        if (this.dead) return;
        this.dead = true;
        this.fail(error ?? new GitError(args, code ?? 128, this.stderr || `git ${args[0]} exited`));
        done();
      };
      this.child.on('error', (e) => finish(null, e));
      this.child.on('close', (code) => finish(code));
    });
  }

  protected send(text: string): void {
    if (this.dead) throw new GitError([], 128, this.stderr || 'git process is gone');
    this.child.stdin.write(text);
  }

  protected abstract onData(data: Buffer): void;
  /** Rejects every request still waiting. */
  protected abstract fail(error: Error): void;

  async close(): Promise<void> {
    if (!this.dead) this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}
