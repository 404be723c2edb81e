import { RESPONSE_PROMISE, RESPONSE_PROMISE_BUSINESS_HOURS } from '../shared/brand';
import { MESSAGES, MIN_OPEN_HOURS_PER_WEEK } from '../shared/messages';
import { DEFAULT_BUSINESS_HOURS, defaultBusinessHours, WEEKDAYS, type BusinessHours } from './options';
import { enteredBusinessHoursSchema, weeklyOpenMinutes } from './profile';
import {
  formatSast,
  leadClock,
  matchCriteriaOfLead,
  MIN_ANSWERED_FOR_MEDIAN,
  publicMedianResponse,
  responseDeadline,
  responseMinutes,
  RESPONSE_DEADLINE_MAX_DAYS,
  sendOnCriteriaOfLead,
} from './response-clock';

/** An instant given as SAST wall time ('2026-11-23T10:00' is 08:00 UTC). */
const sast = (wall: string) => Date.parse(`${wall}:00+02:00`);
const iso = (ms: number) => new Date(ms + 2 * 3600_000).toISOString().slice(0, 16);

// 2026-11-23 is a Monday.
const weekdays9to5 = defaultBusinessHours();

describe('the response promise', () => {
  it('is worded from the number of business hours the clock counts', () => {
    expect(RESPONSE_PROMISE).toBe(`within ${RESPONSE_PROMISE_BUSINESS_HOURS} business hours (about two working days)`);
  });
});

describe('responseDeadline: 16 business hours of the firm, in SAST', () => {
  it.each([
    ['a Monday 10:00 lead is due Wednesday 10:00', '2026-11-23T10:00', '2026-11-25T10:00'],
    ['a lead before opening starts counting at 09:00', '2026-11-23T06:30', '2026-11-24T17:00'],
    ['a lead at closing time starts counting the next morning', '2026-11-23T17:00', '2026-11-25T17:00'],
    ['a Thursday 15:00 lead runs over the weekend to Monday 15:00', '2026-11-26T15:00', '2026-11-30T15:00'],
    ['a Friday 16:00 lead is due Tuesday 16:00', '2026-11-27T16:00', '2026-12-01T16:00'],
    ['a Saturday lead counts from Monday 09:00', '2026-11-28T11:00', '2026-12-01T17:00'],
    ['a Sunday 23:30 lead counts from Monday 09:00', '2026-11-29T23:30', '2026-12-01T17:00'],
  ])('%s', (_name, created, due) => {
    expect(iso(responseDeadline(sast(created), weekdays9to5))).toBe(due);
  });

  it('reads the hours as SAST, not UTC: 22:30 UTC on Monday is Tuesday 00:30 in Johannesburg', () => {
    const created = Date.parse('2026-11-23T22:30:00Z');
    expect(iso(created)).toBe('2026-11-24T00:30');
    // Counting starts Tuesday 09:00 SAST (07:00 UTC), so the deadline is Wednesday 17:00 SAST.
    expect(new Date(responseDeadline(created, weekdays9to5)).toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });

  it('skips the days the firm marks closed', () => {
    const hours: BusinessHours = { ...defaultBusinessHours(), wednesday: { open: '09:00', close: '17:00', isUnavailable: true } };
    expect(iso(responseDeadline(sast('2026-11-23T10:00'), hours))).toBe('2026-11-26T10:00');
  });

  it('counts a firm’s Saturday morning hours', () => {
    const hours: BusinessHours = { ...defaultBusinessHours(), saturday: { open: '09:00', close: '13:00', isUnavailable: false } };
    // Friday 16:00: 1 h on Friday, 4 h on Saturday, 8 h on Monday, 3 h on Tuesday.
    expect(iso(responseDeadline(sast('2026-11-27T16:00'), hours))).toBe('2026-12-01T12:00');
  });

  it('counts longer days as more hours', () => {
    const long: BusinessHours = defaultBusinessHours();
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      long[day] = { open: '08:00', close: '18:00', isUnavailable: false };
    }
    // 10 h on Monday from 08:00, then 6 h on Tuesday.
    expect(iso(responseDeadline(sast('2026-11-23T07:00'), long))).toBe('2026-11-24T14:00');
  });

  it('treats a week with no open day as the standard week rather than never falling due', () => {
    const closed = defaultBusinessHours();
    for (const day of Object.keys(closed) as (keyof BusinessHours)[]) closed[day] = { ...closed[day], isUnavailable: true };
    expect(responseDeadline(sast('2026-11-23T10:00'), closed)).toBe(responseDeadline(sast('2026-11-23T10:00'), weekdays9to5));
    expect(responseDeadline(sast('2026-11-23T10:00'), undefined)).toBe(sast('2026-11-25T10:00'));
  });

  it('never falls due earlier than the number of hours it promises', () => {
    for (let h = 0; h < 24 * 7; h += 1) {
      const created = sast('2026-11-23T00:00') + h * 3600_000 + 17 * 60_000;
      expect(responseDeadline(created, weekdays9to5) - created).toBeGreaterThanOrEqual(
        RESPONSE_PROMISE_BUSINESS_HOURS * 3600_000,
      );
    }
  });
});

