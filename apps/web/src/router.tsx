import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { readStaffToken, readToken } from './api/session.ts';
import { withTexts } from './app/group-texts.ts';
import { LoginRequired } from './app/login-required.tsx';
import { prefetchPageData, usePrefetchPageData } from './app/prefetch.ts';
import { RouteErrorBoundary } from './app/route-error-boundary.tsx';
import { group } from './app/route-group.ts';
import { StartupFallback } from './app/startup-fallback.tsx';
import { withLaterTexts } from './features/configurator/i18n/later-texts.ts';
import { readStoredLocale } from './i18n/locale.ts';

// Each group is one chunk, fetched when the first of its pages is shown.
const auth = group(() => withTexts(import('./app/auth-group.ts'), 'auth'));
const portal = group(() => withTexts(import('./app/portal-group.ts'), 'portal'));
const portalPages = group(() => import('./app/portal-pages-group.ts'));
const portalForms = group(() => withTexts(import('./app/portal-forms-group.ts'), 'portal'));
const configurator = group(() => withTexts(import('./app/configurator-group.ts'), 'configurator'));
const configuratorPages = group(() => withTexts(withLaterTexts(import('./app/configurator-pages-group.ts')), 'configurator'));
const backoffice = group(() => withTexts(import('./app/backoffice-group.ts'), 'backoffice'));
const publicPlan = group(() => withTexts(import('./app/public-plan-group.ts').then((pages) => pages.loadPublicPlanPages()), 'publicPlan'));

const AuthLayout = auth('AuthLayout');
const LoginPage = auth('LoginPage');
const ResetPasswordPage = auth('ResetPasswordPage');
const NewPasswordPage = auth('NewPasswordPage');
const StaffPasswordPage = auth('StaffPasswordPage');
const ConfirmEmailPage = auth('ConfirmEmailPage');
// In the login area's chunk, which holds the public frame: the entry stays as small as it was.
const NotFoundPage = auth('NotFoundPage');

const ConfiguratorLayout = configurator('ConfiguratorLayout');
const OfferPage = configurator('OfferPage');
const NewExhibitorPage = configuratorPages('NewExhibitorPage');
const ConfirmPage = configuratorPages('ConfirmPage');
const RegisterPage = configuratorPages('RegisterPage');
const StaffConfiguratorPage = configuratorPages('StaffConfiguratorPage');
const PublicPlanPage = publicPlan('PublicPlanPage');

const MainLayout = portal('MainLayout');
const DashboardPage = portal('DashboardPage');
const ProfilePage = portalPages('ProfilePage');
const RegistrationPage = portalPages('RegistrationPage');
const DocumentsPage = portalPages('DocumentsPage');
const AllDocumentsPage = portalPages('AllDocumentsPage');
const MediaPage = portalPages('MediaPage');
const ContactEditPage = portalForms('ContactEditPage');
const BrandEditPage = portalForms('BrandEditPage');
const AddressEditPage = portalForms('AddressEditPage');
const CompanyEditPage = portalForms('CompanyEditPage');
const BookletPage = portalForms('BookletPage');
const InfoConfirmationPage = portalForms('InfoConfirmationPage');
const InfoPage = portalForms('InfoPage');
const ConfirmationPage = portalForms('ConfirmationPage');
const FireplacePage = portalForms('FireplacePage');

const StaffLayout = backoffice('StaffLayout');
const StaffLoginPage = backoffice('StaffLoginPage');
// The back office's pages are routed inside its chunk (app/backoffice-routes.tsx), out of the entry.
const BackofficeRoutes = backoffice('BackofficeRoutes');

/**
 * Starts fetching the chunk of the area an address opens (`#/e/…`, `#/s/…`, …) and the page's first data,
 * for main.tsx to call before the first render: the route then finds both under way instead of asking for
 * them only when it renders.
 */
