import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResultsState } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import { isIncomeBandId } from '@/domain/matching/legal-aid';
import { reasonOf } from '@/lib/callable';
import { clearDraft, forgetSubmissionKey, submissionKey } from '@/lib/session-draft';
import { requestMatch } from '../api/request-match';
import { messagingOptInOf } from './steps/messaging-opt-in-value';
import { wizardRules } from './wizard-rules';
import { toSearchCriteria, type WizardData } from './wizard-state';

/**
 * The last step's request: the criteria go to requestMatch once (a second press while it is on its
 * way does nothing), and the results page shows the answer or the reason it failed.
 */
export function useMatchSubmit() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: two clicks in one frame both see submitting=false in their closures.
  const inFlight = useRef(false);

  async function submit(data: WizardData) {
    if (inFlight.current) return;
    const criteria: SearchCriteria | null = toSearchCriteria(data);
    if (!criteria) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
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
    } catch (error) {
      // A rate limit's message says when to try again; anything else gets the general wording.
      const message =
        reasonOf(error) === 'rate-limited' && error instanceof Error
          ? error.message
          : wizardRules().MATCH_MESSAGES.matchingFailed;
      const state: ResultsState = { matches: [], criteria, error: message };
      void navigate('/results', { state });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { submitting, isInFlight: () => inFlight.current, submit };
}
