export const BENCH_BUILD_DIR: string;
export function buildDir(env?: NodeJS.ProcessEnv): string;
