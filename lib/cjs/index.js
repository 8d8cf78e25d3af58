"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var index_exports = {};
__export(index_exports, {
  COLLECTIONS: () => import_filter.COLLECTIONS,
  COLLECTION_NAMES: () => import_filter.COLLECTION_NAMES,
  DEFAULT_LIMITS: () => import_limits.DEFAULT_LIMITS,
  DEFAULT_SENSITIVE_PORTS: () => import_analysis.DEFAULT_SENSITIVE_PORTS,
  FORMATTERS: () => import_format.FORMATTERS,
  FORMAT_NAMES: () => import_format.FORMAT_NAMES,
  FORMAT_STREAMS: () => import_format2.FORMAT_STREAMS,
  MAX_BODY_TEXT: () => import_request.MAX_BODY_TEXT,
  MAX_DIFFED_RULES: () => import_firewall_diff.MAX_DIFFED_RULES,
  MAX_FINDINGS_PER_FILE: () => import_lint.MAX_FINDINGS_PER_FILE,
  MAX_FINDINGS_PER_RESOURCE: () => import_lint.MAX_FINDINGS_PER_RESOURCE,
  MAX_FIREWALL_RULES: () => import_firewall.MAX_FIREWALL_RULES,
  MAX_PORT: () => import_ports.MAX_PORT,
  MAX_PORT_PIECES: () => import_ports.MAX_PORT_PIECES,
  MAX_REQUEST_PATH: () => import_request.MAX_REQUEST_PATH,
  MAX_RULE_ADDRESSES: () => import_firewall.MAX_RULE_ADDRESSES,
  PLAN_FORMATS: () => import_plan.PLAN_FORMATS,
  POLICY_RESOURCES: () => import_policy.POLICY_RESOURCES,
  RULES: () => import_catalog.RULES,
  addressInCidr: () => import_net.addressInCidr,
  addressRange: () => import_net.addressRange,
  analyzeFirewall: () => import_analysis.analyzeFirewall,
  applyFilter: () => import_filter.applyFilter,
  applyFixes: () => import_fix.applyFixes,
  canonicalizeCidr: () => import_net.canonicalizeCidr,
  checkIpAssignment: () => import_ip.checkIpAssignment,
  checkIpShare: () => import_ip.checkIpShare,
  checkIpv6RangeCreate: () => import_ip.checkIpv6RangeCreate,
  cidrContains: () => import_net.cidrContains,
  cidrsOverlap: () => import_net.cidrsOverlap,
  compileFirewallRules: () => import_model.compileFirewallRules,
  compilePolicies: () => import_policy.compilePolicies,
  diffFirewall: () => import_firewall_diff.diffFirewall,
  escapeText: () => import_text.escapeText,
  evaluateFirewall: () => import_model.evaluateFirewall,
  explainPacket: () => import_lint.explainPacket,
  findOverlappingCidrs: () => import_net.findOverlappingCidrs,
  fixText: () => import_lint.fixText,
  formatCidr: () => import_net.formatCidr,
  formatGithub: () => import_format.formatGithub,
  formatIp: () => import_net.formatIp,
  formatJson: () => import_format.formatJson,
  formatJunit: () => import_format.formatJunit,
  formatPlan: () => import_plan.formatPlan,
  formatPorts: () => import_ports.formatPorts,
  formatSarif: () => import_format.formatSarif,
  formatStylish: () => import_format.formatStylish,
  lint: () => import_lint.lint,
  lintFilterText: () => import_lint.lintFilterText,
  lintSources: () => import_lint.lintSources,
  lintText: () => import_lint.lintText,
  matchesFilter: () => import_filter.matchesFilter,
  parseCidr: () => import_net.parseCidr,
  parseIp: () => import_net.parseIp,
  parseIpv4: () => import_net.parseIpv4,
  parseIpv6: () => import_net.parseIpv6,
  parsePorts: () => import_ports.parsePorts,
  planChanges: () => import_change.planChanges,
  routes: () => import_request.routes,
  testPolicies: () => import_policy.testPolicies,
  unifiedDiff: () => import_fix.unifiedDiff,
  validateDatabase: () => import_database.validateDatabase,
  validateFilter: () => import_filter.validateFilter,
  validateFirewall: () => import_firewall.validateFirewall,
  validateFirewallDevice: () => import_firewall.validateFirewallDevice,
  validateFirewallRule: () => import_firewall.validateFirewallRule,
  validateFirewallRules: () => import_firewall.validateFirewallRules,
  validateImage: () => import_image.validateImage,
  validateImageId: () => import_image.validateImageId,
  validateIpAllocation: () => import_ip2.validateIpAllocation,
  validatePaging: () => import_filter.validatePaging,
  validatePorts: () => import_firewall.validatePorts,
  validateRdnsUpdate: () => import_ip2.validateRdnsUpdate,
  validateRequest: () => import_request.validateRequest,
  validateStackScript: () => import_stackscript.validateStackScript,
  validateSubnet: () => import_vpc.validateSubnet,
  validateVpc: () => import_vpc.validateVpc,
  xFilterHeader: () => import_filter.xFilterHeader
});
module.exports = __toCommonJS(index_exports);
var import_lint = require("./lint.js");
var import_limits = require("./load/limits.js");
var import_firewall = require("./resources/firewall.js");
var import_vpc = require("./resources/vpc.js");
var import_database = require("./resources/database.js");
var import_stackscript = require("./resources/stackscript.js");
var import_image = require("./resources/image.js");
var import_ports = require("./net/ports.js");
var import_net = require("./net/index.js");
var import_catalog = require("./rules/catalog.js");
var import_format = require("./format/index.js");
var import_filter = require("./filter/index.js");
var import_ip = require("./account/ip.js");
var import_ip2 = require("./resources/ip.js");
var import_model = require("./firewall/model.js");
var import_analysis = require("./firewall/analysis.js");
var import_fix = require("./rules/fix.js");
var import_format2 = require("./format/index.js");
var import_text = require("./util/text.js");
var import_request = require("./request/index.js");
var import_firewall_diff = require("./change/firewall-diff.js");
var import_change = require("./change/index.js");
var import_plan = require("./format/plan.js");
var import_policy = require("./policy/index.js");
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
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
});
