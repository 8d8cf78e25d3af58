// A fetch for the API that answers a request the API would refuse itself, with the API's status
// and error body, instead of sending it: `const api = validatedFetch("https://api.example.com/v4/")`.
import { validateRequest } from "cloudlint";

export function validatedFetch(baseUrl, options, send = fetch) {
  return (path, init = {}) => {
    const { method = "GET", body, headers } = init;
    const result = validateRequest({ method, path, body, headers }, options);
    if (!result.ok) return Promise.resolve(Response.json({ errors: result.errors }, { status: result.status }));
    return send(new URL(path.replace(/^\//, ""), baseUrl), init);
  };
}
