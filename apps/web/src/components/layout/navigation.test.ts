import { describe, expect, it } from 'vitest';
import { NAVIGATION, visibleItems } from './navigation.ts';

describe('visibleItems', () => {
  it('hides the owner-only case managers screen from a case manager', () => {
    const labels = (scopes: string[]) => visibleItems(NAVIGATION.rsp, scopes).map((i) => i.label);
    expect(labels(['rsp', 'rsp:owner'])).toContain('header.nav.caseManagers');
    expect(labels(['rsp', 'rsp:member'])).not.toContain('header.nav.caseManagers');
    expect(labels(['rsp', 'rsp:member'])).toContain('header.nav.clients');
  });
});
