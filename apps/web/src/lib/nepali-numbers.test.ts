import { describe, expect, it } from 'vitest';
import { formatsNepaliNumbers } from '@chulo/ui';

describe('formatsNepaliNumbers', () => {
  it('is true where the runtime has Nepali number data', () => {
    expect(formatsNepaliNumbers()).toBe(true);
  });

  it('is false for a browser that silently falls back to another format', () => {
    class FallbackNumberFormat extends Intl.NumberFormat {
      constructor(_locale: string, options: Intl.NumberFormatOptions) {
        super('en-US', options);
      }
    }
    expect(formatsNepaliNumbers(FallbackNumberFormat as typeof Intl.NumberFormat)).toBe(false);
  });
});
