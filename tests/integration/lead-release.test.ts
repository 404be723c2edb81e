/**
 * Double-blind open leads end to end on the emulators: the firm's copy has no contact details,
 * the client's email (rendered with the real template from the queued document) carries the token,
 * and only the client's release through that token copies the details.
 */
import { LEAD_RELEASE_MESSAGES, LEAD_RELEASE_TOKEN_LENGTH } from '@/domain/leads/release';
import { formatSastDate } from '@/domain/shared/format';
import { RELEASE_LINK_UNKNOWN } from '../fixtures/client-refusal-shapes';
import { leadDocument, openLeadDocument } from '../fixtures/lead-factory';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { renderQueued } from './queued-mail';

const run = `${Date.now()}`;
const origin = (process.env.APP_ORIGIN ?? '').replace(/\/+$/, '');
const firmId = `rel-${run}`;
const firmName = `Dlamini Attorneys ${run}`;
let firmToken: string;

beforeAll(async () => {
  await writeFirm(firmId, firmSpec({ firmName, province: 'Gauteng', primaryServiceArea: 'Gauteng', packageType: 'premium' }));
  firmToken = await idTokenFor(`${firmId}@firm.test`, { firmId });
});

const clientEmail = (id: string) => `client-${id}-${run}@example.co.za`;

/** An open lead shaped the way requestMatch writes one, with its original lead. */
async function shareCase(id: string) {
  // The lead factory parses with the stored-lead schema the typed readers use.
  await db.doc(`leads/orig-${id}-${run}`).set(
    leadDocument({
      firmId: `first-choice-${run}`,
      formData: {
        email: clientEmail(id),
        phone: '+27 82 555 0101',
        practiceArea: 'property',
        subcategory: 'evictions',
        description: 'Being evicted.',
      },
    }),
  );
  await db.doc(`openLeads/${id}-${run}`).set(openLeadDocument({ displayName: 'Nomsa M.', originalLeadId: `orig-${id}-${run}` }));
}

/** Accepts the shared case as the firm; returns the firm's lead id and the client's rendered email. */
async function acceptAndReadMail(id: string) {
  await shareCase(id);
  const accepted = await callFunction<{ leadId: string }>('acceptOpenLead', { openLeadId: `${id}-${run}` }, firmToken);
  expect(accepted.error).toBeUndefined();
  const queued = await db.collection('mail').where('to', '==', clientEmail(id)).get();
  expect(queued.size).toBe(1);
  expect(queued.docs[0]!.get('template')).toBe('lead-release-request');
  const mail = renderQueued(queued.docs[0]!.data());
  const link = (label: string) => {
    const match = mail.text.match(new RegExp(`${label}: (\\S+)`));
    expect(match).not.toBeNull();
    return new URL(match![1]!);
  };
  const releaseLink = link(`Share my details with ${firmName}`);
  const declineLink = link('Decline');
  return { leadId: accepted.data!.leadId, mail, releaseLink, declineLink };
}

const leadOf = async (leadId: string) => (await db.doc(`leads/${leadId}`).get()).data()!;

