import { GuideView } from '../components/guide-view';
import { guideBySlug } from '../data/guides';

export default function GuideChildCustodyPage() {
  return <GuideView guide={guideBySlug('child-custody')} />;
}
