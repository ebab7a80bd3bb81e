import { mkdtempSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from '../process/process-alive.js';

/**
 * Scratch folders outside a run's temp folder (tmpfs, mostly): named `<prefix><pid>-<host>-XXXXXX`, so that a killed
 * run's folder is removed by the next run on the same host (the run temp folder's sweep does not see tmpfs; a
 * /dev/shm shared with other hosts' containers keeps their folders).
 */
const HOST_TAG = hostname()
  .replace(/[^A-Za-z0-9.]/g, '_')
  .slice(0, 64);

export function makeScratchFolder(root: string, prefix: string): Promise<string> {
  return mkdtemp(scratchTemplate(root, prefix));
}

/**
 * The same, made at once: a caller that starts git on it does not wait behind the thread pool's other file work (a
 * run's start queues dozens of reads and a sweep of the temp folder there; on tmpfs this takes microseconds).
 */
export function makeScratchFolderSync(root: string, prefix: string): string {
  return mkdtempSync(scratchTemplate(root, prefix));
}

function scratchTemplate(root: string, prefix: string): string {
  return join(root, `${prefix}${process.pid}-${HOST_TAG}-`);
}

/** Removes the scratch folders under `root` of runs whose process is gone (killed before they removed their own). */
export async function sweepStaleScratch(root: string, prefix: string): Promise<string[]> {
  const removed: string[] = [];
  for (const name of await readdir(root)) {
    const match = /^(\d+)-(.*)-[^-]+$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '');
    const pid = Number(match?.[1]);
    if (match?.[2] !== HOST_TAG || !Number.isInteger(pid) || pid <= 0 || isProcessAlive(pid)) continue;
    await rm(join(root, name), { recursive: true, force: true }).catch(() => undefined);
    removed.push(name);
  }
  return removed;
}
