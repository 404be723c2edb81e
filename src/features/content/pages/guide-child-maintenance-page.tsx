import { GuideView } from '../components/guide-view';
import { guideBySlug } from '../data/guides';

export default function GuideChildMaintenancePage() {
  return <GuideView guide={guideBySlug('child-maintenance')} />;
}
