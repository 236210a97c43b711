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

/**
 * The journeys' flags: the same, with V8 compiling no further than its baseline tier (Sparkplug). A journey's page
 * lives a few seconds, too short for the optimising compilers (Maglev, TurboFan) to earn back the CPU they spend on
 * the 2-core machine's other core: two journey files, five alternating runs each, took 0.95× the CPU and 0.92× the
 * time without them. What the pages do is the same in every tier; the benchmarks and Lighthouse, which measure
 * speed as people get it, keep V8's defaults (CHROMIUM_ARGS).
 */
export const JOURNEY_ARGS = [
  ...CHROMIUM_ARGS,
  '--js-flags=--max-opt=1',
  // The GPU process (software compositing, without a GPU) runs as a thread of the browser process, without its
  // own process and messages. Measured with a flag since dropped, three journey files (68 journeys), four
  // alternating pairs: 0.92× the CPU and the time. That flag, `--disable-features=SpareRendererForSitePerProcess`,
  // replaced the list of features Playwright turns off (Chromium keeps the last `--disable-features` only: HTTPS
  // upgrades and third-party storage partitioning came back on); and since a worker keeps its browser context
  // (reuseContext, apps/web/playwright.config.ts), the spare renderer it saved is started once a worker, not once a
  // journey (two alternating pairs without it: 215 and 187 CPU-seconds against 184 and 220, no difference).
  // Never pass `--disable-features` or `--enable-features` here for the same reason.
  '--in-process-gpu',
];
