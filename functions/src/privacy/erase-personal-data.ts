import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { maskEmail, type ErasePersonalDataResult, type PersonalDataSource } from '@/domain';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { personalInfoRemoval } from '../retention/retention-job';
import { erasedAddressRef, findDocuments } from './personal-data-store';

/**
 * Erases what findPersonalData finds: the client's details leave their leads (the firm keeps an
 * anonymous lead, marked erased), shared copies still open disappear and taken ones lose the
 * name, release links, contact records, messages and queued mail are deleted, and the address
 * goes on the suppression list so nothing is sent to it again. One audit entry, with the address
 * masked. A firm's login is not erased here: closing a firm also ends its plan and listing.
 */
export const erasePersonalData = callable('erasePersonalData', {
  access: 'admin',
  handler: async ({ email }, caller): Promise<ErasePersonalDataResult> => {
    const found = await findDocuments(email);
    if ((found.docs.get('firmAccounts') ?? []).length > 0) {
      throw callableError(
        'personal-data-of-firm',
        'This address signs in to a law firm account. Close the firm account first; client data is erased here.',
        'email',
      );
    }
    const at = Timestamp.now();
    const erased: Partial<Record<PersonalDataSource, number>> = {};
    const count = (source: PersonalDataSource) => (erased[source] = (erased[source] ?? 0) + 1);
    // Batches of at most 400 writes (Firestore allows 500 per batch).
    let batch = db.batch();
    let writes = 0;
    const flush = async () => {
      if (writes > 0) await batch.commit();
      batch = db.batch();
      writes = 0;
    };
    const write = async (apply: (b: FirebaseFirestore.WriteBatch) => void, source: PersonalDataSource) => {
      apply(batch);
      count(source);
      if (++writes >= 400) await flush();
    };

    for (const doc of found.docs.get('leads') ?? [])
      await write((b) => b.update(doc.ref, personalInfoRemoval('erasure', at)), 'leads');
    for (const doc of found.docs.get('openLeads') ?? []) {
      await write(
        (b) => (doc.get('state') === 'open' ? b.delete(doc.ref) : b.update(doc.ref, { displayName: 'Anonymous Client' })),
        'openLeads',
      );
    }
    for (const source of ['leadReleases', 'contacts', 'contactMessages', 'mail'] as const) {
      for (const doc of found.docs.get(source) ?? []) await write((b) => b.delete(doc.ref), source);
    }
    batch.set(erasedAddressRef(email), { erasedAt: at });
    batch.set(db.collection('auditLog').doc(), {
      by: { uid: caller.uid, email: caller.email },
      at: FieldValue.serverTimestamp(),
      firmId: null,
      targetEmail: maskEmail(email),
      field: 'personal-data',
      before:
        Object.entries(erased)
          .map(([source, n]) => `${source}: ${n}`)
          .join(', ') || 'nothing held',
      after: 'erased',
    });
    writes += 2;
    await flush();
    return { erased };
  },
});
