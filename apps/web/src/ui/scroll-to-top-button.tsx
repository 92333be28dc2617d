import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';

/** SPEC §9: the scroll animation takes 1000 ms. */
const SCROLL_MS = 1000;
/** Shown once the page is scrolled this far, when going back up is a real way. */
const SHOW_FROM_PX = 400;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function scrollToTop(animate: boolean) {
  const start = window.scrollY;
  if (!animate) {
    window.scrollTo({ top: 0 });
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / SCROLL_MS);
    window.scrollTo({ top: start * (1 - easeInOut(progress)) });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** A floating button back to the top of a long page. */
export function ScrollToTopButton({ label }: { label: string }) {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  return (
    <Affix position={{ bottom: 20, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SHOW_FROM_PX}>
        {(styles) => (
          <ActionIcon size="xl" radius="xl" style={styles} aria-label={label} onClick={() => scrollToTop(!reduceMotion)}>
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
