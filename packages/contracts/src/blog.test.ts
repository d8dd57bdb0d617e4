import { describe, expect, it } from 'vitest';
import { ZBlogPostsQuery, ZBlogSearchQuery, ZCreateCommentRequest } from './blog';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues[0];

describe('ZBlogPostsQuery', () => {
  it('defaults to the first page of 9 and reads numbers from the query string', () => {
    expect(ZBlogPostsQuery.parse({})).toEqual({ limit: 9, offset: 0 });
    expect(ZBlogPostsQuery.parse({ limit: '9', offset: '18' })).toEqual({ limit: 9, offset: 18 });
  });

  it('names the field that is out of range', () => {
    expect(firstIssue(ZBlogPostsQuery.safeParse({ limit: '51' }))).toMatchObject({
      path: ['limit'],
      message: 'limit must be at most 50',
    });
    expect(firstIssue(ZBlogPostsQuery.safeParse({ limit: '0' }))?.message).toBe(
      'limit must be at least 1',
    );
    expect(firstIssue(ZBlogPostsQuery.safeParse({ offset: '-9' }))?.message).toBe(
      'offset must be at least 0',
    );
    expect(firstIssue(ZBlogPostsQuery.safeParse({ offset: 'two' }))?.message).toBe(
      'offset must be a whole number',
    );
  });
});

describe('ZBlogSearchQuery', () => {
  it('needs 1 to 100 characters after trimming', () => {
    expect(ZBlogSearchQuery.parse({ q: '  gratitude ' })).toEqual({ q: 'gratitude' });
    expect(firstIssue(ZBlogSearchQuery.safeParse({ q: '   ' }))?.message).toBe('q is required');
    expect(firstIssue(ZBlogSearchQuery.safeParse({}))?.message).toBe('q is required');
    expect(firstIssue(ZBlogSearchQuery.safeParse({ q: 'x'.repeat(101) }))?.message).toBe(
      'q must be at most 100 characters',
    );
  });
});

describe('ZCreateCommentRequest', () => {
  it('trims, and treats an empty email as none', () => {
    expect(
      ZCreateCommentRequest.parse({ author: ' Ana ', email: '', content: ' Lovely ' }),
    ).toEqual({
      author: 'Ana',
      email: undefined,
      content: 'Lovely',
    });
    expect(ZCreateCommentRequest.parse({ author: 'Ana', content: 'Hi' }).email).toBeUndefined();
    expect(ZCreateCommentRequest.parse({ author: 'A', email: 'a@b.co', content: 'c' }).email).toBe(
      'a@b.co',
    );
  });

  it("asks for the name and comment in the spec's words", () => {
    for (const body of [{ content: 'c' }, { author: ' ', content: 'c' }, { author: 'A' }]) {
      expect(firstIssue(ZCreateCommentRequest.safeParse(body))?.message).toBe(
        'Please provide your name and comment',
      );
    }
  });

  it('checks the email and the length limits, naming the field', () => {
    expect(
      firstIssue(ZCreateCommentRequest.safeParse({ author: 'A', email: 'nope', content: 'c' })),
    ).toMatchObject({ path: ['email'], message: 'Email must be a valid email' });
    expect(
      firstIssue(ZCreateCommentRequest.safeParse({ author: 'A'.repeat(81), content: 'c' })),
    ).toMatchObject({ path: ['author'], message: 'Name must be at most 80 characters' });
    expect(
      firstIssue(ZCreateCommentRequest.safeParse({ author: 'A', content: 'c'.repeat(2001) })),
    ).toMatchObject({ path: ['content'], message: 'Comment must be at most 2000 characters' });
  });

  it('keeps markup as plain text', () => {
    const content = '<script>alert("hi")</script>';
    expect(ZCreateCommentRequest.parse({ author: 'A', content }).content).toBe(content);
  });
});
