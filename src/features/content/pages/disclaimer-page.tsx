import { LegalDocumentView } from '../components/legal-document-view';
import { LEGAL_DOCUMENTS } from '../data/legal-pages';

export default function DisclaimerPage() {
  return <LegalDocumentView doc={LEGAL_DOCUMENTS['disclaimer']} />;
}
