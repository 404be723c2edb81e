import { LocationFields } from '@/components/firm-profile/location-fields';

export function LocationStep() {
  return <LocationFields />;
}
