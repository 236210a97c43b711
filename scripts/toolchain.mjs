// What the two README commands need on a machine that has only Node ≥ 20.19 and npm: pnpm (pinned in
// package.json's packageManager), the workspace's dependencies, and for the browser tests Debian's Chromium
// (Playwright cannot download its own here). Every script that runs pnpm gets it from here, so the README's promise
// holds for each step, nested or not.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { HEADLESS_SHELL_PATH } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
/** "pnpm@10.x.y", from package.json's packageManager. */
export const PINNED_PNPM = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;

function has(command, args = ['--version']) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/**
 * The pinned pnpm's executable: the one on PATH when its version is the pinned one, else npx's copy (fetched into
 * npm's cache the first time, in a few seconds). Its folder goes first on this process's PATH, so everything
 * started from here finds the same pnpm under its bare name: package scripts (`pnpm --filter …`), Playwright's web
 * server, `changeset publish` (which runs `pnpm publish`). pnpm does not put itself on the PATH of the scripts it
 * runs, so without this a nested `pnpm` works only where one happens to be installed.
 */
function resolvePnpm() {
  const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && `pnpm@${installed.stdout.trim()}` === PINNED_PNPM) return 'pnpm';
  const found = spawnSync(
    'npm',
    ['exec', '--yes', '--loglevel=error', `--package=${PINNED_PNPM}`, '--call', 'command -v pnpm'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const path = found.stdout?.trim().split('\n').at(-1) ?? '';
  if (found.status !== 0 || !existsSync(path)) {
    console.error(
      `✗ could not fetch ${PINNED_PNPM} through npx (exit ${found.status}): is the npm registry reachable?`,
    );
    process.exit(1);
  }
  process.env.PATH = `${dirname(path)}${delimiter}${process.env.PATH ?? ''}`;
  return path;
}

let pnpmPath;
/** How to run the pinned pnpm: `spawn(pnpm(), args)`. Resolved once per process, on first use. */
export function pnpm() {
  pnpmPath ??= resolvePnpm();
  return pnpmPath;
}

function mustRun(command, args, cwd = root) {
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

/** Installs the workspace's dependencies from the lockfile (quick when they are already in place). */
export function ensureInstalled(dir = root) {
  mustRun(pnpm(), ['install', '--frozen-lockfile', '--reporter=append-only'], dir);
}

/** Debian's headless Chromium for the journeys (Playwright); installed with apt-get when absent and we are root. */
export function ensureChromium() {
  if (existsSync(HEADLESS_SHELL_PATH)) return;
  if (process.getuid?.() === 0 && has('apt-get', ['--help'])) {
    mustRun('apt-get', ['update', '-qq']);
    mustRun('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
    return;
  }
  console.error(
    `✗ The browser tests need Chromium's headless shell at ${HEADLESS_SHELL_PATH}: run \`sudo apt-get install -y chromium-headless-shell\`.`,
  );
  process.exit(1);
}
