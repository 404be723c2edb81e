import { t } from '@/lib/i18n/runtime';

/** The heading of each of the five steps the indicator counts. */
export const STEP_TITLES = [
  'wizard.step.legalTerms',
  'wizard.step.userType',
  'wizard.step.details',
  'wizard.step.location',
  'wizard.step.need',
] as const;

// wizard-state's TOTAL_STEPS, counted here: this frame is on the first load and wizard-state is not.
const TOTAL_STEPS = STEP_TITLES.length;

/** The card's classes, shared by the light first step and the full wizard so the hand-over does not move a pixel. */
export const WIZARD_CARD_CLASS = 'mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8';
export const WIZARD_HEADING_CLASS = 'text-2xl font-bold text-brand-950 focus:outline-none';
export const WIZARD_BUTTONS_CLASS = 'mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between';

export function StepIndicator({ current }: { current: number }) {
  return (
    <div>
      <p className="text-sm font-semibold text-brand-800">{t('wizard.stepCount', { current, total: TOTAL_STEPS })}</p>
      <ol className="mt-2 grid grid-cols-5 gap-1.5" aria-hidden="true">
        {Array.from({ length: TOTAL_STEPS }, (_, i) => (
          <li key={i} className={`h-2 rounded-full ${i < current ? 'bg-brand-700' : 'bg-slate-200'}`} />
        ))}
      </ol>
    </div>
  );
}
