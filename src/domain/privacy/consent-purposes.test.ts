import { leadSchema } from '../leads/lead-documents';
import { MESSAGING_CONSENT } from '../notifications/channels';
import { subscribeToLegalUpdatesInputSchema } from '../blog/legal-updates';
import { consentChoicesSchema } from '../shared/request-guards';
import { CONSENT_PURPOSES } from './consent-purposes';

/** The purposes the consent records' schemas can hold. */
function purposesInCode(): string[] {
  const leadConsent = leadSchema.shape.consent.unwrap().shape;
  expect(Object.keys(leadConsent)).toContain('purpose'); // the wizard's terms: 'matching'
  const choices = Object.keys(consentChoicesSchema.shape).filter((k) => k in leadConsent);
  expect(Object.keys(subscribeToLegalUpdatesInputSchema.shape)).toContain('consent');
  return ['matching', ...choices, ...Object.keys(MESSAGING_CONSENT).map((who) => `messaging.${who}`), 'legalUpdates'].sort();
}

it('the consent purposes in the policy are exactly those the consent records store', () => {
  expect(CONSENT_PURPOSES.map((c) => c.id).sort()).toEqual(purposesInCode());
  // Every choice the wizard stores on the lead is a purpose (a new choice fails here until it is described).
  for (const choice of Object.keys(consentChoicesSchema.shape)) expect(CONSENT_PURPOSES.map((c) => c.id)).toContain(choice);
});
