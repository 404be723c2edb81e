import { planEventOf } from './plan-events';

describe('planEventOf: what the operator is told', () => {
  it('free to paid starts; paid to another paid changes; a cancellation names the plan that ends', () => {
    expect(planEventOf('free', 'premium', null)).toMatchObject({ kind: 'started', toPlan: 'premium' });
    expect(planEventOf('premium', 'premium_plus', null)).toMatchObject({ kind: 'changed', fromPlan: 'premium' });
    const endsAt = new Date('2026-12-20T10:00:00Z');
    expect(planEventOf('premium', 'free', { endsAt })).toEqual({
      kind: 'cancelled',
      fromPlan: 'premium',
      toPlan: 'free',
      endsAt: endsAt.getTime(),
    });
  });
  it('a renewal of the same plan, or a move to free that is not a cancellation, is no event', () => {
    expect(planEventOf('premium', 'premium', null)).toBeNull();
    expect(planEventOf('premium', 'free', null)).toBeNull();
  });
});
