import { answerLeadInputSchema } from '@/domain/answers/contract';
import { FEE_MESSAGES } from '@/domain/answers/fee';
import { SLOT_MESSAGES } from '@/domain/answers/slots';
import { defaultBusinessHours } from '@/domain/firms/options';
import {
  answerFormSchema,
  applyTemplate,
  emptyAnswer,
  formPathOf,
  sastInputs,
  sastInstant,
  type AnswerValues,
} from './answer-values';

// Monday 7 December 2026, 08:00 SAST.
const NOW = Date.UTC(2026, 11, 7, 6, 0);
const schema = answerFormSchema({ businessHours: defaultBusinessHours(), now: () => NOW });

const valid = (): AnswerValues => ({
  ...emptyAnswer(NOW),
  message: 'Thank you for your request. We can help with your divorce.',
  consultationKind: 'fixed',
  consultationRand: 'R 500',
  matterKind: 'fixed-range',
  matterMin: '8000',
  matterMax: '12 000',
  vat: 'included',
  slots: [
    { date: '2026-12-08', time: '10:00', minutes: '60', mode: 'phone', address: '' },
    { date: '2026-12-09', time: '14:30', minutes: '30', mode: 'in-person', address: '12 Long Street, Cape Town' },
  ],
});

const issuesOf = (values: AnswerValues) => {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('the answer form’s values', () => {
  it('reads a South African date and time as the instant the server stores, and back', () => {
    expect(sastInstant('2026-12-08', '10:00')).toBe(Date.UTC(2026, 11, 8, 8, 0));
    expect(sastInputs(Date.UTC(2026, 11, 8, 22, 30))).toEqual({ date: '2026-12-09', time: '00:30' });
    expect(sastInstant('2026-12-08', '')).toBeNaN();
  });

  it('turns valid values into exactly the input answerLead accepts', () => {
    const result = schema.safeParse(valid());
    expect(result.success).toBe(true);
    const input = result.data!;
    expect(answerLeadInputSchema.safeParse({ leadId: 'lead-1', ...input }).success).toBe(true);
    expect(input.fee).toEqual({
      consultation: { kind: 'fixed', rand: 500 },
      matter: { kind: 'fixed-range', minRand: 8000, maxRand: 12000 },
      vat: 'included',
    });
    expect(input.offer).toEqual({
      kind: 'times',
      slots: [
        { startsAt: Date.UTC(2026, 11, 8, 8, 0), minutes: 60, mode: 'phone' },
        { startsAt: Date.UTC(2026, 11, 9, 12, 30), minutes: 30, mode: 'in-person', address: '12 Long Street, Cape Town' },
      ],
    });
  });

  it('puts the contract’s refusals on the inputs they are about', () => {
    const values = valid();
    values.message = 'Hi';
    values.matterMax = '7000';
    values.vat = '';
    values.slots[1]!.address = '';
    const issues = issuesOf(values);
    expect(issues).toContainEqual({ path: 'message', message: expect.stringContaining('at least 10 characters') });
    expect(issues).toContainEqual({ path: 'matterMax', message: FEE_MESSAGES.range });
    expect(issues).toContainEqual({ path: 'vat', message: FEE_MESSAGES.vat });
    expect(issues).toContainEqual({ path: 'slots.1.address', message: SLOT_MESSAGES.address });
  });

  it('checks the times as the server does: hours, 2 hours ahead, 10 days, overlaps', () => {
    const values = valid();
    values.slots = [
      { date: '2026-12-07', time: '09:00', minutes: '60', mode: 'phone', address: '' }, // 1 hour from now
      { date: '2026-12-12', time: '10:00', minutes: '60', mode: 'phone', address: '' }, // a Saturday
      { date: '2026-12-18', time: '10:00', minutes: '60', mode: 'phone', address: '' }, // 11 days ahead
      { date: '2026-12-08', time: '10:00', minutes: '90', mode: 'phone', address: '' },
      { date: '2026-12-08', time: '11:00', minutes: '30', mode: 'phone', address: '' }, // inside the one before
    ];
    expect(issuesOf(values)).toEqual([
      { path: 'slots.0.time', message: SLOT_MESSAGES.tooSoon },
      { path: 'slots.1.time', message: SLOT_MESSAGES.outsideHours },
      { path: 'slots.2.time', message: SLOT_MESSAGES.tooLate },
      { path: 'slots.4.time', message: SLOT_MESSAGES.overlap },
    ]);
  });

  it('refuses an amount that is not whole rand, and a time off the quarter hour', () => {
    const values = valid();
    values.consultationRand = '499.50';
    values.slots[0]!.time = '10:10';
    const issues = issuesOf(values);
    expect(issues).toContainEqual({ path: 'consultationRand', message: FEE_MESSAGES.amount });
    expect(issues).toContainEqual({ path: 'slots.0.time', message: SLOT_MESSAGES.quarterHour });
  });

  it('checks a "we will phone you" window', () => {
    const values: AnswerValues = {
      ...valid(),
      offerKind: 'callback',
      callbackDate: '2026-12-08',
      callbackFrom: '11:00',
      callbackTo: '11:15',
    };
    expect(issuesOf(values)).toEqual([{ path: 'callbackTo', message: SLOT_MESSAGES.callbackWindow }]);
    values.callbackTo = '13:00';
    expect(schema.parse(values).offer).toEqual({
      kind: 'callback',
      from: Date.UTC(2026, 11, 8, 9, 0),
      to: Date.UTC(2026, 11, 8, 11, 0),
    });
  });

  it('maps the server’s field names onto the form’s inputs', () => {
    expect(formPathOf(['offer', 'slots', '2', 'startsAt'])).toBe('slots.2.time');
    expect(formPathOf(['fee', 'matter', 'minRand'])).toBe('matterMin');
    expect(formPathOf(['offer', 'to'])).toBe('callbackTo');
    expect(formPathOf(['offer', 'slots'])).toBe('offerProblem');
  });

  it('fills the message, the estimate and the usual way of consulting from a template, keeping the chosen days', () => {
    const filled = applyTemplate(valid(), {
      name: 'Divorce',
      message: 'We handle uncontested divorces every week.',
      fee: { consultation: { kind: 'free' }, matter: { kind: 'hourly', rand: 1800 }, vat: 'excluded' },
      minutes: 45,
      mode: 'video',
    });
    expect(filled).toMatchObject({
      message: 'We handle uncontested divorces every week.',
      consultationKind: 'free',
      matterKind: 'hourly',
      matterRand: '1800',
      vat: 'excluded',
    });
    expect(filled.slots.map((s) => [s.date, s.minutes, s.mode])).toEqual([
      ['2026-12-08', '45', 'video'],
      ['2026-12-09', '45', 'video'],
    ]);
  });
});
