import { GitError } from './git-errors.js';
import type { LongLivedHandle } from './git-launcher.js';
import { startLongLivedGit } from './git-runner.js';

/**
 * A git process that lives for many requests (merge-tree --stdin, cat-file --batch): requests on stdin, answers on
 * stdout. When it dies, every waiting request fails with git's own message, and the owner may start a new one.
 */
export abstract class LongLivedGit {
  protected readonly process: LongLivedHandle;
  protected stderr = '';
  dead = false;
  private readonly exited: Promise<void>;

  constructor(cwd: string, env: Record<string, string>, args: string[]) {
    let done!: () => void;
    this.exited = new Promise((resolve) => (done = resolve));
    this.process = startLongLivedGit(cwd, args, env, {
      output: (chunk, stream) => {
        if (stream === 'stdout') this.onData(chunk);
        else if (this.stderr.length < 65_536) this.stderr += chunk.toString('utf8');
      },
      close: (code, _signal, error) => {
        if (this.dead) return;
        this.dead = true;
        this.fail(error ?? new GitError(args, code ?? 128, this.stderr || `git ${args[0]} exited`));
        done();
      },
    });
  }

  protected send(text: string): void {
    if (this.dead) throw new GitError([], 128, this.stderr || 'git process is gone');
    this.process.write(text);
  }

  protected abstract onData(data: Buffer): void;
  /** Rejects every request still waiting. */
  protected abstract fail(error: Error): void;

  async close(): Promise<void> {
    if (!this.dead) this.process.end();
    const timer = setTimeout(() => this.process.kill(), 5000);
    await this.exited;
    clearTimeout(timer);
  }
}
