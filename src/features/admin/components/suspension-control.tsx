import { useState } from 'react';
import { Alert, Button, Dialog, TextAreaField, useZodForm } from '@/components/ui';
import { suspensionReasonSchema, VERIFICATION_MESSAGES } from '@/domain/firms/verification';
import type { AdminFirmRow } from '../api/list-firms';
import { useFormSubmit } from '@/lib/use-form-submit';
import { setFirmSuspension } from '../api/verification';

/**
 * Suspend or reinstate one firm, with a reason (audited, emailed to the firm). A suspended firm
 * leaves matching, featured lists and open leads at once.
 */
export function SuspensionControl({ row, onChanged }: { row: AdminFirmRow; onChanged: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const form = useZodForm(suspensionReasonSchema, { defaultValues: { reason: '' } });
  const suspend = !row.suspended;
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(form, async ({ reason }) => {
    await setFirmSuspension({ firmId: row.id, suspended: suspend, reason });
    setOpen(false);
    form.reset({ reason: '' });
    onChanged(`${row.firmName}: ${suspend ? VERIFICATION_MESSAGES.suspended : VERIFICATION_MESSAGES.reinstated}`);
  });
  const action = suspend ? 'Suspend' : 'Reinstate';
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`${action} ${row.firmName}`}>
        {action}
      </Button>
      <Dialog open={open} title={`${action} ${row.firmName}`} onClose={() => setOpen(false)}>
        <form noValidate className="space-y-3" onSubmit={onSubmit}>
          <p className="text-sm text-slate-700">
            {suspend
              ? 'The firm disappears from matching, featured lists and open leads at once. It is emailed the reason.'
              : 'The firm is shown to clients again if it is verified. It is emailed the reason.'}
          </p>
          <TextAreaField
            label={suspend ? 'Reason for suspending' : 'Reason for reinstating'}
            rows={3}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" variant={suspend ? 'danger' : 'primary'} busy={busy}>
            {action}
          </Button>
        </form>
      </Dialog>
    </>
  );
}
