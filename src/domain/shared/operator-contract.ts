/**
 * The contract between the operator's control panel and the admin and blog callables: inputs,
 * outputs and the spec's messages. Pure: used by the SPA form, the callables and the tests.
 */
import { z } from 'zod';
import { blogPostInputSchema } from '../blog/posts';
import { PLAN_IDS, type PlanId } from '../payments/plan-ids';
import { documentIdSchema } from './fields';
import { MESSAGES } from './messages';
import { PROVINCES, type Province } from './provinces';
import { storedMillisSchema } from './stored-date';
import { hasHtml } from './text-rules';

export const OPERATOR_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  notAnOperator: 'This account does not have operator access.',
  loadFirmsFailed: 'Failed to load firms',
  subscriptionUpdated: 'Subscription updated successfully',
  updating: 'Updating...',
  success: 'Success!',
  failed: 'Failed!',
  firmNotFound: 'Firm not found',
  blogCreated: 'Blog post created successfully!',
  blogCreateFailed: 'Failed to create blog post',
  pdfFailed: 'Failed to process PDF. Please try again.',
  selectPdf: 'Please select a PDF file',
} as const;

/** The spec's per-field failure texts: 'Failed to update subscription: {reason}' and so on. */
export function adminUpdateFailedMessage(field: AdminFirmField, reason: string): string {
  const what = field === 'plan' ? 'subscription' : field === 'featured' ? 'featured status' : 'province';
  return `Failed to update ${what}: ${reason}`;
}

/** Operator status messages clear after this long (spec section 9). */
export const ADMIN_STATUS_CLEAR_MS = 2000;

const firmId = documentIdSchema(MESSAGES.chooseFirm);

const adminFirmChangeSchema = z.discriminatedUnion(
  'field',
  [
    z.object({ field: z.literal('plan'), value: z.enum(PLAN_IDS, { error: 'Invalid subscription tier' }) }).strict(),
    z.object({ field: z.literal('featured'), value: z.boolean({ error: 'Featured must be on or off' }) }).strict(),
    z.object({ field: z.literal('province'), value: z.enum(PROVINCES, { error: MESSAGES.province }) }).strict(),
  ],
  { error: 'Please choose what to change: plan, featured or province' },
);
export type AdminFirmChange = z.infer<typeof adminFirmChangeSchema>;
type AdminFirmField = AdminFirmChange['field'];

export const adminUpdateFirmInputSchema = z.object({ firmId, change: adminFirmChangeSchema }).strict();

export interface AdminUpdateFirmResult {
  firmId: string;
  field: AdminFirmField;
  before: PlanId | boolean | Province | null;
  after: PlanId | boolean | Province;
  /** False when the firm already had that value: nothing was written and nothing audited. */
  changed: boolean;
}

export const grantAdminInputSchema = z
  .object({
    email: z
      .string({ error: 'Please enter the email address of an existing account' })
      .trim()
      .min(1, 'Please enter the email address of an existing account')
      .max(254)
      .pipe(z.email(MESSAGES.validEmail)),
  })
  .strict();
export type GrantAdminInput = z.infer<typeof grantAdminInputSchema>;
export interface GrantAdminResult {
  uid: string;
  email: string;
  alreadyAdmin: boolean;
}

/**
 * auditLog/{id} as stored: adminUpdateFirm writes firm changes (with firmName), grantAdmin writes
 * operator grants (firmId null, with the target account). `at` is a Timestamp, read as epoch millis.
 */
