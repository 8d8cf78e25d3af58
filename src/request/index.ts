export { validateRequest, MAX_BODY_TEXT, MAX_REQUEST_PATH } from "./validate.js";
export type { AcceptedRequest, ApiError, ApiRequest, RefusedRequest, RequestResult, RequestResultBase, ValidateRequestOptions } from "./validate.js";
export { routes } from "./routes.js";
export type { EndpointId, HttpMethod, PathParameterKind, Route, RouteInput } from "./routes.js";
export type * from "./bodies.js";
