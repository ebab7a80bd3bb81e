import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tmpfsRoot } from '../../files/tmpfs-root.js';

/**
 * A child's stdout as an unlinked temporary file instead of a pipe. Through a pipe (64 KB) git stops writing
 * whenever this process's thread is busy and has not read the last chunk: two logs read beside JavaScript work took
 * 80–110 ms instead of 55–60 ms. Into a file (tmpfs when it has room) git writes at its own pace, and the output is
 * read once it has exited. The file is unlinked as soon as it is open, so nothing is left behind by a crash, and
 * only this process and its child hold it (mode 0600).
 */
export interface OutputFile {
  fd: number;
  /** Reads everything the child wrote (after it exited) and closes the file; over `maxBytes` throws. */
  readAndClose(maxBytes: number): Buffer;
  close(): void;
}

/**
 * tmpfs only with this much free: a container's /dev/shm is often 64 MB, and one log of a large history is more (a
 * write that fails there fails the git command). The system temp folder otherwise (page cache, rarely written out).
 */
const TMPFS_MIN_FREE = 1024 * 1024 * 1024;
/** Set when tmpfs refused a file (read-only in a container): not tried again. */
let tmpfsRefused = false;
let counter = 0;

function outputDirectory(): string {
  return (!tmpfsRefused && tmpfsRoot(TMPFS_MIN_FREE)) || tmpdir();
}

/** Undefined when no file can be made here (read-only or full temp directory, a platform that cannot unlink it). */
export function openOutputFile(): OutputFile | undefined {
  const dir = outputDirectory();
  const path = join(dir, `upstream-ingest-out-${process.pid}-${++counter}-${randomBytes(4).toString('hex')}`);
  let fd: number;
  try {
    fd = openSync(path, 'wx+', 0o600);
  } catch {
    if (dir !== tmpdir()) tmpfsRefused = true; // e.g. a read-only /dev/shm in a container
    return undefined;
  }
  try {
    unlinkSync(path);
  } catch {
    closeSync(fd);
    return undefined;
  }
  let open = true;
  const close = () => {
    if (open) closeSync(fd);
    open = false;
  };
  return {
    fd,
    close,
    readAndClose(maxBytes) {
      // Closed already (the child failed to start): its number may name another file by now.
      if (!open) throw new Error('the output file is closed');
      try {
        const size = fstatSync(fd).size;
        if (size > maxBytes) throw new Error(`git wrote ${size} bytes, more than the ${maxBytes} this reads`);
        const buffer = Buffer.allocUnsafe(size);
        let done = 0;
        while (done < size) {
          const n = readSync(fd, buffer, done, size - done, done);
          if (n === 0) break;
          done += n;
        }
        return buffer.subarray(0, done);
      } finally {
        close();
      }
    },
  };
}
