// Types for static-site.mjs (plain JS: the bench and Lighthouse scripts run it without a build).
import type { Server } from 'node:http';
/** The file Firebase Hosting would answer `urlPath` with: the exact file, `<path>.html`, or the SPA shell. */
export function resolveFile(dist: string, urlPath: string): string;
/** Serves `dist` like Hosting on 127.0.0.1 (a free port). */
export function serveSite(dist: string, options?: { allowHost?: (hostname: string) => boolean }): Promise<Server>;
export const CHROMIUM_FLAGS: string[];
