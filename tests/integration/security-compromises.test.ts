/**
 * The security-compromise register (POPIA s22, issue 37): the Information Officer records a
 * compromise naming three clients three ways (an address, a number, a lead id), sends the notices,
 * and each client is told in the language of their request, by email (rendered from the queued
 * document with the real template) and on their confirmed WhatsApp number (the simulator's inbox).
 * Then the Regulator report's reference, each step audited; and every refusal: the wrong caller,
 * bad and oversized input, an unknown record.
 */
import { MESSAGING_POLICY_VERSION } from '@/domain/notifications/channels';
import { MESSAGE_TEMPLATES, renderBody, whatsappTemplateFor } from '@/domain/notifications/templates';
import { translator } from '@/domain/i18n/translate';
import { BRAND_NAME } from '@/domain/shared/brand';
import { ADMIN_ONLY, CONSENT_LEDGER_PHONE_REFUSED, type WireError } from '../fixtures/callable-error-shapes';
import { callFunction, db, idTokenFor, type CallResult } from './emulator-clients';
import { person } from './matching-fixtures';
import { onlyMailTo } from './queued-mail';
import { inboundBody, outgoingTo, postWebhook, sign, simulatorForSuite, waitForMessages } from './phone-notifications-support';

const sim = simulatorForSuite();

const CLIENTS = [
  { locale: 'zu', email: 'thandi@example.co.za', phone: '+27821230001', named: 'email' },
  { locale: 'af', email: 'pieter@example.co.za', phone: '+27821230002', named: 'phone' },
  { locale: 'xh', email: 'ayanda@example.co.za', phone: '+27821230003', named: 'lead' },
] as const;

const COMPROMISE = {
  summary: 'A copy of the request list was downloaded with a stolen operator password.',
  confirmed: true,
  types: ['unauthorised-access'],
  discoveredOn: '2026-11-30',
  categories: ['contact', 'matter'],
  consequences: 'Someone may contact you pretending to be a law firm.',
  stepsTaken: 'We blocked the password and signed every operator out.',
};

let operator = '';
let firm = '';
let client = '';
beforeAll(async () => {
  operator = await idTokenFor(`io-sc-${Date.now()}@regmatch.test`, { admin: true });
  firm = await idTokenFor(`sc-firm-${Date.now()}@firm.test`, { firmId: 'paid' });
  client = await idTokenFor(`sc-client-${Date.now()}@example.co.za`);
});

/** Each client's request in their language, with WhatsApp chosen for the number they confirmed. */
async function requestsOfClients(): Promise<string[]> {
  const leadIds: string[] = [];
  for (const [i, c] of CLIENTS.entries()) {
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', {
      ...person,
      firstName: ['Thandi', 'Pieter', 'Ayanda'][i],
      email: c.email,
      locale: c.locale,
      messaging: { phone: c.phone, channel: 'whatsapp', consent: true, policyVersion: MESSAGING_POLICY_VERSION },
    });
    expect(error).toBeUndefined();
    leadIds.push(data!.leadId);
  }
  return leadIds;
}

