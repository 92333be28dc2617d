import Bowser from 'bowser';

/**
 * A browser as a person names it, from its User-Agent: "Chrome 142 · Linux", "Safari 18 · iOS"; the User-Agent
 * itself when it names no known browser (an API client), '' when there is none.
 */
export function deviceLabel(userAgent: string): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent);
  if (!browser.name) return userAgent;
  const major = browser.version?.split('.')[0];
  return [major ? `${browser.name} ${major}` : browser.name, os.name].filter(Boolean).join(' · ');
}
