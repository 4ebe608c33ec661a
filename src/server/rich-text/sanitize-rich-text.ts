import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list of rich text (`html` fields): what the editor produces (paragraphs, headings, marks,
 * lists, quotes, code, links, tables, images) and nothing that runs. Scripts, styles, event handlers
 * (onerror...), iframes and forms are dropped; links and images keep only http(s) and mailto URLs (no
 * `javascript:` or `data:`); every link opens in a new tab without access to its opener.
 */
const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'code', 'pre', 'blockquote', 'hr',
    'ul', 'ol', 'li', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** Rich text as it may be stored and shown: the allow-list above applied, surrounding blanks trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_RULES).trim();
}
