import { ActionIcon, Box, Transition } from '@mantine/core';
import { useReducedMotion, useWindowScroll } from '@mantine/hooks';

/** SPEC §9: the scroll animation takes 1000 ms. */
const SCROLL_MS = 1000;
/** Shown once the page is scrolled this far, when going back up is a real way. */
const SHOW_FROM_PX = 400;
/** Mantine's ActionIcon size xl. */
const BUTTON_SIZE = 44;

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

/**
 * A floating button back to the top of a long page, placed as the last thing of its section. Sticky rather
 * than fixed: it floats at the bottom right while the section scrolls, and at the end of the page it sits in
 * its own row below the content, so it never stays over the last total or button. A sticky bar below it
 * (the configurator's running total) sets `--sticky-bottom-inset` to its height to keep the button above.
 */
export function ScrollToTopButton({ label }: { label: string }) {
  const [scroll] = useWindowScroll();
  const reduceMotion = useReducedMotion();
  return (
    <Box
      h={BUTTON_SIZE}
      pos="sticky"
      bottom={`calc(var(--sticky-bottom-inset, 0px) + 20px)`}
      // The empty row lets clicks through to what scrolls beneath it; only the button takes them.
      style={{ display: 'flex', justifyContent: 'flex-end', pointerEvents: 'none', zIndex: 3 }}
    >
      <Transition transition="slide-up" mounted={scroll.y > SHOW_FROM_PX}>
        {(styles) => (
          <ActionIcon
            size={BUTTON_SIZE}
            radius="xl"
            style={{ ...styles, pointerEvents: 'auto' }}
            aria-label={label}
            onClick={() => scrollToTop(!reduceMotion)}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Box>
  );
}
