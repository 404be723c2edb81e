import { leadReportStatusLine, phoneKey, reportEvidence, sameClient } from './reports';

describe('sameClient: what makes a "duplicate" report true', () => {
  const lerato = { firstName: 'Lerato', lastName: 'Mokoena', specificItem: 'uncontested-divorce' };
  it('matches one mailbox however it is spelled', () => {
    expect(sameClient({ email: 'Lerato.M+firm1@gmail.com' }, { email: 'leratom@googlemail.com' })).toBe(true);
  });
  it('matches one phone number written nationally or internationally', () => {
    expect(sameClient({ phone: '+27 82 555 0101' }, { phone: '082-555-0101' })).toBe(true);
    expect(phoneKey('123')).toBeNull();
  });
  it('matches the same name asking about the same need from made-up addresses', () => {
    expect(sameClient({ ...lerato, email: 'a1@example.co.za' }, { ...lerato, email: 'zz9@example.co.za' })).toBe(true);
    expect(sameClient({ ...lerato, lastName: ' MOKOENA ' }, lerato)).toBe(true);
  });
  it('does not match the same name with another need, or two different people', () => {
    expect(sameClient(lerato, { ...lerato, specificItem: 'eviction' })).toBe(false);
    expect(sameClient({ ...lerato, email: 'a@x.co.za' }, { firstName: 'Thandi', lastName: 'Nkosi', email: 'b@x.co.za' })).toBe(
      false,
    );
    expect(sameClient({}, {})).toBe(false);
  });
});

describe('reportEvidence', () => {
  const fits = { area: true, practiceArea: true };
  it('accepts a duplicate only when an earlier lead from the client exists', () => {
    expect(reportEvidence('duplicate', { fit: fits, earlierLeadFromSameClient: true })).toMatch(/earlier lead/);
    expect(reportEvidence('duplicate', { fit: fits, earlierLeadFromSameClient: false })).toBeNull();
  });
  it('accepts wrong area and wrong need only when the lead did not fit when it was sent', () => {
    expect(
      reportEvidence('wrong-area', { fit: { area: false, practiceArea: true }, earlierLeadFromSameClient: false }),
    ).not.toBeNull();
    expect(reportEvidence('wrong-area', { fit: fits, earlierLeadFromSameClient: false })).toBeNull();
    expect(
      reportEvidence('wrong-practice-area', { fit: { area: true, practiceArea: false }, earlierLeadFromSameClient: false }),
    ).not.toBeNull();
    // A lead written before fit was recorded is the operator's to judge.
    expect(reportEvidence('wrong-area', { fit: undefined, earlierLeadFromSameClient: false })).toBeNull();
  });
  it('never accepts spam or unreachable on its own', () => {
    for (const reason of ['spam', 'unreachable'] as const)
      expect(reportEvidence(reason, { fit: { area: false, practiceArea: false }, earlierLeadFromSameClient: true })).toBeNull();
  });
});

describe('leadReportStatusLine: what the firm reads on the lead', () => {
  const at = Date.parse('2026-11-20T08:00:00Z');
  it('says why a lead did not count', () => {
    expect(leadReportStatusLine({ slotReturn: { at, reason: 'bounced' } })).toBe(
      'Not counted: the client’s email address does not exist.',
    );
    expect(leadReportStatusLine({ slotReturn: { at, reason: 'own-address' } })).toMatch(/your firm’s own address/);
  });
  it('shows each state of a report, with the operator’s note on a decline', () => {
    const report = { reason: 'spam' as const, reportedAt: at };
    expect(leadReportStatusLine({ report: { ...report, state: 'open' } })).toBe(
      'Reported (Spam or not a real request): the operator is reviewing it.',
    );
    expect(leadReportStatusLine({ report: { ...report, state: 'accepted' } })).toMatch(/does not count against your plan/);
    expect(leadReportStatusLine({ report: { ...report, state: 'declined', outcome: 'The client answered our call.' } })).toBe(
      'Report declined (Spam or not a real request): The client answered our call.',
    );
  });
  it('is empty for a lead nobody reported', () => {
    expect(leadReportStatusLine({})).toBeNull();
  });
});
