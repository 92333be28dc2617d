import { Outlet } from 'react-router';
import { PublicFrame } from '../../../ui/public-frame.tsx';

/** The frame of the login area (exhibitors' and staff login, password links): the public frame around the page. */
export function AuthLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
