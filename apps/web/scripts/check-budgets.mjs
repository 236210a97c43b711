#!/usr/bin/env node
// Size budgets of the production build (issue 5), from Vite's manifest: the gzip JS a route loads is the entry
// chunk and the route's screen chunk with every chunk they import statically.
//   #/login    ≤ 215 KB      #/homePage (after login) ≤ 330 KB      each route's own chunk ≤ 60 KB
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const KB = 1024;
const BUDGETS = { login: 215 * KB, homePage: 330 * KB, routeChunk: 60 * KB };

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Every JS file a manifest entry loads before it runs: itself and its static imports, recursively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

function routeKey(fragment) {
  const key = Object.keys(manifest).find((k) => k.includes(fragment));
  if (!key) throw new Error(`No chunk for ${fragment} in the manifest`);
  return key;
}

function loadedFor(screenFragment) {
  const files = staticClosure(entryKey);
  staticClosure(routeKey(screenFragment), files);
  return [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
}

const results = [];
const check = (label, size, budget) => results.push({ label, size, budget, ok: size <= budget });
check('JS loaded for #/login', loadedFor('features/login/LoginPage'), BUDGETS.login);
check('JS loaded for #/homePage', loadedFor('features/home/HomePage'), BUDGETS.homePage);
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry && key.startsWith('src/'))
    check(`route chunk ${key}`, gzipSize(chunk.file), BUDGETS.routeChunk);
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
for (const { label, size, budget, ok } of results)
  console.log(`${ok ? '✓' : '✗'} ${label}: ${kb(size)} gzip (budget ${kb(budget)})`);
const failed = results.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(`✗ ${failed.length} budget(s) exceeded`);
  process.exit(1);
}
