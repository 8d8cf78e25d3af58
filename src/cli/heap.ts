/**
 * The young generation's size for a lint. V8 doubles its young generation (up to 16 MiB a
 * semi-space, 32 MiB in all) each time more than its size in objects has survived its
 * collections, and loading a state file makes little else: a lint of a 3.3 MB account grew it
 * from 2 to 32 MiB, most of what the lint added to the process. Kept at its starting size, the
 * same lint takes the same time (the loaded data is copied out of the young generation once
 * either way; bench/README.md has the interleaved runs) and about 28 MiB less memory.
 *
 * A flag V8 reads each time it would grow the young generation, set only on the V8 this was
 * measured on (Node 20's, 11.x): V8 prints an error for a flag it does not know. The executable
 * (bin.ts) sets it when it starts, before the code cache: V8 rejects a cache made under other
 * flags, so setting it later in a run (when the lint starts) made every run reject the cache its
 * previous run wrote.
 */
import { setFlagsFromString } from "node:v8";

/** Keeps the young generation at its starting size from now on (see the module comment). */
export function keepYoungGenerationSmall(v8Version: string = process.versions.v8): void {
  if (v8Version.startsWith("11.")) setFlagsFromString("--semi-space-growth-factor=1");
}
