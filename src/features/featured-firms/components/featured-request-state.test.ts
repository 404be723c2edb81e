import {
  EMPTY_ANSWERS,
  fromDraft,
  requestInUrl,
  requestToSend,
  searchWith,
  settledPosition,
  stepAt,
  toDraft,
  type FeaturedAnswers,
} from './featured-request-state';

const DONE: FeaturedAnswers = {
  ...EMPTY_ANSWERS,
  legalTermsAccepted: true,
  firstName: 'Ayesha',
  lastName: 'Patel',
  email: 'ayesha@example.co.za',
};

describe('the featured request’s path', () => {
  it('has the spec’s four steps in order, and clamps a position outside them', () => {
    expect([0, 1, 2, 3].map(stepAt)).toEqual(['terms', 'details', 'need', 'urgency']);
    expect(stepAt(-2)).toBe('terms');
    expect(stepAt(9)).toBe('urgency');
  });

  it('shows a step named in the URL only when every step before it passes', () => {
    expect(settledPosition(3, DONE)).toBe(3);
    expect(settledPosition(3, EMPTY_ANSWERS)).toBe(0);
    expect(settledPosition(2, { ...DONE, legalTermsAccepted: undefined })).toBe(0);
    expect(settledPosition(3, { ...DONE, email: 'not-an-address' })).toBe(1);
    expect(settledPosition(3, { ...DONE, description: '<script>x</script>' })).toBe(2);
    // The step asked for itself need not pass: that is where the client is answering it.
    expect(settledPosition(1, { ...DONE, firstName: '' })).toBe(1);
    expect(settledPosition(12, DONE)).toBe(3);
  });
});

describe('the request in the URL', () => {
  it('reads the firm and the step (1-based in the URL), the first step without a step parameter', () => {
    expect(requestInUrl('')).toBeNull();
    expect(requestInUrl('?request=firm-1')).toEqual({ firmId: 'firm-1', position: 0 });
    expect(requestInUrl('?request=firm-1&step=3')).toEqual({ firmId: 'firm-1', position: 2 });
    expect(requestInUrl('?request=firm-1&step=99')).toEqual({ firmId: 'firm-1', position: 3 });
    expect(requestInUrl('?request=firm-1&step=abc')).toEqual({ firmId: 'firm-1', position: 0 });
  });

  it('writes the firm and the step beside the page’s own parameters, and removes them on close', () => {
    const open = searchWith('?province=northern-cape', { firmId: 'firm 1', position: 2 });
    expect(requestInUrl(open)).toEqual({ firmId: 'firm 1', position: 2 });
    expect(new URLSearchParams(open).get('province')).toBe('northern-cape');
    expect(searchWith(open, { firmId: 'firm 1', position: 0 })).toBe('?province=northern-cape&request=firm+1');
    expect(searchWith(open, null)).toBe('?province=northern-cape');
    expect(searchWith('?request=a&step=2', null)).toBe('');
  });
});

describe('the tab’s draft', () => {
  it('comes back as the answers for the same firm', () => {
    const stored: unknown = JSON.parse(JSON.stringify(toDraft('firm-1', { ...DONE, urgency: 'urgent', serviceType: 'other' })));
    expect(fromDraft(stored, 'firm-1')).toEqual({ ...DONE, urgency: 'urgent', serviceType: 'other' });
  });

  it('is no draft for another firm, or when it is not one this version wrote', () => {
    const stored = toDraft('firm-1', DONE);
    expect(fromDraft(stored, 'firm-2')).toBeNull();
    for (const value of [null, 'text', [], { firmId: 'firm-1' }, { firmId: 'firm-1', answers: [] }]) {
      expect(fromDraft(value, 'firm-1')).toBeNull();
    }
  });

  it('falls back to the empty answer for a field of the wrong type or an unknown choice', () => {
    const tampered = {
      firmId: 'firm-1',
      answers: { firstName: 42, email: 'a@b.co.za', legalTermsAccepted: 'yes', serviceType: 'bribery', urgency: 'yesterday' },
    };
    expect(fromDraft(tampered, 'firm-1')).toEqual({ ...EMPTY_ANSWERS, email: 'a@b.co.za' });
  });
});

it('sends the request without empty optional fields', () => {
  const request = { ...DONE, legalTermsAccepted: true as const, serviceType: 'collections' as const, urgency: 'urgent' as const };
  expect(requestToSend({ ...request, additionalDetails: '', description: '' })).toEqual({
    legalTermsAccepted: true,
    firstName: 'Ayesha',
    lastName: 'Patel',
    email: 'ayesha@example.co.za',
    serviceType: 'collections',
    urgency: 'urgent',
  });
  expect(requestToSend({ ...request, description: 'Rent owed' })).toMatchObject({ description: 'Rent owed' });
});
