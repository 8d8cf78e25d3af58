/** A page's Markdown (at repository path `repoPath`: README.md, docs/…, rules/…) with its links made the site's, fenced code untouched and comment lines dropped. */
export declare function stageMarkdown(text: string, repoPath: string): string;
