import { describe, expect, it } from 'vitest';

import { documentBody } from './document-body';

describe('documentBody', () => {
  it('drops the title and the last-updated line the page header shows', () => {
    expect(
      documentBody(
        '# Terms of Service\n\n**Last updated: January 2025**\n\n## 1. Agreement\n\nText',
      ),
    ).toBe('## 1. Agreement\n\nText');
  });

  it('keeps a body that starts with its content', () => {
    expect(documentBody('## 1. Agreement\n\n# Not a title here')).toBe(
      '## 1. Agreement\n\n# Not a title here',
    );
  });
});
