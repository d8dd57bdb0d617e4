import { useMemo, type ElementType, type JSX } from 'react';
import Markdown, { type Components, type ExtraProps, type UrlTransform } from 'react-markdown';
import { joinClasses, MARKDOWN_CLASSES } from './markdown-classes';
import { markdownFingerprint } from './markdown-fingerprint';
import { markdownRootProps } from './markdown-root';
import { remarkGfmParse } from './remark-gfm-parse';
import { remarkHtmlAsText } from './remark-html-as-text';
import { linkKind, safeUrl } from './safe-url';

export type SafeMarkdownProps = {
  /** Markdown from the CMS (untrusted: raw HTML in it is dropped). */
  markdown: string;
  /** This site's origin; links elsewhere open in a new tab. Default: the page's own origin. */
  siteOrigin?: string;
  className?: string;
};

const REMARK_PLUGINS = [remarkGfmParse, remarkHtmlAsText];

/** Everything CommonMark and GFM produce; anything else is unwrapped (defence in depth). */
const ALLOWED_ELEMENTS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'img',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];

export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

// Links and images are checked in the components; any other URL attribute is dropped.
const keepCheckedUrls: UrlTransform = (url, key) =>
  key === 'href' || key === 'src' ? url : undefined;

/** A component for `tag` with the house classes first, then any a plugin gave it. */
function styled<Tag extends keyof JSX.IntrinsicElements>(tag: Tag, classes: string) {
  return function Styled(props: JSX.IntrinsicElements[Tag] & ExtraProps) {
    // `node` is the syntax tree's, not an attribute.
    const { node: _node, className, ...rest } = props as ExtraProps & { className?: string };
    const Element = tag as ElementType;
    return <Element className={joinClasses(classes, className)} {...rest} />;
  };
}

function componentsFor(siteOrigin: string | undefined): Components {
  return {
    h1: styled('h1', MARKDOWN_CLASSES.h1),
    h2: styled('h2', MARKDOWN_CLASSES.h2),
    h3: styled('h3', MARKDOWN_CLASSES.h3),
    h4: styled('h4', MARKDOWN_CLASSES.h4),
    h5: styled('h5', MARKDOWN_CLASSES.h5),
    h6: styled('h6', MARKDOWN_CLASSES.h6),
    p: styled('p', MARKDOWN_CLASSES.p),
    ul: styled('ul', MARKDOWN_CLASSES.ul),
    ol: styled('ol', MARKDOWN_CLASSES.ol),
    li: styled('li', MARKDOWN_CLASSES.li),
    blockquote: styled('blockquote', MARKDOWN_CLASSES.blockquote),
    hr: styled('hr', MARKDOWN_CLASSES.hr),
    strong: styled('strong', MARKDOWN_CLASSES.strong),
    del: styled('del', MARKDOWN_CLASSES.del),
    code: styled('code', MARKDOWN_CLASSES.code),
    pre: styled('pre', MARKDOWN_CLASSES.pre),
    th: styled('th', MARKDOWN_CLASSES.th),
    td: styled('td', MARKDOWN_CLASSES.td),
    input: styled('input', MARKDOWN_CLASSES.input),
    section: styled('section', MARKDOWN_CLASSES.section),
    table: ({ node: _node, className, ...props }) => (
      <div className={MARKDOWN_CLASSES.tableWrapper}>
        <table className={joinClasses(MARKDOWN_CLASSES.table, className)} {...props} />
      </div>
    ),
    a: ({ node: _node, href, className, children, target: _target, rel: _rel, ...props }) => {
      const url = href === undefined ? undefined : safeUrl(href, 'link');
      // An unsafe link keeps its text and loses its destination.
      if (url === undefined) return <span>{children}</span>;
      const isExternal = linkKind(url, siteOrigin) === 'external';
      return (
        <a
          {...props}
          href={url}
          className={joinClasses(MARKDOWN_CLASSES.a, className)}
          {...(isExternal ? { target: '_blank', rel: EXTERNAL_LINK_REL } : {})}
        >
          {children}
        </a>
      );
    },
    img: ({ node: _node, src, alt, title }) => {
      const url = typeof src === 'string' ? safeUrl(src, 'image') : undefined;
      if (url === undefined) return null;
      const isExternal = linkKind(url, siteOrigin) === 'external';
      return (
        <img
          src={url}
          alt={alt ?? ''}
          title={title}
          loading="lazy"
          decoding="async"
          className={MARKDOWN_CLASSES.img}
          // Another site learns nothing of the page an image is shown on.
          {...(isExternal ? { referrerPolicy: 'no-referrer' as const } : {})}
        />
      );
    },
  };
}

/**
 * Renders CMS Markdown (with GFM tables, task lists, strikethrough, autolinks
 * and footnotes) safely: raw HTML is dropped, never rendered; javascript:,
 * data: and other unsafe URLs are removed; links to other origins open in a
 * new tab with rel="noopener noreferrer nofollow"; images load lazily.
 */
export function SafeMarkdown({ markdown, siteOrigin, className }: SafeMarkdownProps) {
  const origin = siteOrigin ?? globalThis.location?.origin;
  const components = useMemo(() => componentsFor(origin), [origin]);
  return (
    <div {...markdownRootProps(markdownFingerprint(markdown), className)}>
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        skipHtml
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={keepCheckedUrls}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
