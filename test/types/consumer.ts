// A TypeScript consumer of the built package, type-checked by test/types/types.test.ts ("cloudlint"
// resolves through package.json's exports to lib/esm/index.d.ts). Lines marked @ts-expect-error
// must fail to compile: they prove the types are narrow, not `any`.
import {
  validateRequest,
  routes,
  RULES,
  validateFirewall,
  type Diagnostic,
  type EndpointId,
  type FirewallCreateRequest,
  type FirewallRulesUpdateRequest,
  type ImageUploadRequest,
  type IpAssignRequest,
  type RequestResult,
  type RuleId,
  type PolicyId,
  type VpcCreateRequest,
} from "cloudlint";

declare const input: { method: string; path: string; body: unknown };
const result: RequestResult = validateRequest(input, { rules: { "firewall-label-letter-first": "off" } });

if (result.ok && result.endpoint === "POST /networking/firewalls") {
  const body: FirewallCreateRequest = result.body;
  const policy: "ACCEPT" | "DROP" = body.rules.inbound_policy;
  const ports: string | null | undefined = body.rules.inbound?.[0]?.ports;
  void policy;
  void ports;
  // @ts-expect-error: a firewall create body has no region
  void body.region;
}
if (result.ok && result.endpoint === "PUT /networking/firewalls/{firewallId}/rules") {
  const rules: FirewallRulesUpdateRequest = result.body;
  void rules.inbound;
}
if (result.ok && result.endpoint === "POST /images/upload") {
  const upload: ImageUploadRequest = result.body;
  const region: string = upload.region;
  void region;
}
if (result.ok && result.endpoint === "DELETE /vpcs/{vpcId}") {
  const none: undefined = result.body;
  void none;
  // Path parameters are typed per endpoint.
  const vpcId: string = result.params.vpcId;
  void vpcId;
  // @ts-expect-error: DELETE /vpcs/{vpcId} has no firewallId
  void result.params.firewallId;
}
if (result.ok && result.endpoint === "PUT /vpcs/{vpcId}/subnets/{vpcSubnetId}") {
  const both: { readonly vpcId: string; readonly vpcSubnetId: string } = result.params;
  void both;
}
// options.rules is typed by rule id and setting; the profile is reference or live.
validateRequest(input, { profile: "live", rules: { "subnet-ipv4-private": "error" } });
validateFirewall({}, "create", { profile: "reference", rules: { "firewall-label-letter-first": "off" } });
// @ts-expect-error: no such rule id
validateRequest(input, { rules: { "firewall-label-first-letter": "off" } });
// @ts-expect-error: no such setting
validateRequest(input, { rules: { "firewall-label-letter-first": "ignore" } });
// @ts-expect-error: no such profile
validateRequest(input, { profile: "strict" });
if (!result.ok) {
  const status: 400 | 404 | 405 | 413 = result.status;
  const apiBody: { errors: { field?: string; reason: string }[] } = { errors: result.errors };
  void status;
  void apiBody;
  // @ts-expect-error: a refused request has no typed body
  const typed: FirewallCreateRequest = result.body;
  void typed;
}

const assign: IpAssignRequest = { region: "us-east", assignments: [{ address: "203.0.113.10", compute_id: 101 }] };
// @ts-expect-error: a request names instances by integer id
const byLabel: IpAssignRequest = { region: "us-east", assignments: [{ address: "203.0.113.10", compute_id: "web-1" }] };
const vpc: VpcCreateRequest = { label: "prod", region: "us-east", subnets: [{ label: "app", ipv4: "10.0.1.0/24" }] };
void assign;
void byLabel;
void vpc;

const endpoints: EndpointId[] = routes.map((r) => r.id as EndpointId);
// @ts-expect-error: not an endpoint of the API
const wrong: EndpointId = "GET /nope";
void endpoints;
void wrong;

const diagnostics: Diagnostic[] = validateFirewall({});
// A diagnostic comes from a built-in rule or an organisation policy (whose id has a slash).
const id: RuleId | PolicyId = diagnostics[0]!.ruleId;
const severity = id.includes("/") ? undefined : RULES[id as RuleId].severity;
const policyId: PolicyId = "acme/db-ha-in-prod";
// @ts-expect-error: a policy id has an organisation prefix
const notAPolicy: PolicyId = "db-ha-in-prod";
void policyId;
void notAPolicy;
// @ts-expect-error: rule ids are the registry's, not any string
const notARule: RuleId = "firewall-made-up";
void severity;
void notARule;
