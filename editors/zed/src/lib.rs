//! cloudlint for Zed: starts the workspace's own installed `cloudlint lsp --stdio`.
//!
//! Zed starts language servers only from extensions; this one bundles no cloudlint and downloads
//! none (so the editor lints with the same version as CI). It runs `npx --no cloudlint lsp
//! --stdio` in the worktree, which starts the project's installed cloudlint and fails when there
//! is none, unless Zed's settings name another command (`lsp.cloudlint.binary`).
use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

struct CloudlintExtension;

const SERVER_ARGS: [&str; 2] = ["lsp", "--stdio"];

impl zed::Extension for CloudlintExtension {
    fn new() -> Self {
        CloudlintExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let env = worktree.shell_env();
        // `"lsp": { "cloudlint": { "binary": { "path": "...", "arguments": [...] } } }`
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        if let Some(path) = binary.as_ref().and_then(|b| b.path.clone()) {
            let args = binary
                .and_then(|b| b.arguments)
                .unwrap_or_else(|| SERVER_ARGS.iter().map(|a| a.to_string()).collect());
            return Ok(zed::Command { command: path, args, env });
        }
        let npx = worktree.which("npx").ok_or_else(|| {
            "cloudlint: npx is not on the PATH Zed sees. Install Node.js and, in the project, \
             npm install --save-dev cloudlint; or set lsp.cloudlint.binary.path in Zed's settings."
                .to_string()
        })?;
        let mut args = vec!["--no".to_string(), "cloudlint".to_string()];
        args.extend(SERVER_ARGS.iter().map(|a| a.to_string()));
        Ok(zed::Command { command: npx, args, env })
    }

    /// `"lsp": { "cloudlint": { "initialization_options": { "debounceMs": 300 } } }`
    fn language_server_initialization_options(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.initialization_options))
    }
}

zed::register_extension!(CloudlintExtension);
