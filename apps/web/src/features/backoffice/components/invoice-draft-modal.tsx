import { Alert, Anchor, Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { saveBlob } from '../../../api/download-file.ts';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useInvoicingText } from './invoicing-text.ts';

/** Below this width a PDF inside the page is too small to read (phones): the draft is offered as a download instead. */
const WIDE = '(min-width: 48em)';
/** Whether the browser shows PDFs itself (mobile browsers do not); an older one that does not say is trusted to. */
const showsPdf = () => typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/** A blob's object URL while it is shown, released when it changes or the modal closes. */
function useObjectUrl(blob: Blob | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * A document not issued yet, shown as the draft PDF the server rendered of it (as it would be issued, marked as a
 * draft and without a number), with what the confirmation will do, the button that issues and mails it, and
 * cancel. Phones, and browsers that show no PDF, get the draft as a download.
 */
export function InvoiceDraftModal(props: {
  /** The draft to show; undefined: closed. */
  pdf: Blob | undefined;
  title: string;
  /** What confirming does, in a sentence. */
  hint: string;
  confirmLabel: string;
  confirming: boolean;
  /** Why the last confirmation failed, shown above the buttons. */
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const k = useInvoicingText();
  const inline = useMediaQuery(WIDE, true, { getInitialValueInEffect: false }) && showsPdf();
  const url = useObjectUrl(props.pdf);
  const download = () => props.pdf && saveBlob(props.pdf, `${k('draftFileName')}.pdf`);
  const downloadLink = (
    <Anchor component="button" type="button" onClick={download}>
      {k('draftDownload')}
    </Anchor>
  );
  return (
    <Modal
      opened={props.pdf !== undefined}
      onClose={props.onClose}
      title={props.title}
      size="min(1100px, 96vw)"
      fullScreen={!inline}
      closeButtonProps={{ 'aria-label': k('draftClose') }}
    >
      <Stack gap="sm">
        <Text size="sm">{props.hint}</Text>
        {inline && url ? (
          <Box component="iframe" src={url} title={k('draftFrame')} w="100%" h="68vh" bd="1px solid var(--mantine-color-gray-4)" />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{k('draftOnPhone')}</Text>
            <Button variant="default" onClick={download}>
              {k('draftDownload')}
            </Button>
          </Stack>
        )}
        {props.error && (
          <Alert color={TONE_COLORS.danger} role="alert">
            {props.error}
          </Alert>
        )}
        <Group gap="sm" justify="space-between">
          <Group gap="sm">
            <Button loading={props.confirming} onClick={props.onConfirm}>
              {props.confirmLabel}
            </Button>
            <Button variant="default" onClick={props.onClose} disabled={props.confirming}>
              {k('draftCancel')}
            </Button>
          </Group>
          {inline && downloadLink}
        </Group>
      </Stack>
    </Modal>
  );
}
