// The login area as one lazily loaded chunk, with the other pages in the public frame (an unknown address).
export { AuthLayout } from '../features/auth/components/auth-layout.tsx';
export { LoginPage } from '../features/auth/pages/login-page.tsx';
export { ResetPasswordPage } from '../features/auth/pages/reset-password-page.tsx';
export { NewPasswordPage, StaffPasswordPage } from '../features/auth/pages/new-password-page.tsx';
export { ConfirmEmailPage } from '../features/auth/pages/confirm-email-page.tsx';
export { NotFoundPage } from './not-found-page.tsx';
