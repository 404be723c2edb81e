/**
 * The Content-Security-Policy (firebase.json) forbids eval. zod probes for it with `new Function`
 * and, although it catches the error, Chromium reports a CSP violation each time. zod reads this
 * global when its module is first evaluated and then skips the probe (`jitless`: its interpreter
 * gives the same results). main.tsx imports this module first, so it runs before every other
 * module of the app, and zod lives only in chunks evaluated after it. (It was a classic script,
 * public/zod-jitless.js: one more request on every first visit.)
 */
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
