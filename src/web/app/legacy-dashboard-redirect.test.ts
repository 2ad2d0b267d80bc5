import { describe, expect, it } from 'vitest';
import { legacyDashboardTarget } from './legacy-dashboard-redirect';

describe('legacy /dashboard redirects (spec §2)', () => {
  it.each([
    ['chat', '/seller/workspace?section=tasks'],
    ['messages/42', '/seller/workspace?section=tasks'],
    ['settings', '/settings'],
    ['settings/security', '/settings'],
    ['checkout', '/seller/workspace?section=listings&panel=cart'],
    ['cart', '/seller/workspace?section=listings&panel=cart'],
    ['listings', '/seller/workspace'],
    ['', '/seller/workspace'],
  ])('/dashboard/%s goes to %s', (rest, target) => {
    expect(legacyDashboardTarget(rest)).toBe(target);
  });
});
