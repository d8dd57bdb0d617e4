import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
// remark-parse declares the parser's extension lists on unified's Data.
import type {} from 'remark-parse';
import type { Processor } from 'unified';

/**
 * GitHub Flavoured Markdown (tables, task lists, strikethrough, autolinks,
 * footnotes) for reading only. remark-gfm also registers GFM's Markdown
 * writer, which rendering never calls and which costs about 9 kB gzipped.
 */
export function remarkGfmParse(this: Processor): undefined {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
