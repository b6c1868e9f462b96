// A visitor's user-agent string in words an agent reads at a glance: "Chrome 120 · Windows ·
// desktop". The raw string is what the server keeps; this runs where it is shown, so rows
// stored before it existed read the same. User-agent strings lie by design (every browser
// says "Mozilla", Edge and Samsung Internet say "Chrome", Chrome says "Safari"), so the
// rules go from the most specific token to the least, and the first that matches wins.

/** A browser's name and the token whose number is its version. */
const BROWSERS: [name: string, token: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\/(\d+)/],
  ['WeChat', /\bMicroMessenger\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  // A browser driven by a program (tests, crawlers): worth knowing it is no person's.
  ['Headless Chrome', /\bHeadlessChrome\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  // Safari's own number is in Version/; its Safari/ token is the WebKit build.
  ['Safari', /\bVersion\/(\d+)[^()]*\bSafari\//],
];

/** iPhone and iPad before Mac: they say "like Mac OS X". Android before Linux: it is Linux. */
const SYSTEMS: [name: string, token: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const DESKTOP_SYSTEMS = ['Windows', 'ChromeOS', 'macOS', 'Linux'];

function browserOf(userAgent: string): string {
  for (const [name, token] of BROWSERS) {
    const version = token.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'Unknown browser';
}

const systemOf = (userAgent: string) => SYSTEMS.find(([, token]) => token.test(userAgent))?.[0];

/**
 * An iPad is a tablet; Android says "Mobile" on phones only, so Android without it is a
 * tablet. (An iPad asking for desktop sites says "Macintosh": it reads as a Mac.)
 */
function kindOf(userAgent: string, system: string | undefined): string {
  if (/\biPad\b|\bTablet\b/.test(userAgent)) return 'tablet';
  if (/\b(?:iPhone|iPod)\b|\bMobile\b/.test(userAgent)) return 'phone';
  if (system == 'Android') return 'tablet';
  return system && DESKTOP_SYSTEMS.includes(system) ? 'desktop' : 'unknown device';
}

/** "Safari 17 · iOS · phone"; what cannot be told says so ("Unknown browser"). */
export function describeDevice(userAgent: string): string {
  const system = systemOf(userAgent);
  return [browserOf(userAgent), system ?? 'Unknown system', kindOf(userAgent, system)].join(' · ');
}
