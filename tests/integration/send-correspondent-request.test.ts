import { randomUUID } from 'node:crypto';
import { CORRESPONDENT_REQUESTS_PER_DAY, MESSAGE_TEXTS } from '@/domain/mail/messages-contract';
import { sastDay } from '@/domain/payments/plans';
import { renderMail } from '../../functions/src/mail/templates';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';

interface Pair {
  fromId: string;
  toId: string;
  toEmail: string;
  fromEmail: string;
  token: string;
}

/** A sending firm (signed in) and a correspondent firm in the High Court, each with its own account email. */
async function pair(): Promise<Pair> {
  const id = randomUUID().slice(0, 8);
  const fromId = `from-${id}`;
  const toId = `to-${id}`;
  const fromEmail = `sender-${id}@mokoena.co.za`;
  const toEmail = `private-${id}@dlamini.co.za`;
  await writeFirm(
    fromId,
    firmSpec(
      { firmName: `Mokoena ${id} Inc`, primaryCity: 'Polokwane' },
      { email: fromEmail, contactPerson: 'Lerato Mokoena', phone: '0151234567' },
    ),
  );
  await writeFirm(
    toId,
    firmSpec({ firmName: `Dlamini ${id} Attorneys`, isCorrespondent: true, correspondentCourts: ['High'] }, { email: toEmail }),
  );
  const token = await idTokenFor(`user-${id}@mokoena.co.za`, { firmId: fromId });
  return { fromId, toId, toEmail, fromEmail, token };
}

const message = 'We need a correspondent for a hearing on 4 December. Are you available?';

describe('sendCorrespondentRequest', () => {
  it("mails the recipient firm's account email with the sender's name and contact details, and never tells the sender that address", async () => {
    const p = await pair();
    const res = await callFunction('sendCorrespondentRequest', { toFirmId: p.toId, court: 'High', message }, p.token);
    expect(res.data).toEqual({ sent: true, remainingToday: CORRESPONDENT_REQUESTS_PER_DAY - 1 });
    expect(JSON.stringify(res)).not.toContain(p.toEmail);

    const mail = await db.collection('mail').where('to', '==', p.toEmail).get();
    expect(mail.size).toBe(1);
    const rendered = renderMail('correspondent-request', mail.docs[0]!.get('data'));
    expect(rendered.subject).toContain(`Correspondent request from Mokoena`);
    expect(rendered.replyTo).toBe(p.fromEmail);
    expect(rendered.text).toContain('Lerato Mokoena');
    expect(rendered.text).toContain('0151234567');
    expect(rendered.text).toContain('High Court');
    expect(rendered.text).toContain(message);

    const recorded = await db.collection('correspondentRequests').where('fromFirmId', '==', p.fromId).get();
    expect(recorded.docs.map((d) => d.get('toFirmId'))).toEqual([p.toId]);
  });

  it(`allows ${CORRESPONDENT_REQUESTS_PER_DAY} requests a day per sender, then refuses with resource-exhausted`, async () => {
    const p = await pair();
    await db
      .doc(`correspondentRequestCounts/${p.fromId}_${sastDay(Date.now())}`)
      .set({ count: CORRESPONDENT_REQUESTS_PER_DAY - 1 });
    expect(
      (await callFunction('sendCorrespondentRequest', { toFirmId: p.toId, court: 'High', message }, p.token)).data,
    ).toMatchObject({
      remainingToday: 0,
    });
    const refused = await callFunction('sendCorrespondentRequest', { toFirmId: p.toId, court: 'High', message }, p.token);
    expect(refused.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: MESSAGE_TEXTS.correspondentLimit,
      details: { reason: 'correspondent-limit-reached' },
    });
    expect((await db.collection('mail').where('to', '==', p.toEmail).get()).size).toBe(1);
  });

  it('refuses a signed-out caller and a signed-in person without a firm', async () => {
    const p = await pair();
    const input = { toFirmId: p.toId, court: 'High', message };
    expect((await callFunction('sendCorrespondentRequest', input)).error?.status).toBe('UNAUTHENTICATED');
    const client = await idTokenFor(`client-${randomUUID().slice(0, 8)}@example.co.za`);
    expect((await callFunction('sendCorrespondentRequest', input, client)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: { reason: 'firm-only' },
    });
    expect((await db.collection('mail').where('to', '==', p.toEmail).get()).empty).toBe(true);
  });

  it('refuses a request to itself, to a firm that is not a correspondent for that court, or to no firm', async () => {
    const p = await pair();
    const self = await callFunction('sendCorrespondentRequest', { toFirmId: p.fromId, court: 'High', message }, p.token);
    expect(self.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'correspondent-self' } });
    const wrongCourt = await callFunction(
      'sendCorrespondentRequest',
      { toFirmId: p.toId, court: 'Constitutional', message },
      p.token,
    );
    expect(wrongCourt.error).toMatchObject({ status: 'NOT_FOUND', message: MESSAGE_TEXTS.correspondentUnavailable });
    const missing = await callFunction('sendCorrespondentRequest', { toFirmId: 'no-such-firm', court: 'High', message }, p.token);
    expect(missing.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'correspondent-unavailable' } });
  });

  it.each([
    ['no input', {}],
    ['an oversized message', { court: 'High', message: 'm'.repeat(1501) }],
    ['a message too short', { court: 'High', message: 'hi' }],
    ['a link in the message', { court: 'High', message: 'See our site at www.example.co.za for details' }],
    ['an unknown court', { court: 'Moon', message }],
    ['a path as the firm id', { toFirmId: 'firms/x/private', court: 'High', message }],
  ])('refuses %s', async (_name, input) => {
    const p = await pair();
    const res = await callFunction('sendCorrespondentRequest', { toFirmId: p.toId, ...input }, p.token);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.collection('mail').where('to', '==', p.toEmail).get()).empty).toBe(true);
  });
});
