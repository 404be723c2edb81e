import { BusinessHoursFields } from '@/components/firm-profile/business-hours-fields';
import { FirmDescriptionField } from '@/components/firm-profile/name-and-description-fields';
import { TeamSizeField } from '@/components/firm-profile/team-size-field';

export function TeamStep() {
  return (
    <div className="space-y-6">
      <TeamSizeField />
      <BusinessHoursFields applyToAll />
      <FirmDescriptionField />
    </div>
  );
}