export const auditEntrySchema = z.strictObject({
  by: z.strictObject({ uid: z.string().min(1), email: z.string().nullable() }),
  at: storedMillisSchema,
  firmId: z.string().min(1).nullable(),
  firmName: z.string().nullable().optional(),
  targetUid: z.string().min(1).optional(),
  targetEmail: z.string().optional(),
  field: z.enum([
    'plan',
    'featured',
    'province',
    'admin',
    'review',
    'personal-data',
    'verification',
    'suspension',
    'account',
    'response-pause',
    'legal-update',
    'lead-report',
    'contact-dispute',
    'data-subject-request',
    'translation-reviewer',
    'translation-suggestion',
    'translation-export',
    'security-compromise',
  ]),
  before: z.union([z.string(), z.boolean()]),
  after: z.union([z.string(), z.boolean()]),
  /** A hidden review (hideReview): which one. */
  reviewId: z.string().min(1).optional(),
  /** A decided lead report (decideLeadReport): which lead. */
  leadId: z.string().min(1).optional(),
  /** The reason given: hiding a review, rejection, suspension, reinstatement, lapse. */
  reason: z.string().max(1000).optional(),
  /** Verification approvals: what the operator checked (VERIFICATION_CHECKS) and any note. */
  checks: z.array(z.string()).optional(),
  note: z.string().max(1000).optional(),
});

/** What the audit trail records for each operator change. */
export type AuditEntry = z.output<typeof auditEntrySchema> & { id: string };

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

const PLAIN_FIELDS = ['title', 'excerpt', 'metaDescription', 'author', 'category'] as const;

/** saveBlogPost: the blog form plus, when editing, the post's id. */
export const saveBlogPostInputSchema = blogPostInputSchema
  .extend({
    id: documentIdSchema('Unknown blog post')
      .regex(/^[A-Za-z0-9_-]+$/, 'Unknown blog post')
      .optional(),
  })
  .strict()
  .superRefine((post, ctx) => {
    for (const field of PLAIN_FIELDS) {
      if (hasHtml(post[field] ?? '')) {
        ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.noHtml });
      }
    }
    for (const field of ['keywords', 'tags'] as const) {
      if (post[field].some(hasHtml)) {
        ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.noHtml });
      }
    }
  });
export type SaveBlogPostInput = z.input<typeof saveBlogPostInputSchema>;
export interface SaveBlogPostResult {
  id: string;
  slug: string;
  status: 'draft' | 'published';
}

/** Upper bounds of a PDF import: size of the file, pages read and seconds spent. */
// 7 MB keeps the base64 form (a third larger) under the 10 MB limit of a callable request.
export const PDF_MAX_BYTES = 7 * 1024 * 1024;
export const PDF_MAX_PAGES = 30;
export const PDF_TIME_LIMIT_MS = 20_000;
/** base64 grows by a third; a little slack for padding. */
const PDF_MAX_BASE64 = Math.ceil((PDF_MAX_BYTES * 4) / 3) + 4;

// The control panel sends the file's bytes: nothing is stored in Storage for an import (the
// former pdfs/ upload path is closed in storage.rules).
export const processPdfUploadInputSchema = z
  .object(
    {
      pdfBase64: z
        .string({ error: OPERATOR_MESSAGES.selectPdf })
        .min(8, OPERATOR_MESSAGES.selectPdf)
        .max(PDF_MAX_BASE64, 'The PDF is larger than 7 MB. Please choose a smaller file.')
        .regex(/^[A-Za-z0-9+/]+=*$/, OPERATOR_MESSAGES.selectPdf),
      fileName: z
        .string({ error: OPERATOR_MESSAGES.selectPdf })
        .trim()
        .min(1, OPERATOR_MESSAGES.selectPdf)
        .max(255)
        .regex(/\.pdf$/i, OPERATOR_MESSAGES.selectPdf),
    },
    { error: OPERATOR_MESSAGES.selectPdf },
  )
  .strict();
export type ProcessPdfUploadInput = z.infer<typeof processPdfUploadInputSchema>;
export interface ProcessPdfUploadResult {
  title: string;
  /** Clean <p> paragraphs, ready for the editor. */
  content: string;
  excerpt: string;
  pagesRead: number;
  /** True when the PDF had more pages than PDF_MAX_PAGES and only the first were read. */
  truncated: boolean;
}

/** A PDF by its bytes: the '%PDF-' signature, whatever the file name or browser claims. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return (
    bytes.length > 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46 && bytes[4] === 0x2d
  );
}

/** A picked file counts as a PDF by type or, when the browser gives none, by name. */
export function isPdfFile(file: { name: string; type: string }): boolean {
  return file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
}
