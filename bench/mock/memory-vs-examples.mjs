#!/usr/bin/env node
// How long the mock takes to answer in memory mode (Prism validating in front of the stateful upstream) against
// example mode (Prism answering the named examples), on the same requests: every read operation memory mode runs
// (page, list, tree, get), each with the contract's own request example, in interleaved rounds (sdk/rounds.mjs), so
// a slow moment of the machine falls on both alike. Goal: memory ≤ 1.5× examples (issue #22). One run, one ratio.
import { readFileSync } from 'node:fs';
import { operationsOf, requestFor } from '../../apps/mock/src/contract-requests.js';
import { contractOperations } from '../../apps/mock/src/memory/contract.js';
import { startMockServer } from '../../apps/mock/src/server.js';
import { ensureBundledSpec } from '../../apps/mock/src/spec.js';
import { medianRoundTimes } from '../sdk/rounds.mjs';

const GOAL = 1.5;
const spec = JSON.parse(readFileSync(ensureBundledSpec(), 'utf8'));
const entries = new Map(operationsOf(spec).map((entry) => [entry.operation.operationId, entry]));
const reads = contractOperations(spec)
  .filter((operation) => ['page', 'list', 'tree', 'get'].includes(String(operation.kind)))
  .map((operation) => requestFor(spec, entries.get(operation.operationId)));

const [examples, memory] = await Promise.all([
  startMockServer({ mode: 'examples' }),
  startMockServer({ mode: 'memory' }),
]);

/** One pass over every read, each answered and read to the end. @param {string} base */
const pass = (base) => async () => {
  for (const { url, init } of reads) {
    const response = await fetch(`${base}${url}`, {
      ...init,
      headers: { ...init.headers, Authorization: 'Bearer bench' },
    });
    if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}`);
    await response.arrayBuffer();
  }
};

try {
  const { medians } = await medianRoundTimes(
    { examples: pass(examples.url), memory: pass(memory.url) },
    { rounds: 9, callsPerRound: 1, warmUp: 1 },
  );
  const perCall = (/** @type {number} */ time) => `${(time / reads.length).toFixed(1)} ms/answer`;
  console.log(`Node ${process.versions.node}, ${reads.length} read operations per round, median of 9 rounds`);
  console.log(`examples ${perCall(medians.examples)}`);
  console.log(`memory   ${perCall(medians.memory)}`);
  const ratio = medians.memory / medians.examples;
  console.log(
    `ratio memory/examples = ${ratio.toFixed(2)} (goal ≤ ${GOAL}: ${ratio <= GOAL ? 'met' : 'missed'})`,
  );
  if (memory.violations.length > 0) console.log(`memory mode violations: ${memory.violations.length}`);
} finally {
  await Promise.all([examples.close(), memory.close()]);
}
