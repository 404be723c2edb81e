import { LAPSE_WINDOW_DAYS, LAPSES_BEFORE_PAUSE } from '@/domain/firms/response-pause-rule';
import { WHY_CHOOSE } from './home';

describe('the home page’s promise about firms that do not respond', () => {
  it('states the pause rule the lapse trigger applies, from its constants', () => {
    const verified = WHY_CHOOSE.find((item) => item.title === 'Verified Firms')!;
    expect(LAPSES_BEFORE_PAUSE).toBe(3);
    expect(verified.text).toBe(
      `We only list firms registered with the Legal Practice Council, and we pause firms that leave three requests unanswered in ${LAPSE_WINDOW_DAYS} days until they confirm they are taking clients.`,
    );
    expect(verified.text).not.toMatch(/remove firms/);
  });
});
