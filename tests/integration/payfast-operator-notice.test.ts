import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { renderMail } from '../../functions/src/mail/templates';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { buildItn, createCheckoutRecord, createFirm, firmState, postItn, registerIssued, uid } from './payfast-support';

/** The operator's lines about one firm, oldest first, and the operator's mails about it. */
async function operatorSees(firmId: string) {
  const events = (await db.collection('planEvents').where('firmId', '==', firmId).get()).docs
    .map((d) => d.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis());
  const mails = (await db.collection('mail').where('to', '==', SUPPORT_EMAIL).where('data.firmId', '==', firmId).get()).docs.map(
    (d) => d.data(),
  );
  return { events, mails };
}

async function notify(o: Parameters<typeof buildItn>[0]) {
  const itn = buildItn(o);
  await registerIssued(itn);
  expect((await postItn(itn.body)).status).toBe(200);
}

describe('the operator is told when a firm starts, changes or cancels a paid plan (PayFast notify path)', () => {
  it('start, change and cancellation each make one line and one operator mail; a renewal makes none', async () => {
    const firmId = uid('op-notice');
    await createFirm(firmId, 'free');
    const premium = await createCheckoutRecord(firmId, 'premium');
    await notify({ firmId, plan: 'premium', checkoutId: premium, amount: '199.00', token: 'tok-a' });
    // Delivered twice by PayFast: still one line.
    const plus = await createCheckoutRecord(firmId, 'premium_plus');
    const change = { firmId, plan: 'premium_plus', checkoutId: plus, amount: '249.00', token: 'tok-b', pfPaymentId: uid('pf') };
    await notify(change);
    await notify(change);
    // The live subscription's monthly renewal: no line.
    await notify({ firmId, plan: 'premium_plus', checkoutId: plus, amount: '249.00', token: 'tok-b' });
    expect((await firmState(firmId)).firm.packageType).toBe('premium_plus');
    // PayFast ends the live subscription.
    await notify({ firmId, plan: 'premium_plus', checkoutId: plus, status: 'CANCELLED', amount: '0.00', token: 'tok-b' });
    expect((await firmState(firmId)).firm.packageType).toBe('free');

    const { events, mails } = await operatorSees(firmId);
    expect(events.map((e) => [e.kind, e.fromPlan, e.toPlan, e.source])).toEqual([
      ['started', 'free', 'premium', 'payfast'],
      ['changed', 'premium', 'premium_plus', 'payfast'],
      ['cancelled', 'premium_plus', 'free', 'payfast'],
    ]);
    expect(mails).toHaveLength(3);
    const subjects = mails.map((m) => renderMail('operator-plan-event', m.data).subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Firm ${firmId} started Premium (R`),
        expect.stringContaining(`Firm ${firmId} changed from Premium to Premium Plus`),
        expect.stringContaining(`Firm ${firmId} cancelled Premium Plus at PayFast; now on Basic`),
      ]),
    );
  });

  it("the firm's own cancellation with paid time left says when the plan ends", async () => {
    const firmId = uid('op-cancel');
    await createFirm(firmId, 'premium_plus');
    const token = await idTokenFor(`${firmId}@cancel.example.co.za`, { firmId, role: 'firm_admin' });
    const result = await callFunction<{ endsAt: string }>('cancelSubscription', {}, token);
    expect(result.error).toBeUndefined();
    const { events, mails } = await operatorSees(firmId);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'cancelled',
        fromPlan: 'premium_plus',
        source: 'firm',
        endsAt: Date.parse(result.data!.endsAt),
      }),
    ]);
    expect(renderMail('operator-plan-event', mails[0]!.data).text).toContain('Paid plan ends:');
  });
});
