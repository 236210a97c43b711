import { expect, it } from 'vitest';
import { CHROMIUM_ARGS, JOURNEY_ARGS } from '../../../scripts/chromium.mjs';

// Chromium keeps the last `--disable-features` (and `--enable-features`) it is given: one of ours would replace the
// list Playwright passes before it (HTTPS upgrades, third-party storage partitioning, paint holding … turned off).
it('the browsers the journeys and benchmarks launch keep the features Playwright turns on and off', () => {
  for (const flag of [...CHROMIUM_ARGS, ...JOURNEY_ARGS])
    expect(flag).not.toMatch(/^--(disable|enable)-features=/);
});