describe('response figures', () => {
  it('measures whole minutes from arrival to the first answer', () => {
    expect(responseMinutes(sast('2026-11-23T10:00'), sast('2026-11-23T13:20'))).toBe(200);
    expect(responseMinutes(1000, 500)).toBe(0);
  });

  it('shows a median only once enough leads were answered', () => {
    expect(MIN_ANSWERED_FOR_MEDIAN).toBe(5);
    expect(publicMedianResponse([10, 20, 30, 40])).toBeNull();
    expect(publicMedianResponse([10, 20, 30, 40, 500])).toBe(30);
    expect(publicMedianResponse([10, 20, 30, 40, 500, 600])).toBe(35);
  });
});

describe('leadClock: what the dashboard says', () => {
  const now = sast('2026-11-23T10:00');
  it('says how long is left on a waiting lead', () => {
    expect(leadClock({ status: 'pending', responseDueAt: now + (5 * 60 + 20) * 60_000, lapsedAt: null }, now)).toEqual({
      state: 'waiting',
      overdue: false,
      text: 'Due in 5 h 20 min',
    });
    expect(leadClock({ status: 'pending', responseDueAt: now + 50 * 3600_000 }, now).text).toBe('Due in 2 d 2 h');
  });
  it('says a lead past its deadline is overdue, in words', () => {
    expect(leadClock({ status: 'pending', responseDueAt: now - 2 * 3600_000, lapsedAt: null }, now)).toEqual({
      state: 'overdue',
      overdue: true,
      text: 'Overdue by 2 h',
    });
  });
  it('says a lapsed lead lapsed, and whether it was passed on', () => {
    expect(leadClock({ status: 'pending', responseDueAt: now - 1, lapsedAt: now }, now).text).toBe(
      'Lapsed: not answered in time',
    );
    expect(leadClock({ status: 'pending', responseDueAt: now - 1, lapsedAt: now, reroutedToLeadId: 'x' }, now).text).toBe(
      'Lapsed: passed to another firm',
    );
  });
  it('stops for answered leads and says nothing for leads without a clock', () => {
    expect(leadClock({ status: 'contacted', responseDueAt: now - 1 }, now).state).toBe('answered');
    expect(leadClock({ status: 'converted', responseMinutes: 95 }, now).text).toBe('Answered in 1 h 35 min');
    expect(leadClock({ status: 'pending' }, now).state).toBe('none');
  });
});

describe('matchCriteriaOfLead', () => {
  const person = {
    userType: 'person' as const,
    firstName: 'Nomsa',
    lastName: 'Mthembu',
    email: 'client@example.co.za',
    location: 'Gauteng',
    city: 'Soweto',
    practiceArea: 'property',
    subcategory: 'evictions',
  };
  it('rebuilds a wizard request’s criteria', () => {
    expect(matchCriteriaOfLead(person)).toEqual({
      userType: 'person',
      location: 'Gauteng',
      city: 'Soweto',
      practiceArea: 'property',
      subcategory: 'evictions',
    });
  });
  it('refuses leads without a full need (featured requests, withheld open leads)', () => {
    expect(matchCriteriaOfLead({ ...person, subcategory: 'Featured Match' })).toBeNull();
    expect(matchCriteriaOfLead({ ...person, email: undefined })).toBeNull();
  });
});

