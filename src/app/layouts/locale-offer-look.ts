// The offer bar's classes, shared by the React offer (locale-offer.tsx) and the content pages'
// island (src/islands/language.ts), so both draw the same bar.
export const OFFER_LOOK = {
  bar: 'border-t border-slate-200 bg-brand-50',
  row: 'flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm text-brand-950',
  text: 'min-w-0 flex-1 basis-48',
  buttons: 'flex flex-wrap gap-2',
  accept:
    'min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  dismiss:
    'min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
} as const;
