// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedInput, registerUnsavedInput } from './unsaved-input';

function reloadIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const unregister: (() => void)[] = [];
afterEach(() => {
  for (const off of unregister.splice(0)) off();
});

describe('registerUnsavedInput / hasUnsavedInput', () => {
  it('says so while one registered form holds input, and a reload asks only then', () => {
    let typed = false;
    unregister.push(
      registerUnsavedInput(() => false),
      registerUnsavedInput(() => typed),
    );
    expect(hasUnsavedInput()).toBe(false);
    expect(reloadIsQuestioned()).toBe(false);
    typed = true;
    expect(hasUnsavedInput()).toBe(true);
    expect(reloadIsQuestioned()).toBe(true);
  });

  it('forgets a form once it is unregistered (closed)', () => {
    const off = registerUnsavedInput(() => true);
    expect(hasUnsavedInput()).toBe(true);
    off();
    expect(hasUnsavedInput()).toBe(false);
    expect(reloadIsQuestioned()).toBe(false);
  });
});
