import { describe, expect, it } from 'vitest';
import { CONTENT_TAGS } from './content-cache';
import { tagsForCmsEvent } from './webhook-events';

describe('tagsForCmsEvent', () => {
  it('drops the posts on any blog post event', () => {
    for (const event of [
      'entry.create',
      'entry.update',
      'entry.delete',
      'entry.publish',
      'entry.unpublish',
    ]) {
      expect(tagsForCmsEvent({ event, model: 'blog-post' })).toEqual(['blog-post']);
    }
  });

  it('drops the posts with the categories, since post cards show the category name', () => {
    expect(tagsForCmsEvent({ event: 'entry.update', model: 'blog-category' })).toEqual([
      'blog-category',
      'blog-post',
    ]);
  });

  it('drops only the changed type for the other content types', () => {
    expect(tagsForCmsEvent({ event: 'entry.update', model: 'comment' })).toEqual(['comment']);
    expect(tagsForCmsEvent({ event: 'entry.update', model: 'meditation' })).toEqual(['meditation']);
    expect(tagsForCmsEvent({ event: 'entry.update', model: 'affirmation' })).toEqual([
      'affirmation',
    ]);
    expect(tagsForCmsEvent({ event: 'entry.delete', model: 'legal-document' })).toEqual([
      'legal-document',
    ]);
  });

  it('drops the posts on a media change (a featured image)', () => {
    expect(tagsForCmsEvent({ event: 'media.update' })).toEqual(['blog-post']);
  });

  it('drops everything for an event it does not know, and nothing for the admin test ping', () => {
    expect(tagsForCmsEvent({ event: 'entry.update', model: 'something-new' })).toEqual(
      CONTENT_TAGS,
    );
    expect(tagsForCmsEvent({ event: 'releases.publish' })).toEqual(CONTENT_TAGS);
    expect(tagsForCmsEvent({ event: 'trigger-test' })).toEqual([]);
  });
});
