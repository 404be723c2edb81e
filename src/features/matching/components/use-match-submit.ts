import { useNavigate } from 'react-router';
import type { ResultsState } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { isIncomeBandId } from '@/domain/matching/legal-aid';
import { clearDraft, forgetSubmissionKey, submissionKey } from '@/lib/session-draft';
import { useMutation } from '@/lib/use-mutation';
import { requestMatch } from '../api/request-match';
import { messagingOptInOf } from './steps/messaging-opt-in-value';
import { wizardRules } from './wizard-rules';
import { toSearchCriteria, type WizardData } from './wizard-state';

/**
 * The last step's request: the criteria go to requestMatch once (a second press while it is on its
 * way does nothing), and the results page shows the answer or the reason it failed: a rate limit's
 * message says when to try again, anything else gets the general wording.
 */
export function useMatchSubmit() {
  const navigate = useNavigate();
  const request = useMutation(
    async (data: WizardData, criteria: SearchCriteria) => {
      // One key per submission, kept in the tab: a reload or a second click gets the first answer.
      const consent = { shareWithOtherFirms: data.shareWithOtherFirms, reroute: data.reroute };
      const messaging = messagingOptInOf(data);
      const result = await requestMatch(criteria, {
        idempotencyKey: submissionKey('matching-wizard'),
        consent,
        ...(messaging ? { messaging } : {}),
      });
      const incomeBand = isIncomeBandId(data.incomeBand) ? data.incomeBand : null;
      const state: ResultsState = { matches: result.nextFirms, topFirm: result.topFirm, criteria, incomeBand, consent };
      clearDraft('matching-wizard');
      forgetSubmissionKey('matching-wizard');
      void navigate('/results', { state });
    },
    {
      words: ['rate-limited'],
      // The wizard's wording comes with its rules (loadWizardRules), after the first render: it is
      // read when a request fails.
      get fallback() {
        return wizardRules().MATCH_MESSAGES.matchingFailed;
      },
      // The results page shows the failure, not the wizard.
      onError: () => true,
    },
  );

  async function submit(data: WizardData) {
    if (request.isRunning()) return;
    const criteria: SearchCriteria | null = toSearchCriteria(data);
    if (!criteria) return;
    const outcome = await request.mutate(data, criteria);
    if (!outcome.ok && outcome.failure !== undefined) {
      const state: ResultsState = { matches: [], criteria, error: outcome.failure };
      void navigate('/results', { state });
    }
  }

  return { submitting: request.busy, isInFlight: request.isRunning, submit };
}
