import { useState } from 'react';
import { Alert, Button } from '@/components/ui';
import { isResponsePaused, RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import type { Firm } from '@/lib/firestore';
import { useMutation } from '@/lib/use-mutation';
import { resumeMatching } from '../api/firm-account';

/**
 * Shown above every tab while the firm is paused from matching for unanswered leads: why, and the
 * one button that returns it (resumeMatching). The firm document is live, so once the call
 * succeeds the pause disappears and the welcome-back message takes its place.
 */
export function ResponsePauseBanner({ firm }: { firm: Pick<Firm, 'responsePause'> }) {
  const [resumed, setResumed] = useState(false);
  const {
    busy,
    failure,
    mutate: resume,
  } = useMutation(async () => {
    await resumeMatching();
    setResumed(true);
  });
  const paused = isResponsePaused(firm);

  if (!paused) {
    return resumed ? (
      <Alert tone="success" title="Matching resumed" className="mb-6">
        {RESPONSE_PAUSE_MESSAGES.resumed}
      </Alert>
    ) : null;
  }

  return (
    <section
      aria-labelledby="response-pause-title"
      className="mb-6 rounded-lg border-2 border-orange-400 bg-orange-50 px-4 py-4 text-sm text-orange-950 sm:px-5"
    >
      <h2 id="response-pause-title" className="text-base font-bold">
        <span aria-hidden="true">⚠ </span>
        {RESPONSE_PAUSE_MESSAGES.bannerTitle}
      </h2>
      <p className="mt-1 max-w-3xl">{RESPONSE_PAUSE_MESSAGES.banner(firm.responsePause?.lapses ?? 0)}</p>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
      <Button className="mt-3 w-full sm:w-auto" onClick={() => void resume()} busy={busy}>
        {busy ? RESPONSE_PAUSE_MESSAGES.confirming : RESPONSE_PAUSE_MESSAGES.confirm}
      </Button>
    </section>
  );
}
