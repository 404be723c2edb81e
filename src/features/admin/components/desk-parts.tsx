import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert, Button, LoadingBlock, TextField, cn } from '@/components/ui';
import type { Load } from '@/lib/use-load';

/**
 * The pieces the Information Officer's desk repeats: its registers (data-subject requests,
 * security compromises) and its consent ledger.
 */

/**
 * A record form kept behind its button: closed, the last confirmation and the button that opens
 * it; open, the form with its fields, the refusal and Record / Cancel.
 */
export function RecordFormBehindButton({
  label,
  openLabel,
  submitLabel,
  open,
  onOpenChange,
  confirmation,
  busy,
  failure,
  onSubmit,
  className,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  openLabel: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  confirmation: string | null;
  busy: boolean;
  failure: string | null;
  onSubmit: (event?: FormEvent) => void;
  /** The spacing between the fields ('space-y-3' unless given). */
  className?: string;
  children: ReactNode;
}) {
  if (!open) {
    return (
      <div className="space-y-2">
        {confirmation && <Alert tone="success">{confirmation}</Alert>}
        <Button variant="secondary" onClick={() => onOpenChange(true)}>
          {openLabel}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={label}
      className={cn('rounded-lg bg-slate-50 p-4', className ?? 'space-y-3')}
      onSubmit={onSubmit}
    >
      {children}
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The two boxes a person is found by on the desk: their email address, or their mobile number. */
export function EmailOrPhoneFields({
  email,
  phone,
  errors,
  emailClassName,
  phoneClassName,
}: {
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { email?: string | undefined; phone?: string | undefined };
  emailClassName?: string;
  phoneClassName?: string;
}) {
  return (
    <>
      <TextField
        label="Email address"
        type="email"
        autoComplete="off"
        className={emailClassName}
        {...email}
        error={errors.email}
      />
      <TextField
        label="Or mobile number"
        type="tel"
        autoComplete="off"
        className={phoneClassName}
        {...phone}
        error={errors.phone}
      />
    </>
  );
}

/** A register's list while it is not ready to show: loading, a failed read with Try again, or empty. */
export function RegisterLoadState({
  load,
  what,
  onRetry,
  empty,
}: {
  load: Load<readonly unknown[]>;
  /** What is loading, plural: 'requests'. */
  what: string;
  onRetry: () => void;
  empty: ReactNode;
}) {
  if (load.status === 'loading') return <LoadingBlock label={`Loading the ${what}...`} />;
  if (load.status === 'error') {
    return (
      <Alert tone="error">
        Could not load the {what}.{' '}
        <button type="button" className="font-semibold underline" onClick={onRetry}>
          Try again
        </button>
      </Alert>
    );
  }
  return load.data.length === 0 ? empty : null;
}

/** One labelled line of a record's details (inside a `dl` laid out in two columns). */
export function DetailRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className={cn('[overflow-wrap:anywhere]', className)}>{children}</dd>
    </>
  );
}
