import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './public-frame.module.css';

interface PublicFrameShellProps {
  /** Left in the band: whose portal it is (the organiser's logo and name, or the product's name). */
  brand: ReactNode;
  /** Right in the band: the language switch. */
  aside?: ReactNode;
  /** Below the card: the product's mark and the organiser's contact. */
  footer?: ReactNode;
  /** The card's content: one h1 and what the page is for. */
  children: ReactNode;
}

/**
 * The frame of every public page (login, password links, confirmations, errors) without its parts: a band,
 * one centred card and a footer, in plain elements. `PublicFrame` fills it; the route error page, which is part
 * of the entry and must show when nothing else can load, fills it with the product's name only.
 */
export function PublicFrameShell({ brand, aside, footer, children }: PublicFrameShellProps) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Container size="lg" py="sm" className={classes.bar}>
          {brand}
          {aside}
        </Container>
      </header>
      <main className={classes.main}>
        <FrameCard>{children}</FrameCard>
      </main>
      {footer && <footer className={classes.footer}>{footer}</footer>}
    </div>
  );
}

/** The public frame's card, also for a message inside a logged-in area's shell (the back office's unknown page). */
export function FrameCard({ children }: { children: ReactNode }) {
  return <div className={classes.card}>{children}</div>;
}
