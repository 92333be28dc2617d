import type { Page } from '@playwright/test';

// The one detector of text that does not fit its box, for the browser test that walks every route
// (e2e/overflow.spec.ts) and for the gallery's index (scripts/screenshots). It runs in the page and reports,
// for what is visible:
// - the page wider than the screen;
// - text cut by a box that hides what overflows it (an ellipsis "WARTE…", a clipped button label or badge);
// - text reaching past the box it belongs to (a card, a table cell, a badge, a button) while nothing in
//   between scrolls sideways;
// - a word broken onto two lines although the screen is wide enough to keep it whole ("Gesam/t", an e-mail
//   address, a number), and a badge or a number wrapping at all;
// - the chosen value of a select wider than its field ("+49 Deutschlanc").
// What is meant to scroll (a table's scroll container, a row of tabs that scrolls sideways) and what is
// hidden from the eye (a screen reader's column heads) is left alone.

export type OverflowKind = 'page' | 'cut' | 'past its box' | 'broken word' | 'wraps' | 'value cut';

export interface Overflow {
  kind: OverflowKind;
  /** A selector-ish description of the element, with the named region, table or dialog it lies in. */
  element: string;
  /** The element's text (shortened). */
  text: string;
  /** What exactly is wrong, in pixels or lines. */
  detail: string;
  /** How many more elements of the same description overflow alike (the same cell in other rows). */
  more: number;
}

export interface OverflowOptions {
  /** Pixels a text may stick out before it counts (anti-aliasing, italic overhang). */
  slack: number;
  /**
   * A word may break where it must: when it is wider than the screen less this margin (a long name in a
   * heading's large type on a phone), or when it has more than `longWord` letters (a compound of 76 letters
   * in a column). Any other word, e-mail address or number must find a line of its own.
   */
  margin: number;
  longWord: number;
}

export const OVERFLOW_OPTIONS: OverflowOptions = { slack: 1, margin: 32, longWord: 24 };

/**
 * Evaluated in the page (its source is sent there, so it uses nothing from outside but its argument, and
 * declares its helpers as arrow functions).
 */
