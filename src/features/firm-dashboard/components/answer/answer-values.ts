/**
 * The answer form's values (what the inputs hold: strings, a date and a time in SAST) and their
 * way to the callable's input. The form's resolver is the shared contract itself: the values are
 * turned into an answerLead input, parsed with answerLeadInputSchema and checked with the server's
 * own slotProblems / callbackProblem, and every issue is put back on the input it is about. So the
 * firm reads exactly the refusal the server would give, beside the field, before it sends.
 */
import { z } from 'zod';
import { answerLeadInputSchema, answerOfferSchema, answerTemplateSchema, type AnswerTemplate } from '@/domain/answers/contract';
import type { FeeEstimate, MatterFee, VatState } from '@/domain/answers/fee';
import { callbackProblem, slotProblems, type ConsultationMode, type SlotMinutes } from '@/domain/answers/slots';
import type { BusinessHours } from '@/domain/firms/options';
import { SAST_OFFSET_MS } from '@/domain/payments/plans';

export interface SlotValues {
  /** 'YYYY-MM-DD', South African date. */
  date: string;
  /** 'HH:MM', South African time. */
  time: string;
  minutes: `${SlotMinutes}`;
  mode: ConsultationMode;
  address: string;
}

export interface FeeValues {
  consultationKind: 'free' | 'fixed';
  consultationRand: string;
  matterKind: MatterFee['kind'];
  /** A fixed fee or an hourly rate. */
  matterRand: string;
  matterMin: string;
  matterMax: string;
  vat: VatState | '';
}

export interface AnswerValues extends FeeValues {
  message: string;
  offerKind: 'times' | 'callback';
  slots: SlotValues[];
  callbackDate: string;
  callbackFrom: string;
  callbackTo: string;
  /** Never an input: where a refusal of the list of times as a whole is shown (too many, none). */
  offerProblem?: string;
}

export type AnswerInput = Omit<z.output<typeof answerLeadInputSchema>, 'leadId'>;

/** The usual length and way of a consultation, prefilled on each new time (a template's, or these). */
export interface SlotDefaults {
  minutes: SlotMinutes;
  mode: ConsultationMode;
  address: string;
}
const DEFAULT_SLOT: SlotDefaults = { minutes: 60, mode: 'phone', address: '' };

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the inputs show it, in South African time. */
export function sastInputs(ms: number): { date: string; time: string } {
  const wall = new Date(ms + SAST_OFFSET_MS);
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** A South African date and time from the inputs as epoch ms; NaN when either is missing or malformed. */
export function sastInstant(date: string, time: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const t = /^(\d{2}):(\d{2})$/.exec(time.trim());
  if (!d || !t) return Number.NaN;
  return Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])) - SAST_OFFSET_MS;
}

/** The next free-looking time to suggest: tomorrow at 10:00 SAST, a day later for each time already listed. */
export function newSlot(defaults: SlotDefaults, now: number, index: number): SlotValues {
  const day = sastInputs(now + (index + 1) * 24 * 60 * 60 * 1000).date;
  return { date: day, time: '10:00', minutes: `${defaults.minutes}`, mode: defaults.mode, address: defaults.address };
}

