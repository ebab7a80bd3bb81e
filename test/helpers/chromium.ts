import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeTempDir } from './temp-dir.js';
import { scaled } from './time-scale.js';

const run = promisify(execFile);

/** The headless browser, when installed (`apt-get install -y chromium`; .ci/run tries). */
export function chromiumPath(): string | undefined {
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'])
    if (existsSync(p)) return p;
  return undefined;
}

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--hide-scrollbars',
];

/** A profile of its own per call: parallel test files must not share Chromium's profile lock. */
async function profile(): Promise<string> {
  return `--user-data-dir=${await makeTempDir('ui-chromium-')}`;
}

/**
 * The DOM after Chromium loaded and laid out `file` in a window `width` px wide (scripts would have run; a report has
 * none, but a test's measuring copy of one does: see measureLayout).
 */
export async function renderedDom(browser: string, file: string, width = 1280, height = 2400): Promise<string> {
  const size = `--window-size=${width},${height}`;
  const { stdout } = await run(browser, [...FLAGS, await profile(), size, '--dump-dom', `file://${file}`], {
    timeout: scaled(60_000),
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** A PNG screenshot of `file` at `width`×`height`; returns its bytes and pixel size (from the PNG header). */
export async function screenshot(
  browser: string,
  file: string,
  width = 1280,
  height = 2400,
): Promise<{ png: Buffer; width: number; height: number; path: string }> {
  const path = join(await makeTempDir('ui-shot-'), 'shot.png');
  await run(
    browser,
    [...FLAGS, await profile(), `--window-size=${width},${height}`, `--screenshot=${path}`, `file://${file}`],
    {
      timeout: scaled(60_000),
    },
  );
  const png = await readFile(path);
  return { png, width: png.readUInt32BE(16), height: png.readUInt32BE(20), path };
}
