// A gateway in front of the API's write endpoints: every request is checked by refuseInvalid, and
// only what the API would accept is forwarded upstream.
//   node examples/services/proxy.mjs https://api.example.com/v4 8080
import { pathToFileURL } from "node:url";
import express from "express";
import { apiErrors, refuseInvalid } from "./refuse-invalid.mjs";

export function createProxy(upstream, options) {
  const app = express();
  app.use(express.text({ type: () => true, limit: "2mb" }));
  app.use(refuseInvalid(options));
  app.use(async (req, res) => {
    const headers = { "content-type": "application/json" };
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.headers["x-filter"]) headers["x-filter"] = req.headers["x-filter"];
    const body = ["GET", "HEAD", "DELETE", "OPTIONS"].includes(req.method) ? undefined : req.body;
    const answer = await fetch(`${upstream.replace(/\/$/, "")}${req.url}`, { method: req.method, headers, body });
    res.status(answer.status).type("application/json").send(await answer.text());
  });
  app.use(apiErrors());
  return app;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [upstream = "http://127.0.0.1:8081", port = "8080"] = process.argv.slice(2);
  createProxy(upstream).listen(Number(port), "127.0.0.1", () => console.log(`checking requests on http://127.0.0.1:${port}, forwarding to ${upstream}`));
}
