import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { firmDerivedFields, splitQuotaFields, type FirmAccount, type FirmDocument } from '@/domain/firms/model';
import { type CurrentPlan, type PlanChange } from '@/domain/firms/plan-change';
import { accountRef, collections, firmPrivateDoc, firmRef, firmsCollection, verificationRef } from './documents';
import { setMatchIndex } from './firm-match-fields';

/**
 * The functions' one reader and writer of firm documents. Reads parse with the firm model
 * (src/domain/firm-model.ts) through the registry's converters (documents.ts): a document that
 * does not match fails loudly, naming the field, instead of being read as something it is not.
 * Writes pass Dates, which the Admin SDK stores as Timestamps, so every date in a firm document
 * has one type whoever writes it.
 */
export { accountRef, firmRef, firmsCollection, verificationRef };

export interface FirmRecord {
  id: string;
  firm: FirmDocument;
  account: FirmAccount;
}

/** Both documents of one firm, parsed; null when the firm does not exist. */
export async function readFirm(firmId: string, tx?: Transaction): Promise<FirmRecord | null> {
  const [firm, account] = tx
    ? await Promise.all([tx.get(firmRef(firmId)), tx.get(accountRef(firmId))])
    : await Promise.all([firmRef(firmId).get(), accountRef(firmId).get()]);
  const firmData = firm.data();
  if (!firmData) return null;
  const accountData = account.data();
  if (!accountData) throw new Error(`firms/${firmId} has no private account document`);
  return { id: firmId, firm: firmData, account: accountData };
}

export const currentPlan = (record: FirmRecord): CurrentPlan => ({
  packageType: record.firm.packageType,
  account: record.account,
});

type Fields = Record<string, unknown>;

/**
 * Creates a public firm document and its match index in one transaction: the only way a firm
 * document comes into being in the functions.
 */
export function createFirmDocument(tx: Transaction, firmId: string, firm: Fields): void {
  const { publicFields, quota } = splitQuotaFields(firm);
  const document = { ...publicFields, ...firmDerivedFields(publicFields) };
  tx.create(collections.firms().doc(firmId), document);
  setMatchIndex(tx, firmId, document, quota);
}

/**
 * Updates a public firm document and rewrites its match index from the merged result, in the
 * caller's transaction (which must have read `current` in it). Every profile, plan, status or
 * rating change goes through here.
 */
export function updateFirmDocument(tx: Transaction, firmId: string, current: Fields | FirmDocument, update: Fields): void {
  // The quota flag goes to the server-only index; a document written before it moved loses it here.
  const { publicFields, quota } = splitQuotaFields(update);
  const legacyQuota = 'leadsFullMonth' in current ? { leadsFullMonth: FieldValue.delete() } : {};
  // Derived fields follow the merged document: a status, verification or suspension change moves `listed`.
  const full = { ...publicFields, ...firmDerivedFields({ ...current, ...publicFields }) };
  // The untyped ref: an update is a partial document, which the converter does not describe.
  tx.update(collections.firms().doc(firmId), { ...full, ...legacyQuota });
  setMatchIndex(tx, firmId, { ...current, ...full }, quota);
}

/** Writes a planChange to both documents, with the match index the new plan implies. */
export function writePlanChange(tx: Transaction, record: FirmRecord, change: PlanChange): void {
  updateFirmDocument(tx, record.id, record.firm, { ...change.firm });
  tx.update(firmPrivateDoc(record.id, 'account'), { ...change.account });
}
