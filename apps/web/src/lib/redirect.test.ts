import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect (spec §2: redirectUrl carries the hash path the user was on)', () => {
  it.each([
    ['/purchase/order', '/purchase/order'],
    ['%2Fpurchase%2Forder%3Fid%3D7', '/purchase/order?id=7'],
    ['/workspace/todo?tab=cc', '/workspace/todo?tab=cc'],
  ])('follows the local path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example.com'],
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['javascript:alert(1)'],
    ['/javascript:alert(1)'],
    ['purchase/order'],
    ['/login?redirectUrl=%2Fadmin'],
    ['%E0%A4%A'],
  ])('sends %j to the home page instead', (input) => {
    expect(safeRedirect(input)).toBe('/homePage');
  });
});
