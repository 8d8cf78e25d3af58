/**
 * The lint worker: the same lint as the CLI, on the page's in-memory files. It keeps the last
 * files it was given so that the exposure of another firewall needs no second copy of them.
 */
import { applyFix, exposureMap, firewallsOf, inspectFiles, type WorkspaceFile } from "./core.js";
import type { ExposureAnswer, Reply, Request } from "./protocol.js";

// The worker's global scope, typed by what is used (the DOM and WebWorker libs do not mix in one program).
const scope = self as unknown as { postMessage(message: Reply): void; onmessage: ((event: MessageEvent<Request>) => void) | null };

let lastFiles: WorkspaceFile[] = [];

/** Another firewall's picture, from the files of the last lint (the firewall or, gone, the first). */
function exposureOf(files: readonly WorkspaceFile[], firewall: { label: string; path: string }): ExposureAnswer {
  const refs = firewallsOf(files);
  const chosen = refs.find((r) => r.label === firewall.label && r.path === firewall.path) ?? refs[0];
  if (!chosen) return null;
  const map = exposureMap(files, chosen.label, chosen.path);
  return "problem" in map ? { problem: map.problem } : { map };
}

function post(reply: Reply): void {
  scope.postMessage(reply);
}

scope.onmessage = (event: MessageEvent<Request>) => {
  const request = event.data;
  try {
    if (request.type === "lint") {
      const start = performance.now();
      lastFiles = request.after;
      // One reading of the files for the findings, the firewalls and the picture.
      const { result, firewalls, exposure } = inspectFiles(request.after, { ...(request.before ? { baseline: request.before } : {}), firewall: request.firewall });
      const answer: ExposureAnswer = exposure === null ? null : "problem" in exposure ? { problem: exposure.problem } : { map: exposure };
      post({ type: "lint", generation: request.generation, result, firewalls, exposure: answer, ms: performance.now() - start });
    } else if (request.type === "exposure") {
      post({ type: "exposure", generation: request.generation, exposure: exposureOf(lastFiles, request.firewall) });
    } else if (request.type === "fix") {
      post({ type: "fix", id: request.id, text: applyFix(request.path, request.text, request.diagnostic) });
    }
  } catch (error) {
    // The core returns findings for bad input; an exception here is a bug of ours: say it plainly.
    const message = error instanceof Error ? error.message : String(error);
    if (request.type === "fix") post({ type: "fix", id: request.id, text: null, error: message });
    else post({ type: "error", generation: request.generation, message });
  }
};
