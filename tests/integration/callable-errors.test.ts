import { CALLABLE_ERROR_CODES } from '@/domain/callable-errors';
import { CALLABLES } from '@/domain/callables';
import { monthKey } from '@/domain/payments/plans';
import {
  DESCRIPTION_REFUSED,
  EMAIL_DOMAIN_TAKEN,
  FIRM_NAME_TAKEN,
  FIRM_UNAVAILABLE,
  LEAD_LIMIT_REACHED,
  LEAD_WITHDRAWN,
  OPEN_LEAD_TAKEN,
  SIGN_IN_REQUIRED,
  type WireError,
} from '../fixtures/callable-error-shapes';
import { callFunction, db, idTokenFor, type CallResult } from './emulator-clients';
import { leadDocument, openLeadDocument } from '../fixtures/lead-factory';
import { registration } from './firm-fixtures';
import { person, putFirm } from './matching-fixtures';

/**
 * The errors the real functions send: a status code, a message for people and `details` with the
 * machine-readable reason and field. The browser tests replay the shapes checked here.
 */
const run = `${Date.now()}`;
const month = monthKey(new Date());
const asWire = (res: CallResult): WireError => ({ httpStatus: res.status, body: { error: res.error! } });
const wireStatus = (reason: keyof typeof CALLABLE_ERROR_CODES) => CALLABLE_ERROR_CODES[reason].toUpperCase().replace(/-/g, '_');

let adminToken: string;
let firmToken: string;
let clientToken: string;
beforeAll(async () => {
  await putFirm(`full-${run}`, { packageType: 'free', isFeatured: true }, { leadsThisMonth: 2, leadMonth: month });
  await putFirm(`gone-${run}`, { status: 'inactive' });
  await putFirm(`paid-${run}`, { packageType: 'premium' });
  adminToken = await idTokenFor(`ops-${run}@regmatch.test`, { admin: true });
  firmToken = await idTokenFor(`paid-${run}@firm.test`, { firmId: `paid-${run}` });
  clientToken = await idTokenFor(`client-${run}@regmatch.test`);
});

describe('callable errors carry their reason and field in details', () => {
  it('a free firm at its limit: lead-limit-reached, for the confirmation screen and the featured form alike', async () => {
    const contact = await callFunction('contactFirm', { firmId: `full-${run}`, searchCriteria: person, postToOpenLeads: false });
    expect(asWire(contact)).toEqual(LEAD_LIMIT_REACHED);
    const featured = await callFunction('submitFeaturedRequest', {
      firmId: `full-${run}`,
      request: { legalTermsAccepted: true, firstName: 'Ayesha', lastName: 'Patel', email: 'ayesha@example.co.za' },
    });
    expect(asWire(featured)).toEqual(LEAD_LIMIT_REACHED);
  });

  it('a free firm marking a lead the client withdrew: lead-withdrawn, naming the lead', async () => {
    await putFirm(`free-${run}`, { packageType: 'free' });
    await db.doc(`leads/withdrawn-${run}`).set(leadDocument({ firmId: `free-${run}`, withdrawnAt: new Date() }));
    const token = await idTokenFor(`free-${run}@firm.test`, { firmId: `free-${run}` });
    const res = await callFunction('updateLeadStatus', { leadId: `withdrawn-${run}`, status: 'contacted' }, token);
    expect(asWire(res)).toEqual(LEAD_WITHDRAWN);
  });

  it('an inactive firm: firm-unavailable', async () => {
    const res = await callFunction('contactFirm', { firmId: `gone-${run}`, searchCriteria: person, postToOpenLeads: false });
    expect(asWire(res)).toEqual(FIRM_UNAVAILABLE);
  });

  it('registration: a taken name points at firmName, a taken domain at email (a taken address is never told)', async () => {
    const first = registration();
    expect((await callFunction('registerFirm', first)).error).toBeUndefined();
    expect(asWire(await callFunction('registerFirm', registration({ firmName: first.firmName })))).toEqual(FIRM_NAME_TAKEN);
    expect(asWire(await callFunction('registerFirm', registration({ email: `other@${first.email.split('@')[1]}` })))).toEqual(
      EMAIL_DOMAIN_TAKEN,
    );
  });

  it('refused input names the zod issue path as the field, nested paths dotted', async () => {
    const res = await callFunction('registerFirm', registration({ description: 'Hi <b>there</b>' }));
    expect(asWire(res)).toEqual(DESCRIPTION_REFUSED);
    const nested = await callFunction('contactFirm', {
      firmId: `paid-${run}`,
      searchCriteria: { ...person, email: 'not-an-email' },
      postToOpenLeads: false,
    });
    expect(nested.error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'Please enter a valid email address',
      details: { reason: 'invalid-input', field: 'searchCriteria.email' },
    });
  });

  it('an open lead someone else took: open-lead-taken on openLeadId', async () => {
    await db.doc(`openLeads/taken-${run}`).set(openLeadDocument({ state: 'taken', originalLeadId: 'x' }));
    const res = await callFunction('acceptOpenLead', { openLeadId: `taken-${run}` }, firmToken);
    expect(asWire(res)).toEqual(OPEN_LEAD_TAKEN);
  });

  it('a missing but well-formed id is not-found with its reason, never internal', async () => {
    const res = await callFunction(
      'adminUpdateFirm',
      { firmId: `missing-${run}`, change: { field: 'featured', value: true } },
      adminToken,
    );
    expect(res.error).toEqual({
      status: 'NOT_FOUND',
      message: 'Firm not found',
      details: { reason: 'firm-not-found', field: 'firmId' },
    });
  });

  it('every reason the server sent above travels with the status code the registry gives it', () => {
    for (const shape of [LEAD_LIMIT_REACHED, FIRM_UNAVAILABLE, FIRM_NAME_TAKEN, DESCRIPTION_REFUSED, OPEN_LEAD_TAKEN]) {
      const { reason } = shape.body.error.details as { reason: keyof typeof CALLABLE_ERROR_CODES };
      expect(shape.body.error.status).toBe(wireStatus(reason));
    }
  });
});

