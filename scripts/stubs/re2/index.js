// package.json "overrides" points re2 here. superstatic (through firebase-tools) loads re2 inside
// try/catch and falls back to JavaScript's RegExp when it fails; the Hosting emulator's rewrites
// and redirects use globs, which never reach the regex path. Throwing keeps that fallback exact.
throw new Error('re2 is not installed in this project (see scripts/stubs/re2); superstatic uses RegExp instead');
