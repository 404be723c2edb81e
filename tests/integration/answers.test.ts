/**
 * The firm's answer inside RegMatch (issue 35), end to end on the emulators: a firm answers its
 * lead (any plan), the client receives the whole answer by email (rendered from what the real
 * callable queued) and an alert with a link only on the phone; the client books one time in one
 * tap (first come, first served across the firm's offers; two taps at once: exactly one wins),
 * says none suit, closes or sends on; either side moves or cancels with a reason; refusals for the
 * wrong caller, used, expired and unknown links, taken times, bad and oversized input.
 */
import ICAL from 'ical.js';
import { Timestamp } from 'firebase-admin/firestore';
import { ANSWER_MESSAGES, type AnswerOfferView, type GetAnswerOfferResult } from '@/domain/answers/contract';
import { SLOT_MESSAGES } from '@/domain/answers/slots';
import { SAST_OFFSET_MS } from '@/domain/payments/plans';
import { phoneMessageOf } from '../../functions/src/notifications/registry';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { openView } from '../fixtures/answer-offer-view';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor, type CallResult } from './emulator-clients';
import { docsWhere, putFirm } from './matching-fixtures';
import { divorceFirm, wizardFormData } from './overdue-leads';
import { queuedMails, renderQueued } from './queued-mail';

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLIENT = wizardFormData.email;

/** `hour`:`minute` SAST on the `n`th weekday (Monday to Friday) at least a day from now. */
function weekdayAt(n: number, hour: number, minute = 0): number {
  let found = 0;
  for (let d = 1; d < 20; d++) {
    const local = new Date(Date.now() + SAST_OFFSET_MS + d * DAY);
    const dow = local.getUTCDay();
    if (dow === 0 || dow === 6) continue;
    if (++found === n)
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour, minute) - SAST_OFFSET_MS;
  }
  throw new Error('no weekday');
}
/** Sunday 10:00 SAST within the next ten days (every factory firm is closed on Sunday). */
function sundayAt10(): number {
  for (let d = 1; d < 9; d++) {
    const local = new Date(Date.now() + SAST_OFFSET_MS + d * DAY);
    if (local.getUTCDay() === 0)
      return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 10) - SAST_OFFSET_MS;
  }
  throw new Error('no Sunday');
}

const fee = {
  consultation: { kind: 'fixed', rand: 450 },
  matter: { kind: 'hourly-range', minRand: 1200, maxRand: 2500 },
  vat: 'excluded',
};
const times = () => [
  { startsAt: weekdayAt(1, 10), minutes: 60, mode: 'in-person', address: '12 Fox Street, Johannesburg' },
  { startsAt: weekdayAt(2, 14), minutes: 30, mode: 'phone' },
  { startsAt: weekdayAt(3, 9, 15), minutes: 45, mode: 'video' },
];
const answerInput = (leadId: string, over: Record<string, unknown> = {}) => ({
  leadId,
  message: 'We do uncontested divorces every week.\n\nPlease bring your marriage certificate.',
  fee,
  offer: { kind: 'times', slots: times() },
  ...over,
});

const firmToken = (firmId: string) => idTokenFor(`${firmId}@firm.test`, { firmId });
const leadOf = async (id: string) => (await db.doc(`leads/${id}`).get()).data()!;

/** A wizard lead of the firm's, as requestMatch writes one. */
async function clientLead(id: string, firmId: string, email = CLIENT) {
  await db
    .doc(`leads/${id}`)
    .set(leadDocument({ firmId, practiceArea: 'divorce-separation', formData: { ...wizardFormData, email } }));
}

/** The token of the link in the one mail queued to `to` with `template`, from the field `url`. */
async function linkToken(to: string, template: string, url: string, which = 0): Promise<string> {
  const docs = await queuedMails(to, template);
  const data = docs[which]!.data as Record<string, string>;
  return new URL(data[url]!).searchParams.get('token')!;
}

async function answerAndToken(leadId: string, firmId: string, email = CLIENT, over: Record<string, unknown> = {}) {
  const res = await callFunction<{ answerId: string }>('answerLead', answerInput(leadId, over), await firmToken(firmId));
  expect(res.error).toBeUndefined();
  // The mail of this answer: its link's record (stored by the token's hash) names the answer.
  const tokens = (await queuedMails(email, 'answer-received')).map((d) =>
    new URL((d.data as { answerUrl: string }).answerUrl).searchParams.get('token')!,
  );
  const links = await Promise.all(tokens.map((t) => db.doc(`answerLinks/${hashLinkToken(t)}`).get()));
  const token = tokens[links.findIndex((l) => l.get('answerId') === res.data!.answerId)]!;
  return { answerId: res.data!.answerId, token };
}

