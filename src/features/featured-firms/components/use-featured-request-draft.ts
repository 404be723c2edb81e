import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FeaturedRequest, FeaturedRequestInput } from '@/domain/matching/criteria';
import { clearDraft, readDraft, writeDraft } from '@/lib/session-draft';
import { EMPTY_ANSWERS, fromDraft, toDraft, type FeaturedAnswers } from './featured-request-state';

/**
 * The answers a firm's request starts with: the tab's draft for this firm (a reload, or Back to
 * the page and Match again), else empty. Read once, when the request opens: the flow is never
 * prerendered (it opens after the firms load), so the first render may already hold the draft.
 */
export function useDraftAnswers(firmId: string): FeaturedAnswers {
  const [answers] = useState(() => readDraft('featured-request', (value) => fromDraft(value, firmId)) ?? EMPTY_ANSWERS);
  return answers;
}

/**
 * What was typed survives a reload for this tab's session (src/lib/session-draft.ts): written on
 * every change; the URL keeps the step. `forget` clears it once the request was sent.
 */
export function useFeaturedRequestDraft(form: UseFormReturn<FeaturedRequestInput, unknown, FeaturedRequest>, firmId: string) {
  useEffect(() => {
    const subscription = form.watch((values) =>
      writeDraft('featured-request', toDraft(firmId, values as Partial<FeaturedAnswers>)),
    );
    return () => subscription.unsubscribe();
  }, [form, firmId]);
  return { forget: () => clearDraft('featured-request') };
}
