/**
 * The fee estimate a firm gives with its answer: numbers in rand with their kind, never prose, so
 * they can be compared, summarised and translated (DESIGN.md, "After the first contact"). Every
 * estimate is shown with the words "not binding" (FEE_NOT_BINDING); no payment ever passes through
 * the platform: the client pays the firm directly.
 */
import { z } from 'zod';
import { formatRand } from '../shared/money';

/** The largest amount in rand any field takes (a typo guard, not a price cap). */
const MAX_RAND = 100_000;

export const FEE_MESSAGES = {
  amount: `Please enter a whole amount in rand between 1 and ${MAX_RAND.toLocaleString('en-ZA')}.`,
  range: 'The upper amount must be more than the lower amount.',
  consultationKind: 'Please choose whether the first consultation is free or a fixed amount.',
  matterKind: 'Please choose how the matter will be charged.',
  vat: 'Please say whether the amounts include VAT.',
} as const;

/** A whole number of rand, 1 to MAX_RAND. */
const randSchema = z
  .number({ error: FEE_MESSAGES.amount })
  .int(FEE_MESSAGES.amount)
  .min(1, FEE_MESSAGES.amount)
  .max(MAX_RAND, FEE_MESSAGES.amount);

/** The first consultation: free, or a fixed amount. */
const consultationFeeSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('free') }).strict(), z.object({ kind: z.literal('fixed'), rand: randSchema }).strict()],
  { error: FEE_MESSAGES.consultationKind },
);
type ConsultationFee = z.infer<typeof consultationFeeSchema>;

const range = <T extends { minRand: number; maxRand: number }>(value: T, ctx: z.RefinementCtx) => {
  if (value.maxRand <= value.minRand) ctx.addIssue({ code: 'custom', path: ['maxRand'], message: FEE_MESSAGES.range });
};

/**
 * The matter itself: a fixed fee or a range, an hourly rate or a range, or quoted after the
 * consultation. Ranges need max > min.
 */
const matterFeeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('fixed'), rand: randSchema }).strict(),
    z
      .object({ kind: z.literal('fixed-range'), minRand: randSchema, maxRand: randSchema })
      .strict()
      .superRefine(range),
    z.object({ kind: z.literal('hourly'), rand: randSchema }).strict(),
    z
      .object({ kind: z.literal('hourly-range'), minRand: randSchema, maxRand: randSchema })
      .strict()
      .superRefine(range),
    z.object({ kind: z.literal('after-consultation') }).strict(),
  ],
  { error: FEE_MESSAGES.matterKind },
);
export type MatterFee = z.infer<typeof matterFeeSchema>;

const VAT_STATES = ['included', 'excluded', 'not-registered'] as const;
export type VatState = (typeof VAT_STATES)[number];

/** The whole estimate as the firm enters it and as leadAnswers/{id}.fee stores it. */
export const feeEstimateSchema = z
  .object({
    consultation: consultationFeeSchema,
    matter: matterFeeSchema,
    vat: z.enum(VAT_STATES, { error: FEE_MESSAGES.vat }),
  })
  .strict();
export type FeeEstimate = z.infer<typeof feeEstimateSchema>;

/** Shown beside every estimate, on every screen and in every message that carries one (English; emails use the catalogs). */
export const FEE_NOT_BINDING = 'This estimate is not binding.';

/** The first consultation in English words (firm screens; the client's emails translate via the catalogs). */
function consultationFeeText(fee: ConsultationFee): string {
  return fee.kind === 'free' ? 'First consultation: free' : `First consultation: ${formatRand(fee.rand)}`;
}

/** The matter's fee in English words. */
function matterFeeText(fee: MatterFee): string {
  switch (fee.kind) {
    case 'fixed':
      return `The matter: a fixed fee of ${formatRand(fee.rand)}`;
    case 'fixed-range':
      return `The matter: a fixed fee between ${formatRand(fee.minRand)} and ${formatRand(fee.maxRand)}`;
    case 'hourly':
      return `The matter: ${formatRand(fee.rand)} an hour`;
    case 'hourly-range':
      return `The matter: between ${formatRand(fee.minRand)} and ${formatRand(fee.maxRand)} an hour`;
    case 'after-consultation':
      return 'The matter: quoted after the consultation';
  }
}

const VAT_TEXT: Record<VatState, string> = {
  included: 'Amounts include VAT.',
  excluded: 'Amounts exclude VAT.',
  'not-registered': 'The firm is not registered for VAT.',
};

/** The estimate in English lines, ending with "not binding" (firm screens, operator, tests). */
export const feeEstimateLines = (fee: FeeEstimate): string[] => [
  consultationFeeText(fee.consultation),
  matterFeeText(fee.matter),
  VAT_TEXT[fee.vat],
  FEE_NOT_BINDING,
];
