import { firmMatchFields, monthKey } from '@/domain';
import { db } from './emulator-clients';

/** A firm as registration would store it, derived match keys included, plus its private account. */
export async function putFirm(
  id: string,
  overrides: Record<string, unknown> = {},
  account: Record<string, unknown> = {},
): Promise<void> {
  const profile = {
    firmName: `Firm ${id}`,
    status: 'active',
    province: 'Gauteng',
    primaryServiceArea: 'Gauteng',
    primaryCity: 'Pretoria',
    cities: ['Pretoria'],
    practiceAreas: [] as string[],
    businessServices: { collections: false, generalBusiness: false },
    languages: ['en'],
    responseTime: 'Same day',
    teamSize: '2-5',
    description: 'A test firm.',
    consultationFees: 500,
    consultationMethods: ['in_person'],
    rating: 4,
    reviewCount: 10,
    packageType: 'premium',
    isFeatured: false,
    leadsFullMonth: null,
    ...overrides,
  };
  await db.doc(`firms/${id}`).set({ ...profile, ...firmMatchFields(profile) });
  await db.doc(`firms/${id}/private/account`).set({
    email: `${id}@firm.test`,
    leadsThisMonth: 0,
    leadMonth: monthKey(new Date()),
    maxLeadsPerMonth: profile.packageType === 'free' ? 2 : -1,
    paymentStatus: 'active',
    ...account,
  });
}

export const person = {
  userType: 'person',
  legalTermsAccepted: true,
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.co.za',
  location: 'Gauteng',
  city: 'Johannesburg',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  specificItem: 'uncontested-divorce',
  description: 'We agree on everything and want an uncontested divorce.',
};

export const business = {
  userType: 'business',
  legalTermsAccepted: true,
  companyName: 'Brightside Traders (Pty) Ltd',
  contactName: 'Sipho Ndlovu',
  email: 'accounts@brightside.co.za',
  location: 'Gauteng',
  city: 'Johannesburg',
  serviceType: 'collections',
  additionalDetails: 'Twelve unpaid invoices.',
};

export async function docsWhere(collection: string, field: string, value: unknown) {
  const snapshot = await db.collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
}

/** Bad inputs every matching callable must refuse, keyed by what is wrong. */
export function badVariants(valid: Record<string, unknown>, textField: string): [string, unknown][] {
  return [
    ['nothing at all', undefined],
    ['an empty object', {}],
    [`missing ${textField}`, Object.fromEntries(Object.entries(valid).filter(([k]) => k !== textField))],
    [`${textField} of the wrong type`, { ...valid, [textField]: 42 }],
    [`${textField} far too long`, { ...valid, [textField]: 'x'.repeat(5000) }],
    [`a script tag in ${textField}`, { ...valid, [textField]: '<script>alert(1)</script>' }],
    ['terms not accepted', { ...valid, legalTermsAccepted: false }],
    ['an array instead of an object', [valid]],
  ];
}
