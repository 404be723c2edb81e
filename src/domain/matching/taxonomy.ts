/**
 * The fixed three-level legal taxonomy: category > subcategory > item. Ids are kebab-case and
 * unique across all three levels, so a firm's `practiceAreas` can hold ids from any level in one
 * flat list and a single id is never ambiguous.
 */

export interface LegalItem {
  id: string;
  name: string;
}

export interface LegalSubcategory {
  id: string;
  name: string;
  items: LegalItem[];
}

export interface LegalCategory {
  id: string;
  name: string;
  subcategories: LegalSubcategory[];
}

export const CATEGORY_IDS = [
  'family',
  'domestic',
  'criminal',
  'civil',
  'property',
  'employment',
  'financial',
  'administrative',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

const sub = (id: string, name: string, items: [string, string][]): LegalSubcategory => ({
  id,
  name,
  items: items.map(([itemId, itemName]) => ({ id: itemId, name: itemName })),
});

export const LEGAL_CATEGORIES: readonly LegalCategory[] = [
  {
    id: 'family',
    name: 'Family Matters',
    subcategories: [
      sub('divorce-separation', 'Divorce & Separation', [
        ['uncontested-divorce', 'Uncontested Divorce'],
        ['contested-divorce', 'Contested Divorce'],
        ['divorce-settlement-agreement', 'Divorce Settlement Agreement'],
      ]),
      sub('child-custody-access', 'Child Custody & Access', [
        ['care-and-contact', 'Care and Contact Arrangements'],
        ['parenting-plans', 'Parenting Plans'],
        ['relocation-with-children', 'Relocation with Children'],
      ]),
      sub('child-maintenance', 'Child Maintenance', [
        ['maintenance-claims', 'Maintenance Claims'],
        ['maintenance-variation', 'Maintenance Increase or Reduction'],
        ['maintenance-arrears-enforcement', 'Maintenance Arrears Enforcement'],
      ]),
      sub('spousal-maintenance', 'Spousal Maintenance', [
        ['rule-43-interim-maintenance', 'Interim Maintenance (Rule 43)'],
        ['post-divorce-spousal-maintenance', 'Post-Divorce Spousal Maintenance'],
      ]),
      sub('wills-estates', 'Wills & Estates', [
        ['drafting-wills', 'Drafting a Will'],
        ['estate-administration', 'Deceased Estate Administration'],
        ['contesting-a-will', 'Contesting a Will'],
      ]),
      sub('adoption', 'Adoption', [
        ['step-parent-adoption', 'Step-Parent Adoption'],
        ['local-adoption', 'Local Adoption'],
        ['inter-country-adoption', 'Inter-Country Adoption'],
      ]),
      sub('unmarried-fathers-rights', "Unmarried Fathers' Rights", [
        ['parental-rights-agreements', 'Parental Rights and Responsibilities Agreements'],
        ['paternity-disputes', 'Paternity Disputes'],
      ]),
      sub('marriage-antenuptial-contracts', 'Marriage & Antenuptial Contracts', [
        ['antenuptial-contract', 'Antenuptial Contract (ANC)'],
        ['change-of-marital-regime', 'Change of Marital Regime'],
        ['customary-marriage-registration', 'Customary Marriage Registration'],
      ]),
      sub('international-child-abduction', 'International Child Abduction (Hague Convention)', [
        ['hague-return-application', 'Hague Return Application'],
        ['cross-border-custody', 'Cross-Border Custody'],
      ]),
    ],
  },
  {
    id: 'domestic',
    name: 'Domestic Issues',
    subcategories: [
      sub('domestic-violence-protection-orders', 'Domestic Violence / Protection Orders', [
        ['protection-order-application', 'Protection Order Application'],
        ['opposing-protection-order', 'Opposing a Protection Order'],
        ['breach-of-protection-order', 'Breach of a Protection Order'],
      ]),
      sub('harassment-orders', 'Harassment Orders', [
        ['harassment-protection-order', 'Harassment Protection Order'],
        ['online-harassment', 'Online Harassment & Cyberbullying'],
      ]),
      sub('child-abuse-neglect', 'Child Abuse & Neglect', [
        ['childrens-court-inquiries', "Children's Court Inquiries"],
        ['reporting-child-abuse', 'Reporting Child Abuse'],
      ]),
      sub('elder-abuse', 'Elder Abuse', [
        ['elder-financial-abuse', 'Financial Abuse of Older Persons'],
        ['curatorship-applications', 'Curatorship Applications'],
      ]),
      sub('cohabitation-disputes', 'Cohabitation & Life Partner Disputes', [
        ['life-partner-property-division', 'Life Partner Property Division'],
        ['universal-partnership-claims', 'Universal Partnership Claims'],
      ]),
    ],
  },
  {
    id: 'criminal',
    name: 'Criminal Matters',
    subcategories: [
      sub('bail-applications', 'Bail Applications', [
        ['bail-application', 'Bail Application'],
        ['bail-appeal', 'Bail Appeal'],
      ]),
      sub('assault', 'Assault', [
        ['common-assault', 'Common Assault'],
        ['assault-gbh', 'Assault with Intent to do Grievous Bodily Harm'],
      ]),
      sub('drug-offences', 'Drug Offences', [
        ['drug-possession', 'Drug Possession'],
        ['drug-dealing', 'Drug Dealing'],
      ]),
      sub('theft-fraud', 'Theft & Fraud', [
        ['theft-charges', 'Theft Charges'],
        ['fraud-charges', 'Fraud Charges'],
        ['shoplifting', 'Shoplifting'],
      ]),
      sub('drunk-driving-traffic', 'Drunk Driving & Traffic Offences', [
        ['driving-under-the-influence', 'Driving Under the Influence'],
        ['reckless-negligent-driving', 'Reckless or Negligent Driving'],
        ['aarto-traffic-fines', 'AARTO & Traffic Fines'],
      ]),
      sub('sexual-offences', 'Sexual Offences', [
        ['sexual-offence-defence', 'Sexual Offence Defence'],
        ['sexual-offence-victim-support', 'Victim Support in Sexual Offence Cases'],
      ]),
      sub('serious-violent-crimes', 'Murder & Serious Violent Crimes', [
        ['murder-defence', 'Murder Defence'],
        ['armed-robbery', 'Armed Robbery'],
      ]),
      sub('criminal-record-expungement', 'Criminal Record Expungement', [
        ['expungement-application', 'Expungement Application'],
        ['presidential-pardon', 'Presidential Pardon'],
      ]),
    ],
  },
  {
    id: 'civil',
    name: 'Civil Matters',
    subcategories: [
      sub('contract-disputes', 'Contract Disputes', [
        ['breach-of-contract', 'Breach of Contract'],
        ['contract-drafting-review', 'Contract Drafting & Review'],
      ]),
      sub('commercial-corporate', 'Commercial & Corporate', [
        ['company-registration', 'Company Registration & Structuring'],
        ['shareholder-agreements', 'Shareholder Agreements'],
        ['business-disputes', 'Business Disputes'],
      ]),
      sub('personal-injury', 'Personal Injury', [
        ['road-accident-fund-claims', 'Road Accident Fund Claims'],
        ['public-liability-claims', 'Public Liability Claims'],
        ['slip-and-fall', 'Slip and Fall Claims'],
      ]),
      sub('medical-negligence', 'Medical Negligence', [
        ['hospital-negligence', 'Hospital Negligence'],
        ['birth-injury-claims', 'Birth Injury Claims'],
      ]),
      sub('defamation', 'Defamation', [
        ['defamation-claims', 'Defamation Claims'],
        ['social-media-defamation', 'Social Media Defamation'],
      ]),
      sub('consumer-protection', 'Consumer Protection', [
        ['defective-goods', 'Defective Goods'],
        ['vehicle-purchase-disputes', 'Vehicle Purchase Disputes'],
        ['consumer-tribunal-complaints', 'National Consumer Tribunal Complaints'],
      ]),
      sub('small-claims', 'Small Claims', [
        ['small-claims-court-assistance', 'Small Claims Court Assistance'],
        ['letters-of-demand', 'Letters of Demand'],
      ]),
      sub('claims-against-the-state', 'Claims Against the State', [
        ['wrongful-arrest', 'Wrongful Arrest & Detention'],
        ['police-misconduct', 'Police Misconduct'],
      ]),
    ],
  },
  {
    id: 'property',
    name: 'Property & Housing',
    subcategories: [
      sub('evictions', 'Evictions', [
        ['tenant-eviction', 'Evicting a Tenant (PIE Act)'],
        ['unlawful-occupation', 'Unlawful Occupation'],
        ['opposing-eviction', 'Opposing an Eviction'],
      ]),
      sub('landlord-tenant', 'Landlord & Tenant Disputes', [
        ['lease-agreements', 'Lease Agreements'],
        ['deposit-refunds', 'Deposit Refunds'],
        ['rental-housing-tribunal', 'Rental Housing Tribunal'],
      ]),
      sub('conveyancing', 'Property Transfers & Conveyancing', [
        ['property-transfer', 'Property Transfer'],
        ['bond-registration', 'Bond Registration'],
        ['deceased-estate-property-transfer', 'Deceased Estate Property Transfer'],
      ]),
      sub('sectional-title', 'Sectional Title & Body Corporate', [
        ['body-corporate-disputes', 'Body Corporate Disputes'],
        ['levy-disputes', 'Levy Disputes'],
      ]),
      sub('neighbour-boundary-disputes', 'Neighbour & Boundary Disputes', [
        ['boundary-disputes', 'Boundary Disputes'],
        ['noise-nuisance', 'Noise & Nuisance'],
      ]),
      sub('land-claims', 'Land Claims & Restitution', [
        ['land-restitution-claims', 'Land Restitution Claims'],
        ['land-tenure-rights', 'Land Tenure Rights'],
      ]),
      sub('building-disputes', 'Building & Construction Disputes', [
        ['builder-disputes', 'Builder Disputes'],
        ['latent-defects', 'Latent Defects'],
      ]),
    ],
  },
  {
    id: 'employment',
    name: 'Employment Issues',
    subcategories: [
      sub('unfair-dismissal', 'Unfair Dismissal', [
        ['ccma-referrals', 'CCMA Referrals'],
        ['constructive-dismissal', 'Constructive Dismissal'],
        ['retrenchments', 'Retrenchments'],
      ]),
      sub('disciplinary-hearings', 'Disciplinary Hearings', [
        ['disciplinary-representation', 'Representation at a Disciplinary Hearing'],
        ['employee-suspensions', 'Suspensions'],
      ]),
      sub('workplace-discrimination', 'Workplace Discrimination', [
        ['unfair-discrimination-claims', 'Unfair Discrimination Claims'],
        ['equal-pay-claims', 'Equal Pay Claims'],
      ]),
      sub('workplace-harassment', 'Workplace Harassment', [
        ['sexual-harassment-at-work', 'Sexual Harassment at Work'],
        ['workplace-bullying', 'Bullying at Work'],
      ]),
      sub('employment-contracts', 'Employment Contracts', [
        ['employment-contract-review', 'Employment Contract Review'],
        ['restraint-of-trade', 'Restraint of Trade'],
      ]),
      sub('unpaid-wages-benefits', 'Unpaid Wages & Benefits', [
        ['unpaid-salary', 'Unpaid Salary'],
        ['uif-claims', 'UIF Claims'],
        ['leave-pay-overtime', 'Leave Pay & Overtime'],
      ]),
      sub('workplace-injuries', 'Workplace Injuries (COIDA)', [
        ['coida-claims', 'COIDA Claims'],
        ['occupational-disease-claims', 'Occupational Disease Claims'],
      ]),
    ],
  },
  {
    id: 'financial',
    name: 'Financial Matters',
    subcategories: [
      sub('debt-counselling', 'Debt Counselling', [
        ['debt-review', 'Debt Review'],
        ['debt-review-removal', 'Debt Review Removal'],
        ['debt-restructuring', 'Debt Restructuring'],
      ]),
      sub('sequestration', 'Sequestration', [
        ['voluntary-surrender', 'Voluntary Surrender'],
        ['friendly-sequestration', 'Friendly Sequestration'],
        ['insolvency-rehabilitation', 'Rehabilitation after Insolvency'],
      ]),
      sub('debt-collection', 'Debt Collection', [
        ['commercial-debt-recovery', 'Commercial Debt Recovery'],
        ['summons-and-judgments', 'Summons & Default Judgments'],
        ['emolument-attachment-orders', 'Emolument Attachment (Garnishee) Orders'],
      ]),
      sub('business-rescue-liquidation', 'Business Rescue & Liquidation', [
        ['business-rescue-proceedings', 'Business Rescue Proceedings'],
        ['company-liquidation', 'Company Liquidation'],
      ]),
      sub('tax-disputes', 'Tax Disputes (SARS)', [
        ['sars-audits-objections', 'SARS Audits & Objections'],
        ['tax-debt-compromise', 'Tax Debt Compromise'],
        ['voluntary-disclosure', 'Voluntary Disclosure Programme'],
      ]),
      sub('insurance-claims', 'Insurance Claims', [
        ['rejected-insurance-claims', 'Rejected Insurance Claims'],
        ['insurance-ombud-complaints', 'Insurance Ombud Complaints'],
      ]),
      sub('banking-credit-disputes', 'Banking & Credit Disputes', [
        ['reckless-lending', 'Reckless Lending'],
        ['credit-bureau-listings', 'Credit Bureau Listings'],
        ['vehicle-repossession', 'Vehicle Repossession'],
      ]),
      sub('pension-disputes', 'Pension & Retirement Fund Disputes', [
        ['pension-fund-complaints', 'Pension Fund Complaints'],
        ['pension-interest-on-divorce', 'Pension Interest on Divorce'],
      ]),
    ],
  },
  {
    id: 'administrative',
    name: 'Administrative Matters',
    subcategories: [
      sub('immigration-visas', 'Immigration & Visas', [
        ['work-visas', 'Work Visas'],
        ['permanent-residence', 'Permanent Residence'],
        ['visa-appeals', 'Visa Appeals & Overstay'],
      ]),
      sub('citizenship-identity', 'Citizenship & Identity Documents', [
        ['citizenship-applications', 'Citizenship Applications'],
        ['birth-registration-id', 'Birth Registration & ID Problems'],
      ]),
      sub('government-decisions', 'Reviewing Government Decisions (PAJA)', [
        ['judicial-review', 'Judicial Review'],
        ['tender-disputes', 'Tender Disputes'],
      ]),
      sub('access-to-information', 'Access to Information & Privacy', [
        ['paia-requests', 'PAIA Requests'],
        ['popia-complaints', 'POPIA Complaints'],
      ]),
      sub('licences-permits', 'Licences & Permits', [
        ['liquor-licences', 'Liquor Licences'],
        ['business-licences', 'Business Licences'],
        ['firearm-licences', 'Firearm Licences'],
      ]),
      sub('municipal-disputes', 'Municipal Disputes', [
        ['municipal-billing-disputes', 'Municipal Billing Disputes'],
        ['zoning-building-plans', 'Zoning & Building Plans'],
      ]),
      sub('social-grants', 'Social Grants (SASSA)', [
        ['sassa-grant-applications', 'SASSA Grant Applications'],
        ['sassa-grant-appeals', 'SASSA Grant Appeals'],
      ]),
    ],
  },
];

/**
 * Which other categories count as 'related' for the scorer's 20-point tier. Kept symmetric (a test
 * checks it) so that scoring never depends on which side of a pair the client happens to pick.
 */
export const RELATED_CATEGORIES: Readonly<Record<CategoryId, readonly CategoryId[]>> = {
  family: ['domestic'],
  domestic: ['family', 'criminal'],
  criminal: ['domestic'],
  civil: ['property', 'financial'],
  property: ['civil'],
  employment: ['administrative'],
  financial: ['civil'],
  administrative: ['employment'],
};
