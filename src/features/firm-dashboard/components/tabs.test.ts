import { isProfileLocked, isTabLocked } from './tabs';

describe('dashboard tabs by plan', () => {
  it('opens Settings on the free plan (phone notifications, answer templates) but keeps its profile editor paid', () => {
    expect(isTabLocked('settings', 'free')).toBe(false);
    expect(isProfileLocked('free')).toBe(true);
    expect(isProfileLocked('premium')).toBe(false);
    expect(isProfileLocked('premium_plus')).toBe(false);
  });

  it('keeps the paid tabs locked on the free plan', () => {
    for (const tab of ['leads', 'openLeads', 'analytics', 'reviews'] as const) {
      expect(isTabLocked(tab, 'free')).toBe(true);
      expect(isTabLocked(tab, 'premium')).toBe(false);
    }
  });
});
