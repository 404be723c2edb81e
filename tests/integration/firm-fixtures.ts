import { randomUUID } from 'node:crypto';
import { type FirmAccountInput, type FirmDocumentInput, type PlanId } from '@/domain';
import { buildFirmDocuments, firmWrites, matchIndexFor, type FirmDocuments, type FirmSpec } from '../fixtures/firm-factory';
import { db } from './emulator-clients';

/** Writes both documents of a firm built by the one firm factory; returns what was written. */
export async function writeFirm(firmId: string, spec: FirmSpec = {}): Promise<FirmDocuments> {
  const docs = buildFirmDocuments(spec);
  const batch = db.batch();
  for (const { path, data } of firmWrites(firmId, docs)) batch.set(db.doc(path), data);
  await batch.commit();
  return docs;
}

/**
 * The shorthand most tests use: public fields (packageType included) and account fields as flat
 * overrides, sorted into a FirmSpec for the factory.
 */
export function firmSpec(
  overrides: Partial<FirmDocumentInput> = {},
  account: Partial<FirmAccountInput> = {},
  subscriptionToken?: string,
): FirmSpec {
  const { packageType, ...firm } = overrides;
  const plan: PlanId = packageType ?? 'free';
  return { plan, firm, account, subscriptionToken };
}

/** A complete, valid registration; tests override what they probe. */
export function registration(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  const day = { open: '08:00', close: '17:00', isUnavailable: false };
  return {
    legalTermsAccepted: true,
    firmName: `Mokoena ${id} Attorneys`,
    lpcNumber: 'LPC12345678',
    fidelityFund: { required: false, certificateNumber: '', year: null },
    contactPerson: 'Lerato Mokoena',
    phone: '+27 11 555 0101',
    address: '12 Fox Street, Johannesburg',
    logoUrl: null,
    practiceAreas: ['family', 'divorce-separation'],
    businessServices: { collections: false, generalBusiness: true },
    languages: ['en', 'zu'],
    consultationMethods: ['in-person', 'virtual'],
    consultationFees: 750,
    urgencyLevels: ['standard'],
    isCorrespondent: true,
    correspondentCourts: ['Magistrates'],
    province: 'Gauteng',
    primaryCity: 'Johannesburg',
    cities: ['Sandton'],
    courtsCovered: ['High Court'],
    teamSize: '1-5',
    businessHours: {
      monday: day,
      tuesday: day,
      wednesday: day,
      thursday: day,
      friday: day,
      saturday: { ...day, isUnavailable: true },
      sunday: { ...day, isUnavailable: true },
    },
    description: 'A Johannesburg family law practice.',
    email: `owner-${id}@mokoena-${id}.co.za`,
    password: 'correct-horse-9',
    plan: 'free',
    ...overrides,
  };
}

/**
 * Matching finds firms only through their match index: after any write it must equal what the
 * firm's current profile derives, or the firm is matched for where it used to be. Returns the
 * index; the firm document itself never carries match keys (browsers read it).
 */
export async function expectMatchFieldsCurrent(firmId: string) {
  const firm = (await db.doc(`firms/${firmId}`).get()).data()!;
  const index = (await db.doc(`firmMatchIndex/${firmId}`).get()).data();
  expect(firm).not.toHaveProperty('matchKeys');
  expect(index).toEqual(matchIndexFor(firm));
  return index!;
}
