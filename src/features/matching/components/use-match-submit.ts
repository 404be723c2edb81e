import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResultsState } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { isIncomeBandId } from '@/domain/matching/legal-aid';
import { reasonOf } from '@/lib/callable';
import { clearDraft, forgetSubmissionKey, submissionKey } from '@/lib/session-draft';
import { requestMatch } from '../api/request-match';
import { toSearchCriteria, type WizardData } from './wizard-state';
import { DEFAULT_LOCALE } from '@/domain/shared/locales';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * The last step's request: the criteria go to requestMatch once (a second press while it is on its
 * way does nothing), and the results page shows the answer or the reason it failed.
 */
export function useMatchSubmit() {
  const navigate = useNavigate();
  const { locale, pathTo } = useLocale();
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: two clicks in one frame both see submitting=false in their closures.
  const inFlight = useRef(false);

  async function submit(data: WizardData) {
    if (inFlight.current) return;
    const searched: SearchCriteria | null = toSearchCriteria(data);
    if (!searched) return;
    // The language the client used the wizard in (absent for English): their emails follow it.
    const criteria: SearchCriteria = locale === DEFAULT_LOCALE ? searched : { ...searched, locale };
    inFlight.current = true;
    setSubmitting(true);
    try {
      // One key per submission, kept in the tab: a reload or a second click gets the first answer.
      const consent = { shareWithOtherFirms: data.shareWithOtherFirms, reroute: data.reroute };
      const result = await requestMatch(criteria, { idempotencyKey: submissionKey('matching-wizard'), consent });
      const incomeBand = isIncomeBandId(data.incomeBand) ? data.incomeBand : null;
      const state: ResultsState = { matches: result.nextFirms, topFirm: result.topFirm, criteria, incomeBand, consent };
      clearDraft('matching-wizard');
      forgetSubmissionKey('matching-wizard');
      void navigate(pathTo('/results'), { state });
    } catch (error) {
      // A rate limit's message says when to try again; anything else gets the general wording.
      const message = reasonOf(error) === 'rate-limited' && error instanceof Error ? error.message : t('match.matchingFailed');
      const state: ResultsState = { matches: [], criteria, error: message };
      void navigate(pathTo('/results'), { state });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, isInFlight: () => inFlight.current, submit };
}
