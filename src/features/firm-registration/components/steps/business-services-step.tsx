import { BusinessServicesField } from '@/components/firm-profile/practice-areas-field';

export function BusinessServicesStep() {
  return <BusinessServicesField hint="Tell businesses looking for help whether you take on these matters." />;
}
