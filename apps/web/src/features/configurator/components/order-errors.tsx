import type { FieldError } from '@messeportal/domain';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useMedias } from '../api/get-medias.ts';
import { useOrderBook } from '../api/get-order-book.ts';
import { errorStep } from '../model/error-step.ts';
import { useCatalogueQuery } from './use-catalogue-query.ts';
import { useWizard, type StepFocus } from './wizard-context.tsx';

const idIn = (pattern: RegExp, property: string) => {
  const match = pattern.exec(property);
  return match ? Number(match[1]) : null;
};
const mediaIdOf = (property: string) => idIn(/^media_(\d+)$/, property);

/** The name of what a server error is about — the medium, the service, the brand — as the steps show it. */
function useErrorSubject() {
  const { t } = useTranslation();
  const { event, state } = useWizard();
  const locale = useLocale();
  const query = useCatalogueQuery();
  const medias = useMedias(event.id, locale, query).data ?? [];
  const items = useOrderBook(event.id, locale, query).data ?? [];
  return (property: string): { name?: string; focus?: StepFocus } => {
    const mediaId = mediaIdOf(property);
    if (mediaId !== null) return { name: medias.find((media) => media.id === mediaId)?.name };
    const itemId = idIn(/^orderbook_(\d+)$/, property);
    if (itemId !== null) return { name: items.find((item) => item.id === itemId)?.title, focus: { kind: 'service', itemId } };
    const index = idIn(/^brands\.(\d+)\./, property);
    if (index === null) return {};
    const brand = state.configuration.brands[index]?.name.trim();
    return { name: brand || t('configurator.brands.unnamed', { number: index + 1 }), focus: { kind: 'brand', index } };
  };
}

/**
 * Why the server refused the order (or the pro-forma invoice, which refuses what the order would, under its own
 * `title`), each entry naming its step and item and leading there. Media that sold out
 * (or ran short) while the visitor configured get their own notice, with a way to order without them: an
 * editable configuration drops the medium here and now; an offer fixed by staff is ordered as made, so the
 * visitor is asked to talk to the organiser instead.
 */
export function OrderErrors({ errors, title }: { errors: readonly FieldError[]; title?: string }) {
  const { t } = useTranslation();
  const { steps, editable, serverErrors, setServerErrors, dispatch, goToStep } = useWizard();
  const subject = useErrorSubject();
  const unavailable = errors.filter((error) => mediaIdOf(error.property) !== null);
  const others = errors.filter((error) => mediaIdOf(error.property) === null);

  const dropMedium = (error: FieldError) => {
    dispatch({ type: 'mediaAmountChosen', mediaId: mediaIdOf(error.property)!, amount: null });
    setServerErrors(serverErrors.filter((other) => other.property !== error.property));
  };
  const describe = (error: FieldError) => {
    const step = errorStep(error.property);
    const where = [step && t(`configurator.steps.${step}`), subject(error.property).name].filter(Boolean).join(' – ');
    return where ? `${where}: ${error.message}` : error.message;
  };

  return (
    <>
      {unavailable.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={t('configurator.order.unavailableTitle')}>
          <Stack gap="sm">
            <Text size="sm">{t(editable ? 'configurator.order.unavailableText' : 'configurator.order.unavailableFixed')}</Text>
            {unavailable.map((error) => (
              <Group key={error.property} justify="space-between" gap="xs">
                <Text size="sm" fw={700}>
                  {describe(error)}
                </Text>
                {editable && (
                  <Group gap="xs">
                    <Button size="compact-sm" onClick={() => dropMedium(error)}>
                      {t('configurator.order.withoutMedium', { name: subject(error.property).name ?? '' })}
                    </Button>
                    {steps.includes('media') && (
                      <Button size="compact-sm" variant="default" onClick={() => goToStep('media')}>
                        {t('configurator.order.toMedia')}
                      </Button>
                    )}
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
      {others.length > 0 && (
        <Alert color="red" variant="light" role="alert" title={title ?? t('configurator.order.failed')}>
          <List size="sm">
            {others.map((error) => {
              const step = errorStep(error.property);
              return (
                <List.Item key={`${error.property}:${error.message}`}>
                  {step && steps.includes(step) ? (
                    <Anchor component="button" type="button" inherit c="inherit" underline="always" ta="start" onClick={() => goToStep(step, { focus: subject(error.property).focus })}>
                      {describe(error)}
                    </Anchor>
                  ) : (
                    describe(error)
                  )}
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
    </>
  );
}
