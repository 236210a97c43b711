// Debian's Chromium for every browser run (Playwright cannot download its own browser here), with the flags
// this machine's closed network needs.

/** The full browser, as people use it: the benchmarks and Lighthouse measure with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The journeys' browser: Debian's `chromium-headless-shell`, the same Chromium built without the browser's own
 * windowing layer (Playwright's own default for headless runs). On the 2-core machine the journeys take about
 * nine tenths of the time they take in the full browser, whose browser and GPU processes work for every page.
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
