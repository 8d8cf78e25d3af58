import { defineConfig } from "vitepress";
import { slug } from "../../site/slug.mjs";

// The documentation site (npm run build:site: site/build.mjs stages docs/ and rules/ and builds
// this). Plain .html files (cleanUrls off) so that any static host serves them; `base` from
// CLOUDLINT_SITE_BASE for a site served from a sub-path (a GitHub Pages project site).
const base = `/${(process.env.CLOUDLINT_SITE_BASE ?? "/").replace(/^\/+|\/+$/g, "")}/`.replace(/^\/\/$/, "/");

const guide = [
  { text: "Getting started", link: "/getting-started" },
  { text: "The CLI and the config", link: "/cli" },
  { text: "pre-commit and CI", link: "/ci" },
  { text: "A change and its plan", link: "/change" },
  { text: "Terraform", link: "/terraform" },
  { text: "In the editor", link: "/editor" },
  { text: "An existing account (import)", link: "/import" },
  { text: "Organisation policies", link: "/policies" },
  { text: "Validating requests in a service", link: "/services" },
  { text: "The library", link: "/library" },
  { text: "State files", link: "/state-files" },
  { text: "Safety and limits", link: "/safety" },
  { text: "Performance", link: "/performance" },
  { text: "Development", link: "/development" },
];

export default defineConfig({
  title: "cloudlint",
  description: "Policy and validation engine for cloud infrastructure state files, Terraform and API requests.",
  base,
  // The pages as site/build.mjs stages them (docs/ and rules/ with their links made the site's).
  srcDir: process.env.CLOUDLINT_SITE_SRC ?? "../site/.build",
  cleanUrls: false,
  lang: "en",
  // Nothing loaded from elsewhere: no fonts or scripts from a CDN, and no last-updated git calls.
  lastUpdated: false,
  // The playground and the API reference are built beside the pages, not from Markdown.
  ignoreDeadLinks: [/^\/?playground\/?/, /^\/?api\//, /^\/?api\/?$/],
  markdown: {
    // GitHub's anchors, so that a link to a heading works on GitHub and on the site alike.
    anchor: { slugify: slug },
    // GitHub's themes in their high-contrast variants: every token at 4.5:1 or more on the block's background.
    theme: { light: "github-light-high-contrast", dark: "github-dark-high-contrast" },
    // Rego (the policies page's comparison) has no grammar in Shiki: an empty one, plain text.
    languages: [{ name: "rego", scopeName: "source.rego", patterns: [], repository: {} }],
    config(md) {
      // The pages are GitHub Markdown: `<name>` in text is text, not an HTML tag (nor a Vue
      // component), and `{{ }}` is text, not a Vue interpolation.
      md.set({ html: false });
      md.core.ruler.push("cloudlint-v-pre", (state) => {
        for (const token of state.tokens) {
          if (token.nesting === 1 && token.level === 0 && token.type !== "fence") token.attrSet("v-pre", "");
          // A wide table scrolls sideways (the theme's overflow-x): focusable, so that a keyboard
          // can scroll it too (as the code blocks are).
          if (token.type === "table_open") token.attrSet("tabindex", "0");
        }
      });
    },
  },
  themeConfig: {
    nav: [
      { text: "Guide", link: "/getting-started" },
      { text: "Rules", link: "/rules/" },
      { text: "API", link: "/api/index.html", target: "_self" },
      { text: "Playground", link: "/playground/index.html", target: "_self" },
    ],
    sidebar: {
      "/rules/": [{ text: "Rules", items: [{ text: "Every rule", link: "/rules/" }, { text: "Rules and severities", link: "/rules" }] }],
      "/": [{ text: "Guide", items: guide }, { text: "Reference", items: [{ text: "Rules", link: "/rules" }, { text: "Every rule's page", link: "/rules/" }] }],
    },
    search: { provider: "local" },
    outline: { level: [2, 3] },
    socialLinks: [{ icon: "github", link: "https://github.com/cloudlint/cloudlint" }],
  },
});
