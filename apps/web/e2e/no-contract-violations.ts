import { readFileSync } from 'node:fs';
import { MOCK_LOG } from '../playwright.config';

/** Fails the run when Prism saw any request or response that breaks the contract during the journeys. */
export default function noContractViolations(): void {
  const log = readFileSync(MOCK_LOG, 'utf8');
  const violations = log.split('\n').filter((line) => /Violation|sl-violations/.test(line));
  if (violations.length > 0) {
    throw new Error(
      `Prism reported ${violations.length} contract violation(s):\n${violations.slice(0, 20).join('\n')}`,
    );
  }
}
