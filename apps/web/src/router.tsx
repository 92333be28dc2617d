import { createHashRouter, Outlet, redirect } from 'react-router';
import { withTexts } from './app/group-texts.ts';
import { lazyWithTimeout } from './app/lazy-with-timeout.ts';
import { NotFoundPage } from './app/not-found-page.tsx';
import { prefetchEvent, prefetchGlobalData } from './app/prefetch.ts';
import { requireSession } from './app/require-session.ts';
import { requireStaffSession } from './app/require-staff-session.ts';
import { RouteErrorPage } from './app/route-error-page.tsx';
import { StartupFallback } from './app/startup-fallback.tsx';

// Each group is one chunk; its routes share the import, so the chunk is fetched once (with its texts).
const authGroup = () => lazyWithTimeout(() => import('./app/auth-group.ts'));
const portalGroup = () => lazyWithTimeout(() => withTexts(import('./app/portal-group.ts'), 'portal'));
const portalFormsGroup = () => lazyWithTimeout(() => withTexts(import('./app/portal-forms-group.ts'), 'portal'));
const configuratorGroup = () => lazyWithTimeout(() => withTexts(import('./app/configurator-group.ts'), 'configurator'));
const backofficeGroup = () => lazyWithTimeout(() => withTexts(import('./app/backoffice-group.ts'), 'backoffice'));

export const router = createHashRouter([
  {
    Component: Outlet,
    HydrateFallback: StartupFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: 's',
        lazy: async () => ({ Component: (await authGroup()).AuthLayout }),
        children: [
          { index: true, loader: () => redirect('/s/login') },
          { path: 'login', lazy: async () => ({ Component: (await authGroup()).LoginPage }) },
          { path: 'reset-password', lazy: async () => ({ Component: (await authGroup()).ResetPasswordPage }) },
          { path: 'reset-password/:token', lazy: async () => ({ Component: (await authGroup()).NewPasswordPage }) },
        ],
      },
      {
        // Public pages reached by link (offers, the registration confirmation): no login required.
        path: 'e',
        lazy: async () => ({ Component: (await configuratorGroup()).ConfiguratorLayout }),
        children: [
          // One route for both addresses, so that saving a new offer puts its uuid into the address in place.
          { path: 'offer/:eventId/:uuid?', loader: prefetchEvent, lazy: async () => ({ Component: (await configuratorGroup()).OfferPage }) },
          { path: 'register/:eventId/:lang?', lazy: async () => ({ Component: (await configuratorGroup()).NewExhibitorPage }) },
          { path: 'confirm/:id/:token/:lang?', lazy: async () => ({ Component: (await configuratorGroup()).ConfirmPage }) },
        ],
      },
      {
        path: '/',
        loader: requireSession,
        lazy: async () => ({ Component: (await portalGroup()).MainLayout }),
        children: [
          { index: true, loader: prefetchGlobalData, lazy: async () => ({ Component: (await portalGroup()).DashboardPage }) },
          { path: 'me', lazy: async () => ({ Component: (await portalGroup()).ProfilePage }) },
          { path: 'contact/edit/:id', lazy: async () => ({ Component: (await portalFormsGroup()).ContactEditPage }) },
          { path: 'brand/edit/:id', lazy: async () => ({ Component: (await portalFormsGroup()).BrandEditPage }) },
          { path: 'address/edit/:id', lazy: async () => ({ Component: (await portalFormsGroup()).AddressEditPage }) },
          { path: 'company/edit/:id', lazy: async () => ({ Component: (await portalFormsGroup()).CompanyEditPage }) },
          { path: 'register/:eventId', lazy: async () => ({ Component: (await configuratorGroup()).RegisterPage }) },
          { path: 'registration/show/:id', lazy: async () => ({ Component: (await portalGroup()).RegistrationPage }) },
          { path: 'registration/orderbook/:id', lazy: async () => ({ Component: (await portalFormsGroup()).BookletPage }) },
          { path: 'registration/info-confirmation/:id', lazy: async () => ({ Component: (await portalFormsGroup()).InfoConfirmationPage }) },
          { path: 'registration/info/:id', lazy: async () => ({ Component: (await portalFormsGroup()).InfoPage }) },
          { path: 'registration/confirmation/:id', lazy: async () => ({ Component: (await portalFormsGroup()).ConfirmationPage }) },
          { path: 'registration/fireplace/:id', lazy: async () => ({ Component: (await portalFormsGroup()).FireplacePage }) },
          { path: 'registration/docs/:id', lazy: async () => ({ Component: (await portalGroup()).DocumentsPage }) },
          { path: 'media/:id?', lazy: async () => ({ Component: (await portalGroup()).MediaPage }) },
        ],
      },
      {
        // The staff login: the login area's frame, the back office's form.
        path: 'be/login',
        lazy: async () => ({ Component: (await authGroup()).AuthLayout }),
        children: [{ index: true, lazy: async () => ({ Component: (await backofficeGroup()).StaffLoginPage }) }],
      },
      {
        // The back office and its configurator: staff only, in the staff frame.
        loader: requireStaffSession,
        lazy: async () => ({ Component: (await backofficeGroup()).StaffLayout }),
        children: [
          { path: 'be', lazy: async () => ({ Component: (await backofficeGroup()).EventsPage }) },
          { path: 'be/event/:id', lazy: async () => ({ Component: (await backofficeGroup()).EventPage }) },
          { path: 'be/offer/:id', lazy: async () => ({ Component: (await backofficeGroup()).OfferPage }) },
          { path: 'be/outbox', lazy: async () => ({ Component: (await backofficeGroup()).OutboxPage }) },
          { path: 'configurator/:eventId', lazy: async () => ({ Component: (await configuratorGroup()).StaffConfiguratorPage }) },
          { path: 'configurator/:eventId/o/:offerId', lazy: async () => ({ Component: (await configuratorGroup()).StaffConfiguratorPage }) },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
