import type { ContentBlockDto } from './dto/content-shop.dto';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Plain text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The body of a content page (HTML of paragraphs and lists, as the editors write it) as blocks of plain text,
 * so the storefront renders it as React text and no markup reaches the page. Text outside a paragraph or list
 * becomes a paragraph of its own; empty blocks are left out.
 */
export function bodyToBlocks(html: string): ContentBlockDto[] {
  const blocks: ContentBlockDto[] = [];
  const addParagraph = (fragment: string) => {
    const text = htmlToText(fragment);
    if (text) blocks.push({ kind: 'paragraph', texts: [text] });
  };
  const blockPattern = /<(p|ul|ol)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;
  let last = 0;
  for (const match of html.matchAll(blockPattern)) {
    addParagraph(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, tag, inner = ''] = match;
    if (tag!.toLowerCase() === 'p') {
      addParagraph(inner);
      continue;
    }
    const items = [...inner.matchAll(/<li\b[^>]*>([\s\S]*?)(?=<li\b|$)/gi)]
      .map((item) => htmlToText(item[1] ?? ''))
      .filter((text) => text !== '');
    if (items.length > 0) blocks.push({ kind: 'list', texts: items });
  }
  addParagraph(html.slice(last));
  return blocks;
}
