/** A choice that is the whole step (user type, service type): pressing it answers and moves on. */
export function ChoiceButton({
  selected,
  onClick,
  title,
  detail,
}: {
  selected: boolean;
  onClick: () => void;
  title: string;
  detail: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={selected}
      className={`rounded-xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-brand-300 hover:bg-slate-50'}`}
    >
      <span className="block font-semibold text-brand-950">{title}</span>
      <span className="mt-1 block text-sm text-slate-600">{detail}</span>
    </button>
  );
}

/** The message under a choice group (its buttons are not inputs the message could describe). */
export function ChoiceError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="mt-3 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
