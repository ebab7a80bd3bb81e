import type { GitRunner } from './git-runner.js';

/** The same runner, calling `onProcess(n)` before it starts n git processes (the demo's profile counts them). */
export function countingRunner(git: GitRunner, onProcess: (count: number) => void): GitRunner {
  const counted: GitRunner = {
    cwd: git.cwd,
    run: (args, options) => {
      onProcess(1);
      return git.run(args, options);
    },
  };
  const piped = git.runPiped?.bind(git);
  if (piped)
    counted.runPiped = (first, second, options) => {
      onProcess(2);
      return piped(first, second, options);
    };
  return counted;
}
