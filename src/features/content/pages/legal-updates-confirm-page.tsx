import { LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { PATHS } from '@/domain/shared/site';
import { confirmLegalUpdatesSubscription } from '../api/legal-updates';
import { LegalUpdatesLinkAction } from '../components/legal-updates-link-action';

/** The link in the double opt-in email: "Confirm my subscription". */
export default function LegalUpdatesConfirmPage() {
  return (
    <LegalUpdatesLinkAction
      title="Confirm your legal updates"
      explanation="Confirm that you want our legal updates at this address. You can unsubscribe from any update with one click."
      action={{ label: 'Confirm my subscription', run: confirmLegalUpdatesSubscription }}
      done={{ message: LEGAL_UPDATES_TEXTS.confirmed, link: { to: PATHS.legalUpdates, label: 'Read recent legal changes' } }}
      refused={{ link: { to: `${PATHS.legalUpdates}#subscribe`, label: 'Go to legal updates' } }}
    />
  );
}
