import { RETENTION } from '@/domain';
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
