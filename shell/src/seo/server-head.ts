import { SITE_NAME } from './page-heads';

/** What the shell's server wrote into the head for the first page (server/route-head.ts). */
const SERVER_HEAD = '[data-route-head]';

/**
 * The app takes the head over from the server: the tags written for the first page go
 * (RouteMeta writes the page's own as the app moves), and the title written for it
 * reads the site's name again, the title of a page the SEO table does not name.
 */
export function releaseServerHead(head: HTMLHeadElement = document.head): void {
  for (const element of head.querySelectorAll(SERVER_HEAD)) {
    if (element.tagName === 'TITLE') {
      element.textContent = SITE_NAME;
      element.removeAttribute('data-route-head');
    } else element.remove();
  }
}
