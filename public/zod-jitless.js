// The Content-Security-Policy (firebase.json) forbids eval. zod probes for it with `new Function`
// and, although it catches the error, Chromium reports a CSP violation each time. zod reads this
// global when its module is first evaluated and then skips the probe (`jitless`: its interpreter
// gives the same results). A classic deferred script runs before every module script of the page,
// whichever chunk zod lands in, so the setting is always in place first.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