describe('a security compromise told to three clients in three languages', { timeout: 240_000 }, () => {
  it('queues each notice by email and WhatsApp in the client’s language, once, and records the Regulator reference', async () => {
    const leadIds = await requestsOfClients();
    // Each request's own confirmation reached the phone first (so the numbers are live).
    for (const c of CLIENTS) await waitForMessages(sim(), c.phone, 1);
    const affected = [CLIENTS[0].email, '082 123 0002', leadIds[2]!];
    const recorded = await callFunction<{ compromiseId: string; found: number }>(
      'recordSecurityCompromise',
      { ...COMPROMISE, affected },
      operator,
    );
    expect(recorded.error).toBeUndefined();
    expect(recorded.data!.found).toBe(3);
    const { compromiseId } = recorded.data!;
    const stored = (await db.doc(`securityCompromises/${compromiseId}`).get()).data()!;
    expect(stored.affected.map((p: { email: string; locale: string }) => [p.email, p.locale])).toEqual(
      CLIENTS.map((c) => [c.email, c.locale]),
    );

    const sent = await callFunction('sendCompromiseNotices', { compromiseId }, operator);
    expect(sent.data).toEqual({ emails: 3, phoneMessages: 3, unreachable: 0 });

    for (const c of CLIENTS) {
      const t = translator(c.locale);
      const { mail } = await onlyMailTo(c.email, 'security-compromise-notice');
      expect(mail.subject).toBe(t('email.compromise.subject', { brand: BRAND_NAME }));
      expect(mail.text).toContain(t('email.compromise.category.matter'));
      expect(mail.text).toContain(COMPROMISE.stepsTaken);
      // The phone: the notice's alert, as WhatsApp delivers it in that language (the template rule).
      const messages = await waitForMessages(sim(), c.phone, 2);
      const notice = messages.find((m) => m.template?.name === MESSAGE_TEMPLATES['security-notice'].en.name);
      expect(notice, `the security notice to ${c.phone}`).toBeDefined();
      const expected = whatsappTemplateFor('security-notice', c.locale);
      expect(notice!.template!.language).toBe(expected.language);
      expect(notice!.text).toBe(renderBody(expected.template, notice!.template!.parameters));
    }
    const after = (await db.doc(`securityCompromises/${compromiseId}`).get()).data()!;
    expect(after.noticesSentAt).not.toBeNull();
    expect(after.affected.every((p: { channels: string[] }) => p.channels.join() === 'email,whatsapp')).toBe(true);

    // Sending again tells nobody twice.
    expect((await callFunction('sendCompromiseNotices', { compromiseId }, operator)).data).toEqual({
      emails: 0,
      phoneMessages: 0,
      unreachable: 0,
    });
    expect((await db.collection('mail').where('template', '==', 'security-compromise-notice').get()).size).toBe(3);
    expect(outgoingTo(sim(), CLIENTS[0].phone).filter((m) => m.template?.name === 'regmatch_security_notice')).toHaveLength(1);

    const reported = await callFunction('recordRegulatorReport', { compromiseId, reference: 'SCN-2026-0042' }, operator);
    expect(reported.error).toBeUndefined();
    const again = await callFunction('recordRegulatorReport', { compromiseId, reference: 'SCN-2026-0043' }, operator);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'regulator-report-recorded' } });
    const final = (await db.doc(`securityCompromises/${compromiseId}`).get()).data()!;
    expect(final.regulatorReference).toBe('SCN-2026-0042');
    // Each call is a step, the second (which told nobody) too.
    expect(final.history.map((s: { action: string }) => s.action)).toEqual([
      'recorded',
      'notices-sent',
      'notices-sent',
      'reported-to-regulator',
    ]);
    const audit = (await db.collection('auditLog').where('field', '==', 'security-compromise').get()).docs.map((d) =>
      d.get('after'),
    );
    expect(audit.sort()).toEqual(
      [
        `notices sent (${compromiseId})`,
        `notices sent (${compromiseId})`,
        `recorded (${compromiseId})`,
        `reported to the Regulator (${compromiseId})`,
      ].sort(),
    );
  });

  it('tells each person once when two sends of the same record run at the same time', async () => {
    const leadIds = await requestsOfClients();
    for (const c of CLIENTS) await waitForMessages(sim(), c.phone, 1);
    const recorded = await callFunction<{ compromiseId: string }>(
      'recordSecurityCompromise',
      { ...COMPROMISE, affected: [CLIENTS[0].email, '082 123 0002', leadIds[2]!] },
      operator,
    );
    const { compromiseId } = recorded.data!;
    const other = await idTokenFor(`io-sc-other-${Date.now()}@regmatch.test`, { admin: true });
    // Two operators (or one double click that got past the button) at once.
    const results = await Promise.all([
      callFunction<{ emails: number; phoneMessages: number }>('sendCompromiseNotices', { compromiseId }, operator),
      callFunction<{ emails: number; phoneMessages: number }>('sendCompromiseNotices', { compromiseId }, other),
    ]);
    for (const r of results) expect(r.error).toBeUndefined();
    expect(results.reduce((n, r) => n + r.data!.emails, 0)).toBe(3);
    expect(results.reduce((n, r) => n + r.data!.phoneMessages, 0)).toBe(3);

    const mail = (await db.collection('mail').where('template', '==', 'security-compromise-notice').get()).docs;
    const phone = (await db.collection('notifications').where('message', '==', 'security-notice').get()).docs;
    for (const c of CLIENTS) {
      expect(
        mail.filter((d) => d.get('to') === c.email),
        c.email,
      ).toHaveLength(1);
      expect(
        phone.filter((d) => d.get('to') === c.phone),
        c.phone,
      ).toHaveLength(1);
    }
    const after = (await db.doc(`securityCompromises/${compromiseId}`).get()).data()!;
    expect(after.affected.map((p: { channels: string[]; claimedAt: unknown }) => [p.channels.join(), p.claimedAt])).toEqual(
      CLIENTS.map(() => ['email,whatsapp', null]),
    );
  });

  it('keeps a lead id that leads to nobody, and tells nobody through it', async () => {
    const { data } = await callFunction<{ compromiseId: string; found: number }>(
      'recordSecurityCompromise',
      { ...COMPROMISE, affected: ['noSuchLead123'] },
      operator,
    );
    expect(data!.found).toBe(0);
    expect((await callFunction('sendCompromiseNotices', { compromiseId: data!.compromiseId }, operator)).data).toEqual({
      emails: 0,
      phoneMessages: 0,
      unreachable: 1,
    });
  });

  it('refuses a visitor, a client and a firm, and writes nothing', async () => {
    const input = { ...COMPROMISE, affected: ['x@example.co.za'] };
    expect((await callFunction('recordSecurityCompromise', input)).error?.status).toBe('UNAUTHENTICATED');
    for (const token of [client, firm]) {
      expect((await callFunction('recordSecurityCompromise', input, token)).error?.status).toBe('PERMISSION_DENIED');
      expect((await callFunction('sendCompromiseNotices', { compromiseId: 'x' }, token)).error?.status).toBe('PERMISSION_DENIED');
      expect((await callFunction('recordRegulatorReport', { compromiseId: 'x', reference: 'r' }, token)).error?.status).toBe(
        'PERMISSION_DENIED',
      );
      expect((await callFunction('findConsents', { email: 'x@example.co.za' }, token)).error?.status).toBe('PERMISSION_DENIED');
    }
    expect((await db.collection('securityCompromises').get()).size).toBe(0);
  });

  it.each([
    ['no one affected', { affected: [] }],
    ['an entry that is no address, number or lead id', { affected: ['not a person!'] }],
    ['more than 500 people', { affected: Array.from({ length: 501 }, (_, i) => `p${i}@example.co.za`) }],
    ['an oversized description', { summary: 'a'.repeat(2001) }],
    ['a day in the future', { discoveredOn: '2999-01-01' }],
    ['no category', { categories: [] }],
    ['an unknown category', { categories: ['dna'] }],
    ['a field of its own', { notifiedAt: 'now' }],
  ])('refuses %s with invalid-argument', async (_name, change) => {
    const result = await callFunction(
      'recordSecurityCompromise',
      { ...COMPROMISE, affected: ['x@example.co.za'], ...change },
      operator,
    );
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('says so for an unknown record', async () => {
    const missing = await callFunction('sendCompromiseNotices', { compromiseId: 'no-such' }, operator);
    expect(missing.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'compromise-not-found' } });
    const oversized = await callFunction('sendCompromiseNotices', { compromiseId: 'x'.repeat(129) }, operator);
    expect(oversized.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('the consent ledger', { timeout: 240_000 }, () => {
  it('lists a client’s consents by address and by number, with the policy version, channel and withdrawal', async () => {
    const { data } = await callFunction<{ leadId: string }>('requestMatch', {
      ...person,
      email: 'naledi@example.co.za',
      locale: 'zu',
      consent: { shareWithOtherFirms: true, reroute: false },
      messaging: { phone: '+27821230001', channel: 'whatsapp', consent: true, policyVersion: MESSAGING_POLICY_VERSION },
    });
    expect(data?.leadId).toBeDefined();
    expect(
      (await callFunction('subscribeToLegalUpdates', { email: 'naledi@example.co.za', consent: true })).error,
    ).toBeUndefined();
    // STOP from the phone withdraws the phone consent.
    const stop = inboundBody('+27821230001', 'STOP', `wamid.stop-${Date.now()}`);
    expect(await postWebhook(stop, sign(stop))).toBe(200);

    const byEmail = await callFunction<{ entries: Record<string, unknown>[] }>(
      'findConsents',
      { email: 'Naledi@example.co.za' },
      operator,
    );
    expect(byEmail.error).toBeUndefined();
    const purposes = byEmail.data!.entries.map((e) => e.purpose).sort();
    expect(purposes).toEqual(['legalUpdates', 'matching', 'messaging.client', 'shareWithOtherFirms']);
    for (const entry of byEmail.data!.entries) {
      expect(entry.policyVersion).toBe(MESSAGING_POLICY_VERSION);
      expect(typeof entry.givenAt).toBe('number');
      expect(String(entry.channel)).toMatch(/^Website/);
    }
    const phone = byEmail.data!.entries.find((e) => e.purpose === 'messaging.client')!;
    expect(phone.withdrawnHow).toBe('STOP from the number');
    expect(typeof phone.withdrawnAt).toBe('number');
    expect(byEmail.data!.entries.find((e) => e.purpose === 'matching')!.withdrawnAt).toBeNull();

    const byPhone = await callFunction<{ entries: { purpose: string }[] }>('findConsents', { phone: '082 123 0001' }, operator);
    expect(byPhone.data!.entries.map((e) => e.purpose)).toContain('messaging.client');
  });

  it('refuses a visitor, and input it cannot search by', async () => {
    expect((await callFunction('findConsents', { email: 'x@example.co.za' })).error?.status).toBe('UNAUTHENTICATED');
    // The very answers the consent ledger's DOM test serves (src/features/admin/components/consent-ledger.test.tsx).
    const asWire = (res: CallResult): WireError => ({ httpStatus: res.status, body: { error: res.error! } });
    expect(asWire(await callFunction('findConsents', { phone: '12' }, operator))).toEqual(CONSENT_LEDGER_PHONE_REFUSED);
    expect(asWire(await callFunction('findConsents', { email: 'x@example.co.za' }, firm))).toEqual(ADMIN_ONLY);
    for (const input of [
      {},
      { email: 'not-an-address' },
      { phone: '12' },
      { email: `${'a'.repeat(250)}@example.co.za` },
      { email: 'x@example.co.za', uid: 'u' },
    ]) {
      expect((await callFunction('findConsents', input, operator)).error?.status).toBe('INVALID_ARGUMENT');
    }
  });
});