export function preloadArea(hash: string): void {
  const path = hash.replace(/^#/, '') || '/';
  prefetchPageData(path, readStoredLocale());
  if (path.startsWith('/e/confirm/')) void ConfirmPage.preload();
  else if (path.startsWith('/e/')) {
    void ConfiguratorLayout.preload();
    if (/^\/e\/\d+\/plan(\?|$)/.test(path)) void PublicPlanPage.preload();
  }
  else if (path.startsWith('/s/') || path.startsWith('/be/login') || path.startsWith('/be/set-password/')) void AuthLayout.preload();
  else if (path.startsWith('/be') || path.startsWith('/configurator/')) {
    if (readStaffToken()) void StaffLayout.preload();
  } else if (readToken()) void MainLayout.preload();
}

/** Public pages reached by link (offers, the registration confirmation): no login required. */
function PublicArea() {
  usePrefetchPageData();
  return <ConfiguratorLayout />;
}

/** The exhibitor's main area. */
function PortalArea() {
  usePrefetchPageData();
  return (
    <LoginRequired loggedIn={() => readToken() !== null} login="/s/login">
      <MainLayout />
    </LoginRequired>
  );
}

/** The back office and its configurator: staff only, in the staff frame. */
function StaffArea() {
  return (
    <LoginRequired loggedIn={() => readStaffToken() !== null} login="/be/login">
      <StaffLayout />
    </LoginRequired>
  );
}

/**
 * Every page of the app. Until the first page's chunk is there, the startup fallback shows; a later
 * navigation keeps the current page until the next one can show (the router navigates in a transition).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<StartupFallback />}>
        <Routes>
          <Route path="s" element={<AuthLayout />}>
            <Route index element={<Navigate to="/s/login" replace />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="reset-password/:token" element={<NewPasswordPage />} />
            <Route path="confirm-email/:token" element={<ConfirmEmailPage />} />
          </Route>
          <Route path="e" element={<PublicArea />}>
            {/* One route for both addresses, so that saving a new offer puts its uuid into the address in place. */}
            <Route path="offer/:eventId/:uuid?" element={<OfferPage />} />
            <Route path="register/:eventId/:lang?" element={<NewExhibitorPage />} />
            {/* The public plan (issue 31), `#/e/1/plan?stand=B12`: after offer/…, which wins where both match (#/e/offer/plan). */}
            <Route path=":eventId/plan" element={<PublicPlanPage />} />
          </Route>
          {/* The registration's confirmation link: in the public frame of its own, not the configurator's. */}
          <Route path="e/confirm/:id/:token/:lang?" element={<ConfirmPage />} />
          <Route path="/" element={<PortalArea />}>
            <Route index element={<DashboardPage />} />
            <Route path="me" element={<ProfilePage />} />
            <Route path="contact/edit/:id" element={<ContactEditPage />} />
            <Route path="brand/edit/:id" element={<BrandEditPage />} />
            <Route path="address/edit/:id" element={<AddressEditPage />} />
            <Route path="company/edit/:id" element={<CompanyEditPage />} />
            <Route path="register/:eventId" element={<RegisterPage />} />
            <Route path="registration/show/:id" element={<RegistrationPage />} />
            <Route path="registration/orderbook/:id" element={<BookletPage />} />
            <Route path="registration/info-confirmation/:id" element={<InfoConfirmationPage />} />
            <Route path="registration/info/:id" element={<InfoPage />} />
            <Route path="registration/confirmation/:id" element={<ConfirmationPage />} />
            <Route path="registration/fireplace/:id" element={<FireplacePage />} />
            <Route path="registration/docs/:id" element={<DocumentsPage />} />
            <Route path="media/:id?" element={<MediaPage />} />
            <Route path="documents" element={<AllDocumentsPage />} />
          </Route>
          {/* The staff login: the login area's frame, the back office's form. */}
          <Route path="be/login" element={<AuthLayout />}>
            <Route index element={<StaffLoginPage />} />
          </Route>
          <Route path="be/set-password/:token" element={<AuthLayout />}>
            <Route index element={<StaffPasswordPage />} />
          </Route>
          <Route element={<StaffArea />}>
            <Route path="be/*" element={<BackofficeRoutes />} />
            <Route path="configurator/:eventId" element={<StaffConfiguratorPage />} />
            <Route path="configurator/:eventId/o/:offerId" element={<StaffConfiguratorPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
