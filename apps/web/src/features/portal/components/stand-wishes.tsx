import { MAX_WISHED_STANDS, type StandWishesAnswer, type StandWishesInput } from '@messeportal/domain';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { failureText, notifySuccess } from '../../../ui/notify.tsx';
import { TONE_COLORS } from '../../../ui/tones.ts';
import { useSaveStandWishes, useStandWishes } from '../api/stand-wishes.ts';

type Wish = NonNullable<StandWishesAnswer['wish']>;
type Mode = 'request' | 'placement';

/**
 * The exhibitor's wishes for its stand (issue 31) where the organiser decides: up to three stands of the plan in the
 * order of preference (request and approval), or a hall, a sector, neighbours and competitors to keep away
 * (placement). Once the registration has its stand, what was wished shows as sent; nothing where stands are picked
 * on the plan directly.
 */
export function StandWishes({ registrationId }: { registrationId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = useStandWishes(registrationId).data;
  const mode = answer?.standSelling;
  if (!answer || (mode !== 'request' && mode !== 'placement') || (!answer.mayChange && !answer.wish)) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {t('portal.standWishes.title')}
        </Title>
        <Text>{t(`portal.standWishes.intro.${mode}`)}</Text>
        {answer.mayChange ? <WishForm registrationId={registrationId} answer={answer} mode={mode} /> : <WishSummary wish={answer.wish!} answer={answer} />}
      </Stack>
    </Paper>
  );
}

/** What was wished, in words. */
function WishSummary({ wish, answer }: { wish: Wish; answer: StandWishesAnswer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hall = answer.halls.find((candidate) => candidate.id === wish.hallId)?.name ?? null;
  const lines = [
    ...wish.stands.map((stand, index) => t('portal.standWishes.summary.stand', { n: index + 1, hall: stand.hall, stand: stand.stand })),
    hall && t('portal.standWishes.summary.hall', { hall }),
    wish.sector && t('portal.standWishes.summary.sector', { sector: wish.sector }),
    wish.neighbours && t('portal.standWishes.summary.neighbours', { names: wish.neighbours }),
    wish.avoid && t('portal.standWishes.summary.avoid', { names: wish.avoid }),
    wish.note && t('portal.standWishes.summary.note', { note: wish.note }),
  ].filter((line): line is string => !!line);
  return (
    <Stack gap={4}>
      {lines.map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
      <Text size="sm" c="dimmed">
        {t('portal.standWishes.summary.sent', { date: format.date(wish.updatedAt) })}
      </Text>
    </Stack>
  );
}

const wishValue = (hallId: number, stand: string) => `${hallId}/${stand}`;

/** The form: three stand choices (request) or hall, sector, neighbours and competitors (placement), and a note. */
function WishForm({ registrationId, answer, mode }: { registrationId: number; answer: StandWishesAnswer; mode: Mode }) {
  const { t } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const save = useSaveStandWishes(registrationId, locale);
  const wish = answer.wish;
  const [stands, setStands] = useState<(string | null)[]>(() =>
    Array.from({ length: MAX_WISHED_STANDS }, (_, index) => (wish?.stands[index] ? wishValue(wish.stands[index].hallId, wish.stands[index].stand) : null)),
  );
  const [hallId, setHallId] = useState<string | null>(wish?.hallId ? String(wish.hallId) : null);
  const [sector, setSector] = useState(wish?.sector ?? '');
  const [neighbours, setNeighbours] = useState(wish?.neighbours ?? '');
  const [avoid, setAvoid] = useState(wish?.avoid ?? '');
  const [note, setNote] = useState(wish?.note ?? '');
  const [failure, setFailure] = useState<ApiError | Error | null>(null);

  const hallName = useMemo(() => new Map(answer.halls.map((hall) => [hall.id, hall.name])), [answer.halls]);
  const standOptions = useMemo(
    () =>
      answer.stands.map((stand) => ({
        value: wishValue(stand.hallId, stand.stand),
        label: t('portal.standWishes.standOption', { hall: hallName.get(stand.hallId) ?? '', stand: stand.stand, area: format.number(stand.areaM2), kind: t(`portal.standPlan.kinds.${stand.kind}`) }),
      })),
    [answer.stands, hallName, format, t],
  );
  const sectors = answer.halls.find((hall) => String(hall.id) === hallId)?.sectors ?? [];
  const fieldError = (property: string) => (failure instanceof ApiError ? failure.messageFor(property) : undefined);
  const generalFailure = failure && !(failure instanceof ApiError && failure.errors.some((error) => error.property !== '')) ? failureText(failure, t) : null;

  const submit = () => {
    setFailure(null);
    const chosen = stands.filter((value): value is string => value !== null).map((value) => {
      const [hall, ...stand] = value.split('/');
      return { hallId: Number(hall), stand: stand.join('/') };
    });
    const input: StandWishesInput =
      mode === 'request' ? { stands: chosen, note } : { hallId: hallId === null ? null : Number(hallId), sector: sectors.includes(sector) ? sector : '', neighbours, avoid, note };
    save.mutate(input, { onSuccess: () => notifySuccess(t('portal.standWishes.saved')), onError: (error) => setFailure(error) });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {generalFailure && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert">
            {generalFailure}
          </Alert>
        )}
        {failure instanceof ApiError && failure.messageFor('stands') && (
          <Alert color={TONE_COLORS.danger} variant="light" role="alert">
            {failure.messageFor('stands')}
          </Alert>
        )}
        {mode === 'request' ? (
          stands.map((value, index) => (
            <Select
              key={index}
              label={t('portal.standWishes.standChoice', { n: index + 1 })}
              placeholder={t('portal.standWishes.standPlaceholder')}
              data={standOptions.filter((option) => option.value === value || !stands.includes(option.value))}
              value={value}
              onChange={(next) => setStands((current) => current.map((old, at) => (at === index ? next : old)))}
              searchable
              clearable
              limit={60}
              nothingFoundMessage={t('portal.standWishes.noStand')}
              error={fieldError(`stands.${index}`)}
            />
          ))
        ) : (
          <>
            <Select
              label={t('portal.standWishes.hall')}
              placeholder={t('portal.standWishes.anyHall')}
              data={answer.halls.map((hall) => ({ value: String(hall.id), label: hall.name }))}
              value={hallId}
              onChange={(next) => {
                setHallId(next);
                setSector('');
              }}
              clearable
              error={fieldError('hallId')}
            />
            {sectors.length > 0 && (
              <Select
                label={t('portal.standWishes.sector')}
                placeholder={t('portal.standWishes.anySector')}
                data={sectors}
                value={sector || null}
                onChange={(next) => setSector(next ?? '')}
                clearable
                error={fieldError('sector')}
              />
            )}
            <Textarea
              label={t('portal.standWishes.neighbours')}
              description={t('portal.standWishes.namesHint')}
              autosize
              minRows={2}
              maxLength={500}
              value={neighbours}
              onChange={(event) => setNeighbours(event.currentTarget.value)}
              error={fieldError('neighbours')}
            />
            <Textarea
              label={t('portal.standWishes.avoid')}
              description={t('portal.standWishes.namesHint')}
              autosize
              minRows={2}
              maxLength={500}
              value={avoid}
              onChange={(event) => setAvoid(event.currentTarget.value)}
              error={fieldError('avoid')}
            />
          </>
        )}
        <Textarea
          label={t('portal.standWishes.note')}
          autosize
          minRows={2}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          error={fieldError('note')}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('portal.standWishes.save')}
          </Button>
          {wish && (
            <Text size="sm" c="dimmed">
              {t('portal.standWishes.summary.sent', { date: format.date(wish.updatedAt) })}
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
