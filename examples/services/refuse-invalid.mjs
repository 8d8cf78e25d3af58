// Express middleware: refuses a request the API would refuse, with the API's own status and error
// body, before it leaves. Mount it after a text body parser (so that a body that is not JSON, or
// names a field twice, is answered too), and mount apiErrors last, so that the framework's own
// errors (a body over the parser's limit: 413) come back as the API's error body, not an HTML page.
import { validateRequest } from "cloudlint/request";

export function refuseInvalid(options) {
  return (req, res, next) => {
    const { method, path, query, headers, body } = req;
    const result = validateRequest({ method, path, query, headers, body }, options);
    if (result.ok) return next();
    if (result.allow) res.set("Allow", result.allow);
    res.status(result.status).json({ errors: result.errors });
  };
}

export function apiErrors() {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const status = Number.isInteger(err?.status) && err.status >= 400 && err.status < 600 ? err.status : 500;
    const reason = status === 413 ? "the body is over the size limit; it is not read" : status < 500 ? "the request could not be read" : "the gateway could not complete the request";
    res.status(status).json({ errors: [{ reason }] });
  };
}
