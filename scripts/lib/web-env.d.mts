// Types for web-env.mjs (plain JS so Vite's config loader imports it as it is).
export const REQUIRED_WEB_VARIABLES: readonly string[];
export function webEnvProblems(env: Record<string, string | undefined>): string[];
