import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { neutralizeForLog } from '../../domain/neutralize.js';

/**
 * A harness's output, as it comes: every byte into a log file (uploaded as an artifact; a compile error at the start of
 * a multi-hour log is kept), and every line, neutralised, to the job log inside a `::group::` block so a long GPU run
 * is never silent. The harness runs the fork's code on upstream changes: its output is untrusted text, so no line of
 * it can be read by the runner as a workflow command.
 */

export interface HarnessLog {
  onOutput(chunk: Buffer): void;
  /** Flushes the last partial line, closes the group and the file. */
  close(): Promise<void>;
}

const MAX_LIVE_LINE = 4000;

export async function openHarnessLog(options: {
  file: string;
  title: string;
  /** Writes one line to the job log (stdout in an action); undefined: the file only. */
  live?: (line: string) => void;
}): Promise<HarnessLog> {
  await mkdir(dirname(options.file), { recursive: true });
  const stream: WriteStream = createWriteStream(options.file);
  // A full disk must not crash the run: the live log and the verdict matter more than the file.
  stream.on('error', () => undefined);
  const live = options.live;
  let partial = '';
  const emit = (line: string): void => {
    const text = line.endsWith('\r') ? line.slice(0, -1) : line;
    live?.(neutralizeForLog(text.length > MAX_LIVE_LINE ? `${text.slice(0, MAX_LIVE_LINE)}…` : text));
  };
  live?.(`::group::${neutralizeForLog(options.title)}`);
  return {
    onOutput(chunk) {
      stream.write(chunk);
      if (!live) return;
      const text = partial + chunk.toString('utf8');
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(emit);
      if (partial.length > MAX_LIVE_LINE) {
        emit(partial);
        partial = '';
      }
    },
    async close() {
      if (partial) emit(partial);
      partial = '';
      live?.('::endgroup::');
      stream.end();
      await once(stream, 'close');
    },
  };
}
