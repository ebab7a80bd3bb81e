#!/usr/bin/env node
// Written by scripts/build.mjs: Node's compile cache for local runs (not in CI), then the bundle.
import module from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';

if (!process.env.CI && !process.env.GITHUB_ACTIONS && typeof module.enableCompileCache === 'function') {
  try {
    const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    module.enableCompileCache(process.env.NODE_COMPILE_CACHE || join(cache, 'upstream-ingest', 'node-compile-cache'));
  } catch {
    // no cache: the CLI runs the same, it only starts slower
  }
}
await import('./main.js');
