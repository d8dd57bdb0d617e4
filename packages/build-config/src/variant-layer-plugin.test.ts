import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

import { variantLayerPlugin } from './variant-layer-plugin';

const run = async (css: string) =>
  (await postcss([variantLayerPlugin()]).process(css, { from: undefined })).css;
const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

describe('variantLayerPlugin', () => {
  it('moves responsive utilities, flat or nested, into a variants layer after utilities', async () => {
    const css = await run(`
      @layer utilities {
        .grid { display: grid; }
        @media (width >= 48rem) { .md\\:hidden { display: none; } }
        .lg\\:flex { @media (width >= 64rem) { display: flex; } }
        .hover\\:underline:hover { text-decoration: underline; }
      }
    `);

    expect(squash(css)).toBe(
      squash(`
        @layer theme, base, components, utilities, variants;
        @layer utilities {
          .grid { display: grid; }
          .hover\\:underline:hover { text-decoration: underline; }
        }
        @layer variants {
          @media (width >= 48rem) { .md\\:hidden { display: none; } }
          .lg\\:flex { @media (width >= 64rem) { display: flex; } }
        }
      `),
    );
  });

  it('leaves a sheet without utilities alone', async () => {
    const css = '@layer base { a { color: red; } }';
    expect(await run(css)).toBe(css);
  });
});
