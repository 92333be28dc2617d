import type { Ring } from '@messeportal/domain';
import { Alert, Button, Collapse, FileInput, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { BACKGROUND_TYPES, calibrated, placedOver, type Background } from '../model/background.ts';

type Point = [number, number];

interface BackgroundPanelProps {
  outline: Ring;
  background: Background | null;
  onBackground: (background: Background | null) => void;
  /** The places picked on the drawing for the scale, null while not calibrating. */
  picks: Point[] | null;
  onPicks: (picks: Point[] | null) => void;
}

/** Reads a PNG or JPEG as a picture the browser can draw, with its size in pixels; null when it is none. */
function readPicture(file: File): Promise<Pick<Background, 'url' | 'name' | 'widthPx' | 'heightPx'> | null> {
  if (!(BACKGROUND_TYPES as readonly string[]).includes(file.type)) return Promise.resolve(null);
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const picture = new Image();
    picture.onload = () => resolve({ url, name: file.name, widthPx: picture.naturalWidth, heightPx: picture.naturalHeight });
    picture.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    picture.src = url;
  });
}

const metres = (cm: number) => Math.round(cm) / 100;

/**
 * A picture of the hall (PNG or JPEG) under the drawing, to trace its stands: laid over the hall at first, then
 * scaled by two places picked on the drawing and their distance in metres, moved by its top left corner, made
 * fainter or stronger. It stays in this browser window for this visit; nothing of it is saved.
 */
export function BackgroundPanel({ outline, background, onBackground, picks, onPicks }: BackgroundPanelProps) {
  const { t } = useTranslation();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const [distance, setDistance] = useState<string | number>('');
  const choose = async (file: File | null) => {
    setUnreadable(false);
    onPicks(null);
    if (!file) return onBackground(null);
    const picture = await readPicture(file);
    if (!picture) return setUnreadable(true);
    onBackground(placedOver(outline, picture));
  };
  const applyScale = () => {
    if (!background || !picks || picks.length < 2) return;
    const scaled = calibrated(background, picks[0]!, picks[1]!, typeof distance === 'number' ? distance : Number.NaN);
    if (!scaled) return;
    onBackground(scaled);
    onPicks(null);
  };
  const step = picks === null ? null : picks.length === 0 ? 'first' : picks.length === 1 ? 'second' : 'distance';

  return (
    <Stack gap="xs">
      <Button variant="default" size="xs" leftSection={<IconPhoto size={16} aria-hidden />} aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((current) => !current)} style={{ alignSelf: 'flex-start' }}>
        {t('hallPlanEditor.background.toggle')}
      </Button>
      <Collapse expanded={open}>
        <Stack gap="xs" id={regionId}>
          <Text size="xs" c="dimmed">
            {t('hallPlanEditor.background.intro')}
          </Text>
          <FileInput size="xs" label={t('hallPlanEditor.background.file')} accept={BACKGROUND_TYPES.join(',')} clearable value={null} onChange={(file) => void choose(file)} placeholder={background?.name ?? t('hallPlanEditor.background.none')} />
          {unreadable && (
            <Alert color={TONE_COLORS.danger} variant="light" role="alert">
              {t('hallPlanEditor.background.unreadable')}
            </Alert>
          )}
          {background && (
            <>
              <Text size="xs" id={`${regionId}-opacity`}>
                {t('hallPlanEditor.background.opacity')}
              </Text>
              <Slider
                size="sm"
                min={10}
                max={100}
                step={10}
                value={Math.round(background.opacity * 100)}
                onChange={(value) => onBackground({ ...background, opacity: value / 100 })}
                label={(value) => `${value} %`}
                thumbProps={{ 'aria-labelledby': `${regionId}-opacity` }}
              />
              <Group gap="xs" grow>
                <NumberInput size="xs" label={t('hallPlanEditor.background.left')} value={metres(background.x)} decimalScale={2} onChange={(value) => typeof value === 'number' && onBackground({ ...background, x: value * 100 })} />
                <NumberInput size="xs" label={t('hallPlanEditor.background.top')} value={metres(background.y)} decimalScale={2} onChange={(value) => typeof value === 'number' && onBackground({ ...background, y: value * 100 })} />
              </Group>
              {step === null ? (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => onPicks([])}>
                    {t('hallPlanEditor.background.calibrate')}
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => void choose(null)}>
                    {t('hallPlanEditor.background.remove')}
                  </Button>
                </Group>
              ) : (
                <Stack gap={4}>
                  <Text size="sm" role="status">
                    {t(`hallPlanEditor.background.steps.${step}`)}
                  </Text>
                  {step === 'distance' && (
                    <NumberInput size="xs" label={t('hallPlanEditor.background.distance')} value={distance} onChange={setDistance} min={0.01} decimalScale={2} allowNegative={false} />
                  )}
                  <Group gap="xs">
                    {step === 'distance' && (
                      <Button size="xs" onClick={applyScale} disabled={!(typeof distance === 'number' && distance > 0)}>
                        {t('hallPlanEditor.background.applyScale')}
                      </Button>
                    )}
                    <Button size="xs" variant="default" onClick={() => onPicks(null)}>
                      {t('hallPlanEditor.background.cancel')}
                    </Button>
                  </Group>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
}
