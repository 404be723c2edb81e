import { LEGAL_UPDATES_CONSENT } from '@/domain/blog/legal-updates-text';
import { RETENTION } from '@/domain/privacy/retention';
import { LEGAL_DOCUMENTS } from './legal-pages';

/** Every piece of text a block of the privacy policy's retention section shows. */
function retentionText(): string {
  const section = LEGAL_DOCUMENTS.privacy.sections.find((s) => s.id === 'retention');
  return JSON.stringify(section?.blocks ?? []);
}

it('the privacy policy states when a never-confirmed firm registration is deleted, from the constant the job uses', () => {
  expect(retentionText()).toContain(
    `A law firm registration whose email address is never confirmed: deleted with everything in it ${RETENTION.unconfirmedRegistrationDays} days after it was made`,
  );
});

it('the privacy policy says what legal-updates subscriptions store, why and how long, from the constants the TTL uses', () => {
  expect(retentionText()).toContain(
    `A legal-updates subscription never confirmed: deleted ${RETENTION.legalUpdatePendingDays} days after you asked`,
  );
  expect(retentionText()).toContain(`for ${RETENTION.legalUpdateUnsubscribedDays} days, as proof that we stopped`);
  const collect = JSON.stringify(LEGAL_DOCUMENTS.privacy.sections.find((s) => s.id === 'collect')?.blocks ?? []);
  expect(collect).toContain('Legal-updates subscriptions');
  expect(collect).toContain('the consent you ticked (its words, the policy version and when)');
  // The consent a subscriber gives names the business, the purpose and the way out.
  expect(LEGAL_UPDATES_CONSENT).toMatch(/^Send me RegMatch's legal updates by email\. I can unsubscribe at any time\.$/);
});
