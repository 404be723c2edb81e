import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/runtime';
import { STEP_PARAM } from './step-param';
import { LegalTermsContent } from './steps/legal-terms-content';
import { STEP_TITLES, StepIndicator, WIZARD_BUTTONS_CLASS, WIZARD_CARD_CLASS, WIZARD_HEADING_CLASS } from './wizard-frame';

/**
 * The wizard's first step ("Before we start") without the form library: the same markup and words
 * as the full wizard's first step, so the prerendered page hydrates into it and the hand-over
 * changes nothing on screen. `prefetch` runs on the first touch; `onAccepted` is Continue with the
 * box ticked (it resolves false when the wizard could not be fetched).
 */
export function FirstStep({ prefetch, onAccepted }: { prefetch: () => void; onAccepted: () => Promise<boolean> }) {
  const box = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!box.current?.checked) {
      // MESSAGES.acceptTerms in the page's language (the key field-message-keys.ts names for it), without
      // the domain's messages module, which brings the practice-area taxonomy with it.
      setError(t('field.acceptTerms'));
      box.current?.focus();
      return;
    }
    setBusy(true);
    const handedOver = await onAccepted();
    // Handed over, this component is gone; otherwise the person may press Continue again.
    if (!handedOver) {
      setBusy(false);
      setFailed(true);
    }
  }

  return (
    <div className="mx-auto max-w-2xl">
      <StepIndicator current={1} />
      {/* Pressed before the app has taken the prerendered page over (a slow phone), the form is sent
          the browser's way, to ?legalTermsAccepted=on&step=2: the app then opens at the second
          step with the answer (matching-wizard.tsx), instead of the tick being lost on a reload. */}
      <form
        noValidate
        method="get"
        onSubmit={onSubmit}
        onFocusCapture={prefetch}
        onPointerDownCapture={prefetch}
        onKeyDownCapture={prefetch}
        aria-labelledby="wizard-heading"
        className={WIZARD_CARD_CLASS}
      >
        <h2 id="wizard-heading" tabIndex={-1} className={WIZARD_HEADING_CLASS}>
          {t(STEP_TITLES[0])}
        </h2>
        <div className="mt-6 space-y-5">
          <LegalTermsContent checkbox={{ ref: box, name: 'legalTermsAccepted', error, onChange: () => setError(undefined) }} />
        </div>
        {failed && (
          <Alert tone="error" className="mt-6">
            {t('wizard.loadFailed')}
          </Alert>
        )}
        <input type="hidden" name={STEP_PARAM} value="2" />
        <div className={WIZARD_BUTTONS_CLASS}>
          <span />
          <Button type="submit" busy={busy}>
            {t('wizard.continue')}
          </Button>
        </div>
      </form>
    </div>
  );
}
