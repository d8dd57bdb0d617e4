/** Where the page goes in the prerendered signed-in chrome (shell/src/prerender.tsx). */
export const PAGE_SLOT = '<template data-page-slot=""></template>';
