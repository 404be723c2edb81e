export declare const DEMO_PASSWORD: string;
export declare const DEMO_USERS: readonly {
  key: string;
  label: string;
  email: string;
  where: string;
  plan: 'free' | 'premium' | 'premium_plus' | null;
}[];
