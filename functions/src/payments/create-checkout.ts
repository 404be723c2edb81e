import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { checkoutQuote } from '@/domain/payments/billing';
import { checkoutReturnQuery, type CheckoutForm } from '@/domain/payments/contract';
import { PLANS } from '@/domain/payments/plans';
import { BRAND_NAME } from '@/domain/shared/brand';
import { formatRand } from '@/domain/shared/money';
import { callable, callableError } from '../shared/callable';
import {
  appOrigin,
  CANCEL_PATH,
  NOTIFY_PATH,
  PAYFAST_SECRETS,
  payfastCredentials,
  payfastEndpoints,
  payfastMode,
  RETURN_PATH,
} from './payfast-config';
import { formatAmount, isoDay } from './payfast-itn';
import { checkoutSignature, orderCheckoutFields } from './payfast-signature';
import { readFirm } from '../shared/firm-store';
import { newCheckoutRef } from './subscription-state';
import { trialAvailability } from './trial-claims';

/**
 * Returns the signed PayFast subscription form for the caller's firm. Only the plan id comes
 * from the browser: the price, the firm and every URL are decided here, and the merchant key
 * and passphrase never leave the server (the key is a form field PayFast requires; the
 * passphrase only shapes the signature). A pending checkout is recorded under m_payment_id so
 * the notification can be matched to the firm and plan that asked for it.
 */
export const createCheckout = callable('createCheckout', {
  access: 'firm',
  secrets: PAYFAST_SECRETS,
  handler: async ({ plan, after }, caller): Promise<CheckoutForm> => {
    const firmId = caller.firmId!;
    const record = await readFirm(firmId);
    if (!record) throw callableError('firm-not-found', 'Firm not found');
    const { firm, account } = record;
    if (firm.packageType === plan && account.paymentStatus === 'active') {
      throw callableError(
        'already-on-plan',
        `Your firm is already on ${PLANS[plan].name}. Choose a different plan to change it.`,
        'plan',
      );
    }

    const mode = payfastMode();
    let credentials;
    try {
      credentials = payfastCredentials(mode);
    } catch (error) {
      // The message names the missing secret for the operator; the firm gets one it can act on.
      logger.error('PayFast credentials missing', { error: String(error) });
      credentials = null;
    }
    if (!credentials?.merchantId || !credentials.merchantKey) {
      throw callableError(
        'payments-not-configured',
        'Failed to process subscription. Card payments are not configured yet; please contact support.',
      );
    }
    const endpoints = payfastEndpoints(mode);
    const origin = appOrigin();
    const now = new Date();
    const price = PLANS[plan].price;
    // The free month is decided here, per firm and per LPC number, never by the browser; the
    // cards show the same quote (checkoutQuote) from getCheckoutOffer.
    const quote = checkoutQuote(plan, { trialAvailable: await trialAvailability(record), now });
    const trial = quote.trial;
    const checkout = newCheckoutRef();
    const description = trial
      ? `${quote.summary} (incl. VAT), billed monthly until cancelled`
      : `${formatRand(price)}/month (incl. VAT), billed monthly until cancelled`;

    const fields = orderCheckoutFields({
      merchant_id: credentials.merchantId,
      merchant_key: credentials.merchantKey,
      return_url: `${origin}${RETURN_PATH}${checkoutReturnQuery(plan, after, trial)}`,
      cancel_url: `${origin}${CANCEL_PATH}?plan=${plan}`,
      notify_url: `${origin}${NOTIFY_PATH}`,
      email_address: account.email,
      m_payment_id: checkout.id,
      amount: formatAmount(quote.todayAmount),
      item_name: `${BRAND_NAME} ${PLANS[plan].name}`,
      item_description: description,
      custom_str1: firmId,
      custom_str2: plan,
      subscription_type: '1',
      // The free month: nothing is charged today and billing starts a month from now.
      ...(quote.recurringFrom ? { billing_date: isoDay(quote.recurringFrom) } : {}),
      recurring_amount: formatAmount(price),
      frequency: '3',
      cycles: '0',
    });
    fields.push(['signature', checkoutSignature(fields, credentials.passphrase)]);

    await checkout.set({
      firmId,
      plan,
      amount: quote.todayAmount,
      recurringAmount: quote.recurringAmount,
      trial,
      state: 'pending',
      mode,
      uid: caller.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { action: endpoints.process, fields };
  },
});
