/** Every export of `file`, traced through re-exports to the file that declares it. */
export function exportOrigins(file: string): Map<string, { file: string; name: string }>;
/** The modules `file` imports for their effect alone. */
export function sideEffectImports(file: string): string[];
/** The generated CommonJS entry: `firstImports`, then only the function FUNCTION_TARGET names. */
export function lazyEntry(origins: Map<string, { file: string; name: string }>, firstImports?: string[]): string;