/** What a typed amount means: spaces and a leading R are allowed ('R 1 500'); anything else is NaN. */
function randOf(text: string): number {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(/^R/i, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The estimate as the contract shapes it (not yet checked: the schema does that). */
function feeOf(values: FeeValues): unknown {
  const consultation =
    values.consultationKind === 'fixed' ? { kind: 'fixed', rand: randOf(values.consultationRand) } : { kind: 'free' };
  const matter =
    values.matterKind === 'fixed' || values.matterKind === 'hourly'
      ? { kind: values.matterKind, rand: randOf(values.matterRand) }
      : values.matterKind === 'fixed-range' || values.matterKind === 'hourly-range'
        ? { kind: values.matterKind, minRand: randOf(values.matterMin), maxRand: randOf(values.matterMax) }
        : { kind: values.matterKind };
  return { consultation, matter, vat: values.vat === '' ? undefined : values.vat };
}

/** A stored or templated estimate back into the inputs. */
function feeValues(fee: FeeEstimate): FeeValues {
  const m = fee.matter;
  return {
    consultationKind: fee.consultation.kind,
    consultationRand: fee.consultation.kind === 'fixed' ? String(fee.consultation.rand) : '',
    matterKind: m.kind,
    matterRand: m.kind === 'fixed' || m.kind === 'hourly' ? String(m.rand) : '',
    matterMin: m.kind === 'fixed-range' || m.kind === 'hourly-range' ? String(m.minRand) : '',
    matterMax: m.kind === 'fixed-range' || m.kind === 'hourly-range' ? String(m.maxRand) : '',
    vat: fee.vat,
  };
}

const EMPTY_FEE: FeeValues = {
  consultationKind: 'free',
  consultationRand: '',
  matterKind: 'after-consultation',
  matterRand: '',
  matterMin: '',
  matterMax: '',
  vat: '',
};

export function emptyAnswer(now: number, defaults: SlotDefaults = DEFAULT_SLOT): AnswerValues {
  const tomorrow = sastInputs(now + 24 * 60 * 60 * 1000).date;
  return {
    message: '',
    ...EMPTY_FEE,
    offerKind: 'times',
    slots: [newSlot(defaults, now, 0)],
    callbackDate: tomorrow,
    callbackFrom: '09:00',
    callbackTo: '12:00',
  };
}

/** The form after picking a template: its message, estimate, and its usual length, way and address on every time. */
export function applyTemplate(values: AnswerValues, template: AnswerTemplate): AnswerValues {
  const defaults = slotDefaultsOf(template);
  return {
    ...values,
    message: template.message,
    ...feeValues(template.fee),
    slots: values.slots.map((slot) => ({
      ...slot,
      minutes: `${defaults.minutes}`,
      mode: defaults.mode,
      address: defaults.address,
    })),
  };
}

export const slotDefaultsOf = (template: Pick<AnswerTemplate, 'minutes' | 'mode' | 'address'> | null): SlotDefaults => ({
  minutes: template?.minutes ?? DEFAULT_SLOT.minutes,
  mode: template?.mode ?? DEFAULT_SLOT.mode,
  address: template?.address ?? DEFAULT_SLOT.address,
});

function slotOf(slot: SlotValues): unknown {
  const base = { startsAt: sastInstant(slot.date, slot.time), minutes: Number(slot.minutes), mode: slot.mode };
  return slot.mode === 'in-person' ? { ...base, address: slot.address } : base;
}

/** The answerLead input the values make (unchecked). */
function answerInputOf(values: AnswerValues): unknown {
  const offer =
    values.offerKind === 'times'
      ? { kind: 'times', slots: values.slots.map(slotOf) }
      : {
          kind: 'callback',
          from: sastInstant(values.callbackDate, values.callbackFrom),
          to: sastInstant(values.callbackDate, values.callbackTo),
        };
  return { message: values.message, fee: feeOf(values), offer };
}

/** Where a contract path lands in the form (an issue about the list of times goes to `offerProblem`). */
export function formPathOf(path: readonly PropertyKey[]): string {
  const [head, second, third, fourth] = path.map(String);
  if (head === 'message') return 'message';
  if (head === 'fee') {
    if (second === 'vat') return 'vat';
    if (second === 'consultation') return third === 'rand' ? 'consultationRand' : 'consultationKind';
    if (second === 'matter') {
      if (third === 'rand') return 'matterRand';
      if (third === 'minRand') return 'matterMin';
      if (third === 'maxRand') return 'matterMax';
      return 'matterKind';
    }
  }
  if (head === 'offer') {
    if (second === 'slots' && third !== undefined) {
      const field = fourth === 'address' ? 'address' : fourth === 'minutes' ? 'minutes' : fourth === 'mode' ? 'mode' : 'time';
      return `slots.${third}.${field}`;
    }
    if (second === 'from') return 'callbackFrom';
    if (second === 'to') return 'callbackTo';
    if (second === 'slots') return 'offerProblem';
  }
  return 'offerKind';
}

/**
 * The answer form's resolver schema, for a firm with these hours at the moment `now()` says: the
 * values in, the answerLead input (without the lead) out, the contract's refusals on the inputs.
 */
export function answerFormSchema({ businessHours, now }: { businessHours: BusinessHours; now: () => number }) {
  return z.custom<AnswerValues>().transform((values, ctx) => {
    const raw = answerInputOf(values) as { offer: unknown };
    const parsed = answerLeadInputSchema.omit({ leadId: true }).safeParse(raw);
    let refused = !parsed.success;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: formPathOf(issue.path).split('.'), message: issue.message });
      }
    }
    // The times are checked against the clock and the hours whenever their own shape is right,
    // so a firm sees "outside your business hours" together with any other mistake, not after it.
    const offer = answerOfferSchema.safeParse(raw.offer);
    if (offer.success) {
      const at = now();
      if (offer.data.kind === 'times') {
        for (const problem of slotProblems(offer.data.slots, { now: at, businessHours })) {
          const path = problem.index === null ? ['offerProblem'] : ['slots', String(problem.index), 'time'];
          ctx.addIssue({ code: 'custom', path, message: problem.message });
          refused = true;
        }
      } else {
        const problem = callbackProblem(offer.data, at);
        if (problem) {
          ctx.addIssue({ code: 'custom', path: ['callbackTo'], message: problem });
          refused = true;
        }
      }
    }
    return refused || !parsed.success ? z.NEVER : parsed.data;
  });
}

// ---- Templates ----------------------------------------------------------------------------------

export interface TemplateValues extends FeeValues {
  name: string;
  message: string;
  minutes: `${SlotMinutes}`;
  mode: ConsultationMode;
  address: string;
}

export const emptyTemplate = (): TemplateValues => ({
  name: '',
  message: '',
  ...EMPTY_FEE,
  minutes: `${DEFAULT_SLOT.minutes}`,
  mode: DEFAULT_SLOT.mode,
  address: '',
});

export const templateValues = (template: AnswerTemplate): TemplateValues => ({
  name: template.name,
  message: template.message,
  ...feeValues(template.fee),
  ...(() => {
    const d = slotDefaultsOf(template);
    return { minutes: `${d.minutes}` as const, mode: d.mode, address: d.address };
  })(),
});

/** A template's resolver: the shared answerTemplateSchema, its issues on the inputs. */
export const templateFormSchema = z.custom<TemplateValues>().transform((values, ctx) => {
  const parsed = answerTemplateSchema.safeParse({
    name: values.name,
    message: values.message,
    fee: feeOf(values),
    minutes: Number(values.minutes),
    mode: values.mode,
    ...(values.address.trim() ? { address: values.address.trim() } : {}),
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const [head] = issue.path.map(String);
    const path =
      head === 'fee' ? formPathOf(issue.path) : head === 'address' || head === 'name' || head === 'message' ? head : 'name';
    ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
  }
  return z.NEVER;
});
