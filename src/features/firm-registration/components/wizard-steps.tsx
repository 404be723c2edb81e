// The registration wizard's ten steps, one module each under steps/.
export { LegalTermsStep } from './steps/legal-terms-step';
export { BasicInfoStep } from './steps/basic-info-step';
export { PracticeAreasStep } from './steps/practice-areas-step';
export { BusinessServicesStep } from './steps/business-services-step';
export { LanguagesStep } from './steps/languages-step';
export { ServiceDetailsStep } from './steps/service-details-step';
export { LocationStep } from './steps/location-step';
export { TeamStep } from './steps/team-step';
export { AccountStep } from './steps/account-step';
export { PlanStep } from './steps/plan-step';
