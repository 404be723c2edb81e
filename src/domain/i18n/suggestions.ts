/**
 * "Suggest a better translation" (issue 38): a visitor on a translated page suggests better words
 * for one catalog message; an operator, or a translation reviewer the operator named, accepts
 * (perhaps edited) or declines it; accepted ones leave as a patch file that
 * `npm run i18n:apply-suggestions <file>` writes into the PO catalogs (scripts/i18n-apply-suggestions.ts).
 * Pure: the dialog, the control panel, the callables, the script and the tests share it.
 *
 * translationSuggestions/{id} holds the words and the message they are about, never who sent them:
 * no name, email or network address (the rate limit counts the address as a hash in rateLimits).
 */
import { z } from 'zod';
import { documentIdSchema } from '../shared/document-id';
import { LOCALE_CODES, type Locale } from '../shared/locales';
import { storedMillisSchema } from '../shared/stored-date';
import { boundedText } from '../shared/text-rules';
import { placeholdersOf } from './po';
import { reviewedLine } from './review-state';

export const SUGGESTION_LIMITS = { text: 600, note: 500, reviewerName: 80 } as const;

/** The languages a suggestion can be about: every one but English, the source. */
const SUGGESTION_LOCALES = LOCALE_CODES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en');
type SuggestionLocale = (typeof SUGGESTION_LOCALES)[number];

export const SUGGESTION_MESSAGES = {
  sent: 'Thank you. Your suggestion has been sent to our translators.',
  chooseText: 'Please choose the text your suggestion is about.',
  unknownMessage: 'This text is not one we can take suggestions for. Please choose another from the list.',
  textMissing: 'Please write your better wording.',
  textTooLong: `Please keep your wording under ${SUGGESTION_LIMITS.text} characters.`,
  noteTooLong: `Please keep your note under ${SUGGESTION_LIMITS.note} characters.`,
  plainText: 'Please use plain text only.',
  noLinks: 'Please leave out web links.',
  placeholders: 'Please keep every word in curly or angle brackets exactly as in the current text.',
  unchanged: 'Your wording is the same as the current text. Please change it, or close this window.',
  notFound: 'This suggestion is not in the list any more. Reload the list.',
  decided: 'This suggestion has already been decided.',
  reviewerOnly: 'Only operators and translation reviewers can decide translation suggestions.',
  reviewerNameMissing: 'Please enter the name the catalogs should record as the reviewer.',
} as const;

const suggestionText = boundedText(
  { min: 1, max: SUGGESTION_LIMITS.text, lineBreaks: false },
  {
    tooShort: SUGGESTION_MESSAGES.textMissing,
    tooLong: SUGGESTION_MESSAGES.textTooLong,
    controlCharacters: SUGGESTION_MESSAGES.plainText,
    link: SUGGESTION_MESSAGES.noLinks,
  },
);

