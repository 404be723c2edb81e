/**
 * A live region under a checked field: empty until the check of the value as typed passes, then
 * says so ("Name available"). It stays in the page so screen readers announce the change, and
 * people (and journeys) can wait for the answer instead of guessing how long the check takes.
 */
export function CheckPassed({ passed, children }: { passed: boolean; children: string }) {
  return (
    <p role="status" className="mt-1.5 min-h-5 text-sm font-medium text-emerald-700">
      {passed && (
        <>
          <span aria-hidden="true">✓ </span>
          {children}
        </>
      )}
    </p>
  );
}
