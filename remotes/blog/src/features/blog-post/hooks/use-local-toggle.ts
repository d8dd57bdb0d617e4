import { useCallback, useState } from 'react';

const read = (key: string) => {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/**
 * An on/off kept only in this browser (the post's like and bookmark, spec 001
 * section 2): it survives a reload; nothing is sent to the server.
 */
export function useLocalToggle(key: string): [boolean, () => void] {
  const [isOn, setIsOn] = useState(() => read(key));
  const toggle = useCallback(() => {
    setIsOn((was) => {
      try {
        if (was) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, '1');
      } catch {
        // Storage blocked: the toggle lasts for this page.
      }
      return !was;
    });
  }, [key]);
  return [isOn, toggle];
}
