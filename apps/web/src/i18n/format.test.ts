import { formatSalary } from '@fairchance/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareFormats } from './format.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareFormats', () => {
  it("makes the page's money formatter, which the first salary shown then uses", () => {
    const RealNumberFormat = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof RealNumberFormat>
    ) {
      return new RealNumberFormat(...args);
    });
    prepareFormats();
    expect(made).toHaveBeenCalledOnce();
    expect(made).toHaveBeenCalledWith('en-US', expect.objectContaining({ currency: 'USD' }));
    expect(formatSalary({ salary: 'hourly', min: 15, max: 20 }, 'en-US')).toBe(
      '$15 - $20 per hour',
    );
    expect(made).toHaveBeenCalledOnce();
  });
});
