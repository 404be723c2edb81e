/**
 * The free month is once per LPC number (issue 39): writing the same number as '11865497',
 * 'LPC No. 11865497' or with Cyrillic look-alike letters after 'LPC11865497' had it used does not
 * get it again. The claim is seeded as the payment transaction writes it (trial-claims.ts) under the
 * key claims had before the digits-only key, so claims made before this change still count.
 */
import { createHash } from 'node:crypto';
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
    // 'LPC11865497' had it: the key the claim got then was the upper-cased letters and digits.
    const legacyKey = createHash('sha256').update('LPC11865497').digest('hex');
    await db.doc(`trialClaims/${legacyKey}`).set({ claimedAt: new Date() });
  });

  it.each(['LPC11865497', '11865497', 'LPC No. 11865497', 'L\u0420\u0421 11865497'])(
    '%j is not offered it again',
    async (lpc) => {
      expect(await offerFor(lpc)).toEqual({ trialAvailable: false });
    },
  );

  it('another number is still offered it', async () => {
    expect(await offerFor('LPC 11865498')).toEqual({ trialAvailable: true });
  });
});
