import { useEffect, useEffectEvent, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { MOBILE_MEDIA_QUERY } from './breakpoints';
import { BOTTOM_NAV_TABS } from './nav-items';
import { detectSwipe, tabAfterSwipe, type TSwipeDirection, type TTouchPoint } from './tab-swipe';

/** Where a horizontal finger move means something else: fields, sliders, scrolling strips. */
const OWN_GESTURE_SELECTOR =
  'input, textarea, select, [contenteditable="true"], [role="slider"], [data-no-tab-swipe]';

const isOwnGesture = (target: EventTarget | null) =>
  target instanceof Element && target.closest(OWN_GESTURE_SELECTOR) !== null;

/**
 * On phones, a horizontal swipe on the page moves to the next or previous bottom tab
 * (spec 000 section 2). Only touches that start in the page area count: a dialog
 * rendered in a portal is outside it, so swiping inside a dialog never changes the page
 * behind it. The listeners sit on the document and look the area up at each touch, so
 * an area re-rendered as a new element (a page that suspends) keeps working. They stay
 * the same from page to page (the address is read when a swipe ends): a swipe that
 * begins while a page change is being applied is not lost between two sets of them.
 */
export function useTabSwipe(areaRef: RefObject<HTMLElement | null>) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const moveAfterSwipe = useEffectEvent((direction: TSwipeDirection) => {
    const to = tabAfterSwipe(pathname, direction, BOTTOM_NAV_TABS);
    if (to) navigate(to);
  });

  useEffect(() => {
    let start: TTouchPoint | null = null;
    const inArea = (target: EventTarget | null) =>
      target instanceof Node && areaRef.current?.contains(target) === true;

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch && inArea(event.target) && !isOwnGesture(event.target)
          ? { x: touch.clientX, y: touch.clientY, time: event.timeStamp }
          : null;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || !window.matchMedia(MOBILE_MEDIA_QUERY).matches) return;
      const direction = detectSwipe(start, {
        x: touch.clientX,
        y: touch.clientY,
        time: event.timeStamp,
      });
      start = null;
      if (direction) moveAfterSwipe(direction);
    };
    const onTouchCancel = () => {
      start = null;
    };

    document.addEventListener('touchstart', onTouchStart, { passive: true });
    document.addEventListener('touchend', onTouchEnd, { passive: true });
    document.addEventListener('touchcancel', onTouchCancel, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
      document.removeEventListener('touchcancel', onTouchCancel);
    };
  }, [areaRef]);
}
