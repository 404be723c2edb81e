import type { Transaction } from 'firebase-admin/firestore';
import { firmMatchIndexSchema, type FirmMatchIndexDocument } from '@/domain/firms/model';
import { allLanguageIndexIds, firmLanguageIndexes, languageIndexId } from '@/domain/matching/language-index';
import { firmMatchIndex } from '@/domain/matching/match-keys';
import { collections } from './documents';

/** firmMatchIndex/{firmId}. Server-only: the rules give clients no access to this collection (see firestore.rules). */
export const matchIndexRef = (firmId: string) => collections.firmMatchIndex().doc(firmId);

/**
 * The match index document a firm's stored profile implies (src/domain/matching/match-keys.ts),
 * checked against its model. Every writer of a public firm document writes this in the same
 * transaction (firm-store.ts), so a firm that registers, moves, changes its practice areas, pays
 * or is downgraded is found by exactly the bounded queries an exhaustive scan would find it by,
 * from the same commit on, and a match that reads one snapshot sees both documents agree.
 */
function matchIndexOf(firm: Record<string, unknown>): FirmMatchIndexDocument {
  return firmMatchIndexSchema.parse(firmMatchIndex(firm));
}

/**
 * Writes the derived index fields, and the quota flag when the caller changes it. A merge, so a
 * profile edit keeps the month's quota flag the lead transaction set.
 */
export function setMatchIndex(
  tx: Transaction,
  firmId: string,
  firm: Record<string, unknown>,
  quota: { leadsFullMonth?: string | null } = {},
): void {
  tx.set(matchIndexRef(firmId), { ...matchIndexOf(firm), ...quota }, { merge: true });
  setLanguageIndexes(tx, firmId, firm);
}

/**
 * firmLanguageIndex: the documents for the languages the listed firm speaks, and deletes for every
 * other language (deleting a document that does not exist is a no-op), so a firm that stops
 * speaking a language, or stops being listed, leaves no entry behind.
 */
function setLanguageIndexes(tx: Transaction, firmId: string, firm: Record<string, unknown>): void {
  const entries = new Map(firmLanguageIndexes(firmId, firm).map((entry) => [languageIndexId(entry.language, firmId), entry]));
  for (const id of allLanguageIndexIds(firmId)) {
    const ref = collections.firmLanguageIndex().doc(id);
    const entry = entries.get(id);
    if (entry) tx.set(ref, entry);
    else tx.delete(ref);
  }
}
