import { describe, expect, it } from 'vitest';
import { SUPPLIER } from '../shared/brand';
import { compromiseFormSchema, consentSearchFormSchema, dsrFormSchema } from './desk-forms';
import {
  affectedLines,
  classifyAffected,
  isClaimable,
  newSecurityCompromise,
  NOTICE_CLAIM_STALE_MS,
  recordSecurityCompromiseInputSchema,
  regulatorReport,
  regulatorReportText,
  securityCompromiseDocumentSchema,
} from './security-compromises';

const FIELDS = {
  summary: 'A copy of the request list was downloaded with a stolen operator password.',
  confirmed: false,
  types: ['unauthorised-access', 'loss'] as ('unauthorised-access' | 'loss')[],
  occurredOn: '2026-11-28',
  discoveredOn: '2026-11-30',
  categories: ['contact', 'matter'] as ('contact' | 'matter')[],
  consequences: 'Someone may pretend to be a law firm.',
  stepsTaken: 'The password was blocked.',
  unauthorisedPerson: '',
  delayReason: '',
};

describe('whose data: one line each', () => {
  it('reads an address, a South African mobile number as typed, or a lead id, and nothing else', () => {
    expect(classifyAffected(' Thandi@Example.co.za ')).toEqual({ kind: 'email', value: 'thandi@example.co.za' });
    expect(classifyAffected('082 123 4567')).toEqual({ kind: 'phone', value: '+27821234567' });
    expect(classifyAffected('+27 82 123 4567')).toEqual({ kind: 'phone', value: '+27821234567' });
    expect(classifyAffected('3kX9aBcDeFgHiJkLq9z2')).toEqual({ kind: 'lead', value: '3kX9aBcDeFgHiJkLq9z2' });
    for (const bad of ['not a person!', '011 123 4567', 'x@', '12345', '<script>']) expect(classifyAffected(bad)).toBeNull();
  });
  it('splits the box on lines, commas and semicolons, once each', () => {
    expect(affectedLines('a@x.co.za\n\n b@x.co.za; a@x.co.za, 0821234567 ')).toEqual(['a@x.co.za', 'b@x.co.za', '0821234567']);
  });
});

describe('the record', () => {
  it('refuses a compromise that happened after it was discovered, and names the line that is no person', () => {
    const later = recordSecurityCompromiseInputSchema.safeParse({ ...FIELDS, occurredOn: '2026-12-01', affected: ['a@x.co.za'] });
    expect(later.error?.issues[0]).toMatchObject({ path: ['occurredOn'] });
    const stranger = recordSecurityCompromiseInputSchema.safeParse({ ...FIELDS, affected: ['a@x.co.za', 'nobody here'] });
    expect(stranger.error?.issues[0]?.message).toContain('"nobody here" is not an email address');
  });
  it('the desk form turns the box into the callable’s input, with the callable’s refusals on its fields', () => {
    const form = { ...FIELDS, occurredOn: '', affected: 'a@x.co.za\n0821234567' };
    expect(compromiseFormSchema.parse(form)).toMatchObject({ occurredOn: null, affected: ['a@x.co.za', '0821234567'] });
    const empty = compromiseFormSchema.safeParse({ ...form, affected: ' ', categories: [] });
    expect(empty.error?.issues.map((i) => i.path[0]).sort()).toEqual(['affected', 'categories']);
  });
  it('as built is what the desk reads', () => {
    const built = newSecurityCompromise(FIELDS, [], { at: new Date(), by: 'io@regmatch.test' });
    expect(securityCompromiseDocumentSchema.parse(built).history).toHaveLength(1);
  });
});

describe('the Regulator report', () => {
  it('answers what the eServices notification asks, from the record', () => {
    const at = Date.parse('2026-12-01T08:00:00Z');
    const record = securityCompromiseDocumentSchema.parse({
      ...newSecurityCompromise(
        FIELDS,
        [
          {
            identifier: 'a@x.co.za',
            email: 'a@x.co.za',
            phone: null,
            leadId: null,
            locale: 'zu',
            found: true,
            notifiedAt: new Date(at),
            channels: ['email', 'whatsapp'],
          },
          {
            identifier: 'lead1234',
            email: null,
            phone: null,
            leadId: 'lead1234',
            locale: 'en',
            found: false,
            notifiedAt: null,
            channels: [],
          },
        ],
        { at: new Date(at), by: 'io@regmatch.test' },
      ),
      noticesSentAt: new Date(at),
    });
    const rows = Object.fromEntries(regulatorReport(record, 'https://regmatch.co.za').flatMap((s) => s.rows));
    expect(rows).toMatchObject({
      Name: SUPPLIER.legalName,
      'Confirmed or alleged': 'Alleged (suspected)',
      'Type of incident': 'Unauthorised access or acquisition; Loss',
      'Date it happened': '2026-11-28',
      'Date it was discovered': '2026-11-30',
      'Number of data subjects affected': '2',
      'Data subjects notified': '1 of 2, on 2026-12-01, by email; WhatsApp',
      'Identity of the unauthorised person': 'Not known',
      'Reason for any delay in notifying': 'No delay',
    });
    expect(regulatorReportText(record, 'https://regmatch.co.za')).toContain(
      'Measures taken or intended: The password was blocked.',
    );
  });
});

it('the desk’s forms leave out what was left blank (the callable SDK would send it as null)', () => {
  expect(dsrFormSchema.parse({ kind: 'erasure', email: 'a@x.co.za', phone: ' ', details: '' })).toEqual({
    kind: 'erasure',
    email: 'a@x.co.za',
    details: '',
  });
  expect(consentSearchFormSchema.parse({ email: '', phone: '082 123 4567' })).toEqual({ phone: '082 123 4567' });
});

describe('isClaimable: who a send of the notices may take on', () => {
  const person = {
    identifier: 'a@example.co.za',
    email: 'a@example.co.za',
    phone: null,
    leadId: null,
    locale: 'en' as const,
    found: true,
    notifiedAt: null,
    channels: [],
    claimedAt: null,
  };
  const now = 1_800_000_000_000;
  it.each([
    ['found, not told, not claimed', person, true],
    ['not found', { ...person, found: false }, false],
    ['told already', { ...person, notifiedAt: now - 1000 }, false],
    ['claimed by a send still running', { ...person, claimedAt: now - 1000 }, false],
    ['claimed by a send that died', { ...person, claimedAt: now - NOTICE_CLAIM_STALE_MS - 1 }, true],
    ['stored before claims existed', { ...person, claimedAt: undefined }, true],
  ])('%s: %s', (_name, p, expected) => {
    expect(isClaimable(p, now)).toBe(expected);
  });
});
