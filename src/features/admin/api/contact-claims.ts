import { doc, getDoc, limit, onSnapshot, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { CallableInput } from '@/domain/callables';
import type { DecideContactDisputeResult } from '@/domain/leads/contact-claim';
import { call } from '@/lib/callable';
import { firmsRef, leadsRef, type StoredLead } from '@/lib/firestore';
import { useWatch, type Load } from '@/lib/use-load';

/** Claims read at most: far more than a day's claims; the panel says when it hit the bound. */
export const CLAIMS_READ = 500;

/**
 * Every lead whose contact claim is not confirmed, live (operators only, by rules): before the
 * client (asked), never answered (unanswered) and denied (with any dispute). Index: one field.
 */
export function useOpenContactClaims(): Load<StoredLead[]> {
  return useWatch<StoredLead[]>('contact-claims', (next, fail) =>
    onSnapshot(
      query(leadsRef(), where('contactClaim.state', 'in', ['asked', 'unanswered', 'denied']), limit(CLAIMS_READ)),
      (snap) => next(snap.docs.map((d) => d.data())),
      fail,
    ),
  );
}

/** The names of the firms in the list (one read each, once), for the per-firm table. */
export function useFirmNames(firmIds: readonly string[]): Record<string, string> {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = [...new Set(firmIds)].sort().join(',');
  useEffect(() => {
    let live = true;
    const ids = key ? key.split(',') : [];
    void Promise.all(
      ids.map(async (id) => [id, (await getDoc(doc(firmsRef(), id)).catch(() => null))?.data()?.firmName ?? id]),
    ).then((pairs) => live && setNames(Object.fromEntries(pairs)));
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}

/** Upholds or rejects a firm's dispute of its client's No, with a note (decideContactDispute). */
export function decideContactDispute(input: CallableInput<'decideContactDispute'>): Promise<DecideContactDisputeResult> {
  return call('decideContactDispute', input);
}
