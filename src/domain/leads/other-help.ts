/**
 * Where a client can turn when no firm on the platform is left to take their request (issue 35): the
 * client is told so honestly and given these two contacts, in their own language
 * (functions/src/mail/templates/lead-unanswered.ts). One constant, so every place that gives this
 * advice gives the same numbers.
 *
 * Sources (read from this session's stored copies; NOT re-checked against the live sites, which
 * this session could not reach: someone with web access must confirm every number before release):
 * - Legal Aid South Africa's free Advice Line, 0800 110 110: Legal Aid South Africa,
 *   https://legal-aid.co.za (the number was given in the product brief, issue 35).
 * - The Legal Practice Council's nine Provincial Councils and the city of each office: Regulations
 *   under section 109(1)(a) of the Legal Practice Act 28 of 2014, regulation 3
 *   (https://www.acts.co.za/legal-practice-act-2014/regs_r921_3__establishment_of_.php). The LPC's
 *   national office telephone, +27 (0)10 001 8500, from https://lpc.org.za; the provincial offices'
 *   own numbers are listed on https://lpc.org.za and were not available here, so each province
 *   gives the national number, which refers callers to their Provincial Council.
 */
import type { Province } from '../shared/provinces';

export const LEGAL_AID_ADVICE_LINE = '0800 110 110';
export const LEGAL_AID_WEBSITE = 'https://legal-aid.co.za';

/** The LPC's national office; callers are referred to their Provincial Council from there. */
const LPC_NATIONAL_PHONE = '010 001 8500';
export const LPC_WEBSITE = 'https://lpc.org.za';

export interface ReferralContact {
  /** The Provincial Council's office city (regulation 3). */
  office: string;
  /** A number that reaches it: today the LPC's national office for every province (see above). */
  phone: string;
}

/** The Legal Practice Council's Provincial Council for each province, and how to reach it. */
export const LPC_PROVINCIAL_OFFICES: Record<Province, ReferralContact> = {
  'Eastern Cape': { office: 'East London', phone: LPC_NATIONAL_PHONE },
  'Free State': { office: 'Bloemfontein', phone: LPC_NATIONAL_PHONE },
  Gauteng: { office: 'Pretoria', phone: LPC_NATIONAL_PHONE },
  'KwaZulu-Natal': { office: 'Pietermaritzburg', phone: LPC_NATIONAL_PHONE },
  Limpopo: { office: 'Polokwane', phone: LPC_NATIONAL_PHONE },
  Mpumalanga: { office: 'Mbombela (Nelspruit)', phone: LPC_NATIONAL_PHONE },
  'North West': { office: 'Mahikeng', phone: LPC_NATIONAL_PHONE },
  'Northern Cape': { office: 'Kimberley', phone: LPC_NATIONAL_PHONE },
  'Western Cape': { office: 'Cape Town', phone: LPC_NATIONAL_PHONE },
};