describe('accepting a shared case', () => {
  it('gives the firm no contact details and emails the client one link to share and one to decline', async () => {
    const { leadId, mail, releaseLink, declineLink } = await acceptAndReadMail('accept');
    const lead = await leadOf(leadId);
    expect(lead.contactRelease).toBe('pending');
    for (const field of ['firstName', 'lastName', 'email', 'phone']) expect(lead.formData).not.toHaveProperty(field);
    expect(lead.formData).toMatchObject({ city: 'Soweto', location: 'Gauteng', description: 'Being evicted.' });

    expect(mail.subject).toContain(firmName);
    expect(mail.text).toContain('Hello Nomsa');
    expect(mail.text).not.toContain('Mthembu');
    expect(`${releaseLink.origin}${releaseLink.pathname}`).toBe(`${origin}/share-details`);
    expect(releaseLink.searchParams.get('decision')).toBe('release');
    expect(declineLink.searchParams.get('decision')).toBe('decline');
    const token = releaseLink.searchParams.get('token')!;
    expect(token).toHaveLength(LEAD_RELEASE_TOKEN_LENGTH);
    expect(declineLink.searchParams.get('token')).toBe(token);
    // Only the hash is stored: the token itself appears in no release document.
    const releases = await db.collection('leadReleases').where('leadId', '==', leadId).get();
    expect(releases.size).toBe(1);
    expect(releases.docs[0]!.id).not.toBe(token);
    expect(JSON.stringify(releases.docs[0]!.data())).not.toContain(token);
    // The last day the links work, as the site writes dates, on the South African calendar.
    const expiresAt = releases.docs[0]!.get('expiresAt').toDate();
    expect(mail.text).toContain(`Links work until: ${formatSastDate(expiresAt)}`);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('the client’s answer', () => {
  it('shows the firm’s name to anyone holding the link', async () => {
    const { releaseLink } = await acceptAndReadMail('preview');
    const res = await callFunction('getLeadRelease', { token: releaseLink.searchParams.get('token') });
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ firmName, need: 'Evictions' });
  });

  it('release (anonymous caller) copies the contact details into the firm’s lead', async () => {
    const { leadId, releaseLink } = await acceptAndReadMail('release');
    const res = await callFunction('respondToLeadRelease', { token: releaseLink.searchParams.get('token'), decision: 'release' });
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ decision: 'release', firmName });
    const lead = await leadOf(leadId);
    expect(lead.contactRelease).toBe('released');
    expect(lead.formData).toMatchObject({
      firstName: 'Nomsa',
      lastName: 'Mthembu',
      email: clientEmail('release'),
      phone: '+27 82 555 0101',
      description: 'Being evicted.',
    });
  });

  it('decline copies nothing and records the refusal', async () => {
    const { leadId, declineLink } = await acceptAndReadMail('decline');
    const res = await callFunction('respondToLeadRelease', { token: declineLink.searchParams.get('token'), decision: 'decline' });
    expect(res.error).toBeUndefined();
    const lead = await leadOf(leadId);
    expect(lead.contactRelease).toBe('declined');
    for (const field of ['firstName', 'lastName', 'email', 'phone']) expect(lead.formData).not.toHaveProperty(field);
  });

  it('refuses a token that was already used, whatever the new answer', async () => {
    const { leadId, releaseLink } = await acceptAndReadMail('reuse');
    const token = releaseLink.searchParams.get('token');
    expect((await callFunction('respondToLeadRelease', { token, decision: 'decline' })).error).toBeUndefined();
    const again = await callFunction('respondToLeadRelease', { token, decision: 'release' });
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: LEAD_RELEASE_MESSAGES.used,
      details: { reason: 'release-link-used', field: 'token' },
    });
    expect((await leadOf(leadId)).formData).not.toHaveProperty('email');
    expect((await callFunction('getLeadRelease', { token })).error?.status).toBe('FAILED_PRECONDITION');
  });

  it('refuses an expired token', async () => {
    const { leadId, releaseLink } = await acceptAndReadMail('expired');
    const releases = await db.collection('leadReleases').where('leadId', '==', leadId).get();
    await releases.docs[0]!.ref.update({ expiresAt: new Date(Date.now() - 1000) });
    const res = await callFunction('respondToLeadRelease', { token: releaseLink.searchParams.get('token'), decision: 'release' });
    expect(res.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: LEAD_RELEASE_MESSAGES.expired });
    expect((await leadOf(leadId)).formData).not.toHaveProperty('email');
  });

  it('refuses a well-formed token that was never issued, signed in or not', async () => {
    const unknown = 'A'.repeat(LEAD_RELEASE_TOKEN_LENGTH);
    const expected = { status: 'NOT_FOUND', message: LEAD_RELEASE_MESSAGES.notFound };
    expect((await callFunction('respondToLeadRelease', { token: unknown, decision: 'release' })).error).toMatchObject(expected);
    expect((await callFunction('respondToLeadRelease', { token: unknown, decision: 'release' }, firmToken)).error).toMatchObject(
      expected,
    );
    expect((await callFunction('getLeadRelease', { token: unknown })).error).toMatchObject(expected);
    // The very answer the page's tests replay (src/features/lead-release/pages/lead-release-page.test.tsx).
    const wire = await callFunction('getLeadRelease', { token: unknown });
    expect({ httpStatus: wire.status, body: { error: wire.error } }).toEqual(RELEASE_LINK_UNKNOWN);
  });

  it.each([
    ['no token', { decision: 'release' }],
    ['a token of the wrong type', { token: 42, decision: 'release' }],
    ['an oversized token', { token: 'A'.repeat(10_000), decision: 'release' }],
    ['a path as token', { token: `../leads/${'a'.repeat(LEAD_RELEASE_TOKEN_LENGTH - 9)}`, decision: 'release' }],
    ['an unknown decision', { token: 'A'.repeat(LEAD_RELEASE_TOKEN_LENGTH), decision: 'maybe' }],
  ])('refuses %s as invalid-argument', async (_name, input) => {
    expect((await callFunction('respondToLeadRelease', input)).error?.status).toBe('INVALID_ARGUMENT');
  });
});
