#!/usr/bin/env node
// Two builds of the web app side by side on slow-line.mjs's line and CPU (issue 26), for a before/after that the
// machine's drift cannot fake. slow-line.mjs measures one build per run; on this 2-core machine the same build's
// median moves 10–15 % from one run to the next, more than most single levers are worth. Here both builds are served
// at once and visited in turn, alternating which goes first: each round opens a fresh profile per build, a cold
// visit and then a repeat visit to the same deep link. Printed: each build's median time to the first row, cold and
// repeat, the second build's as a ratio of the first's, and in how many of the rounds the second was faster.
// A report, not a test.
//   node web/slow-line-compare.mjs --builds dist-before,dist-after [--screens /purchase/order] [--runs 8]
//                                  [--protocol http1|http2] [--desktop] [--cpu 1]
// --desktop: the same visits on this machine's own CPU and loopback line, without the issue's throttling.
// --cpu N: the issue's line with the CPU slowed N times instead of 4 (1: a desktop on a poor line).
// Builds are folders under apps/web (`vite build --outDir dist-after`).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  firstRow,
  freshProfile,
  median,
  settle,
  slowLineBrowser,
  storedSession,
  throttledPage,
  withMock,
} from './slow-line-page.mjs';
import { serveBuild } from './static-server.mjs';

const { values } = parseArgs({
  options: {
    builds: { type: 'string' },
    screens: { type: 'string', default: '/purchase/order' },
    runs: { type: 'string', default: '8' },
    protocol: { type: 'string', default: 'http1' },
    desktop: { type: 'boolean', default: false },
    cpu: { type: 'string' },
  },
});
const builds = (values.builds ?? '').split(',').filter(Boolean);
if (builds.length !== 2) throw new Error('--builds takes two build folders under apps/web: before,after');
const web = resolve(import.meta.dirname, '../../apps/web');
const runs = Number(values.runs);
const protocol = values.protocol;
const PORTS = [4592, 4593];

/** Milliseconds from navigation to the first row of the deep link. */
async function firstRowAt(context, url) {
  const { page } = await throttledPage(context, {
    desktop: values.desktop,
    ...(values.cpu ? { cpu: Number(values.cpu) } : {}),
  });
  await page.goto(url, { waitUntil: 'commit' });
  const ms = await firstRow(page);
  await settle(page);
  await page.close();
  return ms;
}

await withMock(async (mockOrigin) => {
  const { browser, certificate } = await slowLineBrowser();
  const servers = await Promise.all(
    builds.map((build, index) =>
      serveBuild(resolve(web, build), { port: PORTS[index], mockOrigin, protocol, certificate }),
    ),
  );
  try {
    const sessions = await Promise.all(servers.map((server) => storedSession(browser, server.origin)));
    for (const screen of values.screens.split(',')) {
      const times = builds.map(() => ({ cold: [], repeat: [] }));
      for (let round = 0; round < runs; round++) {
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0]) {
          const context = await freshProfile(browser, sessions[index]);
          const url = `${servers[index].origin}/#${screen}`;
          times[index].cold.push(await firstRowAt(context, url));
          times[index].repeat.push(await firstRowAt(context, url));
          await context.close();
        }
      }
      console.log(
        `\n${protocol}${values.desktop ? ' (desktop: no throttling)' : ''}${values.cpu ? ` (CPU ${values.cpu}x)` : ''} ${screen}, ${runs} rounds:`,
      );
      for (const visit of ['cold', 'repeat']) {
        const [before, after] = times.map((t) => median(t[visit]));
        const faster = times[1][visit].filter((ms, round) => ms < times[0][visit][round]).length;
        console.log(
          `  ${visit}: ${builds[0]} ${(before / 1000).toFixed(2)} s, ${builds[1]} ${(after / 1000).toFixed(2)} s, ` +
            `ratio ${(after / before).toFixed(2)}; ${builds[1]} faster in ${faster} of ${runs} rounds`,
        );
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await browser.close();
  }
});
