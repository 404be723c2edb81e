import { LegalDocumentView } from '../components/legal-document-view';
import { LEGAL_DOCUMENTS } from '../data/legal-pages';

export default function TermsPage() {
  return <LegalDocumentView doc={LEGAL_DOCUMENTS['terms']} />;
}
