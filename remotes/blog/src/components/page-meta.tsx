import { useEffect } from 'react';

export const SITE_NAME = 'Manifest';

type TPageMetaProps = {
  title: string;
  description: string;
  /** The page's path on this site (for og:url and the canonical link). */
  path: string;
  /** An absolute image URL for link previews. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Also the tab's title and description; off where the shell's SEO table has them (the listing). */
  setsDocumentTitle?: boolean;
};

/** Sets (or adds) one `<meta>` or `<link>` in the head; answers how to put it back. */
function setHeadTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  const isNew = !element;
  element ??= document.head.appendChild(create());
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  return () => {
    if (isNew) element.remove();
    else if (previous !== null) element.setAttribute(attribute, previous);
  };
}

const meta = (key: 'name' | 'property', name: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(key, name);
  return element;
};

/**
 * The page's title, description, canonical link and Open Graph tags while it is
 * shown; the shell's own come back when it leaves.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  setsDocumentTitle = true,
}: TPageMetaProps) {
  useEffect(() => {
    const url = new URL(path, window.location.origin).href;
    const previousTitle = document.title;
    if (setsDocumentTitle) document.title = `${title} | ${SITE_NAME}`;
    const tags: Array<[string, () => HTMLElement, string, string]> = [
      ['meta[property="og:title"]', meta('property', 'og:title'), 'content', title],
      [
        'meta[property="og:description"]',
        meta('property', 'og:description'),
        'content',
        description,
      ],
      ['meta[property="og:type"]', meta('property', 'og:type'), 'content', type],
      ['meta[property="og:url"]', meta('property', 'og:url'), 'content', url],
      ['meta[property="og:site_name"]', meta('property', 'og:site_name'), 'content', SITE_NAME],
      [
        'link[rel="canonical"]',
        () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
        'href',
        url,
      ],
    ];
    if (image)
      tags.push(['meta[property="og:image"]', meta('property', 'og:image'), 'content', image]);
    const restores = tags.map((tag) => setHeadTag(...tag));
    return () => {
      if (setsDocumentTitle) document.title = previousTitle;
      for (const restore of restores) restore();
    };
  }, [title, description, path, image, type, setsDocumentTitle]);
  return null;
}
