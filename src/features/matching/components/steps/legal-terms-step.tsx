import { useAnswers } from '../wizard-form';
import { LegalTermsContent } from './legal-terms-content';

export function LegalTermsStep() {
  const { field } = useAnswers();
  return <LegalTermsContent checkbox={field('legalTermsAccepted')} />;
}
