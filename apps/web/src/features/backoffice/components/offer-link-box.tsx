import { Anchor, Button, Group, Stack, Textarea, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const COPIED_MS = 2_000;

/** The customer's link of the offer (the content of its section): selectable, copied with one click ('Link kopiert'), or previewed in a new tab. */
export function OfferLinkBox({ link }: { link: string }) {
  const { t } = useTranslation();
  // Without a clipboard (an http page that is not localhost) `error` is set; the field stays to copy by hand.
  const clipboard = useClipboard({ timeout: COPIED_MS });
  const copiedText = clipboard.copied ? t('backoffice.link.copied') : '';
  return (
    <Stack gap="xs">
      {/* The whole link, wrapped where it is long: never cut off in the side column or on a phone. */}
      <Textarea
        label={t('backoffice.link.label')}
        value={link}
        readOnly
        autosize
        minRows={1}
        error={clipboard.error ? t('common.actionFailed') : undefined}
        styles={{ input: { overflowWrap: 'anywhere' } }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group>
        <Button variant="light" onClick={() => clipboard.copy(link)}>
          {copiedText || t('backoffice.link.copy')}
        </Button>
      </Group>
      <VisuallyHidden role="status">{copiedText}</VisuallyHidden>
      <Anchor href={link} target="_blank" rel="noopener noreferrer" w="fit-content">
        {t('backoffice.link.preview')}
      </Anchor>
    </Stack>
  );
}
