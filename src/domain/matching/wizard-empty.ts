// Apart from wizard.ts so that the wizard's first load, which starts from these answers, does not
// carry the zod schemas (they load with the wizard's rules, wizard-rules-bundle.ts).
import type { MatchingWizardAnswers } from './wizard';

/** The wizard before the client has answered anything: the form's start and a reset's target. */
export const EMPTY_WIZARD_ANSWERS: MatchingWizardAnswers = {
  legalTermsAccepted: false,
  userType: '',
  firstName: '',
  lastName: '',
  email: '',
  companyName: '',
  contactName: '',
  location: '',
  city: '',
  lawyerLanguage: '',
  serviceType: '',
  additionalDetails: '',
  legalNeed: '',
  specificItem: '',
  description: '',
  incomeBand: '',
  shareWithOtherFirms: false,
  reroute: false,
};
