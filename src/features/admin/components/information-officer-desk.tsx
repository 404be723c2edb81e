import { INFORMATION_OFFICER } from '@/domain/shared/brand';
import { CompromiseRegister } from './compromise-register';
import { ConsentLedger } from './consent-ledger';
import { DataSubjectRegister } from './data-subject-register';

/**
 * The Information Officer's desk (POPIA, issue 37): the register of data-subject requests with
 * their due dates, the consent ledger, and the security-compromise register with its notices and
 * the Regulator report. docs/privacy.md describes each.
 */
export function InformationOfficerDesk() {
  return (
    <section aria-labelledby="io-desk-heading" className="space-y-6">
      <div>
        <h2 id="io-desk-heading" className="text-xl font-semibold text-slate-900">
          Information Officer
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-slate-700">
          Requests from the people whose information we hold, the consents they gave, and security compromises. People write to{' '}
          {INFORMATION_OFFICER.email}.
        </p>
      </div>
      <DataSubjectRegister />
      <ConsentLedger />
      <CompromiseRegister />
    </section>
  );
}
