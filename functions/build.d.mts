/** Every export of `file`, traced through re-exports to the file that declares it. */
export function exportOrigins(file: string): Map<string, { file: string; name: string }>;
/** The generated CommonJS entry: loads only the function FUNCTION_TARGET names. */
export function lazyEntry(origins: Map<string, { file: string; name: string }>): string;
