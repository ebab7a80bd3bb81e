import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CacheModule } from '../../src/adapters/cache/cache-module.js';

/**
 * An in-memory stand-in for @actions/cache with the same two functions and the service's matching rules: for each
 * key in order (primary, then restore keys) an exact match wins, else the newest entry whose key starts with it.
 * Key validation and "already exists" behave like the real module.
 */
export class FakeCache implements CacheModule {
  readonly entries: { key: string; files: Map<string, Buffer> }[] = [];
  readonly calls: { op: 'save' | 'restore'; keys: string[] }[] = [];

  constructor(private readonly workdir: string) {}

  private validate(keys: string[]): void {
    if (keys.length > 10) throw new Error('Key Validation Error: Keys are limited to a maximum of 10.');
    for (const k of keys) {
      if (k.length > 512) throw new Error(`Key Validation Error: ${k} cannot be larger than 512 characters.`);
      if (k.includes(',')) throw new Error(`Key Validation Error: ${k} cannot contain commas.`);
    }
  }

  async saveCache(paths: string[], key: string): Promise<number> {
    this.validate([key]);
    this.calls.push({ op: 'save', keys: [key] });
    if (this.entries.some((e) => e.key === key))
      throw new Error(`Unable to reserve cache with key ${key}, another job may be creating this cache.`);
    const dir = join(this.workdir, paths[0]!);
    const files = new Map<string, Buffer>();
    for (const name of await readdir(dir)) files.set(name, await readFile(join(dir, name)));
    this.entries.push({ key, files });
    return this.entries.length;
  }

  async restoreCache(paths: string[], primaryKey: string, restoreKeys: string[] = []): Promise<string | undefined> {
    const keys = [primaryKey, ...restoreKeys];
    this.validate(keys);
    this.calls.push({ op: 'restore', keys });
    for (const k of keys) {
      const hit = this.entries.find((e) => e.key === k) ?? [...this.entries].reverse().find((e) => e.key.startsWith(k));
      if (hit) {
        const dir = join(this.workdir, paths[0]!);
        await rm(dir, { recursive: true, force: true });
        await mkdir(dir, { recursive: true });
        for (const [name, data] of hit.files) await writeFile(join(dir, name), data);
        return hit.key;
      }
    }
    return undefined;
  }
}
