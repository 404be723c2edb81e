import {
  activeAt,
  countPhone,
  emptyFaultAccount,
  faultLines,
  faultProblems,
  faultSchedule,
  isOn,
  type PhoneRecord,
} from './faults';

describe('the fault schedule', () => {
  const duration = 5 * 60_000;
  const schedule = faultSchedule(duration);

  it('bounds every window inside the load phase, after its first tenth and before its last', () => {
    for (const w of schedule) {
      expect(w.fromMs).toBeGreaterThanOrEqual(duration * 0.1);
      expect(w.toMs).toBeLessThanOrEqual(duration * 0.9);
      expect(w.toMs).toBeGreaterThan(w.fromMs);
    }
  });

  it('never has two faults of one phone channel open at once, so each window is counted on its own', () => {
    const phone = schedule.filter((w) => w.kind.startsWith('whatsapp'));
    for (const a of phone) for (const b of phone) if (a !== b) expect(a.toMs <= b.fromMs || b.toMs <= a.fromMs).toBe(true);
  });

  it('knows what is on when', () => {
    expect(isOn(schedule, 'whatsapp-5xx', duration * 0.15)).toBe(true);
    expect(isOn(schedule, 'whatsapp-5xx', duration * 0.25)).toBe(false);
    expect(isOn(schedule, 'smtp-down', duration * 0.5)).toBe(true);
    expect(activeAt(schedule, duration * 0.05)).toEqual([]);
    expect(activeAt(schedule, duration * 0.95)).toEqual([]);
  });

  it('kills the Functions workers twice, in the middle and after the SMTP outage', () => {
    expect(schedule.filter((w) => w.kind === 'functions-killed').map((w) => w.fromMs)).toEqual([duration * 0.5, duration * 0.75]);
  });
});

describe('the fault account', () => {
  it('is clean when every counter that must be zero is zero, whatever happened', () => {
    expect(faultProblems({ ...emptyFaultAccount(), cutRetried: 12, workersKilled: 9, phoneGivenUp: 3, batchesCut: 2 })).toEqual(
      [],
    );
  });

  it('names each counter that is not zero', () => {
    expect(faultProblems({ ...emptyFaultAccount(), cutDuplicateLeads: 1, phoneTwice: 2 })).toEqual([
      'fault counter cutDuplicateLeads is 1, not 0',
      'fault counter phoneTwice is 2, not 0',
    ]);
  });

  it('prints one line per window, with its times in seconds and what it left', () => {
    const schedule = faultSchedule(100_000);
    const lines = faultLines(schedule, {
      ...emptyFaultAccount(),
      cutRetried: 4,
      phoneQueued: 7,
      phoneDelivered: 6,
      phoneGivenUp: 1,
    });
    expect(lines).toHaveLength(schedule.length);
    expect(lines[0]).toMatch(
      /^\s+10-20\s+s\s+WhatsApp answers 500\s+phone: 7 queued, 6 delivered once, 1 given up with a reason/,
    );
    expect(lines.find((l) => l.includes('retried with their key'))).toContain('4 retried with their key, 0 second leads, 0 lost');
  });
});

describe('countPhone', () => {
  const record = (over: Partial<PhoneRecord>): PhoneRecord => ({
    id: 'm_whatsapp',
    channel: 'whatsapp',
    state: 'delivered',
    error: null,
    providerMessageId: 'wamid.1',
    smsAllowed: true,
    smsCopyQueued: false,
    ...over,
  });

  it('counts a message delivered once, one given up with its reason and an SMS copy', () => {
    const counted = countPhone(
      [record({}), record({ id: 'n_whatsapp', state: 'failed', error: '131026', providerMessageId: null, smsCopyQueued: true })],
      [{ id: 'wamid.1', key: '+27821 whatsapp a' }],
    );
    expect(counted).toEqual({
      phoneQueued: 2,
      phoneDelivered: 1,
      phoneGivenUp: 1,
      phoneTwice: 0,
      phoneLost: 0,
      phoneFailedWithoutReason: 0,
      phoneNoFallback: 0,
    });
  });

  it('finds a message sent twice, one recorded sent that never arrived, one still waiting, and a missing fallback', () => {
    const counted = countPhone(
      [
        record({}),
        record({ id: 'lost', providerMessageId: 'wamid.9' }),
        record({ id: 'waiting', state: 'retry', providerMessageId: null }),
        record({ id: 'dropped', state: 'failed', error: null, providerMessageId: null }),
      ],
      [
        { id: 'wamid.1', key: '+27821 whatsapp a' },
        { id: 'wamid.2', key: '+27821 whatsapp a' },
      ],
    );
    expect(counted).toMatchObject({ phoneTwice: 1, phoneLost: 2, phoneFailedWithoutReason: 1, phoneNoFallback: 1 });
  });
});