/** A catalog key: dotted words (`footer.blurb`), checked against the compiled catalog on the server. */
const messageIdSchema = z
  .string({ error: SUGGESTION_MESSAGES.chooseText })
  .trim()
  .min(1, SUGGESTION_MESSAGES.chooseText)
  .max(120, SUGGESTION_MESSAGES.unknownMessage)
  .regex(/^[A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+$/, SUGGESTION_MESSAGES.unknownMessage);

export const suggestTranslationInputSchema = z.strictObject({
  locale: z.enum(SUGGESTION_LOCALES as [SuggestionLocale, ...SuggestionLocale[]], {
    error: 'Suggestions are taken for the translated pages only.',
  }),
  messageId: messageIdSchema,
  text: suggestionText,
  note: boundedText(
    { min: 0, max: SUGGESTION_LIMITS.note, lineBreaks: true },
    {
      tooShort: SUGGESTION_MESSAGES.noteTooLong,
      tooLong: SUGGESTION_MESSAGES.noteTooLong,
      controlCharacters: SUGGESTION_MESSAGES.plainText,
      link: SUGGESTION_MESSAGES.noLinks,
    },
  ).default(''),
});
export interface SuggestTranslationResult {
  suggestionId: string;
}

/** The placeholders ({name}) and tags (<contact>) of a message, sorted: a suggestion keeps the English's. */
function messageSlots(message: string): string[] {
  const tags = [...message.matchAll(/<\/?([a-z]+)>/gi)].map((m) => m[0]);
  return [...placeholdersOf(message), ...tags.sort()];
}

/** Whether `text` keeps every placeholder and tag of `english` (and adds none). */
export const keepsSlots = (text: string, english: string): boolean =>
  messageSlots(text).join('\n') === messageSlots(english).join('\n');

export const decideTranslationSuggestionInputSchema = z.strictObject({
  suggestionId: documentIdSchema(SUGGESTION_MESSAGES.notFound),
  decision: z.enum(['accept', 'decline'], { error: 'Please choose accept or decline.' }),
  /** The reviewer's edit of the suggested words; absent: accepted as suggested. */
  text: suggestionText.optional(),
});
export interface DecideTranslationSuggestionResult {
  status: 'accepted' | 'declined';
  /** The words accepted (the edit, or the suggestion); null when declined. */
  acceptedText: string | null;
  reviewedBy: string;
}

export const setTranslationReviewerInputSchema = z.strictObject({
  email: z
    .string({ error: 'Please enter the email address of an existing account' })
    .trim()
    .min(1, 'Please enter the email address of an existing account')
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  /** The name the catalogs record: `# review: reviewed by NAME, DATE`. Needed to grant, ignored to revoke. */
  name: boundedText(
    { min: 0, max: SUGGESTION_LIMITS.reviewerName, lineBreaks: false },
    {
      tooShort: SUGGESTION_MESSAGES.reviewerNameMissing,
      tooLong: `Please keep the name under ${SUGGESTION_LIMITS.reviewerName} characters.`,
      controlCharacters: SUGGESTION_MESSAGES.plainText,
      link: SUGGESTION_MESSAGES.noLinks,
      html: 'Please use plain text only.',
    },
  ).default(''),
  reviewer: z.boolean({ error: 'Please choose whether to grant or revoke the role.' }),
});
export type SetTranslationReviewerInput = z.input<typeof setTranslationReviewerInputSchema>;
export interface SetTranslationReviewerResult {
  uid: string;
  email: string;
  /** The reviewer's recorded name, null once revoked. */
  name: string | null;
  changed: boolean;
}

/** The custom claim a translation reviewer carries: their name, as the catalogs record it. */
export const REVIEWER_CLAIM = 'translationReviewer';

/** A claim's value as a reviewer's name, or null when it names nobody. */
export const reviewerNameOf = (claim: unknown): string | null =>
  typeof claim === 'string' && claim.trim().length > 0 ? claim.trim() : null;

// ---------------------------------------------------------------------------------------------
// The record
// ---------------------------------------------------------------------------------------------

const SUGGESTION_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** translationSuggestions/{id} as stored: what suggestTranslation writes and a decision adds. */
export const translationSuggestionDocumentSchema = z.strictObject({
  locale: z.enum(SUGGESTION_LOCALES as [SuggestionLocale, ...SuggestionLocale[]]),
  messageId: z.string().min(1).max(120),
  /** The English source and the translation the visitor saw, as the catalog held them then (ICU). */
  english: z.string(),
  current: z.string(),
  text: z.string().max(SUGGESTION_LIMITS.text),
  note: z.string().max(SUGGESTION_LIMITS.note),
  status: z.enum(SUGGESTION_STATUSES),
  createdAt: storedMillisSchema,
  acceptedText: z.string().max(SUGGESTION_LIMITS.text).nullable(),
  /** The reviewer's name as the catalogs record it, and the account that decided. */
  reviewedBy: z.string().nullable(),
  decidedByUid: z.string().nullable(),
  decidedAt: storedMillisSchema.nullable(),
  /** An accepted one once a patch file has held it: when, and by whom (exportTranslationSuggestions). */
  exportedAt: storedMillisSchema.nullable(),
  exportedBy: z.string().nullable(),
});
export type TranslationSuggestion = z.output<typeof translationSuggestionDocumentSchema> & { id: string };

export interface NewSuggestionInput {
  locale: SuggestionLocale;
  messageId: string;
  english: string;
  current: string;
  text: string;
  note: string;
  at: Date;
}

/** A new suggestion, pending. Dates are Dates (stored as Timestamps). */
export function newTranslationSuggestionRecord(input: NewSuggestionInput) {
  return {
    locale: input.locale,
    messageId: input.messageId,
    english: input.english,
    current: input.current,
    text: input.text,
    note: input.note,
    status: 'pending' as const,
    createdAt: input.at,
    acceptedText: null,
    reviewedBy: null,
    decidedByUid: null,
    decidedAt: null,
    exportedAt: null,
    exportedBy: null,
  };
}

/** The fields a decision changes. */
export function suggestionDecision(input: {
  decision: 'accept' | 'decline';
  acceptedText: string;
  reviewedBy: string;
  decidedByUid: string;
  at: Date;
}) {
  return {
    status: input.decision === 'accept' ? ('accepted' as const) : ('declined' as const),
    acceptedText: input.decision === 'accept' ? input.acceptedText : null,
    reviewedBy: input.reviewedBy,
    decidedByUid: input.decidedByUid,
    decidedAt: input.at,
  };
}

// ---------------------------------------------------------------------------------------------
// The patch file (the panel's download, the script's input)
// ---------------------------------------------------------------------------------------------

/*
 * Each file holds only the accepted suggestions no earlier file held, and each one it holds is
 * recorded as exported (when, by whom). That is what a developer expects of "download, apply,
 * commit": a file is the change since the last one. A file of every acceptance ever made would
 * also apply harmlessly twice, but it writes old acceptances again over any hand edit a developer
 * made to those messages since, and its diff hides the new words among the old.
 */

export const SUGGESTION_PATCH_FORMAT = 'regmatch-translation-suggestions';

/** At most this many suggestions in one file (one transaction records them); the rest wait for the next. */
export const SUGGESTION_EXPORT_LIMIT = 200;

const patchRowSchema = z.strictObject({
  locale: z.enum(SUGGESTION_LOCALES as [SuggestionLocale, ...SuggestionLocale[]]),
  messageId: z.string().min(1).max(120),
  text: z.string().min(1).max(SUGGESTION_LIMITS.text),
  reviewedBy: z
    .string()
    .min(1)
    .max(SUGGESTION_LIMITS.reviewerName + 254),
  /** YYYY-MM-DD, the day it was accepted. */
  reviewedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});

export const suggestionPatchSchema = z.strictObject({
  format: z.literal(SUGGESTION_PATCH_FORMAT),
  /** 2: a file holds what no earlier file held, and says when and by whom it was exported. */
  version: z.literal(2),
  exportedAt: z.iso.datetime(),
  exportedBy: z.string().min(1),
  suggestions: z.array(patchRowSchema),
});
export type SuggestionPatch = z.infer<typeof suggestionPatchSchema>;

/**
 * The patch file of accepted suggestions not yet exported, oldest decision first: a later
 * acceptance of the same message is written last, and wins.
 */
export function suggestionPatch(
  accepted: readonly TranslationSuggestion[],
  exported: { at: number; by: string },
): SuggestionPatch {
  const rows = accepted
    .filter((s) => s.status === 'accepted' && s.acceptedText && s.reviewedBy && s.decidedAt !== null)
    .sort((a, b) => (a.decidedAt ?? 0) - (b.decidedAt ?? 0))
    .map((s) => ({
      locale: s.locale,
      messageId: s.messageId,
      text: s.acceptedText!,
      reviewedBy: s.reviewedBy!,
      reviewedOn: new Date(s.decidedAt!).toISOString().slice(0, 10),
    }));
  return {
    format: SUGGESTION_PATCH_FORMAT,
    version: 2,
    exportedAt: new Date(exported.at).toISOString(),
    exportedBy: exported.by,
    suggestions: rows,
  };
}

export const exportTranslationSuggestionsInputSchema = z.strictObject({
  /** true: the last file again, as it was (a lost download); nothing new is recorded. */
  again: z.boolean({ error: 'Please choose a new file or the last one again.' }).default(false),
});
export interface ExportTranslationSuggestionsResult {
  /** null: no accepted suggestion is waiting for a file (or, again, no file was ever exported). */
  patch: SuggestionPatch | null;
  /** Accepted suggestions still waiting after this file (more than one file holds). */
  left: number;
}

/** The fields an export adds to each suggestion it holds. */
export const suggestionExported = (input: { at: Date; by: string }) => ({ exportedAt: input.at, exportedBy: input.by });

/** The `# review:` line an applied suggestion leaves on its message. */
export const appliedReviewLine = (row: SuggestionPatch['suggestions'][number]) => reviewedLine(row.reviewedBy, row.reviewedOn);
