import './ui/mantine-styles.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { shellTextsReady } from './i18n/i18n.ts';
import { AppRoutes, preloadArea } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadArea(window.location.hash);

void shellTextsReady.then(() => {
  const root = createRoot(container);
  // As a transition, React renders the first page in slices that let the browser handle input in between,
  // instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
});