const view = async (token: string) => (await callFunction<GetAnswerOfferResult>('getAnswerOffer', { token })).data!.answer!;
const expectRefused = (res: CallResult, status: string, reason: string, message?: string) => {
  expect(res.error).toMatchObject({ status, details: { reason }, ...(message ? { message } : {}) });
};

beforeEach(async () => {
  await clearFirestore();
  await putFirm('answering', { ...divorceFirm, firmName: 'Dlamini Attorneys', packageType: 'free' });
  await putFirm('rival', { ...divorceFirm, firmName: 'Rival Attorneys' });
});

describe('answerLead', () => {
  it('a free firm answers its own lead: the answer is recorded as sent, the clock stops, the client gets the whole answer by email', async () => {
    await clientLead('l1', 'answering');
    const before = await leadOf('l1');
    expect(before.responseDueAt).toBeDefined();
    const res = await callFunction<{ answerId: string; replacesAnswerId: string | null; channels: string[] }>(
      'answerLead',
      answerInput('l1'),
      await firmToken('answering'),
    );
    expect(res.error).toBeUndefined();
    expect(res.data).toMatchObject({ replacesAnswerId: null, channels: ['email'] });

    const lead = await leadOf('l1');
    expect(lead.latestAnswerId).toBe(res.data!.answerId);
    expect(lead.answeredAt).toBeInstanceOf(Timestamp);
    expect(lead.clockStoppedBy).toMatchObject({ reason: 'answer' });
    expect(lead.responseDueAt).toBeUndefined();
    expect(typeof lead.responseMinutes).toBe('number');

    const answer = (await db.doc(`leadAnswers/${res.data!.answerId}`).get()).data()!;
    expect(answer).toMatchObject({ firmId: 'answering', leadId: 'l1', requestLeadId: 'l1', fee });
    expect(answer.offer.slots).toHaveLength(3);

    const [doc] = await queuedMails(CLIENT, 'answer-received');
    const mail = renderQueued(doc!);
    expect(mail.subject).toBe('Dlamini Attorneys has answered your request');
    expect(mail.text).toContain('Please bring your marriage certificate.');
    expect(mail.text).toContain('First consultation: R 450');
    expect(mail.text).toContain('The matter: between R 1 200 and R 2 500 an hour');
    expect(mail.text).toContain('Amounts exclude VAT.');
    expect(mail.text).toContain('This estimate is not binding.');
    expect(mail.text).toContain('You pay the firm directly');
    expect(mail.text).toContain('In person at 12 Fox Street, Johannesburg');
    expect(mail.text.match(/Book: /g)).toHaveLength(3);
    // The phone copy of this mail: an alert and the answer's link only, never the fee or the message.
    const phone = phoneMessageOf(doc! as { template?: unknown; data?: unknown; requestUrl?: unknown })!;
    expect(phone.message).toBe('answer-received');
    expect(phone.values).toEqual([(doc!.data as { answerUrl: string }).answerUrl]);
    expect(JSON.stringify(phone.values)).not.toMatch(/450|certificate/);
  });

  it('answers an accepted open lead before release: the client is reached through the original lead, the firm still sees no contact detail', async () => {
    await db
      .doc('leads/orig')
      .set(leadDocument({ firmId: 'someone', formData: { ...wizardFormData, email: 'open@example.co.za' } }));
    const { firstName: _f, lastName: _l, email: _e, phone: _p, ...withheld } = wizardFormData;
    await db.doc('leads/accepted-o1').set({
      ...leadDocument({ firmId: 'answering', source: 'open_lead' }),
      formData: withheld,
      contactRelease: 'pending',
      originalLeadId: 'orig',
      openLeadId: 'o1',
    });
    const { token } = await answerAndToken('accepted-o1', 'answering', 'open@example.co.za');
    expect(token).toHaveLength(43);
    const lead = await leadOf('accepted-o1');
    expect(lead.formData.email).toBeUndefined();
    expect(lead.contactRelease).toBe('pending');
    expect(lead.clockStoppedBy).toMatchObject({ reason: 'answer' });
    expect((await view(token)).firmName).toBe('Dlamini Attorneys');
  });

  it('a correction is a new answer that replaces the latest; the first stays as sent and its link is refused', async () => {
    await clientLead('l2', 'answering');
    const first = await answerAndToken('l2', 'answering');
    const second = await callFunction<{ answerId: string; replacesAnswerId: string }>(
      'answerLead',
      answerInput('l2', { message: 'A corrected answer: we can also do evenings.' }),
      await firmToken('answering'),
    );
    expect(second.data!.replacesAnswerId).toBe(first.answerId);
    const old = (await db.doc(`leadAnswers/${first.answerId}`).get()).data()!;
    expect(old.message).toContain('marriage certificate');
    expect(old.replacedByAnswerId).toBe(second.data!.answerId);
    expect((await leadOf('l2')).latestAnswerId).toBe(second.data!.answerId);
    const corrected = renderQueued(
      (await queuedMails(CLIENT, 'answer-received')).find((d) => (d.data as { replacesEarlier: boolean }).replacesEarlier)!,
    );
    expect(corrected.subject).toBe('Dlamini Attorneys has corrected its answer to your request');
    expect((await view(first.token)).state).toBe('replaced');
    const res = await callFunction('bookConsultation', { token: first.token, startsAt: times()[0]!.startsAt });
    expectRefused(res, 'FAILED_PRECONDITION', 'answer-replaced', ANSWER_MESSAGES.answerReplaced);
  });

  it('refuses the wrong caller: another firm, a signed-in client, an anonymous caller', async () => {
    await clientLead('l3', 'answering');
    expectRefused(await callFunction('answerLead', answerInput('l3'), await firmToken('rival')), 'NOT_FOUND', 'lead-not-found');
    expectRefused(
      await callFunction('answerLead', answerInput('l3'), await idTokenFor('someone@example.co.za')),
      'PERMISSION_DENIED',
      'firm-only',
    );
    expectRefused(await callFunction('answerLead', answerInput('l3')), 'UNAUTHENTICATED', 'sign-in-required');
    expect(await queuedMails(CLIENT, 'answer-received')).toHaveLength(0);
    expect((await leadOf('l3')).clockStoppedBy).toBeUndefined();
  });

  it('refuses times outside the rules, bad and oversized input, with the field at fault', async () => {
    await clientLead('l4', 'answering');
    const token = await firmToken('answering');
    const sunday = await callFunction(
      'answerLead',
      answerInput('l4', { offer: { kind: 'times', slots: [{ startsAt: sundayAt10(), minutes: 60, mode: 'phone' }] } }),
      token,
    );
    expect(sunday.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: SLOT_MESSAGES.outsideHours,
      details: { reason: 'slot-invalid', field: 'offer.slots.0.startsAt' },
    });
    const soon = Math.ceil((Date.now() + HOUR) / (15 * 60_000)) * 15 * 60_000;
    const tooSoon = await callFunction(
      'answerLead',
      answerInput('l4', { offer: { kind: 'times', slots: [{ startsAt: soon, minutes: 30, mode: 'phone' }] } }),
      token,
    );
    expect(tooSoon.error?.details).toMatchObject({ reason: 'slot-invalid' });
    const overlap = await callFunction(
      'answerLead',
      answerInput('l4', {
        offer: {
          kind: 'times',
          slots: [
            { startsAt: weekdayAt(1, 10), minutes: 60, mode: 'phone' },
            { startsAt: weekdayAt(1, 10, 30), minutes: 30, mode: 'video' },
          ],
        },
      }),
      token,
    );
    expect(overlap.error).toMatchObject({ message: SLOT_MESSAGES.overlap, details: { field: 'offer.slots.1.startsAt' } });
    const noAddress = await callFunction(
      'answerLead',
      answerInput('l4', { offer: { kind: 'times', slots: [{ startsAt: weekdayAt(1, 10), minutes: 60, mode: 'in-person' }] } }),
      token,
    );
    expect(noAddress.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalid-input', field: 'offer.slots.0.address' },
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ startsAt: weekdayAt(1 + i, 10), minutes: 30, mode: 'phone' }));
    expect(
      (await callFunction('answerLead', answerInput('l4', { offer: { kind: 'times', slots: six } }), token)).error?.details,
    ).toMatchObject({ reason: 'invalid-input' });
    expect(
      (await callFunction('answerLead', answerInput('l4', { message: 'Pay us at https://evil.example/pay' }), token)).error
        ?.details,
    ).toMatchObject({ reason: 'invalid-input', field: 'message' });
    expect(
      (await callFunction('answerLead', answerInput('l4', { message: 'x'.repeat(200_000) }), token)).error?.details,
    ).toMatchObject({ reason: 'invalid-input', field: 'message' });
    expect((await callFunction('answerLead', answerInput('l4', { fee: 'about R500' }), token)).error?.details).toMatchObject({
      reason: 'invalid-input',
      field: 'fee',
    });
    expect((await callFunction('answerLead', { leadId: 'l4' }, token)).error?.details).toMatchObject({ reason: 'invalid-input' });
    expect(await queuedMails(CLIENT, 'answer-received')).toHaveLength(0);
  });
});

