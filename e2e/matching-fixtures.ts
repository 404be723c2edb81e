import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { firmMatchFields, monthKey } from '../src/domain';
import { adminDb } from './support/admin';

/** A short unique tag so journeys running in parallel never see each other's firms or leads. */
export const uniqueTag = () => randomUUID().replace(/[^a-z]/g, '').slice(0, 8) || 'tag';

/** Creates an active firm (profile with match keys, private account) that only this journey uses. */
export async function createFirm(id: string, profile: Record<string, unknown>, account: Record<string, unknown> = {}) {
  const data = {
    firmName: `Firm ${id}`,
    status: 'active',
    province: 'Limpopo',
    primaryServiceArea: 'Limpopo',
    primaryCity: 'Polokwane',
    cities: ['Polokwane'],
    practiceAreas: [],
    businessServices: { collections: false, generalBusiness: false },
    languages: ['en', 'af'],
    responseTime: 'Within 24 hours',
    teamSize: '2-5',
    description: 'A journey test firm.',
    consultationFees: 500,
    consultationMethods: ['in-person', 'virtual'],
    rating: 4.5,
    reviewCount: 12,
    packageType: 'premium',
    isFeatured: false,
    leadsFullMonth: null,
    logoUrl: null,
    createdAt: FieldValue.serverTimestamp(),
    ...profile,
  };
  await adminDb.doc(`firms/${id}`).set({ ...data, ...firmMatchFields(data) });
  await adminDb.doc(`firms/${id}/private/account`).set({
    email: `${id}@journey.test`,
    leadsThisMonth: 0,
    leadMonth: monthKey(new Date()),
    maxLeadsPerMonth: data.packageType === 'free' ? 2 : -1,
    paymentStatus: 'active',
    ...account,
  });
}

export type Doc = Record<string, unknown> & { id: string };

export async function findDocs(collection: string, field: string, value: unknown): Promise<Doc[]> {
  const snapshot = await adminDb.collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((d) => ({ ...(d.data() as Record<string, unknown>), id: d.id }));
}

/** Waits for documents to exist (functions commit before answering, but reads can race the UI). */
export async function waitForDocs(collection: string, field: string, value: unknown, count = 1): Promise<Doc[]> {
  for (let i = 0; i < 40; i++) {
    const docs = await findDocs(collection, field, value);
    if (docs.length >= count) return docs;
    await new Promise((r) => setTimeout(r, 250));
  }
  return findDocs(collection, field, value);
}
