import { PracticeAreasField } from '@/components/firm-profile/practice-areas-field';

export function PracticeAreasStep() {
  return <PracticeAreasField />;
}
