import type { FileUrls } from '@messeportal/domain';
import { Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ItemImagesProps {
  images: readonly FileUrls[];
  /** The item's name: the dialog's title and the images' alternative text. */
  title: string;
}

/** Thumbnails (80x60, SPEC §9) of an item's images; a click shows them large in a lightbox. */
export function ItemImages({ images, title }: ItemImagesProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (images.length === 0) return null;
  const current = shown === null ? null : images[shown];
  return (
    <>
      <Group gap={6} wrap="wrap" style={{ flexShrink: 0, maxWidth: 172 }}>
        {images.map((image, index) => (
          <UnstyledButton
            key={image.url}
            onClick={() => setShown(index)}
            aria-label={t('portal.booklet.showImage', { title, number: index + 1 })}
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
          >
            <Image src={image.thumbUrl} alt="" w={80} h={60} fit="contain" />
          </UnstyledButton>
        ))}
      </Group>
      <Modal opened={current !== null} onClose={() => setShown(null)} title={title} size="xl" centered closeButtonProps={{ 'aria-label': t('portal.booklet.closeImage') }}>
        {current && (
          <Stack>
            <Image src={current.url} alt={t('portal.booklet.imageAlt', { title, number: (shown ?? 0) + 1 })} fit="contain" mah="70vh" />
            {images.length > 1 && (
              <Group justify="center" gap={6}>
                {images.map((image, index) => (
                  <UnstyledButton
                    key={image.url}
                    onClick={() => setShown(index)}
                    aria-label={t('portal.booklet.showImage', { title, number: index + 1 })}
                    aria-current={index === shown}
                    style={{ outline: index === shown ? '2px solid var(--mantine-primary-color-filled)' : undefined, borderRadius: 4 }}
                  >
                    <Image src={image.thumbUrl} alt="" w={80} h={60} fit="contain" />
                  </UnstyledButton>
                ))}
              </Group>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
