export type TDeviceClass = 'mobile-device' | 'ios-device' | 'android-device';

const IOS = /iPhone|iPad|iPod/i;
const ANDROID = /Android/i;
const OTHER_MOBILE = /Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i;

/**
 * The body classes of spec 000 section 2, from the user agent. iPadOS reports itself as
 * a Mac; a Mac with a touch screen is an iPad.
 */
export function deviceClassesFor(userAgent: string, maxTouchPoints = 0): TDeviceClass[] {
  const isIos = IOS.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  const isAndroid = ANDROID.test(userAgent);
  const isMobile = isIos || isAndroid || OTHER_MOBILE.test(userAgent);
  const classes: TDeviceClass[] = [];
  if (isMobile) classes.push('mobile-device');
  if (isIos) classes.push('ios-device');
  if (isAndroid) classes.push('android-device');
  return classes;
}

/** Adds the classes to <body> once, at start. */
export function applyDeviceClasses(): void {
  const { userAgent, maxTouchPoints } = window.navigator;
  document.body.classList.add(...deviceClassesFor(userAgent, maxTouchPoints));
}
