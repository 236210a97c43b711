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
  // Each journey has a browser context of its own, which cannot use the renderer Chromium keeps started for the
  // next navigation: it started one for every journey and threw it away. The GPU process (software compositing,
  // without a GPU) runs as a thread of the browser process instead, without its own process and messages. Three
  // journey files (68 journeys), four alternating pairs: 0.92× the CPU (220 against 238 CPU-seconds) and 0.92× the
  // time, the flags faster in each pair. The pages draw and behave the same.
  '--disable-features=SpareRendererForSitePerProcess',
  '--in-process-gpu',
];
