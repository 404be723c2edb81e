import { Controller } from 'react-hook-form';
import { Check, CheckGroup } from '../check-group';
import { useWizard } from './step-helpers';

export function BusinessServicesStep() {
  const { control } = useWizard();
  return (
    <CheckGroup legend="Business services (optional)" hint="Tell businesses looking for help whether you take on these matters.">
      <Controller
        control={control}
        name="businessServices.collections"
        render={({ field }) => <Check label="Debt collections" checked={Boolean(field.value)} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="businessServices.generalBusiness"
        render={({ field }) => (
          <Check label="General business legal services" checked={Boolean(field.value)} onChange={field.onChange} />
        )}
      />
    </CheckGroup>
  );
}
