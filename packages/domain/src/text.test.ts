import { describe, expect, it } from 'vitest';
import { hasControlCharacter, hasDirectionOverride, hasVisibleCharacter } from './text.ts';

describe('a customer’s text', () => {
  it.each(['Sita', 'सीता', 'क्‍ष', 'O’Brien-Thapa', '+977 984-1234567', 'Thamel, Kathmandu 44600'])('passes %j', (text) => {
    expect([hasControlCharacter(text), hasDirectionOverride(text), hasVisibleCharacter(text)]).toEqual([false, false, true]);
  });

  it.each(['Sita\nRam', 'Sita\u0007', 'Sita\u0085', 'Sita\u007F'])('finds a control character in %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(['\u202EatiS', 'Sita \u2066x\u2069', '\u202Bمرحبا'])('finds a direction override in %j', (text) => {
    expect(hasDirectionOverride(text)).toBe(true);
  });

  it.each(['', '   ', '\u200B\u200B', '\u200D\uFEFF', '\u0301'])('finds nothing visible in %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
  });
});
