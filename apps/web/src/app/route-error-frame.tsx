import { Button } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicFrame } from '../ui/public-frame.tsx';
import { PublicFrameMessage } from '../ui/public-frame-message.tsx';

/** A page that failed, in the public frame: icon, title, one sentence, reload, and the way to the start page. */
export default function RouteErrorFrame({ kind }: { kind: 'chunkLoad' | 'unexpected' }) {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <PublicFrameMessage
        icon={kind === 'chunkLoad' ? <IconCloudOff size={28} stroke={1.6} /> : <IconAlertTriangle size={28} stroke={1.6} />}
        tone={kind === 'chunkLoad' ? 'warning' : 'danger'}
        title={t(`errors.${kind}.title`)}
        text={t(`errors.${kind}.text`)}
      >
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button component={Link} to="/" variant="subtle">
          {t('common.toHome')}
        </Button>
      </PublicFrameMessage>
    </PublicFrame>
  );
}