describe('the wrong caller is refused before anything is read', () => {
  it('nobody signed in: sign-in-required', async () => {
    expect(asWire(await callFunction('acceptOpenLead', { openLeadId: `x-${run}` }))).toEqual(SIGN_IN_REQUIRED);
    expect(asWire(await callFunction('saveBlogPost', { title: 'T' }))).toEqual(SIGN_IN_REQUIRED);
  });

  it('a signed-in client on a firm callable: firm-only', async () => {
    for (const [name, data] of [
      ['acceptOpenLead', { openLeadId: `x-${run}` }],
      ['createCheckout', { plan: 'premium' }],
      ['cancelSubscription', {}],
    ] as const) {
      const res = await callFunction(name, data, clientToken);
      expect(res.error, name).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'firm-only' } });
    }
  });

  it('a firm on an operator callable: admin-only', async () => {
    for (const [name, data] of [
      ['adminUpdateFirm', { firmId: `paid-${run}`, change: { field: 'featured', value: true } }],
      ['grantAdmin', { email: `client-${run}@regmatch.test` }],
      ['saveBlogPost', { title: 'T' }],
    ] as const) {
      const res = await callFunction(name, data, firmToken);
      expect(res.error, name).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'admin-only' } });
    }
    expect((await db.doc(`firms/${`paid-${run}`}`).get()).get('isFeatured')).toBe(false);
  });
});

describe('document ids from callers are checked before Firestore sees them', () => {
  const BAD_IDS: [string, string][] = [
    ['.', 'a single dot'],
    ['..', 'two dots'],
    ['__x__', 'a reserved __name__'],
    ['a/b', 'a path'],
    ['x'.repeat(1501), 'more than 1500 bytes'],
    ['é'.repeat(751), 'more than 1500 bytes of UTF-8 in fewer characters'],
    ['x'.repeat(129), 'longer than ids we ever hand out'],
  ];
  const CALLS: { name: string; field: string; token?: () => string; data: (id: string) => unknown }[] = [
    { name: 'contactFirm', field: 'firmId', data: (id) => ({ firmId: id, searchCriteria: person, postToOpenLeads: false }) },
    {
      name: 'submitFeaturedRequest',
      field: 'firmId',
      data: (id) => ({
        firmId: id,
        request: { legalTermsAccepted: true, firstName: 'A', lastName: 'B', email: 'a@example.co.za' },
      }),
    },
    { name: 'acceptOpenLead', field: 'openLeadId', token: () => firmToken, data: (id) => ({ openLeadId: id }) },
    {
      name: 'adminUpdateFirm',
      field: 'firmId',
      token: () => adminToken,
      data: (id) => ({ firmId: id, change: { field: 'featured', value: true } }),
    },
    {
      name: 'saveBlogPost',
      field: 'id',
      token: () => adminToken,
      data: (id) => ({ id, title: 'Title', excerpt: 'Excerpt', content: '<p>Body</p>', imageUrl: 'https://img.test/a.png' }),
    },
  ];
  const written = async () => ({
    leads: (await db.collection('leads').count().get()).data().count,
    posts: (await db.collection('blog_posts').count().get()).data().count,
    audit: (await db.collection('auditLog').count().get()).data().count,
  });
  let before: Awaited<ReturnType<typeof written>>;
  beforeAll(async () => {
    before = await written();
  });

  for (const call of CALLS) {
    for (const [id, what] of BAD_IDS) {
      it(`${call.name} refuses ${what} as ${call.field} with invalid-argument`, async () => {
        const res = await callFunction(call.name, call.data(id), call.token?.());
        expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input', field: call.field } });
      });
    }
  }

  it('nothing was written for any of them', async () => {
    expect(await written()).toEqual(before);
  });
});

describe('no input produces internal', () => {
  const JUNK: [string, unknown][] = [
    ['null', null],
    ['a string', 'firms/..'],
    ['an array', ['.', '..']],
    ['ids in every shape', { firmId: { id: '..' }, openLeadId: ['__x__'], id: 7, email: '..', plan: '__proto__' }],
  ];
  it.each(Object.keys(CALLABLES))('%s answers junk with invalid-input, whoever calls', async (name) => {
    // Passes every access check, so the input itself is what gets judged.
    const token = await idTokenFor(`both-${run}@regmatch.test`, { admin: true, firmId: `paid-${run}` });
    // A missing payload is read as {}; for a callable that takes nothing ({}), that is a real call.
    const takesNothing = CALLABLES[name as keyof typeof CALLABLES].input.safeParse({}).success;
    for (const [what, data] of JUNK.filter(([what]) => !(takesNothing && what === 'null'))) {
      const res = await callFunction(name, data, token);
      expect(res.error, `${name} with ${what}`).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { reason: 'invalid-input' },
      });
    }
  });
});
