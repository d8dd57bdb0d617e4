import { describe, expect, it } from 'vitest';

import { activeTabIndex, detectSwipe, tabAfterSwipe } from './tab-swipe';

const TABS = [
  { to: '/' },
  { to: '/daily-tasks' },
  { to: '/vision-board' },
  { to: '/track-record' },
];
const at = (x: number, y: number, time: number) => ({ x, y, time });

describe('detectSwipe (spec 000 section 9: 75 px within 500 ms)', () => {
  it('sees a quick horizontal move of 75 px or more, either way', () => {
    expect(detectSwipe(at(300, 400, 0), at(225, 400, 200))).toBe('left');
    expect(detectSwipe(at(100, 400, 0), at(175, 410, 500))).toBe('right');
  });

  it('ignores a move shorter than 75 px', () => {
    expect(detectSwipe(at(300, 400, 0), at(226, 400, 100))).toBeNull();
  });

  it('ignores a move that takes longer than 500 ms', () => {
    expect(detectSwipe(at(300, 400, 0), at(100, 400, 501))).toBeNull();
  });

  it('ignores a mostly vertical move (a scroll), and clocks that went backwards', () => {
    expect(detectSwipe(at(300, 100, 0), at(200, 300, 200))).toBeNull();
    expect(detectSwipe(at(300, 100, 0), at(200, 200, 200))).toBeNull();
    expect(detectSwipe(at(300, 100, 500), at(100, 100, 100))).toBeNull();
  });
});

describe('activeTabIndex', () => {
  it('finds the tab of the path; /dashboard is the home tab; a trailing slash is the same path', () => {
    expect(activeTabIndex('/', TABS)).toBe(0);
    expect(activeTabIndex('/dashboard', TABS)).toBe(0);
    expect(activeTabIndex('/vision-board/', TABS)).toBe(2);
  });

  it('is -1 on a page with no tab', () => {
    expect(activeTabIndex('/challenges', TABS)).toBe(-1);
  });
});

describe('tabAfterSwipe', () => {
  it('goes to the next tab on a left swipe and the previous on a right swipe', () => {
    expect(tabAfterSwipe('/daily-tasks', 'left', TABS)).toBe('/vision-board');
    expect(tabAfterSwipe('/daily-tasks', 'right', TABS)).toBe('/');
    expect(tabAfterSwipe('/dashboard', 'left', TABS)).toBe('/daily-tasks');
  });

  it('stops at both ends and on pages without a tab', () => {
    expect(tabAfterSwipe('/', 'right', TABS)).toBeNull();
    expect(tabAfterSwipe('/track-record', 'left', TABS)).toBeNull();
    expect(tabAfterSwipe('/blog', 'left', TABS)).toBeNull();
  });
});
