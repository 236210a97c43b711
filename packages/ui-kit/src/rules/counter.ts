import { COUNTER_THRESHOLD } from '@backoffice/sdk/constants';

/** spec §5: the counter shows count/max only when 10 or fewer characters remain. */
export function shouldShowCounter(length: number, max: number | undefined): boolean {
  return max !== undefined && max - length <= COUNTER_THRESHOLD;
}

/** The counter text, `count/max`. */
export function counterText(length: number, max: number): string {
  return `${length}/${max}`;
}
