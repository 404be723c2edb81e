import { type FirmAccountInput, type FirmDocumentInput } from '@/domain/firms/model';
import { monthKey } from '@/domain/payments/plans';
import { db } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';

/** A firm as registration and planChange would store it (the one firm factory), plus its account. */
export async function putFirm(
  id: string,
  overrides: Partial<FirmDocumentInput> = {},
  account: Partial<FirmAccountInput> = {},
): Promise<void> {
  await writeFirm(
    id,
    firmSpec(
      {
        firmName: `Firm ${id}`,
        primaryCity: 'Pretoria',
        cities: ['Pretoria'],
        // Outside every practice the tests search for (and unrelated to them), unless a test says so.
        practiceAreas: ['administrative'],
        responseTime: 'Same day',
        rating: 4,
        reviewCount: 10,
        packageType: 'premium',
        ...overrides,
      },
      { email: `${id}@firm.test`, leadMonth: monthKey(new Date()), ...account },
    ),
  );
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
  return snapshot.docs.map((d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() }));
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
