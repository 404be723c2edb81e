// Which screen each step of the path shows: one component per screen, in this folder.
import type { WizardData, WizardStep } from '../wizard-state';
import { CompanyStep, ContactStep, EmailStep, NamesStep } from './details-steps';
import { LegalTermsStep } from './legal-terms-step';
import { CityStep, ProvinceStep } from './location-steps';
import { lateSteps } from './late-steps';
import { UserTypeStep } from './user-type-step';

/** The answers that are the whole step: choosing one answers it and moves on. */
export type Choose = <F extends 'userType' | 'serviceType'>(field: F, value: WizardData[F]) => void;

export function StepScreen({ step, onChoose }: { step: WizardStep; onChoose: Choose }) {
  switch (step.view) {
    case 'legalTerms':
      return <LegalTermsStep />;
    case 'userType':
      return <UserTypeStep onChoose={(value) => onChoose('userType', value)} />;
    case 'personalDetails':
      return step.sub === 0 ? <NamesStep /> : <EmailStep />;
    case 'businessDetails':
      return step.sub === 0 ? <CompanyStep /> : step.sub === 1 ? <ContactStep /> : <EmailStep />;
    case 'location':
      return step.sub === 0 ? <ProvinceStep /> : <CityStep />;
    case 'services': {
      const { ServiceTypeStep, ServiceDetailsStep } = lateSteps();
      return step.sub === 0 ? <ServiceTypeStep onChoose={(value) => onChoose('serviceType', value)} /> : <ServiceDetailsStep />;
    }
    case 'legalNeeds': {
      const { LegalNeedStep } = lateSteps();
      return <LegalNeedStep />;
    }
  }
}
