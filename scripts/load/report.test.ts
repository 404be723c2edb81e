import { countLeads, countMail, mailIdOfMessageId, percentile, problems, summariseCalls } from './report';

describe('percentile (nearest rank)', () => {
  it('gives the median and the 95th of a known list, whatever its order', () => {
    const values = [50, 10, 40, 30, 20, 100, 90, 80, 70, 60];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 100)).toBe(100);
  });

  it('answers one value for one sample and nothing for none', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('summariseCalls', () => {
  it('counts limits apart from failures, per callable, with latency over every answer', () => {
    const summary = summariseCalls([
      { callable: 'requestMatch', ms: 100 },
      { callable: 'requestMatch', ms: 300 },
      { callable: 'requestMatch', ms: 200, error: 'RESOURCE_EXHAUSTED' },
      { callable: 'bookConsultation', ms: 50, error: 'ALREADY_EXISTS' },
      { callable: 'requestMatch', ms: 900, error: 'INTERNAL' },
      { callable: 'markLeadSeen', ms: 40 },
    ]);
    expect(summary.requestMatch).toEqual({
      calls: 4,
      ok: 2,
      refused: { RESOURCE_EXHAUSTED: 1 },
      failed: { INTERNAL: 1 },
      p50Ms: 200,
      p95Ms: 900,
      maxMs: 900,
    });
    expect(summary.markLeadSeen).toMatchObject({ calls: 1, ok: 1, refused: {}, failed: {} });
    // A time another client booked first is the product's own refusal, not a fault.
    expect(summary.bookConsultation).toMatchObject({ calls: 1, ok: 0, refused: { ALREADY_EXISTS: 1 }, failed: {} });
  });
});

describe('countLeads', () => {
  it('finds an answered lead missing from Firestore and a stored one no answer named', () => {
    expect(countLeads(['a', 'b', 'c', 'c'], ['a', 'c', 'z'])).toEqual({ answered: 3, stored: 2, lost: 1, unanswered: 1 });
  });
});

describe('countMail', () => {
  const queued = [
    { id: 'm1', state: 'SENT' },
    { id: 'm2', state: 'SENT' },
    { id: 'm3', state: 'RETRY' },
    { id: 'm4', state: 'ERROR' },
  ];

  it('reads the document id from the sender Message-ID, with or without brackets', () => {
    expect(mailIdOfMessageId('<m1@mail.regmatch.co.za>')).toBe('m1');
    expect(mailIdOfMessageId('m1@mail.regmatch.co.za')).toBe('m1');
    expect(mailIdOfMessageId('')).toBeNull();
    expect(mailIdOfMessageId(undefined)).toBeNull();
  });

  it('counts a queued mail never received as lost, a second copy as duplicated, ERROR apart', () => {
    const account = countMail(queued, [
      '<m1@mail.regmatch.co.za>',
      '<m2@mail.regmatch.co.za>',
      '<m2@mail.regmatch.co.za>',
      '<x@elsewhere>',
    ]);
    expect(account).toEqual({
      queued: 4,
      states: { SENT: 2, RETRY: 1, ERROR: 1 },
      received: 4,
      lost: 1,
      undeliverable: 1,
      duplicated: 1,
      unknown: 1,
    });
  });

  it('a clean run has nothing to report and exits 0', () => {
    const mail = countMail(queued.slice(0, 2), ['<m1@d.za>', '<m2@d.za>']);
    const calls = summariseCalls([
      { callable: 'requestMatch', ms: 5 },
      { callable: 'requestMatch', ms: 5, error: 'RESOURCE_EXHAUSTED' },
    ]);
    expect(problems(calls, countLeads(['a'], ['a']), mail)).toEqual([]);
  });

  it('a failure, a lost lead, a lost and a duplicated mail each make the run unclean', () => {
    const found = problems(
      summariseCalls([{ callable: 'requestMatch', ms: 5, error: 'UNAVAILABLE' }]),
      countLeads(['a', 'b'], ['a']),
      countMail(queued, ['<m1@d.za>', '<m1@d.za>']),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/requestMatch: 1 failed/),
        expect.stringMatching(/1 lead\(s\) answered but not stored/),
        expect.stringMatching(/2 mail\(s\) queued but never received/),
        expect.stringMatching(/1 mail\(s\) received twice/),
      ]),
    );
  });
});
