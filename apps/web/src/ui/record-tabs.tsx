import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import classes from './record-tabs.module.css';

export interface RecordTab {
  to: string;
  label: string;
  /** Other addresses this tab is current on (a page showing its content with another's). */
  alsoAt?: readonly string[];
}

const isAt = (tab: RecordTab, pathname: string) => tab.to === pathname || (tab.alsoAt?.includes(pathname) ?? false);

/**
 * The pages of one record as a row of tabs (a navigation landmark named `label`), the app's one tab style: the
 * current page underlined and, on a phone where the row scrolls sideways, scrolled into view.
 */
export function RecordTabs({ label, tabs }: { label: string; tabs: readonly RecordTab[] }) {
  const { pathname } = useLocation();
  const row = useRef<HTMLElement>(null);
  // The current tab may arrive after the row (a tab shown once its data has loaded): scrolled to when it is there.
  const current = tabs.find((tab) => isAt(tab, pathname))?.to;
  useEffect(() => {
    const box = row.current;
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !current) return;
    // The row alone scrolls (never the page): the current tab as far left as the row allows, its neighbour peeking.
    const start = current.getBoundingClientRect().left - box.getBoundingClientRect().left + box.scrollLeft;
    if (start < box.scrollLeft || start + current.offsetWidth > box.scrollLeft + box.clientWidth) box.scrollLeft = Math.max(0, start - 16);
  }, [current]);
  return (
    <nav ref={row} aria-label={label} className={classes.row}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} className={classes.tab} aria-current={tab.to === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
