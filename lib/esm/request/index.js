import { validateRequest, MAX_BODY_TEXT, MAX_REQUEST_PATH } from "./validate.js";
import { routes } from "./routes.js";
export {
  MAX_BODY_TEXT,
  MAX_REQUEST_PATH,
  routes,
  validateRequest
};
