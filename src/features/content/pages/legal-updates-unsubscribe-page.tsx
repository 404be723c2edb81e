import { LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { PATHS } from '@/domain/shared/site';
import { unsubscribeFromLegalUpdates } from '../api/legal-updates';
import { LegalUpdatesLinkAction } from '../components/legal-updates-link-action';

/** The link in every legal update: one click of "Unsubscribe", nothing else to fill in. */
export default function LegalUpdatesUnsubscribePage() {
  return (
    <LegalUpdatesLinkAction
      title="Unsubscribe from legal updates"
      explanation="Stop receiving our legal updates at this address."
      action={{ label: 'Unsubscribe', run: unsubscribeFromLegalUpdates }}
      done={{ message: LEGAL_UPDATES_TEXTS.unsubscribed, link: { to: PATHS.legalUpdates, label: 'Read recent legal changes' } }}
      refused={{ link: { to: PATHS.contact, label: 'Contact us' } }}
    />
  );
}
