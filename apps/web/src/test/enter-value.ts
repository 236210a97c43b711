import userEvent from '@testing-library/user-event';

/**
 * Replaces what a field holds with `typed` as a person would enter it: typed key by key, or pasted when it is long
 * (the 200-character cases: typing them one by one only makes a test slow). An empty `typed` leaves it cleared.
 */
export async function enterValue(input: HTMLElement, typed: string): Promise<void> {
  await userEvent.clear(input);
  if (typed.length > 20) {
    await userEvent.click(input);
    await userEvent.paste(typed);
  } else if (typed) await userEvent.type(input, typed);
}
