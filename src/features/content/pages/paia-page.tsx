import { LegalDocumentView } from '../components/legal-document-view';
import { LEGAL_DOCUMENTS } from '../data/legal-pages';

export default function PaiaPage() {
  return <LegalDocumentView doc={LEGAL_DOCUMENTS['paia']} />;
}
