// Types of build.mjs, for the tests and site/build.mjs's callers.
export const JS_BUDGET_GZIP: number;
export interface SharedExampleFile { path: string; side: "after" | "before"; text: string }
export function examples(): Promise<Record<string, { files: SharedExampleFile[] }>>;
export function buildPlayground(outDir: string): Promise<{ outDir: string; sizes: Array<{ file: string; bytes: number; gzip: number }>; totalGzip: number }>;
