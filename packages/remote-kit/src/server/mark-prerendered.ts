/**
 * A prerendered page is on screen before its script runs: what a visitor types is kept
 * (the shell carries it over), but nothing may act yet. Its buttons wait, disabled, and
 * a form the browser would submit by itself posts rather than put a password in the
 * address.
 */
export const markPrerendered = (html: string): string =>
  html
    .replace(/<button(?=[\s>])/g, '<button disabled=""')
    .replace(/<form(?=[\s>])/g, '<form method="post"');
