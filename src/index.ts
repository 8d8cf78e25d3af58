/** cloudlint's library entry point (SPEC §5). Everything here is pure: data in, diagnostics out. */
export type { Diagnostic, Fix, Path, PathSegment, RelatedLocation, Severity } from "./diagnostic.js";
export {
  lint,
  lintSources,
  lintText,
  lintFilterText,
  explainPacket,
  fixText,
  MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE,
  type ExplainProblem,
  type Explanation,
  type FileResult,
  type LintOptions,
  type RuleSetting,
  type SourceFile,
  type VariableInputs,
  type TerraformChecked,
  type TerraformNote,
} from "./lint.js";
export { DEFAULT_LIMITS, type LoadLimits } from "./load/limits.js";
export {
  validateFirewall,
  validateFirewallDevice,
  validateFirewallRule,
  validateFirewallRules,
  validatePorts,
  MAX_FIREWALL_RULES,
  MAX_RULE_ADDRESSES,
  type Mode,
} from "./resources/firewall.js";
export { validateVpc, validateSubnet } from "./resources/vpc.js";
export type { ProfileOptions, RequestProfile } from "./resources/common.js";
export { validateDatabase } from "./resources/database.js";
export { validateStackScript } from "./resources/stackscript.js";
export { validateImage, validateImageId, type ImageMode } from "./resources/image.js";
export { parsePorts, formatPorts, MAX_PORT, MAX_PORT_PIECES, type PortParse, type PortPiece, type PortProblem } from "./net/ports.js";
export {
  parseIp,
  parseIpv4,
  parseIpv6,
  formatIp,
  addressRange,
  parseCidr,
  formatCidr,
  canonicalizeCidr,
  cidrContains,
  cidrsOverlap,
  addressInCidr,
  findOverlappingCidrs,
  type Cidr,
  type CidrOptions,
  type IpAddress,
  type IpFamily,
  type OverlapPair,
  type ParseResult,
} from "./net/index.js";
export { RULES, type PolicyId, type RuleId, type RuleMeta } from "./rules/catalog.js";
export { formatStylish, formatJson, formatSarif, formatJunit, formatGithub, FORMATTERS, FORMAT_NAMES, type FormatName, type FormatOptions, type SarifOptions, type StylishOptions } from "./format/index.js";
export {
  validateFilter,
  validatePaging,
  matchesFilter,
  applyFilter,
  xFilterHeader,
  COLLECTIONS,
  COLLECTION_NAMES,
  type Collection,
  type FieldSpec,
  type FieldType,
} from "./filter/index.js";
export { checkIpAssignment, checkIpShare, checkIpv6RangeCreate } from "./account/ip.js";
export { validateIpAllocation, validateRdnsUpdate } from "./resources/ip.js";
export {
  compileFirewallRules,
  evaluateFirewall,
  type Action,
  type CompiledDirection,
  type CompiledFirewall,
  type CompiledRule,
  type Decision,
  type Direction,
  type Packet,
  type PacketProblem,
  type Protocol,
} from "./firewall/model.js";
export { analyzeFirewall, DEFAULT_SENSITIVE_PORTS, type ExposureFinding, type FamilyGapFinding, type FirewallAnalysis, type AnalysisOptions, type RuleFinding } from "./firewall/analysis.js";
export { applyFixes, unifiedDiff, type FixResult } from "./rules/fix.js";
export { FORMAT_STREAMS } from "./format/index.js";
export { escapeText } from "./util/text.js";
export {
  validateRequest,
  routes,
  MAX_BODY_TEXT,
  MAX_REQUEST_PATH,
  type AcceptedRequest,
  type ApiError,
  type ApiRequest,
  type PreflightRequest,
  type RefusedRequest,
  type RequestResult,
  type RequestResultBase,
  type ValidateRequestOptions,
  type EndpointId,
  type HttpMethod,
  type PathParameterKind,
  type PathParameterName,
  type PathParams,
  type Route,
  type RouteInput,
  type RequestBodies,
  type RequestBodyTypes,
  type DatabaseMySqlCreateRequest,
  type DatabaseMySqlUpdateRequest,
  type FirewallCreateRequest,
  type FirewallDeviceCreateRequest,
  type FirewallRulesUpdateRequest,
  type FirewallUpdateRequest,
  type ImageCreateRequest,
  type ImageUpdateRequest,
  type ImageUploadRequest,
  type IpAllocateRequest,
  type IpAssignRequest,
  type IpRdnsUpdateRequest,
  type IpShareRequest,
  type Ipv6RangeCreateRequest,
  type StackScriptCreateRequest,
  type StackScriptUpdateRequest,
  type SubnetCreateRequest,
  type SubnetUpdateRequest,
  type VpcCreateRequest,
  type VpcUpdateRequest,
} from "./request/index.js";
export { diffFirewall, MAX_DIFFED_RULES, type FlippedRegion } from "./change/firewall-diff.js";
export { planChanges, type ChangePlan, type Operation, type PlanOptions } from "./change/index.js";
export type { PlanEndpoint } from "./change/plan.js";
export { formatPlan, PLAN_FORMATS, type PlanFormat } from "./format/plan.js";
export {
  compilePolicies,
  testPolicies,
  POLICY_RESOURCES,
  type PolicyFileProblem,
  type PolicyInfo,
  type PolicyResource,
  type PolicySet,
  type PolicyTestOptions,
  type PolicyTestResult,
} from "./policy/index.js";
