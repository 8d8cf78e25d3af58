/**
 * V8's settings for a lint run, set by the executable (bin.ts) before the code cache is read.
 *
 * - The young generation's size. V8 doubles its young generation (up to 16 MiB a semi-space,
 *   32 MiB in all) each time more than its size in objects has survived its collections, and
 *   loading a state file makes little else: a lint of a 3.3 MB account grew it from 2 to 32 MiB,
 *   most of what the lint added to the process. Kept at its starting size, the same lint takes the
 *   same time (the loaded data is copied out of the young generation once either way;
 *   bench/README.md has the interleaved runs) and about 28 MiB less memory.
 * - TurboFan's appetite. Once a lint's code is hot, TurboFan compiles ~145 functions on V8's
 *   worker threads, and glibc keeps each thread's freed compile zones: about 10 MiB of a 3.3 MB
 *   account's lint, more than its positions and text together. A function must run eight times as
 *   long before it is optimized (`--interrupt-budget`, 66 KiB of bytecode by default), and a
 *   function inlines at most 200 bytes of bytecode, not 920: only the code that a large input
 *   keeps hot is compiled, in smaller graphs. The 3.3 MB lint's peak RSS 84 → 77 MiB and its
 *   CPU time no higher; a 13 MB lint's peak 143 → 135 MiB, its time the same (bench/README.md,
 *   "Issue 24"). Sixteen times the budget saved 2 MiB more but made the 13 MB lint half again as
 *   slow.
 *
 * Flags V8 reads each time it grows the young generation, counts a function's budget or inlines,
 * set only on the V8 they were measured on (Node 20's, 11.x): V8 prints an error for a flag it
 * does not know, and another version's tiers want measuring anew. The executable sets them when
 * it starts, before the code cache: V8 rejects a cache made under other flags, so setting them
 * later in a run (when the lint starts) made every run reject the cache its previous run wrote.
 */
import { setFlagsFromString } from "node:v8";

/** V8's flags for a lint on the V8 they were measured on, Node 20's (see the module comment). */
export const LINT_V8_FLAGS = "--semi-space-growth-factor=1 --interrupt-budget=540672 --max-inlined-bytecode-size-cumulative=200";

/** Sets V8's flags for a lint from now on (see the module comment); nothing on another V8. */
export function setLintFlags(v8Version: string = process.versions.v8): void {
  if (v8Version.startsWith("11.")) setFlagsFromString(LINT_V8_FLAGS);
}
