// The Content-Security-Policy (firebase.json) forbids eval. zod probes for it with `new Function`
// on its first object parse and, although it catches the error, Chromium reports a
// securitypolicyviolation every time. zod reads this global when it loads and skips the probe
// under `jitless` (its interpreter gives the same results), so it is set before zod loads: this
// module is main.tsx's first import and imports nothing itself, so public pages stay zod-free.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
