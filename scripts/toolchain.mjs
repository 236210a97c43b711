// What the two README commands need on a machine that has only Node ≥ 20.19 and npm:
// pnpm (pinned in package.json's packageManager, run through npx when not installed), the workspace's
// dependencies, and for the browser tests Debian's Chromium (Playwright cannot download its own here).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';

const root = resolve(import.meta.dirname, '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager; // "pnpm@10.x.y"

function has(command, args = ['--version']) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** How to call the pinned pnpm: the installed one when its version matches, else through npx. */
export const pnpm = (() => {
  const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && `pnpm@${installed.stdout.trim()}` === pinned)
    return { command: 'pnpm', args: [] };
  return { command: 'npx', args: ['--yes', pinned] };
})();

function mustRun(command, args, cwd = root) {
  const { status } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
}

/** Installs the workspace's dependencies from the lockfile (quick when they are already in place). */
export function ensureInstalled(dir = root) {
  mustRun(pnpm.command, [...pnpm.args, 'install', '--frozen-lockfile', '--reporter=append-only'], dir);
}

/** Debian's Chromium for Playwright; installed with apt-get when absent and we are root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0 && has('apt-get', ['--help'])) {
    mustRun('apt-get', ['update', '-qq']);
    mustRun('apt-get', ['install', '-y', '-qq', 'chromium']);
    return;
  }
  console.error(
    `✗ The browser tests need Chromium at ${CHROMIUM_PATH}: run \`sudo apt-get install -y chromium\`.`,
  );
  process.exit(1);
}
