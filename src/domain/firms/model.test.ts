import { MAX_MATCH_KEYS } from '../matching/match-bounds';
import { firmMatchIndex } from '../matching/match-keys';
import {
  firmDerivedFields,
  firmAccountSchema,
  firmDocumentSchema,
  firmMatchIndexSchema,
  parseFirmAccount,
  parseFirmDocument,
  FirmDocumentError,
} from './model';
import { DEFAULT_BUSINESS_HOURS } from './options';
import { planChange } from './plan-change';

const now = new Date('2025-03-15T10:00:00Z');
/** Stands in for either SDK's Timestamp: the model only relies on toDate(). */
const timestamp = (date: Date) => ({ seconds: Math.floor(date.getTime() / 1000), nanoseconds: 0, toDate: () => date });

const profile = {
  firmName: 'Mokoena Attorneys',
  logoUrl: null,
  province: 'Gauteng',
  primaryServiceArea: 'Gauteng',
  primaryCity: 'Johannesburg',
  cities: ['Johannesburg'],
  practiceAreas: ['family'],
  languages: ['en'],
  teamSize: '1-5',
  responseTime: 'Same day',
  description: 'A family law practice.',
  consultationFees: 500,
  consultationMethods: ['in-person'],
  urgencyLevels: ['standard'],
  courtsCovered: [],
  isCorrespondent: false,
  correspondentCourts: [],
  businessServices: { collections: false, generalBusiness: false },
  businessHours: DEFAULT_BUSINESS_HOURS,
  packageType: 'free',
  status: 'active',
  verification: { state: 'verified', verifiedAt: now, checks: ['lpc-roll'], validThroughYear: null },
  suspended: false,
  rating: 4.5,
  reviewCount: 12,
  isFeatured: false,
} as const;

const firm = {
  ...profile,
  ...firmDerivedFields(profile),
  legalTermsAccepted: true,
  leadsFullMonth: null,
  createdAt: timestamp(now),
  updatedAt: timestamp(now),
};

const account = {
  email: 'info@mokoena.co.za',
  phone: '+27 11 555 0101',
  lpcNumber: 'LPC-12345',
  address: '1 Main Road, Sandton',
  contactPerson: 'Thandi Mokoena',
  ...planChange(null, 'free', { cause: 'registration', now }).account,
  createdAt: now,
};

describe('firmDocumentSchema', () => {
  it('reads a stored firm, Timestamps as Dates', () => {
    const parsed = parseFirmDocument('f1', firm);
    expect(parsed.createdAt).toEqual(now);
    expect(parsed.rating).toBe(4.5);
  });

  it.each([
    ['an ISO string date', { updatedAt: now.toISOString() }],
    ['an epoch number date', { createdAt: now.getTime() }],
    ['a rating stored as text', { rating: '4.5' }],
    ['a missing review count', { reviewCount: undefined }],
    ['an unknown plan', { packageType: 'gold' }],
    ['a field the model does not list', { pendingPlan: 'premium' }],
    ['a missing rating', { rating: undefined }],
    ['match keys, which live in the server-only match index', { matchKeys: ['*|*'] }],
    ['a plan rank, which lives in the match index', { planRank: 1 }],
    ['verification evidence, which is private', { lpcNumber: 'LPC-12345' }],
    ['a missing verification', { verification: undefined }],
    ['an unknown verification state', { verification: { ...profile.verification, state: 'approved' } }],
    ['a missing suspended flag', { suspended: undefined }],
  ])('refuses %s', (_name, change) => {
    expect(firmDocumentSchema.safeParse({ ...firm, ...change }).success).toBe(false);
  });

  it('derives listed: active, verified and not suspended, nothing less', () => {
    expect(firm.listed).toBe(true);
    const pending = { ...profile.verification, state: 'pending' as const, verifiedAt: null, checks: [] };
    expect(firmDerivedFields({ ...profile, verification: pending }).listed).toBe(false);
    expect(firmDerivedFields({ ...profile, verification: { ...pending, state: 'rejected' } }).listed).toBe(false);
    expect(firmDerivedFields({ ...profile, suspended: true }).listed).toBe(false);
    expect(firmDerivedFields({ ...profile, status: 'inactive' }).listed).toBe(false);
  });

  it('names the document and the field when a read fails', () => {
    expect(() => parseFirmDocument('f1', { ...firm, rating: '4.5' })).toThrow(FirmDocumentError);
    expect(() => parseFirmDocument('f1', { ...firm, rating: '4.5' })).toThrow(/firms\/f1 .*rating/);
  });
});

describe('firmMatchIndexSchema', () => {
  it('accepts the index a stored firm derives', () => {
    const index = firmMatchIndex(firm);
    expect(firmMatchIndexSchema.parse(index)).toEqual(index);
    expect(index).toMatchObject({ status: 'active', rating: 4.5, planRank: 1 });
  });

  it.each([
    ['a rating stored as text', { rating: '4.5' }],
    ['a missing plan rank', { planRank: undefined }],
    ['a plan rank outside 1..3', { planRank: 4 }],
    ['more keys than the stated bound', { matchKeys: Array.from({ length: MAX_MATCH_KEYS + 1 }, (_, i) => `k${i}`) }],
    ['a profile field', { firmName: 'x' }],
  ])('refuses %s', (_name, change) => {
    expect(firmMatchIndexSchema.safeParse({ ...firmMatchIndex(firm), ...change }).success).toBe(false);
  });
});

describe('firmAccountSchema', () => {
  it('reads an account written from planChange (Dates are stored as Timestamps)', () => {
    const parsed = parseFirmAccount('f1', account);
    expect(parsed.lastLeadReset).toEqual(now);
    expect(parsed.subscriptionToken).toBeNull();
  });

  it('reads a registration awaiting confirmation (null) and a confirmed one (its time)', () => {
    expect(parseFirmAccount('f1', { ...account, emailConfirmedAt: null }).emailConfirmedAt).toBeNull();
    expect(parseFirmAccount('f1', { ...account, emailConfirmedAt: timestamp(now) }).emailConfirmedAt).toEqual(now);
  });

  it('reads an account from before the field (seeded, older firms) without one: absent is confirmed, never null', () => {
    expect(parseFirmAccount('f1', account).emailConfirmedAt).toBeUndefined();
  });

  it.each([
    ['a confirmation time stored as text', { emailConfirmedAt: now.toISOString() }],
    ['a confirmation stored as a flag', { emailConfirmedAt: false }],
    ['an ISO payment date', { lastPaymentDate: now.toISOString() }],
    ['a month outside the calendar', { leadMonth: '2025-13' }],
    ['an unknown payment status', { paymentStatus: 'paused' }],
    ['a missing subscription token', { subscriptionToken: undefined }],
    ['a field the model does not list', { lastUpdated: now }],
  ])('refuses %s', (_name, change) => {
    expect(firmAccountSchema.safeParse({ ...account, ...change }).success).toBe(false);
  });
});
