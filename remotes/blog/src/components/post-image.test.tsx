import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { PostImage } from './post-image';

const VARIANTS = [
  { url: 'https://cms.example/uploads/small_dawn.jpg', width: 500 },
  { url: 'https://cms.example/uploads/large_dawn.jpg', width: 1000 },
  { url: 'https://cms.example/uploads/dawn.jpg', width: 2400 },
];

describe('PostImage', () => {
  it('offers every width the CMS made, so a phone downloads the small one', () => {
    const html = renderToStaticMarkup(
      <PostImage
        src="https://cms.example/uploads/dawn.jpg"
        variants={VARIANTS}
        sizes="(min-width: 800px) 768px, 100vw"
        isEager
      />,
    );
    expect(html).toContain(
      'srcSet="https://cms.example/uploads/small_dawn.jpg 500w, https://cms.example/uploads/large_dawn.jpg 1000w, https://cms.example/uploads/dawn.jpg 2400w"',
    );
    expect(html).toContain('sizes="(min-width: 800px) 768px, 100vw"');
    expect(html).toContain('src="https://cms.example/uploads/dawn.jpg"');
    expect(html).toContain('fetchPriority="high"');
  });

  it('is the one file when the CMS gave no other width', () => {
    const html = renderToStaticMarkup(
      <PostImage src="https://cms.example/uploads/dawn.jpg" variants={VARIANTS.slice(2)} />,
    );
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
    expect(html).toContain('loading="lazy"');
  });
});
