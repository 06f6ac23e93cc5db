import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './sign-in-path.ts';

describe('coming back after signing in', () => {
  it('returns to the kitchen page staff came from', () => {
    expect(signInPath('/kitchen/menu')).toBe('/kitchen/login?next=%2Fkitchen%2Fmenu');
    expect(afterSignIn('/kitchen/menu')).toBe('/kitchen/menu');
    expect(afterSignIn('/kitchen?status=baking')).toBe('/kitchen?status=baking');
    expect(signInPath('/kitchen')).toBe('/kitchen/login');
  });

  it('never leaves the kitchen for another page or site', () => {
    for (const next of [null, '', 'https://evil.example/kitchen', '//evil.example', '/order/ABC', '/kitchenette', '/kitchen/login']) {
      expect(afterSignIn(next)).toBe('/kitchen');
    }
  });
});
