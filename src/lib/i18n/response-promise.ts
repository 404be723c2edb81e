// Apart from messages.ts on purpose: that module carries the English-to-key table (KEY_OF_ENGLISH,
// about 1.2 kB gzip), which the pages that only need this sentence must not download.
import { RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { t } from './runtime';

const WORKING_DAY_HOURS = 8;

/** "within 16 business hours (about two working days)" in the active locale. */
export const responsePromise = () =>
  t('common.responsePromise', {
    hours: RESPONSE_PROMISE_BUSINESS_HOURS,
    days: RESPONSE_PROMISE_BUSINESS_HOURS / WORKING_DAY_HOURS,
  });
