/** The firm's answer in the client's language: the estimate's lines and a time's words. */
import type { ConsultationSlot } from '@/domain/answers/slots';
import type { FeeEstimate } from '@/domain/answers/fee';
import { formatSastLongDate, formatSastLongDateTime } from '@/domain/shared/format';
import type { Locale } from '@/domain/shared/locales';
import { formatRand } from '@/domain/shared/money';
import { SAST_OFFSET_MS } from '@/domain/payments/plans';
import { t } from '@/lib/i18n/runtime';

/** The estimate, line by line, ending with "not binding" and "you pay the firm directly". */
export function feeLines(fee: FeeEstimate, locale: Locale): string[] {
  const rand = (amount: number) => formatRand(amount, locale);
  const consultation =
    fee.consultation.kind === 'free'
      ? t('answer.fee.consultationFree')
      : t('answer.fee.consultationFixed', { amount: rand(fee.consultation.rand) });
  const m = fee.matter;
  const matter =
    m.kind === 'fixed'
      ? t('answer.fee.matterFixed', { amount: rand(m.rand) })
      : m.kind === 'fixed-range'
        ? t('answer.fee.matterFixedRange', { min: rand(m.minRand), max: rand(m.maxRand) })
        : m.kind === 'hourly'
          ? t('answer.fee.matterHourly', { amount: rand(m.rand) })
          : m.kind === 'hourly-range'
            ? t('answer.fee.matterHourlyRange', { min: rand(m.minRand), max: rand(m.maxRand) })
            : t('answer.fee.matterAfter');
  const vat =
    fee.vat === 'included'
      ? t('answer.fee.vatIncluded')
      : fee.vat === 'excluded'
        ? t('answer.fee.vatExcluded')
        : t('answer.fee.vatNotRegistered');
  return [consultation, matter, vat];
}

/** 'HH:MM' in South African time, as clocks there read it in every language. */
function sastTime(ms: number): string {
  const wall = new Date(ms + SAST_OFFSET_MS);
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

/** When, in the client's language: '8 December 2026 at 10:00 SAST'. */
export const slotWhen = (slot: Pick<ConsultationSlot, 'startsAt'>, locale: Locale) =>
  formatSastLongDateTime(slot.startsAt, locale);

/** How long and how: '60 minutes · By phone', or in person at the address. */
export function slotHow(slot: ConsultationSlot): string {
  const how =
    slot.mode === 'in-person'
      ? t('answer.mode.inPerson', { address: 'address' in slot ? (slot.address ?? '') : '' })
      : slot.mode === 'phone'
        ? t('answer.mode.phone')
        : t('answer.mode.video');
  return `${t('answer.minutes', { minutes: slot.minutes })} · ${how}`;
}

export function callbackWords(firm: string, window: { from: number; to: number }, locale: Locale): string {
  return t('answer.callback', {
    firm,
    day: formatSastLongDate(window.from, locale),
    from: sastTime(window.from),
    to: sastTime(window.to),
  });
}
