// Interleaved rounds for the overhead benchmarks, in Node and in a browser page: every variant makes the same
// call CALLS_PER_ROUND times per round, the variants run in a random order each round, and each variant's
// median round time is kept, so a slow moment of the machine falls on all of them alike.

export const GOAL = 1.1;

/** Median round time in ms per variant, after a warm-up. */
export async function medianRoundTimes(variants, { rounds = 25, callsPerRound = 200, warmUp = 3 } = {}) {
  const round = async (call) => {
    const started = performance.now();
    for (let i = 0; i < callsPerRound; i++) await call();
    return performance.now() - started;
  };
  for (let i = 0; i < warmUp; i++) for (const call of Object.values(variants)) await round(call);
  const times = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let i = 0; i < rounds; i++)
    for (const [name, call] of Object.entries(variants).sort(() => Math.random() - 0.5))
      times[name].push(await round(call));
  const median = (list) => list.toSorted((a, b) => a - b)[Math.floor(list.length / 2)];
  return {
    callsPerRound,
    medians: Object.fromEntries(Object.entries(times).map(([name, list]) => [name, median(list)])),
  };
}

/** Lines of the report: µs per call and ratio to `bare` for each variant, then the sdk's ratios. */
export function reportLines({ callsPerRound, medians }) {
  const lines = Object.entries(medians).map(([name, time]) => {
    const perCall = ((time / callsPerRound) * 1000).toFixed(0);
    return `${name.padEnd(24)} ${perCall.padStart(4)} µs/call  ${(time / medians.bare).toFixed(3)}× bare`;
  });
  const ratio = medians.sdk / medians.bare;
  lines.push(
    `overhead ratio sdk/bare = ${ratio.toFixed(3)} (goal ≤ ${GOAL}: ${ratio <= GOAL ? 'met' : 'missed'})`,
  );
  lines.push(`overhead ratio sdk/(bare + timeout) = ${(medians.sdk / medians['bare + timeout']).toFixed(3)}`);
  return lines;
}

/** Bare fetch with the spec's 60 s timeout made as the sdk makes it: one AbortController, one timer. */
export async function withTimeout(call) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 60_000);
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** The envelope every variant fetches. */
export const ENVELOPE = JSON.stringify({
  code: 200,
  message: 'ok',
  data: { id: '7c9e6679f4a84c6d9a3b2e1f0d8c7b61', nickname: '张伟', roleNames: ['系统管理员'] },
});
