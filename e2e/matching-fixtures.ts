import { randomUUID } from 'node:crypto';
import { type FirmAccountInput, type FirmDocumentInput } from '../src/domain/firms/model';
import { monthKey } from '../src/domain/payments/plans';
import { adminDb } from './support/admin';
import { writeFirmDocuments } from './support/firm-accounts';

/** A short unique tag so journeys running in parallel never see each other's firms or leads. */
export const uniqueTag = () =>
  randomUUID()
    .replace(/[^a-z]/g, '')
    .slice(0, 8) || 'tag';

/** Creates an active firm (the one firm factory: complete documents, match keys) that only this journey uses. */
export async function createFirm(id: string, profile: Partial<FirmDocumentInput>, account: Partial<FirmAccountInput> = {}) {
  const { packageType = 'premium', ...firm } = profile;
  await writeFirmDocuments(id, {
    plan: packageType,
    firm: {
      firmName: `Firm ${id}`,
      province: 'Limpopo',
      primaryServiceArea: 'Limpopo',
      primaryCity: 'Polokwane',
      cities: ['Polokwane'],
      // Outside every practice the journeys search for, unless a journey says so.
      practiceAreas: ['administrative'],
      languages: ['en', 'af'],
      responseTime: 'Within 24 hours',
      teamSize: '1-5',
      description: 'A journey test firm.',
      rating: 4.5,
      reviewCount: 12,
      ...firm,
    },
    account: { email: `${id}@journey.test`, leadMonth: monthKey(new Date()), ...account },
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