describe('the client books', () => {
  it('one tap books a time: the booking, the lead, both invitations; the same link again is refused as used', async () => {
    await clientLead('b1', 'answering');
    const { answerId, token } = await answerAndToken('b1', 'answering');
    const slot = times()[1]!;
    const res = await callFunction<{ bookingId: string }>('bookConsultation', { token, startsAt: slot.startsAt });
    expect(res.error).toBeUndefined();
    const { bookingId } = res.data!;
    const booking = (await db.doc(`consultationBookings/${bookingId}`).get()).data()!;
    expect(booking).toMatchObject({
      firmId: 'answering',
      leadId: 'b1',
      answerId,
      state: 'booked',
      sequence: 0,
      uid: `${bookingId}@regmatch.co.za`,
    });
    expect(booking.lockIds).toHaveLength(2);
    const lead = await leadOf('b1');
    expect(lead.bookingId).toBe(bookingId);
    expect((lead.consultationAt as Timestamp).toMillis()).toBe(slot.startsAt);

    const clientMail = renderQueued((await queuedMails(CLIENT, 'consultation-client'))[0]!);
    expect(clientMail.subject).toContain('Booked: your consultation with Dlamini Attorneys');
    const clientIcs = new ICAL.Event(
      new ICAL.Component(ICAL.parse(clientMail.icalEvent!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(clientIcs.uid).toBe(`${bookingId}@regmatch.co.za`);
    expect(clientMail.icalEvent!.method).toBe('REQUEST');
    const firmMail = renderQueued((await queuedMails('answering@firm.test', 'consultation-firm'))[0]!);
    expect(firmMail.icalEvent!.method).toBe('REQUEST');
    expect(firmMail.icalEvent!.content).not.toContain(CLIENT);

    expectRefused(
      await callFunction('bookConsultation', { token, startsAt: times()[0]!.startsAt }),
      'FAILED_PRECONDITION',
      'answer-link-used',
      ANSWER_MESSAGES.answerLinkUsed,
    );
    const after: AnswerOfferView = await view(token);
    expect(after.state).toBe('booked');
    expect(after.booking).toMatchObject({ bookingId, state: 'booked' });
    expect(after.offer.kind === 'times' && after.offer.slots[1]!.taken).toBe(true);
  });

  it('a time booked from one offer shows as taken on another offer of the same firm, and cannot be booked there', async () => {
    await clientLead('t1', 'answering', 'a@example.co.za');
    await clientLead('t2', 'answering', 'b@example.co.za');
    const a = await answerAndToken('t1', 'answering', 'a@example.co.za');
    const b = await answerAndToken('t2', 'answering', 'b@example.co.za');
    const startsAt = times()[0]!.startsAt;
    expect((await callFunction('bookConsultation', { token: a.token, startsAt })).error).toBeUndefined();
    const bView = await view(b.token);
    expect(bView.offer.kind === 'times' && bView.offer.slots.map((s) => s.taken)).toEqual([true, false, false]);
    expectRefused(
      await callFunction('bookConsultation', { token: b.token, startsAt }),
      'ALREADY_EXISTS',
      'slot-taken',
      ANSWER_MESSAGES.slotTaken,
    );
    // The firm cannot offer that time again either.
    expectRefused(
      await callFunction('answerLead', answerInput('t2'), await firmToken('answering')),
      'ALREADY_EXISTS',
      'slot-taken',
    );
  });

  it('two clients booking one time at once: exactly one wins, the other is told it is taken', async () => {
    await clientLead('r1', 'answering', 'r1@example.co.za');
    await clientLead('r2', 'answering', 'r2@example.co.za');
    const one = await answerAndToken('r1', 'answering', 'r1@example.co.za');
    const two = await answerAndToken('r2', 'answering', 'r2@example.co.za');
    const startsAt = times()[2]!.startsAt;
    const results = await Promise.all([
      callFunction('bookConsultation', { token: one.token, startsAt }),
      callFunction('bookConsultation', { token: two.token, startsAt }),
    ]);
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.filter((r) => r.error).map((r) => (r.error!.details as { reason: string }).reason)).toEqual(['slot-taken']);
    const booked = (await docsWhere('consultationBookings', 'firmId', 'answering')).filter((b) => b.state === 'booked');
    expect(booked).toHaveLength(1);
    expect((await docsWhere('firmSlotLocks', 'firmId', 'answering')).map((l) => l.bookingId)).toEqual([
      booked[0]!.id,
      booked[0]!.id,
      booked[0]!.id,
    ]);
  });

  it('refuses an unknown, an expired link, a time not offered, and bad input', async () => {
    await clientLead('e1', 'answering');
    const { token } = await answerAndToken('e1', 'answering');
    expectRefused(
      await callFunction('bookConsultation', { token: 'A'.repeat(43), startsAt: times()[0]!.startsAt }),
      'NOT_FOUND',
      'answer-link-unknown',
    );
    expectRefused(
      await callFunction('bookConsultation', { token, startsAt: times()[0]!.startsAt + 15 * 60_000 }),
      'INVALID_ARGUMENT',
      'slot-not-offered',
    );
    expect((await callFunction('bookConsultation', { token: 'short', startsAt: 1 })).error?.details).toMatchObject({
      reason: 'invalid-input',
      field: 'token',
    });
    expect((await callFunction('bookConsultation', { token, startsAt: 'tomorrow' })).error?.details).toMatchObject({
      reason: 'invalid-input',
    });
    await db.doc(`answerLinks/${hashLinkToken(token)}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expectRefused(
      await callFunction('bookConsultation', { token, startsAt: times()[0]!.startsAt }),
      'FAILED_PRECONDITION',
      'answer-link-expired',
      ANSWER_MESSAGES.answerLinkExpired,
    );
    expect(await docsWhere('consultationBookings', 'leadId', 'e1')).toHaveLength(0);
  });

  it('the request page’s own token opens and acts on the latest answer', async () => {
    await clientLead('m1', 'answering');
    await answerAndToken('m1', 'answering');
    const [doc] = await queuedMails(CLIENT, 'answer-received');
    const requestToken = new URL(doc!.requestUrl as string).searchParams.get('token')!;
    expect((await view(requestToken)).state).toBe('open');
    expect(
      (await callFunction('bookConsultation', { token: requestToken, startsAt: times()[0]!.startsAt })).error,
    ).toBeUndefined();
    expect((await view(requestToken)).state).toBe('booked');
  });
});

describe('the client’s other answers', () => {
  it('"none of these times suit me" tells the firm with the note; the firm may answer again', async () => {
    await clientLead('d1', 'answering');
    const { token } = await answerAndToken('d1', 'answering');
    const res = await callFunction('declineAnswerTimes', { token, note: 'Only after 17:00, please.' });
    expect(res.data).toEqual({ firmName: 'Dlamini Attorneys' });
    const mail = renderQueued((await queuedMails('answering@firm.test', 'consultation-firm'))[0]!);
    expect(mail.subject).toContain('None of your times suit the client');
    expect(mail.text).toContain('Only after 17:00, please.');
    expect(mail.text).not.toContain(CLIENT);
    expectRefused(await callFunction('declineAnswerTimes', { token }), 'FAILED_PRECONDITION', 'answer-link-used');
    expect(
      (
        await callFunction(
          'answerLead',
          answerInput('d1', { offer: { kind: 'callback', from: weekdayAt(1, 17), to: weekdayAt(1, 19) } }),
          await firmToken('answering'),
        )
      ).error,
    ).toBeUndefined();
  });

  it('"I no longer need help" closes the request', async () => {
    await clientLead('c1', 'answering');
    const { token } = await answerAndToken('c1', 'answering');
    expect((await callFunction('closeMyRequestFromAnswer', { token })).data).toEqual({ state: 'closed' });
    expect((await leadOf('c1')).withdrawnAt).toBeInstanceOf(Timestamp);
    expectRefused(
      await callFunction('answerLead', answerInput('c1'), await firmToken('answering')),
      'FAILED_PRECONDITION',
      'lead-withdrawn',
    );
  });

  it('"send my request to another firm" passes it to the next best firm not yet tried', async () => {
    await clientLead('s1', 'answering');
    const { token } = await answerAndToken('s1', 'answering');
    const res = await callFunction<{ outcome: string; firmName: string }>('sendOnFromAnswer', { token });
    expect(res.data).toEqual({ outcome: 'sent', firmName: 'Rival Attorneys' });
    const [passed] = await docsWhere('leads', 'reroutedFromLeadId', 's1');
    expect(passed).toMatchObject({ firmId: 'rival', triedFirmIds: ['answering', 'rival'] });
    expect(await queuedMails('rival@firm.test', 'lead-notification')).toHaveLength(1);
    expectRefused(await callFunction('sendOnFromAnswer', { token }), 'FAILED_PRECONDITION', 'answer-link-used');
  });
});

describe('moving and cancelling', () => {
  async function booked(leadId: string) {
    await clientLead(leadId, 'answering');
    const { token } = await answerAndToken(leadId, 'answering');
    const res = await callFunction<{ bookingId: string }>('bookConsultation', { token, startsAt: times()[0]!.startsAt });
    const bookingToken = await linkToken(CLIENT, 'consultation-client', 'consultationUrl');
    return { bookingId: res.data!.bookingId, bookingToken };
  }

  it('the client moves to another offered time with a reason: same UID, SEQUENCE 1, both told; the link works once', async () => {
    const { bookingId, bookingToken } = await booked('mv1');
    const to = times()[1]!.startsAt;
    const res = await callFunction<{ sequence: number }>('moveBooking', {
      by: 'client',
      token: bookingToken,
      startsAt: to,
      reason: 'A clash at work.',
    });
    expect(res.data).toMatchObject({ bookingId, sequence: 1 });
    const booking = (await db.doc(`consultationBookings/${bookingId}`).get()).data()!;
    expect(booking.slot.startsAt).toBe(to);
    expect(booking.lockIds).toHaveLength(2);
    expect((await docsWhere('firmSlotLocks', 'bookingId', bookingId)).map((l) => l.blockStart)).toEqual([to, to + 15 * 60_000]);
    const firmMoved = renderQueued(
      (await queuedMails('answering@firm.test', 'consultation-firm')).find((d) => (d.data as { kind: string }).kind === 'moved')!,
    );
    expect(firmMoved.text).toContain('A clash at work.');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(firmMoved.icalEvent!.content)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${bookingId}@regmatch.co.za`);
    expect(event.sequence).toBe(1);
    expectRefused(
      await callFunction('moveBooking', { by: 'client', token: bookingToken, startsAt: times()[2]!.startsAt, reason: 'Again.' }),
      'FAILED_PRECONDITION',
      'booking-link-used',
    );
  });

  it('the firm moves within its hours; outside them, or another firm’s booking, is refused', async () => {
    const { bookingId } = await booked('mv2');
    const token = await firmToken('answering');
    const outside = await callFunction(
      'moveBooking',
      { by: 'firm', bookingId, slot: { startsAt: sundayAt10(), minutes: 60, mode: 'phone' }, reason: 'Court date moved.' },
      token,
    );
    expect(outside.error).toMatchObject({
      message: SLOT_MESSAGES.outsideHours,
      details: { reason: 'slot-invalid', field: 'slot.startsAt' },
    });
    expectRefused(
      await callFunction(
        'moveBooking',
        { by: 'firm', bookingId, slot: { startsAt: weekdayAt(4, 11), minutes: 60, mode: 'phone' }, reason: 'Mine now.' },
        await firmToken('rival'),
      ),
      'NOT_FOUND',
      'booking-not-found',
    );
    expectRefused(
      await callFunction('moveBooking', {
        by: 'firm',
        bookingId,
        slot: { startsAt: weekdayAt(4, 11), minutes: 60, mode: 'phone' },
        reason: 'Court date moved.',
      }),
      'PERMISSION_DENIED',
      'firm-only',
    );
    const moved = await callFunction(
      'moveBooking',
      { by: 'firm', bookingId, slot: { startsAt: weekdayAt(4, 11), minutes: 60, mode: 'phone' }, reason: 'Court date moved.' },
      token,
    );
    expect(moved.error).toBeUndefined();
    const clientMoved = renderQueued(
      (await queuedMails(CLIENT, 'consultation-client')).find((d) => (d.data as { kind: string }).kind === 'moved')!,
    );
    expect(clientMoved.text).toContain('Dlamini Attorneys moved your consultation.');
    expect(clientMoved.text).toContain('Court date moved.');
  });

  it('the firm cancels with a reason: METHOD:CANCEL to the client, the time is free again, the reminder is off', async () => {
    const { bookingId } = await booked('cx1');
    const res = await callFunction(
      'cancelBooking',
      { by: 'firm', bookingId, reason: 'Our attorney is ill.' },
      await firmToken('answering'),
    );
    expect(res.data).toEqual({ bookingId, state: 'cancelled' });
    const booking = (await db.doc(`consultationBookings/${bookingId}`).get()).data()!;
    expect(booking).toMatchObject({ state: 'cancelled', cancelledBy: 'firm', sequence: 1, lockIds: [], remindAt: null });
    expect(await docsWhere('firmSlotLocks', 'bookingId', bookingId)).toHaveLength(0);
    expect((await leadOf('cx1')).consultationAt).toBeUndefined();
    const mail = renderQueued(
      (await queuedMails(CLIENT, 'consultation-client')).find((d) => (d.data as { kind: string }).kind === 'cancelled')!,
    );
    expect(mail.icalEvent!.method).toBe('CANCEL');
    expect(mail.text).toContain('Our attorney is ill.');
    expectRefused(
      await callFunction('cancelBooking', { by: 'firm', bookingId, reason: 'Twice.' }, await firmToken('answering')),
      'FAILED_PRECONDITION',
      'booking-cancelled',
    );
    expect(
      (await callFunction('cancelBooking', { by: 'firm', bookingId, reason: '' }, await firmToken('answering'))).error?.details,
    ).toMatchObject({ reason: 'invalid-input', field: 'reason' });
  });

  it('the client cancels from the booking link; the firm is told', async () => {
    const { bookingId, bookingToken } = await booked('cx2');
    expect(
      (await callFunction('cancelBooking', { by: 'client', token: bookingToken, reason: 'I found help nearer home.' })).error,
    ).toBeUndefined();
    const firmMail = renderQueued(
      (await queuedMails('answering@firm.test', 'consultation-firm')).find(
        (d) => (d.data as { kind: string }).kind === 'cancelled',
      )!,
    );
    expect(firmMail.text).toContain('The client cancelled');
    expect(firmMail.icalEvent!.method).toBe('CANCEL');
    expect((await db.doc(`consultationBookings/${bookingId}`).get()).get('cancelledBy')).toBe('client');
  });

  it('lists the firm’s upcoming consultations, and no other firm’s', async () => {
    const { bookingId } = await booked('ls1');
    const mine = await callFunction<{ consultations: { bookingId: string; clientName: string | null }[] }>(
      'listUpcomingConsultations',
      {},
      await firmToken('answering'),
    );
    expect(mine.data!.consultations).toEqual([expect.objectContaining({ bookingId, clientName: 'Lerato Mokoena' })]);
    const theirs = await callFunction<{ consultations: unknown[] }>('listUpcomingConsultations', {}, await firmToken('rival'));
    expect(theirs.data!.consultations).toEqual([]);
    expectRefused(await callFunction('listUpcomingConsultations', {}), 'UNAUTHENTICATED', 'sign-in-required');
  });
});

describe('answer templates', () => {
  it('a firm keeps its templates and reads only its own; bad and too many are refused', async () => {
    const template = { name: 'Divorce, standard', message: 'We can help with your divorce.', fee, minutes: 60, mode: 'phone' };
    expect((await callFunction('saveAnswerTemplates', { templates: [template] }, await firmToken('answering'))).data).toEqual({
      count: 1,
    });
    expect(
      (await callFunction<{ templates: unknown[] }>('getAnswerTemplates', {}, await firmToken('answering'))).data!.templates,
    ).toEqual([template]);
    expect(
      (await callFunction<{ templates: unknown[] }>('getAnswerTemplates', {}, await firmToken('rival'))).data!.templates,
    ).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ ...template, name: `T${i}` }));
    expect(
      (await callFunction('saveAnswerTemplates', { templates: eleven }, await firmToken('answering'))).error?.details,
    ).toMatchObject({ reason: 'invalid-input' });
    expectRefused(await callFunction('saveAnswerTemplates', { templates: [] }), 'UNAUTHENTICATED', 'sign-in-required');
  });
});

