export interface LegalUpdate {
  id: string;
  title: string;
  date: string;
  category: 'Family Law' | 'Criminal Law' | 'Court Procedures';
  urgency: 'Critical' | 'High' | 'Medium';
  excerpt: string;
  keyChanges: readonly string[];
  effectiveDate: string;
  whoAffected: string;
}

/** Four updates, reviewed in January 2025. Effective dates are those of the law or judgment itself. */
export const LEGAL_UPDATES: readonly LegalUpdate[] = [
  {
    id: 'domestic-violence-amendment',
    title: 'Domestic Violence Amendment Act: online protection orders and wider protection',
    date: 'January 2025',
    category: 'Family Law',
    urgency: 'Critical',
    excerpt:
      'Protection orders can be applied for online, and the definition of domestic violence now covers more kinds of abuse.',
    keyChanges: [
      'Applications for protection orders can be made online, at any time',
      'Controlling behaviour, coercive behaviour, elder abuse and spiritual abuse are included',
      'People in close relationships, not only family members, are protected',
      'Certain people, such as teachers and health workers, must report suspected abuse of children, older persons and people with disabilities',
    ],
    effectiveDate: '14 April 2022',
    whoAffected: 'Anyone experiencing abuse in a domestic or close relationship',
  },
  {
    id: 'bail-gbv',
    title: 'Stricter bail and sentencing rules for gender-based violence',
    date: 'January 2025',
    category: 'Criminal Law',
    urgency: 'High',
    excerpt: 'The Criminal and Related Matters Amendment Act tightened bail for accused persons in domestic violence cases.',
    keyChanges: [
      'Bail is harder to obtain where the accused is charged with violating a protection order or with domestic violence',
      'Courts must consider the safety of the complainant before granting bail',
      'Complainants have more rights to be informed and heard in bail proceedings',
    ],
    effectiveDate: '5 August 2022',
    whoAffected: 'Survivors of domestic violence and people accused of domestic violence offences',
  },
  {
    id: 'redistribution',
    title: 'Redistribution claims now open to more divorcing spouses',
    date: 'January 2025',
    category: 'Family Law',
    urgency: 'Medium',
    excerpt:
      'The Constitutional Court removed the date limit that blocked many spouses married out of community of property from claiming a share of the other’s estate.',
    keyChanges: [
      'Spouses married out of community of property without accrual may ask the court for a fair redistribution, whatever the date of the marriage',
      'The court weighs each spouse’s contribution to the other’s estate, including care of the home and children',
    ],
    effectiveDate: '10 October 2023',
    whoAffected: 'Divorcing spouses married out of community of property without accrual',
  },
  {
    id: 'mediation-rule-41a',
    title: 'Mediation must be considered in High Court civil cases',
    date: 'January 2025',
    category: 'Court Procedures',
    urgency: 'Medium',
    excerpt: 'Parties in High Court actions, including divorces, must say whether they agree to mediate.',
    keyChanges: [
      'Every plaintiff and defendant files a notice saying whether they agree to mediation, and why not if they refuse',
      'Courts can direct parties to consider mediation at any stage',
      'Mediation can settle disputes faster and more cheaply than a trial',
    ],
    effectiveDate: '9 March 2020',
    whoAffected: 'Anyone suing or being sued in the High Court, including in a divorce',
  },
];
