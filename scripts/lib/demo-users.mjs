// The demo accounts that `npm start` seeds and prints. Local emulator data only.
export const DEMO_PASSWORD = 'demo-password-2026';

export const DEMO_USERS = [
  { key: 'free', label: 'Firm on Basic (free)', email: 'free.firm@demo.regmatch.test', where: '/for-firms', plan: 'free' },
  { key: 'premium', label: 'Firm on Premium', email: 'premium.firm@demo.regmatch.test', where: '/for-firms', plan: 'premium' },
  {
    key: 'premium_plus',
    label: 'Firm on Premium Plus',
    email: 'premiumplus.firm@demo.regmatch.test',
    where: '/for-firms',
    plan: 'premium_plus',
  },
  { key: 'admin', label: 'Operator (admin)', email: 'operator@demo.regmatch.test', where: '/admin-control', plan: null },
];