describe('personal data', () => {
  async function bookedWithRequestToken(leadId: string) {
    await clientLead(leadId, 'answering');
    const { token } = await answerAndToken(leadId, 'answering');
    const booked = await callFunction<{ bookingId: string }>('bookConsultation', { token, startsAt: times()[0]!.startsAt });
    const [doc] = await queuedMails(CLIENT, 'answer-received');
    return { bookingId: booked.data!.bookingId, requestToken: new URL(doc!.requestUrl as string).searchParams.get('token')! };
  }

  it('withdrawing the request cancels its booked consultation: the time is free, no reminder goes', async () => {
    const { bookingId, requestToken } = await bookedWithRequestToken('pw1');
    expect((await callFunction('withdrawMyRequest', { token: requestToken })).error).toBeUndefined();
    const booking = (await db.doc(`consultationBookings/${bookingId}`).get()).data()!;
    expect(booking).toMatchObject({ state: 'cancelled', cancelledBy: 'client', lockIds: [], remindAt: null });
    expect(await docsWhere('firmSlotLocks', 'bookingId', bookingId)).toHaveLength(0);
  });

  it('the operator finds answers, bookings and links by the client’s address, and erasing removes the words and the links', async () => {
    const { bookingId } = await bookedWithRequestToken('pe1');
    const admin = await idTokenFor('ops@regmatch.test', { admin: true });
    const found = await callFunction<{ records: { source: string }[] }>('findPersonalData', { email: CLIENT }, admin);
    const sources = found.data!.records.map((r) => r.source);
    for (const source of ['leadAnswers', 'consultationBookings', 'answerLinks']) expect(sources).toContain(source);
    const erased = await callFunction<{ erased: Record<string, number> }>(
      'erasePersonalData',
      { email: CLIENT, confirmEmail: CLIENT },
      admin,
    );
    expect(erased.data!.erased).toMatchObject({ leadAnswers: 1, consultationBookings: 1 });
    const [answer] = await docsWhere('leadAnswers', 'leadId', 'pe1');
    expect(answer).toMatchObject({ message: '', personalInfoRemoved: { reason: 'erasure' } });
    expect(answer!.fee).toEqual(fee);
    expect((await db.doc(`consultationBookings/${bookingId}`).get()).get('state')).toBe('cancelled');
    expect(await docsWhere('answerLinks', 'leadId', 'pe1')).toHaveLength(0);
    expect(await docsWhere('bookingLinks', 'leadId', 'pe1')).toHaveLength(0);
    expect(await docsWhere('firmSlotLocks', 'bookingId', bookingId)).toHaveLength(0);
  });
});

describe('the answer page’s view (the seam with its DOM tests)', () => {
  /** A value's shape: its fields (sorted) and the type of each, arrays element by element. */
  const shapeOf = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(shapeOf)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([key, field]) => [key, shapeOf(field)]),
          )
        : value === null
          ? null
          : typeof value;

  it('getAnswerOffer answers an open answer in exactly the shape the page’s DOM tests feed it', async () => {
    await clientLead('seam', 'answering');
    const page = openView();
    const slots = page.offer.kind === 'times' ? page.offer.slots : [];
    // The fixture's kinds of fee and times, answered through the real callable.
    const { token } = await answerAndToken('seam', 'answering', CLIENT, {
      message: page.message,
      fee: page.fee,
      offer: {
        kind: 'times',
        slots: slots.map(({ minutes, mode, address }, i) => ({
          startsAt: weekdayAt(i + 1, 10),
          minutes,
          mode,
          ...(address ? { address } : {}),
        })),
      },
    });
    const real = await view(token);
    expect(shapeOf(real)).toEqual(shapeOf(page));
    expect(real).toMatchObject({
      state: page.state,
      message: page.message,
      fee: page.fee,
      booking: null,
      replacesEarlier: false,
    });
  });
});
