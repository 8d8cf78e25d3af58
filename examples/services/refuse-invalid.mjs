// Express middleware: refuses a request the API would refuse, with the API's own 400 body, before
// it leaves. Mount it with a text body parser, so that a body that is not JSON is answered too.
import { validateRequest } from "cloudlint";

export function refuseInvalid(options) {
  return (req, res, next) => {
    const { method, path, query, headers, body } = req;
    const result = validateRequest({ method, path, query, headers, body }, options);
    if (result.ok) return next();
    res.status(result.status).json({ errors: result.errors });
  };
}
