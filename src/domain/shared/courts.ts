import { z } from 'zod';

/** Courts a firm can say it appears in (registration, step 7). */
export const COURTS_COVERED = [
  'High Court',
  "Magistrate's Court",
  'Small Claims Court',
  'Labour Court',
  'Land Claims Court',
] as const;

/** Court types for the correspondent finder; the id is what firm documents store. */
export const CORRESPONDENT_COURT_TYPES = [
  { id: 'Magistrates', label: 'Magistrates Court' },
  { id: 'High', label: 'High Court' },
  { id: 'Supreme', label: 'Supreme Court' },
  { id: 'Constitutional', label: 'Constitutional Court' },
] as const;

export type CorrespondentCourt = (typeof CORRESPONDENT_COURT_TYPES)[number]['id'];

export const CORRESPONDENT_COURT_IDS = CORRESPONDENT_COURT_TYPES.map((c) => c.id) as readonly CorrespondentCourt[];

export const DEFAULT_CORRESPONDENT_COURT: CorrespondentCourt = 'Magistrates';

export function correspondentCourtLabel(id: CorrespondentCourt): string {
  return CORRESPONDENT_COURT_TYPES.find((c) => c.id === id)?.label ?? id;
}

/** The correspondent search: a court type (step 1), then where the court is (step 2). */
export const correspondentSearchSchema = z.object({
  court: z.enum(CORRESPONDENT_COURT_IDS as [CorrespondentCourt, ...CorrespondentCourt[]], {
    error: 'Please choose a court type.',
  }),
  location: z.string().trim().min(1, 'Enter the city, town or province.').max(100, 'Please enter a shorter place name.'),
});
export type CorrespondentSearch = z.output<typeof correspondentSearchSchema>;
