// A module of its own, so the pages that need only this sentence (the results and the
// confirmation) download nothing else of the i18n helpers.
import { RESPONSE_PROMISE_BUSINESS_HOURS } from '@/domain/shared/brand';
import { t } from './runtime';

const WORKING_DAY_HOURS = 8;

/** "within 16 business hours (about two working days)" in the active locale. */
export const responsePromise = () =>
  t('common.responsePromise', {
    hours: RESPONSE_PROMISE_BUSINESS_HOURS,
    days: RESPONSE_PROMISE_BUSINESS_HOURS / WORKING_DAY_HOURS,
  });
