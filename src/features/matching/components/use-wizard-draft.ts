import { useEffect, useLayoutEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readDraft, writeDraft } from '@/lib/session-draft';
import { fromDraft, toDraft, type WizardData } from './wizard-state';

/**
 * What was typed survives a reload for this tab's session (cleared after a successful submit); the
 * URL keeps the step. The page is prerendered at its first step, so the first render must be that
 * step: the draft comes back in the commit right after (a layout effect, so no keystroke can land
 * in between), and only then does the wizard follow the URL and write drafts. Answers handed in
 * ('Modify Search') win over the tab's draft.
 */
export function useWizardDraft(form: UseFormReturn<WizardData>, { handedIn }: { handedIn: boolean }): boolean {
  const [restored, setRestored] = useState(false);
  useLayoutEffect(() => {
    const draft = handedIn ? null : readDraft('matching-wizard', fromDraft);
    if (draft) form.reset(draft.data);
    setRestored(true);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!restored) return;
    writeDraft('matching-wizard', toDraft(form.getValues()));
    const subscription = form.watch((values) => writeDraft('matching-wizard', toDraft(values as WizardData)));
    return () => subscription.unsubscribe();
  }, [restored, form]);
  return restored;
}
