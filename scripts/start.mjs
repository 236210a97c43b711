#!/usr/bin/env node
// `npm start`: the app on the Prism mock, fully offline. Installs dependencies when needed, starts the mock
// (apps/mock, port MOCK_PORT or 4010) and the web dev server (apps/web, port WEB_PORT or 5173, proxying /api
// to the mock), and stops both on Ctrl-C.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ensureInstalled, pnpm } from './toolchain.mjs';

const root = resolve(import.meta.dirname, '..');
ensureInstalled(root);

const children = [
  spawn('node', ['src/cli.js', ...process.argv.slice(2)], { cwd: join(root, 'apps/mock'), stdio: 'inherit' }),
  spawn(pnpm(), ['exec', 'vite', '--port', process.env.WEB_PORT ?? '5173', '--strictPort'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
