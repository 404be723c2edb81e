import { FieldValue } from 'firebase-admin/firestore';
import { isPaidPlan, normaliseFirmName, SETTINGS_MESSAGES, type UpdateFirmProfileOutput } from '@/domain';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { withMatchFields } from '../shared/firm-match-fields';
import { firmRef as typedFirmRef } from '../shared/firm-store';

/**
 * Settings tab (paid plans). Name changes move the uniqueness claim in the same transaction;
 * the city list only changes on a paid plan. Plan, quota, status, rating and featured are not
 * in the input at all.
 */
export const updateFirmProfile = callable('updateFirmProfile', {
  access: 'firm',
  invalidMessage: SETTINGS_MESSAGES.failed('').trim(),
  handler: async (input, caller): Promise<UpdateFirmProfileOutput> => {
    const firmId = caller.firmId!;
    const firmRef = db.doc(`firms/${firmId}`);
    const accountRef = firmRef.collection('private').doc('account');
    await db.runTransaction(async (tx) => {
      const firm = (await tx.get(typedFirmRef(firmId))).data();
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
        const claimRef = db.doc(`firmNames/${newKey}`);
        const oldRef = oldKey ? db.doc(`firmNames/${oldKey}`) : null;
        const [claim, old] = await Promise.all([tx.get(claimRef), oldRef ? tx.get(oldRef) : null]);
        if (!newKey || (claim.exists && claim.get('firmId') !== firmId)) {
          throw callableError(
            'firm-name-taken',
            SETTINGS_MESSAGES.failed('A firm with this name is already registered'),
            'firmName',
          );
        }
        tx.set(claimRef, { firmId, createdAt: FieldValue.serverTimestamp() });
        if (oldRef && old?.exists && old.get('firmId') === firmId) tx.delete(oldRef);
      }
      const primaryCity = firm.primaryCity;
      const cities = [primaryCity, ...input.cities.filter((c) => c.toLowerCase() !== primaryCity.toLowerCase())].filter(Boolean);
      const now = new Date();
      tx.update(
        firmRef,
        withMatchFields(firm, {
          firmName: input.firmName,
          description: input.description,
          practiceAreas: input.practiceAreas,
          cities,
          updatedAt: now,
          lastUpdated: now,
        }),
      );
      tx.update(accountRef, { contactPerson: input.contactPerson, phone: input.phone, address: input.address, updatedAt: now });
    });
    return { ok: true };
  },
});
