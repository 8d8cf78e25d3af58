import {
  lint,
  lintSources,
  lintText,
  lintFilterText,
  explainPacket,
  fixText,
  MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE
} from "./lint.js";
import { DEFAULT_LIMITS } from "./load/limits.js";
import {
  validateFirewall,
  validateFirewallDevice,
  validateFirewallRule,
  validateFirewallRules,
  validatePorts,
  MAX_FIREWALL_RULES,
  MAX_RULE_ADDRESSES
} from "./resources/firewall.js";
import { validateVpc, validateSubnet } from "./resources/vpc.js";
import { validateDatabase } from "./resources/database.js";
import { validateStackScript } from "./resources/stackscript.js";
import { validateImage, validateImageId } from "./resources/image.js";
import { parsePorts, formatPorts, MAX_PORT, MAX_PORT_PIECES } from "./net/ports.js";
import {
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
  findOverlappingCidrs
} from "./net/index.js";
import { RULES } from "./rules/catalog.js";
import { formatStylish, formatJson, formatSarif, formatJunit, formatGithub, FORMATTERS, FORMAT_NAMES } from "./format/index.js";
import {
  validateFilter,
  validatePaging,
  matchesFilter,
  applyFilter,
  xFilterHeader,
  COLLECTIONS,
  COLLECTION_NAMES
} from "./filter/index.js";
import { checkIpAssignment, checkIpShare, checkIpv6RangeCreate } from "./account/ip.js";
import { validateIpAllocation, validateRdnsUpdate } from "./resources/ip.js";
import {
  compileFirewallRules,
  evaluateFirewall
} from "./firewall/model.js";
import { analyzeFirewall, DEFAULT_SENSITIVE_PORTS } from "./firewall/analysis.js";
import { applyFixes, unifiedDiff } from "./rules/fix.js";
import { FORMAT_STREAMS } from "./format/index.js";
import { escapeText } from "./util/text.js";
import {
  validateRequest,
  routes,
  MAX_BODY_TEXT,
  MAX_REQUEST_PATH
} from "./request/index.js";
import { diffFirewall, MAX_DIFFED_RULES } from "./change/firewall-diff.js";
import { planChanges } from "./change/index.js";
import { formatPlan, PLAN_FORMATS } from "./format/plan.js";
import {
  compilePolicies,
  testPolicies,
  POLICY_RESOURCES
} from "./policy/index.js";
export {
  COLLECTIONS,
  COLLECTION_NAMES,
  DEFAULT_LIMITS,
  DEFAULT_SENSITIVE_PORTS,
  FORMATTERS,
  FORMAT_NAMES,
  FORMAT_STREAMS,
  MAX_BODY_TEXT,
  MAX_DIFFED_RULES,
  MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE,
  MAX_FIREWALL_RULES,
  MAX_PORT,
  MAX_PORT_PIECES,
  MAX_REQUEST_PATH,
  MAX_RULE_ADDRESSES,
  PLAN_FORMATS,
  POLICY_RESOURCES,
  RULES,
  addressInCidr,
  addressRange,
  analyzeFirewall,
  applyFilter,
  applyFixes,
  canonicalizeCidr,
  checkIpAssignment,
  checkIpShare,
  checkIpv6RangeCreate,
  cidrContains,
  cidrsOverlap,
  compileFirewallRules,
  compilePolicies,
  diffFirewall,
  escapeText,
  evaluateFirewall,
  explainPacket,
  findOverlappingCidrs,
  fixText,
  formatCidr,
  formatGithub,
  formatIp,
  formatJson,
  formatJunit,
  formatPlan,
  formatPorts,
  formatSarif,
  formatStylish,
  lint,
  lintFilterText,
  lintSources,
  lintText,
  matchesFilter,
  parseCidr,
  parseIp,
  parseIpv4,
  parseIpv6,
  parsePorts,
  planChanges,
  routes,
  testPolicies,
  unifiedDiff,
  validateDatabase,
  validateFilter,
  validateFirewall,
  validateFirewallDevice,
  validateFirewallRule,
  validateFirewallRules,
  validateImage,
  validateImageId,
  validateIpAllocation,
  validatePaging,
  validatePorts,
  validateRdnsUpdate,
  validateRequest,
  validateStackScript,
  validateSubnet,
  validateVpc,
  xFilterHeader
};
