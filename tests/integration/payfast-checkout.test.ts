import { checkoutSignature } from '../../functions/src/payments/payfast-signature';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { createFirm, SIM, uid } from './payfast-support';

interface Form {
  action: string;
  fields: [string, string][];
}

async function firmToken(firmId: string) {
  return idTokenFor(`${firmId}@checkout.example.co.za`, { firmId, role: 'firm_admin' });
}

describe('createCheckout: a firm user', () => {
  it('gets a signed premium form: free first month, billing a month ahead, price from PLANS', async () => {
    const firmId = uid('chk-firm');
    await createFirm(firmId, 'free');
    const result = await callFunction<Form>('createCheckout', { plan: 'premium' }, await firmToken(firmId));
    expect(result.error).toBeUndefined();
    const { action, fields } = result.data!;
    const f = Object.fromEntries(fields);
    expect(action).toMatch(/\/dev\/payfast-simulator\/process$/);
    expect(fields.map(([k]) => k)).toEqual([
      'merchant_id',
      'merchant_key',
      'return_url',
      'cancel_url',
      'notify_url',
      'email_address',
      'm_payment_id',
      'amount',
      'item_name',
      'item_description',
      'custom_str1',
      'custom_str2',
      'subscription_type',
      'billing_date',
      'recurring_amount',
      'frequency',
      'cycles',
      'signature',
    ]);
    expect(f).toMatchObject({
      merchant_id: SIM.merchantId,
      amount: '0.00',
      recurring_amount: '199.00',
      subscription_type: '1',
      frequency: '3',
      cycles: '0',
      custom_str1: firmId,
      custom_str2: 'premium',
    });
    expect(f.notify_url).toMatch(/\/api\/payfast\/notify$/);
    expect(f.return_url).toMatch(/\/subscription-thank-you\?plan=premium&trial=1$/);
    expect(f.cancel_url).toMatch(/\/subscription-cancel\?plan=premium$/);
    const billing = new Date(`${f.billing_date}T00:00:00Z`);
    const days = (billing.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(26);
    expect(days).toBeLessThan(32);
    // The signature is PayFast's, with the passphrase, which itself is never sent.
    expect(f.signature).toBe(checkoutSignature(fields.slice(0, -1), SIM.passphrase));
    expect(JSON.stringify(result.data)).not.toContain(SIM.passphrase);
    const checkout = await db.doc(`checkouts/${f.m_payment_id}`).get();
    expect(checkout.data()).toMatchObject({ firmId, plan: 'premium', state: 'pending', amount: 0, recurringAmount: 199 });
  });

  it('started by registration, PayFast returns to the thank-you page marked for the premium welcome (signed)', async () => {
    const firmId = uid('chk-reg');
    await createFirm(firmId, 'free');
    const { data, error } = await callFunction<Form>(
      'createCheckout',
      { plan: 'premium', after: 'registration' },
      await firmToken(firmId),
    );
    expect(error).toBeUndefined();
    const f = Object.fromEntries(data!.fields);
    expect(f.return_url).toMatch(/\/subscription-thank-you\?plan=premium&welcome=1&trial=1$/);
    expect(f.cancel_url).toMatch(/\/subscription-cancel\?plan=premium$/);
    expect(f.signature).toBe(checkoutSignature(data!.fields.slice(0, -1), SIM.passphrase));
    const refused = await callFunction<Form>('createCheckout', { plan: 'premium', after: 'elsewhere' }, await firmToken(firmId));
    expect(refused.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('charges premium_plus in full today, with no billing date', async () => {
    const firmId = uid('chk-plus');
    await createFirm(firmId, 'free');
    const { data } = await callFunction<Form>('createCheckout', { plan: 'premium_plus' }, await firmToken(firmId));
    const f = Object.fromEntries(data!.fields);
    expect(f.amount).toBe('249.00');
    expect(f.recurring_amount).toBe('249.00');
    expect(f.billing_date).toBeUndefined();
  });

  it('charges premium in full when the free month was already used', async () => {
    const firmId = uid('chk-used');
    await createFirm(firmId, 'free', { premiumTrialUsed: true });
    const { data } = await callFunction<Form>('createCheckout', { plan: 'premium' }, await firmToken(firmId));
    expect(Object.fromEntries(data!.fields).amount).toBe('199.00');
  });

  it('ignores a price or firm id sent by the browser', async () => {
    const firmId = uid('chk-tamper');
    await createFirm(firmId, 'free');
    const result = await callFunction<Form>(
      'createCheckout',
      { plan: 'premium_plus', amount: 1, firmId: 'someone-else' },
      await firmToken(firmId),
    );
    const f = Object.fromEntries(result.data!.fields);
    expect(f.amount).toBe('249.00');
    expect(f.custom_str1).toBe(firmId);
  });

  it('refuses the plan the firm already pays for', async () => {
    const firmId = uid('chk-same');
    await createFirm(firmId, 'premium');
    const result = await callFunction('createCheckout', { plan: 'premium' }, await firmToken(firmId));
    expect(result.error?.status).toBe('FAILED_PRECONDITION');
    expect(result.error?.message).toContain('already on Premium');
  });

  it.each([
    ['missing plan', {}],
    ['the free plan', { plan: 'free' }],
    ['a wrong type', { plan: 3 }],
    ['an unknown plan', { plan: 'platinum' }],
    ['a script tag', { plan: '<script>alert(1)</script>' }],
    ['an oversize value', { plan: 'p'.repeat(10_000) }],
  ])('rejects %s with "Invalid subscription tier"', async (_name, input) => {
    const firmId = uid('chk-bad');
    await createFirm(firmId, 'free');
    const result = await callFunction('createCheckout', input, await firmToken(firmId));
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect(result.error?.message).toBe('Invalid subscription tier');
  });

  it('says "Firm not found" when the firm document is gone', async () => {
    const result = await callFunction('createCheckout', { plan: 'premium' }, await firmToken(uid('ghost')));
    expect(result.error?.status).toBe('NOT_FOUND');
    expect(result.error?.message).toBe('Firm not found');
  });
});

describe('createCheckout: wrong callers', () => {
  it('refuses an anonymous caller', async () => {
    const result = await callFunction('createCheckout', { plan: 'premium' });
    expect(result.error?.status).toBe('UNAUTHENTICATED');
  });
  it('refuses a signed-in user without a firm', async () => {
    const result = await callFunction('createCheckout', { plan: 'premium' }, await idTokenFor('client@checkout.example.co.za'));
    expect(result.error?.status).toBe('PERMISSION_DENIED');
  });
});