describe('sendOnCriteriaOfLead (issue 35)', () => {
  const featured = {
    source: 'featured_firms',
    province: 'Gauteng',
    formData: {
      firstName: 'Ayesha',
      email: 'ayesha@example.co.za',
      location: 'Gauteng',
      city: 'Gauteng',
      serviceType: 'collections',
      category: 'collections',
      subcategory: 'Featured Match',
      specificItem: 'Featured Match',
    },
  } as const;
  it('finds the next firms for a featured-firm request by its business service in its province', () => {
    expect(sendOnCriteriaOfLead(featured)).toEqual({
      userType: 'business',
      location: 'Gauteng',
      city: 'Gauteng',
      serviceType: 'collections',
    });
  });
  it('uses a wizard request’s own criteria', () => {
    expect(
      sendOnCriteriaOfLead({
        source: 'matching',
        province: 'Gauteng',
        formData: {
          ...featured.formData,
          userType: 'person',
          lastName: 'P',
          practiceArea: 'property',
          subcategory: 'evictions',
          specificItem: undefined,
          serviceType: undefined,
          category: undefined,
        },
      }),
    ).toMatchObject({ userType: 'person', subcategory: 'evictions' });
  });
  it('never sends on an accepted open lead or a featured request with damaged data', () => {
    expect(sendOnCriteriaOfLead({ ...featured, source: 'open_lead' })).toBeNull();
    expect(sendOnCriteriaOfLead({ ...featured, formData: { ...featured.formData, serviceType: 'piracy' } })).toBeNull();
    expect(sendOnCriteriaOfLead({ ...featured, province: 'Atlantis' })).toBeNull();
  });
});

describe('formatSast', () => {
  it('writes an instant in Johannesburg time', () => {
    expect(formatSast(Date.parse('2026-11-25T08:00:00Z'))).toBe('Wed 25 Nov 2026, 10:00 SAST');
    expect(formatSast(Date.parse('2026-11-29T22:30:00Z'))).toBe('Mon 30 Nov 2026, 00:30 SAST');
  });
});

describe('the deadline is capped in calendar time, whatever the hours say', () => {
  const minuteADay = Object.fromEntries(
    WEEKDAYS.map((day) => [day, { open: '08:00', close: '08:01', isUnavailable: false }]),
  ) as BusinessHours;
  const monday10 = Date.UTC(2026, 10, 23, 8, 0); // Monday 23 Nov 2026, 10:00 SAST

  it('one minute a day (once about 959 days away) is due five days after the lead', () => {
    expect(responseDeadline(monday10, minuteADay)).toBe(monday10 + RESPONSE_DEADLINE_MAX_DAYS * 24 * 60 * 60 * 1000);
  });

  it('leaves the standard week alone: Friday 16:00 is still due Tuesday 16:00', () => {
    const friday16 = Date.UTC(2026, 10, 27, 14, 0);
    expect(responseDeadline(friday16, DEFAULT_BUSINESS_HOURS)).toBe(Date.UTC(2026, 11, 1, 14, 0));
  });

  it('is never more than the cap for any arrival minute of a sparse week', () => {
    const sparse = { ...minuteADay, monday: { open: '08:00', close: '18:00', isUnavailable: false } } as BusinessHours;
    for (let t = monday10; t < monday10 + 7 * 24 * 60 * 60 * 1000; t += 37 * 60 * 1000) {
      expect(responseDeadline(t, sparse) - t).toBeLessThanOrEqual(RESPONSE_DEADLINE_MAX_DAYS * 24 * 60 * 60 * 1000);
    }
  });
});

describe('hours a firm enters add up to a working week', () => {
  const week = (open: string, close: string) =>
    Object.fromEntries(WEEKDAYS.map((day) => [day, { open, close, isUnavailable: false }])) as BusinessHours;

  it('refuses 08:00 to 08:01 every day with a message the firm can act on', () => {
    const result = enteredBusinessHoursSchema.safeParse(week('08:00', '08:01'));
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.tooFewOpenHours]);
  });

  it('accepts the standard week and exactly the minimum, and refuses a minute less', () => {
    expect(enteredBusinessHoursSchema.safeParse(DEFAULT_BUSINESS_HOURS).success).toBe(true);
    const fiveHourDays = { ...week('09:00', '12:00'), sunday: { open: '09:00', close: '11:00', isUnavailable: false } }; // 6 x 3 h + 2 h = 20 h
    expect(weeklyOpenMinutes(fiveHourDays)).toBe(MIN_OPEN_HOURS_PER_WEEK * 60);
    expect(enteredBusinessHoursSchema.safeParse(fiveHourDays).success).toBe(true);
    const justShort = { ...fiveHourDays, sunday: { open: '09:00', close: '10:59', isUnavailable: false } };
    expect(enteredBusinessHoursSchema.safeParse(justShort).success).toBe(false);
  });
});
