export { validateRequest, MAX_BODY_TEXT, MAX_REQUEST_PATH } from "./validate.js";
export type { AcceptedRequest, ApiError, ApiRequest, PreflightRequest, RefusedRequest, RequestResult, RequestResultBase, ValidateRequestOptions } from "./validate.js";
export { routes } from "./routes.js";
export type { EndpointId, HttpMethod, PathParameterKind, PathParameterName, PathParams, Route, RouteInput } from "./routes.js";
export type { ProfileOptions, RequestProfile } from "../resources/common.js";
export type * from "./bodies.js";
