/**
 * The free month is once per LPC number (issue 39): writing the same number as '11865497' or
 * 'LPC No. 11865497' after 'LPC11865497' had it does not get it again (Cyrillic look-alikes are
 * refused by the firm's contact schema: src/domain/shared/schemas.test.ts). Claims are seeded as the
 * payment transaction writes them (trial-claims.ts); one under the key claims had before still counts.
 */
import { createHash } from 'node:crypto';
import { trialClaimId } from '../../functions/src/payments/trial-claim-id';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { createFirm, uid } from './payfast-support';

const firmToken = (firmId: string) => idTokenFor(`${firmId}@billing.example.co.za`, { firmId, role: 'firm_admin' });
const offerFor = async (lpcNumber: string) => {
  const firmId = uid('lpc-variant');
  await createFirm(firmId, 'free', { lpcNumber });
  return (await callFunction<{ trialAvailable: boolean }>('getCheckoutOffer', {}, await firmToken(firmId))).data;
};

describe('the free month once per LPC number, however it is written', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    // 'LPC11865497' had it: the claim as the payment transaction writes it (claimTrial).
    await db.doc(`trialClaims/${trialClaimId('LPC11865497')}`).set({ claimedAt: new Date() });
  });

  it.each(['LPC11865497', '11865497', 'LPC No. 11865497', 'lpc 1186-5497'])('%j is not offered it again', async (lpc) => {
    expect(await offerFor(lpc)).toEqual({ trialAvailable: false });
  });

  it('a number claimed before the digits-only key is still found under the key it had', async () => {
    const legacyKey = createHash('sha256').update('LPC22334455').digest('hex');
    await db.doc(`trialClaims/${legacyKey}`).set({ claimedAt: new Date() });
    expect(await offerFor('LPC 2233-4455')).toEqual({ trialAvailable: false });
  });

  it('another number is still offered it', async () => {
    expect(await offerFor('LPC 11865498')).toEqual({ trialAvailable: true });
  });
});
