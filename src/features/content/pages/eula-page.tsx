import { LegalDocumentView } from '../components/legal-document-view';
import { LEGAL_DOCUMENTS } from '../data/legal-pages';

export default function EulaPage() {
  return <LegalDocumentView doc={LEGAL_DOCUMENTS['eula']} />;
}
