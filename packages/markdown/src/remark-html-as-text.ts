// mdast's types come with remark-parse's dependencies.
import type { Nodes, Root } from 'mdast';

function htmlToText(node: Nodes): void {
  if (node.type === 'html') {
    (node as { type: string }).type = 'text';
    return;
  }
  if ('children' in node) for (const child of node.children) htmlToText(child);
}

/**
 * Raw HTML in CMS Markdown is shown as the text it is (`<script>` appears as
 * those characters), never as markup: nothing an author types can run.
 */
export function remarkHtmlAsText() {
  return (tree: Root) => htmlToText(tree);
}
