import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useApplicantFilter } from './use-applicant-filter.ts';

const inRouter = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/employer/jobs/1?status=applied']}>{children}</MemoryRouter>
);

describe('useApplicantFilter', () => {
  it('reads the filter from the address and keeps the same object until the address changes', () => {
    const { result, rerender } = renderHook(() => useApplicantFilter(), { wrapper: inRouter });
    const first = result.current.filter;
    expect(first).toEqual({ status: 'applied', trade: undefined, sort: 'applied' });
    rerender();
    // The list's rows are memoized on it: a new object each render would render them all again.
    expect(result.current.filter).toBe(first);

    act(() => result.current.setFilter({ ...first, sort: 'match' }));
    expect(result.current.filter).not.toBe(first);
    expect(result.current.filter.sort).toBe('match');
  });
});
