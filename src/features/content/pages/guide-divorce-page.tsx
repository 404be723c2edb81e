import { GuideView } from '../components/guide-view';
import { guideBySlug } from '../data/guides';

export default function GuideDivorcePage() {
  return <GuideView guide={guideBySlug('divorce')} />;
}
