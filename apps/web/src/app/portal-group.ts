// The logged-in main area as one lazily loaded chunk.
export { MainLayout } from './main-layout.tsx';
export { LandingPage } from '../features/portal/pages/landing-page.tsx';
