/**
 * The rules text is plain text with a tiny markdown-like convention, so an admin can shape it
 * in a textarea and nothing they type can inject HTML (React renders every block as text):
 * - a line starting with "# " is a section heading, "## " a sub-heading;
 * - consecutive lines starting with "- " are one bulleted list;
 * - other consecutive lines are one paragraph (joined with a space);
 * - a blank line ends a paragraph or list.
 */
export type RulesBlock = { kind: 'heading'; level: 1 | 2; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseRules(source: string): RulesBlock[] {
  const blocks: RulesBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith('# ')) {
      flush();
      blocks.push({ kind: 'heading', level: 1, text: line.slice(2).trim() });
    } else if (line.startsWith('- ')) {
      if (paragraph.length) flush();
      list.push(line.slice(2).trim());
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((b) => b.kind !== 'heading' || b.text !== '');
}
