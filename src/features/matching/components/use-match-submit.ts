import { useNavigate } from 'react-router';
import type { ResultsState } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { isIncomeBandId } from '@/domain/matching/legal-aid';
import { MESSAGING_POLICY_VERSION } from '@/domain/notifications/channels';
import { DEFAULT_LOCALE } from '@/domain/shared/locales';
import { WIZARD_REFUSALS } from '@/domain/i18n/wizard-refusals';
import { wordingOf } from '@/lib/i18n/refusal-wording';
import { useLocale } from '@/lib/i18n/use-locale';
import { clearDraft, forgetSubmissionKey, submissionKey } from '@/lib/session-draft';
import { useMutation } from '@/lib/use-mutation';
import { requestMatch } from '../api/request-match';
import { messagingOptInOf } from './steps/messaging-opt-in-value';
import { toSearchCriteria, type WizardData } from './wizard-state';

/**
 * The last step's request: the criteria go to requestMatch once (a second press while it is on its
 * way does nothing), and the results page shows the answer or the reason it failed: a rate limit's
 * message says when to try again, anything else gets the general wording.
 */
export function useMatchSubmit() {
  const navigate = useNavigate();
  const { locale, pathTo } = useLocale();
  const request = useMutation(
    async (data: WizardData, criteria: SearchCriteria) => {
      // One key per submission, kept in the tab: a reload or a second click gets the first answer.
      const consent = { shareWithOtherFirms: data.shareWithOtherFirms, reroute: data.reroute };
      const messaging = messagingOptInOf(data);
      const result = await requestMatch(criteria, {
        idempotencyKey: submissionKey('matching-wizard'),
        consent,
        // With the policy version whose words the box showed: the server records those words in
        // the request's language and refuses a version it does not hold (docs/notifications.md).
        ...(messaging ? { messaging: { ...messaging, policyVersion: MESSAGING_POLICY_VERSION } } : {}),
      });
      const incomeBand = isIncomeBandId(data.incomeBand) ? data.incomeBand : null;
      const state: ResultsState = { matches: result.nextFirms, topFirm: result.topFirm, criteria, incomeBand, consent };
      clearDraft('matching-wizard');
      forgetSubmissionKey('matching-wizard');
      void navigate(pathTo('/results'), { state });
    },
    {
      // In the client's language: a rate limit's own words (they say when to try again), any other
      // failure "Matching failed".
      ...wordingOf(WIZARD_REFUSALS.requestMatch, { fallback: 'match.matchingFailed' }),
      // The results page shows the failure, not the wizard.
      onError: () => true,
    },
  );

  async function submit(data: WizardData) {
    if (request.isRunning()) return;
    const searched: SearchCriteria | null = toSearchCriteria(data);
    if (!searched) return;
    // The language the client used the wizard in (absent for English): their emails follow it.
    const criteria: SearchCriteria = locale === DEFAULT_LOCALE ? searched : { ...searched, locale };
    const outcome = await request.mutate(data, criteria);
    if (!outcome.ok && outcome.failure !== undefined) {
      const state: ResultsState = { matches: [], criteria, error: outcome.failure };
      void navigate(pathTo('/results'), { state });
    }
  }

  return { submitting: request.busy, isInFlight: request.isRunning, submit };
}
