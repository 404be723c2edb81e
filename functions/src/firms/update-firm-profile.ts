import { FieldValue } from 'firebase-admin/firestore';
import { type UpdateFirmProfileOutput } from '@/domain/callables';
import { normaliseFirmName } from '@/domain/firms/options';
import { SETTINGS_MESSAGES } from '@/domain/firms/registration';
import { isPaidPlan } from '@/domain/payments/plans';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { accountRef, firmRef, updateFirmDocument } from '../shared/firm-store';
import { firmNameClaimRef } from '../shared/documents';

/**
 * Settings tab (paid plans): every public field registration set, and the private contact
 * details. The input is the shared zod schema (every field bounded); plan, quota, status, rating,
 * featured and province are not in it at all. Name changes move the uniqueness claim, and the
 * match index is rewritten from the new profile, in the same transaction as the firm document.
 */
export const updateFirmProfile = callable('updateFirmProfile', {
  access: 'firm',
  invalidMessage: SETTINGS_MESSAGES.failed('').trim(),
  handler: async (input, caller): Promise<UpdateFirmProfileOutput> => {
    const firmId = caller.firmId!;
    await db.runTransaction(async (tx) => {
      const firm = (await tx.get(firmRef(firmId))).data();
      if (!firm) throw callableError('firm-not-found', 'Firm not found');
      if (!isPaidPlan(firm.packageType)) {
        throw callableError(
          'plan-required',
          SETTINGS_MESSAGES.failed('Account settings are available on the Premium and Premium Plus plans.'),
        );
      }
      const oldKey = normaliseFirmName(firm.firmName);
      const newKey = normaliseFirmName(input.firmName);
      if (newKey !== oldKey) {
        // Every read comes before the first write: Firestore transactions require it.
        const claimRef = firmNameClaimRef(newKey);
        const oldRef = oldKey ? firmNameClaimRef(oldKey) : null;
        const [claim, old] = await Promise.all([tx.get(claimRef), oldRef ? tx.get(oldRef) : null]);
        if (!newKey || (claim.exists && claim.data()?.firmId !== firmId)) {
          throw callableError(
            'firm-name-taken',
            SETTINGS_MESSAGES.failed('A firm with this name is already registered'),
            'firmName',
          );
        }
        tx.set(claimRef, { firmId, createdAt: FieldValue.serverTimestamp() });
        if (oldRef && old?.exists && old.data()?.firmId === firmId) tx.delete(oldRef);
      }
      const { contactPerson, phone, address, cities: extraCities, logoUrl, ...profile } = input;
      const primary = input.primaryCity.toLowerCase();
      // The primary city leads the list, as registration stores it.
      const cities = [input.primaryCity, ...extraCities.filter((c) => c.toLowerCase() !== primary)];
      const now = new Date();
      updateFirmDocument(tx, firmId, firm, {
        ...profile,
        logoUrl: logoUrl ?? null,
        cities,
        updatedAt: now,
        lastUpdated: now,
      });
      tx.update(accountRef(firmId), { contactPerson, phone, address, updatedAt: now });
    });
    return { ok: true };
  },
});