export function detectOverflows(options: OverflowOptions): Overflow[] {
  const { slack, margin, longWord } = options;
  const found: Overflow[] = [];
  const reported = new Set<Element>();
  /** Boxes found cutting text: each is reported once. */
  const cutting = new Set<Element>();
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let computed = styles.get(element);
    if (!computed) {
      computed = getComputedStyle(element);
      styles.set(element, computed);
    }
    return computed;
  };
  const shorten = (text: string, length = 80) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
  };
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const text = labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim();
      if (text) return text;
    }
    if (element instanceof HTMLTableElement && element.caption?.textContent) return element.caption.textContent;
    return '';
  };
  /** `tag.class` of the element: Mantine's static class, a CSS module's local name, or the first class. */
  const partOf = (element: Element) => {
    const classes = [...element.classList];
    const mantine = classes.find((name) => name.startsWith('mantine-') && !name.startsWith('mantine-focus') && !name.startsWith('mantine-active'));
    const local = classes.map((name) => /^_(.+)_[a-z0-9]{5}_\d+$/i.exec(name)?.[1]).find(Boolean);
    const plain = classes.find((name) => !/^m_[0-9a-f]+$/.test(name) && !name.startsWith('mantine-'));
    const chosen = mantine ?? local ?? plain;
    const role = element.getAttribute('role');
    return `${element.tagName.toLowerCase()}${chosen ? `.${chosen}` : ''}${role ? `[role=${role}]` : ''}`;
  };
  const describe = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 3; node = node.parentElement) parts.unshift(partOf(node));
    const region = element.closest('table, section, [role=region], [role=dialog], aside, form, nav, header, footer');
    const where = region ? `${region.tagName.toLowerCase()}${nameOf(region) ? ` "${shorten(nameOf(region), 40)}"` : ''} › ` : '';
    return `${where}${parts.join(' > ')}`;
  };
  const alike = new Map<string, Overflow>();
  const report = (kind: OverflowKind, element: Element, text: string, detail: string) => {
    if (reported.has(element)) return;
    reported.add(element);
    const description = describe(element);
    const earlier = alike.get(`${kind} ${description}`);
    if (earlier) {
      earlier.more += 1;
      return;
    }
    const overflow = { kind, element: description, text: shorten(text), detail, more: 0 };
    alike.set(`${kind} ${description}`, overflow);
    found.push(overflow);
  };

  /** Hidden from the eye: not rendered, invisible, transparent, or clipped to a pixel (kept for screen readers). */
  const hiddenCache = new Map<Element, boolean>();
  const hidden = (element: Element): boolean => {
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    let result = !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    if (!result) {
      const computed = style(element);
      if (computed.clipPath !== 'none' || (computed.clip !== 'auto' && computed.clip !== '')) {
        const box = element.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) result = true;
      }
    }
    if (!result && element.parentElement && element.parentElement !== document.body) result = hidden(element.parentElement);
    hiddenCache.set(element, result);
    return result;
  };
  const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(style(element).overflowX);
  const clipsSideways = (element: Element) => ['hidden', 'clip'].includes(style(element).overflowX);
  const transparent = (colour: string) => colour === 'transparent' || /^rgba\(.*,\s*0\)$/.test(colour);
  /** A box the eye sees as one: a border, a background, a table cell, a button, a badge, or a clipping box. */
  const isBox = (element: Element) => {
    const computed = style(element);
    if (computed.display === 'inline' || computed.display === 'contents') return false;
    if (clipsSideways(element)) return true;
    if (['TD', 'TH', 'BUTTON', 'INPUT', 'SELECT'].includes(element.tagName)) return true;
    if (element.matches('.mantine-Badge-root, [role=button], [role=tab], a.mantine-Button-root')) return true;
    if (!transparent(computed.backgroundColor) && element !== document.body && element !== document.documentElement) return true;
    return ['Left', 'Right'].every((side) => parseFloat(computed.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
  };
  /** The horizontal extent of the element's inside (within its borders). */
  const insideOf = (element: Element) => {
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const width = element.clientWidth || box.width;
    return { left, right: left + width };
  };

  // The page wider than the screen.
  const pageWidth = document.documentElement.scrollWidth;
  const screenWidth = document.documentElement.clientWidth;
  if (pageWidth > screenWidth + slack) found.push({ kind: 'page', element: 'html', text: '', detail: `the page is ${pageWidth}px wide on a ${screenWidth}px screen`, more: 0 });

  // Every visible text: what it reaches, and how it wraps.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const skipped = 'SCRIPT, STYLE, NOSCRIPT, TEMPLATE, OPTION, TEXTAREA, SVG, svg';
  const badges = '.mantine-Badge-root, [data-badge]';
  const numberLike = /^[-+−]?\s?[\d.,' \u00a0\u202f]*\d[\d.,' \u00a0\u202f]*\s?(€|%|m²|EUR|kW|Pa)?$/;
  const emailLike = /\S+@\S+\.\S+/;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const owner = node.parentElement;
    if (!owner || owner.closest(skipped) || hidden(owner)) continue;
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));

    // Cut by a clipping box, or past the nearest box, up to a box that scrolls sideways (meant to scroll).
    let nearestBoxSeen = false;
    for (let box: Element | null = owner; box && box !== document.documentElement; box = box.parentElement) {
      if (style(box).position === 'fixed' && !isBox(box)) break;
      if (scrollsSideways(box)) break;
      const clips = clipsSideways(box);
      if (!clips && (nearestBoxSeen || !isBox(box))) continue;
      const inside = insideOf(box);
      const beyond = Math.max(right - inside.right, inside.left - left);
      if (beyond > slack) {
        // A box that cuts is named once, with the first text it cuts.
        if (clips && cutting.has(box)) break;
        if (clips) cutting.add(box);
        report(clips ? 'cut' : 'past its box', owner, text, `${Math.round(beyond)}px beyond ${partOf(box)}${clips ? ', which cuts it' : ''}`);
        break;
      }
      nearestBoxSeen = true;
    }

    // How it wraps: badges and numbers stay on one line; a word breaks only when it is longer than any box.
    const tops = [...new Set(rects.map((rect) => Math.round(rect.top)))].sort((a, b) => a - b);
    const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 2).length;
    if (lines < 2) continue;
    const badge = owner.closest(badges);
    if (badge) {
      report('wraps', badge, badge.textContent ?? text, `a badge on ${lines} lines`);
      continue;
    }
    if (numberLike.test(text.trim())) {
      report('wraps', owner, text, `a number on ${lines} lines`);
      continue;
    }
    // Words, with the places where a line may break (after a hyphen, a dash or a slash) as their ends.
    for (const word of text.matchAll(/[^\s‐–—/-]+[‐–—/-]?/g)) {
      const token = word[0].replace(/[‐–—/-]$/, '');
      if (token.length < 2) continue;
      // The whole run of text between spaces the word belongs to: an e-mail address is one.
      const chunk = text.slice(text.lastIndexOf(' ', word.index) + 1).split(/\s/)[0] ?? token;
      const email = emailLike.test(chunk);
      if (!email && !numberLike.test(token) && token.length > longWord) continue;
      range.setStart(node, word.index);
      range.setEnd(node, word.index + token.length);
      const parts = [...range.getClientRects()].filter((rect) => rect.width > 0);
      const wordTops = [...new Set(parts.map((rect) => Math.round(rect.top)))].sort((a, b) => a - b);
      const unbroken = parts.reduce((sum, rect) => sum + rect.width, 0);
      if (unbroken > screenWidth - margin) continue;
      if (wordTops.some((top, index) => index > 0 && top - wordTops[index - 1]! > 2)) {
        report('broken word', owner, text, `"${shorten(email ? chunk : token, 50)}" broken over two lines`);
        break;
      }
    }
  }

  // Ellipses, and the value of a select or a read-only field, that do not fit.
  const canvas = document.createElement('canvas').getContext('2d');
  for (const element of document.body.querySelectorAll('*')) {
    if (reported.has(element) || element.closest(skipped)) continue;
    const computed = style(element);
    // A select, or a field that opens a list to choose from (Mantine's Select); a read-only text field (a link
    // to copy) scrolls its value as any text field does.
    const field = element instanceof HTMLSelectElement || (element instanceof HTMLInputElement && element.getAttribute('role') === 'combobox');
    if (!field && computed.textOverflow !== 'ellipsis') continue;
    if (hidden(element)) continue;
    if (field && canvas) {
      const value = element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.textContent ?? '') : (element as HTMLInputElement).value;
      if (!value.trim()) continue;
      canvas.font = `${computed.fontStyle} ${computed.fontWeight} ${computed.fontSize} ${computed.fontFamily}`;
      const needed = canvas.measureText(value).width;
      const room = element.clientWidth - parseFloat(computed.paddingLeft) - parseFloat(computed.paddingRight);
      if (needed > room + slack) report('value cut', element, value, `needs ${Math.round(needed)}px, has ${Math.round(room)}px`);
    } else if (!scrollsSideways(element) && element.scrollWidth > element.clientWidth + slack && (element.textContent ?? '').trim()) {
      report('cut', element, element.textContent ?? '', `ends in "…": ${element.scrollWidth}px of text in ${element.clientWidth}px`);
    }
  }
  return found;
}

/** What overflows on the page as it is now. */
export function overflowsIn(page: Page, options: OverflowOptions = OVERFLOW_OPTIONS): Promise<Overflow[]> {
  // A transpiler may wrap named functions in `__name(…)` (esbuild's keepNames, as tsx runs it): the page gets
  // a harmless one.
  return page.evaluate(`(() => { const __name = (target) => target; return (${detectOverflows.toString()})(${JSON.stringify(options)}); })()`) as Promise<Overflow[]>;
}

/** One line per overflow, for a test's message and the gallery's index. */
export const describeOverflow = ({ kind, element, text, detail, more }: Overflow) =>
  `${kind}: ${element}${text ? ` "${text}"` : ''} (${detail})${more ? `, and ${more} more alike` : ''}`;
