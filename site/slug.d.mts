/** A heading's Markdown source as text: code spans, emphasis and links reduced to their text. */
export declare function headingText(markdown: string): string;
/** GitHub's slug of a heading's text (lower case, punctuation dropped, spaces to "-"). */
export declare function slug(text: string): string;
/** The anchors of a Markdown page's headings outside fenced code, repeats numbered "-1", "-2", …. */
export declare function anchorsOf(markdown: string): string[];
