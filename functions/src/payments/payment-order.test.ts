import { cancellationWaitingFor, newestApplied, paidBefore, type RecordedPayment } from './payment-order';

const paid = (pfPaymentId: string, over: Partial<RecordedPayment> = {}): RecordedPayment => ({
  pfPaymentId,
  token: 'tok',
  paymentStatus: 'COMPLETE',
  applied: true,
  ...over,
});

describe('payment order', () => {
  it('compares PayFast numbers as numbers, not as text', () => {
    expect(paidBefore('999', '1000')).toBe(true);
    expect(paidBefore('1000', '999')).toBe(false);
    expect(paidBefore('1000', '1000')).toBe(false);
    expect(paidBefore('17650000000001234', '17650000000001235')).toBe(true);
  });

  it('knows no order for a number that is not PayFast’s', () => {
    expect(paidBefore('pf-abc', '1000')).toBe(false);
    expect(paidBefore('1000', 'pf-abc')).toBe(false);
  });

  it('the newest applied payment ignores recorded-only notices', () => {
    expect(newestApplied([paid('5'), paid('12'), paid('40', { applied: false }), paid('x9')])).toBe('12');
    expect(newestApplied([])).toBeNull();
  });

  it('finds a cancellation that arrived before its payment, for that subscription only', () => {
    const early = paid('7', { paymentStatus: 'CANCELLED', applied: false, token: 'tok-b' });
    expect(cancellationWaitingFor('tok-b', [paid('5'), early])).toBe(early);
    expect(cancellationWaitingFor('tok-a', [early])).toBeNull();
    expect(cancellationWaitingFor(null, [early])).toBeNull();
    expect(cancellationWaitingFor('tok-b', [{ ...early, applied: true }])).toBeNull();
  });
});
