import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { ConfigurationError } from '../../shared/errors.js';

/** The most a file the user names may hold (the structured-text parser stops at 16 MiB of text anyway). */
export const MAX_USER_FILE_BYTES = 64 * 1024 * 1024;

/**
 * The text of a file the user named (a flag, an action input, a config key). One that cannot be read is a one-line
 * ConfigurationError naming where the path came from, the path and why (ENOENT, EACCES, EISDIR…): the user can fix it.
 * `what` is the flag or key (`--config`, `ledger`); `thing` says what the file should have been, where that helps.
 * Only a regular file of at most `maxBytes` is read (readBoundedFile).
 */
export async function readUserFile(
  path: string,
  what: string,
  thing = 'it',
  maxBytes = MAX_USER_FILE_BYTES,
): Promise<string> {
  return (await readBoundedFile(path, what, thing, maxBytes)).toString('utf8');
}

/**
 * Reads a regular file of at most `maxBytes`, refusing at once anything else: a FIFO (whose open would wait for a
 * writer forever, hence O_NONBLOCK), a device such as /dev/zero or /dev/urandom (endless), a directory. The size is
 * checked on the open descriptor, and the read stops at the limit even if the file grows meanwhile.
 */
export async function readBoundedFile(
  path: string,
  what: string,
  thing = 'it',
  maxBytes = MAX_USER_FILE_BYTES,
): Promise<Buffer> {
  let handle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new ConfigurationError(`${what} ${path}: cannot read ${thing} (${codeOf(error)})`);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new ConfigurationError(`${what} ${path}: cannot read ${thing} (${kindOf(info)})`);
    if (info.size > maxBytes)
      throw new ConfigurationError(`${what} ${path}: ${thing} is larger than ${maxBytes} bytes (${info.size})`);
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes)
      throw new ConfigurationError(`${what} ${path}: ${thing} is larger than ${maxBytes} bytes (it grew while read)`);
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw new ConfigurationError(`${what} ${path}: cannot read ${thing} (${codeOf(error)})`);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** readBoundedFile for the few synchronous readers (option parsing): the same checks, the same one-line errors. */
export function readBoundedFileSync(path: string, what: string, thing = 'it', maxBytes = MAX_USER_FILE_BYTES): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new ConfigurationError(`${what} ${path}: cannot read ${thing} (${codeOf(error)})`);
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) throw new ConfigurationError(`${what} ${path}: cannot read ${thing} (${kindOf(info)})`);
    if (info.size > maxBytes)
      throw new ConfigurationError(`${what} ${path}: ${thing} is larger than ${maxBytes} bytes (${info.size})`);
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buffer.length; length += n)
      n = readSync(fd, buffer, length, buffer.length - length, length);
    if (length > maxBytes)
      throw new ConfigurationError(`${what} ${path}: ${thing} is larger than ${maxBytes} bytes (it grew while read)`);
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof ConfigurationError) throw error;
    throw new ConfigurationError(`${what} ${path}: cannot read ${thing} (${codeOf(error)})`);
  } finally {
    closeSync(fd);
  }
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? 'error';
}

function kindOf(info: {
  isDirectory(): boolean;
  isFIFO(): boolean;
  isCharacterDevice(): boolean;
  isSocket(): boolean;
}) {
  if (info.isDirectory()) return 'EISDIR';
  if (info.isFIFO()) return 'a FIFO, not a regular file';
  if (info.isCharacterDevice()) return 'a device, not a regular file';
  if (info.isSocket()) return 'a socket, not a regular file';
  return 'not a regular file';
}
