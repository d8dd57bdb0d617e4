import type { Page } from '@playwright/test';

/**
 * axe-core cannot tell the colour behind text drawn on a gradient (it reports such
 * text as "needs review", never as a violation), so a button whose words vanish on
 * its gradient in one colour scheme passes it. This check reads every visible text
 * whose nearest background is an opaque gradient and measures its contrast with each
 * colour stop: at least 4.5:1, or 3:1 for large text (WCAG 1.4.3). Returns one line
 * per text that falls short.
 */
export const gradientTextContrastProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No 2D canvas to read colours with');

    /** Any CSS colour (oklch, hex, rgb…) as sRGB 0–255 and alpha 0–1, as the browser draws it. */
    const toRgba = (cssColour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = cssColour;
      context.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
      return { rgb: [red, green, blue], alpha: alpha / 255 };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };

    const COLOUR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;
    /** The opaque stops of an element's own gradient, or null when it has none. */
    const gradientStops = (element: Element) => {
      const image = getComputedStyle(element).backgroundImage;
      if (!image.includes('gradient(')) return null;
      return (image.match(COLOUR) ?? []).map(toRgba).filter((stop) => stop.alpha === 1);
    };
    const paintsBackground = (element: Element) => {
      const style = getComputedStyle(element);
      return style.backgroundImage !== 'none' || toRgba(style.backgroundColor).alpha > 0;
    };
    const isLarge = (style: CSSStyleDeclaration) => {
      const size = Number.parseFloat(style.fontSize);
      return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    };

    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest('[disabled], [aria-hidden="true"]')) continue;
      if (element.checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) === false)
        continue;
      let holder: Element | null = element;
      while (holder && !paintsBackground(holder)) holder = holder.parentElement;
      const stops = holder ? gradientStops(holder) : null;
      const style = getComputedStyle(element);
      if (!stops?.length || style.backgroundClip === 'text') continue;
      const colour = toRgba(style.color);
      if (colour.alpha === 0) continue;
      /** Half-transparent text is seen mixed with what is behind it. */
      const seenOn = (stop: number[]) =>
        colour.rgb.map(
          (channel, index) => channel * colour.alpha + (stop[index] ?? 0) * (1 - colour.alpha),
        );
      const needed = isLarge(style) ? 3 : 4.5;
      const worst = Math.min(...stops.map((stop) => contrast(seenOn(stop.rgb), stop.rgb)));
      if (worst < needed) {
        problems.push(
          `"${text.slice(0, 40)}": ${worst.toFixed(2)}:1 on the gradient of <${holder?.tagName.toLowerCase()} class="${holder?.className}"> (needs ${needed}:1)`,
        );
      }
    }
    return problems;
  });
