import { existsSync, readFileSync } from 'node:fs';
import { MEMORY_MOCK_LOG, MOCK_LOG } from '../playwright.config';

/**
 * Fails the run when Prism saw any request or response that breaks the contract during the journeys, in either
 * mode (the memory mock's log exists only when its journeys ran).
 */
export default function noContractViolations(): void {
  const log = [MOCK_LOG, MEMORY_MOCK_LOG]
    .filter((path) => path === MOCK_LOG || existsSync(path))
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
  const violations = log
    .split('\n')
    .filter((line) => /Violation|VIOLATIONS|sl-violations|no document had/.test(line));
  if (violations.length > 0) {
    throw new Error(
      `Prism reported ${violations.length} contract violation(s):\n${violations.slice(0, 20).join('\n')}`,
    );
  }
}
