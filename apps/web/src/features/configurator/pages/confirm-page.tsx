import { Button } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useAddressLocale } from '../../../i18n/use-address-locale.ts';
import { useErrorText } from '../../../ui/error-alert.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PublicFrame } from '../../../ui/public-frame.tsx';
import { PublicFrameMessage } from '../../../ui/public-frame-message.tsx';
import { useOncePerKey } from '../../../ui/use-once-per-key.ts';
import { useConfirmRegistration } from '../api/confirm-registration.ts';

/**
 * `#/e/confirm/{id}/{token}[/{lang}]`: the double opt-in link of the registration mail, in the public frame.
 * Opening it confirms the registration (once); the language segment of the mail's link sets the interface
 * language. A used or unknown link says so in the server's words and leads to the login either way.
 */
export function ConfirmPage() {
  const { t } = useTranslation();
  const { id = '', token = '', lang } = useParams();
  const locale = useAddressLocale(lang);
  const confirm = useConfirmRegistration(locale);
  const { mutate } = confirm;
  useOncePerKey(`${id}/${token}`, useCallback(() => mutate({ id, token }), [mutate, id, token]));
  // A used or unknown link (410) is the expected failure, said in this page's words; anything else in the server's.
  const linkInvalid = confirm.error instanceof ApiError && confirm.error.status === 410;
  const errorText = useErrorText(confirm.error);

  const toLogin = (
    <Button component={Link} to="/s/login">
      {t('configurator.confirm.toLogin')}
    </Button>
  );
  return (
    <PublicFrame>
      {confirm.isSuccess ? (
        <PublicFrameMessage icon={<IconCircleCheck size={28} stroke={1.6} />} tone="success" title={t('configurator.confirm.successTitle')} text={t('configurator.confirm.successText')} announce>
          {toLogin}
        </PublicFrameMessage>
      ) : confirm.isError ? (
        <PublicFrameMessage
          icon={<IconLinkOff size={28} stroke={1.6} />}
          tone="warning"
          title={t('configurator.confirm.errorTitle')}
          text={linkInvalid ? t('configurator.confirm.errorText') : errorText}
          announce
        >
          {toLogin}
        </PublicFrameMessage>
      ) : (
        <PageLoader />
      )}
    </PublicFrame>
  );
}
