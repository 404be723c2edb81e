import { ServiceDetailsFields } from '@/components/firm-profile/service-details-fields';

export function ServiceDetailsStep() {
  return <ServiceDetailsFields />;
}
