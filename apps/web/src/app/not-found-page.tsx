import { PublicFrame } from '../ui/public-frame.tsx';
import { NotFoundMessage } from './not-found-message.tsx';

/** An address no route knows, outside the logged-in areas: the public frame around the message. */
export function NotFoundPage() {
  return (
    <PublicFrame>
      <NotFoundMessage area="public" />
    </PublicFrame>
  );
}
