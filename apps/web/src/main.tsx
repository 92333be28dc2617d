import './ui/mantine-styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { shellTextsReady } from './i18n/i18n.ts';
import { AppRoutes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void shellTextsReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
